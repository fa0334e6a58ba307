//===- IsaTest.cpp - Tests of the VTA instruction encoding ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests tosac/Vta/Isa.h: every field round-trips at 0 and at its
// maximum and sets exactly the bits VTA.md gives it (hand-written positions,
// independent of the library's tables), the signed immediate, validation
// messages, micro-ops, and a byte-identical decode/re-encode of every
// instruction of ../shared/vta-vectors.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Isa.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <functional>

using namespace tosac::vta;

namespace {
/// The words with bits [lo, lo + width) set, plus the opcode.
InsnWords bitsSet(unsigned opcode, unsigned lo, unsigned width) {
  InsnWords w = {opcode, 0};
  for (unsigned b = lo; b < lo + width; ++b)
    w[b / 64] |= uint64_t(1) << (b % 64);
  return w;
}

template <typename T> struct FieldCase {
  const char *name;
  unsigned lo, width;
  std::function<void(T &, uint64_t)> set;
};

template <typename T>
void checkFields(const std::vector<FieldCase<T>> &cases, unsigned opcode,
                 T base) {
  // All zero: only the opcode.
  InsnWords zero = encode(Instruction(base));
  EXPECT_EQ(zero[0], opcode);
  EXPECT_EQ(zero[1], 0u);
  for (const FieldCase<T> &c : cases) {
    SCOPED_TRACE(c.name);
    T insn = base;
    uint64_t max = c.width == 64 ? ~uint64_t(0) : (uint64_t(1) << c.width) - 1;
    c.set(insn, max);
    InsnWords words = encode(Instruction(insn));
    InsnWords expected = bitsSet(opcode, c.lo, c.width);
    EXPECT_EQ(words[0], expected[0]);
    EXPECT_EQ(words[1], expected[1]);
    auto decoded = decode(words);
    ASSERT_TRUE(bool(decoded));
    EXPECT_TRUE(std::get<T>(*decoded) == insn);
    EXPECT_TRUE(validate(*decoded).empty() || std::string(c.name) == "unused")
        << validate(*decoded)[0];
    // Back to 0 round-trips too.
    c.set(insn, 0);
    EXPECT_TRUE(std::get<T>(*decode(encode(Instruction(insn)))) == insn);
  }
}

template <typename T> std::vector<FieldCase<T>> depCases() {
  return {{"pop_prev", 3, 1, [](T &i, uint64_t v) { i.dep.popPrev = v; }},
          {"pop_next", 4, 1, [](T &i, uint64_t v) { i.dep.popNext = v; }},
          {"push_prev", 5, 1, [](T &i, uint64_t v) { i.dep.pushPrev = v; }},
          {"push_next", 6, 1, [](T &i, uint64_t v) { i.dep.pushNext = v; }}};
}

template <typename T> std::vector<FieldCase<T>> loopCases() {
  auto c = depCases<T>();
  std::vector<FieldCase<T>> rest = {
      {"reset", 7, 1, [](T &i, uint64_t v) { i.loop.reset = v; }},
      {"uop_bgn", 8, 13, [](T &i, uint64_t v) { i.loop.uopBegin = v; }},
      {"iter_out", 35, 14, [](T &i, uint64_t v) { i.loop.iterOut = v; }},
      {"iter_in", 49, 14, [](T &i, uint64_t v) { i.loop.iterIn = v; }},
      {"dst_factor_out", 64, 11,
       [](T &i, uint64_t v) { i.loop.dstFactorOut = v; }},
      {"dst_factor_in", 75, 11,
       [](T &i, uint64_t v) { i.loop.dstFactorIn = v; }},
      {"src_factor_out", 86, 11,
       [](T &i, uint64_t v) { i.loop.srcFactorOut = v; }},
      {"src_factor_in", 97, 11,
       [](T &i, uint64_t v) { i.loop.srcFactorIn = v; }}};
  c.insert(c.end(), rest.begin(), rest.end());
  return c;
}
} // namespace

TEST(VtaIsa, MemFields) {
  auto cases = depCases<MemInsn>();
  std::vector<FieldCase<MemInsn>> rest = {
      {"sram_base", 10, 16, [](MemInsn &i, uint64_t v) { i.sramBase = v; }},
      {"dram_base", 26, 32, [](MemInsn &i, uint64_t v) { i.dramBase = v; }},
      {"y_size", 64, 16, [](MemInsn &i, uint64_t v) { i.ySize = v; }},
      {"x_size", 80, 16, [](MemInsn &i, uint64_t v) { i.xSize = v; }},
      {"x_stride", 96, 16, [](MemInsn &i, uint64_t v) { i.xStride = v; }},
      {"y_pad_0", 112, 4, [](MemInsn &i, uint64_t v) { i.yPad0 = v; }},
      {"y_pad_1", 116, 4, [](MemInsn &i, uint64_t v) { i.yPad1 = v; }},
      {"x_pad_0", 120, 4, [](MemInsn &i, uint64_t v) { i.xPad0 = v; }},
      {"x_pad_1", 124, 4, [](MemInsn &i, uint64_t v) { i.xPad1 = v; }}};
  cases.insert(cases.end(), rest.begin(), rest.end());
  // A LOAD of UOP runs on the compute queue, where every flag is legal.
  MemInsn load;
  load.memType = uint32_t(MemType::Uop);
  checkFields(cases, 0, load);
  // memory_type: ACC_8BIT (5) is the largest legal value of the 3 bits.
  load.memType = 5;
  EXPECT_EQ(encode(Instruction(load))[0], 5u << 7);
  // STORE of OUT (memory type 4 at bits [9:7]) with both prev flags.
  MemInsn store;
  store.isStore = true;
  store.memType = uint32_t(MemType::Out);
  store.dep.popPrev = store.dep.pushPrev = true;
  EXPECT_EQ(encode(Instruction(store))[0], 1u | 1u << 3 | 1u << 5 | 4u << 7);
  EXPECT_TRUE(validate(Instruction(store)).empty());
  // Hand-computed words of a typical padded INP load.
  MemInsn inp;
  inp.memType = 2;
  inp.sramBase = 3;
  inp.dramBase = 0x300;
  inp.ySize = 5;
  inp.xSize = 7;
  inp.xStride = 7;
  inp.yPad0 = inp.yPad1 = inp.xPad0 = inp.xPad1 = 1;
  InsnWords w = encode(Instruction(inp));
  EXPECT_EQ(w[0], 0x0000000C00000D00ull);
  EXPECT_EQ(w[1], 0x1111000700070005ull);
}

TEST(VtaIsa, GemmFields) {
  auto cases = loopCases<GemmInsn>();
  cases.push_back({"uop_end", 21, 14, [](GemmInsn &i, uint64_t v) {
                     i.loop.uopEnd = v;
                     i.loop.uopBegin = 0;
                   }});
  cases.push_back({"wgt_factor_out", 108, 10,
                   [](GemmInsn &i, uint64_t v) { i.wgtFactorOut = v; }});
  cases.push_back({"wgt_factor_in", 118, 10,
                   [](GemmInsn &i, uint64_t v) { i.wgtFactorIn = v; }});
  for (auto &c : cases) {
    // uop_end max (16383) is past the UOP depth: valid encoding, but
    // validate rejects it; uop_bgn max needs uop_end >= it.
    if (std::string(c.name) == "uop_end" || std::string(c.name) == "uop_bgn") {
      GemmInsn g;
      c.set(g, (uint64_t(1) << c.width) - 1);
      InsnWords expected = bitsSet(2, c.lo, c.width);
      EXPECT_EQ(encode(Instruction(g))[0], expected[0]) << c.name;
      EXPECT_TRUE(std::get<GemmInsn>(*decode(expected)) == g) << c.name;
    }
  }
  llvm::erase_if(cases, [](const FieldCase<GemmInsn> &c) {
    return std::string(c.name) == "uop_end" || std::string(c.name) == "uop_bgn";
  });
  checkFields(cases, 2, GemmInsn());
}

TEST(VtaIsa, AluFields) {
  auto cases = loopCases<AluInsn>();
  llvm::erase_if(cases, [](const FieldCase<AluInsn> &c) {
    return std::string(c.name) == "uop_bgn";
  });
  cases.push_back(
      {"use_imm", 111, 1, [](AluInsn &i, uint64_t v) { i.useImm = v; }});
  checkFields(cases, 4, AluInsn());
  // alu_opcode MUL (4) at bits [110:108].
  AluInsn mul;
  mul.aluOpcode = uint32_t(AluOpcode::Mul);
  EXPECT_EQ(encode(Instruction(mul))[1], uint64_t(4) << 44);
}

TEST(VtaIsa, SignedImmediate) {
  for (int32_t imm : {-32768, -1, 0, 1, 32767}) {
    AluInsn a;
    a.aluOpcode = uint32_t(AluOpcode::Add);
    a.useImm = true;
    a.imm = imm;
    InsnWords w = encode(Instruction(a));
    EXPECT_EQ(w[1] >> 48, uint64_t(uint16_t(int16_t(imm)))) << imm;
    EXPECT_EQ(std::get<AluInsn>(*decode(w)).imm, imm);
    EXPECT_TRUE(validate(Instruction(a)).empty());
  }
  EXPECT_EQ(encode(Instruction(AluInsn{{}, {}, 0, true, -32768}))[1],
            0x8000800000000000ull);
  AluInsn big;
  big.imm = 32768;
  ASSERT_EQ(validate(Instruction(big)).size(), 1u);
  EXPECT_EQ(validate(Instruction(big))[0],
            "imm = 32768 does not fit in 16 bits (signed)");
}

TEST(VtaIsa, FinishAndOpcodes) {
  FinishInsn f;
  f.dep.popPrev = true;
  EXPECT_EQ(encode(Instruction(f))[0], 3u | 1u << 3);
  EXPECT_TRUE(validate(Instruction(f)).empty());
  auto bad = decode({7, 0});
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()),
            "opcode = 7 is not a VTA opcode (0..4)");
}

TEST(VtaIsa, ValidateNamesFieldAndValue) {
  MemInsn m;
  m.memType = uint32_t(MemType::Inp);
  m.xPad0 = 17;
  m.sramBase = 70000;
  auto errors = validate(Instruction(m));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "sram_base = 70000 does not fit in 16 bits");
  EXPECT_EQ(errors[1], "x_pad_0 = 17 does not fit in 4 bits");

  // The load queue (INP/WGT loads) may only use the next flags.
  MemInsn load;
  load.memType = uint32_t(MemType::Wgt);
  load.dep.pushPrev = true;
  load.dep.popPrev = true;
  errors = validate(Instruction(load));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].find("pop_prev = 1 is illegal on the load queue"),
            std::string::npos);
  EXPECT_NE(errors[1].find("push_prev = 1 is illegal on the load queue"),
            std::string::npos);
  // The store queue only the prev flags, and STORE only writes OUT.
  MemInsn store;
  store.isStore = true;
  store.memType = uint32_t(MemType::Inp);
  store.dep.pushNext = true;
  errors = validate(Instruction(store));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].find("push_next = 1 is illegal on the store queue"),
            std::string::npos);
  EXPECT_NE(errors[1].find("memory_type = 2 is illegal for STORE"),
            std::string::npos);
  // LOAD of OUT does not exist.
  MemInsn loadOut;
  loadOut.memType = uint32_t(MemType::Out);
  EXPECT_EQ(validate(Instruction(loadOut)).size(), 1u);

  GemmInsn g;
  g.loop.uopBegin = 5;
  g.loop.uopEnd = 4;
  g.wgtFactorIn = 1024;
  errors = validate(Instruction(g));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "wgt_factor_in = 1024 does not fit in 10 bits");
  EXPECT_EQ(errors[1], "uop_end = 4 is below uop_bgn = 5");

  AluInsn a;
  a.aluOpcode = 5;
  errors = validate(Instruction(a));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("alu_opcode = 5"), std::string::npos);
  AluInsn shr;
  shr.aluOpcode = uint32_t(AluOpcode::Shr);
  shr.useImm = true;
  shr.imm = -32;
  EXPECT_EQ(validate(Instruction(shr)).size(), 1u);
}

TEST(VtaIsa, Uops) {
  Uop u{2047, 0, 0};
  EXPECT_EQ(encode(u), 0x7ffu);
  u = {0, 2047, 0};
  EXPECT_EQ(encode(u), 0x7ffu << 11);
  u = {0, 0, 1023};
  EXPECT_EQ(encode(u), 0xffc00000u);
  u = {5, 6, 7};
  EXPECT_TRUE(decodeUop(encode(u)) == u);
  ASSERT_EQ(validate(Uop{2048, 0, 1024}).size(), 2u);
  EXPECT_EQ(validate(Uop{2048, 0, 0})[0],
            "dst_idx = 2048 does not fit in 11 bits");
}

TEST(VtaIsa, EveryVectorInstructionRoundTrips) {
  std::string root = std::string(TOSAC_SHARED_DIR) + "/vta-vectors";
  std::error_code ec;
  unsigned programs = 0, instructions = 0;
  for (llvm::sys::fs::directory_iterator it(root, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::SmallString<256> path(it->path());
    llvm::sys::path::append(path, "insn.bin");
    auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
    if (!buffer)
      continue;
    ++programs;
    llvm::StringRef bytes = (*buffer)->getBuffer();
    ASSERT_EQ(bytes.size() % 16, 0u) << path.str().str();
    for (size_t i = 0; i < bytes.size(); i += 16) {
      const uint8_t *in = reinterpret_cast<const uint8_t *>(bytes.data() + i);
      auto insn = decode(wordsFromBytes(in));
      ASSERT_TRUE(bool(insn)) << path.str().str() << " #" << i / 16;
      EXPECT_TRUE(validate(*insn).empty())
          << path.str().str() << " #" << i / 16;
      uint8_t out[16];
      wordsToBytes(encode(*insn), out);
      EXPECT_EQ(std::memcmp(in, out, 16), 0)
          << path.str().str() << " #" << i / 16;
      ++instructions;
    }
  }
  EXPECT_EQ(programs, 150u);
  EXPECT_GT(instructions, 1000u);
}
