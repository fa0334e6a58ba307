//===- ElementwiseFusionTest.cpp - Fused elementwise chains, executed -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Runs chains of elementwise TOSA operators (a residual add and a ReLU, a
// broadcast bias, a value used twice) through the vectorized pipeline, which
// fuses them (tosac-cpu-fuse-elementwise), and through the scalar one, which
// does not: each element sees the same operations in the same order, so the
// outputs are bit-identical at every vector width.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

using namespace tosac;

namespace {

const char *kChains = R"MLIR(
func.func @main(%a: tensor<1x13x17x40xf32>, %b: tensor<1x13x17x40xf32>, %bias: tensor<1x1x1x40xf32>) -> (tensor<1x13x17x40xf32>, tensor<1x13x17x40xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<1x13x17x40xf32>, tensor<1x13x17x40xf32>) -> tensor<1x13x17x40xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x13x17x40xf32>) -> tensor<1x13x17x40xf32>
  %2 = tosa.add %1, %bias : (tensor<1x13x17x40xf32>, tensor<1x1x1x40xf32>) -> tensor<1x13x17x40xf32>
  %3 = tosa.mul %2, %2, %shift : (tensor<1x13x17x40xf32>, tensor<1x13x17x40xf32>, tensor<1xi8>) -> tensor<1x13x17x40xf32>
  %4 = tosa.sub %3, %1 : (tensor<1x13x17x40xf32>, tensor<1x13x17x40xf32>) -> tensor<1x13x17x40xf32>
  return %4, %1 : tensor<1x13x17x40xf32>, tensor<1x13x17x40xf32>
}
)MLIR";

TEST(ElementwiseFusion, FusedChainsEqualTheScalarPath) {
  test::KernelRunner runner;
  std::mt19937 rng(11);
  std::vector<NpyArray> inputs = {test::randomArray({1, 13, 17, 40}, rng),
                                  test::randomArray({1, 13, 17, 40}, rng),
                                  test::randomArray({1, 1, 1, 40}, rng)};
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  NpyArray expected = runner.run(kChains, scalar, inputs);
  ASSERT_EQ(expected.numElements(), 13 * 17 * 40);
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions vectorized;
    vectorized.vectorBits = bits;
    NpyArray actual = runner.run(kChains, vectorized, inputs);
    EXPECT_EQ(actual.shape, expected.shape);
    EXPECT_TRUE(actual.data == expected.data) << "vector-bits " << bits;
  }
}

} // namespace
