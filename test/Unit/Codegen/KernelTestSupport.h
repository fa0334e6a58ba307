//===- KernelTestSupport.h - Running kernels in executed tests --*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file provides what the executed CPU kernel tests share: a context
// with the executor's dialects, compiling and running a TOSA module with
// given code generation options, random inputs, and the vector widths every
// test runs.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TEST_UNIT_CODEGEN_KERNELTESTSUPPORT_H
#define TOSAC_TEST_UNIT_CODEGEN_KERNELTESTSUPPORT_H

#include "tosac/Execution/Executor.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace tosac::test {

/// Host, AVX-512, AVX2 and SSE/NEON widths: a width the host lacks is split
/// by LLVM, so every path runs on any machine.
inline constexpr unsigned kVectorWidths[] = {0, 512, 256, 128};

class KernelRunner {
public:
  KernelRunner() {
    mlir::DialectRegistry registry;
    registerExecutorDependencies(registry);
    context = std::make_unique<mlir::MLIRContext>(registry);
    context->loadAllAvailableDialects();
  }

  /// Compiles `moduleText` with `lowering`; null after reporting a test
  /// failure.
  std::unique_ptr<CompiledModule> compile(const std::string &moduleText,
                                          const TosaToLLVMOptions &lowering) {
    auto module =
        mlir::parseSourceString<mlir::ModuleOp>(moduleText, context.get());
    if (!module) {
      ADD_FAILURE() << "does not parse:\n" << moduleText;
      return nullptr;
    }
    ExecutorOptions options;
    options.lowering = lowering;
    auto compiled = CompiledModule::compile(*module, options);
    if (!compiled) {
      ADD_FAILURE() << llvm::toString(compiled.takeError());
      return nullptr;
    }
    return std::move(*compiled);
  }

  /// Compiles `moduleText` with `lowering` and runs it; the first output,
  /// or an empty array after reporting a test failure.
  NpyArray run(const std::string &moduleText, const TosaToLLVMOptions &lowering,
               llvm::ArrayRef<NpyArray> inputs) {
    std::unique_ptr<CompiledModule> compiled = compile(moduleText, lowering);
    return compiled ? runCompiled(*compiled, inputs) : NpyArray();
  }

  /// Runs `compiled` once; the first output, or an empty array after
  /// reporting a test failure.
  static NpyArray runCompiled(CompiledModule &compiled,
                              llvm::ArrayRef<NpyArray> inputs) {
    auto outputs = compiled.run(inputs);
    if (!outputs) {
      ADD_FAILURE() << llvm::toString(outputs.takeError());
      return {};
    }
    return std::move((*outputs)[0]);
  }

private:
  std::unique_ptr<mlir::MLIRContext> context;
};

/// A lowering whose results must equal the scalar path's, and its name in
/// failure messages.
struct NamedLowering {
  std::string name;
  TosaToLLVMOptions options;
};

/// The vectorized lowering at every width of kVectorWidths.
inline std::vector<NamedLowering> everyVectorWidth() {
  std::vector<NamedLowering> lowerings;
  for (unsigned bits : kVectorWidths) {
    TosaToLLVMOptions options;
    options.vectorBits = bits;
    lowerings.push_back({"vector-bits " + std::to_string(bits), options});
  }
  return lowerings;
}

/// Runs `module` on `inputs` on the scalar path (the spec's formula), which
/// must give `elements` elements, and under each of `lowerings`, and
/// expects the same bytes from each: the integer kernels are bit-exact.
inline void expectScalarPathBytes(KernelRunner &runner,
                                  const std::string &module,
                                  llvm::ArrayRef<NpyArray> inputs,
                                  int64_t elements,
                                  llvm::ArrayRef<NamedLowering> lowerings,
                                  const std::string &what) {
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  NpyArray expected = runner.run(module, scalar, inputs);
  ASSERT_EQ(expected.numElements(), elements) << what;
  for (const NamedLowering &lowering : lowerings)
    EXPECT_TRUE(runner.run(module, lowering.options, inputs).data ==
                expected.data)
        << what << ", " << lowering.name;
}

/// MobileNetV2's residual add in int8 TOSA (MLIR lines): the int8 values
/// `%a` and `%b` of type tensor<`shape`xi8> (zero points -8 and 12)
/// rescaled to int32, added (ADD's overflow check included) and rescaled
/// to int8 as `%residual` (zero point -6); per-tensor DOUBLE_ROUND scales
/// as a TFLite-style model has them.
inline std::string residualAddLines(const std::string &shape) {
  return llvm::formatv(R"MLIR(
  %res_m1 = "tosa.const"() <{{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %res_s1 = "tosa.const"() <{{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_m2 = "tosa.const"() <{{values = dense<1174983035> : tensor<1xi32>}> : () -> tensor<1xi32>
  %res_s2 = "tosa.const"() <{{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_m3 = "tosa.const"() <{{values = dense<2009966597> : tensor<1xi32>}> : () -> tensor<1xi32>
  %res_s3 = "tosa.const"() <{{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_zpa = "tosa.const"() <{{values = dense<-8> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_zpb = "tosa.const"() <{{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_zpo = "tosa.const"() <{{values = dense<-6> : tensor<1xi8>}> : () -> tensor<1xi8>
  %res_zp32 = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %res_a = tosa.rescale %a, %res_m1, %res_s1, %res_zpa, %res_zp32 {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<{0}xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<{0}xi32>
  %res_b = tosa.rescale %b, %res_m2, %res_s2, %res_zpb, %res_zp32 {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<{0}xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<{0}xi32>
  %res_sum = tosa.add %res_a, %res_b : (tensor<{0}xi32>, tensor<{0}xi32>) -> tensor<{0}xi32>
  %residual = tosa.rescale %res_sum, %res_m3, %res_s3, %res_zp32, %res_zpo {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<{0}xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<{0}xi8>
)MLIR",
                       shape)
      .str();
}

/// An f32 array of `shape` with values uniform in [-1, 1].
inline NpyArray randomArray(std::vector<int64_t> shape, std::mt19937 &rng) {
  NpyArray array = NpyArray::zeros(NpyDType::Float32, shape);
  std::uniform_real_distribution<float> values(-1.0f, 1.0f);
  for (int64_t i = 0; i < array.numElements(); ++i)
    array.set<float>(i, values(rng));
  return array;
}

/// An integer array of `shape`: any int8 value, or int32 values in
/// [-10000, 10000] (biases: sums stay far from overflow).
inline NpyArray randomInts(NpyDType dtype, std::vector<int64_t> shape,
                           std::mt19937 &rng) {
  NpyArray array = NpyArray::zeros(dtype, shape);
  for (int64_t i = 0; i < array.numElements(); ++i) {
    if (dtype == NpyDType::Int8)
      array.set<int8_t>(i, static_cast<int8_t>(rng()));
    else
      array.set<int32_t>(i, static_cast<int32_t>(rng() % 20001) - 10000);
  }
  return array;
}

/// The bytes of `array` as an MLIR dense literal ("0x..." hex).
inline std::string toLiteral(const NpyArray &array) {
  std::string text = "\"0x";
  size_t bytes = array.numElements() * array.elementSize();
  for (size_t i = 0; i < bytes; ++i)
    text += llvm::formatv("{0:X-2}", static_cast<uint8_t>(array.data.data()[i]))
                .str();
  return text + "\"";
}

/// The weights `name` of `type` holding `values`, as the tests take them
/// both ways: a constant (returns its tosa.const line for the function
/// body) or else one more argument of `arguments`, fed from `values` through
/// `inputs` (returns "").
inline std::string addWeights(const std::string &name, const std::string &type,
                              const NpyArray &values, bool constant,
                              std::string &arguments,
                              std::vector<NpyArray> &inputs) {
  if (constant)
    return llvm::formatv("  {0} = \"tosa.const\"() <{{values = dense<{1}> : "
                         "{2}}> : () -> {2}\n",
                         name, toLiteral(values), type)
        .str();
  arguments += ", " + name + ": " + type;
  inputs.push_back(values);
  return "";
}

} // namespace tosac::test

#endif // TOSAC_TEST_UNIT_CODEGEN_KERNELTESTSUPPORT_H
