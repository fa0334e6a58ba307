//===- ThreadsTest.cpp - Kernels on 1 to N threads, executed --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Runs kernels whose cache tiles are shared out over OpenMP threads (matmul,
// batch matmul, conv2d, depthwise_conv2d, elementwise chains, pooling and
// reductions without vector kernels), with sizes the
// tiles do not divide, on 1, 2, 3 and 5 threads, and checks that every
// output is bit-identical to the single-threaded one: the reduction order of
// an output element never depends on the thread count.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "tosac/Runtime/Threads.h"

#include <cstring>

using namespace tosac;

namespace {

struct ThreadCase {
  const char *name;
  const char *module;
  std::vector<std::vector<int64_t>> inputShapes;
};

const ThreadCase kCases[] = {
    {"matmul",
     R"MLIR(
func.func @main(%a: tensor<2x133x301xf32>, %b: tensor<2x301x517xf32>) -> tensor<2x133x517xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x133x301xf32>, tensor<2x301x517xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x133x517xf32>
  return %0 : tensor<2x133x517xf32>
}
)MLIR",
     {{2, 133, 301}, {2, 301, 517}}},
    {"conv2d",
     R"MLIR(
func.func @main(%x: tensor<1x29x31x37xf32>, %w: tensor<40x3x3x37xf32>, %b: tensor<40xf32>) -> tensor<1x29x31x40xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x29x31x37xf32>, tensor<40x3x3x37xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x29x31x40xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x29x31x40xf32>) -> tensor<1x29x31x40xf32>
  return %1 : tensor<1x29x31x40xf32>
}
)MLIR",
     {{1, 29, 31, 37}, {40, 3, 3, 37}, {40}}},
    {"depthwise",
     R"MLIR(
func.func @main(%x: tensor<1x30x27x72xf32>, %w: tensor<3x3x72x1xf32>, %b: tensor<72xf32>) -> tensor<1x30x27x72xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x30x27x72xf32>, tensor<3x3x72x1xf32>, tensor<72xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x30x27x72xf32>
  return %0 : tensor<1x30x27x72xf32>
}
)MLIR",
     {{1, 30, 27, 72}, {3, 3, 72, 1}, {72}}},
    {"elementwise",
     R"MLIR(
func.func @main(%a: tensor<3x41x43x33xf32>, %b: tensor<1x1x43x33xf32>) -> tensor<3x41x43x33xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<3x41x43x33xf32>, tensor<1x1x43x33xf32>, tensor<1xi8>) -> tensor<3x41x43x33xf32>
  %1 = tosa.add %0, %a : (tensor<3x41x43x33xf32>, tensor<3x41x43x33xf32>) -> tensor<3x41x43x33xf32>
  %2 = tosa.maximum %1, %b : (tensor<3x41x43x33xf32>, tensor<1x1x43x33xf32>) -> tensor<3x41x43x33xf32>
  return %2 : tensor<3x41x43x33xf32>
}
)MLIR",
     {{3, 41, 43, 33}, {1, 1, 43, 33}}},
    // No vector kernel: pooling and a reduction, shared out over threads
    // with scalar loops inside.
    {"pool_and_reduce",
     R"MLIR(
func.func @main(%x: tensor<1x57x55x40xf32>) -> (tensor<1x28x27x40xf32>, tensor<1x57x1x40xf32>) {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x57x55x40xf32>) -> tensor<1x28x27x40xf32>
  %1 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<1x57x55x40xf32>) -> tensor<1x57x1x40xf32>
  return %0, %1 : tensor<1x28x27x40xf32>, tensor<1x57x1x40xf32>
}
)MLIR",
     {{1, 57, 55, 40}}},
};

bool sameBytes(const NpyArray &a, const NpyArray &b) {
  return a.shape == b.shape && a.data.size() == b.data.size() &&
         std::memcmp(a.data.data(), b.data.data(), a.data.size()) == 0;
}

class ThreadsTest : public testing::TestWithParam<ThreadCase> {};

TEST_P(ThreadsTest, OutputsAreBitIdenticalForEveryThreadCount) {
  const ThreadCase &c = GetParam();
  test::KernelRunner runner;
  std::unique_ptr<CompiledModule> compiled = runner.compile(c.module, {});
  ASSERT_TRUE(compiled);
  std::mt19937 rng(7);
  std::vector<NpyArray> inputs;
  for (const std::vector<int64_t> &shape : c.inputShapes)
    inputs.push_back(test::randomArray(shape, rng));

  compiled->setThreads(1);
  EXPECT_EQ(compiled->getThreads(), 1u);
  NpyArray single = test::KernelRunner::runCompiled(*compiled, inputs);
  ASSERT_GT(single.numElements(), 0);
  for (unsigned threads : {2u, 3u, 5u}) {
    compiled->setThreads(threads);
    EXPECT_EQ(compiled->getThreads(), threads);
    NpyArray parallel = test::KernelRunner::runCompiled(*compiled, inputs);
    EXPECT_TRUE(sameBytes(single, parallel))
        << c.name << ": " << threads << " threads differ from 1";
  }
  // 0 means one thread per core.
  compiled->setThreads(0);
  EXPECT_EQ(compiled->getThreads(), getCoreCount());
}

INSTANTIATE_TEST_SUITE_P(Kernels, ThreadsTest, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<ThreadCase> &info) {
                           return std::string(info.param.name);
                         });

TEST(Threads, SetThreadsIsPerCallingThread) {
  tosac_set_threads(3);
  EXPECT_EQ(tosac_get_threads(), 3);
  tosac_set_threads(0);
  EXPECT_EQ(tosac_get_threads(), static_cast<int>(getCoreCount()));
}

/// A REQUIRE check that fails inside a kernel's parallel loop, on a worker
/// thread, fails the run like one on the calling thread: an int32 add of
/// 32768 elements (shared out over threads) overflowing in its last row,
/// which the second thread computes.
TEST(Threads, ChecksFailingOnWorkerThreadsFailTheRun) {
  const std::string module = R"MLIR(
func.func @main(%a: tensor<128x256xi32>, %b: tensor<128x256xi32>) -> tensor<128x256xi32> {
  %0 = tosa.add %a, %b : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi32>
  return %0 : tensor<128x256xi32>
}
)MLIR";
  test::KernelRunner runner;
  std::unique_ptr<CompiledModule> compiled = runner.compile(module, {});
  ASSERT_TRUE(compiled);
  NpyArray a = NpyArray::zeros(NpyDType::Int32, {128, 256});
  NpyArray b = NpyArray::zeros(NpyDType::Int32, {128, 256});
  a.set<int32_t>(127 * 256 + 5, 2147483647);
  b.set<int32_t>(127 * 256 + 5, 1);
  for (unsigned threads : {1u, 2u}) {
    compiled->setThreads(threads);
    auto outputs = compiled->run({a, b});
    ASSERT_FALSE(static_cast<bool>(outputs)) << threads << " threads";
    std::string message = llvm::toString(outputs.takeError());
    EXPECT_NE(message.find("integer addition overflows"), std::string::npos)
        << message;
    // The failure is taken: the next run without overflow succeeds.
    NpyArray zeros = NpyArray::zeros(NpyDType::Int32, {128, 256});
    auto clean = compiled->run({zeros, zeros});
    EXPECT_TRUE(static_cast<bool>(clean)) << threads << " threads";
    if (!clean)
      llvm::consumeError(clean.takeError());
  }
}

} // namespace
