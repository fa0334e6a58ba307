//===- VectorChecks.h - Runtime checks of vectorized tiles ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares how the runtime checks of an elementwise register tile
// (the cf.assert a spec REQUIRE becomes, e.g. ADD's signed overflow) are
// vectorized: linalg's vectorizer takes no op with effects, so each check's
// condition first becomes an i1 result of the tile, and after vectorization
// one AND reduction of that result's vector feeds one cf.assert per tile.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_VECTORCHECKS_H
#define TOSAC_LIB_CODEGEN_VECTORCHECKS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// The message and location of one cf.assert.
struct RuntimeCheck {
  std::string message;
  mlir::Location loc;
};

/// A generic whose cf.asserts became results: its first results are the
/// original op's, then one i1 result per check, in `checks`' order.
struct TileWithCheckResults {
  mlir::linalg::GenericOp op;
  llvm::SmallVector<RuntimeCheck> checks;
};

/// For an all-parallel generic of static shape with cf.assert ops in its
/// body: a new generic (before `op`, which stays) that yields each
/// assert's condition as an i1 result over the iteration space instead of
/// asserting it. std::nullopt when `op` has no assert or does not qualify.
std::optional<TileWithCheckResults>
checksToResults(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp op);

/// After `tile.op` was vectorized into `replacements` (one per result):
/// one cf.assert per check on the AND of its vector of conditions. Returns
/// the replacements of the original op's results.
llvm::SmallVector<mlir::Value>
assertVectorChecks(mlir::RewriterBase &rewriter,
                   const TileWithCheckResults &tile,
                   mlir::ValueRange replacements);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_VECTORCHECKS_H
