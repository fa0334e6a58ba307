//===- EltwiseCodegenTest.cpp - Tests of the VTA ADD and CLAMP programs ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests lib/Vta/EltwiseCodegen.cpp: compiled CLAMP and ADD programs
// run on the simulator under all three queue orders (raceCheck) and must give
// their model's output bit for bit; the models are checked against direct
// formulas (CLAMP exactly, ADD against the double-precision rescale - add -
// rescale within 1, with the rate of differences reported); planAdd derives
// hand-computed scales and rejects unprovable ones.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

using namespace tosac;
using namespace tosac::vta;

namespace {

std::vector<int8_t> randomTensor(std::mt19937 &rng, int64_t count) {
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> t(count);
  for (int8_t &v : t)
    v = int8_t(dist(rng));
  return t;
}

int64_t uniform(std::mt19937 &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

double uniformReal(std::mt19937 &rng, double lo, double hi) {
  return std::uniform_real_distribution<double>(lo, hi)(rng);
}

/// A random shape of 1..4 dimensions with about `target` elements.
std::vector<int64_t> randomShape(std::mt19937 &rng, int64_t target) {
  int rank = int(uniform(rng, 1, 4));
  std::vector<int64_t> shape(rank, 1);
  int64_t left = target;
  for (int d = 0; d + 1 < rank; ++d) {
    shape[d] =
        uniform(rng, 1, std::max<int64_t>(1, std::min<int64_t>(left, 7)));
    left = std::max<int64_t>(1, left / shape[d]);
  }
  shape[rank - 1] = std::max<int64_t>(1, left + uniform(rng, -3, 3));
  return shape;
}

/// Runs a compiled layer on the simulator (all queue orders) and returns
/// its output.
std::vector<int8_t> run(const CompiledLayer &layer,
                        llvm::ArrayRef<std::vector<int8_t>> inputs) {
  std::vector<uint8_t> dram;
  SimStats stats;
  llvm::Error err = raceCheck(layer.toProgram(inputs), &dram, &stats);
  EXPECT_FALSE(bool(err)) << llvm::toString(std::move(err));
  if (dram.empty())
    return {};
  return layer.readOutput(dram);
}

/// The scales a TFLite ADD legalizes to: inputs rescaled to a common scale
/// 2 * max(sa, sb) with 20 extra bits, the output back to `so`.
struct TfliteScales {
  ScaleFactor a, b, out;
};
TfliteScales tfliteScales(double sa, double sb, double so) {
  double common = 2 * std::max(sa, sb);
  TfliteScales t;
  t.a = computeScale32(sa / common * double(1 << 20)).value;
  t.b = computeScale32(sb / common * double(1 << 20)).value;
  t.out = computeScale32(common / (so * double(1 << 20))).value;
  return t;
}

double real(ScaleFactor s) {
  return std::ldexp(double(s.multiplier), -s.shift);
}

/// round(((xa - zpa) sa + (xb - zpb) sb) so) + zp, clamped, in double.
int32_t addFormula(int32_t xa, int32_t zpa, ScaleFactor sa, int32_t xb,
                   int32_t zpb, ScaleFactor sb, ScaleFactor so, int32_t zp,
                   int32_t lo, int32_t hi) {
  double v = ((xa - zpa) * real(sa) + (xb - zpb) * real(sb)) * real(so);
  int64_t r = int64_t(std::floor(v + 0.5)) + zp;
  return int32_t(std::max<int64_t>(lo, std::min<int64_t>(hi, r)));
}

//===----------------------------------------------------------------------===//
// CLAMP
//===----------------------------------------------------------------------===//

TEST(VtaClampCodegen, ModelIsClamp) {
  ClampLayer layer{{5}, -3, 6};
  std::vector<int8_t> in = {-128, -3, 0, 7, 127};
  std::vector<int8_t> expect = {-3, -3, 0, 6, 6};
  EXPECT_EQ(modelClamp(layer, in), expect);
}

TEST(VtaClampCodegen, RandomShapesMatchModel) {
  std::mt19937 rng(1234);
  int64_t changed = 0, total = 0;
  for (int iter = 0; iter < 48; ++iter) {
    int64_t target = iter % 8 == 0 ? 40000 : uniform(rng, 1, 700);
    ClampLayer layer;
    layer.shape = randomShape(rng, target);
    int kind = int(uniform(rng, 0, 2));
    int32_t zp = int32_t(uniform(rng, -128, 100));
    if (kind == 0) { // ReLU
      layer.min = zp;
      layer.max = 127;
    } else if (kind == 1) { // ReLU6-like
      layer.min = zp;
      layer.max = std::min<int32_t>(127, zp + int32_t(uniform(rng, 1, 120)));
    } else {
      layer.min = int32_t(uniform(rng, -128, 127));
      layer.max = int32_t(uniform(rng, layer.min, 127));
    }
    CodegenOptions options;
    options.doubleBuffer = iter % 2 == 0;
    SCOPED_TRACE("iteration " + std::to_string(iter) + ", " +
                 std::to_string(numElements(layer.shape)) + " elements");
    auto compiled = compileClamp(layer, options);
    ASSERT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
    std::vector<int8_t> in = randomTensor(rng, numElements(layer.shape));
    std::vector<int8_t> expect = modelClamp(layer, in);
    for (size_t i = 0; i < in.size(); ++i) {
      ASSERT_EQ(expect[i],
                std::min<int>(std::max<int>(in[i], layer.min), layer.max));
      changed += expect[i] != in[i];
    }
    total += int64_t(in.size());
    EXPECT_EQ(run(*compiled, {in}), expect);
  }
  // The clamps must actually change values for the test to mean anything.
  EXPECT_GT(changed, total / 10);
}

TEST(VtaClampCodegen, RejectsNonInt8Ranges) {
  CodegenOptions options;
  auto inverted = compileClamp(ClampLayer{{4}, 5, 4}, options);
  EXPECT_FALSE(bool(inverted));
  llvm::consumeError(inverted.takeError());
  auto wide = compileClamp(ClampLayer{{4}, -128, 200}, options);
  EXPECT_FALSE(bool(wide));
  llvm::consumeError(wide.takeError());
}

//===----------------------------------------------------------------------===//
// ADD: planning
//===----------------------------------------------------------------------===//

TEST(VtaAddPlan, HandComputedUnitScales) {
  // Scale 1.0 = 2^14 * 2^-14: frexp gives 0.5 * 2^1, m = 2^14, shift 14.
  ScaleFactor one{1 << 14, 14};
  auto layer = planAdd({20}, 0, one, 0, one, one, 0, -128, 127);
  ASSERT_TRUE(bool(layer)) << llvm::toString(layer.takeError());
  EXPECT_EQ(layer->a.multiplier, 1 << 14);
  EXPECT_EQ(layer->a.shift, 14);
  EXPECT_EQ(layer->output.multiplier, 1 << 14);
  EXPECT_EQ(layer->output.preShift + layer->output.finalShift, 14);
  // Unit scales: the output is the saturating sum.
  std::vector<int8_t> a, b, expect;
  for (int i = 0; i < 20; ++i) {
    a.push_back(int8_t(i * 13 - 128));
    b.push_back(int8_t(100 - i * 11));
    expect.push_back(int8_t(std::max(-128, std::min(127, a[i] + b[i]))));
  }
  EXPECT_EQ(modelAdd(*layer, a, b), expect);
  auto compiled = compileAdd(*layer, CodegenOptions{});
  ASSERT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
  EXPECT_EQ(run(*compiled, {a, b}), expect);

  // A TFLite input scale 0.5 * 2^20 = 2^30 * 2^-11: frexp 0.5 * 2^20, so
  // m = 2^14 and shift = 15 - 20 = -5 (an exact left shift).
  auto tfl =
      planAdd({4}, 3, ScaleFactor{1 << 30, 11}, -7, ScaleFactor{1 << 30, 11},
              ScaleFactor{1 << 30, 50}, 0, -128, 127);
  ASSERT_TRUE(bool(tfl)) << llvm::toString(tfl.takeError());
  EXPECT_EQ(tfl->a.multiplier, 1 << 14);
  EXPECT_EQ(tfl->a.shift, -5);
  EXPECT_EQ(tfl->b.zp, -7);
}

TEST(VtaAddPlan, RejectsUnprovableScales) {
  ScaleFactor one{1 << 14, 14};
  // Input scale 2^26: (x - zp) * 2^14 << 12 overflows int32.
  auto big =
      planAdd({4}, 0, ScaleFactor{1 << 30, 4}, 0, one, one, 0, -128, 127);
  EXPECT_FALSE(bool(big));
  llvm::consumeError(big.takeError());
  // Input scale 2^-40: shift 55 is outside -31..31.
  auto tiny =
      planAdd({4}, 0, ScaleFactor{1 << 14, 54}, 0, one, one, 0, -128, 127);
  EXPECT_FALSE(bool(tiny));
  llvm::consumeError(tiny.takeError());
  // Output scale 2^15 has no 16-bit form with a right shift >= 1.
  auto out =
      planAdd({4}, 0, one, 0, one, ScaleFactor{1 << 30, 15}, 0, -128, 127);
  EXPECT_FALSE(bool(out));
  llvm::consumeError(out.takeError());
  // Input scale 1.9 * 2^22 (m = 31130, left shift 8): each scaled input
  // fits int32 (at most 255 * 31130 * 2^8 ~ 2.03e9) but their sum does not.
  ScaleFactor s16{int32_t(std::lround(1.9 * double(1 << 29))), 7};
  auto sum = planAdd({4}, -128, s16, -128, s16, one, 0, -128, 127);
  EXPECT_FALSE(bool(sum));
  llvm::consumeError(sum.takeError());
  // Zero points and clamps outside int8.
  auto zp = planAdd({4}, 300, one, 0, one, one, 0, -128, 127);
  EXPECT_FALSE(bool(zp));
  llvm::consumeError(zp.takeError());
  auto clamp = planAdd({4}, 0, one, 0, one, one, 0, 10, 5);
  EXPECT_FALSE(bool(clamp));
  llvm::consumeError(clamp.takeError());
}

TEST(VtaAddPlan, ModelAgreesWithDoubleFormula) {
  std::mt19937 rng(99);
  int64_t total = 0, differ = 0, maxDiff = 0, clamped = 0;
  for (int iter = 0; iter < 200; ++iter) {
    TfliteScales s =
        tfliteScales(uniformReal(rng, 0.002, 0.2), uniformReal(rng, 0.002, 0.2),
                     uniformReal(rng, 0.002, 0.3));
    int32_t zpa = int32_t(uniform(rng, -128, 127));
    int32_t zpb = int32_t(uniform(rng, -128, 127));
    int32_t zp = int32_t(uniform(rng, -128, 127));
    int32_t lo = iter % 3 == 0 ? zp : -128;
    auto layer = planAdd({2048}, zpa, s.a, zpb, s.b, s.out, zp, lo, 127);
    ASSERT_TRUE(bool(layer)) << llvm::toString(layer.takeError());
    std::vector<int8_t> a = randomTensor(rng, 2048);
    std::vector<int8_t> b = randomTensor(rng, 2048);
    std::vector<int8_t> got = modelAdd(*layer, a, b);
    for (size_t i = 0; i < a.size(); ++i) {
      int32_t want =
          addFormula(a[i], zpa, s.a, b[i], zpb, s.b, s.out, zp, lo, 127);
      int64_t d = std::abs(int64_t(got[i]) - want);
      ASSERT_LE(d, 1) << "iteration " << iter << ", a " << int(a[i]) << ", b "
                      << int(b[i]);
      maxDiff = std::max(maxDiff, d);
      differ += d != 0;
      clamped += want == lo || want == 127;
      ++total;
    }
  }
  EXPECT_LT(clamped, total / 2);
  std::printf("[ add vs double ] %lld of %lld outputs differ by 1 (%.4f%%)\n",
              (long long)differ, (long long)total, 100.0 * differ / total);
  RecordProperty("differing", int(differ));
  RecordProperty("total", int(total));
}

//===----------------------------------------------------------------------===//
// ADD: programs
//===----------------------------------------------------------------------===//

TEST(VtaAddCodegen, RandomLayersMatchModel) {
  std::mt19937 rng(4321);
  int compiledCount = 0, constantRows = 0, preShifted = 0;
  for (int iter = 0; iter < 48; ++iter) {
    int64_t target = iter % 8 == 0 ? 40000 : uniform(rng, 1, 900);
    std::vector<int64_t> shape = randomShape(rng, target);
    int32_t zpa = int32_t(uniform(rng, -128, 127));
    int32_t zpb = int32_t(uniform(rng, -128, 127));
    int32_t zp = int32_t(uniform(rng, -128, 127));
    ScaleFactor sa, sb, so;
    if (iter % 2 == 0) {
      TfliteScales t = tfliteScales(uniformReal(rng, 0.002, 0.2),
                                    uniformReal(rng, 0.002, 0.2),
                                    uniformReal(rng, 0.002, 0.3));
      sa = t.a;
      sb = t.b;
      so = t.out;
    } else {
      // 16-bit scales with small and large shifts (rounding terms as
      // immediates and as ACC constant rows).
      sa = {int32_t(uniform(rng, 1 << 13, (1 << 15) - 1)),
            int32_t(uniform(rng, 2, 24))};
      sb = {int32_t(uniform(rng, 1 << 13, (1 << 15) - 1)),
            int32_t(uniform(rng, 2, 24))};
      so = {int32_t(uniform(rng, 1 << 13, (1 << 15) - 1)),
            int32_t(uniform(rng, 12, 30))};
    }
    int kind = int(uniform(rng, 0, 2));
    int32_t lo = kind == 0 ? -128 : zp;
    int32_t hi =
        kind == 1 ? std::min(127, zp + int32_t(uniform(rng, 1, 60))) : 127;
    SCOPED_TRACE("iteration " + std::to_string(iter) + ", " +
                 std::to_string(numElements(shape)) + " elements");
    auto layer = planAdd(shape, zpa, sa, zpb, sb, so, zp, lo, hi);
    ASSERT_TRUE(bool(layer)) << llvm::toString(layer.takeError());
    preShifted += layer->output.preShift > 0;
    CodegenOptions options;
    options.doubleBuffer = iter % 4 < 2;
    auto compiled = compileAdd(*layer, options);
    ASSERT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
    ++compiledCount;
    for (const Segment &seg : compiled->constants)
      constantRows += seg.kind == MemType::Acc;
    std::vector<int8_t> a = randomTensor(rng, numElements(shape));
    std::vector<int8_t> b = randomTensor(rng, numElements(shape));
    std::vector<int8_t> expect = modelAdd(*layer, a, b);
    ASSERT_EQ(expect.size(), a.size());
    EXPECT_EQ(run(*compiled, {a, b}), expect);
  }
  EXPECT_EQ(compiledCount, 48);
  // Both paths of the rounding terms and of the pre-shift were exercised.
  EXPECT_GT(constantRows, 0);
  EXPECT_LT(constantRows, 48);
  EXPECT_GT(preShifted, 0);
}

} // namespace
