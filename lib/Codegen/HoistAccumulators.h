//===- HoistAccumulators.h - Keep accumulator tiles in registers -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the hoisting of accumulator read/write pairs out of
// reduction loops, on buffers, for the register tiles the CPU code
// generator makes.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_HOISTACCUMULATORS_H
#define TOSAC_LIB_CODEGEN_HOISTACCUMULATORS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tosac::codegen {

/// In every scf.for of `func` (innermost first), turns each
/// vector.transfer_read / vector.transfer_write pair of one buffer into a
/// loop-carried vector: read once before the loop, written once after it.
/// A loop's pairs on a buffer are hoisted only when every access to that
/// buffer (or any view of the same allocation) in the loop is one of the
/// pairs, the pairs have constant, loop-invariant indices, do not overlap,
/// and each read comes before its write. Returns the number of pairs
/// hoisted.
unsigned hoistAccumulatorTransfers(mlir::func::FuncOp func);

/// After hoisting, a register tile's accumulators are written to their
/// buffer once, right after the reduction loops, and an epilogue fused into
/// the same register tile (a RESCALE to int8) reads them back: each
/// vector.load of a location a vector.store of the same block wrote before
/// it (nothing in between may write there) takes the stored vector. The
/// stores to an allocation that nothing reads any more go, with the
/// allocation. Returns the number of loads forwarded.
unsigned forwardTileStores(mlir::func::FuncOp func);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_HOISTACCUMULATORS_H
