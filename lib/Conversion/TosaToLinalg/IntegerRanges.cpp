//===- IntegerRanges.cpp - Value ranges of TOSA integer tensors -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the value ranges of IntegerRanges.h, with
// lib/Support's scalar RESCALE for the ends of a rescaled range.
//
//===----------------------------------------------------------------------===//

#include "IntegerRanges.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Support/TosaArith.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

#include <algorithm>

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// Producers followed back at most this far.
constexpr unsigned kMaxDepth = 4;

std::optional<Interval> rangeOf(Value value, unsigned depth);

/// The results of RESCALE `op` for the ends of its input's range, over
/// every channel's scale; none unless its operands are constants.
std::optional<Interval> rescaleRange(ttosa::RescaleOp op, unsigned depth) {
  auto inType = dyn_cast<IntegerType>(getElementTypeOrSelf(op.getInput()));
  auto outType = dyn_cast<IntegerType>(getElementTypeOrSelf(op.getType()));
  if (!inType || !outType || op.getOutputUnsigned())
    return std::nullopt;
  std::optional<SmallVector<int64_t>> multipliers =
      constantIntegers(op.getMultiplier());
  std::optional<SmallVector<int64_t>> shifts = constantIntegers(op.getShift());
  std::optional<SmallVector<int64_t>> inZp =
      constantIntegers(op.getInputZp(), op.getInputUnsigned());
  std::optional<SmallVector<int64_t>> outZp =
      constantIntegers(op.getOutputZp());
  if (!multipliers || !shifts || !inZp || !outZp || inZp->empty() ||
      outZp->empty())
    return std::nullopt;
  RescaleConfig config;
  config.inputBits = inType.getWidth();
  config.outputBits = outType.getWidth();
  config.scale32 = op.getScale32();
  config.rounding = op.getRoundingMode() == ttosa::RoundingMode::DOUBLE_ROUND
                        ? RescaleRounding::DoubleRound
                        : RescaleRounding::SingleRound;
  config.inputUnsigned = op.getInputUnsigned();
  config.inputZp = inZp->front();
  config.outputZp = outZp->front();
  // The input as stored; an unsigned one is read from its bits.
  Interval in = typeRange(config.inputBits, config.inputUnsigned);
  if (!config.inputUnsigned)
    if (std::optional<Interval> known = rangeOf(op.getInput(), depth + 1))
      in = *known;
  size_t channels = std::max(multipliers->size(), shifts->size());
  std::optional<Interval> result;
  for (size_t c = 0; c < channels; ++c) {
    int64_t m = (*multipliers)[multipliers->size() == 1 ? 0 : c];
    int64_t s = (*shifts)[shifts->size() == 1 ? 0 : c];
    if (m < 0 || m > INT32_MAX || s < 0 || s > 63)
      return std::nullopt;
    ArithResult<int64_t> lo = rescaleValue(in.lo, static_cast<int32_t>(m),
                                           static_cast<int32_t>(s), config);
    ArithResult<int64_t> hi = rescaleValue(in.hi, static_cast<int32_t>(m),
                                           static_cast<int32_t>(s), config);
    if (!lo.ok() || !hi.ok())
      return std::nullopt;
    if (!result)
      result = Interval{lo.value, hi.value};
    result->lo = std::min(result->lo, lo.value);
    result->hi = std::max(result->hi, hi.value);
  }
  return result;
}

/// The results of ADD or SUB `op` when its operands' ranges (followed from
/// `depth`) keep every result in its integer type (a result outside it
/// would break their REQUIRE); none otherwise or for other ops.
std::optional<Interval> addSubRange(Operation *op, unsigned depth) {
  if (!isa_and_nonnull<ttosa::AddOp, ttosa::SubOp>(op))
    return std::nullopt;
  auto type = dyn_cast<IntegerType>(getElementTypeOrSelf(op->getResult(0)));
  if (!type || type.getWidth() >= 64)
    return std::nullopt;
  std::optional<Interval> lhs = rangeOf(op->getOperand(0), depth);
  std::optional<Interval> rhs = rangeOf(op->getOperand(1), depth);
  if (!lhs || !rhs)
    return std::nullopt;
  // Both ends fit in int64 for operands narrower than 64 bits.
  Interval sum = isa<ttosa::SubOp>(op)
                     ? Interval{lhs->lo - rhs->hi, lhs->hi - rhs->lo}
                     : Interval{lhs->lo + rhs->lo, lhs->hi + rhs->hi};
  Interval whole = typeRange(type.getWidth(), /*isUnsigned=*/false);
  if (sum.lo < whole.lo || sum.hi > whole.hi)
    return std::nullopt;
  return sum;
}

std::optional<Interval> rangeOf(Value value, unsigned depth) {
  auto type = dyn_cast<IntegerType>(getElementTypeOrSelf(value));
  if (!type || type.getWidth() > 64)
    return std::nullopt;
  Interval whole = typeRange(type.getWidth(), /*isUnsigned=*/false);
  if (depth > kMaxDepth)
    return whole;
  if (std::optional<SmallVector<int64_t>> values = constantIntegers(value))
    if (!values->empty())
      return Interval{*std::min_element(values->begin(), values->end()),
                      *std::max_element(values->begin(), values->end())};
  // CAST between integers keeps values that fit the result type (bool is
  // 0 or 1).
  if (auto cast = value.getDefiningOp<ttosa::CastOp>()) {
    Type in = getElementTypeOrSelf(cast.getInput());
    if (in.isInteger(1))
      return Interval{0, 1};
    if (isa<IntegerType>(in))
      if (std::optional<Interval> range = rangeOf(cast.getInput(), depth + 1))
        if (range->lo >= whole.lo && range->hi <= whole.hi)
          return range;
  }
  // CLAMP keeps its input's values within its bounds.
  if (auto clamp = value.getDefiningOp<ttosa::ClampOp>()) {
    auto lo = dyn_cast<IntegerAttr>(clamp.getMinValAttr());
    auto hi = dyn_cast<IntegerAttr>(clamp.getMaxValAttr());
    if (lo && hi) {
      Interval range = rangeOf(clamp.getInput(), depth + 1).value_or(whole);
      int64_t bottom = lo.getValue().getSExtValue();
      int64_t top = hi.getValue().getSExtValue();
      if (bottom <= top)
        return Interval{std::clamp(range.lo, bottom, top),
                        std::clamp(range.hi, bottom, top)};
    }
  }
  if (std::optional<Interval> sum =
          addSubRange(value.getDefiningOp(), depth + 1))
    return sum;
  if (auto rescale = value.getDefiningOp<ttosa::RescaleOp>())
    if (std::optional<Interval> range = rescaleRange(rescale, depth))
      return Interval{std::max(range->lo, whole.lo),
                      std::min(range->hi, whole.hi)};
  return whole;
}

} // namespace

std::optional<SmallVector<int64_t>> tosac::constantIntegers(Value value,
                                                            bool isUnsigned) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> values;
  for (const APInt &v : attr.getValues<APInt>())
    values.push_back(isUnsigned ? static_cast<int64_t>(v.getZExtValue())
                                : v.getSExtValue());
  return values;
}

Interval tosac::typeRange(unsigned bits, bool isUnsigned) {
  if (isUnsigned)
    return {0, bits >= 64 ? INT64_MAX : (int64_t(1) << bits) - 1};
  if (bits >= 64)
    return {INT64_MIN, INT64_MAX};
  return {-(int64_t(1) << (bits - 1)), (int64_t(1) << (bits - 1)) - 1};
}

std::optional<Interval> tosac::integerRange(Value value) {
  return rangeOf(value, 0);
}

std::optional<Interval> tosac::provenAddSubRange(Operation *op) {
  return addSubRange(op, 0);
}
