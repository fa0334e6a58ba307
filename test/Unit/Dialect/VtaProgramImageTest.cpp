//===- VtaProgramImageTest.cpp - vta ops to and from binary images --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests the bridge between the vta dialect and the VTA library:
// every instruction field at its limits survives op -> instruction ->
// 128-bit encoding -> decode, and a compiled conv2d survives program op ->
// text -> parse -> program image, running to the same output.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Vta/Utils/ProgramImage.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <random>

using namespace mlir;
using namespace tosac::vta;

namespace {

class VtaProgramImageTest : public ::testing::Test {
protected:
  VtaProgramImageTest() { context.loadDialect<VtaDialect>(); }

  /// op -> Instruction and the binary round trip; both must give `insn`.
  void roundTrip(const Instruction &insn) {
    OpBuilder b(&context);
    OwningOpRef<ModuleOp> module = ModuleOp::create(b.getUnknownLoc());
    b.setInsertionPointToStart(module->getBody());
    Operation *op = buildInstruction(b, b.getUnknownLoc(), insn);
    FailureOr<Instruction> back = toInstruction(op);
    ASSERT_TRUE(succeeded(back)) << toString(insn);
    EXPECT_EQ(*back, insn) << toString(insn) << " came back as "
                           << toString(*back);
    llvm::Expected<Instruction> decoded = decode(encode(*back));
    ASSERT_TRUE(bool(decoded));
    EXPECT_EQ(*decoded, insn) << toString(insn);
  }

  MLIRContext context;
};

/// Each field alone at its largest value, then all of them at once.
TEST_F(VtaProgramImageTest, MemoryFieldsAtLimits) {
  for (bool isStore : {false, true}) {
    MemInsn base;
    base.isStore = isStore;
    base.memType = isStore ? 4 : 2;
    std::vector<std::pair<uint64_t MemInsn::*, unsigned>> wide = {
        {&MemInsn::dramBase, 32}};
    std::vector<std::pair<uint32_t MemInsn::*, unsigned>> fields = {
        {&MemInsn::sramBase, 16}, {&MemInsn::ySize, 16},
        {&MemInsn::xSize, 16},    {&MemInsn::xStride, 16},
        {&MemInsn::yPad0, 4},     {&MemInsn::yPad1, 4},
        {&MemInsn::xPad0, 4},     {&MemInsn::xPad1, 4}};
    MemInsn all = base;
    for (auto [field, bits] : fields) {
      MemInsn one = base;
      one.*field = (1u << bits) - 1;
      all.*field = (1u << bits) - 1;
      roundTrip(one);
    }
    for (auto [field, bits] : wide) {
      MemInsn one = base;
      one.*field = (uint64_t(1) << bits) - 1;
      all.*field = (uint64_t(1) << bits) - 1;
      roundTrip(one);
    }
    all.dep = isStore ? DepFlags{true, false, true, false}
                      : DepFlags{false, true, false, true};
    roundTrip(all);
    for (uint32_t type = 0; type <= 5; ++type) {
      MemInsn typed = base;
      typed.memType = type;
      roundTrip(typed);
    }
  }
}

TEST_F(VtaProgramImageTest, GemmAndAluFieldsAtLimits) {
  std::vector<std::pair<uint32_t LoopFields::*, unsigned>> loopFields = {
      {&LoopFields::uopBegin, 13},     {&LoopFields::uopEnd, 14},
      {&LoopFields::iterOut, 14},      {&LoopFields::iterIn, 14},
      {&LoopFields::dstFactorOut, 11}, {&LoopFields::dstFactorIn, 11},
      {&LoopFields::srcFactorOut, 11}, {&LoopFields::srcFactorIn, 11}};
  GemmInsn allGemm;
  AluInsn allAlu;
  for (auto [field, bits] : loopFields) {
    GemmInsn gemm;
    gemm.loop.*field = (1u << bits) - 1;
    allGemm.loop.*field = (1u << bits) - 1;
    roundTrip(gemm);
    AluInsn alu;
    alu.loop.*field = (1u << bits) - 1;
    allAlu.loop.*field = (1u << bits) - 1;
    roundTrip(alu);
  }
  GemmInsn wgt;
  wgt.wgtFactorOut = 1023;
  roundTrip(wgt);
  wgt.wgtFactorIn = 1023;
  wgt.loop.reset = true;
  roundTrip(wgt);
  allGemm.wgtFactorOut = allGemm.wgtFactorIn = 1023;
  allGemm.loop.reset = true;
  allGemm.dep = {true, true, true, true};
  roundTrip(allGemm);
  for (uint32_t opcode = 0; opcode <= 4; ++opcode)
    for (int32_t imm : {-32768, -1, 0, 1, 32767}) {
      AluInsn alu = allAlu;
      alu.aluOpcode = opcode;
      alu.useImm = true;
      alu.imm = imm;
      alu.dep = {opcode % 2 == 0, opcode % 2 == 1, true, false};
      roundTrip(alu);
    }
  FinishInsn finish;
  finish.dep = {true, true, false, false};
  roundTrip(finish);
}

/// A compiled conv2d printed, parsed and read back runs to the same output.
TEST_F(VtaProgramImageTest, CompiledProgramSurvivesText) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> i8(-128, 127);
  Conv2dLayer layer;
  layer.input = {1, 6, 5, 20};
  layer.outChannels = 18;
  layer.kernelH = layer.kernelW = 3;
  layer.padTop = layer.padBottom = layer.padLeft = layer.padRight = 1;
  layer.inputZp = 3;
  for (int64_t i = 0; i < 18 * 9 * 20; ++i)
    layer.weights.push_back(int8_t(i8(rng)));
  auto plans = planConv2dRequant(layer, {100}, {{1 << 14, 22}}, -2, -128, 127);
  ASSERT_TRUE(bool(plans)) << llvm::toString(plans.takeError());
  layer.requant = *plans;
  auto compiled = compileConv2d(layer, {});
  ASSERT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());

  OpBuilder b(&context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(b.getUnknownLoc());
  b.setInsertionPointToStart(module->getBody());
  buildProgram(b, b.getUnknownLoc(), "conv", *compiled);
  ASSERT_TRUE(succeeded(verify(*module)));
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  OwningOpRef<ModuleOp> parsed = parseSourceString<ModuleOp>(text, &context);
  ASSERT_TRUE(parsed);
  auto program = *parsed->getOps<ProgramOp>().begin();
  FailureOr<CompiledLayer> back = readProgram(program);
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->insns, compiled->insns);
  EXPECT_EQ(back->kernels, compiled->kernels);
  EXPECT_EQ(back->uopAddr, compiled->uopAddr);
  EXPECT_EQ(back->dramEnd, compiled->dramEnd);
  ASSERT_EQ(back->constants.size(), compiled->constants.size());
  for (size_t i = 0; i < back->constants.size(); ++i) {
    EXPECT_EQ(back->constants[i].bytes, compiled->constants[i].bytes);
    EXPECT_EQ(back->constants[i].addr, compiled->constants[i].addr);
  }

  ASSERT_EQ(back->inputs.size(), 1u);
  for (auto [a, b] : {std::pair(&back->inputs[0], &compiled->inputs[0]),
                      std::pair(&back->output, &compiled->output)}) {
    EXPECT_EQ(a->name, b->name);
    EXPECT_EQ(a->layout, b->layout);
    EXPECT_EQ(a->shape, b->shape);
    EXPECT_EQ(a->hostPad, b->hostPad);
    EXPECT_EQ(a->hostPadValue, b->hostPadValue);
    EXPECT_EQ(a->addr, b->addr);
    EXPECT_EQ(a->size, b->size);
  }

  std::vector<int8_t> input(6 * 5 * 20);
  for (int8_t &v : input)
    v = int8_t(i8(rng));
  Program image = back->toProgram({input});
  Simulator simulator(image);
  llvm::Error error = simulator.run();
  ASSERT_FALSE(bool(error)) << llvm::toString(std::move(error));
  EXPECT_EQ(back->readOutput(simulator.dram()), modelConv2d(layer, input));
}

/// Overlapping DRAM ranges are rejected with the names of both.
TEST_F(VtaProgramImageTest, OverlappingRangesAreRejected) {
  const char *text = R"mlir(
    vta.program @p {
      vta.tensor @input0 <input> <flat> shape [16] addr(8192) size(16) host_pad [0, 0, 0, 0] pad_value(0)
      vta.tensor @output <output> <flat> shape [16] addr(8192) size(16) host_pad [0, 0, 0, 0] pad_value(0)
      vta.finish
    }
  )mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  ASSERT_TRUE(module);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  auto program = *module->getOps<ProgramOp>().begin();
  EXPECT_TRUE(failed(readProgram(program)));
  EXPECT_NE(message.find("@input0 overlaps @output"), std::string::npos)
      << message;
}

} // namespace
