//===- SplitProducts.cpp - Rounded scaled products in 32 bits -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the split multipliers of SplitProducts.h.
//
//===----------------------------------------------------------------------===//

#include "SplitProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace tosac;

std::optional<SplitScale> tosac::splitMultiplier(int64_t m, int64_t s,
                                                 int64_t lo, int64_t hi) {
  auto fits = [](int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; };
  if (m < 0 || m > INT32_MAX || s < 1 || s > 31 || lo < INT32_MIN ||
      hi > INT32_MAX)
    return std::nullopt;
  for (int64_t k = s; k >= 1; --k) {
    SplitScale scale{m >> k, m & ((int64_t(1) << k) - 1), 0, k, 0, s - k};
    if (k == s)
      scale.low = int64_t(1) << (s - 1);
    else
      scale.high = int64_t(1) << (s - 1 - k);
    // q, r >= 0: every term grows with v, so the ends bound them.
    bool ok = true;
    for (int64_t v : {lo, hi}) {
      int64_t product = v * scale.quotient;
      int64_t low = v * scale.remainder + scale.low;
      int64_t sum =
          product + llvm::divideFloorSigned(low, int64_t(1) << k) + scale.high;
      ok &= fits(product) && fits(low) && fits(sum);
    }
    if (ok)
      return scale;
  }
  return std::nullopt;
}

std::optional<SmallVector<SplitScale>>
tosac::splitMultipliers(ArrayRef<int64_t> multipliers, ArrayRef<int64_t> shifts,
                        int64_t lo, int64_t hi) {
  size_t channels = std::max(multipliers.size(), shifts.size());
  SmallVector<SplitScale> split;
  for (size_t c = 0; c < channels; ++c) {
    std::optional<SplitScale> scale = splitMultiplier(
        multipliers.size() == 1 ? multipliers.front() : multipliers[c],
        shifts.size() == 1 ? shifts.front() : shifts[c], lo, hi);
    if (!scale)
      return std::nullopt;
    split.push_back(*scale);
  }
  return split;
}

SmallVector<bool> tosac::usedSplitFields(ArrayRef<SplitScale> scales) {
  SmallVector<bool> used(kSplitFields);
  for (unsigned field = 0; field < kSplitFields; ++field)
    used[field] = field == 0 || llvm::any_of(scales, [&](const SplitScale &s) {
                    return s.*kSplitField[field] != 0;
                  });
  // Without remainders the low term is 0 (low < 2^k).
  if (!used[1])
    used[2] = used[3] = false;
  return used;
}

Value tosac::buildSplitProduct(OpBuilder &b, Location loc, Value value,
                               llvm::function_ref<Value(unsigned)> field,
                               ArrayRef<bool> used) {
  Value result = arith::MulIOp::create(b, loc, value, field(0));
  if (used[1]) {
    Value low = arith::MulIOp::create(b, loc, value, field(1));
    if (used[2])
      low = arith::AddIOp::create(b, loc, low, field(2));
    low = arith::ShRSIOp::create(b, loc, low, field(3));
    result = arith::AddIOp::create(b, loc, result, low);
  }
  if (used[4])
    result = arith::AddIOp::create(b, loc, result, field(4));
  if (used[5])
    result = arith::ShRSIOp::create(b, loc, result, field(5));
  return result;
}
