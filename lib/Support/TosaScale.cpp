//===- TosaScale.cpp - apply_scale, reciprocal_scale and RESCALE ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the spec's scale helpers (apply_scale_32,
// apply_scale_16, reciprocal_scale), RESCALE's per-element computation and
// its ERROR_IF rules, and the derivation of a multiplier/shift pair from a
// floating-point scale.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include "TosaArithDetail.h"

#include <cmath>

using namespace tosac;

//===----------------------------------------------------------------------===//
// apply_scale_32 / apply_scale_16 / reciprocal_scale
//===----------------------------------------------------------------------===//

ArithResult<int32_t> tosac::applyScale32(int32_t value, int32_t multiplier,
                                         int32_t shift,
                                         RescaleRounding rounding) {
  // REQUIRE(multiplier >= 0)
  if (multiplier < 0)
    return ArithResult<int32_t>::failure(ArithStatus::NegativeMultiplier);
  // REQUIRE(2 <= shift && shift <= 62)
  if (shift < 2 || shift > 62)
    return ArithResult<int32_t>::failure(ArithStatus::ShiftOutOfRange);

  int64_t round = int64_t(1) << (shift - 1);
  // Double rounding: the first rounding at bit 31 moves the rounding point
  // by 1 << 30 away from zero. INEXACT_ROUND may use either; the single
  // rounding result is returned for it.
  if (rounding == RescaleRounding::DoubleRound && shift > 31)
    round += value >= 0 ? int64_t(1) << 30 : -(int64_t(1) << 30);
  // |value * multiplier| < 2^62 and round <= 2^61 + 2^30: no overflow.
  int64_t result = detail::floorShiftRight(int64_t(value) * multiplier + round,
                                           static_cast<unsigned>(shift));

  // REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - 1)))
  // This bound is what keeps the result within 32 bits.
  int64_t limit = int64_t(1) << (shift - 1);
  if (value < -limit || value >= limit)
    return {detail::truncateToInt32(result), ArithStatus::ValueOutOfRange};
  return static_cast<int32_t>(result);
}

ArithResult<int32_t> tosac::applyScale16(int64_t value, int16_t multiplier,
                                         int32_t shift) {
  // REQUIRE(multiplier >= 0)
  if (multiplier < 0)
    return ArithResult<int32_t>::failure(ArithStatus::NegativeMultiplier);
  // REQUIRE(2 <= shift && shift <= 62)
  if (shift < 2 || shift > 62)
    return ArithResult<int32_t>::failure(ArithStatus::ShiftOutOfRange);
  // value is an int48_t.
  IntRange int48 = getIntRange(48, /*isUnsigned=*/false);
  if (value < int48.min || value > int48.max)
    return ArithResult<int32_t>::failure(ArithStatus::ValueOutOfRange);

  // |value * multiplier| < 2^62 and round <= 2^61: no overflow.
  int64_t round = int64_t(1) << (shift - 1);
  int64_t result = detail::floorShiftRight(value * multiplier + round,
                                           static_cast<unsigned>(shift));
  // REQUIRE(result >= minimum_s<int32_t>() && result <= maximum_s<int32_t>())
  if (!detail::fitsInt32(result))
    return {detail::truncateToInt32(result), ArithStatus::ResultOutOfRange};
  return static_cast<int32_t>(result);
}

ArithResult<ScaleFactor> tosac::reciprocalScale(uint32_t value) {
  // REQUIRE(value > 0)
  if (value == 0)
    return ArithResult<ScaleFactor>::failure(ArithStatus::DivisionByZero);
  // k = 32 - count_leading_zeros(value - 1): (1 << k) / 2 < value <= 1 << k.
  int32_t k = 32 - detail::countLeadingZeros32(value - 1);
  // ((1 << 30) + 1) << k <= 2^62 + 2^32: fits int64_t.
  int64_t numerator = ((int64_t(1) << 30) + 1) << k;
  // (1 << 30) <= multiplier < (1 << 31), except for the divisors 2^30 + 1,
  // 2^31 + 1 and 2^31 + 2, where the quotient is exactly 2^31 and int32_t
  // cannot hold it.
  int64_t multiplier = numerator / value;
  ScaleFactor scale{detail::truncateToInt32(multiplier), 30 + k};
  if (!detail::fitsInt32(multiplier))
    return {scale, ArithStatus::ResultOutOfRange};
  return scale;
}

//===----------------------------------------------------------------------===//
// Multiplier and shift from a floating-point scale
//===----------------------------------------------------------------------===//

namespace {

/// Derives {multiplier, shift} with multiplier in [2^(bits-1), 2^bits) when
/// 2 <= shift <= 62 allows it; see computeScale32 for the edge cases.
ArithResult<ScaleFactor> computeScale(double scale, int bits) {
  const double maxMultiplier = std::ldexp(1.0, bits) - 1.0; // exact
  if (!(scale >= 0.0) || std::isinf(scale))
    return ArithResult<ScaleFactor>::failure(
        ArithStatus::ScaleNotRepresentable);
  if (scale == 0.0)
    return ScaleFactor{0, 62};

  // scale = fraction * 2^exponent with fraction in [0.5, 1), so
  // scale * 2^(bits - exponent) = fraction * 2^bits is in [2^(bits-1), 2^bits).
  int exponent = 0;
  (void)std::frexp(scale, &exponent);
  int shift = bits - exponent;
  double multiplier = 0.0;
  if (shift >= 2 && shift <= 62) {
    // ldexp by a power of two is exact; round half away from zero.
    multiplier = std::round(std::ldexp(scale, shift));
    if (multiplier > maxMultiplier) {
      // Rounded up to 2^bits: use 2^(bits-1) with one less shift.
      multiplier = std::ldexp(1.0, bits - 1);
      --shift;
    }
  }
  if (shift > 62) {
    // Tiny scale: the largest shift, a smaller (possibly zero) multiplier.
    shift = 62;
    multiplier = std::round(std::ldexp(scale, shift));
  } else if (shift < 2) {
    // Large scale: the smallest shift, if the multiplier still fits.
    shift = 2;
    multiplier = std::round(std::ldexp(scale, shift));
    if (!(multiplier <= maxMultiplier))
      return ArithResult<ScaleFactor>::failure(
          ArithStatus::ScaleNotRepresentable);
  }
  return ScaleFactor{static_cast<int32_t>(multiplier), shift};
}

} // namespace

ArithResult<ScaleFactor> tosac::computeScale32(double scale) {
  return computeScale(scale, 31);
}

ArithResult<ScaleFactor> tosac::computeScale16(double scale) {
  return computeScale(scale, 15);
}

//===----------------------------------------------------------------------===//
// RESCALE
//===----------------------------------------------------------------------===//

namespace {

/// The zero-point ERROR_IFs for one side of a RESCALE.
bool isValidZeroPoint(unsigned bits, bool isUnsigned, int64_t storedZp) {
  int64_t zp =
      isUnsigned ? zeroExtend(storedZp, bits) : signExtend(storedZp, bits);
  if (zp == 0 || bits == 8)
    return true;
  // uint16 values can have zero point 0 or 32768.
  return bits == 16 && isUnsigned && zp == 32768;
}

} // namespace

ArithStatus tosac::verifyRescaleConfig(const RescaleConfig &config) {
  unsigned in = config.inputBits, out = config.outputBits;
  if ((in != 8 && in != 16 && in != 32 && in != 48) ||
      (out != 8 && out != 16 && out != 32))
    return ArithStatus::UnsupportedWidth;

  // ERROR_IF(!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() ||
  //          input_unsigned == false) && input_zp != 0)
  // ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true &&
  //          input_zp != 0 && input_zp != 32768)
  if (!isValidZeroPoint(in, config.inputUnsigned, config.inputZp))
    return ArithStatus::InvalidZeroPoint;
  // The same two rules for out_t and output_zp.
  if (!isValidZeroPoint(out, config.outputUnsigned, config.outputZp))
    return ArithStatus::InvalidZeroPoint;

  bool doubleRound = config.rounding == RescaleRounding::DoubleRound;
  bool inUnsigned = config.inputUnsigned, outUnsigned = config.outputUnsigned;
  // ERROR_IF(scale32 && is_same<in_t,i48_t>())
  if (config.scale32 && in == 48)
    return ArithStatus::InvalidRescaleConfig;
  // ERROR_IF(!scale32 && (rounding_mode == DOUBLE_ROUND))
  if (!config.scale32 && doubleRound)
    return ArithStatus::InvalidRescaleConfig;
  // ERROR_IF(input_unsigned && output_unsigned)
  if (inUnsigned && outUnsigned)
    return ArithStatus::InvalidRescaleConfig;
  // ERROR_IF(is_same<out_t,i32_t>() && input_unsigned)
  // ERROR_IF(is_same<in_t,i32_t>() && output_unsigned)
  // ERROR_IF(is_same<in_t,i48_t>() && output_unsigned)
  if ((out == 32 && inUnsigned) || (in == 32 && outUnsigned) ||
      (in == 48 && outUnsigned))
    return ArithStatus::InvalidRescaleConfig;
  // ERROR_IF(is_same<in_t,i48_t>() && input_unsigned)
  // ERROR_IF(is_same<in_t,i32_t>() && input_unsigned)
  // ERROR_IF(is_same<out_t,i32_t>() && output_unsigned)
  if ((in == 48 && inUnsigned) || (in == 32 && inUnsigned) ||
      (out == 32 && outUnsigned))
    return ArithStatus::InvalidRescaleConfig;
  return ArithStatus::Ok;
}

ArithResult<int64_t> tosac::rescaleValue(int64_t value, int32_t multiplier,
                                         int32_t shift,
                                         const RescaleConfig &config) {
  ArithStatus status = verifyRescaleConfig(config);
  if (status != ArithStatus::Ok)
    return ArithResult<int64_t>::failure(status);
  // The 16-bit scale's multiplier is an int16_t tensor.
  if (!config.scale32 && (multiplier < std::numeric_limits<int16_t>::min() ||
                          multiplier > std::numeric_limits<int16_t>::max()))
    return ArithResult<int64_t>::failure(ArithStatus::InvalidRescaleConfig);

  // value = zero_extend / sign_extend<int48_t>(in_value) - extended_in_zp.
  unsigned inBits = config.inputBits;
  int64_t input = config.inputUnsigned ? zeroExtend(value, inBits)
                                       : signExtend(value, inBits);
  int64_t inputZp = config.inputUnsigned ? zeroExtend(config.inputZp, inBits)
                                         : signExtend(config.inputZp, inBits);
  int64_t shifted = input - inputZp; // both within 48 bits

  ArithResult<int32_t> scaled;
  if (config.scale32) {
    // The spec passes the int48_t difference to apply_scale_32's int32_t
    // operand; the zero-point rules keep it within 32 bits.
    if (!detail::fitsInt32(shifted))
      return ArithResult<int64_t>::failure(ArithStatus::ValueOutOfRange);
    scaled = applyScale32(static_cast<int32_t>(shifted), multiplier, shift,
                          config.rounding);
  } else {
    scaled = applyScale16(shifted, static_cast<int16_t>(multiplier), shift);
  }
  if (!scaled.ok())
    return {scaled.value, scaled.status};

  // result = apply_add_s<int32_t>(result, extended_out_zp)
  unsigned outBits = config.outputBits;
  int64_t outputZp = config.outputUnsigned
                         ? zeroExtend(config.outputZp, outBits)
                         : signExtend(config.outputZp, outBits);
  ArithResult<int64_t> sum = applyAddS(scaled.value, outputZp, 32);
  if (!sum.ok())
    return sum;

  // apply_clip_s / apply_clip_u to out_t's range. The unsigned clamp compares
  // the signed 32-bit result, as the reference model does.
  return saturate(sum.value, outBits, config.outputUnsigned);
}
