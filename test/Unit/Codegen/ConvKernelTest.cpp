//===- ConvKernelTest.cpp - f32 conv2d kernels, executed ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Runs tosa.conv2d and tosa.depthwise_conv2d f32 through the tosa-to-llvm
// pipeline at every vector width and without vectorization, on shapes with
// full tiles, tails of output pixels and channels, strides, dilations,
// asymmetric padding and several batches, and compares each result with a
// double-precision reference of the specification's CONV2D /
// DEPTHWISE_CONV2D.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace tosac;

namespace {

struct Conv {
  int64_t n, ih, iw, ic, oc, kh, kw, stride, dilation;
  int64_t top, bottom, left, right;
  /// tosa.depthwise_conv2d with channel multiplier 1 (oc == ic).
  bool depthwise = false;
  int64_t oh() const {
    return (ih - 1 + top + bottom - (kh - 1) * dilation) / stride + 1;
  }
  int64_t ow() const {
    return (iw - 1 + left + right - (kw - 1) * dilation) / stride + 1;
  }
};

std::string depthwiseModule(const Conv &c) {
  return llvm::formatv(
             R"MLIR(
func.func @main(%x: tensor<{0}x{1}x{2}x{3}xf32>, %w: tensor<{5}x{6}x{3}x1xf32>, %b: tensor<{3}xf32>) -> tensor<{0}x{7}x{8}x{3}xf32> {{
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {{acc_type = f32, dilation = array<i64: {9}, {9}>, pad = array<i64: {10}, {11}, {12}, {13}>, stride = array<i64: {14}, {14}>} : (tensor<{0}x{1}x{2}x{3}xf32>, tensor<{5}x{6}x{3}x1xf32>, tensor<{3}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<{0}x{7}x{8}x{3}xf32>
  return %0 : tensor<{0}x{7}x{8}x{3}xf32>
}
)MLIR",
             c.n, c.ih, c.iw, c.ic, c.oc, c.kh, c.kw, c.oh(), c.ow(),
             c.dilation, c.top, c.bottom, c.left, c.right, c.stride)
      .str();
}

std::string convModule(const Conv &c) {
  if (c.depthwise)
    return depthwiseModule(c);
  return llvm::formatv(
             R"MLIR(
func.func @main(%x: tensor<{0}x{1}x{2}x{3}xf32>, %w: tensor<{4}x{5}x{6}x{3}xf32>, %b: tensor<{4}xf32>) -> tensor<{0}x{7}x{8}x{4}xf32> {{
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {{acc_type = f32, dilation = array<i64: {9}, {9}>, pad = array<i64: {10}, {11}, {12}, {13}>, stride = array<i64: {14}, {14}>} : (tensor<{0}x{1}x{2}x{3}xf32>, tensor<{4}x{5}x{6}x{3}xf32>, tensor<{4}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<{0}x{7}x{8}x{4}xf32>
  return %0 : tensor<{0}x{7}x{8}x{4}xf32>
}
)MLIR",
             c.n, c.ih, c.iw, c.ic, c.oc, c.kh, c.kw, c.oh(), c.ow(),
             c.dilation, c.top, c.bottom, c.left, c.right, c.stride)
      .str();
}

class ConvKernelTest : public ::testing::TestWithParam<Conv> {
protected:
  test::KernelRunner runner;
};

TEST_P(ConvKernelTest, EveryVectorWidthMatchesTheReference) {
  const Conv &c = GetParam();
  std::mt19937 rng(static_cast<unsigned>(c.ih * 7919 + c.ic * 131 + c.oc));
  NpyArray x = test::randomArray({c.n, c.ih, c.iw, c.ic}, rng);
  NpyArray w = c.depthwise ? test::randomArray({c.kh, c.kw, c.ic, 1}, rng)
                           : test::randomArray({c.oc, c.kh, c.kw, c.ic}, rng);
  NpyArray b = test::randomArray({c.oc}, rng);
  std::string module = convModule(c);
  int64_t oh = c.oh(), ow = c.ow();

  std::vector<double> exact(c.n * oh * ow * c.oc);
  for (int64_t n = 0; n < c.n; ++n)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t z = 0; z < ow; ++z)
        for (int64_t o = 0; o < c.oc; ++o) {
          double sum = b.get<float>(o);
          for (int64_t i = 0; i < c.kh; ++i)
            for (int64_t j = 0; j < c.kw; ++j) {
              int64_t iy = y * c.stride + i * c.dilation - c.top;
              int64_t ix = z * c.stride + j * c.dilation - c.left;
              if (iy < 0 || iy >= c.ih || ix < 0 || ix >= c.iw)
                continue;
              int64_t pixel = ((n * c.ih + iy) * c.iw + ix) * c.ic;
              if (c.depthwise) {
                sum += double(x.get<float>(pixel + o)) *
                       double(w.get<float>((i * c.kw + j) * c.ic + o));
                continue;
              }
              for (int64_t k = 0; k < c.ic; ++k)
                sum += double(x.get<float>(pixel + k)) *
                       double(w.get<float>(((o * c.kh + i) * c.kw + j) * c.ic +
                                           k));
            }
          exact[((n * oh + y) * ow + z) * c.oc + o] = sum;
        }

  int64_t terms = c.kh * c.kw * (c.depthwise ? 1 : c.ic) + 1;
  double bound = static_cast<double>(terms) * terms * 1.2e-7 + 1e-6;
  std::vector<TosaToLLVMOptions> variants;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  variants.push_back(scalar);
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions vectorized;
    vectorized.vectorBits = bits;
    variants.push_back(vectorized);
  }
  for (const TosaToLLVMOptions &lowering : variants) {
    NpyArray out = runner.run(module, lowering, {x, w, b});
    ASSERT_EQ(out.numElements(), static_cast<int64_t>(exact.size()));
    for (size_t i = 0; i < exact.size(); ++i)
      ASSERT_NEAR(out.get<float>(i), exact[i], bound)
          << (lowering.vectorize ? "vector-bits " : "scalar ")
          << lowering.vectorBits << " at flat index " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, ConvKernelTest,
    ::testing::Values(
        // 3x3, pad 1: full tiles (16 pixels, 32 channels).
        Conv{1, 16, 16, 8, 32, 3, 3, 1, 1, 1, 1, 1, 1},
        // Pixel and channel tails (13 pixels, 40 channels), odd ic.
        Conv{1, 5, 13, 3, 40, 3, 3, 1, 1, 1, 1, 1, 1},
        // Stride 2, asymmetric padding.
        Conv{1, 17, 33, 4, 16, 3, 3, 2, 1, 1, 1, 0, 2},
        // Dilation 2, no padding, 1x5 filter, two batches.
        Conv{2, 6, 24, 5, 24, 1, 5, 1, 2, 0, 0, 0, 0},
        // 1x1 (a pointwise layer), wide.
        Conv{1, 4, 20, 16, 64, 1, 1, 1, 1, 0, 0, 0, 0},
        // ResNet's downsampling shapes: 1x1 stride 2, and 7x7 stride 2 on
        // three channels (with a pixel tail).
        Conv{1, 17, 17, 24, 48, 1, 1, 2, 1, 0, 0, 0, 0},
        Conv{1, 23, 23, 3, 32, 7, 7, 2, 1, 3, 3, 3, 3},
        // Too small for a register tile: scalar loops only.
        Conv{1, 3, 3, 2, 3, 2, 2, 1, 1, 0, 0, 0, 0},
        // Depthwise: full tiles, pixel and channel tails, stride 2.
        Conv{1, 10, 16, 64, 64, 3, 3, 1, 1, 1, 1, 1, 1, true},
        Conv{2, 7, 13, 40, 40, 3, 3, 1, 1, 1, 1, 1, 1, true},
        Conv{1, 9, 19, 16, 16, 3, 3, 2, 1, 1, 1, 1, 1, true}),
    [](const ::testing::TestParamInfo<Conv> &info) {
      const Conv &c = info.param;
      return llvm::formatv("{9}n{0}_{1}x{2}x{3}_oc{4}_k{5}x{6}_s{7}_d{8}", c.n,
                           c.ih, c.iw, c.ic, c.oc, c.kh, c.kw, c.stride,
                           c.dilation, c.depthwise ? "depthwise_" : "")
          .str();
    });

} // namespace

namespace {

/// `array`'s bytes as MLIR's hex form of a dense attribute ("0x...").
std::string hexOf(const NpyArray &array) {
  std::string hex = "0x";
  for (uint8_t byte : array.data)
    hex += llvm::formatv("{0:X-2}", byte).str();
  return hex;
}

/// A constant filter is transposed at compile time (and its rows padded when
/// they have a power-of-two length): the results equal those of the same
/// convolution with the filter as an input, bit for bit, at every width.
TEST(ConvConstantFilter, EqualsTheFilterGivenAsInput) {
  test::KernelRunner runner;
  for (int64_t oc : {40, 128}) {
    Conv c{1, 9, 11, 6, oc, 3, 3, 1, 1, 1, 1, 1, 1};
    std::mt19937 rng(static_cast<unsigned>(oc));
    NpyArray x = test::randomArray({c.n, c.ih, c.iw, c.ic}, rng);
    NpyArray w = test::randomArray({c.oc, c.kh, c.kw, c.ic}, rng);
    NpyArray b = test::randomArray({c.oc}, rng);
    std::string withInput = convModule(c);
    std::string withConstant = llvm::formatv(
        R"MLIR(
func.func @main(%x: tensor<1x9x11x6xf32>, %b: tensor<{0}xf32>) -> tensor<1x9x11x{0}xf32> {{
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "tosa.const"() <{{values = dense<"{1}"> : tensor<{0}x3x3x6xf32>}> : () -> tensor<{0}x3x3x6xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x9x11x6xf32>, tensor<{0}x3x3x6xf32>, tensor<{0}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x11x{0}xf32>
  return %0 : tensor<1x9x11x{0}xf32>
}
)MLIR",
        oc, hexOf(w));
    for (unsigned bits : test::kVectorWidths) {
      TosaToLLVMOptions lowering;
      lowering.vectorBits = bits;
      NpyArray expected = runner.run(withInput, lowering, {x, w, b});
      NpyArray actual = runner.run(withConstant, lowering, {x, b});
      ASSERT_GT(expected.numElements(), 0);
      EXPECT_EQ(actual.shape, expected.shape);
      EXPECT_TRUE(actual.data == expected.data)
          << oc << " channels, vector-bits " << bits;
    }
  }
}

} // namespace

namespace {

/// tosa.conv3d f32 runs as conv2d's vector kernel, one output plane and
/// one filter tap at a time (strided ones on a strided input slice): at
/// every width its results match the scalar path's within float rounding
/// (FMAs round once where the scalar path rounds twice), with pixel and
/// channel tails.
TEST(Conv3DKernel, EveryWidthMatchesTheScalarPath) {
  struct Case {
    int64_t d, h, w, ic, oc, stride;
  };
  for (Case c : {Case{5, 7, 13, 6, 40, 1}, Case{5, 9, 11, 8, 32, 2}}) {
    int64_t od = (c.d + 2 - 3) / c.stride + 1,
            oh = (c.h + 2 - 3) / c.stride + 1,
            ow = (c.w + 2 - 3) / c.stride + 1;
    std::string module = llvm::formatv(
                             R"MLIR(
func.func @main(%x: tensor<1x{0}x{1}x{2}x{3}xf32>, %w: tensor<{4}x3x3x3x{3}xf32>, %b: tensor<{4}xf32>) -> tensor<1x{5}x{6}x{7}x{4}xf32> {{
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {{acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: {8}, {8}, {8}>} : (tensor<1x{0}x{1}x{2}x{3}xf32>, tensor<{4}x3x3x3x{3}xf32>, tensor<{4}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x{5}x{6}x{7}x{4}xf32>
  return %0 : tensor<1x{5}x{6}x{7}x{4}xf32>
}
)MLIR",
                             c.d, c.h, c.w, c.ic, c.oc, od, oh, ow, c.stride)
                             .str();
    std::mt19937 rng(static_cast<unsigned>(c.oc + c.stride));
    NpyArray x = test::randomArray({1, c.d, c.h, c.w, c.ic}, rng);
    NpyArray w = test::randomArray({c.oc, 3, 3, 3, c.ic}, rng);
    NpyArray b = test::randomArray({c.oc}, rng);
    test::KernelRunner runner;
    TosaToLLVMOptions scalar;
    scalar.vectorize = false;
    NpyArray expected = runner.run(module, scalar, {x, w, b});
    ASSERT_EQ(expected.numElements(), od * oh * ow * c.oc);
    for (unsigned bits : test::kVectorWidths) {
      TosaToLLVMOptions lowering;
      lowering.vectorBits = bits;
      NpyArray actual = runner.run(module, lowering, {x, w, b});
      ASSERT_EQ(actual.shape, expected.shape);
      // 27 * ic products of values in [-1, 1] per output.
      double bound = 1e-6 * 27 * static_cast<double>(c.ic);
      for (int64_t i = 0; i < expected.numElements(); ++i)
        ASSERT_NEAR(actual.get<float>(i), expected.get<float>(i), bound)
            << "element " << i << ", stride " << c.stride << ", vector-bits "
            << bits;
    }
  }
}

} // namespace

namespace {

/// tosa.transpose_conv2d runs as a stride-1 convolution of the inflated
/// input with the filter reversed in KH and KW. A filter large enough for
/// the reversal to be shared out over threads (36864 elements) must still
/// be reversed whole: the reversal's index `2 - kh` decreases along its
/// loop, which the parallel tiles do not cut.
TEST(TransposeConv2DKernel, LargeFilterMatchesTheScalarPath) {
  const char *module = R"MLIR(
func.func @main(%x: tensor<1x9x11x64xf32>, %w: tensor<64x3x3x64xf32>, %b: tensor<64xf32>) -> tensor<1x19x23x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x9x11x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x19x23x64xf32>
  return %0 : tensor<1x19x23x64xf32>
}
)MLIR";
  std::mt19937 rng(3);
  NpyArray x = test::randomArray({1, 9, 11, 64}, rng);
  NpyArray w = test::randomArray({64, 3, 3, 64}, rng);
  NpyArray b = test::randomArray({64}, rng);
  test::KernelRunner runner;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  scalar.parallel = false;
  NpyArray expected = runner.run(module, scalar, {x, w, b});
  ASSERT_EQ(expected.numElements(), 19 * 23 * 64);
  NpyArray actual = runner.run(module, TosaToLLVMOptions(), {x, w, b});
  ASSERT_EQ(actual.shape, expected.shape);
  for (int64_t i = 0; i < expected.numElements(); ++i)
    ASSERT_NEAR(actual.get<float>(i), expected.get<float>(i), 1e-6 * 9 * 64)
        << "element " << i;
}

} // namespace

namespace {

/// The elementwise ops after a convolution (a residual add and a ReLU,
/// fused into one generic) run on each of the convolution's tiles right
/// after it, in place: the results match the scalar path at every width
/// (within the kernel's float rounding), channel and pixel tails included.
TEST(ConvEpilogue, ResidualAddAndReluMatchTheScalarPath) {
  const char *module = R"MLIR(
func.func @main(%x: tensor<1x13x11x24xf32>, %w: tensor<40x3x3x24xf32>, %b: tensor<40xf32>, %r: tensor<1x13x11x40xf32>) -> tensor<1x13x11x40xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x13x11x24xf32>, tensor<40x3x3x24xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x13x11x40xf32>
  %1 = tosa.add %0, %r : (tensor<1x13x11x40xf32>, tensor<1x13x11x40xf32>) -> tensor<1x13x11x40xf32>
  %2 = tosa.clamp %1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x13x11x40xf32>) -> tensor<1x13x11x40xf32>
  return %2 : tensor<1x13x11x40xf32>
}
)MLIR";
  std::mt19937 rng(11);
  NpyArray x = test::randomArray({1, 13, 11, 24}, rng);
  NpyArray w = test::randomArray({40, 3, 3, 24}, rng);
  NpyArray b = test::randomArray({40}, rng);
  NpyArray r = test::randomArray({1, 13, 11, 40}, rng);
  test::KernelRunner runner;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  NpyArray expected = runner.run(module, scalar, {x, w, b, r});
  ASSERT_EQ(expected.numElements(), 13 * 11 * 40);
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions lowering;
    lowering.vectorBits = bits;
    NpyArray actual = runner.run(module, lowering, {x, w, b, r});
    ASSERT_EQ(actual.shape, expected.shape);
    for (int64_t i = 0; i < expected.numElements(); ++i)
      ASSERT_NEAR(actual.get<float>(i), expected.get<float>(i), 1e-6 * 9 * 24)
          << "element " << i << ", vector-bits " << bits;
  }
}

} // namespace

namespace {

/// int8 conv2d with symmetric weights (filter zero point 0):
/// tosac-cpu-fold-zero-points makes it a convolution of the raw int8
/// operands accumulating into bias - zx * sum(filter), which runs as the
/// vector micro-kernel on int32 lanes. Bit-identical to the scalar path
/// (the spec's formula) at every width, for input zero points at the ends
/// of the range, with strides and channel tails; a non-zero filter zero
/// point keeps the scalar path and the same results.
TEST(Int8ConvKernel, EveryWidthEqualsTheScalarPath) {
  struct Case {
    int inputZp, weightZp, stride;
  };
  for (Case c :
       {Case{-128, 0, 1}, Case{0, 0, 2}, Case{17, 0, 1}, Case{-5, 3, 1}}) {
    int64_t oh = (13 + 2 - 3) / c.stride + 1, ow = (11 + 2 - 3) / c.stride + 1;
    std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<1x13x11x24xi8>, %w: tensor<40x3x3x24xi8>, %b: tensor<40xi32>) -> tensor<1x{3}x{4}x40xi32> {{
  %izp = "tosa.const"() <{{values = dense<{0}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<{1}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: {2}, {2}>} : (tensor<1x13x11x24xi8>, tensor<40x3x3x24xi8>, tensor<40xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x{3}x{4}x40xi32>
  return %0 : tensor<1x{3}x{4}x40xi32>
}
)MLIR",
                                       c.inputZp, c.weightZp, c.stride, oh, ow)
                             .str();
    std::mt19937 rng(static_cast<unsigned>(c.inputZp + 200 * c.stride));
    NpyArray x = test::randomInts(NpyDType::Int8, {1, 13, 11, 24}, rng);
    NpyArray w = test::randomInts(NpyDType::Int8, {40, 3, 3, 24}, rng);
    NpyArray b = test::randomInts(NpyDType::Int32, {40}, rng);
    test::KernelRunner runner;
    test::expectScalarPathBytes(
        runner, module, {x, w, b}, oh * ow * 40, test::everyVectorWidth(),
        llvm::formatv("zero points {0}, {1}, stride {2}", c.inputZp, c.weightZp,
                      c.stride)
            .str());
  }
}

/// int8 depthwise_conv2d with symmetric weights: tosac-cpu-fold-zero-points
/// makes it a depthwise convolution of the raw operands (run as the vector
/// kernel on int32 lanes) into init - zx * sum(filter[c]); the results equal
/// the scalar path's bit for bit at every width. A non-zero weight zero
/// point stays on the quantized op's path; a multiplier of 2 has no vector
/// kernel.
TEST(Int8DepthwiseKernel, EveryWidthEqualsTheScalarPath) {
  struct Case {
    int inputZp, weightZp, stride, multiplier;
  };
  for (Case c : {Case{-128, 0, 1, 1}, Case{0, 0, 2, 1}, Case{17, 0, 1, 1},
                 Case{-5, 3, 1, 1}, Case{9, 0, 1, 2}}) {
    int64_t oh = (13 + 2 - 3) / c.stride + 1, ow = (11 + 2 - 3) / c.stride + 1;
    int64_t channels = 40 * c.multiplier;
    std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<1x13x11x40xi8>, %w: tensor<3x3x40x{5}xi8>, %b: tensor<{6}xi32>) -> tensor<1x{3}x{4}x{6}xi32> {{
  %izp = "tosa.const"() <{{values = dense<{0}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<{1}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: {2}, {2}>} : (tensor<1x13x11x40xi8>, tensor<3x3x40x{5}xi8>, tensor<{6}xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x{3}x{4}x{6}xi32>
  return %0 : tensor<1x{3}x{4}x{6}xi32>
}
)MLIR",
                                       c.inputZp, c.weightZp, c.stride, oh, ow,
                                       c.multiplier, channels)
                             .str();
    std::mt19937 rng(static_cast<unsigned>(c.inputZp + 300 * c.stride));
    NpyArray x = test::randomInts(NpyDType::Int8, {1, 13, 11, 40}, rng);
    NpyArray w =
        test::randomInts(NpyDType::Int8, {3, 3, 40, c.multiplier}, rng);
    NpyArray b = test::randomInts(NpyDType::Int32, {channels}, rng);
    test::KernelRunner runner;
    test::expectScalarPathBytes(
        runner, module, {x, w, b}, oh * ow * channels, test::everyVectorWidth(),
        llvm::formatv("zero points {0}, {1}, stride {2}, multiplier {3}",
                      c.inputZp, c.weightZp, c.stride, c.multiplier)
            .str());
  }
}

/// Every product of two int8 values through the depthwise kernel's byte
/// multiply-adds (VPDPBUSD on a CPU that has it, ByteProductDots.h): a 1x2
/// filter of 256 channels, channel c weighing c - 128 at both taps, over
/// 257 pixels holding every int8 value in every channel (pixel p, channel
/// c: (p + c) mod 256 - 128), so output pixel p, channel c is
/// x[p, c] * w + x[p + 1, c] * w + bias[c]: all 65536 byte pairs, at every
/// input zero point's end and in the middle, equal to the spec's formula
/// computed here and to the scalar path.
TEST(Int8DepthwiseKernel, EveryBytePairIsExact) {
  for (int inputZp : {0, -128, 127}) {
    std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<1x1x257x256xi8>, %w: tensor<1x2x256x1xi8>, %b: tensor<256xi32>) -> tensor<1x1x256x256xi32> {{
  %izp = "tosa.const"() <{{values = dense<{0}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x257x256xi8>, tensor<1x2x256x1xi8>, tensor<256xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x256x256xi32>
  return %0 : tensor<1x1x256x256xi32>
}
)MLIR",
                                       inputZp)
                             .str();
    NpyArray x = NpyArray::zeros(NpyDType::Int8, {1, 1, 257, 256});
    NpyArray w = NpyArray::zeros(NpyDType::Int8, {1, 2, 256, 1});
    NpyArray b = NpyArray::zeros(NpyDType::Int32, {256});
    for (int p = 0; p < 257; ++p)
      for (int c = 0; c < 256; ++c)
        x.set<int8_t>(p * 256 + c, static_cast<int8_t>((p + c) % 256 - 128));
    for (int c = 0; c < 256; ++c) {
      w.set<int8_t>(c, static_cast<int8_t>(c - 128));
      w.set<int8_t>(256 + c, static_cast<int8_t>(c - 128));
      b.set<int32_t>(c, 1000 * c - 77777);
    }
    test::KernelRunner runner;
    NpyArray y = runner.run(module, {}, {x, w, b});
    ASSERT_EQ(y.numElements(), 256 * 256);
    int64_t mismatches = 0;
    for (int p = 0; p < 256; ++p)
      for (int c = 0; c < 256; ++c) {
        int32_t expected =
            b.get<int32_t>(c) +
            (x.get<int8_t>(p * 256 + c) - inputZp) * w.get<int8_t>(c) +
            (x.get<int8_t>((p + 1) * 256 + c) - inputZp) *
                w.get<int8_t>(256 + c);
        mismatches += y.get<int32_t>(p * 256 + c) != expected;
      }
    EXPECT_EQ(mismatches, 0) << "input zero point " << inputZp;
    test::expectScalarPathBytes(runner, module, {x, w, b}, 256 * 256,
                                test::everyVectorWidth(),
                                llvm::formatv("every byte pair, input zero "
                                              "point {0}",
                                              inputZp)
                                    .str());
  }
}

/// Every product of two int8 values through taps of one filter column
/// packed into one VPDPBUSD (ByteProductRows.h): a kh x 1 filter (2 and 3
/// rows) of 256 channels over kh rows of 256 pixels; row r of pixel p,
/// channel c holds (p + c + 37 r) mod 256 - 128 and its tap weighs
/// (c + 85 r) mod 256 - 128, so each tap meets all 65536 byte pairs. Equal
/// to the spec's sum computed here, at both ends of the input zero point and
/// in the middle, and to the scalar path.
TEST(Int8DepthwiseKernel, EveryBytePairInPackedRowsIsExact) {
  for (int rows : {2, 3})
    for (int inputZp : {0, -128, 127}) {
      std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<1x{0}x256x256xi8>, %w: tensor<{0}x1x256x1xi8>, %b: tensor<256xi32>) -> tensor<1x1x256x256xi32> {{
  %izp = "tosa.const"() <{{values = dense<{1}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x{0}x256x256xi8>, tensor<{0}x1x256x1xi8>, tensor<256xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x256x256xi32>
  return %0 : tensor<1x1x256x256xi32>
}
)MLIR",
                                         rows, inputZp)
                               .str();
      NpyArray x = NpyArray::zeros(NpyDType::Int8, {1, rows, 256, 256});
      NpyArray w = NpyArray::zeros(NpyDType::Int8, {rows, 1, 256, 1});
      NpyArray b = NpyArray::zeros(NpyDType::Int32, {256});
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < 256; ++c) {
          for (int p = 0; p < 256; ++p)
            x.set<int8_t>((r * 256 + p) * 256 + c,
                          static_cast<int8_t>((p + c + 37 * r) % 256 - 128));
          w.set<int8_t>(r * 256 + c,
                        static_cast<int8_t>((c + 85 * r) % 256 - 128));
        }
      for (int c = 0; c < 256; ++c)
        b.set<int32_t>(c, 999 * c - 55555);
      test::KernelRunner runner;
      NpyArray y = runner.run(module, {}, {x, w, b});
      ASSERT_EQ(y.numElements(), 256 * 256);
      int64_t mismatches = 0;
      for (int p = 0; p < 256; ++p)
        for (int c = 0; c < 256; ++c) {
          int32_t expected = b.get<int32_t>(c);
          for (int r = 0; r < rows; ++r)
            expected += (x.get<int8_t>((r * 256 + p) * 256 + c) - inputZp) *
                        w.get<int8_t>(r * 256 + c);
          mismatches += y.get<int32_t>(p * 256 + c) != expected;
        }
      EXPECT_EQ(mismatches, 0) << rows << " rows, input zero point " << inputZp;
      test::expectScalarPathBytes(
          runner, module, {x, w, b}, 256 * 256, test::everyVectorWidth(),
          llvm::formatv("{0} packed rows, input zero point {1}", rows, inputZp)
              .str());
    }
}

/// int8 depthwise_conv2d + per-channel RESCALE to int8 (a MobileNet layer):
/// the bias add and the rescale read the convolution's [.., C, 1] result
/// on each of its forall tiles (tosac-cpu-fuse-elementwise,
/// tosac-cpu-tile-and-vectorize); bit-identical to the scalar path.
TEST(Int8DepthwiseKernel, WithRescaleEqualsTheScalarPath) {
  const std::string module = R"MLIR(
func.func @main(%x: tensor<1x13x11x48xi8>, %w: tensor<3x3x48x1xi8>, %b: tensor<48xi32>) -> tensor<1x13x11x48xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x13x11x48xi8>, tensor<3x3x48x1xi8>, tensor<48xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x13x11x48xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<48xi32>}> : () -> tensor<48xi32>
  %s = "tosa.const"() <{values = dense<[30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41]> : tensor<48xi8>}> : () -> tensor<48xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x13x11x48xi32>, tensor<48xi32>, tensor<48xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x13x11x48xi8>
  return %0 : tensor<1x13x11x48xi8>
}
)MLIR";
  std::mt19937 rng(41);
  NpyArray x = test::randomInts(NpyDType::Int8, {1, 13, 11, 48}, rng);
  NpyArray w = test::randomInts(NpyDType::Int8, {3, 3, 48, 1}, rng);
  NpyArray b = test::randomInts(NpyDType::Int32, {48}, rng);
  test::KernelRunner runner;
  test::expectScalarPathBytes(runner, module, {x, w, b}, 13 * 11 * 48,
                              test::everyVectorWidth(), "depthwise + rescale");
}

/// Depthwise filters of 2, 3 and 4 rows with a stride of 1, over 24 rows:
/// the cache tiles take 4 rows each, innermost, and each packed pixel
/// column is carried from one output row to the next (shifted down a byte,
/// the new row added: SlidingRowPacks.h); bit-identical to the scalar path
/// at three input zero points, with the rescale to int8 fused.
TEST(Int8DepthwiseKernel, RowsCarriedDownATileEqualTheScalarPath) {
  for (int64_t kh : {2, 3, 4})
    for (int inputZp : {-128, 0, 77}) {
      int64_t oh = 24, ow = 19, ih = oh + kh - 1 - 1;
      std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<1x{0}x19x48xi8>, %w: tensor<{1}x3x48x1xi8>, %b: tensor<48xi32>) -> tensor<1x24x19x48xi8> {{
  %izp = "tosa.const"() <{{values = dense<{2}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x{0}x19x48xi8>, tensor<{1}x3x48x1xi8>, tensor<48xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x24x19x48xi32>
  %m = "tosa.const"() <{{values = dense<1518500250> : tensor<48xi32>}> : () -> tensor<48xi32>
  %s = "tosa.const"() <{{values = dense<36> : tensor<48xi8>}> : () -> tensor<48xi8>
  %rzp = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {{scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x24x19x48xi32>, tensor<48xi32>, tensor<48xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x24x19x48xi8>
  return %0 : tensor<1x24x19x48xi8>
}
)MLIR",
                                         ih, kh, inputZp)
                               .str();
      std::mt19937 rng(static_cast<unsigned>(kh * 1000 + inputZp + 200));
      NpyArray x = test::randomInts(NpyDType::Int8, {1, ih, 19, 48}, rng);
      NpyArray w = test::randomInts(NpyDType::Int8, {kh, 3, 48, 1}, rng);
      NpyArray b = test::randomInts(NpyDType::Int32, {48}, rng);
      test::KernelRunner runner;
      test::expectScalarPathBytes(
          runner, module, {x, w, b}, oh * ow * 48, test::everyVectorWidth(),
          llvm::formatv("{0} filter rows, input zero point {1}", kh, inputZp)
              .str());
    }
}

/// A depthwise convolution and a max pool whose padded inputs are written
/// by their producers (tosac-cpu-pad-in-producer): two RESCALEs write the
/// interiors of the padded tensors, whose borders hold the input zero
/// point (depthwise) and -128 (max pool); bit-identical to the scalar
/// path, which copies the inputs into padded tensors.
TEST(Int8DepthwiseKernel, InputPaddedByItsProducerEqualsTheScalarPath) {
  const std::string rescale = R"MLIR(
func.func @main(%x: tensor<1x13x11x48xi32>, %w: tensor<3x3x48x1xi8>, %b: tensor<48xi32>) -> {0} {{
  %m = "tosa.const"() <{{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %rzp = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %rzp, %ozp {{scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<1x13x11x48xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x13x11x48xi8>
  {1}
  return %0 : {0}
}
)MLIR";
  const std::string depthwise =
      R"MLIR(%izp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %r, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x13x11x48xi8>, tensor<3x3x48x1xi8>, tensor<48xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x13x11x48xi32>)MLIR";
  const std::string pool =
      R"MLIR(%0 = tosa.max_pool2d %r {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x13x11x48xi8>) -> tensor<1x7x6x48xi8>)MLIR";
  std::mt19937 rng(43);
  NpyArray x = test::randomInts(NpyDType::Int32, {1, 13, 11, 48}, rng);
  NpyArray w = test::randomInts(NpyDType::Int8, {3, 3, 48, 1}, rng);
  NpyArray b = test::randomInts(NpyDType::Int32, {48}, rng);
  test::KernelRunner runner;
  test::expectScalarPathBytes(
      runner,
      llvm::formatv(rescale.c_str(), "tensor<1x13x11x48xi32>", depthwise).str(),
      {x, w, b}, 13 * 11 * 48, test::everyVectorWidth(),
      "depthwise of a rescale");
  test::expectScalarPathBytes(
      runner, llvm::formatv(rescale.c_str(), "tensor<1x7x6x48xi8>", pool).str(),
      {x, w, b}, 7 * 6 * 48, test::everyVectorWidth(), "max pool of a rescale");
}

/// MobileNetV2's residual block end: an int8 1x1 conv2d projecting to 24
/// channels, its per-channel RESCALE, then both branches rescaled to
/// int32, added (with ADD's overflow check) and rescaled to int8. The whole
/// chain is one epilogue on the convolution's forall tiles, its check
/// vectorized there; bit-identical to the scalar path.
TEST(Int8ConvKernel, ResidualAddEpilogueEqualsTheScalarPath) {
  const std::string module = R"MLIR(
func.func @main(%x: tensor<1x9x11x64xi8>, %w: tensor<24x1x1x64xi8>, %bias: tensor<24xi32>, %a: tensor<1x9x11x24xi8>) -> tensor<1x9x11x24xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x9x11x64xi8>, tensor<24x1x1x64xi8>, tensor<24xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x9x11x24xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<24xi32>}> : () -> tensor<24xi32>
  %s = "tosa.const"() <{values = dense<[36, 37, 38, 39, 40, 41, 36, 37, 38, 39, 40, 41, 36, 37, 38, 39, 40, 41, 36, 37, 38, 39, 40, 41]> : tensor<24xi8>}> : () -> tensor<24xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp12 = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %b = tosa.rescale %acc, %m, %s, %zp32, %zp12 {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x9x11x24xi32>, tensor<24xi32>, tensor<24xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x9x11x24xi8>
)MLIR" + test::residualAddLines("1x9x11x24") +
                             R"MLIR(
  return %residual : tensor<1x9x11x24xi8>
}
)MLIR";
  std::mt19937 rng(43);
  NpyArray x = test::randomInts(NpyDType::Int8, {1, 9, 11, 64}, rng);
  NpyArray w = test::randomInts(NpyDType::Int8, {24, 1, 1, 64}, rng);
  NpyArray b = test::randomInts(NpyDType::Int32, {24}, rng);
  NpyArray r = test::randomInts(NpyDType::Int8, {1, 9, 11, 24}, rng);
  test::KernelRunner runner;
  test::expectScalarPathBytes(runner, module, {x, w, b, r}, 9 * 11 * 24,
                              test::everyVectorWidth(),
                              "conv2d + residual add");
}

} // namespace
