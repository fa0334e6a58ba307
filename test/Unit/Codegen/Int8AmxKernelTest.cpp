//===- Int8AmxKernelTest.cpp - AMX int8 kernels against the scalar path ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// int8 matmuls and convolutions on AMX tiles (tosac-cpu-amx-tiles),
// compared bit for bit with the scalar path (the spec's formula). The shapes
// reach every case of the tile code: row blocks of 16 and shorter ones,
// one and two column blocks, panels of 32 columns in a loop, reductions of
// whole 16-group steps, with a shorter last step, of fewer than 16 groups, and
// cut into cache tiles; filter taps with strides, dilation and padding; zero
// points at the ends of their range; constant and input weights; a fused
// RESCALE epilogue.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "tosac/Codegen/CpuTarget.h"

#include <string>
#include <vector>

using namespace tosac;

namespace {

/// Runs `module` on `inputs` on the scalar path, which gives `elements`
/// elements, and with AMX tiles on one thread and on threads, and expects
/// identical bytes.
void expectAmxMatchesScalar(const std::string &module,
                            llvm::ArrayRef<NpyArray> inputs, int64_t elements,
                            const std::string &what) {
  if (!CpuTarget::getHost().hasAmxInt8)
    GTEST_SKIP() << "the host has no AMX-INT8";
  std::vector<test::NamedLowering> lowerings;
  for (bool parallel : {false, true}) {
    TosaToLLVMOptions amx;
    amx.amx = 1;
    amx.parallel = parallel;
    lowerings.push_back({parallel ? "on threads" : "on one thread", amx});
  }
  test::KernelRunner runner;
  test::expectScalarPathBytes(runner, module, inputs, elements, lowerings,
                              what);
}

struct MatmulCase {
  int64_t batch, m, k, n;
  int aZp, bZp;
  bool constantB;
};

TEST(Int8AmxKernel, MatmulEqualsTheScalarPath) {
  for (MatmulCase c : {
           // Rows 32 + 13, columns 32 + 16, 4 whole steps.
           MatmulCase{1, 45, 256, 48, 0, 0, true},
           MatmulCase{2, 45, 256, 48, -128, 127, false},
           // 25 groups: a step of 16 and one of 9 (16-row tiles).
           MatmulCase{1, 40, 100, 32, 127, -128, true},
           // 6 groups: only a short step; 7 rows.
           MatmulCase{1, 7, 24, 16, 5, -3, false},
           // 128 columns: register tiles of two 32-column panels.
           MatmulCase{1, 64, 128, 128, 3, 9, true},
           // 1040 groups: cache tiles of 208 groups.
           MatmulCase{1, 18, 4160, 32, -7, 0, true},
       }) {
    std::mt19937 rng(static_cast<unsigned>(c.m * 7 + c.k + c.n + c.aZp));
    NpyArray a = test::randomInts(NpyDType::Int8, {c.batch, c.m, c.k}, rng);
    NpyArray b = test::randomInts(NpyDType::Int8, {c.batch, c.k, c.n}, rng);
    std::string aType =
        llvm::formatv("tensor<{0}x{1}x{2}xi8>", c.batch, c.m, c.k).str();
    std::string bType =
        llvm::formatv("tensor<{0}x{1}x{2}xi8>", c.batch, c.k, c.n).str();
    std::string cType =
        llvm::formatv("tensor<{0}x{1}x{2}xi32>", c.batch, c.m, c.n).str();
    std::string arguments = "%a: " + aType;
    std::vector<NpyArray> inputs = {a};
    std::string bValue =
        test::addWeights("%b", bType, b, c.constantB, arguments, inputs);
    std::string module =
        llvm::formatv(R"MLIR(
func.func @main({0}) -> {1} {{
{2}  %za = "tosa.const"() <{{values = dense<{3}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zb = "tosa.const"() <{{values = dense<{4}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %za, %zb : ({5}, {6}, tensor<1xi8>, tensor<1xi8>) -> {1}
  return %0 : {1}
}
)MLIR",
                      arguments, cType, bValue, c.aZp, c.bZp, aType, bType)
            .str();
    expectAmxMatchesScalar(
        module, inputs, c.batch * c.m * c.n,
        llvm::formatv("matmul {0}x{1}x{2}x{3}", c.batch, c.m, c.k, c.n).str());
  }
}

struct ConvCase {
  int64_t h, w, c, f, kernel, stride, dilation;
  int inputZp;
  bool constantFilter;
};

TEST(Int8AmxKernel, ConvolutionEqualsTheScalarPath) {
  for (ConvCase c : {
           // 64 channels: whole steps; 40 pixels per row: 32 + 8.
           ConvCase{9, 40, 64, 48, 3, 1, 1, -128, true},
           // 40 channels: 10 groups, one short step per tap.
           ConvCase{15, 23, 40, 32, 3, 2, 2, 17, false},
           // 80 channels: a step of 16 groups and one of 4.
           ConvCase{6, 21, 80, 16, 3, 1, 1, 127, true},
           // A 1x1 convolution of 96 channels, stride 2.
           ConvCase{15, 15, 96, 64, 1, 2, 1, 0, true},
       }) {
    std::mt19937 rng(static_cast<unsigned>(c.h * c.w + c.c + c.f));
    int64_t extent = (c.kernel - 1) * c.dilation + 1;
    int64_t pad = c.kernel / 2;
    int64_t oh = (c.h + 2 * pad - extent) / c.stride + 1;
    int64_t ow = (c.w + 2 * pad - extent) / c.stride + 1;
    // TOSA wants the padded extent minus the window to divide by the
    // stride; the bottom / right padding absorbs the remainder.
    int64_t padH = pad - (c.h + 2 * pad - extent) % c.stride;
    int64_t padW = pad - (c.w + 2 * pad - extent) % c.stride;
    NpyArray x = test::randomInts(NpyDType::Int8, {1, c.h, c.w, c.c}, rng);
    NpyArray weights =
        test::randomInts(NpyDType::Int8, {c.f, c.kernel, c.kernel, c.c}, rng);
    std::string xType =
        llvm::formatv("tensor<1x{0}x{1}x{2}xi8>", c.h, c.w, c.c).str();
    std::string wType =
        llvm::formatv("tensor<{0}x{1}x{1}x{2}xi8>", c.f, c.kernel, c.c).str();
    std::string oType =
        llvm::formatv("tensor<1x{0}x{1}x{2}xi32>", oh, ow, c.f).str();
    std::string arguments = "%x: " + xType;
    std::vector<NpyArray> inputs = {x};
    std::string wValue = test::addWeights("%w", wType, weights,
                                          c.constantFilter, arguments, inputs);
    std::string module =
        llvm::formatv(R"MLIR(
func.func @main({0}) -> {1} {{
{2}  %b = "tosa.const"() <{{values = dense<-9> : tensor<{3}xi32>}> : () -> tensor<{3}xi32>
  %izp = "tosa.const"() <{{values = dense<{4}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {{acc_type = i32, dilation = array<i64: {5}, {5}>, pad = array<i64: {6}, {7}, {6}, {8}>, stride = array<i64: {9}, {9}>} : ({10}, {11}, tensor<{3}xi32>, tensor<1xi8>, tensor<1xi8>) -> {1}
  return %0 : {1}
}
)MLIR",
                      arguments, oType, wValue, c.f, c.inputZp, c.dilation, pad,
                      padH, padW, c.stride, xType, wType)
            .str();
    expectAmxMatchesScalar(
        module, inputs, oh * ow * c.f,
        llvm::formatv("conv {0}x{0} on {1}x{2}x{3} -> {4}, stride {5}, "
                      "dilation {6}",
                      c.kernel, c.h, c.w, c.c, c.f, c.stride, c.dilation)
            .str());
  }
}

/// conv2d + per-channel RESCALE to int8: the rescale runs on each forall
/// tile, on the accumulators the AMX tiles stored.
TEST(Int8AmxKernel, ConvolutionWithRescaleEqualsTheScalarPath) {
  const std::string module = R"MLIR(
func.func @main(%x: tensor<1x20x36x64xi8>, %w: tensor<32x3x3x64xi8>, %b: tensor<32xi32>) -> tensor<1x20x36x32xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x20x36x64xi8>, tensor<32x3x3x64xi8>, tensor<32xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x20x36x32xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<32xi32>}> : () -> tensor<32xi32>
  %s = "tosa.const"() <{values = dense<[38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39, 40, 41, 42, 43, 38, 39]> : tensor<32xi8>}> : () -> tensor<32xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x20x36x32xi32>, tensor<32xi32>, tensor<32xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x20x36x32xi8>
  return %0 : tensor<1x20x36x32xi8>
}
)MLIR";
  std::mt19937 rng(12);
  NpyArray x = test::randomInts(NpyDType::Int8, {1, 20, 36, 64}, rng);
  NpyArray w = test::randomInts(NpyDType::Int8, {32, 3, 3, 64}, rng);
  NpyArray b = test::randomInts(NpyDType::Int32, {32}, rng);
  expectAmxMatchesScalar(module, {x, w, b}, 20 * 36 * 32, "conv2d + rescale");
}

} // namespace
