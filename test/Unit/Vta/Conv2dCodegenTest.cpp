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
#include <set>

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
                sum +=
                    padded[((n * ph + y * l.strideH + i * l.dilationH) * pw +
                            xo * l.strideW + j * l.dilationW) *
                               s.c +
                           c] *
                    l.weights[((o * l.kernelH + i) * l.kernelW + j) * s.c + c];
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

int64_t ceilDivTest(int64_t a, int64_t b) { return (a + b - 1) / b; }

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
    std::vector<int8_t> x =
        randomInt8(rng, l.input.n * l.input.h * l.input.w * l.input.c);
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
          << " planbias " << l.requant[o].bias << " pzp "
          << l.requant[o].outputZp << " clamp " << l.requant[o].clampMin << ","
          << l.requant[o].clampMax << " shape " << l.input.n << "x" << l.input.h
          << "x" << l.input.w << "x" << l.input.c << " k " << l.kernelH << "x"
          << l.kernelW << " s " << l.strideH << l.strideW << " d "
          << l.dilationH << l.dilationW << " pad " << l.padTop << l.padBottom
          << l.padLeft << l.padRight << " izp " << l.inputZp;
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

//===----------------------------------------------------------------------===//
// Compiled programs
//===----------------------------------------------------------------------===//

TEST(Conv2dCodegen, RandomConfigurations) {
  std::mt19937 rng(3);
  int preShifted = 0, exact = 0, zeroPoints = 0, failedPlans = 0;
  for (int iter = 0; iter < 72; ++iter) {
    bool small = iter % 3 == 0, zp = iter % 4 >= 2;
    Params p = randomParams(rng, small, zp, iter % 5 == 0);
    if (llvm::Error err = plan(p)) {
      // A scale too large for the accumulator range: not this test's topic.
      llvm::consumeError(std::move(err));
      ++failedPlans;
      continue;
    }
    const Conv2dLayer &l = p.layer;
    bool shifted = std::any_of(l.requant.begin(), l.requant.end(),
                               [](const RequantPlan &r) { return r.preShift; });
    preShifted += shifted;
    exact += !shifted;
    zeroPoints += l.inputZp != 0;
    std::vector<int8_t> x =
        randomInt8(rng, l.input.n * l.input.h * l.input.w * l.input.c);
    SCOPED_TRACE("config " + std::to_string(iter));
    checkCompiled(l, x, iter % 2 == 0);
    if (HasFatalFailure() || HasNonfatalFailure())
      return;
  }
  EXPECT_GE(preShifted + exact, 60);
  EXPECT_GE(preShifted, 10);
  EXPECT_GE(exact, 10);
  EXPECT_GE(zeroPoints, 10);
  EXPECT_LE(failedPlans, 6);
}

/// A layer with random weights and data and a plan for `scale`.
Params bigLayer(std::mt19937 &rng, ActivationShape in, int64_t oc, int64_t k,
                int64_t pad, int32_t zp) {
  Params p;
  p.layer.input = in;
  p.layer.outChannels = oc;
  p.layer.kernelH = p.layer.kernelW = k;
  p.layer.padTop = p.layer.padBottom = p.layer.padLeft = p.layer.padRight = pad;
  p.layer.inputZp = zp;
  p.layer.weights = randomInt8(rng, oc * k * k * in.c);
  for (int64_t c = 0; c < oc; ++c) {
    p.bias.push_back(int32_t(uniform(rng, -100000, 100000)));
    p.scales.push_back(rescaleOf(std::ldexp(1.0 + c / 100.0, -12), false));
  }
  p.outputZp = 3;
  return p;
}

/// The tiling of a compiled conv2d read back from its program: the distinct
/// batch indices, output-row and output-column starts of the STOREs, and the
/// number of tiles (GEMMs without reset).
struct TileCounts {
  size_t batches = 0, rowStarts = 0, colStarts = 0, tiles = 0;
};

TileCounts tileCounts(const CompiledLayer &c) {
  const auto &shape = c.output.shape; // N OH OW OC
  int64_t ocb = ceilDivTest(shape[3], 16);
  std::set<int64_t> batches, rows, cols;
  TileCounts counts;
  for (const Instruction &insn : c.insns) {
    if (auto *g = std::get_if<GemmInsn>(&insn))
      counts.tiles += !g->loop.reset;
    auto *m = std::get_if<MemInsn>(&insn);
    if (!m || !m->isStore || !m->xSize)
      continue;
    int64_t e = int64_t(m->dramBase) - int64_t(c.output.addr / 16);
    cols.insert(e % shape[2]);
    e /= shape[2];
    rows.insert(e % shape[1]);
    batches.insert(e / shape[1] / ocb);
  }
  counts.batches = batches.size();
  counts.rowStarts = rows.size();
  counts.colStarts = cols.size();
  return counts;
}

TEST(Conv2dCodegen, TilesInEveryDimension) {
  std::mt19937 rng(4);
  struct Case {
    ActivationShape in;
    int64_t oc, k, pad;
    int32_t zp;
    // Expected with double buffering: tiled along batch, rows, columns,
    // output channels.
    bool n, rows, cols, channels;
  } cases[] = {
      {{1, 40, 40, 64}, 64, 3, 1, 0, false, true, true, false},
      {{2, 12, 12, 40}, 72, 3, 1, -7, true, false, false, false},
      {{1, 8, 8, 512}, 512, 1, 0, 0, false, true, false, true},
      {{1, 8, 8, 512}, 64, 3, 1, 0, false, true, true, true},
  };
  for (const Case &c : cases)
    for (bool db : {true, false}) {
      SCOPED_TRACE(std::to_string(c.in.c) + " -> " + std::to_string(c.oc) +
                   (db ? " double" : " single"));
      Params p = bigLayer(rng, c.in, c.oc, c.k, c.pad, c.zp);
      ASSERT_EQ(errorText(plan(p)), "<success>");
      std::vector<int8_t> x =
          randomInt8(rng, c.in.n * c.in.h * c.in.w * c.in.c);
      CompiledLayer compiled;
      SimStats stats;
      checkCompiled(p.layer, x, db, &stats, &compiled);
      if (HasFatalFailure())
        return;
      // Full-range weights pre-shift.
      EXPECT_TRUE(std::any_of(
          compiled.notes.begin(), compiled.notes.end(),
          [](const std::string &n) { return n.rfind("pre-shift", 0) == 0; }));
      if (!db)
        continue;
      TileCounts t = tileCounts(compiled);
      EXPECT_EQ(t.batches > 1, c.n);
      EXPECT_EQ(t.rowStarts > 1, c.rows);
      EXPECT_EQ(t.colStarts > 1, c.cols);
      EXPECT_EQ(t.tiles > t.batches * t.rowStarts * t.colStarts, c.channels)
          << t.tiles << " tiles";
    }
}

TEST(Conv2dCodegen, SkipsReloadingHeldWeights) {
  // 64 -> 64 channels, 3x3 over 32x32: the 144 weight blocks fit a WGT half,
  // so with double buffering each half loads them once.
  std::mt19937 rng(5);
  Params p = bigLayer(rng, {1, 32, 32, 64}, 64, 3, 1, 0);
  ASSERT_EQ(errorText(plan(p)), "<success>");
  std::vector<int8_t> x = randomInt8(rng, 32 * 32 * 64);
  for (bool db : {true, false}) {
    CompiledLayer compiled;
    SimStats stats;
    checkCompiled(p.layer, x, db, &stats, &compiled);
    if (HasFatalFailure())
      return;
    EXPECT_EQ(stats.counts["load_wgt"], db ? 2u : 1u);
    EXPECT_GE(stats.counts["gemm"], 3u);
  }
}

TEST(Conv2dCodegen, LoadPaddingAndHostPadding) {
  std::mt19937 rng(6);
  for (int32_t zp : {0, 9}) {
    Params p = bigLayer(rng, {1, 6, 7, 20}, 20, 3, 2, zp);
    ASSERT_EQ(errorText(plan(p)), "<success>");
    std::vector<int8_t> x = randomInt8(rng, 6 * 7 * 20);
    CompiledLayer compiled;
    SimStats stats;
    checkCompiled(p.layer, x, true, &stats, &compiled);
    if (HasFatalFailure())
      return;
    // Zero point 0: the LOADs pad; otherwise the host pads with the zero
    // point and the LOADs do not.
    EXPECT_EQ(stats.counts["load_pad"] > 0, zp == 0);
    EXPECT_EQ(compiled.inputs[0].hostPad[0], zp == 0 ? 0 : 2);
    EXPECT_EQ(compiled.inputs[0].hostPadValue, zp == 0 ? 0 : 9);
  }
  // A pad wider than a LOAD's 4-bit field: the host pads with 0.
  Params p = bigLayer(rng, {1, 3, 3, 16}, 16, 1, 16, 0);
  p.layer.padTop = p.layer.padLeft = 1;
  ASSERT_EQ(errorText(plan(p)), "<success>");
  std::vector<int8_t> x = randomInt8(rng, 3 * 3 * 16);
  CompiledLayer compiled;
  SimStats stats;
  checkCompiled(p.layer, x, false, &stats, &compiled);
  EXPECT_EQ(compiled.inputs[0].hostPad[1], 16);
  EXPECT_EQ(stats.counts["load_pad"], 0u);
}

TEST(Conv2dCodegen, PerChannelConstantsUseRows) {
  // Distinct clamps, zero points and shifts per channel put every step of
  // the sequence in ACC rows; uniform ones use immediates.
  std::mt19937 rng(7);
  Params p = bigLayer(rng, {1, 5, 5, 24}, 24, 3, 1, 0);
  ASSERT_EQ(errorText(plan(p)), "<success>");
  for (int64_t c = 0; c < 24; ++c) {
    RequantPlan &r = p.layer.requant[c];
    r.outputZp = int32_t(c - 12);
    r.clampMin = int32_t(-100 - c);
    r.clampMax = int32_t(100 + c);
  }
  std::vector<int8_t> x = randomInt8(rng, 5 * 5 * 24);
  SimStats stats;
  checkCompiled(p.layer, x, true, &stats);
  EXPECT_GT(stats.counts["alu_MIN_tensor"], 0u);
  EXPECT_GT(stats.counts["alu_MAX_tensor"], 0u);
  EXPECT_GT(stats.counts["alu_MUL_tensor"], 0u);
  EXPECT_EQ(stats.counts["alu_MIN_imm"], 0u);
  // Bias, then the rounding constant with the zero point folded in.
  EXPECT_EQ(stats.counts["alu_ADD_tensor"] + stats.counts["alu_ADD_imm"],
            2 * stats.counts["gemm"]);

  Params q = bigLayer(rng, {1, 5, 5, 24}, 24, 1, 0, 0);
  q.bias = {0};
  q.scales = {rescaleOf(0.5, true)}; // rounding 2^14 fits an immediate
  q.outputZp = 0;
  q.layer.weights = randomInt8(rng, 24 * 24, -1, 1);
  ASSERT_EQ(errorText(plan(q)), "<success>");
  checkCompiled(q.layer, x, false, &stats);
  EXPECT_EQ(stats.counts["alu_ADD_tensor"], 0u);
  EXPECT_EQ(stats.counts["alu_MUL_tensor"], 0u);
  EXPECT_EQ(stats.counts["alu_SHR_tensor"], 0u);
  EXPECT_EQ(stats.counts["alu_SHR_imm"], stats.counts["gemm"]); // no p
  EXPECT_EQ(stats.counts["alu_ADD_imm"], stats.counts["gemm"]); // rounding
}

TEST(Conv2dCodegen, Errors) {
  Conv2dLayer l;
  l.input = {1, 4, 4, 16 * 114};
  l.outChannels = 16;
  l.kernelH = l.kernelW = 3;
  l.weights.assign(16 * 9 * 16 * 114, 0);
  l.requant.assign(16, planWithPreShift({1 << 14, 20}, 0, 0, 0, -128, 127));
  std::string text = errorText(compileConv2d(l, {}).takeError());
  EXPECT_NE(text.find("reduction of 1026 weight blocks does not fit the WGT "
                      "buffer"),
            std::string::npos)
      << text;
  l.requant.pop_back();
  text = errorText(compileConv2d(l, {}).takeError());
  EXPECT_NE(text.find("15 requantization plans for 16 output channels"),
            std::string::npos)
      << text;
  l.input.w = 1;
  l.requant.resize(16);
  text = errorText(compileConv2d(l, {}).takeError());
  EXPECT_NE(text.find("larger than the padded input"), std::string::npos)
      << text;
}

TEST(Conv2dCodegen, FallsBackToOneThreadForLargeReductions) {
  // 64 input blocks x 1x1... 40 blocks x 3x3 = 360 > a 512-block half? No:
  // 64 blocks x 3x3 = 576 blocks only fit the whole WGT buffer.
  std::mt19937 rng(8);
  Params p = bigLayer(rng, {1, 3, 3, 1024}, 16, 3, 1, 0);
  p.layer.weights = randomInt8(rng, 16 * 9 * 1024, -1, 1);
  ASSERT_EQ(errorText(plan(p)), "<success>");
  std::vector<int8_t> x = randomInt8(rng, 3 * 3 * 1024);
  CompiledLayer compiled;
  checkCompiled(p.layer, x, true, nullptr, &compiled);
  ASSERT_FALSE(compiled.notes.empty());
  EXPECT_NE(compiled.notes[0].find("single buffered"), std::string::npos);
}

} // namespace
