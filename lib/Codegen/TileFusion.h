//===- TileFusion.h - Producers and consumers of a kernel's tiles -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// The fusions tosac-cpu-tile-and-vectorize applies around a kernel's tiles:
// the producer of its accumulator (a zero fill, a bias broadcast) computed
// per forall tile or per register tile, and the elementwise consumer of its
// result (an activation, a residual add) applied per forall tile in place,
// or per register tile when it converts the accumulators (a RESCALE to
// int8).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_TILEFUSION_H
#define TOSAC_LIB_CODEGEN_TILEFUSION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// Fuses the producer of `tiled`'s accumulator into the scf.forall whose
/// iteration `tiled` is: `tiled` accumulates into a slice of the forall's
/// shared output, and when that output starts as the result of a fill or
/// an elementwise generic (a bias broadcast, tosac-cpu-fold-bias) used
/// nowhere else, each iteration computes its own slice of it right before
/// the kernel, while the slice is in cache, instead of a separate pass
/// over the whole result. Returns the producer's tile, or null.
mlir::linalg::LinalgOp fuseInitIntoForall(mlir::RewriterBase &rewriter,
                                          mlir::linalg::LinalgOp tiled);

/// Moves `init` (the producer of a kernel's accumulator, fused into the
/// forall by fuseInitIntoForall) into the register-tile loops of `tile`:
/// each register tile's part of it is computed right before the
/// tile's reduction loops, the first of `loops` (outermost first) whose
/// induction variable the tile's result slice does not use. Returns the
/// init's tile, or null (nothing changed) when the result slice's offsets
/// depend on a loop inside the reduction loops.
mlir::Operation *fuseInitIntoRegisterTile(
    mlir::RewriterBase &rewriter, mlir::linalg::LinalgOp init,
    mlir::linalg::LinalgOp tile, llvm::ArrayRef<mlir::scf::ForOp> loops);

/// Moves `epilogue` (a converting epilogue fused into the forall by
/// fuseEpilogueIntoForall, not tiled yet) into the register-tile loops
/// `loops` of `tile` (outermost first): each register tile's accumulators
/// are converted right after its reduction loops, while they are in
/// registers; the loops of `loops` it runs in are replaced by new ones.
/// Returns the epilogue's tile, or null when it cannot move (the epilogue
/// is then untouched and the IR keeps its meaning).
mlir::Operation *fuseEpilogueIntoRegisterTile(
    mlir::RewriterBase &rewriter, mlir::linalg::LinalgOp epilogue,
    mlir::linalg::LinalgOp tile, llvm::MutableArrayRef<mlir::scf::ForOp> loops);

/// Whether tiling `op` with `cache` makes an scf.forall: some parallel loop
/// is cut into more than one tile.
bool makesForall(mlir::linalg::LinalgOp op, mlir::DenseI64ArrayAttr cache);

/// The elementwise op (an activation, a residual add + ReLU, a RESCALE to
/// int8) that is the only user of `kernel`'s result and can run on each of
/// its forall tiles: it reads the result in its own order, writes a tensor
/// of the same shape without reading it, and its other inputs exist before
/// the kernel runs.
mlir::linalg::GenericOp getFusableEpilogue(mlir::linalg::LinalgOp kernel,
                                           mlir::DominanceInfo &dominance);

/// Applies `epilogue` (getFusableEpilogue of the kernel `tiled` is the
/// forall tile of) to each forall tile right after the kernel, while the
/// tile is in cache, instead of in a pass over the whole result: in place
/// when it writes the kernel's element type, else into a new output of the
/// forall; the epilogue's users then read the forall's result. Returns the
/// epilogue's tile, or null (nothing changed).
mlir::linalg::LinalgOp fuseEpilogueIntoForall(mlir::RewriterBase &rewriter,
                                              mlir::linalg::LinalgOp tiled,
                                              mlir::linalg::GenericOp epilogue);

/// The sizes of `kernel`'s loops (`perLoop`) for the dimensions of its
/// result, in the result's order.
llvm::SmallVector<int64_t> projectOnResult(mlir::linalg::LinalgOp kernel,
                                           llvm::ArrayRef<int64_t> perLoop);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_TILEFUSION_H
