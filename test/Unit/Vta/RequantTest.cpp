//===- RequantTest.cpp - Tests of the VTA requantization library ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests tosac/Vta/Requant.h: the frexp derivation against
// hand-computed values, the sequence model against TOSA's apply_scale_16
// (bit-exact) and apply_scale_32 (measured deviation), and the minimality and
// soundness of the planned pre-shift with an independent int64 trace.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Requant.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

using namespace tosac;
using namespace tosac::vta;

namespace {

int64_t clampTo(int64_t v, int64_t lo, int64_t hi) {
  return std::max(lo, std::min(hi, v));
}

/// Independent int64 trace of the sequence: true if an intermediate leaves
/// int32.
bool traceOverflows(const RequantPlan &plan, int64_t acc) {
  auto out = [](int64_t v) { return v < INT32_MIN || v > INT32_MAX; };
  auto floorDiv = [](int64_t v, int s) {
    int64_t d = int64_t{1} << s;
    int64_t q = v / d;
    return (v % d != 0 && v < 0) ? q - 1 : q;
  };
  int64_t v = acc + plan.bias;
  bool bad = out(acc) || out(v);
  v = floorDiv(v, plan.preShift) * plan.multiplier;
  bad |= out(v);
  v += int64_t{1} << (plan.finalShift - 1);
  bad |= out(v);
  v = floorDiv(v, plan.finalShift) + plan.outputZp;
  return bad || out(v);
}

//===----------------------------------------------------------------------===//
// (a) Derivation
//===----------------------------------------------------------------------===//

TEST(RequantDerive, HandComputedScales) {
  struct Case {
    double scale;
    int32_t m, b;
  } cases[] = {
      // frexp(0.5) = 0.5 * 2^0: m = 2^14, b = 15.
      {0.5, 16384, 15},
      // 1/3 = 0.666.. * 2^-1: m = round(21845.33) = 21845, b = 16.
      {1.0 / 3.0, 21845, 16},
      // 0.0007 = 0.7168 * 2^-10: m = round(23488.1024) = 23488, b = 25.
      {0.0007, 23488, 25},
      // 1 - 2^-17 = q * 2^0, q * 2^15 = 32767.75 -> 32768 -> 16384, e = 1.
      {1.0 - std::ldexp(1.0, -17), 16384, 14},
      // 1.5 = 0.75 * 2^1: m = 24576, b = 14.
      {1.5, 24576, 14},
  };
  for (const Case &c : cases) {
    auto r = deriveScale16(c.scale);
    ASSERT_TRUE(r.ok()) << c.scale;
    EXPECT_EQ(r.value.multiplier, c.m) << c.scale;
    EXPECT_EQ(r.value.shift, c.b) << c.scale;
  }
  auto zero = deriveScale16(0.0);
  ASSERT_TRUE(zero.ok());
  EXPECT_EQ(zero.value.multiplier, 0);
}

TEST(RequantDerive, FromRescale) {
  // 1518500250 * 2^-38: 1518500250 / 2^31 = 0.7071067812 = q, e = 31 - 38 =
  // -7; m = round(1518500250 / 2^16 = 23170.475) = 23170, b = 15 + 7 = 22.
  auto r = deriveScale16(ScaleFactor{1518500250, 38});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value.multiplier, 23170);
  EXPECT_EQ(r.value.shift, 22);
  // 1 << 30 with shift 31 is 0.5: m = 16384, b = 15.
  r = deriveScale16(ScaleFactor{1 << 30, 31});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value.multiplier, 16384);
  EXPECT_EQ(r.value.shift, 15);
  // A 16-bit scale 3 * 2^-4 = 0.75 * 2^-2: m = 24576, b = 17 (exact).
  r = deriveScale16(ScaleFactor{3, 4});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value.multiplier, 24576);
  EXPECT_EQ(r.value.shift, 17);
}

TEST(RequantDerive, Errors) {
  // 2^-48 = 0.5 * 2^-47: b = 62 (p >= 31) still works. 2^-49 would need
  // b = 63: like computeScale16 the shift stays 62 and the multiplier loses
  // a bit, round(2^-49 * 2^62) = 2^13.
  EXPECT_TRUE(deriveScale16(std::ldexp(1.0, -48)).ok());
  EXPECT_EQ(deriveScale16(std::ldexp(1.0, -48)).value.shift, 62);
  auto tiny = deriveScale16(std::ldexp(1.0, -49));
  ASSERT_TRUE(tiny.ok());
  EXPECT_EQ(tiny.value.multiplier, 1 << 13);
  EXPECT_EQ(tiny.value.shift, 62);
  // 2^13 = 0.5 * 2^14 needs b = 1, 2^14 b = 0: a 16-bit RESCALE (shift >= 2)
  // cannot express them either.
  EXPECT_EQ(deriveScale16(8192.0).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(deriveScale16(16384.0).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(deriveScale16(-0.5).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(deriveScale16(std::nan("")).status,
            ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(deriveScale16(INFINITY).status, ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(deriveScale16(ScaleFactor{-1, 10}).status,
            ArithStatus::NegativeMultiplier);
  EXPECT_EQ(deriveScale16(ScaleFactor{1 << 30, 1}).status,
            ArithStatus::ShiftOutOfRange);
  // 1 * 2^-62: the smallest non-zero scale, kept as {1, 62}.
  auto smallest = deriveScale16(ScaleFactor{1, 62});
  ASSERT_TRUE(smallest.ok());
  EXPECT_EQ(smallest.value.multiplier, 1);
  EXPECT_EQ(smallest.value.shift, 62);
}

//===----------------------------------------------------------------------===//
// Accumulator bound and plan
//===----------------------------------------------------------------------===//

TEST(RequantBound, HandComputed) {
  // Input int8 [-128, 127] with zp -1 -> x - zp in [-127, 128].
  // Channel 0: w - wzp = {2, -3} (wzp 0): min = -254 + -384, max = 256 + 381.
  // Channel 1: w = {0, 1}: min = -127, max = 128.
  std::vector<int64_t> w = {2, -3, 0, 1};
  std::vector<int64_t> bias = {10, -20};
  auto b = accumulatorBound(-128, 127, -1, w, 0, bias, 2);
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].min, -638);
  EXPECT_EQ(b[0].max, 637);
  EXPECT_EQ(b[0].maxAbsPartial, 256 + 384);
  EXPECT_EQ(b[0].bias, 10);
  EXPECT_EQ(b[1].min, -127);
  EXPECT_EQ(b[1].max, 128);
  EXPECT_EQ(b[1].bias, -20);
  // Malformed sizes.
  EXPECT_TRUE(accumulatorBound(-128, 127, 0, w, 0, bias, 3).empty());
  EXPECT_TRUE(accumulatorBound(-128, 127, 0, w, 0, {1}, 2).empty());
}

TEST(RequantPlanTest, HandComputedSequence) {
  // scale 0.5 -> m 16384, b 15; acc 5 + bias 0: (5 * 16384 + 16384) >> 15 =
  // 3 (2.5 rounds up); acc -5: (-81920 + 16384) >> 15 = -2 (-2.5 rounds up).
  AccumulatorBound bd{-1000, 1000, 1000, 0};
  auto plan = planFor(bd, ScaleFactor{16384, 15}, 0);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan.value.preShift, 0);
  EXPECT_EQ(plan.value.roundingAdd, 16384);
  EXPECT_EQ(runSequence(plan.value, 5), 3);
  EXPECT_EQ(runSequence(plan.value, -5), -2);
  EXPECT_EQ(runSequence(plan.value, 1000), 127);
  EXPECT_EQ(runSequence(plan.value, -1000), -128);
  // |acc| up to 2^20 with m = 16384: 2^20 * 2^14 = 2^34 needs p = 4 (then
  // the max product is 2^30 * ... = 2^16 * 2^14 = 2^30 and 2^30 + 2^10 fits).
  AccumulatorBound big{-(1 << 20), 1 << 20, 1 << 20, 0};
  plan = planFor(big, ScaleFactor{16384, 25}, 0);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan.value.preShift, 4);
  EXPECT_EQ(plan.value.finalShift, 21);
  // Errors.
  EXPECT_EQ(planFor(bd, ScaleFactor{1 << 15, 15}, 0).status,
            ArithStatus::ScaleNotRepresentable);
  EXPECT_EQ(planFor(bd, ScaleFactor{16384, 15}, 0, 5, 4).status,
            ArithStatus::ClipRangeInverted);
  AccumulatorBound huge{0, int64_t{1} << 31, 0, 0};
  EXPECT_EQ(planFor(huge, ScaleFactor{16384, 15}, 0).status,
            ArithStatus::ValueOutOfRange);
  // b = 40 forces p >= 9: with |acc| <= 100 the plan has p = 9, b' = 31.
  plan = planFor(bd, ScaleFactor{16384, 40}, 0);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan.value.preShift, 9);
  EXPECT_EQ(plan.value.finalShift, 31);
  // Scale 1.5 (b = 14) on |acc| <= 2^30: even p = 13 gives 2^17 * 24576 >
  // 2^31.
  AccumulatorBound wide{-(1 << 30), 1 << 30, 1 << 30, 0};
  EXPECT_EQ(planFor(wide, ScaleFactor{24576, 14}, 0).status,
            ArithStatus::ValueOutOfRange);
}

//===----------------------------------------------------------------------===//
// (b) Bit-exact against apply_scale_16 when p == 0
//===----------------------------------------------------------------------===//

TEST(RequantExact, MatchesApplyScale16) {
  std::mt19937_64 rng(1234);
  int64_t configs = 0, compared = 0, ties = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    int32_t mult = static_cast<int32_t>(rng() % 32768);
    int32_t shift = 2 + static_cast<int32_t>(rng() % 30);
    auto s16 = deriveScale16(ScaleFactor{mult, shift});
    if (!s16.ok())
      continue;
    int64_t lim = int64_t{1} << (rng() % 17);
    int32_t zp = static_cast<int32_t>(rng() % 256) - 128;
    int64_t biasV = static_cast<int64_t>(rng() % 2001) - 1000;
    AccumulatorBound bd{-lim, lim, lim, biasV};
    auto plan = planFor(bd, s16.value, zp);
    if (!plan.ok() || plan.value.preShift != 0)
      continue;
    ++configs;
    auto check = [&](int64_t acc) {
      int64_t v = acc + biasV;
      auto ref = applyScale16(v, static_cast<int16_t>(mult), shift);
      ASSERT_TRUE(ref.ok());
      int64_t expected = clampTo(int64_t{ref.value} + zp, -128, 127);
      ASSERT_EQ(runSequence(plan.value, static_cast<int32_t>(acc)), expected)
          << "M=" << mult << " S=" << shift << " acc=" << acc
          << " bias=" << biasV;
      ++compared;
    };
    for (int64_t acc : {-lim, lim, int64_t{0}, int64_t{1}, int64_t{-1}})
      check(acc);
    for (int i = 0; i < 200; ++i)
      check(-lim + static_cast<int64_t>(rng() % (2 * lim + 1)));
    // Ties: with an odd multiplier, v = k * 2^(S-1), k odd, gives v * M / 2^S
    // exactly half-way; negative ties round up (towards +inf).
    if (mult % 2 == 1 && shift <= 18) {
      for (int64_t k : {-5, -3, -1, 1, 3, 5}) {
        int64_t acc = k * (int64_t{1} << (shift - 1)) - biasV;
        if (acc >= -lim && acc <= lim) {
          check(acc);
          ++ties;
        }
      }
    }
  }
  std::printf("[requant] apply_scale_16 exact: %lld configs, %lld values, "
              "%lld ties\n",
              static_cast<long long>(configs), static_cast<long long>(compared),
              static_cast<long long>(ties));
  EXPECT_GT(configs, 500);
  EXPECT_GT(ties, 100);
}

TEST(RequantExact, NegativeTieByHand) {
  // M = 3, S = 2 (0.75): v = -2 -> -1.5 rounds half up to -1; v = 2 -> 1.5
  // -> 2; v = -6 -> -4.5 -> -4. TOSA: (v * 3 + 2) >> 2.
  auto s16 = deriveScale16(ScaleFactor{3, 2});
  ASSERT_TRUE(s16.ok());
  auto plan = planFor(AccumulatorBound{-100, 100, 100, 0}, s16.value, 0);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(runSequence(plan.value, -2), -1);
  EXPECT_EQ(runSequence(plan.value, 2), 2);
  EXPECT_EQ(runSequence(plan.value, -6), -4);
  EXPECT_EQ(applyScale16(-6, 3, 2).value, -4);
}

//===----------------------------------------------------------------------===//
// (c) Deviation from apply_scale_32 with the original multiplier
//===----------------------------------------------------------------------===//

struct DeviationStats {
  int64_t values = 0, differing = 0, maxDiff = 0, configs = 0;
};

TEST(RequantDeviation, AgainstApplyScale32) {
  std::mt19937_64 rng(42);
  DeviationStats st[2]; // [p == 0, p > 0]
  int32_t maxP = 0;
  for (int iter = 0; iter < 400; ++iter) {
    // A conv-like channel: int8 input/weights, reduction K.
    int64_t k = (iter % 2 == 0) ? 1 + rng() % 8 : 9 + rng() % 1200;
    std::vector<int64_t> w(k);
    for (auto &x : w)
      x = static_cast<int64_t>(rng() % 256) - 128;
    int64_t inZp = static_cast<int64_t>(rng() % 256) - 128;
    int64_t bias = static_cast<int64_t>(rng() % 20001) - 10000;
    auto bds = accumulatorBound(-128, 127, inZp, w, 0, {bias}, k);
    ASSERT_EQ(bds.size(), 1u);
    const AccumulatorBound &bd = bds[0];
    // A scale mapping the accumulator range roughly onto int8, times a
    // random factor in [0.25, 4].
    double span = static_cast<double>(bd.max - bd.min) + 1.0;
    double scale = 256.0 / span *
                   std::ldexp(1.0, static_cast<int>(rng() % 5) - 2) *
                   (1.0 + static_cast<double>(rng() % 1000) / 1000.0);
    auto s32 = computeScale32(scale);
    ASSERT_TRUE(s32.ok());
    auto s16 = deriveScale16(s32.value);
    ASSERT_TRUE(s16.ok()) << scale;
    int32_t zp = static_cast<int32_t>(rng() % 256) - 128;
    auto plan = planFor(bd, s16.value, zp);
    ASSERT_TRUE(plan.ok()) << "K=" << k;
    const RequantPlan &pl = plan.value;
    maxP = std::max(maxP, pl.preShift);
    int64_t maxAbsV =
        std::max(std::llabs(bd.min + bias), std::llabs(bd.max + bias));
    int64_t allowed = deviationBound(pl, s32.value, maxAbsV);
    if (pl.preShift == 0) {
      ASSERT_EQ(allowed, 1);
    }
    DeviationStats &s = st[pl.preShift > 0];
    ++s.configs;
    // Accumulators: a roughly bell-shaped sum (like real data) and uniform.
    for (int i = 0; i < 2000; ++i) {
      int64_t acc;
      if (i % 2 == 0) {
        acc = bd.min + static_cast<int64_t>(
                           rng() % static_cast<uint64_t>(bd.max - bd.min + 1));
      } else {
        acc = 0;
        for (int64_t j = 0; j < k; ++j)
          acc += (static_cast<int64_t>(rng() % 256) - 128 - inZp) * w[j];
      }
      auto ref = applyScale32(static_cast<int32_t>(acc + bias),
                              s32.value.multiplier, s32.value.shift);
      ASSERT_TRUE(ref.ok());
      int64_t expected = clampTo(int64_t{ref.value} + zp, -128, 127);
      int64_t got = runSequence(pl, static_cast<int32_t>(acc));
      int64_t diff = std::llabs(got - expected);
      ASSERT_LE(diff, allowed) << "K=" << k << " p=" << pl.preShift;
      ++s.values;
      s.differing += diff != 0;
      s.maxDiff = std::max(s.maxDiff, diff);
    }
  }
  for (int i = 0; i < 2; ++i)
    std::printf("[requant] vs apply_scale_32, %s: %lld configs, %lld values, "
                "%.4f%% differ, max |diff| %lld\n",
                i == 0 ? "p == 0" : "p > 0",
                static_cast<long long>(st[i].configs),
                static_cast<long long>(st[i].values),
                st[i].values ? 100.0 * st[i].differing / st[i].values : 0.0,
                static_cast<long long>(st[i].maxDiff));
  std::printf("[requant] largest pre-shift: %d\n", maxP);
  EXPECT_GT(st[0].configs, 50);
  EXPECT_GT(st[1].configs, 50);
  EXPECT_LE(st[0].maxDiff, 1);
}

//===----------------------------------------------------------------------===//
// (d) Overflow proof: p is sound and minimal
//===----------------------------------------------------------------------===//

TEST(RequantOverflow, PreShiftSoundAndMinimal) {
  std::mt19937_64 rng(7);
  int64_t withP = 0;
  for (int iter = 0; iter < 2000; ++iter) {
    int64_t lim =
        static_cast<int64_t>(rng() % (int64_t{1} << (1 + rng() % 30)));
    int64_t lo = -static_cast<int64_t>(rng() % (lim + 1));
    int64_t hi = static_cast<int64_t>(rng() % (lim + 1));
    int64_t bias = static_cast<int64_t>(rng() % 200001) - 100000;
    if (lo + bias < INT32_MIN || hi + bias > INT32_MAX)
      continue;
    int32_t m = 16384 + static_cast<int32_t>(rng() % 16384);
    int32_t b = 1 + static_cast<int32_t>(rng() % 45);
    int32_t firstP = std::max(0, b - 31);
    int32_t zp = static_cast<int32_t>(rng() % 256) - 128;
    AccumulatorBound bd{lo, hi, std::max(-lo, hi), bias};
    auto plan = planFor(bd, ScaleFactor{m, b}, zp);
    if (!plan.ok()) {
      // Then no p in [0, b - 1] is safe: some end overflows for each.
      ASSERT_EQ(plan.status, ArithStatus::ValueOutOfRange);
      for (int32_t p = firstP; p < std::min(b, 32); ++p) {
        RequantPlan q = planWithPreShift(
            ScaleFactor{m, b}, p, static_cast<int32_t>(bias), zp, -128, 127);
        ASSERT_TRUE(traceOverflows(q, lo) || traceOverflows(q, hi));
      }
      continue;
    }
    const RequantPlan &pl = plan.value;
    ASSERT_EQ(pl.preShift + pl.finalShift, b);
    // Sound: ends, neighbours and random accumulators never overflow, and the
    // wrapping model then equals the exact int64 computation.
    std::vector<int64_t> accs = {lo, hi, 0, lo + 1, hi - 1};
    for (int i = 0; i < 300; ++i)
      accs.push_back(lo + static_cast<int64_t>(rng() % (hi - lo + 1)));
    for (int64_t acc : accs) {
      if (acc < lo || acc > hi)
        continue;
      ASSERT_FALSE(traceOverflows(pl, acc)) << acc;
      ASSERT_FALSE(sequenceOverflows(pl, acc));
      int64_t v = acc + bias;
      int64_t s = v >= 0 ? v >> pl.preShift : -((-(v + 1)) >> pl.preShift) - 1;
      int64_t t = s * m + (int64_t{1} << (pl.finalShift - 1));
      int64_t u =
          (t >= 0 ? t >> pl.finalShift : -((-(t + 1)) >> pl.finalShift) - 1) +
          zp;
      ASSERT_EQ(runSequence(pl, static_cast<int32_t>(acc)),
                clampTo(u, -128, 127));
    }
    // Minimal: p - 1 overflows at an end of the range (p = b - 31 is the
    // smallest allowed shift).
    if (pl.preShift > firstP) {
      ++withP;
      RequantPlan q =
          planWithPreShift(ScaleFactor{m, b}, pl.preShift - 1,
                           static_cast<int32_t>(bias), zp, -128, 127);
      ASSERT_TRUE(traceOverflows(q, lo) || traceOverflows(q, hi))
          << "p=" << pl.preShift;
    }
  }
  EXPECT_GT(withP, 300);
}

TEST(RequantOverflow, ExhaustiveSmallRange) {
  // Every accumulator in [-2^17, 2^17] with bias 17, m = 32767, b = 20:
  // p = 1 gives 65544 * 32767 = 2147680248 > 2^31 - 1, p = 2 gives
  // 32772 * 32767 + 2^17 < 2^31, so p = 2.
  AccumulatorBound bd{-(1 << 17), 1 << 17, 1 << 17, 17};
  auto plan = planFor(bd, ScaleFactor{32767, 20}, 5);
  ASSERT_TRUE(plan.ok());
  const RequantPlan &pl = plan.value;
  RequantPlan prev = planWithPreShift(ScaleFactor{32767, 20}, pl.preShift - 1,
                                      17, 5, -128, 127);
  bool prevOverflows = false;
  for (int64_t acc = bd.min; acc <= bd.max; ++acc) {
    ASSERT_FALSE(traceOverflows(pl, acc)) << acc;
    prevOverflows |= traceOverflows(prev, acc);
  }
  EXPECT_TRUE(prevOverflows);
  EXPECT_EQ(pl.preShift, 2);
  std::printf("[requant] exhaustive [-2^17, 2^17], m 32767, b 20: p = %d\n",
              pl.preShift);
}

} // namespace
