//===- ReductionKernelTest.cpp - Vectorized reductions and pooling --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Reductions over outer axes and pooling run as vector kernels (one or two
// vectors of the innermost dimension per register tile, the reduction loops
// innermost, in their original order): every lane accumulates in the order
// of the scalar loops, so the results equal the scalar path's bit for bit
// at every vector width, channel tails and odd sizes included. Reductions
// over the innermost axis are split across lanes first: maxima stay exact,
// sums stay within rounding of the scalar path.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

using namespace tosac;

namespace {

struct ReductionCase {
  const char *name;
  const char *module;
  std::vector<int64_t> inputShape;
  /// The allowed difference from the scalar path: 0 (bit-identical), or a
  /// bound for sums split across vector lanes (tosac-cpu-split-reductions).
  double tolerance = 0;
};

const ReductionCase kCases[] = {
    {"reduce_sum_axis0",
     R"MLIR(
func.func @main(%x: tensor<7x33x40xf32>) -> tensor<1x33x40xf32> {
  %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<7x33x40xf32>) -> tensor<1x33x40xf32>
  return %0 : tensor<1x33x40xf32>
}
)MLIR",
     {7, 33, 40}},
    {"reduce_max_axis1",
     R"MLIR(
func.func @main(%x: tensor<3x129x50xf32>) -> tensor<3x1x50xf32> {
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<3x129x50xf32>) -> tensor<3x1x50xf32>
  return %0 : tensor<3x1x50xf32>
}
)MLIR",
     {3, 129, 50}},
    {"reduce_product_axis1",
     R"MLIR(
func.func @main(%x: tensor<2x9x64xf32>) -> tensor<2x1x64xf32> {
  %0 = tosa.reduce_product %x {axis = 1 : i32} : (tensor<2x9x64xf32>) -> tensor<2x1x64xf32>
  return %0 : tensor<2x1x64xf32>
}
)MLIR",
     {2, 9, 64}},
    {"max_pool2d_3x3_s2_pad",
     R"MLIR(
func.func @main(%x: tensor<1x31x29x40xf32>) -> tensor<1x16x15x40xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x31x29x40xf32>) -> tensor<1x16x15x40xf32>
  return %0 : tensor<1x16x15x40xf32>
}
)MLIR",
     {1, 31, 29, 40}},
    {"avg_pool2d_2x2",
     R"MLIR(
func.func @main(%x: tensor<2x18x22x48xf32>) -> tensor<2x9x11x48xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x18x22x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x9x11x48xf32>
  return %0 : tensor<2x9x11x48xf32>
}
)MLIR",
     {2, 18, 22, 48}},
    // Over the innermost axis: lanes take every L-th element, then the L
    // partial results are combined. Maxima stay exact; sums of 96 values in
    // [-1, 1] move by rounding only.
    {"reduce_max_last_axis",
     R"MLIR(
func.func @main(%x: tensor<5x7x96xf32>) -> tensor<5x7x1xf32> {
  %0 = tosa.reduce_max %x {axis = 2 : i32} : (tensor<5x7x96xf32>) -> tensor<5x7x1xf32>
  return %0 : tensor<5x7x1xf32>
}
)MLIR",
     {5, 7, 96}},
    {"reduce_sum_last_axis",
     R"MLIR(
func.func @main(%x: tensor<5x7x96xf32>) -> tensor<5x7x1xf32> {
  %0 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<5x7x96xf32>) -> tensor<5x7x1xf32>
  return %0 : tensor<5x7x1xf32>
}
)MLIR",
     {5, 7, 96},
     96 * 1e-6},
};

class ReductionKernelTest : public testing::TestWithParam<ReductionCase> {};

TEST_P(ReductionKernelTest, EveryWidthEqualsTheScalarPath) {
  const ReductionCase &c = GetParam();
  std::mt19937 rng(7);
  NpyArray x = test::randomArray(c.inputShape, rng);
  test::KernelRunner runner;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  NpyArray expected = runner.run(c.module, scalar, {x});
  ASSERT_GT(expected.numElements(), 0);
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions lowering;
    lowering.vectorBits = bits;
    NpyArray actual = runner.run(c.module, lowering, {x});
    ASSERT_EQ(actual.shape, expected.shape);
    if (c.tolerance == 0) {
      EXPECT_TRUE(actual.data == expected.data)
          << c.name << ", vector-bits " << bits;
      continue;
    }
    for (int64_t i = 0; i < expected.numElements(); ++i)
      ASSERT_NEAR(actual.get<float>(i), expected.get<float>(i), c.tolerance)
          << c.name << ", element " << i << ", vector-bits " << bits;
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, ReductionKernelTest, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ReductionCase> &info) {
                           return std::string(info.param.name);
                         });

/// int8 pooling: the window sums of avg_pool2d on int32 lanes and its
/// integer scaling (constant when no padding makes windows partial), and
/// max_pool2d on int8 lanes, equal the scalar path bit for bit.
TEST(Int8PoolingKernel, EveryWidthEqualsTheScalarPath) {
  const char *modules[] = {R"MLIR(
func.func @main(%x: tensor<2x18x22x48xi8>) -> tensor<2x9x11x48xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x18x22x48xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x9x11x48xi8>
  return %0 : tensor<2x9x11x48xi8>
}
)MLIR",
                           R"MLIR(
func.func @main(%x: tensor<2x18x22x48xi8>) -> tensor<2x9x11x48xi8> {
  %izp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-9> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<2x18x22x48xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x9x11x48xi8>
  return %0 : tensor<2x9x11x48xi8>
}
)MLIR",
                           R"MLIR(
func.func @main(%x: tensor<2x18x22x48xi8>) -> tensor<2x9x11x48xi8> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<2x18x22x48xi8>) -> tensor<2x9x11x48xi8>
  return %0 : tensor<2x9x11x48xi8>
}
)MLIR"};
  std::mt19937 rng(3);
  NpyArray x = test::randomInts(NpyDType::Int8, {2, 18, 22, 48}, rng);
  test::KernelRunner runner;
  for (const char *module : modules)
    test::expectScalarPathBytes(runner, module, {x}, 2 * 9 * 11 * 48,
                                test::everyVectorWidth(), module);
}

} // namespace
