//===- CAPITest.cpp - Tests of the tosac C API ----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests every function of tosac-c/Tosac.h: the names of statuses
// and dtypes, contexts and their last error, loading from files and memory
// in each format, compilation options, the interface queries, runs on
// caller buffers, variables, and the error path of each (bad files, wrong
// buffer sizes, unknown names, a failed runtime check).
//
//===----------------------------------------------------------------------===//

#include "tosac-c/Tosac.h"

#include "tosac/Runtime/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char *kAccumulator = R"MLIR(
tosa.variable @acc = dense<[1, 2, 3, 4]> : tensor<4xi32>
func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @acc : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @acc, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
)MLIR";

const char *kUninitialized = R"MLIR(
tosa.variable @state : tensor<4xi32>
func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @state : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @state, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
)MLIR";

const char *kTwoInputs = R"MLIR(
func.func @scaled(%a: tensor<2x3xf32> {tosa.name = "a"}, %b: tensor<f32> {tosa.name = "b"}) -> (tensor<2x3xf32> {tosa.name = "sum"}) {
  %r = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b2 = tosa.reshape %b, %r : (tensor<f32>, !tosa.shape<2>) -> tensor<1x1xf32>
  %0 = tosa.add %a, %b2 : (tensor<2x3xf32>, tensor<1x1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
)MLIR";

/// MUL with i8 results: outside the TOSA 1.0 tables, a framework form
/// tosac defines (the low bits of the product).
const char *kFrameworkMul = R"MLIR(
func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
)MLIR";

/// A dynamic batch: each row doubled, then summed.
const char *kDynamicBatch = R"MLIR(
func.func @main(%a: tensor<?x3xi32> {tosa.name = "a"}) -> (tensor<?x1xi32> {tosa.name = "sum"}) {
  %0 = tosa.add %a, %a : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
  %1 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<?x3xi32>) -> tensor<?x1xi32>
  return %1 : tensor<?x1xi32>
}
)MLIR";

std::string sourcePath(const char *relative) {
  return std::string(TOSAC_SOURCE_DIR) + "/" + relative;
}

/// A context, destroyed with the test.
class CAPITest : public ::testing::Test {
protected:
  void SetUp() override { ASSERT_EQ(tosac_context_create(&context), TOSAC_OK); }
  void TearDown() override {
    for (tosac_executable executable : executables)
      tosac_executable_destroy(executable);
    tosac_context_destroy(context);
  }

  /// Loads MLIR text and compiles it for `target`.
  tosac_executable compileText(const char *text,
                               tosac_target target = TOSAC_TARGET_CPU) {
    tosac_module module = nullptr;
    EXPECT_EQ(tosac_module_load_memory(context, text, std::strlen(text),
                                       TOSAC_FORMAT_MLIR, &module),
              TOSAC_OK)
        << tosac_last_error(context);
    if (!module)
      return nullptr;
    tosac_compile_options options;
    tosac_compile_options_init(&options);
    options.target = target;
    tosac_executable executable = nullptr;
    EXPECT_EQ(tosac_compile(module, &options, &executable), TOSAC_OK)
        << tosac_last_error(context);
    tosac_module_destroy(module);
    if (executable)
      executables.push_back(executable);
    return executable;
  }

  std::string lastError() const { return tosac_last_error(context); }

  tosac_context context = nullptr;
  std::vector<tosac_executable> executables;
};

/// Runs a one-input, one-output int32 model.
tosac_status runInt32(tosac_executable executable, std::vector<int32_t> &in,
                      std::vector<int32_t> &out) {
  const void *inputs[] = {in.data()};
  size_t inputSizes[] = {in.size() * sizeof(int32_t)};
  void *outputs[] = {out.data()};
  size_t outputSizes[] = {out.size() * sizeof(int32_t)};
  return tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                              outputSizes, 1);
}

TEST(CAPINames, StatusesAndDTypes) {
  EXPECT_STREQ(tosac_status_name(TOSAC_OK), "TOSAC_OK");
  EXPECT_STREQ(tosac_status_name(TOSAC_ERROR_RUNTIME_CHECK),
               "TOSAC_ERROR_RUNTIME_CHECK");
  EXPECT_STREQ(tosac_status_name(99), "TOSAC_ERROR_UNKNOWN");
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_INT8), 1u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_INT4), 1u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_INT48), 8u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_BF16), 2u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_FP32), 4u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_SHAPE), 8u);
  EXPECT_EQ(tosac_dtype_size(-1), 0u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_UINT8), 1u);
  EXPECT_EQ(tosac_dtype_size(TOSAC_DTYPE_UINT16), 2u);
  EXPECT_EQ(tosac_dtype_size(16), 0u);
  EXPECT_STREQ(tosac_dtype_name(TOSAC_DTYPE_INT48), "INT48");
  EXPECT_STREQ(tosac_dtype_name(TOSAC_DTYPE_UINT16), "UINT16");
  EXPECT_STREQ(tosac_dtype_name(TOSAC_DTYPE_FP8E5M2), "FP8E5M2");
  EXPECT_STREQ(tosac_dtype_name(42), "UNKNOWN");
}

TEST(CAPINames, Version) {
  // "<major>.<minor>.<patch> (git <revision>)", as tosac_version() documents.
  llvm::Regex format(
      "^[0-9]+\\.[0-9]+\\.[0-9]+ \\(git ([0-9a-f]+(-dirty)?|revision "
      "unknown)\\)$");
  EXPECT_TRUE(format.match(tosac_version())) << tosac_version();
  // A static string: the same pointer every time.
  EXPECT_EQ(tosac_version(), tosac_version());
}

TEST(CAPIContext, NullArguments) {
  EXPECT_EQ(tosac_context_create(nullptr), TOSAC_ERROR_INVALID_ARGUMENT);
  tosac_context_destroy(nullptr);
  tosac_module_destroy(nullptr);
  tosac_executable_destroy(nullptr);
  EXPECT_STRNE(tosac_last_error(nullptr), "");
  EXPECT_EQ(tosac_last_status(nullptr), TOSAC_ERROR_INVALID_ARGUMENT);
  tosac_clear_error(nullptr);
  tosac_module module = nullptr;
  EXPECT_EQ(tosac_module_load_file(nullptr, "x.mlir", &module),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tosac_compile(nullptr, nullptr, nullptr),
            TOSAC_ERROR_INVALID_ARGUMENT);
  size_t count;
  EXPECT_EQ(tosac_executable_count(nullptr, TOSAC_ROLE_INPUT, &count),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(
      tosac_executable_run(nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0),
      TOSAC_ERROR_INVALID_ARGUMENT);
  tosac_compile_options_init(nullptr);
}

TEST_F(CAPITest, LastErrorIsKeptUntilCleared) {
  EXPECT_STREQ(tosac_last_error(context), "");
  EXPECT_EQ(tosac_last_status(context), TOSAC_OK);
  tosac_module module = nullptr;
  EXPECT_EQ(tosac_module_load_file(context, nullptr, &module),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tosac_last_status(context), TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("null path"), std::string::npos);
  tosac_clear_error(context);
  EXPECT_STREQ(tosac_last_error(context), "");
  EXPECT_EQ(tosac_last_status(context), TOSAC_OK);
}

TEST_F(CAPITest, LoadMissingFile) {
  tosac_module module = reinterpret_cast<tosac_module>(1);
  EXPECT_EQ(tosac_module_load_file(context, "/nonexistent/model.tosa", &module),
            TOSAC_ERROR_IO);
  EXPECT_EQ(module, nullptr);
  EXPECT_NE(lastError().find("cannot read '/nonexistent/model.tosa'"),
            std::string::npos)
      << lastError();
}

TEST_F(CAPITest, LoadInvalidFile) {
  llvm::SmallString<128> path;
  int fd;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("capi", "mlir", fd, path));
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << "func.func @main( {\n";
  }
  tosac_module module = nullptr;
  EXPECT_EQ(tosac_module_load_file(context, path.c_str(), &module),
            TOSAC_ERROR_INVALID_MODEL);
  EXPECT_EQ(module, nullptr);
  EXPECT_NE(lastError().find("error:"), std::string::npos) << lastError();
  llvm::sys::fs::remove(path);
}

TEST_F(CAPITest, LoadMemoryErrors) {
  tosac_module module = nullptr;
  const char garbage[] = "not a model";
  EXPECT_EQ(
      tosac_module_load_memory(context, garbage, sizeof(garbage), 7, &module),
      TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("unknown tosac_format 7"), std::string::npos);
  EXPECT_EQ(
      tosac_module_load_memory(context, nullptr, 0, TOSAC_FORMAT_MLIR, &module),
      TOSAC_ERROR_INVALID_ARGUMENT);
  for (tosac_format format :
       {TOSAC_FORMAT_TOSA, TOSAC_FORMAT_JSON, TOSAC_FORMAT_MLIR}) {
    tosac_clear_error(context);
    EXPECT_EQ(tosac_module_load_memory(context, garbage, sizeof(garbage) - 1,
                                       format, &module),
              TOSAC_ERROR_INVALID_MODEL)
        << "format " << format;
    EXPECT_EQ(module, nullptr);
    EXPECT_STRNE(tosac_last_error(context), "");
  }
  // Valid syntax, invalid TOSA: the verifier's message comes back.
  const char *invalid = R"MLIR(
func.func @main(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
})MLIR";
  EXPECT_EQ(tosac_module_load_memory(context, invalid, std::strlen(invalid),
                                     TOSAC_FORMAT_MLIR, &module),
            TOSAC_ERROR_INVALID_MODEL);
  EXPECT_NE(lastError().find("error:"), std::string::npos) << lastError();
}

TEST_F(CAPITest, CompileOptionsAndConsumedModule) {
  tosac_compile_options options;
  tosac_compile_options_init(&options);
  EXPECT_EQ(options.version, TOSAC_C_API_VERSION);
  EXPECT_EQ(options.target, TOSAC_TARGET_CPU);
  EXPECT_EQ(options.opt_level, -1);
  EXPECT_EQ(options.entry, nullptr);
  EXPECT_EQ(options.strict, 0);

  tosac_module module = nullptr;
  ASSERT_EQ(tosac_module_load_memory(context, kTwoInputs,
                                     std::strlen(kTwoInputs), TOSAC_FORMAT_MLIR,
                                     &module),
            TOSAC_OK);
  tosac_executable executable = nullptr;
  options.target = 5;
  EXPECT_EQ(tosac_compile(module, &options, &executable),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("unknown tosac_target 5"), std::string::npos);
  options.target = TOSAC_TARGET_CPU;
  options.opt_level = 4;
  EXPECT_EQ(tosac_compile(module, &options, &executable),
            TOSAC_ERROR_INVALID_ARGUMENT);
  options.opt_level = 1;
  options.version = TOSAC_C_API_VERSION + 1;
  EXPECT_EQ(tosac_compile(module, &options, &executable),
            TOSAC_ERROR_INVALID_ARGUMENT);
  options.version = TOSAC_C_API_VERSION;
  EXPECT_EQ(tosac_compile(module, &options, nullptr),
            TOSAC_ERROR_INVALID_ARGUMENT);
  // None of the rejected calls consumed the module.
  options.entry = "nope";
  EXPECT_EQ(tosac_compile(module, &options, &executable), TOSAC_ERROR_COMPILE);
  EXPECT_NE(lastError().find("no function named 'nope'"), std::string::npos)
      << lastError();
  EXPECT_EQ(executable, nullptr);
  // A failed compilation consumes the module too.
  options.entry = "scaled";
  EXPECT_EQ(tosac_compile(module, &options, &executable),
            TOSAC_ERROR_INVALID_STATE);
  tosac_module_destroy(module);
}

TEST_F(CAPITest, DynamicBatchRunsAtEverySize) {
  tosac_executable executable = compileText(kDynamicBatch);
  ASSERT_NE(executable, nullptr);
  tosac_tensor_info info;
  ASSERT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, &info),
      TOSAC_OK);
  ASSERT_EQ(info.rank, 2u);
  EXPECT_EQ(info.dims[0], -1);
  EXPECT_EQ(info.dims[1], 3);
  EXPECT_EQ(info.byte_size, 0u);
  // Running before the batch is set says which input needs a shape.
  std::vector<int32_t> in, out;
  EXPECT_EQ(runInt32(executable, in, out), TOSAC_ERROR_INVALID_STATE);
  EXPECT_NE(lastError().find("input 'a' has a dynamic extent"),
            std::string::npos)
      << lastError();
  const int64_t wrong[] = {2, 4};
  EXPECT_EQ(tosac_executable_set_input_shape(executable, 0, wrong, 2),
            TOSAC_ERROR_SIZE_MISMATCH);

  for (int64_t batch : {1, 3, 8, 3}) {
    const int64_t dims[] = {batch, 3};
    ASSERT_EQ(tosac_executable_set_input_shape(executable, 0, dims, 2),
              TOSAC_OK);
    ASSERT_EQ(
        tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, &info),
        TOSAC_OK);
    EXPECT_EQ(info.byte_size, size_t(batch) * 3 * sizeof(int32_t));
    ASSERT_EQ(
        tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, 0, &info),
        TOSAC_OK)
        << lastError();
    ASSERT_EQ(info.rank, 2u);
    EXPECT_EQ(info.dims[0], batch);
    EXPECT_EQ(info.dims[1], 1);
    in.assign(batch * 3, 0);
    for (int64_t i = 0; i < batch * 3; ++i)
      in[i] = int32_t(i);
    out.assign(batch, -1);
    ASSERT_EQ(runInt32(executable, in, out), TOSAC_OK) << lastError();
    for (int64_t row = 0; row < batch; ++row)
      EXPECT_EQ(out[row], 2 * (9 * row + 3)) << "batch " << batch;
  }
}

TEST_F(CAPITest, StrictRejectsFrameworkForms) {
  auto load = [&] {
    tosac_module module = nullptr;
    EXPECT_EQ(tosac_module_load_memory(context, kFrameworkMul,
                                       std::strlen(kFrameworkMul),
                                       TOSAC_FORMAT_MLIR, &module),
              TOSAC_OK);
    return module;
  };
  tosac_compile_options options;
  tosac_compile_options_init(&options);
  options.strict = 1;
  tosac_executable executable = nullptr;
  EXPECT_EQ(tosac_compile(load(), &options, &executable), TOSAC_ERROR_COMPILE);
  EXPECT_NE(lastError().find("'tosa.mul' op expected a type combination TOSA "
                             "supports: got (i8, i8, i8) -> i8"),
            std::string::npos)
      << lastError();
  // A version 1 struct has no `strict`: the field is not read.
  options.version = 1;
  ASSERT_EQ(tosac_compile(load(), &options, &executable), TOSAC_OK);
  executables.push_back(executable);
  options.version = TOSAC_C_API_VERSION;
  options.strict = 0;
  ASSERT_EQ(tosac_compile(load(), &options, &executable), TOSAC_OK);
  executables.push_back(executable);
}

TEST_F(CAPITest, InterfaceQueries) {
  tosac_executable executable = compileText(kTwoInputs);
  ASSERT_NE(executable, nullptr);
  size_t count = 0;
  ASSERT_EQ(tosac_executable_count(executable, TOSAC_ROLE_INPUT, &count),
            TOSAC_OK);
  EXPECT_EQ(count, 2u);
  ASSERT_EQ(tosac_executable_count(executable, TOSAC_ROLE_OUTPUT, &count),
            TOSAC_OK);
  EXPECT_EQ(count, 1u);
  ASSERT_EQ(tosac_executable_count(executable, TOSAC_ROLE_VARIABLE, &count),
            TOSAC_OK);
  EXPECT_EQ(count, 0u);
  EXPECT_EQ(tosac_executable_count(executable, 3, &count),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tosac_executable_count(executable, TOSAC_ROLE_INPUT, nullptr),
            TOSAC_ERROR_INVALID_ARGUMENT);

  tosac_tensor_info info;
  ASSERT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, &info),
      TOSAC_OK);
  EXPECT_STREQ(info.name, "a");
  EXPECT_EQ(info.dtype, TOSAC_DTYPE_FP32);
  ASSERT_EQ(info.rank, 2u);
  EXPECT_EQ(info.dims[0], 2);
  EXPECT_EQ(info.dims[1], 3);
  EXPECT_EQ(info.num_elements, 6u);
  EXPECT_EQ(info.byte_size, 24u);
  ASSERT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 1, &info),
      TOSAC_OK);
  EXPECT_STREQ(info.name, "b");
  EXPECT_EQ(info.rank, 0u);
  EXPECT_EQ(info.num_elements, 1u);
  EXPECT_EQ(info.byte_size, 4u);
  ASSERT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, 0, &info),
      TOSAC_OK);
  EXPECT_STREQ(info.name, "sum");
  EXPECT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, 1, &info),
      TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("output index 1 is out of range"),
            std::string::npos)
      << lastError();
  EXPECT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, nullptr),
      TOSAC_ERROR_INVALID_ARGUMENT);

  size_t index = 7;
  ASSERT_EQ(tosac_executable_find(executable, TOSAC_ROLE_INPUT, "b", &index),
            TOSAC_OK);
  EXPECT_EQ(index, 1u);
  EXPECT_EQ(tosac_executable_find(executable, TOSAC_ROLE_OUTPUT, "a", &index),
            TOSAC_ERROR_NOT_FOUND);
  EXPECT_EQ(lastError(), "no output named 'a'");
  EXPECT_EQ(
      tosac_executable_find(executable, TOSAC_ROLE_INPUT, nullptr, &index),
      TOSAC_ERROR_INVALID_ARGUMENT);
}

TEST_F(CAPITest, RunChecksBuffers) {
  tosac_executable executable = compileText(kTwoInputs);
  ASSERT_NE(executable, nullptr);
  float a[6] = {1, 2, 3, 4, 5, 6}, b = 0.5f, sum[6] = {0};
  const void *inputs[] = {a, &b};
  size_t inputSizes[] = {sizeof(a), sizeof(b)};
  void *outputs[] = {sum};
  size_t outputSizes[] = {sizeof(sum)};
  ASSERT_EQ(tosac_executable_run(executable, inputs, inputSizes, 2, outputs,
                                 outputSizes, 1),
            TOSAC_OK)
      << lastError();
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(sum[i], a[i] + 0.5f);

  EXPECT_EQ(tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                                 outputSizes, 1),
            TOSAC_ERROR_SIZE_MISMATCH);
  EXPECT_EQ(lastError(), "the model takes 2 inputs and 1 outputs, got 1 and 1");
  size_t shortInput[] = {sizeof(a) - 4, sizeof(b)};
  EXPECT_EQ(tosac_executable_run(executable, inputs, shortInput, 2, outputs,
                                 outputSizes, 1),
            TOSAC_ERROR_SIZE_MISMATCH);
  EXPECT_EQ(lastError(), "input 'a' (FP32, 6 elements) takes 24 bytes, got a "
                         "buffer of 20 bytes");
  size_t longOutput[] = {sizeof(sum) + 1};
  EXPECT_EQ(tosac_executable_run(executable, inputs, inputSizes, 2, outputs,
                                 longOutput, 1),
            TOSAC_ERROR_SIZE_MISMATCH);
  EXPECT_NE(lastError().find("output 'sum'"), std::string::npos);
  const void *nullInput[] = {a, nullptr};
  EXPECT_EQ(tosac_executable_run(executable, nullInput, inputSizes, 2, outputs,
                                 outputSizes, 1),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(lastError(), "input 'b': null buffer");
  EXPECT_EQ(tosac_executable_run(executable, nullptr, inputSizes, 2, outputs,
                                 outputSizes, 1),
            TOSAC_ERROR_INVALID_ARGUMENT);
}

TEST_F(CAPITest, ThreadCountIsPerExecutableAndKeepsOutputs) {
  // 128 x 512 outputs: four cache tiles, shared out over the threads.
  const char *matmul = R"MLIR(
func.func @main(%a: tensor<1x128x64xf32>, %b: tensor<1x64x512xf32>) -> tensor<1x128x512xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x128x64xf32>, tensor<1x64x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x512xf32>
  return %0 : tensor<1x128x512xf32>
}
)MLIR";
  tosac_executable executable = compileText(matmul);
  ASSERT_NE(executable, nullptr);
  std::vector<float> a(128 * 64), b(64 * 512);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = static_cast<float>((i * 7) % 13) / 13.0f - 0.5f;
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = static_cast<float>((i * 5) % 11) / 11.0f - 0.5f;
  const void *inputs[] = {a.data(), b.data()};
  size_t inputSizes[] = {a.size() * sizeof(float), b.size() * sizeof(float)};
  std::vector<std::vector<float>> results;
  for (int32_t threads : {1, 2, 4}) {
    ASSERT_EQ(tosac_executable_set_threads(executable, threads), TOSAC_OK);
    EXPECT_EQ(tosac_executable_get_threads(executable), threads);
    std::vector<float> c(128 * 512, -1.0f);
    void *outputs[] = {c.data()};
    size_t outputSizes[] = {c.size() * sizeof(float)};
    ASSERT_EQ(tosac_executable_run(executable, inputs, inputSizes, 2, outputs,
                                   outputSizes, 1),
              TOSAC_OK)
        << lastError();
    results.push_back(std::move(c));
  }
  EXPECT_EQ(results[0], results[1]);
  EXPECT_EQ(results[0], results[2]);
  float expected = 0;
  for (int k = 0; k < 64; ++k)
    expected += a[k] * b[k * 512];
  EXPECT_NEAR(results[0][0], expected, 1e-4f);

  EXPECT_EQ(tosac_executable_set_threads(executable, -1),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(lastError(), "tosac_executable_set_threads: -1 threads (expected "
                         "0 for one per core, or more)");
  ASSERT_EQ(tosac_executable_set_threads(executable, 0), TOSAC_OK);
  EXPECT_GE(tosac_executable_get_threads(executable), 1);
  EXPECT_EQ(tosac_executable_set_threads(nullptr, 1),
            TOSAC_ERROR_INVALID_ARGUMENT);
}

TEST_F(CAPITest, VariablesPersistAndCanBeSet) {
  tosac_executable executable = compileText(kAccumulator);
  ASSERT_NE(executable, nullptr);
  tosac_tensor_info info;
  ASSERT_EQ(
      tosac_executable_tensor_info(executable, TOSAC_ROLE_VARIABLE, 0, &info),
      TOSAC_OK);
  EXPECT_STREQ(info.name, "acc");
  EXPECT_EQ(info.dtype, TOSAC_DTYPE_INT32);
  EXPECT_EQ(info.byte_size, 16u);

  std::vector<int32_t> acc(4);
  ASSERT_EQ(tosac_executable_get_variable(executable, "acc", acc.data(), 16),
            TOSAC_OK);
  EXPECT_EQ(acc, (std::vector<int32_t>{1, 2, 3, 4}));
  std::vector<int32_t> x = {10, 20, 30, 40}, out(4);
  ASSERT_EQ(runInt32(executable, x, out), TOSAC_OK) << lastError();
  EXPECT_EQ(out, (std::vector<int32_t>{11, 22, 33, 44}));
  ASSERT_EQ(runInt32(executable, x, out), TOSAC_OK);
  EXPECT_EQ(out, (std::vector<int32_t>{21, 42, 63, 84}));
  ASSERT_EQ(tosac_executable_get_variable(executable, "acc", acc.data(), 16),
            TOSAC_OK);
  EXPECT_EQ(acc, out);

  std::vector<int32_t> reset = {0, 0, 0, -1};
  ASSERT_EQ(tosac_executable_set_variable(executable, "acc", reset.data(), 16),
            TOSAC_OK);
  ASSERT_EQ(runInt32(executable, x, out), TOSAC_OK);
  EXPECT_EQ(out, (std::vector<int32_t>{10, 20, 30, 39}));

  EXPECT_EQ(tosac_executable_get_variable(executable, "nope", acc.data(), 16),
            TOSAC_ERROR_NOT_FOUND);
  EXPECT_EQ(lastError(), "no variable named 'nope'");
  EXPECT_EQ(tosac_executable_set_variable(executable, "nope", acc.data(), 16),
            TOSAC_ERROR_NOT_FOUND);
  EXPECT_EQ(tosac_executable_get_variable(executable, "acc", acc.data(), 12),
            TOSAC_ERROR_SIZE_MISMATCH);
  EXPECT_EQ(lastError(), "variable 'acc' (INT32, 4 elements) takes 16 bytes, "
                         "got a buffer of 12 bytes");
  EXPECT_EQ(tosac_executable_set_variable(executable, "acc", acc.data(), 20),
            TOSAC_ERROR_SIZE_MISMATCH);
  EXPECT_EQ(tosac_executable_set_variable(executable, "acc", nullptr, 16),
            TOSAC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tosac_executable_get_variable(executable, nullptr, acc.data(), 16),
            TOSAC_ERROR_INVALID_ARGUMENT);
}

TEST_F(CAPITest, InputBuffersAreOnlyRead) {
  // tosa.scatter updates `values_in` in place unless bufferization knows
  // that the caller's buffer is read-only.
  tosac_executable executable = compileText(R"MLIR(
func.func @main(%values: tensor<1x4x2xi32> {tosa.name = "values"},
                %indices: tensor<1x2xi32> {tosa.name = "indices"},
                %input: tensor<1x2x2xi32> {tosa.name = "input"})
    -> (tensor<1x4x2xi32> {tosa.name = "out"}) {
  %0 = tosa.scatter %values, %indices, %input : (tensor<1x4x2xi32>, tensor<1x2xi32>, tensor<1x2x2xi32>) -> tensor<1x4x2xi32>
  return %0 : tensor<1x4x2xi32>
}
)MLIR");
  ASSERT_NE(executable, nullptr);
  const std::vector<int32_t> values = {1, 2, 3, 4, 5, 6, 7, 8};
  const std::vector<int32_t> indices = {3, 0}, input = {-1, -2, -3, -4};
  std::vector<int32_t> valuesCopy = values, out(8, 0);
  const void *inputs[] = {valuesCopy.data(), indices.data(), input.data()};
  size_t inputSizes[] = {32, 8, 16};
  void *outputs[] = {out.data()};
  size_t outputSizes[] = {32};
  ASSERT_EQ(tosac_executable_run(executable, inputs, inputSizes, 3, outputs,
                                 outputSizes, 1),
            TOSAC_OK)
      << lastError();
  EXPECT_EQ(out, (std::vector<int32_t>{-3, -4, 3, 4, 5, 6, -1, -2}));
  EXPECT_EQ(valuesCopy, values);
}

TEST_F(CAPITest, BuffersOfAnyAlignmentWork) {
  // Int32 buffers one byte off their alignment go through aligned copies.
  tosac_executable executable = compileText(kAccumulator);
  ASSERT_NE(executable, nullptr);
  alignas(8) uint8_t in[17], out[17];
  const int32_t x[4] = {10, 20, 30, 40};
  std::memcpy(in + 1, x, 16);
  std::memset(out, 0, sizeof(out));
  const void *inputs[] = {in + 1};
  size_t inputSizes[] = {16};
  void *outputs[] = {out + 1};
  size_t outputSizes[] = {16};
  ASSERT_EQ(tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                                 outputSizes, 1),
            TOSAC_OK)
      << lastError();
  int32_t result[4];
  std::memcpy(result, out + 1, 16);
  EXPECT_EQ(std::vector<int32_t>(result, result + 4),
            (std::vector<int32_t>{11, 22, 33, 44}));
  EXPECT_EQ(out[0], 0);
}

TEST_F(CAPITest, RuntimeCheckFailureIsReported) {
  tosac_executable executable = compileText(kUninitialized);
  ASSERT_NE(executable, nullptr);
  std::vector<int32_t> x = {1, 2, 3, 4}, out = {7, 7, 7, 7};
  EXPECT_EQ(runInt32(executable, x, out), TOSAC_ERROR_RUNTIME_CHECK);
  EXPECT_EQ(tosac_last_status(context), TOSAC_ERROR_RUNTIME_CHECK);
  EXPECT_EQ(lastError(),
            "runtime check failed: 'tosa.variable_read' op "
            "REQUIRE(is_written): variable 'state' is read before it is "
            "written");
  // Writing the variable makes the read valid.
  ASSERT_EQ(tosac_executable_set_variable(executable, "state", x.data(), 16),
            TOSAC_OK);
  ASSERT_EQ(runInt32(executable, x, out), TOSAC_OK) << lastError();
  EXPECT_EQ(out, (std::vector<int32_t>{2, 4, 6, 8}));
}

/// Reads a .npy file from the source tree.
tosac::NpyArray readExample(const char *name) {
  auto array = tosac::readNpy(sourcePath(name));
  if (!array) {
    ADD_FAILURE() << llvm::toString(array.takeError());
    return {};
  }
  return std::move(*array);
}

/// Runs the MobileNet example on its bundled input.
std::vector<uint8_t> runMobileNet(tosac_executable executable) {
  tosac::NpyArray input = readExample("examples/mobilenet_block.input.npy");
  std::vector<uint8_t> output(16 * 16 * 8);
  const void *inputs[] = {input.data.data()};
  size_t inputSizes[] = {input.data.size()};
  void *outputs[] = {output.data()};
  size_t outputSizes[] = {output.size()};
  EXPECT_EQ(tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                                 outputSizes, 1),
            TOSAC_OK);
  return output;
}

TEST_F(CAPITest, MobileNetFromFileAndMemoryOnBothTargets) {
  tosac::NpyArray expected =
      readExample("examples/mobilenet_block.expected.npy");
  ASSERT_EQ(expected.data.size(), 16u * 16 * 8);

  std::string path = sourcePath("examples/mobilenet_block.tosa");
  tosac_module module = nullptr;
  ASSERT_EQ(tosac_module_load_file(context, path.c_str(), &module), TOSAC_OK)
      << lastError();
  tosac_executable cpu = nullptr;
  ASSERT_EQ(tosac_compile(module, nullptr, &cpu), TOSAC_OK) << lastError();
  tosac_module_destroy(module);
  executables.push_back(cpu);
  EXPECT_EQ(runMobileNet(cpu),
            std::vector<uint8_t>(expected.data.begin(), expected.data.end()));

  auto bytes = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bytes);
  ASSERT_EQ(tosac_module_load_memory(context, (*bytes)->getBufferStart(),
                                     (*bytes)->getBufferSize(),
                                     TOSAC_FORMAT_TOSA, &module),
            TOSAC_OK)
      << lastError();
  tosac_compile_options options;
  tosac_compile_options_init(&options);
  options.target = TOSAC_TARGET_VTA_SIM;
  tosac_executable vta = nullptr;
  ASSERT_EQ(tosac_compile(module, &options, &vta), TOSAC_OK) << lastError();
  tosac_module_destroy(module);
  executables.push_back(vta);
  // The VTA path requantizes its GEMMs with VTA's own RESCALE, one unit off
  // apply_scale_32 on a few elements (docs/Vta.md): compare within 1.
  std::vector<uint8_t> output = runMobileNet(vta);
  ASSERT_EQ(output.size(), expected.data.size());
  int differing = 0;
  for (size_t i = 0; i < output.size(); ++i) {
    int difference =
        static_cast<int8_t>(output[i]) - static_cast<int8_t>(expected.data[i]);
    EXPECT_LE(std::abs(difference), 1) << "element " << i;
    differing += difference != 0;
  }
  EXPECT_LT(differing, 100);
}

TEST_F(CAPITest, MobileNetMlirTextAtO0) {
  tosac_module module = nullptr;
  std::string path = sourcePath("examples/mobilenet_block.mlir");
  ASSERT_EQ(tosac_module_load_file(context, path.c_str(), &module), TOSAC_OK)
      << lastError();
  tosac_compile_options options;
  tosac_compile_options_init(&options);
  options.opt_level = 0;
  tosac_executable executable = nullptr;
  ASSERT_EQ(tosac_compile(module, &options, &executable), TOSAC_OK)
      << lastError();
  tosac_module_destroy(module);
  executables.push_back(executable);
  tosac::NpyArray expected =
      readExample("examples/mobilenet_block.expected.npy");
  EXPECT_EQ(runMobileNet(executable),
            std::vector<uint8_t>(expected.data.begin(), expected.data.end()));
}

} // namespace
