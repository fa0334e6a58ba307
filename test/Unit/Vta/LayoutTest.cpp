//===- LayoutTest.cpp - VTA's blocked tensor layouts ----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Tests of the NHWC / OHWI <-> blocked layout copies: hand-computed element
// positions, zero padding, round trips, and a 1x1 convolution computed the
// way VTA's GEMM reads the blocked buffers, which must equal the direct NHWC
// convolution.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Layout.h"

#include "gtest/gtest.h"

#include <random>

using namespace tosac::vta;

namespace {

std::vector<int8_t> randomBytes(size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> bytes(count);
  for (int8_t &b : bytes)
    b = static_cast<int8_t>(dist(rng));
  return bytes;
}

TEST(VtaLayout, RoundUpToBlock) {
  EXPECT_EQ(roundUpToBlock(0, 16), 0);
  EXPECT_EQ(roundUpToBlock(1, 16), 16);
  EXPECT_EQ(roundUpToBlock(16, 16), 16);
  EXPECT_EQ(roundUpToBlock(17, 16), 32);
}

TEST(VtaLayout, ActivationPositionAndPadding) {
  // 1x2x2x20: two channel blocks, the second holds channels 16..19 and 12
  // zero channels.
  ActivationShape shape{1, 2, 2, 20};
  std::vector<int8_t> nhwc(1 * 2 * 2 * 20);
  for (size_t i = 0; i < nhwc.size(); ++i)
    nhwc[i] = static_cast<int8_t>(i % 100 + 1);
  std::vector<int8_t> blocked = blockActivations(nhwc, shape);
  ASSERT_EQ(blocked.size(), 128u);
  // (n 0, h 1, w 0, c 17): NHWC index (1 * 2 + 0) * 20 + 17 = 57; blocked
  // index ((0 * 2 + 1) * 2 + 1) * 2 + 0 = 6 rows of 16, lane 1: 97.
  EXPECT_EQ(blocked[97], nhwc[57]);
  // (0, 0, 1, 3): NHWC 23, blocked (0 * 2 + 0 + 1) * 16 + 3 = 19.
  EXPECT_EQ(blocked[19], nhwc[23]);
  // Lanes 4..15 of the second channel block are padding.
  for (int64_t row = 4; row < 8; ++row)
    for (int64_t lane = 4; lane < 16; ++lane)
      EXPECT_EQ(blocked[row * 16 + lane], 0) << row << " " << lane;
}

TEST(VtaLayout, ActivationRoundTrip) {
  for (ActivationShape shape : {ActivationShape{1, 3, 5, 16},
                                ActivationShape{1, 4, 4, 37},
                                ActivationShape{2, 1, 7, 3}}) {
    std::vector<int8_t> nhwc =
        randomBytes(shape.n * shape.h * shape.w * shape.c, 7);
    EXPECT_EQ(unblockActivations(blockActivations(nhwc, shape), shape), nhwc);
  }
}

TEST(VtaLayout, WeightPositionAndPadding) {
  // 20 output channels, 3x1 kernel, 18 input channels: 2 x 2 blocks of
  // 3 * 1 positions.
  WeightShape shape{20, 3, 1, 18};
  std::vector<int8_t> ohwi = randomBytes(20 * 3 * 1 * 18, 3);
  std::vector<int8_t> blocked = blockWeights(ohwi, shape);
  ASSERT_EQ(blocked.size(), 2u * 2 * 3 * 1 * 256);
  // (o 17, h 2, w 0, i 16): OHWI (17 * 3 + 2) * 18 + 16 = 970; block
  // ((1 * 2 + 1) * 3 + 2) = 11, row o % 16 = 1, column i % 16 = 0.
  EXPECT_EQ(blocked[11 * 256 + 1 * 16 + 0], ohwi[970]);
  // (o 5, h 0, w 0, i 9): OHWI 5 * 54 + 9 = 279, block 0, row 5, column 9.
  EXPECT_EQ(blocked[5 * 16 + 9], ohwi[279]);
  // Block 11 has rows 0..3 (channels 16..19) and columns 0..1 (16..17).
  for (int64_t row = 0; row < 16; ++row)
    for (int64_t col = 0; col < 16; ++col)
      if (row >= 4 || col >= 2)
        EXPECT_EQ(blocked[11 * 256 + row * 16 + col], 0) << row << " " << col;
}

// A 1x1 convolution as VTA computes it: for each pixel and output block,
// ACC[j] += sum_k INP[k] * WGT[j][k] over the input blocks (docs/Vta.md's
// GEMM), on the blocked buffers; equal to the direct NHWC x OHWI result.
TEST(VtaLayout, BlockedGemmEqualsDirectConvolution) {
  ActivationShape act{1, 3, 2, 40};
  WeightShape wgt{21, 1, 1, 40};
  std::vector<int8_t> input = randomBytes(act.h * act.w * act.c, 11);
  std::vector<int8_t> weights = randomBytes(wgt.o * wgt.i, 12);
  std::vector<int8_t> inp = blockActivations(input, act);
  std::vector<int8_t> wgtBlocks = blockWeights(weights, wgt);
  int64_t inBlocks = roundUpToBlock(act.c, 16) / 16;
  int64_t outBlocks = roundUpToBlock(wgt.o, 16) / 16;
  for (int64_t h = 0; h < act.h; ++h)
    for (int64_t w = 0; w < act.w; ++w)
      for (int64_t ob = 0; ob < outBlocks; ++ob) {
        int32_t acc[16] = {};
        for (int64_t ib = 0; ib < inBlocks; ++ib) {
          const int8_t *row = &inp[((ib * act.h + h) * act.w + w) * 16];
          const int8_t *block = &wgtBlocks[(ob * inBlocks + ib) * 256];
          for (int j = 0; j < 16; ++j)
            for (int k = 0; k < 16; ++k)
              acc[j] += int32_t(row[k]) * int32_t(block[j * 16 + k]);
        }
        for (int j = 0; j < 16; ++j) {
          int64_t o = ob * 16 + j;
          if (o >= wgt.o) {
            EXPECT_EQ(acc[j], 0);
            continue;
          }
          int32_t direct = 0;
          for (int64_t i = 0; i < act.c; ++i)
            direct += int32_t(input[(h * act.w + w) * act.c + i]) *
                      int32_t(weights[o * wgt.i + i]);
          EXPECT_EQ(acc[j], direct) << h << " " << w << " " << o;
        }
      }
}

} // namespace
