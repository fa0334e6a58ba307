//===- PoolCodegenTest.cpp - Tests of the VTA MAX_POOL2D programs ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests lib/Vta/PoolCodegen.cpp: the model against an independent
// window-by-window maximum (padding excluded, as TOSA MAX_POOL2D), and
// compiled programs on random shapes, kernels, strides and pads (including
// multi-tile and column-tiled inputs) run on the simulator under all three
// queue orders, bit for bit against the model.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>

using namespace tosac::vta;

namespace {

int64_t uniform(std::mt19937 &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

std::vector<int8_t> randomTensor(std::mt19937 &rng, int64_t count) {
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> t(count);
  for (int8_t &v : t)
    v = int8_t(dist(rng));
  return t;
}

/// An independent reference: gathers each window's valid values and takes
/// std::max_element over them.
std::vector<int8_t> reference(const MaxPool2dLayer &l,
                              const std::vector<int8_t> &in) {
  const ActivationShape &s = l.input;
  int64_t oh = l.outputH(), ow = l.outputW();
  std::vector<int8_t> out;
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x)
        for (int64_t c = 0; c < s.c; ++c) {
          std::vector<int8_t> window;
          for (int64_t iy = y * l.strideH - l.padTop;
               iy < y * l.strideH - l.padTop + l.kernelH; ++iy)
            for (int64_t ix = x * l.strideW - l.padLeft;
                 ix < x * l.strideW - l.padLeft + l.kernelW; ++ix)
              if (iy >= 0 && iy < s.h && ix >= 0 && ix < s.w)
                window.push_back(in[((n * s.h + iy) * s.w + ix) * s.c + c]);
          EXPECT_FALSE(window.empty());
          out.push_back(window.empty()
                            ? 0
                            : *std::max_element(window.begin(), window.end()));
        }
  return out;
}

/// Compiles, runs under all queue orders and compares with the model (and
/// the model with the reference). Returns the number of tiles' stores.
uint64_t check(const MaxPool2dLayer &layer, bool doubleBuffer,
               std::mt19937 &rng) {
  const ActivationShape &s = layer.input;
  CodegenOptions options;
  options.doubleBuffer = doubleBuffer;
  auto compiled = compileMaxPool2d(layer, options);
  EXPECT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
  if (!compiled)
    return 0;
  std::vector<int8_t> in = randomTensor(rng, s.n * s.h * s.w * s.c);
  std::vector<int8_t> expect = modelMaxPool2d(layer, in);
  EXPECT_EQ(expect, reference(layer, in));
  std::vector<uint8_t> dram;
  SimStats stats;
  llvm::Error err = raceCheck(compiled->toProgram({in}), &dram, &stats);
  EXPECT_FALSE(bool(err)) << llvm::toString(std::move(err));
  if (dram.empty())
    return 0;
  EXPECT_EQ(compiled->readOutput(dram), expect);
  return stats.counts["store"];
}

TEST(VtaMaxPool2dCodegen, HandComputedWindow) {
  // 1x3x3x1, kernel 2, stride 1, pad 1 on every side: 4x4 output whose
  // corners see a single input element.
  MaxPool2dLayer l;
  l.input = {1, 3, 3, 1};
  l.kernelH = l.kernelW = 2;
  l.padTop = l.padBottom = l.padLeft = l.padRight = 1;
  std::vector<int8_t> in = {-5, 3, -100, 7, -128, 2, -1, 0, 9};
  std::vector<int8_t> expect = {-5, 3, 3, -100, //
                                7,  7, 3, 2,    //
                                7,  7, 9, 9,    //
                                -1, 0, 9, 9};
  EXPECT_EQ(modelMaxPool2d(l, in), expect);
  auto compiled = compileMaxPool2d(l, CodegenOptions{});
  ASSERT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
  std::vector<uint8_t> dram;
  llvm::Error err = raceCheck(compiled->toProgram({in}), &dram);
  ASSERT_FALSE(bool(err)) << llvm::toString(std::move(err));
  EXPECT_EQ(compiled->readOutput(dram), expect);
}

TEST(VtaMaxPool2dCodegen, RandomLayersMatchModel) {
  std::mt19937 rng(777);
  uint64_t multiTile = 0;
  for (int iter = 0; iter < 48; ++iter) {
    MaxPool2dLayer l;
    l.kernelH = uniform(rng, 1, 3);
    l.kernelW = uniform(rng, 1, 3);
    l.strideH = uniform(rng, 1, 3);
    l.strideW = uniform(rng, 1, 3);
    l.padTop = uniform(rng, 0, l.kernelH - 1);
    l.padBottom = uniform(rng, 0, l.kernelH - 1);
    l.padLeft = uniform(rng, 0, l.kernelW - 1);
    l.padRight = uniform(rng, 0, l.kernelW - 1);
    l.input = {uniform(rng, 1, 2), uniform(rng, 1, 20), uniform(rng, 1, 20),
               uniform(rng, 1, 40)};
    if (iter % 12 == 0)
      l.input = {1, 64, 64, 32};
    if (iter % 12 == 6) {
      // 3 x 600+ input rows exceed an INP half: tiles split the columns.
      l.input = {1, 5, uniform(rng, 600, 900), 16};
      l.kernelH = 3;
    }
    if (l.outputH() < 1 || l.outputW() < 1) {
      l.input.h += l.kernelH;
      l.input.w += l.kernelW;
    }
    SCOPED_TRACE("iteration " + std::to_string(iter) + ": input " +
                 std::to_string(l.input.n) + "x" + std::to_string(l.input.h) +
                 "x" + std::to_string(l.input.w) + "x" +
                 std::to_string(l.input.c) + " kernel " +
                 std::to_string(l.kernelH) + "x" + std::to_string(l.kernelW) +
                 " stride " + std::to_string(l.strideH) + "x" +
                 std::to_string(l.strideW));
    uint64_t stores = check(l, iter % 2 == 0, rng);
    multiTile += stores > 2;
    if (iter % 12 == 6)
      EXPECT_GE(stores, 2u) << "expected column tiles";
  }
  EXPECT_GT(multiTile, 4u);
}

TEST(VtaMaxPool2dCodegen, RejectsPadsNotBelowKernel) {
  MaxPool2dLayer l;
  l.input = {1, 4, 4, 16};
  l.kernelH = l.kernelW = 2;
  l.padTop = 2;
  auto compiled = compileMaxPool2d(l, CodegenOptions{});
  EXPECT_FALSE(bool(compiled));
  llvm::consumeError(compiled.takeError());
}

} // namespace
