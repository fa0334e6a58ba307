//===- RunInPlaceTest.cpp - CompiledModule::run without copies ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// CompiledModule::run(inputs, outputs) reads the input arrays in place and
// writes into output arrays of the right dtype and shape without
// reallocating them; bool outputs are normalized to 0 / 1.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/Executor.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace tosac;

namespace {

const char *kModule = R"MLIR(
func.func @main(%a: tensor<3x5xf32> {tosa.name = "a"}, %b: tensor<3x5xf32> {tosa.name = "b"})
    -> (tensor<3x5xf32> {tosa.name = "sum"}, tensor<3x5xi1> {tosa.name = "greater"}) {
  %0 = tosa.add %a, %b : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %1 = tosa.greater %a, %b : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
  return %0, %1 : tensor<3x5xf32>, tensor<3x5xi1>
}
)MLIR";

NpyArray makeArray(float start, float step) {
  NpyArray array = NpyArray::zeros(NpyDType::Float32, {3, 5});
  for (int64_t i = 0; i < 15; ++i)
    array.set<float>(i, start + step * static_cast<float>(i));
  return array;
}

TEST(RunInPlace, OutputsAreReusedAndInputsKept) {
  mlir::DialectRegistry registry;
  registerExecutorDependencies(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  auto module = mlir::parseSourceString<mlir::ModuleOp>(kModule, &context);
  ASSERT_TRUE(module);
  auto compiled = CompiledModule::compile(*module);
  ASSERT_TRUE(static_cast<bool>(compiled))
      << llvm::toString(compiled.takeError());

  std::vector<NpyArray> inputs = {makeArray(0, 1), makeArray(7, 0)};
  const std::vector<NpyArray> original = inputs;
  // The second output has the wrong shape: it is replaced.
  std::vector<NpyArray> outputs = {NpyArray::zeros(NpyDType::Float32, {3, 5}),
                                   NpyArray::zeros(NpyDType::Bool, {15})};
  const uint8_t *sum = outputs[0].data.data();
  ASSERT_FALSE(static_cast<bool>((*compiled)->run(inputs, outputs)));
  EXPECT_EQ(outputs[0].data.data(), sum);
  ASSERT_EQ(outputs[1].shape, (std::vector<int64_t>{3, 5}));
  const uint8_t *greater = outputs[1].data.data();

  // A second run writes into the same arrays.
  inputs[1] = makeArray(20, -2);
  ASSERT_FALSE(static_cast<bool>((*compiled)->run(inputs, outputs)));
  EXPECT_EQ(outputs[0].data.data(), sum);
  EXPECT_EQ(outputs[1].data.data(), greater);
  for (int64_t i = 0; i < 15; ++i) {
    float a = static_cast<float>(i), b = 20 - 2 * static_cast<float>(i);
    EXPECT_EQ(outputs[0].get<float>(i), a + b) << i;
    EXPECT_EQ(outputs[1].get<uint8_t>(i), a > b ? 1 : 0) << i;
  }
  EXPECT_EQ(inputs[0].data, original[0].data);

  // A wrong input is still rejected before anything runs.
  inputs[0] = NpyArray::zeros(NpyDType::Float32, {5, 3});
  llvm::Error error = (*compiled)->run(inputs, outputs);
  EXPECT_EQ(llvm::toString(std::move(error)),
            "input 'a' expects shape (3, 5), got (5, 3)");
}

} // namespace
