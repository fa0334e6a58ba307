//===- Int8DotKernelTest.cpp - VPDPBUSD kernels against the scalar path ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// int8 matmuls and convolutions through tosac-cpu-int8-dot-products and the
// VPDPBUSD register tiles, at both dot-product widths, compared bit for bit
// with the scalar path (the spec's formula): biased activations, packed
// weights (constants packed at compile time, inputs by a transpose in the
// code), the bias correction and zero points at the ends of their range,
// with column tails of 16, 8 and 4 lanes and row tails.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "tosac/Codegen/CpuTarget.h"

#include <string>
#include <vector>

using namespace tosac;

namespace {

/// The dot-product widths the host can run (the tests need VPDPBUSD).
std::vector<int> getHostDotWidths() {
  unsigned host = CpuTarget::getHost().int8DotBits;
  std::vector<int> widths;
  for (int bits : {512, 256})
    if (static_cast<int>(host) >= bits)
      widths.push_back(bits);
  return widths;
}

NpyArray randomInt8(std::mt19937 &rng, std::vector<int64_t> shape) {
  return test::randomInts(NpyDType::Int8, std::move(shape), rng);
}

/// Runs `module` on `inputs` on the scalar path, which gives `elements`
/// elements, at every dot-product width (AMX off) and without the
/// instruction (the int32-lane kernel), and expects identical bytes.
void expectDotPathsMatch(const std::string &module,
                         llvm::ArrayRef<NpyArray> inputs, int64_t elements,
                         const std::string &what) {
  std::vector<int> widths = getHostDotWidths();
  if (widths.empty())
    GTEST_SKIP() << "the host has no VPDPBUSD (AVX-512 VNNI or AVX-VNNI)";
  std::vector<test::NamedLowering> lowerings;
  for (int bits : widths) {
    TosaToLLVMOptions lowering;
    lowering.int8DotBits = bits;
    lowering.amx = 0;
    lowerings.push_back(
        {"dot-product width " + std::to_string(bits), lowering});
  }
  TosaToLLVMOptions none;
  none.int8DotBits = 0;
  lowerings.push_back({"no dot product", none});
  test::KernelRunner runner;
  test::expectScalarPathBytes(runner, module, inputs, elements, lowerings,
                              what);
}

TEST(Int8DotKernel, MatmulEqualsTheScalarPath) {
  // 52 columns: vectors of 16 (or 8), then 4; 13 rows: a tail of 5.
  const int64_t m = 13, k = 36, n = 52;
  for (bool constantB : {false, true})
    for (auto [aZp, bZp] : {std::pair(0, 0), std::pair(-128, 0),
                            std::pair(127, -128), std::pair(5, -3)}) {
      std::mt19937 rng(static_cast<unsigned>(aZp * 31 + bZp + constantB));
      NpyArray a = randomInt8(rng, {2, m, k}), b = randomInt8(rng, {2, k, n});
      std::string bType = llvm::formatv("tensor<2x{0}x{1}xi8>", k, n).str();
      std::string arguments =
          llvm::formatv("%a: tensor<2x{0}x{1}xi8>", m, k).str();
      std::vector<NpyArray> inputs = {a};
      std::string bValue =
          test::addWeights("%b", bType, b, constantB, arguments, inputs);
      std::string module =
          llvm::formatv(R"MLIR(
func.func @main({0}) -> tensor<2x{1}x{2}xi32> {{
{3}  %za = "tosa.const"() <{{values = dense<{4}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zb = "tosa.const"() <{{values = dense<{5}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %za, %zb : (tensor<2x{1}x{6}xi8>, {7}, tensor<1xi8>, tensor<1xi8>) -> tensor<2x{1}x{2}xi32>
  return %0 : tensor<2x{1}x{2}xi32>
}
)MLIR",
                        arguments, m, n, bValue, aZp, bZp, k, bType)
              .str();
      expectDotPathsMatch(module, inputs, 2 * m * n,
                          llvm::formatv("zero points {0}, {1}, {2} B", aZp, bZp,
                                        constantB ? "constant" : "input")
                              .str());
    }
}

TEST(Int8DotKernel, ConvolutionEqualsTheScalarPath) {
  struct Case {
    int inputZp, stride, dilation;
    bool constantFilter;
  };
  // 20 output channels: a vector of 16 (or two of 8), then 4.
  for (Case c : {Case{-128, 1, 1, true}, Case{0, 2, 1, false},
                 Case{17, 1, 2, true}, Case{127, 2, 1, true}}) {
    int64_t h = 13, w = 11, ch = 8, f = 20, extent = 2 * c.dilation + 1;
    int64_t oh = (h + 2 - extent) / c.stride + 1;
    int64_t ow = (w + 2 - extent) / c.stride + 1;
    std::mt19937 rng(
        static_cast<unsigned>(c.inputZp + 100 * c.stride + 10 * c.dilation));
    NpyArray x = randomInt8(rng, {1, h, w, ch});
    NpyArray weights = randomInt8(rng, {f, 3, 3, ch});
    std::string wType = llvm::formatv("tensor<{0}x3x3x{1}xi8>", f, ch).str();
    std::string arguments =
        llvm::formatv("%x: tensor<1x{0}x{1}x{2}xi8>", h, w, ch).str();
    std::vector<NpyArray> inputs = {x};
    std::string wValue = test::addWeights("%w", wType, weights,
                                          c.constantFilter, arguments, inputs);
    // TOSA wants the padded extent minus the window to divide by the
    // stride; the bottom / right padding absorbs the remainder.
    int64_t padH = 1 - (h + 2 - extent) % c.stride;
    int64_t padW = 1 - (w + 2 - extent) % c.stride;
    std::string module =
        llvm::formatv(R"MLIR(
func.func @main({0}) -> tensor<1x{1}x{2}x{3}xi32> {{
{4}  %b = "tosa.const"() <{{values = dense<7> : tensor<{3}xi32>}> : () -> tensor<{3}xi32>
  %izp = "tosa.const"() <{{values = dense<{5}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: {6}, {6}>, pad = array<i64: 1, {9}, 1, {10}>, stride = array<i64: {7}, {7}>} : (tensor<1x{11}x{12}x{13}xi8>, {8}, tensor<{3}xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x{1}x{2}x{3}xi32>
  return %0 : tensor<1x{1}x{2}x{3}xi32>
}
)MLIR",
                      arguments, oh, ow, f, wValue, c.inputZp, c.dilation,
                      c.stride, wType, padH, padW, h, w, ch)
            .str();
    expectDotPathsMatch(
        module, inputs, oh * ow * f,
        llvm::formatv("input zero point {0}, stride {1}, dilation {2}",
                      c.inputZp, c.stride, c.dilation)
            .str());
  }
}

/// A stem convolution of 3 input channels: padded to 4 (-128 in the input,
/// 0 in the filter), constant and input filters.
TEST(Int8DotKernel, ThreeChannelConvolutionEqualsTheScalarPath) {
  for (bool constantFilter : {true, false}) {
    std::mt19937 rng(constantFilter ? 21 : 22);
    NpyArray x = randomInt8(rng, {1, 17, 15, 3});
    NpyArray w = randomInt8(rng, {32, 3, 3, 3});
    std::string arguments = "%x: tensor<1x17x15x3xi8>";
    std::vector<NpyArray> inputs = {x};
    std::string wValue = test::addWeights("%w", "tensor<32x3x3x3xi8>", w,
                                          constantFilter, arguments, inputs);
    std::string module = llvm::formatv(R"MLIR(
func.func @main({0}) -> tensor<1x8x7x32xi32> {{
{1}  %b = "tosa.const"() <{{values = dense<3> : tensor<32xi32>}> : () -> tensor<32xi32>
  %izp = "tosa.const"() <{{values = dense<-9> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x17x15x3xi8>, tensor<32x3x3x3xi8>, tensor<32xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x7x32xi32>
  return %0 : tensor<1x8x7x32xi32>
}
)MLIR",
                                       arguments, wValue)
                             .str();
    expectDotPathsMatch(module, inputs, 8 * 7 * 32,
                        constantFilter ? "3 channels, constant filter"
                                       : "3 channels, input filter");
  }
}

/// conv2d followed by a per-channel RESCALE to int8 (a TFLite-style layer):
/// the rescale runs on each forall tile of the convolution, on its int32
/// accumulators while they are in cache, and writes the int8 result.
TEST(Int8DotKernel, ConvolutionWithRescaleEqualsTheScalarPath) {
  const std::string module = R"MLIR(
func.func @main(%x: tensor<1x20x18x16xi8>, %w: tensor<48x3x3x16xi8>, %b: tensor<48xi32>) -> tensor<1x20x18x48xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x20x18x16xi8>, tensor<48x3x3x16xi8>, tensor<48xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x20x18x48xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<48xi32>}> : () -> tensor<48xi32>
  %s = "tosa.const"() <{values = dense<[38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43]> : tensor<48xi8>}> : () -> tensor<48xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x20x18x48xi32>, tensor<48xi32>, tensor<48xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x20x18x48xi8>
  return %0 : tensor<1x20x18x48xi8>
}
)MLIR";
  std::mt19937 rng(11);
  NpyArray x = randomInt8(rng, {1, 20, 18, 16});
  NpyArray w = randomInt8(rng, {48, 3, 3, 16});
  NpyArray b = test::randomInts(NpyDType::Int32, {48}, rng);
  expectDotPathsMatch(module, {x, w, b}, 20 * 18 * 48, "conv2d + rescale");
}

TEST(Int8DotKernel, RescaleOnRegisterTilesEqualsTheScalarPath) {
  // A 1x1 convolution with constant weights whose RESCALE runs on each
  // register tile's accumulators in registers (the accumulators are never
  // stored): 13 pixels per row (a tail of 5) and 64 channels,
  // with SINGLE_ROUND and DOUBLE_ROUND and shifts on both sides of 32.
  for (llvm::StringRef rounding : {"SINGLE_ROUND", "DOUBLE_ROUND"})
    for (bool constantWeights : {true, false}) {
      std::mt19937 rng(constantWeights ? 21 : 22);
      NpyArray x = randomInt8(rng, {1, 6, 13, 20});
      NpyArray w = randomInt8(rng, {64, 1, 1, 20});
      std::string arguments = "%x: tensor<1x6x13x20xi8>";
      std::vector<NpyArray> inputs = {x};
      std::string weights = test::addWeights(
          "%w", "tensor<64x1x1x20xi8>", w, constantWeights, arguments, inputs);
      NpyArray b = test::randomInts(NpyDType::Int32, {64}, rng);
      std::string bias = test::addWeights("%b", "tensor<64xi32>", b,
                                          constantWeights, arguments, inputs);
      std::string shifts;
      for (int c = 0; c < 64; ++c)
        shifts += (c ? ", " : "") + std::to_string(20 + c % 24);
      std::string module =
          llvm::formatv(R"MLIR(
func.func @main({0}) -> tensor<1x6x13x64xi8> {{
{1}{2}  %izp = "tosa.const"() <{{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x13x20xi8>, tensor<64x1x1x20xi8>, tensor<64xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x13x64xi32>
  %m = "tosa.const"() <{{values = dense<1518500250> : tensor<64xi32>}> : () -> tensor<64xi32>
  %s = "tosa.const"() <{{values = dense<[{3}]> : tensor<64xi8>}> : () -> tensor<64xi8>
  %rzp = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {{scale32 = true, rounding_mode = {4}, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x6x13x64xi32>, tensor<64xi32>, tensor<64xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x6x13x64xi8>
  return %0 : tensor<1x6x13x64xi8>
}
)MLIR",
                        arguments, weights, bias, shifts, rounding)
              .str();
      expectDotPathsMatch(module, inputs, 6 * 13 * 64,
                          (rounding + (constantWeights ? ", constant weights"
                                                       : ", weights as inputs"))
                              .str());
    }
}

} // namespace
