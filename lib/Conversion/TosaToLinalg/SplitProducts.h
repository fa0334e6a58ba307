//===- SplitProducts.h - Rounded scaled products in 32 bits -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the exact computation in 32-bit lanes of
// floor((v m + 2^(s-1)) / 2^s) for a constant m >= 0, a shift s <= 31 and
// values v in a known range: RESCALE's apply_scale_32 of narrow values and
// MUL's rounded product with a constant factor, which otherwise take 64-bit
// products. The multiplier is split at bit k <= s as m = q 2^k + r
// (0 <= r < 2^k); by nested floor division (v q 2^k and 2^(s-1) are
// multiples of 2^k)
//   floor((v m + 2^(s-1)) / 2^s)
//     = v q + floor((v r + 2^(s-1)) / 2^s)                      (k = s)
//     = floor((v q + floor(v r / 2^k) + 2^(s-1-k)) / 2^(s-k))   (k < s)
// Both are ((v q + ((v r + low) >> k) + high) >> last) with SplitScale's
// fields.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOLINALG_SPLITPRODUCTS_H
#define TOSAC_LIB_CONVERSION_TOSATOLINALG_SPLITPRODUCTS_H

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace tosac {

/// One multiplier's split.
struct SplitScale {
  int64_t quotient, remainder, low, split, high, last;
};

constexpr unsigned kSplitFields = 6;
/// The fields in the order buildSplitProduct asks for them.
constexpr int64_t SplitScale::*kSplitField[kSplitFields] = {
    &SplitScale::quotient, &SplitScale::remainder, &SplitScale::low,
    &SplitScale::split,    &SplitScale::high,      &SplitScale::last};

/// The split of multiplier `m` at shift `s` that keeps every term in int32
/// for the values in [lo, hi], the largest k first (fewest operations);
/// none if no k does (wide values, shifts above 31, m < 0).
std::optional<SplitScale> splitMultiplier(int64_t m, int64_t s, int64_t lo,
                                          int64_t hi);

/// splitMultiplier of every channel (one value, or one per channel; a
/// single value applies to every channel).
std::optional<llvm::SmallVector<SplitScale>>
splitMultipliers(llvm::ArrayRef<int64_t> multipliers,
                 llvm::ArrayRef<int64_t> shifts, int64_t lo, int64_t hi);

/// Which fields buildSplitProduct needs for `scales`: those non-zero in some
/// scale (the quotient always; the low term and split point only with a
/// remainder).
llvm::SmallVector<bool> usedSplitFields(llvm::ArrayRef<SplitScale> scales);

/// ((v q + ((v r + low) >> k) + high) >> last) in i32 for the i32 `value`,
/// leaving out the unused fields; `field(i)` gives field kSplitField[i] (a
/// constant or a per-channel operand), and is asked in that order.
mlir::Value buildSplitProduct(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Value value,
                              llvm::function_ref<mlir::Value(unsigned)> field,
                              llvm::ArrayRef<bool> used);

} // namespace tosac

#endif // TOSAC_LIB_CONVERSION_TOSATOLINALG_SPLITPRODUCTS_H
