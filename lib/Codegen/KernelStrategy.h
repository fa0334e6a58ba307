//===- KernelStrategy.h - How each kernel is tiled --------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one place where the CPU code generator decides how
// a linalg op is tiled: chooseKernelTiles() reads the op and the target and
// returns cache and register tile sizes, which tosac-cpu-kernel-strategy
// records on the op and the mechanism passes read.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_KERNELSTRATEGY_H
#define TOSAC_LIB_CODEGEN_KERNELSTRATEGY_H

#include "tosac/Codegen/CpuTarget.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace tosac::codegen {

/// The attribute names the strategy writes and the mechanism reads.
inline constexpr llvm::StringLiteral kCacheTilesAttr = "tosac.cache_tiles";
inline constexpr llvm::StringLiteral kRegisterTilesAttr =
    "tosac.register_tiles";
inline constexpr llvm::StringLiteral kRegisterOrderAttr =
    "tosac.register_order";
inline constexpr llvm::StringLiteral kVectorShapeAttr = "tosac.vector_shape";
/// Marks the int8 dot-product contractions of tosac-cpu-int8-dot-products;
/// its value is the int32 lanes of one dot-product vector.
inline constexpr llvm::StringLiteral kInt8DotAttr = "tosac.int8_dot";
/// Marks the int8 dot-product contractions whose register tiles run on AMX
/// tiles (Int8AmxKernel.h): a tile covers the cache tile's whole reduction.
inline constexpr llvm::StringLiteral kInt8AmxAttr = "tosac.int8_amx";
/// Marks an int8 TABLE whose register tiles are byte permutes
/// (Int8TableKernel.h), vectorized after bufferization.
inline constexpr llvm::StringLiteral kInt8TableAttr = "tosac.int8_table";

/// Tile sizes with one entry per loop of the op (0 = not tiled at that
/// level).
struct KernelTiles {
  llvm::SmallVector<int64_t> cache;
  /// Empty for an op that is only shared out over threads (its cache tiles
  /// along parallel loops), with scalar loops inside.
  llvm::SmallVector<int64_t> registers;
  /// The order of the register-tile loops, outermost first (a permutation
  /// of the op's loops); empty = the op's own order.
  llvm::SmallVector<int64_t> registerOrder;
  /// The shape of one vector instruction of the micro-kernel, per loop
  /// (e.g. [1, 1, 16, 1]: one row of 16 f32 lanes): register tiles are
  /// unrolled into operations of this shape, so that every accumulator is
  /// its own 1-D vector and stays in one register.
  llvm::SmallVector<int64_t> vectorShape;
  /// The register tiles are int8 TABLE lookups of 64 bytes by byte
  /// permutes (kInt8TableAttr).
  bool int8Table = false;
  /// The register tiles are AMX tiles (kInt8AmxAttr).
  bool int8Amx = false;
};

/// Whether `op` is an elementwise linalg.generic on tensors: only parallel
/// loops, one result, written in loop order.
bool isElementwiseGeneric(mlir::linalg::LinalgOp op);

/// Whether `op`'s body is one f32 add, mul, max or min whose result it
/// yields: a reduction's combination of an element with the accumulator.
bool hasCombinerBody(mlir::linalg::LinalgOp op);

/// Removes the strategy's attributes from `op` (a tile of a kernel).
inline void removeTilingAttrs(mlir::Operation *op) {
  for (llvm::StringRef name : {kCacheTilesAttr, kRegisterTilesAttr,
                               kRegisterOrderAttr, kVectorShapeAttr})
    op->removeAttr(name);
}

/// The tiles for `op` on `target`, or nullopt when the op has neither a
/// fast kernel nor enough work for threads (it then stays a plain loop
/// nest).
std::optional<KernelTiles> chooseKernelTiles(mlir::linalg::LinalgOp op,
                                             const CpuTarget &target);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_KERNELSTRATEGY_H
