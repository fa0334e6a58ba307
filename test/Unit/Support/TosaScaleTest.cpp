//===- TosaScaleTest.cpp - Tests of the spec's scale helpers --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Tests of apply_scale_32/16, reciprocal_scale, RESCALE and the derivation of
// multiplier/shift pairs. Expected values are worked out by hand (shown in
// comments) or from the spec's formula written out independently here.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <limits>
#include <vector>

using namespace tosac;

namespace {

constexpr int32_t kI32Min = std::numeric_limits<int32_t>::min();
constexpr int32_t kI32Max = std::numeric_limits<int32_t>::max();
constexpr int32_t kOne30 = 1 << 30; // multiplier 1.0 with shift 30
constexpr int64_t kI48Max = (int64_t(1) << 47) - 1;
constexpr int64_t kI48Min = -(int64_t(1) << 47);

constexpr auto kSingle = RescaleRounding::SingleRound;
constexpr auto kInexact = RescaleRounding::InexactRound;
constexpr auto kDouble = RescaleRounding::DoubleRound;

template <typename T, typename U>
void expectOk(const ArithResult<T> &result, U expected) {
  EXPECT_EQ(result.status, ArithStatus::Ok)
      << describeArithStatus(result.status);
  EXPECT_EQ(result.value, static_cast<T>(expected));
}

void expectScale(const ArithResult<ScaleFactor> &result, int64_t multiplier,
                 int32_t shift) {
  ASSERT_EQ(result.status, ArithStatus::Ok)
      << describeArithStatus(result.status);
  EXPECT_EQ(result.value.multiplier, multiplier);
  EXPECT_EQ(result.value.shift, shift);
}

} // namespace

//===----------------------------------------------------------------------===//
// apply_scale_32
//===----------------------------------------------------------------------===//

TEST(ApplyScale32, SingleRound) {
  // Scale 1.0.
  expectOk(applyScale32(100, kOne30, 30), 100);
  expectOk(applyScale32(-100, kOne30, 30), -100);
  // Scale 0.5 (shift 31): ties round up.
  expectOk(applyScale32(3, kOne30, 31), 2);   // 1.5 -> 2
  expectOk(applyScale32(-3, kOne30, 31), -1); // -1.5 -> -1
  expectOk(applyScale32(4, kOne30, 31), 2);
  expectOk(applyScale32(-4, kOne30, 31), -2);
  expectOk(applyScale32(-5, kOne30, 31), -2); // -2.5 -> -2
  // Scale 1/8 (shift 33): floor((v + 4) / 8).
  expectOk(applyScale32(3, kOne30, 33), 0);   // 0.375
  expectOk(applyScale32(4, kOne30, 33), 1);   // 0.5
  expectOk(applyScale32(-4, kOne30, 33), 0);  // -0.5
  expectOk(applyScale32(-5, kOne30, 33), -1); // -0.625
  expectOk(applyScale32(11, kOne30, 33), 1);  // 1.375
}

TEST(ApplyScale32, DoubleRound) {
  // Scale 1/8 (shift 33): round = 2^32 + 2^30 for v >= 0, i.e.
  // floor((v + 5) / 8), and 2^32 - 2^30 for v < 0, i.e. floor((v + 3) / 8).
  expectOk(applyScale32(3, kOne30, 33, kDouble), 1); // single: 0
  expectOk(applyScale32(4, kOne30, 33, kDouble), 1);
  expectOk(applyScale32(11, kOne30, 33, kDouble), 2); // single: 1
  expectOk(applyScale32(-3, kOne30, 33, kDouble), 0);
  expectOk(applyScale32(-4, kOne30, 33, kDouble), -1); // single: 0
  expectOk(applyScale32(-5, kOne30, 33, kDouble), -1);
  expectOk(applyScale32(0, kOne30, 33, kDouble), 0);
  // Shift 32 is the first shift with the adjustment. Scale 1/4:
  // v = 1: floor((1 + 3) / 4) = 1 (single: floor(3 / 4) = 0);
  // v = -2: floor((-2 + 1) / 4) = -1 (single: floor(0 / 4) = 0).
  expectOk(applyScale32(1, kOne30, 32, kDouble), 1);
  expectOk(applyScale32(1, kOne30, 32, kSingle), 0);
  expectOk(applyScale32(-2, kOne30, 32, kDouble), -1);
  expectOk(applyScale32(-2, kOne30, 32, kSingle), 0);
  // Shift 31 has no adjustment: -1 * 0.5 = -0.5 -> 0 in both modes (with
  // the adjustment it would be floor((-2^30 + 2^30 - 2^30) / 2^31) = -1).
  expectOk(applyScale32(-1, kOne30, 31, kDouble), 0);
  expectOk(applyScale32(3, kOne30, 31, kDouble), 2);
}

TEST(ApplyScale32, InexactRoundGivesSingleRound) {
  expectOk(applyScale32(3, kOne30, 33, kInexact), 0);
  expectOk(applyScale32(-4, kOne30, 33, kInexact), 0);
  expectOk(applyScale32(-2, kOne30, 32, kInexact), 0);
}

TEST(ApplyScale32, ShiftEdges) {
  // Shift 2 allows values in [-2, 2).
  // (2^31 - 1 + 2) >> 2 = 2147483649 / 4 -> 536870912.
  expectOk(applyScale32(1, kI32Max, 2), 536870912);
  // (-2 * (2^31 - 1) + 2) >> 2 = -4294967292 / 4 = -1073741823.
  expectOk(applyScale32(-2, kI32Max, 2), -1073741823);
  expectOk(applyScale32(0, kI32Max, 2), 0); // 2 >> 2
  EXPECT_EQ(applyScale32(2, kI32Max, 2).status, ArithStatus::ValueOutOfRange);
  EXPECT_EQ(applyScale32(-3, kI32Max, 2).status, ArithStatus::ValueOutOfRange);
  // Shift 62: -2^31 * (2^31 - 1) + 2^61 = -2^61 + 2^31; >> 62 = -1.
  expectOk(applyScale32(kI32Min, kI32Max, 62), -1);
  // (2^31 - 1)^2 + 2^61 = 1.5 * 2^62 - 2^32 + 1; >> 62 = 1.
  expectOk(applyScale32(kI32Max, kI32Max, 62), 1);
  // With double rounding: -2^61 + 2^31 - 2^30 -> -1, and
  // 1.5 * 2^62 - 2^32 + 2^30 + 1 -> 1.
  expectOk(applyScale32(kI32Min, kI32Max, 62, kDouble), -1);
  expectOk(applyScale32(kI32Max, kI32Max, 62, kDouble), 1);
  // 1000 * (2^31 - 1) / 2^31 = 999.9999995; + 0.5 -> 1000.
  expectOk(applyScale32(1000, kI32Max, 31), 1000);
  // -1000 * (2^31 - 1) / 2^31 + 0.5 = -999.4999995 -> -1000.
  expectOk(applyScale32(-1000, kI32Max, 31), -1000);
}

TEST(ApplyScale32, ValueRange) {
  // Shift 10: values in [-512, 512). Scale 2^20.
  expectOk(applyScale32(511, kOne30, 10), 511 << 20);
  expectOk(applyScale32(-512, kOne30, 10), -(512 << 20));
  EXPECT_EQ(applyScale32(512, kOne30, 10).status, ArithStatus::ValueOutOfRange);
  EXPECT_EQ(applyScale32(-513, kOne30, 10).status,
            ArithStatus::ValueOutOfRange);
  // Shift 31 excludes -2^31, shift 32 allows every int32_t.
  EXPECT_EQ(applyScale32(kI32Min, kOne30, 31).status,
            ArithStatus::ValueOutOfRange);
  // -2^31 * 2^30 / 2^32 = -2^29; the + 0.5 does not change the floor.
  expectOk(applyScale32(kI32Min, kOne30, 32), -536870912);
  // -2^31 * 2^30 / 2^33 = -2^28.
  expectOk(applyScale32(kI32Min, kOne30, 33), -268435456);
  // (2^31 - 1) / 8 = 268435455.875; + 0.5 -> 268435456.
  expectOk(applyScale32(kI32Max, kOne30, 33), 268435456);
}

TEST(ApplyScale32, MultiplierZero) {
  expectOk(applyScale32(100, 0, 10), 0);
  expectOk(applyScale32(-100, 0, 10), 0);
  expectOk(applyScale32(kI32Min, 0, 40, kDouble), 0); // round 2^39 - 2^30
  expectOk(applyScale32(kI32Max, 0, 62), 0);
}

TEST(ApplyScale32, Requires) {
  EXPECT_EQ(applyScale32(1, -1, 30).status, ArithStatus::NegativeMultiplier);
  EXPECT_EQ(applyScale32(1, kI32Min, 30).status,
            ArithStatus::NegativeMultiplier);
  EXPECT_EQ(applyScale32(1, kOne30, 1).status, ArithStatus::ShiftOutOfRange);
  EXPECT_EQ(applyScale32(1, kOne30, 0).status, ArithStatus::ShiftOutOfRange);
  EXPECT_EQ(applyScale32(1, kOne30, -5).status, ArithStatus::ShiftOutOfRange);
  EXPECT_EQ(applyScale32(1, kOne30, 63).status, ArithStatus::ShiftOutOfRange);
  // The multiplier is checked first.
  EXPECT_EQ(applyScale32(1, -1, 0).status, ArithStatus::NegativeMultiplier);
}

//===----------------------------------------------------------------------===//
// apply_scale_16
//===----------------------------------------------------------------------===//

TEST(ApplyScale16, Rounding) {
  // Scale 0.5: multiplier 2^14, shift 15.
  expectOk(applyScale16(1000, 16384, 15), 500);
  expectOk(applyScale16(1001, 16384, 15), 501);   // 500.5 -> 501
  expectOk(applyScale16(-1001, 16384, 15), -500); // -500.5 -> -500
  expectOk(applyScale16(-1000, 16384, 15), -500);
  expectOk(applyScale16(-1003, 16384, 15), -501); // -501.5 -> -501
  // Scale 1.0: multiplier 2^14, shift 14.
  expectOk(applyScale16(-7, 16384, 14), -7);
}

TEST(ApplyScale16, Int48Inputs) {
  // 2^40 * 2^14 / 2^24 = 2^30.
  expectOk(applyScale16(int64_t(1) << 40, 16384, 24), 1 << 30);
  expectOk(applyScale16(-(int64_t(1) << 40), 16384, 24), -(1 << 30));
  // (2^47 - 1 + 2^16) / 2^17 = 2^30 + 0.49999 -> 2^30.
  expectOk(applyScale16(kI48Max, 1, 17), 1 << 30);
  // (-2^47 + 2^15) / 2^16 = -2^31 + 0.5 -> -2^31.
  expectOk(applyScale16(kI48Min, 1, 16), kI32Min);
  // (2^47 - 1) * 32767 = 2^62 - 2^47 - 32767; + 2^61 -> 1.
  expectOk(applyScale16(kI48Max, 32767, 62), 1);
  // -2^47 * 32767 + 2^61 = -2^61 + 2^47 -> -1.
  expectOk(applyScale16(kI48Min, 32767, 62), -1);
  expectOk(applyScale16(kI48Max, 0, 2), 0);
}

TEST(ApplyScale16, Requires) {
  // (2^47 - 1 + 2^15) / 2^16 = 2^31 + 0.49998 -> 2^31: too big.
  EXPECT_EQ(applyScale16(kI48Max, 1, 16).status, ArithStatus::ResultOutOfRange);
  // -2^47 * 2 / 2^16 = -2^32: too small.
  EXPECT_EQ(applyScale16(kI48Min, 2, 16).status, ArithStatus::ResultOutOfRange);
  EXPECT_EQ(applyScale16(kI48Max + 1, 1, 30).status,
            ArithStatus::ValueOutOfRange);
  EXPECT_EQ(applyScale16(kI48Min - 1, 1, 30).status,
            ArithStatus::ValueOutOfRange);
  EXPECT_EQ(applyScale16(1, -1, 14).status, ArithStatus::NegativeMultiplier);
  EXPECT_EQ(applyScale16(1, 16384, 1).status, ArithStatus::ShiftOutOfRange);
  EXPECT_EQ(applyScale16(1, 16384, 63).status, ArithStatus::ShiftOutOfRange);
}

//===----------------------------------------------------------------------===//
// reciprocal_scale
//===----------------------------------------------------------------------===//

TEST(ReciprocalScale, HandValues) {
  // k = 0: numerator 2^30 + 1.
  expectScale(reciprocalScale(1), 1073741825, 30);
  // k = 1: (2^30 + 1) * 2 / 2.
  expectScale(reciprocalScale(2), 1073741825, 31);
  // k = 2: 4294967300 / 3 = 1431655766 rem 2.
  expectScale(reciprocalScale(3), 1431655766, 32);
  expectScale(reciprocalScale(4), 1073741825, 32);
  // k = 3: 8589934600 / 5 = 1717986920.
  expectScale(reciprocalScale(5), 1717986920, 33);
  // k = 4: 17179869200 / 9 = 1908874355 rem 5.
  expectScale(reciprocalScale(9), 1908874355, 34);
  // k = 31: (2^61 + 2^31) / (2^30 + 2) = 2^31 - 2 rem 4.
  expectScale(reciprocalScale((1u << 30) + 2), 2147483646, 61);
  // k = 31: (2^61 + 2^31) / 2^31 = 2^30 + 1.
  expectScale(reciprocalScale(1u << 31), 1073741825, 61);
  // k = 32: (2^62 + 2^32) / (2^31 + 3) = 2^31 - 1 rem 3.
  expectScale(reciprocalScale((1u << 31) + 3), 2147483647, 62);
  // k = 32: (2^62 + 2^32) / (2^32 - 1) = 2^30 + 1 rem 2^30 + 1.
  expectScale(reciprocalScale(0xFFFFFFFFu), 1073741825, 62);
}

TEST(ReciprocalScale, Requires) {
  EXPECT_EQ(reciprocalScale(0).status, ArithStatus::DivisionByZero);
  // The spec's multiplier reaches 2^31 for three divisors, which int32_t
  // cannot hold: (2^61 + 2^31) / (2^30 + 1) = 2^31,
  // (2^62 + 2^32) / (2^31 + 1) = 2^31 rem 2^31,
  // (2^62 + 2^32) / (2^31 + 2) = 2^31.
  EXPECT_EQ(reciprocalScale((1u << 30) + 1).status,
            ArithStatus::ResultOutOfRange);
  EXPECT_EQ(reciprocalScale((1u << 31) + 1).status,
            ArithStatus::ResultOutOfRange);
  EXPECT_EQ(reciprocalScale((1u << 31) + 2).status,
            ArithStatus::ResultOutOfRange);
}

TEST(ReciprocalScale, MatchesSpecFormula) {
  for (uint32_t value = 1; value <= 5000; ++value) {
    // The spec's formula, written out: the smallest k with value <= 2^k.
    int32_t k = 0;
    while ((uint64_t(1) << k) < value)
      ++k;
    int64_t numerator = ((int64_t(1) << 30) + 1) * (int64_t(1) << k);
    int64_t multiplier = numerator / value;
    ArithResult<ScaleFactor> scale = reciprocalScale(value);
    ASSERT_TRUE(scale.ok()) << value;
    EXPECT_EQ(scale.value.multiplier, multiplier) << value;
    EXPECT_EQ(scale.value.shift, 30 + k) << value;
    EXPECT_GE(scale.value.multiplier, 1 << 30) << value;
  }
}

TEST(ReciprocalScale, AveragesRoundHalfAwayFromZero) {
  // AVG_POOL2D applies the reciprocal with apply_scale_32. For |sum| < 2^29
  // the result is sum / count rounded to nearest, ties away from zero
  // (the + 1 in the numerator biases the multiplier up just enough).
  for (uint32_t count = 1; count <= 64; ++count) {
    ArithResult<ScaleFactor> scale = reciprocalScale(count);
    ASSERT_TRUE(scale.ok());
    for (int32_t sum = -1000; sum <= 1000; ++sum) {
      int64_t magnitude = sum < 0 ? -int64_t(sum) : sum;
      int64_t rounded = (2 * magnitude + count) / (2 * int64_t(count));
      int64_t expected = sum < 0 ? -rounded : rounded;
      ArithResult<int32_t> average =
          applyScale32(sum, scale.value.multiplier, scale.value.shift);
      ASSERT_TRUE(average.ok());
      EXPECT_EQ(average.value, expected) << sum << " / " << count;
    }
  }
}

//===----------------------------------------------------------------------===//
// computeScale32 / computeScale16
//===----------------------------------------------------------------------===//

TEST(ComputeScale32, HandValues) {
  expectScale(computeScale32(1.0), 1 << 30, 30);
  expectScale(computeScale32(0.5), 1 << 30, 31);
  expectScale(computeScale32(0.75), 1610612736, 31); // 0.75 * 2^31
  expectScale(computeScale32(2.0), 1 << 30, 29);
  // 2^32 / 3 = 1431655765.33 -> 1431655765, shift 32.
  expectScale(computeScale32(1.0 / 3.0), 1431655765, 32);
  // 1 - 2^-40: (1 - 2^-40) * 2^31 rounds to 2^31, renormalized.
  expectScale(computeScale32(1.0 - std::ldexp(1.0, -40)), 1 << 30, 30);
}

TEST(ComputeScale32, ZeroAndTiny) {
  expectScale(computeScale32(0.0), 0, 62);
  expectScale(computeScale32(-0.0), 0, 62);
  // 2^-32: the natural shift is exactly 62.
  expectScale(computeScale32(std::ldexp(1.0, -32)), 1 << 30, 62);
  // 2^-33 would need shift 63: 2^-33 * 2^62 = 2^29.
  expectScale(computeScale32(std::ldexp(1.0, -33)), 1 << 29, 62);
  // 2^-40 * 2^62 = 2^22.
  expectScale(computeScale32(std::ldexp(1.0, -40)), 1 << 22, 62);
  // 3 * 2^-35 * 2^62 = 3 * 2^27.
  expectScale(computeScale32(3 * std::ldexp(1.0, -35)), 3 << 27, 62);
  // 2^-70 * 2^62 = 2^-8 rounds to 0.
  expectScale(computeScale32(std::ldexp(1.0, -70)), 0, 62);
  // 2^-64 * 2^62 = 0.25 -> 0; 2^-63 * 2^62 = 0.5 -> 1 (half away from 0).
  expectScale(computeScale32(std::ldexp(1.0, -64)), 0, 62);
  expectScale(computeScale32(std::ldexp(1.0, -63)), 1, 62);
  expectScale(computeScale32(std::numeric_limits<double>::denorm_min()), 0, 62);
}

TEST(ComputeScale32, Large) {
  // 2^28: multiplier 2^30, shift 2.
  expectScale(computeScale32(std::ldexp(1.0, 28)), 1 << 30, 2);
  // (2^31 - 1) / 4 is the largest scale: multiplier 2^31 - 1, shift 2.
  expectScale(computeScale32(536870911.75), kI32Max, 2);
  // 2^29 would need multiplier 2^31 with shift 2.
  EXPECT_EQ(computeScale32(std::ldexp(1.0, 29)).status,
            ArithStatus::ScaleNotRepresentable);
  // 2^29 - 2^-23: * 4 rounds up to 2^31.
  EXPECT_EQ(computeScale32(std::ldexp(1.0, 29) - std::ldexp(1.0, -23)).status,
            ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale32(1e12).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale32(DBL_MAX).status, ArithStatus::ScaleNotRepresentable);
}

TEST(ComputeScale32, Invalid) {
  EXPECT_EQ(computeScale32(-1.0).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale32(-1e-30).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale32(std::nan("")).status,
            ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale32(std::numeric_limits<double>::infinity()).status,
            ArithStatus::ScaleNotRepresentable);
}

TEST(ComputeScale16, HandValues) {
  expectScale(computeScale16(1.0), 1 << 14, 14);
  expectScale(computeScale16(0.75), 24576, 15); // 0.75 * 2^15
  // 2^16 / 3 = 21845.33 -> 21845, shift 16.
  expectScale(computeScale16(1.0 / 3.0), 21845, 16);
  expectScale(computeScale16(0.0), 0, 62);
  // 2^-48: natural shift 62.
  expectScale(computeScale16(std::ldexp(1.0, -48)), 1 << 14, 62);
  // 2^-60 * 2^62 = 4.
  expectScale(computeScale16(std::ldexp(1.0, -60)), 4, 62);
  // (2^15 - 1) / 4 = 8191.75 is the largest scale.
  expectScale(computeScale16(8191.75), 32767, 2);
  EXPECT_EQ(computeScale16(8192.0).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(computeScale16(-0.5).status, ArithStatus::ScaleNotRepresentable);
}

namespace {

/// Scales from 2^-30 to ~2^27 with assorted mantissas.
std::vector<double> sampleScales(int minExp, int maxExp) {
  std::vector<double> scales;
  const double fractions[] = {1.0, 1.1, 1.25, 1.37, 1.5, 1.7071, 1.999};
  for (int exp = minExp; exp <= maxExp; ++exp)
    for (double fraction : fractions)
      scales.push_back(std::ldexp(fraction, exp));
  // Typical quantization scales.
  for (double scale : {0.003921568627, 0.0078125, 0.02352941, 0.1, 0.3,
                       0.6666667, 0.999999, 1.000001, 3.14159, 12.5})
    scales.push_back(scale);
  return scales;
}

const int64_t kSampleValues[] = {
    0,          1,        -1,        2,       -2,     3,      -3,
    7,          -7,       100,       -100,    12345,  -12345, 1 << 20,
    -(1 << 20), 99999999, -99999999, kI32Max, kI32Min};

} // namespace

TEST(ComputeScale32, RoundTrip) {
  int checked = 0;
  for (double scale : sampleScales(-30, 28)) {
    ArithResult<ScaleFactor> derived = computeScale32(scale);
    ASSERT_TRUE(derived.ok()) << scale;
    int32_t multiplier = derived.value.multiplier;
    int32_t shift = derived.value.shift;
    ASSERT_GE(shift, 2) << scale;
    ASSERT_LE(shift, 62) << scale;
    // None of these scales is tiny or huge: the multiplier is normalized and
    // is scale * 2^shift rounded to nearest.
    EXPECT_GE(multiplier, 1 << 30) << scale;
    double exact = std::ldexp(scale, shift);
    EXPECT_LE(std::fabs(multiplier - exact), 0.5) << scale;

    for (int64_t value : kSampleValues) {
      // Only values the REQUIRE allows and whose result fits.
      if (shift < 33 && (value < -(int64_t(1) << (shift - 1)) ||
                         value >= (int64_t(1) << (shift - 1))))
        continue;
      double wanted = static_cast<double>(value) * scale;
      if (std::fabs(wanted) > 1e9)
        continue;
      ArithResult<int32_t> applied =
          applyScale32(static_cast<int32_t>(value), multiplier, shift);
      ASSERT_TRUE(applied.ok()) << value << " * " << scale;
      EXPECT_LE(std::fabs(applied.value - wanted), 1.0)
          << value << " * " << scale << " gave " << applied.value;
      ++checked;
    }
  }
  EXPECT_GT(checked, 2000);
}

TEST(ComputeScale16, RoundTrip) {
  const int64_t values[] = {0,
                            1,
                            -1,
                            5,
                            -5,
                            1000,
                            -1000,
                            123456,
                            -123456,
                            int64_t(1) << 30,
                            -(int64_t(1) << 30),
                            int64_t(1) << 40,
                            kI48Max,
                            kI48Min};
  int checked = 0;
  for (double scale : sampleScales(-40, 12)) {
    ArithResult<ScaleFactor> derived = computeScale16(scale);
    ASSERT_TRUE(derived.ok()) << scale;
    int32_t multiplier = derived.value.multiplier;
    int32_t shift = derived.value.shift;
    EXPECT_GE(multiplier, 1 << 14) << scale;
    EXPECT_LT(multiplier, 1 << 15) << scale;
    EXPECT_LE(std::fabs(multiplier - std::ldexp(scale, shift)), 0.5) << scale;

    for (int64_t value : values) {
      double wanted = static_cast<double>(value) * scale;
      if (std::fabs(wanted) > 2e9)
        continue;
      ArithResult<int32_t> applied =
          applyScale16(value, static_cast<int16_t>(multiplier), shift);
      ASSERT_TRUE(applied.ok()) << value << " * " << scale;
      // The multiplier is off by at most half a unit of 2^-shift, so the
      // error is 0.5 (rounding) + |value| * 2^-(shift + 1).
      double tolerance =
          0.5 + std::ldexp(std::fabs(static_cast<double>(value)), -shift - 1);
      if (std::fabs(static_cast<double>(value)) < std::ldexp(1.0, shift - 1))
        tolerance = 1.0; // within one LSB like apply_scale_32
      EXPECT_LE(std::fabs(applied.value - wanted), tolerance)
          << value << " * " << scale << " gave " << applied.value;
      ++checked;
    }
  }
  EXPECT_GT(checked, 2000);
}

//===----------------------------------------------------------------------===//
// RESCALE
//===----------------------------------------------------------------------===//

namespace {

RescaleConfig config(unsigned inBits, unsigned outBits, int64_t inZp = 0,
                     int64_t outZp = 0) {
  RescaleConfig c;
  c.inputBits = inBits;
  c.outputBits = outBits;
  c.inputZp = inZp;
  c.outputZp = outZp;
  return c;
}

} // namespace

TEST(Rescale, SignedWithZeroPoints) {
  // int8 -> int8, scale 0.5: (10 - (-5)) * 0.5 = 7.5 -> 8; + 3 = 11.
  expectOk(rescaleValue(10, kOne30, 31, config(8, 8, -5, 3)), 11);
  // (-128 - 127) * 0.5 = -127.5 -> -127; - 128 saturates to -128.
  expectOk(rescaleValue(-128, kOne30, 31, config(8, 8, 127, -128)), -128);
  // int8 -> int32, scale 1: 100 - 20 = 80.
  expectOk(rescaleValue(100, kOne30, 30, config(8, 32, 20, 0)), 80);
  // int16 -> int32, scale 4: 30000 * 4.
  expectOk(rescaleValue(30000, kOne30, 28, config(16, 32)), 120000);
}

TEST(Rescale, Saturation) {
  // int32 -> int8, scale 1.
  expectOk(rescaleValue(1000, kOne30, 30, config(32, 8)), 127);
  expectOk(rescaleValue(-1000, kOne30, 30, config(32, 8)), -128);
  expectOk(rescaleValue(127, kOne30, 30, config(32, 8)), 127);
  expectOk(rescaleValue(-128, kOne30, 30, config(32, 8)), -128);
  // int32 -> int8 with zero point 10: 120 + 10 saturates.
  expectOk(rescaleValue(120, kOne30, 30, config(32, 8, 0, 10)), 127);
  // int32 -> int16.
  expectOk(rescaleValue(40000, kOne30, 30, config(32, 16)), 32767);
  expectOk(rescaleValue(-40000, kOne30, 30, config(32, 16)), -32768);
  expectOk(rescaleValue(1234, kOne30, 30, config(32, 16)), 1234);
  // int16 -> int8 with a 16-bit scale of 0.5: 300 -> 150 -> 127.
  RescaleConfig c16 = config(16, 8);
  c16.scale32 = false;
  expectOk(rescaleValue(300, 16384, 15, c16), 127);
  expectOk(rescaleValue(-300, 16384, 15, c16), -128);
  expectOk(rescaleValue(-201, 16384, 15, c16), -100); // -100.5 -> -100
}

TEST(Rescale, UnsignedInput) {
  // uint8 -> int8, zero point 128 (stored as -128 or 128), scale 1.
  RescaleConfig c = config(8, 8, 128, 0);
  c.inputUnsigned = true;
  expectOk(rescaleValue(255, kOne30, 30, c), 127);
  expectOk(rescaleValue(-1, kOne30, 30, c), 127); // -1 is uint8 255
  expectOk(rescaleValue(-128, kOne30, 30, c), 0); // uint8 128
  expectOk(rescaleValue(0, kOne30, 30, c), -128);
  c.inputZp = -128; // the same zero point as stored in an i8 tensor
  expectOk(rescaleValue(200, kOne30, 30, c), 72);
  // uint8 with zero point 255 (stored -1): 0 - 255 = -255, * 0.5 =
  // -127.5 -> -127.
  c.inputZp = -1;
  expectOk(rescaleValue(0, kOne30, 31, c), -127);
  // uint16 -> int16 with zero point 32768.
  RescaleConfig c16 = config(16, 16, 32768, 0);
  c16.inputUnsigned = true;
  expectOk(rescaleValue(0, kOne30, 30, c16), -32768);
  expectOk(rescaleValue(65535, kOne30, 30, c16), 32767);
  expectOk(rescaleValue(-1, kOne30, 30, c16), 32767); // stored as i16 -1
  expectOk(rescaleValue(32768, kOne30, 30, c16), 0);
  c16.inputZp = -32768; // 32768 as stored in an i16 tensor
  expectOk(rescaleValue(32770, kOne30, 30, c16), 2);
  // uint16 -> int8 with zero point 0: 300 saturates.
  RescaleConfig c16to8 = config(16, 8);
  c16to8.inputUnsigned = true;
  expectOk(rescaleValue(300, kOne30, 30, c16to8), 127);
  expectOk(rescaleValue(-1, kOne30, 30, c16to8), 127); // 65535
}

TEST(Rescale, UnsignedOutput) {
  // int8 -> uint8, input zero point -128.
  RescaleConfig c = config(8, 8, -128, 0);
  c.outputUnsigned = true;
  expectOk(rescaleValue(-128, kOne30, 30, c), 0);
  expectOk(rescaleValue(127, kOne30, 30, c), 255);
  expectOk(rescaleValue(0, kOne30, 30, c), 128);
  // Output zero point 10: 122 + 128 + 10 = 260 -> 255.
  c.outputZp = 10;
  expectOk(rescaleValue(122, kOne30, 30, c), 255);
  expectOk(rescaleValue(100, kOne30, 30, c), 238);
  // A negative result clamps to 0 (signed comparison, as the reference
  // model does).
  RescaleConfig neg = config(8, 8, 0, 0);
  neg.outputUnsigned = true;
  expectOk(rescaleValue(-5, kOne30, 30, neg), 0);
  // Output zero point 200, stored as the i8 -56: -5 + 200 = 195.
  neg.outputZp = -56;
  expectOk(rescaleValue(-5, kOne30, 30, neg), 195);
  // int16 -> uint16 with zero point 32768.
  RescaleConfig c16 = config(16, 16, 0, 32768);
  c16.outputUnsigned = true;
  expectOk(rescaleValue(-32768, kOne30, 30, c16), 0);
  expectOk(rescaleValue(32767, kOne30, 30, c16), 65535);
  expectOk(rescaleValue(0, kOne30, 30, c16), 32768);
  // int16 -> uint8: 300 saturates to 255, -3 to 0.
  RescaleConfig c16to8 = config(16, 8);
  c16to8.outputUnsigned = true;
  expectOk(rescaleValue(300, kOne30, 30, c16to8), 255);
  expectOk(rescaleValue(-3, kOne30, 30, c16to8), 0);
}

TEST(Rescale, Int48With16BitScale) {
  RescaleConfig c = config(48, 32);
  c.scale32 = false;
  // 2^40 * 2^14 / 2^24 = 2^30.
  expectOk(rescaleValue(int64_t(1) << 40, 16384, 24, c), 1 << 30);
  expectOk(rescaleValue(-(int64_t(1) << 40), 16384, 24, c), -(1 << 30));
  // (2^31 - 1) * 2^14 / 2^14 = 2^31 - 1; + zero point 1 overflows int32
  // in apply_add_s.
  RescaleConfig c8 = config(48, 8, 0, 1);
  c8.scale32 = false;
  EXPECT_EQ(rescaleValue(kI32Max, 16384, 14, c8).status,
            ArithStatus::ResultOutOfRange);
  c8.outputZp = 0;
  expectOk(rescaleValue(kI32Max, 16384, 14, c8), 127);
}

TEST(Rescale, RoundingModes) {
  // int32 -> int32, scale 1/8 (shift 33).
  RescaleConfig c = config(32, 32);
  c.rounding = kSingle;
  expectOk(rescaleValue(3, kOne30, 33, c), 0);
  expectOk(rescaleValue(-4, kOne30, 33, c), 0);
  c.rounding = kDouble;
  expectOk(rescaleValue(3, kOne30, 33, c), 1);
  expectOk(rescaleValue(-4, kOne30, 33, c), -1);
  c.rounding = kInexact;
  expectOk(rescaleValue(3, kOne30, 33, c), 0);
  expectOk(rescaleValue(-4, kOne30, 33, c), 0);
  // INEXACT_ROUND is allowed with a 16-bit scale.
  RescaleConfig c16 = config(16, 16);
  c16.scale32 = false;
  c16.rounding = kInexact;
  expectOk(rescaleValue(1001, 16384, 15, c16), 501);
}

TEST(Rescale, ZeroPointErrors) {
  auto status = [](RescaleConfig c) { return verifyRescaleConfig(c); };
  EXPECT_EQ(status(config(8, 8, -128, 127)), ArithStatus::Ok);
  // ERROR_IF(!i8 && (!i16 || !input_unsigned) && input_zp != 0)
  EXPECT_EQ(status(config(16, 8, 1, 0)), ArithStatus::InvalidZeroPoint);
  EXPECT_EQ(status(config(32, 8, 1, 0)), ArithStatus::InvalidZeroPoint);
  EXPECT_EQ(status(config(48, 32, 1, 0)), ArithStatus::InvalidZeroPoint);
  // The same for the output.
  EXPECT_EQ(status(config(8, 16, 0, 5)), ArithStatus::InvalidZeroPoint);
  EXPECT_EQ(status(config(8, 32, 0, 1)), ArithStatus::InvalidZeroPoint);
  // ERROR_IF(i16 && input_unsigned && input_zp != 0 && input_zp != 32768)
  RescaleConfig u16 = config(16, 8, 100, 0);
  u16.inputUnsigned = true;
  EXPECT_EQ(status(u16), ArithStatus::InvalidZeroPoint);
  u16.inputZp = 32768;
  EXPECT_EQ(status(u16), ArithStatus::Ok);
  u16.inputZp = -32768; // the same, as stored in an i16 tensor
  EXPECT_EQ(status(u16), ArithStatus::Ok);
  u16.inputZp = 0;
  EXPECT_EQ(status(u16), ArithStatus::Ok);
  RescaleConfig out16 = config(8, 16, 0, 32767);
  out16.outputUnsigned = true;
  EXPECT_EQ(status(out16), ArithStatus::InvalidZeroPoint);
  out16.outputZp = 32768;
  EXPECT_EQ(status(out16), ArithStatus::Ok);
  // rescaleValue reports it too.
  EXPECT_EQ(rescaleValue(1, kOne30, 30, config(16, 8, 1, 0)).status,
            ArithStatus::InvalidZeroPoint);
}

TEST(Rescale, ConfigErrors) {
  auto status = [](RescaleConfig c) { return verifyRescaleConfig(c); };
  // ERROR_IF(scale32 && in_t == i48_t)
  EXPECT_EQ(status(config(48, 32)), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(!scale32 && rounding_mode == DOUBLE_ROUND)
  RescaleConfig c = config(16, 16);
  c.scale32 = false;
  c.rounding = kDouble;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  c.scale32 = true;
  EXPECT_EQ(status(c), ArithStatus::Ok);
  // ERROR_IF(input_unsigned && output_unsigned)
  c = config(8, 8);
  c.inputUnsigned = c.outputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(out_t == i32_t && input_unsigned)
  c = config(16, 32);
  c.inputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(in_t == i32_t && output_unsigned)
  c = config(32, 8);
  c.outputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(in_t == i48_t && output_unsigned)
  c = config(48, 16);
  c.scale32 = false;
  c.outputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(in_t == i48_t && input_unsigned)
  c = config(48, 16);
  c.scale32 = false;
  c.inputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(in_t == i32_t && input_unsigned)
  c = config(32, 16);
  c.inputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // ERROR_IF(out_t == i32_t && output_unsigned)
  c = config(8, 32);
  c.outputUnsigned = true;
  EXPECT_EQ(status(c), ArithStatus::InvalidRescaleConfig);
  // Widths.
  EXPECT_EQ(status(config(64, 32)), ArithStatus::UnsupportedWidth);
  EXPECT_EQ(status(config(8, 48)), ArithStatus::UnsupportedWidth);
  // A 16-bit scale's multiplier must fit int16_t.
  c = config(16, 16);
  c.scale32 = false;
  EXPECT_EQ(rescaleValue(1, 40000, 15, c).status,
            ArithStatus::InvalidRescaleConfig);
  EXPECT_EQ(rescaleValue(1, 32767, 15, c).status, ArithStatus::Ok);
}

TEST(Rescale, PropagatesRequires) {
  RescaleConfig c = config(32, 32);
  EXPECT_EQ(rescaleValue(1, -1, 30, c).status, ArithStatus::NegativeMultiplier);
  EXPECT_EQ(rescaleValue(1, kOne30, 1, c).status, ArithStatus::ShiftOutOfRange);
  // Shift 30 allows |value| < 2^29.
  EXPECT_EQ(rescaleValue(1 << 29, kOne30, 30, c).status,
            ArithStatus::ValueOutOfRange);
  expectOk(rescaleValue((1 << 29) - 1, kOne30, 30, c), (1 << 29) - 1);
  RescaleConfig c16 = config(48, 32);
  c16.scale32 = false;
  EXPECT_EQ(rescaleValue(kI48Max, 1, 16, c16).status,
            ArithStatus::ResultOutOfRange);
}
