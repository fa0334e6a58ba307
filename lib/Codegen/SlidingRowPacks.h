//===- SlidingRowPacks.h - Row packs carried down a loop --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the rewrite of ByteProductRows' packed pixel columns
// in a loop over output rows: the column packed for one row holds, one
// byte lower, all but the last of the rows the next iteration packs.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_SLIDINGROWPACKS_H
#define TOSAC_LIB_CODEGEN_SLIDINGROWPACKS_H

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tosac::codegen {

/// A word of n (2..4) rows' bytes, last row first: byte j from row r + n -
/// 1 - j (`rows[n - 1 - j]`, a vector<N x i8> load, zero-extended and xor
/// 0x80; the weights it meets are ordered alike), in the body of `loop`,
/// whose induction variable i gives r = i + constant (step 1, constant
/// bounds) and leaves the column and channels the same.
struct SlidingRowPack {
  mlir::scf::ForOp loop;
  /// vector<N x i32>, read through a bitcast to bytes.
  mlir::Value word;
  llvm::SmallVector<mlir::Value, 4> rows;
  /// The buffer the rows are loaded from (through views).
  mlir::Value root;
};

/// Carries each pack of `packs` through its loop: the loop gets one more
/// iter_arg per pack, its first value the rows n-2..0 of the first
/// iteration (loaded before the loop) in bytes 0..n-2, and the pack of each
/// iteration becomes (previous << 8) | (zext(last row) xor 0x80): one
/// widened row and one shift instead of n rows. The row shifted past byte
/// n - 1 meets a zero weight (n < 4) or leaves the lane. A loop with a
/// write that may reach the rows' buffer keeps its packs.
void slideRowPacks(llvm::ArrayRef<SlidingRowPack> packs);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_SLIDINGROWPACKS_H
