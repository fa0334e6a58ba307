//===- IntegerElementwiseTest.cpp - Vectorized integer elementwise ops ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Integer elementwise ops (RESCALE in every rounding mode, per channel, with
// 16- and 32-bit multipliers and unsigned inputs and outputs; int8 add, mul
// with shift and clamp, a residual add between rescales) run as vector
// kernels doing lane by lane what the scalar code does: at every vector
// width the results equal the scalar path's bit for bit, on random data that
// includes the extremes. A REQUIRE that fails in any lane of a vector fails
// the run as it does on the scalar path.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "tosac/Codegen/CpuTarget.h"

#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace tosac;

namespace {

struct IntegerCase {
  std::string name;
  std::string module;
  std::vector<std::pair<NpyDType, std::vector<int64_t>>> inputs;
};

std::string rescaleModule(const char *rounding, bool scale32, bool inUnsigned,
                          bool outUnsigned) {
  // Unsigned data is 8 or 16 bits wide (an ERROR_IF for 32-bit inputs).
  const char *inType = inUnsigned || outUnsigned ? "i16" : "i32";
  const char *outType = "i8";
  return llvm::formatv(
             R"MLIR(
func.func @main(%x: tensor<3x7x40x{0}>, %m: tensor<40x{1}>, %s: tensor<40xi8>) -> tensor<3x7x40x{2}> {{
  %izp = "tosa.const"() <{{values = dense<{3}> : tensor<1x{0}>}> : () -> tensor<1x{0}>
  %ozp = "tosa.const"() <{{values = dense<{4}> : tensor<1x{2}>}> : () -> tensor<1x{2}>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {{scale32 = {5}, rounding_mode = {6}, per_channel = true, input_unsigned = {7}, output_unsigned = {8}} : (tensor<3x7x40x{0}>, tensor<40x{1}>, tensor<40xi8>, tensor<1x{0}>, tensor<1x{2}>) -> tensor<3x7x40x{2}>
  return %0 : tensor<3x7x40x{2}>
}
)MLIR",
             inType, scale32 ? "i32" : "i16", outType, inUnsigned ? 32768 : 0,
             outUnsigned ? 128 : -5, scale32 ? "true" : "false", rounding,
             inUnsigned ? "true" : "false", outUnsigned ? "true" : "false")
      .str();
}

std::vector<IntegerCase> makeCases() {
  std::vector<IntegerCase> cases;
  for (const char *rounding : {"SINGLE_ROUND", "DOUBLE_ROUND", "INEXACT_ROUND"})
    for (bool scale32 : {true, false}) {
      if (!scale32 && llvm::StringRef(rounding) == "DOUBLE_ROUND")
        continue; // ERROR_IF: double rounding needs 32-bit multipliers.
      cases.push_back(
          {llvm::formatv("rescale_{0}_{1}", rounding, scale32 ? 32 : 16).str(),
           rescaleModule(rounding, scale32, false, false),
           {{NpyDType::Int32, {3, 7, 40}},
            {scale32 ? NpyDType::Int32 : NpyDType::Int16, {40}},
            {NpyDType::Int8, {40}}}});
    }
  cases.push_back({"rescale_unsigned_input",
                   rescaleModule("SINGLE_ROUND", true, true, false),
                   {{NpyDType::Int16, {3, 7, 40}},
                    {NpyDType::Int32, {40}},
                    {NpyDType::Int8, {40}}}});
  cases.push_back({"rescale_unsigned_output",
                   rescaleModule("DOUBLE_ROUND", true, false, true),
                   {{NpyDType::Int16, {3, 7, 40}},
                    {NpyDType::Int32, {40}},
                    {NpyDType::Int8, {40}}}});
  cases.push_back(
      {"int8_add_mul_clamp",
       R"MLIR(
func.func @main(%a: tensor<5x9x48xi8>, %b: tensor<1x9x48xi8>) -> tensor<5x9x48xi8> {
  %shift = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.cast %a : (tensor<5x9x48xi8>) -> tensor<5x9x48xi32>
  %1 = tosa.cast %b : (tensor<1x9x48xi8>) -> tensor<1x9x48xi32>
  %2 = tosa.add %0, %1 : (tensor<5x9x48xi32>, tensor<1x9x48xi32>) -> tensor<5x9x48xi32>
  %3 = tosa.mul %2, %1, %shift : (tensor<5x9x48xi32>, tensor<1x9x48xi32>, tensor<1xi8>) -> tensor<5x9x48xi32>
  %4 = tosa.cast %3 : (tensor<5x9x48xi32>) -> tensor<5x9x48xi8>
  %5 = tosa.clamp %4 {min_val = -100 : i8, max_val = 100 : i8} : (tensor<5x9x48xi8>) -> tensor<5x9x48xi8>
  return %5 : tensor<5x9x48xi8>
}
)MLIR",
       {{NpyDType::Int8, {5, 9, 48}}, {NpyDType::Int8, {1, 9, 48}}}});
  // MobileNetV2's residual add: both int8 inputs rescaled to int32, added
  // (with ADD's overflow check) and rescaled back, as one fused kernel.
  cases.push_back(
      {"residual_add_rescale",
       "func.func @main(%a: tensor<5x9x40xi8>, %b: "
       "tensor<5x9x40xi8>) -> tensor<5x9x40xi8> {" +
           test::residualAddLines("5x9x40") +
           "  return %residual : tensor<5x9x40xi8>\n}\n",
       {{NpyDType::Int8, {5, 9, 40}}, {NpyDType::Int8, {5, 9, 40}}}});
  return cases;
}

/// Random values of `dtype`: the full range, with the extremes mixed in.
/// For a rescale, multipliers (operand 1) are kept positive and shifts
/// (operand 2) in 32..62, where every int32 input meets apply_scale's
/// REQUIRE on the value's range.
NpyArray randomInts(NpyDType dtype, std::vector<int64_t> shape,
                    std::mt19937 &rng, int operand, bool rescale) {
  NpyArray array = NpyArray::zeros(dtype, shape);
  for (int64_t i = 0; i < array.numElements(); ++i) {
    uint32_t bits = rng();
    switch (dtype) {
    case NpyDType::Int8:
      if (rescale && operand == 2)
        array.set<int8_t>(i, static_cast<int8_t>(32 + bits % 31));
      else
        array.set<int8_t>(i, static_cast<int8_t>(bits));
      break;
    case NpyDType::Int16:
      array.set<int16_t>(i, static_cast<int16_t>(
                                rescale && operand == 1 ? bits % 32768 : bits));
      break;
    default: {
      int32_t value = static_cast<int32_t>(bits);
      if (rescale && operand == 1)
        value = static_cast<int32_t>(bits >> 1);
      else if (i % 17 == 0)
        value = std::numeric_limits<int32_t>::max();
      else if (i % 19 == 0)
        value = std::numeric_limits<int32_t>::min();
      array.set<int32_t>(i, value);
      break;
    }
    }
  }
  return array;
}

class IntegerElementwiseTest : public testing::TestWithParam<IntegerCase> {};

TEST_P(IntegerElementwiseTest, EveryWidthEqualsTheScalarPath) {
  const IntegerCase &c = GetParam();
  bool rescale = llvm::StringRef(c.name).starts_with("rescale");
  std::mt19937 rng(5);
  std::vector<NpyArray> inputs;
  for (auto [i, input] : llvm::enumerate(c.inputs))
    inputs.push_back(randomInts(input.first, input.second, rng,
                                static_cast<int>(i), rescale));
  test::KernelRunner runner;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  auto reference = runner.compile(c.module, scalar);
  ASSERT_TRUE(reference);
  auto expected = reference->run(inputs);
  ASSERT_TRUE(static_cast<bool>(expected))
      << llvm::toString(expected.takeError());
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions lowering;
    lowering.vectorBits = bits;
    auto compiled = runner.compile(c.module, lowering);
    ASSERT_TRUE(compiled);
    auto actual = compiled->run(inputs);
    ASSERT_TRUE(static_cast<bool>(actual))
        << llvm::toString(actual.takeError());
    EXPECT_TRUE((*actual)[0].data == (*expected)[0].data)
        << c.name << ", vector-bits " << bits;
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, IntegerElementwiseTest,
                         testing::ValuesIn(makeCases()),
                         [](const testing::TestParamInfo<IntegerCase> &info) {
                           return info.param.name;
                         });

/// int8 TABLE: with 512-bit byte permutes (AVX-512 VBMI) each register tile
/// looks up 64 bytes at once; every byte value, a random table and a row of
/// 200 (three tiles of 64 and a tail of 8 on the scalar path) give the
/// scalar path's bytes, as without the permutes.
TEST(Int8TableKernel, EveryByteEqualsTheScalarPath) {
  std::mt19937 rng(17);
  std::string table;
  for (int i = 0; i < 256; ++i)
    table += (i ? ", " : "") + std::to_string(static_cast<int8_t>(rng()));
  std::string module = R"MLIR(
func.func @main(%x: tensor<7x200xi8>) -> tensor<7x200xi8> {
  %t = "tosa.const"() <{values = dense<[)MLIR" +
                       table +
                       R"MLIR(]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %0 = tosa.table %x, %t : (tensor<7x200xi8>, tensor<256xi8>) -> tensor<7x200xi8>
  return %0 : tensor<7x200xi8>
}
)MLIR";
  NpyArray x = NpyArray::zeros(NpyDType::Int8, {7, 200});
  for (int64_t i = 0; i < x.numElements(); ++i)
    x.set<int8_t>(i, static_cast<int8_t>(i < 256 ? i : rng()));
  test::KernelRunner runner;
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  NpyArray expected = runner.run(module, scalar, {x});
  ASSERT_EQ(expected.numElements(), 7 * 200);
  bool hostPermutes = CpuTarget::getHost().hasBytePermute;
  for (int permute : {1, 0}) {
    if (permute == 1 && !hostPermutes)
      continue;
    TosaToLLVMOptions lowering;
    lowering.bytePermute = permute;
    EXPECT_TRUE(runner.run(module, lowering, {x}).data == expected.data)
        << "byte permutes " << permute;
  }
}

/// ADD's overflow check runs on the vector kernel: an int32 add of 7x48
/// elements (full vectors and, at 512 bits, a tail of 16 in each row)
/// fails the run with the spec's message wherever one element overflows,
/// and succeeds with the same operands without it.
TEST(IntegerRuntimeChecks, AnyOverflowingLaneFailsTheRun) {
  const std::string module = R"MLIR(
func.func @main(%a: tensor<7x48xi32>, %b: tensor<7x48xi32>) -> tensor<7x48xi32> {
  %0 = tosa.add %a, %b : (tensor<7x48xi32>, tensor<7x48xi32>) -> tensor<7x48xi32>
  return %0 : tensor<7x48xi32>
}
)MLIR";
  test::KernelRunner runner;
  for (const test::NamedLowering &lowering : test::everyVectorWidth()) {
    auto compiled = runner.compile(module, lowering.options);
    ASSERT_TRUE(compiled);
    for (int64_t position : {0, 13, 47, 3 * 48 + 40, 7 * 48 - 1}) {
      NpyArray a = NpyArray::zeros(NpyDType::Int32, {7, 48});
      NpyArray b = NpyArray::zeros(NpyDType::Int32, {7, 48});
      a.set<int32_t>(position, std::numeric_limits<int32_t>::max());
      b.set<int32_t>(position, position % 2 ? 1 : 7);
      auto failed = compiled->run({a, b});
      ASSERT_FALSE(static_cast<bool>(failed))
          << lowering.name << ", element " << position;
      std::string message = llvm::toString(failed.takeError());
      EXPECT_NE(message.find("integer addition overflows"), std::string::npos)
          << message;
      b.set<int32_t>(position, -1);
      auto passed = compiled->run({a, b});
      ASSERT_TRUE(static_cast<bool>(passed))
          << llvm::toString(passed.takeError());
      EXPECT_EQ((*passed)[0].get<int32_t>(position),
                std::numeric_limits<int32_t>::max() - 1);
    }
  }
}

} // namespace
