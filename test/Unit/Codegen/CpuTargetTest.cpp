//===- CpuTargetTest.cpp - What the code generator reads from features ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// CpuTarget::fromFeatures on the feature lists of the CPU kinds the code
// generator targets: vector width and registers, FMA, the int8 dot-product
// width, byte permutes and AMX-INT8 (which needs both AMX-TILE and
// AMX-INT8).
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/CpuTarget.h"

#include "gtest/gtest.h"

#include <initializer_list>

using namespace tosac;

namespace {

CpuTarget targetOf(std::initializer_list<const char *> names) {
  llvm::StringMap<bool> features;
  for (const char *name : names)
    features[name] = true;
  return CpuTarget::fromFeatures(features);
}

TEST(CpuTarget, SapphireRapidsHasAmxAndVnni) {
  CpuTarget target =
      targetOf({"avx", "avx2", "fma", "avx512f", "avx512vl", "avx512vnni",
                "avx512vbmi", "amx-tile", "amx-int8", "amx-bf16"});
  EXPECT_EQ(target.vectorBits, 512u);
  EXPECT_EQ(target.vectorRegisters, 32u);
  EXPECT_TRUE(target.hasFma);
  EXPECT_EQ(target.int8DotBits, 512u);
  EXPECT_TRUE(target.hasBytePermute);
  EXPECT_TRUE(target.hasAmxInt8);
}

TEST(CpuTarget, AmxNeedsTilesAndInt8) {
  EXPECT_FALSE(targetOf({"avx512f", "amx-tile"}).hasAmxInt8);
  EXPECT_FALSE(targetOf({"avx512f", "amx-int8"}).hasAmxInt8);
  EXPECT_FALSE(targetOf({"avx512f", "avx512vl", "avx512vnni"}).hasAmxInt8);
}

TEST(CpuTarget, Avx2WithAvxVnni) {
  CpuTarget target = targetOf({"avx", "avx2", "fma", "avxvnni"});
  EXPECT_EQ(target.vectorBits, 256u);
  EXPECT_EQ(target.vectorRegisters, 16u);
  EXPECT_TRUE(target.hasFma);
  EXPECT_EQ(target.int8DotBits, 256u);
  EXPECT_FALSE(target.hasBytePermute);
  EXPECT_FALSE(target.hasAmxInt8);
}

TEST(CpuTarget, NoVectorsTheGeneratorUses) {
  CpuTarget target = targetOf({});
  EXPECT_EQ(target.vectorBits, 0u);
  EXPECT_EQ(target.int8DotBits, 0u);
  EXPECT_FALSE(target.hasAmxInt8);
}

} // namespace
