//===- Requant.cpp - Requantization with 16-bit multipliers on VTA --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the VTA requantization library: the frexp derivation
// of a 16-bit multiplier, the accumulator bound, the minimal pre-shift search
// and the bit-exact model of the emitted ALU sequence.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Requant.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace tosac;
using namespace tosac::vta;

namespace {

bool fitsInt32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

/// Arithmetic (floor) right shift of an int64 value.
int64_t floorShift(int64_t v, int32_t s) {
  // >> on a negative signed value is arithmetic in every supported compiler
  // and defined as such since C++20; spell it out with division for C++17.
  if (v >= 0)
    return v >> s;
  return -((-(v + 1)) >> s) - 1;
}

int32_t wrapAdd(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) +
                              static_cast<uint32_t>(b));
}

int32_t wrapMul(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) *
                              static_cast<uint32_t>(b));
}

/// VTA's SHR: b >= 0 ? floor(a / 2^b) : a << -b (wrapping).
int32_t vtaShr(int32_t a, int32_t b) {
  if (b >= 0)
    return static_cast<int32_t>(floorShift(a, b));
  return static_cast<int32_t>(static_cast<uint32_t>(a) << -b);
}

} // namespace

ArithResult<ScaleFactor> tosac::vta::deriveScale16(double scale) {
  // VTA.md's frexp rule is TosacSupport's 16-bit derivation (multiplier
  // round(q * 2^15) in [2^14, 2^15), renormalized when it rounds to 2^15):
  // the one derivation the project has. VTA only adds its shift range.
  if (scale == 0)
    return ScaleFactor{0, 15};
  ArithResult<ScaleFactor> derived = computeScale16(scale);
  if (!derived.ok() || derived.value.shift < kMinRequantShift ||
      derived.value.shift > kMaxRequantShift)
    return ArithResult<ScaleFactor>::failure(
        ArithStatus::ScaleNotRepresentable);
  return derived;
}

ArithResult<ScaleFactor> tosac::vta::deriveScale16(ScaleFactor rescale) {
  if (rescale.multiplier < 0)
    return ArithResult<ScaleFactor>::failure(ArithStatus::NegativeMultiplier);
  if (rescale.shift < 2 || rescale.shift > 62)
    return ArithResult<ScaleFactor>::failure(ArithStatus::ShiftOutOfRange);
  // Exact: the multiplier has at most 31 significant bits.
  return deriveScale16(
      std::ldexp(static_cast<double>(rescale.multiplier), -rescale.shift));
}

std::vector<AccumulatorBound>
tosac::vta::accumulatorBound(int64_t inputMin, int64_t inputMax,
                             int64_t inputZp, llvm::ArrayRef<int64_t> weights,
                             int64_t weightZp, llvm::ArrayRef<int64_t> bias,
                             int64_t reductionSize) {
  if (reductionSize <= 0 || inputMin > inputMax ||
      weights.size() % static_cast<size_t>(reductionSize) != 0)
    return {};
  size_t channels = weights.size() / static_cast<size_t>(reductionSize);
  if (!bias.empty() && bias.size() != channels)
    return {};
  int64_t xLo = inputMin - inputZp, xHi = inputMax - inputZp;
  std::vector<AccumulatorBound> bounds(channels);
  for (size_t c = 0; c < channels; ++c) {
    AccumulatorBound &bd = bounds[c];
    for (int64_t k = 0; k < reductionSize; ++k) {
      int64_t w = weights[c * reductionSize + k] - weightZp;
      // The term is linear in x, so its extremes are at the range's ends; the
      // x_k are independent, so the sums of the extremes are reached.
      int64_t t0 = xLo * w, t1 = xHi * w;
      bd.min += std::min(t0, t1);
      bd.max += std::max(t0, t1);
      bd.maxAbsPartial += std::max(std::llabs(t0), std::llabs(t1));
    }
    bd.bias = bias.empty() ? 0 : bias[c];
  }
  return bounds;
}

RequantPlan tosac::vta::planWithPreShift(ScaleFactor scale16, int32_t preShift,
                                         int32_t bias, int32_t outputZp,
                                         int32_t clampMin, int32_t clampMax) {
  RequantPlan plan;
  plan.bias = bias;
  plan.preShift = preShift;
  plan.multiplier = scale16.multiplier;
  plan.finalShift = scale16.shift - preShift;
  plan.roundingAdd =
      plan.finalShift >= 1 && plan.finalShift <= 31
          ? static_cast<int32_t>(int64_t{1} << (plan.finalShift - 1))
          : 0;
  plan.outputZp = outputZp;
  plan.clampMin = clampMin;
  plan.clampMax = clampMax;
  return plan;
}

bool tosac::vta::sequenceOverflows(const RequantPlan &plan, int64_t acc) {
  if (!fitsInt32(acc))
    return true;
  int64_t v = acc + plan.bias;
  if (!fitsInt32(v))
    return true;
  v = floorShift(v, plan.preShift);
  v *= plan.multiplier;
  if (!fitsInt32(v))
    return true;
  v += plan.roundingAdd;
  if (!fitsInt32(v))
    return true;
  v = floorShift(v, plan.finalShift);
  v += plan.outputZp;
  return !fitsInt32(v);
}

ArithResult<RequantPlan> tosac::vta::planFor(const AccumulatorBound &bound,
                                             ScaleFactor scale16,
                                             int32_t outputZp, int32_t clampMin,
                                             int32_t clampMax) {
  if (scale16.multiplier < 0 || scale16.multiplier >= (1 << 15) ||
      scale16.shift < kMinRequantShift || scale16.shift > kMaxRequantShift)
    return ArithResult<RequantPlan>::failure(
        ArithStatus::ScaleNotRepresentable);
  if (clampMin > clampMax)
    return ArithResult<RequantPlan>::failure(ArithStatus::ClipRangeInverted);
  if (bound.min > bound.max || !fitsInt32(bound.min) || !fitsInt32(bound.max) ||
      !fitsInt32(bound.maxAbsPartial) || !fitsInt32(bound.bias) ||
      !fitsInt32(bound.min + bound.bias) || !fitsInt32(bound.max + bound.bias))
    return ArithResult<RequantPlan>::failure(ArithStatus::ValueOutOfRange);
  // Every step is monotone non-decreasing in acc (m >= 0), so checking the
  // two ends of the range covers all accumulators in between.
  int32_t firstP = std::max(0, scale16.shift - kMaxShrAmount);
  int32_t lastP = std::min(scale16.shift - 1, kMaxShrAmount);
  for (int32_t p = firstP; p <= lastP; ++p) {
    RequantPlan plan =
        planWithPreShift(scale16, p, static_cast<int32_t>(bound.bias), outputZp,
                         clampMin, clampMax);
    if (!sequenceOverflows(plan, bound.min) &&
        !sequenceOverflows(plan, bound.max))
      return plan;
  }
  return ArithResult<RequantPlan>::failure(ArithStatus::ValueOutOfRange);
}

int32_t tosac::vta::runSequence(const RequantPlan &plan, int32_t acc) {
  int32_t v = wrapAdd(acc, plan.bias);
  if (plan.preShift > 0)
    v = vtaShr(v, plan.preShift);
  v = wrapMul(v, plan.multiplier);
  v = wrapAdd(v, plan.roundingAdd);
  v = vtaShr(v, plan.finalShift);
  v = wrapAdd(v, plan.outputZp);
  v = std::min(v, plan.clampMax);
  v = std::max(v, plan.clampMin);
  return v;
}

int64_t tosac::vta::deviationBound(const RequantPlan &plan,
                                   ScaleFactor original, int64_t maxAbsValue) {
  int32_t b = plan.finalShift + plan.preShift;
  double scale32 =
      std::ldexp(static_cast<double>(original.multiplier), -original.shift);
  double scale16 = std::ldexp(static_cast<double>(plan.multiplier), -b);
  double d = static_cast<double>(maxAbsValue) * std::fabs(scale32 - scale16) +
             std::ldexp(static_cast<double>(plan.multiplier) *
                            (std::ldexp(1.0, plan.preShift) - 1.0),
                        -b);
  return 1 + static_cast<int64_t>(std::floor(d));
}
