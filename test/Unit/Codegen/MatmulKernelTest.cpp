//===- MatmulKernelTest.cpp - f32 matmul kernels, executed ----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Runs tosa.matmul f32 through the tosa-to-llvm pipeline with the CPU code
// generation layer at every vector width (host, 512, 256 and 128 bits: a
// width the host lacks is split by LLVM, so every path runs anywhere) and
// without it, on shapes with full tiles, tails in every dimension, unit
// and prime dimensions and several batches. Each result is compared with a
// double-precision reference within a bound that grows with the reduction
// length, and with the scalar path.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "llvm/Support/FormatVariadic.h"

using namespace tosac;

namespace {

struct Shape {
  int64_t batch, m, n, k;
};

std::string matmulModule(const Shape &s) {
  return llvm::formatv(
             R"MLIR(
func.func @main(%a: tensor<{0}x{1}x{3}xf32>, %b: tensor<{0}x{3}x{2}xf32>) -> tensor<{0}x{1}x{2}xf32> {{
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<{0}x{1}x{3}xf32>, tensor<{0}x{3}x{2}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<{0}x{1}x{2}xf32>
  return %0 : tensor<{0}x{1}x{2}xf32>
}
)MLIR",
             s.batch, s.m, s.n, s.k)
      .str();
}

class MatmulKernelTest : public ::testing::TestWithParam<Shape> {
protected:
  test::KernelRunner runner;
};

TEST_P(MatmulKernelTest, EveryVectorWidthMatchesTheReference) {
  const Shape &s = GetParam();
  std::mt19937 rng(
      static_cast<unsigned>(s.batch * 1000003 + s.m * 10007 + s.n * 101 + s.k));
  NpyArray a = test::randomArray({s.batch, s.m, s.k}, rng);
  NpyArray b = test::randomArray({s.batch, s.k, s.n}, rng);

  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  std::string module = matmulModule(s);
  NpyArray reference = runner.run(module, scalar, {a, b});
  ASSERT_EQ(reference.numElements(), s.batch * s.m * s.n);

  // |error| of a sum of k products of values in [-1, 1], summed in f32 in
  // any order: at most k * k * eps (a generous, order-independent bound).
  double bound = static_cast<double>(s.k) * s.k * 1.2e-7 + 1e-6;
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions vectorized;
    vectorized.vectorBits = bits;
    NpyArray out = runner.run(module, vectorized, {a, b});
    ASSERT_EQ(out.numElements(), reference.numElements()) << "bits " << bits;
    for (int64_t batch = 0; batch < s.batch; ++batch)
      for (int64_t i = 0; i < s.m; ++i)
        for (int64_t j = 0; j < s.n; ++j) {
          double exact = 0;
          for (int64_t l = 0; l < s.k; ++l)
            exact += double(a.get<float>((batch * s.m + i) * s.k + l)) *
                     double(b.get<float>((batch * s.k + l) * s.n + j));
          int64_t index = (batch * s.m + i) * s.n + j;
          ASSERT_NEAR(out.get<float>(index), exact, bound)
              << "bits " << bits << " at [" << batch << ", " << i << ", " << j
              << "]";
          ASSERT_NEAR(reference.get<float>(index), exact, bound)
              << "scalar path at [" << batch << ", " << i << ", " << j << "]";
        }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, MatmulKernelTest,
    ::testing::Values(
        // Full register and cache tiles at every width.
        Shape{1, 64, 64, 32}, Shape{1, 128, 512, 300},
        // Tails in m, n and k; prime sizes.
        Shape{1, 13, 37, 5}, Shape{1, 67, 97, 263}, Shape{1, 8, 33, 1},
        // Narrow results: one vector of columns, or none.
        Shape{1, 16, 16, 8}, Shape{1, 4, 3, 2},
        // Fewer rows than a register tile: fully connected (one row, a
        // partial last cache tile of columns), and 7 rows.
        Shape{1, 1, 1000, 64}, Shape{1, 7, 70, 19},
        // Several batches.
        Shape{3, 24, 48, 17}),
    [](const ::testing::TestParamInfo<Shape> &info) {
      const Shape &s = info.param;
      return llvm::formatv("b{0}_m{1}_n{2}_k{3}", s.batch, s.m, s.n, s.k).str();
    });

} // namespace

namespace {

/// int8 matmul: tosac-cpu-fold-zero-points turns it into a product of the
/// raw int8 operands plus zero-point corrections, which runs as the vector
/// micro-kernel on int32 lanes. Integer sums wrap alike in any order: the
/// results equal the scalar path's (the spec's formula) bit for bit at every
/// width, for zero points at the ends of their range and odd shapes.
TEST(Int8MatmulKernel, EveryWidthEqualsTheScalarPath) {
  for (auto [aZp, bZp] :
       {std::pair(0, 0), std::pair(-128, 127), std::pair(5, -3)}) {
    std::string module = llvm::formatv(R"MLIR(
func.func @main(%a: tensor<2x13x37xi8>, %b: tensor<2x37x45xi8>) -> tensor<2x13x45xi32> {{
  %za = "tosa.const"() <{{values = dense<{0}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zb = "tosa.const"() <{{values = dense<{1}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %za, %zb : (tensor<2x13x37xi8>, tensor<2x37x45xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x13x45xi32>
  return %0 : tensor<2x13x45xi32>
}
)MLIR",
                                       aZp, bZp)
                             .str();
    std::mt19937 rng(static_cast<unsigned>(aZp * 7 + bZp));
    NpyArray a = test::randomInts(NpyDType::Int8, {2, 13, 37}, rng);
    NpyArray b = test::randomInts(NpyDType::Int8, {2, 37, 45}, rng);
    test::KernelRunner runner;
    TosaToLLVMOptions scalar;
    scalar.vectorize = false;
    NpyArray expected = runner.run(module, scalar, {a, b});
    ASSERT_EQ(expected.numElements(), 2 * 13 * 45);
    for (unsigned bits : test::kVectorWidths) {
      TosaToLLVMOptions lowering;
      lowering.vectorBits = bits;
      NpyArray actual = runner.run(module, lowering, {a, b});
      EXPECT_TRUE(actual.data == expected.data)
          << "zero points " << aZp << ", " << bZp << ", vector-bits " << bits;
    }
  }
}

} // namespace
