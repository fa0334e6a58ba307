//===- Conv2dCodegenTest.cpp - Tests of the VTA conv2d code generator -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests Conv2dPlan.cpp and Conv2dCodegen.cpp: the per-channel
// requantization plans (broadcasting, errors), the model against an
// independent TOSA CONV2D + apply_scale_16 reference, and the compiled
// programs on the simulator (raceCheck under the three queue orders, output
// equal to the model) over random configurations and over layers forced to
// tile in every dimension.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <random>

using namespace tosac;
using namespace tosac::vta;

namespace {

std::string errorText(llvm::Error err) {
  return err ? llvm::toString(std::move(err)) : std::string("<success>");
}

std::vector<int8_t> randomInt8(std::mt19937 &rng, size_t count, int lo = -128,
                               int hi = 127) {
  std::uniform_int_distribution<int> dist(lo, hi);
  std::vector<int8_t> v(count);
  for (int8_t &x : v)
    x = int8_t(dist(rng));
  return v;
}

int64_t uniform(std::mt19937 &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

/// Random conv2d parameters; plans are set by `plan`.
struct Params {
  Conv2dLayer layer;
  std::vector<int32_t> bias;
  std::vector<ScaleFactor> scales;
  int32_t outputZp = 0, clampMin = -128, clampMax = 127;
};

llvm::Error plan(Params &p) {
  auto plans = planConv2dRequant(p.layer, p.bias, p.scales, p.outputZp,
                                 p.clampMin, p.clampMax);
  if (!plans)
    return plans.takeError();
  p.layer.requant = std::move(*plans);
  return llvm::Error::success();
}

/// A RESCALE scale near `scale`, 32-bit or 16-bit.
ScaleFactor rescaleOf(double scale, bool scale16) {
  ArithResult<ScaleFactor> s =
      scale16 ? computeScale16(scale) : computeScale32(scale);
  EXPECT_TRUE(s.ok());
  return s.value;
}

/// A random layer. `smallWeights` keeps accumulators small enough for a
/// plan without pre-shift.
Params randomParams(std::mt19937 &rng, bool smallWeights, bool zp,
                    bool scale16) {
  Params p;
  Conv2dLayer &l = p.layer;
  l.input = {uniform(rng, 1, 2), uniform(rng, 1, 12), uniform(rng, 1, 12),
             uniform(rng, 1, 40)};
  l.outChannels = uniform(rng, 1, 40);
  static const int64_t kernels[][2] = {{1, 1}, {2, 2}, {3, 3}, {1, 3},
                                       {3, 1}, {2, 3}, {3, 3}};
  const auto &k = kernels[uniform(rng, 0, 6)];
  l.kernelH = k[0];
  l.kernelW = k[1];
  l.strideH = uniform(rng, 1, 2);
  l.strideW = uniform(rng, 1, 2);
  l.dilationH = uniform(rng, 1, 2);
  l.dilationW = uniform(rng, 1, 2);
  l.padTop = uniform(rng, 0, 2);
  l.padBottom = uniform(rng, 0, 2);
  l.padLeft = uniform(rng, 0, 2);
  l.padRight = uniform(rng, 0, 2);
  // Keep the output non-empty.
  while (l.outputH() < 1)
    ++l.padBottom;
  while (l.outputW() < 1)
    ++l.padRight;
  l.inputZp = zp ? int32_t(uniform(rng, -128, 127)) : 0;
  int wmax = smallWeights ? 2 : 127;
  l.weights = randomInt8(rng, l.outChannels * l.kernelH * l.kernelW * l.input.c,
                         -wmax, wmax);
  bool perChannel = uniform(rng, 0, 1);
  size_t count = perChannel ? l.outChannels : 1;
  for (size_t c = 0; c < count; ++c) {
    p.bias.push_back(int32_t(uniform(rng, -20000, 20000)));
    double scale = std::ldexp(1.0 + uniform(rng, 0, 999) / 1000.0,
                              -int(uniform(rng, smallWeights ? 4 : 8, 16)));
    p.scales.push_back(rescaleOf(scale, scale16));
  }
  p.outputZp = int32_t(uniform(rng, -20, 20));
  if (uniform(rng, 0, 2) == 0) {
    p.clampMin = 0;
    p.clampMax = int32_t(uniform(rng, 60, 127));
  } else {
    p.clampMin = int32_t(uniform(rng, -128, -100));
    p.clampMax = int32_t(uniform(rng, 100, 127));
  }
  return p;
}

/// TOSA CONV2D on an explicitly padded copy of the input (padding holds the
/// zero point, so it contributes 0), int64 accumulators [N][OH][OW][OC].
std::vector<int64_t> referenceAcc(const Conv2dLayer &l,
                                  llvm::ArrayRef<int8_t> x) {
  const ActivationShape &s = l.input;
  int64_t ph = s.h + l.padTop + l.padBottom, pw = s.w + l.padLeft + l.padRight;
  std::vector<int64_t> padded(s.n * ph * pw * s.c, 0);
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t h = 0; h < s.h; ++h)
      for (int64_t w = 0; w < s.w; ++w)
        for (int64_t c = 0; c < s.c; ++c)
          padded[((n * ph + h + l.padTop) * pw + w + l.padLeft) * s.c + c] =
              x[((n * s.h + h) * s.w + w) * s.c + c] - l.inputZp;
  int64_t oh = l.outputH(), ow = l.outputW();
  std::vector<int64_t> acc(s.n * oh * ow * l.outChannels, 0);
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t xo = 0; xo < ow; ++xo)
        for (int64_t o = 0; o < l.outChannels; ++o) {
          int64_t sum = 0;
          for (int64_t i = 0; i < l.kernelH; ++i)
            for (int64_t j = 0; j < l.kernelW; ++j)
              for (int64_t c = 0; c < s.c; ++c)
                sum += padded[((n * ph + y * l.strideH + i * l.dilationH) * pw +
                               xo * l.strideW + j * l.dilationW) *
                                  s.c +
                              c] *
                       l.weights[((o * l.kernelH + i) * l.kernelW + j) * s.c +
                                 c];
          acc[((n * oh + y) * ow + xo) * l.outChannels + o] = sum;
        }
  return acc;
}

/// Compiles, runs under raceCheck and compares with the model.
void checkCompiled(const Conv2dLayer &layer, llvm::ArrayRef<int8_t> input,
                   bool doubleBuffer, SimStats *stats = nullptr,
                   CompiledLayer *compiledOut = nullptr) {
  CodegenOptions options;
  options.doubleBuffer = doubleBuffer;
  auto compiled = compileConv2d(layer, options);
  ASSERT_TRUE(bool(compiled)) << errorText(compiled.takeError());
  std::vector<uint8_t> dram;
  SimStats local;
  ASSERT_EQ(errorText(raceCheck(compiled->toProgram({std::vector<int8_t>(
                                    input.begin(), input.end())}),
                                &dram, &local)),
            "<success>");
  std::vector<int8_t> got = compiled->readOutput(dram);
  std::vector<int8_t> want = modelConv2d(layer, input);
  ASSERT_EQ(got.size(), want.size());
  size_t bad = 0;
  for (size_t i = 0; i < got.size(); ++i)
    bad += got[i] != want[i];
  EXPECT_EQ(bad, 0u) << "of " << got.size() << " outputs";
  if (stats)
    *stats = local;
  if (compiledOut)
    *compiledOut = std::move(*compiled);
}

//===----------------------------------------------------------------------===//
// Plans and model
//===----------------------------------------------------------------------===//

TEST(Conv2dPlan, BroadcastsBiasAndScale) {
  std::mt19937 rng(1);
  Params p = randomParams(rng, true, false, false);
  p.layer.outChannels = 3;
  p.layer.weights = randomInt8(
      rng, 3 * p.layer.kernelH * p.layer.kernelW * p.layer.input.c, -2, 2);
  p.bias = {100};
  p.scales = {rescaleOf(0.01, false)};
  ASSERT_EQ(errorText(plan(p)), "<success>");
  ASSERT_EQ(p.layer.requant.size(), 3u);
  for (const RequantPlan &r : p.layer.requant) {
    EXPECT_EQ(r.bias, 100);
    EXPECT_EQ(r.multiplier, p.layer.requant[0].multiplier);
    EXPECT_EQ(r.outputZp, p.outputZp);
  }
  p.bias = {1, 2, 3};
  p.scales = {rescaleOf(0.01, false), rescaleOf(0.02, false),
              rescaleOf(0.03, false)};
  ASSERT_EQ(errorText(plan(p)), "<success>");
  EXPECT_EQ(p.layer.requant[2].bias, 3);
  EXPECT_NE(p.layer.requant[1].multiplier, p.layer.requant[2].multiplier);
}

TEST(Conv2dPlan, PreShiftFollowsTheChannelsWeights) {
  Conv2dLayer l;
  l.input = {1, 4, 4, 32};
  l.outChannels = 2;
  l.kernelH = l.kernelW = 3;
  // Channel 0: tiny weights (no pre-shift); channel 1: full range.
  l.weights.assign(2 * 9 * 32, 1);
  std::fill(l.weights.begin() + 9 * 32, l.weights.end(), int8_t(-127));
  Params p;
  p.layer = l;
  p.bias = {0};
  p.scales = {rescaleOf(0.001, false)};
  ASSERT_EQ(errorText(plan(p)), "<success>");
  EXPECT_EQ(p.layer.requant[0].preShift, 0);
  EXPECT_GT(p.layer.requant[1].preShift, 0);
}

TEST(Conv2dPlan, Errors) {
  Params p;
  p.layer.input = {1, 2, 2, 1};
  p.layer.outChannels = 2;
  p.layer.weights = {1, 2};
  p.bias = {0, 0, 0};
  p.scales = {rescaleOf(0.5, false)};
  EXPECT_NE(errorText(plan(p)).find("bias holds 3 values, expected 1 or 2"),
            std::string::npos);
  p.bias = {0};
  p.scales = {{1 << 30, 40}, {-1, 10}};
  std::string text = errorText(plan(p));
  EXPECT_NE(text.find("output channel 1"), std::string::npos) << text;
  p.scales = {rescaleOf(0.5, false)};
  p.clampMin = 10;
  p.clampMax = 0;
  text = errorText(plan(p));
  EXPECT_NE(text.find("output channel 0"), std::string::npos) << text;
  p.layer.weights = {1};
  EXPECT_NE(errorText(plan(p)).find("weights hold 1 values"),
            std::string::npos);
}

TEST(Conv2dModel, EqualsTosaApplyScale16WithoutPreShift) {
  std::mt19937 rng(2);
  int checked = 0;
  for (int iter = 0; iter < 40; ++iter) {
    Params p = randomParams(rng, true, iter % 2, /*scale16=*/true);
    ASSERT_EQ(errorText(plan(p)), "<success>");
    const Conv2dLayer &l = p.layer;
    if (std::any_of(l.requant.begin(), l.requant.end(),
                    [](const RequantPlan &r) { return r.preShift > 0; }))
      continue;
    std::vector<int8_t> x = randomInt8(
        rng, l.input.n * l.input.h * l.input.w * l.input.c);
    std::vector<int64_t> acc = referenceAcc(l, x);
    std::vector<int8_t> got = modelConv2d(l, x);
    ASSERT_EQ(got.size(), acc.size());
    for (size_t i = 0; i < acc.size(); ++i) {
      int64_t o = int64_t(i) % l.outChannels;
      size_t k = p.scales.size() == 1 ? 0 : o;
      int64_t b = p.bias[p.bias.size() == 1 ? 0 : o];
      ArithResult<int32_t> scaled = applyScale16(
          acc[i] + b, int16_t(p.scales[k].multiplier), p.scales[k].shift);
      ASSERT_TRUE(scaled.ok());
      int64_t want = std::clamp<int64_t>(int64_t(scaled.value) + p.outputZp,
                                         p.clampMin, p.clampMax);
      ASSERT_EQ(int64_t(got[i]), want)
          << "config " << iter << " output " << i << " acc " << acc[i]
          << " bias " << b << " scale " << p.scales[k].multiplier << "/"
          << p.scales[k].shift << " plan m " << l.requant[o].multiplier
          << " b' " << l.requant[o].finalShift << " zp " << p.outputZp
          << " planbias " << l.requant[o].bias << " pzp " << l.requant[o].outputZp
          << " clamp " << l.requant[o].clampMin << "," << l.requant[o].clampMax
          << " shape " << l.input.n << "x" << l.input.h << "x" << l.input.w << "x"
          << l.input.c << " k " << l.kernelH << "x" << l.kernelW << " s "
          << l.strideH << l.strideW << " d " << l.dilationH << l.dilationW
          << " pad " << l.padTop << l.padBottom << l.padLeft << l.padRight
          << " izp " << l.inputZp;
    }
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

TEST(Conv2dLayer, OutputExtents) {
  Conv2dLayer l;
  l.input = {1, 7, 2, 1};
  l.kernelH = l.kernelW = 3;
  l.strideH = l.strideW = 2;
  l.padBottom = 1;
  EXPECT_EQ(l.outputH(), 3); // (7 + 1 - 3) / 2 + 1
  EXPECT_EQ(l.outputW(), 0); // the kernel is wider than the input
  l.padRight = 1;
  EXPECT_EQ(l.outputW(), 1);
  l.dilationW = 2;
  EXPECT_EQ(l.outputW(), 0);
}

TEST(Conv2dModel, AccumulatesInTheZeroPointDomain) {
  // One output: 2x2 input, 3x3 kernel, pad 1, zp 5; the padding adds 0.
  Conv2dLayer l;
  l.input = {1, 2, 2, 1};
  l.kernelH = l.kernelW = 3;
  l.padTop = l.padBottom = l.padLeft = l.padRight = 1;
  l.strideH = l.strideW = 2;
  l.inputZp = 5;
  l.weights = {1, 1, 1, 1, 1, 1, 1, 1, 1};
  l.requant = {planWithPreShift({1 << 14, 15}, 0, 0, 0, -128, 127)};
  // Output (0, 0) reads rows/cols 0..1 of the input: sum (x - 5) = 10 - 20.
  std::vector<int8_t> x = {1, 2, 3, 4};
  std::vector<int8_t> got = modelConv2d(l, x);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0], -5); // -10 * 2^14 / 2^15
}

} // namespace
