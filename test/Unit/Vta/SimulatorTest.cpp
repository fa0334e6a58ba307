//===- SimulatorTest.cpp - Tests of the VTA functional simulator -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file runs every program of ../shared/vta-vectors under the three queue
// orders and requires the reference simulator's output bytes, and checks each
// error the simulator reports on small hand-written programs.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Simulator.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

using namespace tosac::vta;

namespace {
std::string errorText(llvm::Error err) {
  return err ? llvm::toString(std::move(err)) : std::string("<success>");
}

MemInsn load(MemType type, uint32_t sram, uint64_t dram, uint32_t x,
             uint32_t y = 1) {
  MemInsn m;
  m.memType = uint32_t(type);
  m.sramBase = sram;
  m.dramBase = dram;
  m.xSize = x;
  m.ySize = y;
  m.xStride = x;
  return m;
}

MemInsn store(uint32_t sram, uint64_t dram, uint32_t x) {
  MemInsn m = load(MemType::Out, sram, dram, x);
  m.isStore = true;
  return m;
}

GemmInsn gemm(uint32_t uopBegin, uint32_t uopEnd, bool reset = false) {
  GemmInsn g;
  g.loop.reset = reset;
  g.loop.uopBegin = uopBegin;
  g.loop.uopEnd = uopEnd;
  g.loop.iterOut = g.loop.iterIn = 1;
  return g;
}

template <typename T>
T withFlags(T insn, bool popPrev, bool popNext, bool pushPrev, bool pushNext) {
  insn.dep = {popPrev, popNext, pushPrev, pushNext};
  return insn;
}

/// The usual ending: load NOP push_next, compute NOP pop_prev + pop_next when
/// `stored`, else pop_prev, FINISH.
void appendEnding(std::vector<Instruction> &insns, bool stored) {
  insns.push_back(
      withFlags(load(MemType::Inp, 0, 0, 0), false, false, false, true));
  insns.push_back(
      withFlags(load(MemType::Uop, 0, 0, 0), true, stored, false, false));
  insns.push_back(FinishInsn());
}
} // namespace

//===----------------------------------------------------------------------===//
// The reference vectors
//===----------------------------------------------------------------------===//

TEST(VtaSimulator, EveryVectorUnderEveryQueueOrder) {
  std::string root = std::string(TOSAC_SHARED_DIR) + "/vta-vectors";
  std::error_code ec;
  unsigned passed = 0;
  for (llvm::sys::fs::directory_iterator it(root, ec), end; it != end && !ec;
       it.increment(ec)) {
    if (!llvm::sys::fs::exists(it->path() + "/manifest.json"))
      continue;
    SCOPED_TRACE(it->path());
    auto program = loadProgram(it->path());
    ASSERT_TRUE(bool(program)) << llvm::toString(program.takeError());
    ASSERT_FALSE(program->outputs.empty());
    bool ok = true;
    for (Queue q : {Queue::Compute, Queue::Load, Queue::Store}) {
      Simulator sim(*program);
      SimOptions options;
      options.first = q;
      llvm::Error err = sim.run(options);
      ASSERT_FALSE(bool(err))
          << toString(q) << ": " << errorText(std::move(err));
      for (const Region &r : program->outputs) {
        auto expected = llvm::MemoryBuffer::getFile(
            program->dir + "/" + r.expected, false, false);
        ASSERT_TRUE(bool(expected));
        llvm::ArrayRef<uint8_t> got = sim.read(r.addr, r.size);
        bool same = got.size() == (*expected)->getBufferSize() &&
                    std::memcmp(got.data(), (*expected)->getBufferStart(),
                                got.size()) == 0;
        EXPECT_TRUE(same) << toString(q) << "-first, output " << r.name;
        ok &= same;
      }
      // The instruction counts agree with the generator's (uop_reuse is not
      // something the simulator counts).
      for (const auto &[key, value] : program->manifestStats) {
        if (key == "uop_reuse")
          continue;
        auto found = sim.stats().counts.find(key);
        uint64_t got = found == sim.stats().counts.end() ? 0 : found->second;
        EXPECT_EQ(got, value) << key;
      }
      for (const auto &[key, value] : sim.stats().counts) {
        if (key.rfind("nop_", 0) == 0 || key == "finish")
          continue;
        EXPECT_EQ(program->manifestStats.count(key), 1u) << key;
      }
      EXPECT_GT(sim.stats().totalCycles, 0u);
    }
    passed += ok;
  }
  EXPECT_EQ(passed, 150u);
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

TEST(VtaSimulator, MissingFinish) {
  std::vector<Instruction> insns = {load(MemType::Uop, 0, 0, 0)};
  Program p = Program::fromInstructions(insns, 0);
  Simulator sim(p);
  EXPECT_EQ(errorText(sim.run()),
            "instruction 1: missing FINISH: none of the 1 instructions is a "
            "FINISH");
}

TEST(VtaSimulator, DeadlockFromPopWithoutPush) {
  // The compute queue pops a load->compute token nobody pushes.
  std::vector<Instruction> insns = {
      withFlags(gemm(0, 1, true), true, false, false, false), FinishInsn()};
  Program p = Program::fromInstructions(insns, 0);
  for (Queue q : {Queue::Compute, Queue::Load, Queue::Store}) {
    Simulator sim(p);
    SimOptions options;
    options.first = q;
    std::string text = errorText(sim.run(options));
    EXPECT_NE(text.find("instruction 0 (GEMM reset"), std::string::npos)
        << text;
    EXPECT_NE(text.find("deadlock: no queue can progress (compute queue "
                        "waits at instruction 0 for a load->compute token)"),
              std::string::npos)
        << text;
  }
}

TEST(VtaSimulator, TokenImbalanceAtFinish) {
  // A push to the store queue that nothing pops.
  std::vector<Instruction> insns = {
      withFlags(gemm(0, 1, true), false, false, false, true), FinishInsn()};
  Program p = Program::fromInstructions(insns, 0);
  Simulator sim(p);
  EXPECT_EQ(errorText(sim.run()),
            "instruction 1 (FINISH): token imbalance at FINISH: the "
            "compute->store FIFO still holds 1 token(s)");
}

TEST(VtaSimulator, InstructionsLeftAtFinish) {
  // A load the compute queue never waits for.
  std::vector<Instruction> insns = {FinishInsn(), load(MemType::Inp, 0, 0, 0)};
  Program p = Program::fromInstructions(insns, 0);
  Simulator sim(p);
  std::string text = errorText(sim.run());
  EXPECT_NE(text.find("FINISH executed while the load queue still holds "
                      "instruction 1"),
            std::string::npos)
      << text;
}

TEST(VtaSimulator, SramIndexPastDepth) {
  // An INP load whose second row lands at 2048.
  std::vector<Instruction> insns = {load(MemType::Inp, 2047, 0, 1, 2)};
  appendEnding(insns, false);
  Program p = Program::fromInstructions(insns, 64);
  p.write(p.dataAddr(), std::vector<uint8_t>(32, 1));
  std::get<MemInsn>(insns[0]).dramBase = p.dataAddr() / 16;
  p = Program::fromInstructions(insns, 64);
  Simulator sim(p);
  EXPECT_EQ(errorText(sim.run()),
            "instruction 0 (LOAD INP sram=2047 dram=" +
                std::to_string(p.dataAddr() / 16) +
                " y=2 x=1 stride=1 pad=0,0,0,0): INP SRAM range [2047, 2049) "
                "is past the depth 2048");

  // A GEMM whose loop factor walks the ACC index past the depth.
  GemmInsn g = gemm(0, 1, true);
  g.loop.iterOut = 3;
  g.loop.dstFactorOut = 1024;
  std::vector<Instruction> insns2 = {g};
  appendEnding(insns2, false);
  Program p2 = Program::fromInstructions(insns2, 0);
  Simulator sim2(p2);
  std::string text = errorText(sim2.run());
  EXPECT_NE(text.find("instruction 0 (GEMM reset"), std::string::npos);
  EXPECT_NE(text.find("ACC index 2048 (micro-op 0) is past the depth 2048"),
            std::string::npos)
      << text;
}

TEST(VtaSimulator, DramAccessOutOfRange) {
  std::vector<Instruction> insns = {load(MemType::Uop, 0, 1u << 20, 1)};
  appendEnding(insns, false);
  Program p = Program::fromInstructions(insns, 64);
  Simulator sim(p);
  std::string text = errorText(sim.run());
  EXPECT_NE(text.find("instruction 0 (LOAD UOP"), std::string::npos) << text;
  EXPECT_NE(text.find("DRAM access [400000, 400004) is outside the DRAM"),
            std::string::npos)
      << text;
}

TEST(VtaSimulator, StoreFlagOnLoad) {
  // push_prev on an INP load: the load queue has no previous queue.
  std::vector<Instruction> insns = {
      withFlags(load(MemType::Inp, 0, 0, 0), false, false, true, false)};
  appendEnding(insns, false);
  Program p = Program::fromInstructions(insns, 0);
  Simulator sim(p);
  EXPECT_EQ(errorText(sim.run()),
            "instruction 0 (LOAD INP sram=0 dram=0 y=1 x=0 stride=0 "
            "pad=0,0,0,0 push_prev): invalid instruction: push_prev = 1 is "
            "illegal on the load queue (it has no previous queue)");
}

TEST(VtaSimulator, ShiftOutOfRangeFromTensor) {
  // ACC row 1 holds 40 in every lane; SHR row 0 by row 1.
  std::vector<Instruction> insns = {load(MemType::Uop, 0, 0, 1),
                                    load(MemType::Acc, 1, 0, 1)};
  AluInsn shr;
  shr.aluOpcode = uint32_t(AluOpcode::Shr);
  shr.loop.uopBegin = 0;
  shr.loop.uopEnd = 1;
  shr.loop.iterOut = shr.loop.iterIn = 1;
  insns.push_back(shr);
  appendEnding(insns, false);
  Program p = Program::fromInstructions(insns, 4096);
  uint64_t uopAddr = p.dataAddr(), accAddr = p.dataAddr() + 64;
  p.write(uopAddr, {0, 8, 0, 0}); // dst 0, src 1
  std::vector<uint8_t> row(64, 0);
  for (unsigned k = 0; k < 16; ++k)
    row[4 * k] = 40;
  p.write(accAddr, row);
  std::get<MemInsn>(insns[0]).dramBase = uopAddr / 4;
  std::get<MemInsn>(insns[1]).dramBase = accAddr / 64;
  Program q = Program::fromInstructions(insns, 4096);
  q.dram = p.dram;
  for (size_t i = 0; i < insns.size(); ++i)
    wordsToBytes(encode(insns[i]), q.dram.data() + 16 * i);
  Simulator sim(q);
  std::string text = errorText(sim.run());
  EXPECT_NE(text.find("instruction 2 (ALU SHR tensor"), std::string::npos)
      << text;
  EXPECT_NE(text.find("SHR amount 40 (ACC row 1, lane 0) is outside -31..31"),
            std::string::npos)
      << text;
}

namespace {
/// A program whose INP load has no token before the GEMM that reads it:
///   0 LOAD WGT (load, push_next)   1 LOAD UOP   2 GEMM reset
///   3 GEMM (pop_prev, push_next)   4 LOAD INP (load, no flags: the race)
///   5 STORE (pop_prev, push_prev)  6-8 ending.
/// WGT and INP are all ones, so the GEMM gives 16 when the INP load ran
/// first and 0 otherwise.
Program racyProgram(bool withToken) {
  std::vector<Instruction> insns(6);
  auto build = [&](uint64_t data) {
    insns[0] = withFlags(load(MemType::Wgt, 0, data / 256, 1), false, false,
                         false, true);
    insns[1] = load(MemType::Uop, 0, (data + 256) / 4, 1);
    insns[2] = gemm(0, 1, true);
    insns[3] = withFlags(gemm(0, 1), true, false, false, true);
    insns[4] = load(MemType::Inp, 0, (data + 512) / 16, 1);
    insns[5] =
        withFlags(store(0, (data + 1024) / 16, 1), true, false, true, false);
    if (withToken) {
      // Move the INP load before the WGT load's push: now ordered.
      std::swap(insns[0], insns[4]);
    }
  };
  build(0);
  std::vector<Instruction> all = insns;
  appendEnding(all, true);
  uint64_t data = Program::fromInstructions(all, 0).dataAddr();
  build(data);
  all = insns;
  appendEnding(all, true);
  Program p = Program::fromInstructions(all, 2048);
  p.write(data, std::vector<uint8_t>(256, 1));      // WGT
  p.write(data + 256, {0, 0, 0, 0});                // uop 0,0,0
  p.write(data + 512, std::vector<uint8_t>(16, 1)); // INP
  p.write(data + 1024, std::vector<uint8_t>(16, 0xA5));
  return p;
}
} // namespace

TEST(VtaSimulator, RaceExposedByQueueOrders) {
  Program p = racyProgram(/*withToken=*/false);
  uint64_t out = p.dataAddr() + 1024;
  // Each order alone runs cleanly, but they disagree.
  Simulator computeFirst(p), loadFirst(p);
  SimOptions options;
  ASSERT_FALSE(bool(computeFirst.run(options)));
  options.first = Queue::Load;
  ASSERT_FALSE(bool(loadFirst.run(options)));
  EXPECT_EQ(computeFirst.read(out, 1)[0], 0);
  EXPECT_EQ(loadFirst.read(out, 1)[0], 16);
  std::string text = errorText(raceCheck(p));
  EXPECT_NE(text.find("race: the final DRAM differs between the "
                      "compute-first and load-first runs"),
            std::string::npos)
      << text;

  // With the INP load ordered before the token, all orders give 16.
  Program fixed = racyProgram(/*withToken=*/true);
  std::vector<uint8_t> dram;
  SimStats stats;
  ASSERT_EQ(errorText(raceCheck(fixed, &dram, &stats)), "<success>");
  EXPECT_EQ(dram[out - kDramBase], 16);
  EXPECT_EQ(stats.counts["gemm"], 1u);
  EXPECT_EQ(stats.counts["gemm_reset"], 1u);
  EXPECT_EQ(stats.counts["store"], 1u);
}

TEST(VtaSimulator, CycleModel) {
  // Race-free version of the program above: LOAD INP 16 B = 2 cycles, LOAD
  // WGT 256 B = 32 cycles (load queue: 0-2, 2-34, NOP 34-35); compute: UOP
  // 4 B = 1 cycle (0-1), GEMM reset 1 (1-2), GEMM waits for the WGT token at
  // 34 and takes 1 (34-35); STORE 16 B = 2 cycles (35-37); compute NOP waits
  // for the store token (37-38), FINISH 38-39.
  Program p = racyProgram(/*withToken=*/true);
  Simulator sim(p);
  ASSERT_FALSE(bool(sim.run()));
  EXPECT_EQ(sim.stats().totalCycles, 39u);
  EXPECT_EQ(sim.stats().gemmCycles, 2u);
  EXPECT_EQ(sim.stats().loadCycles, 35u);
  EXPECT_EQ(sim.stats().storeCycles, 2u);
  EXPECT_NEAR(sim.stats().gemmBusyFraction(), 2.0 / 39.0, 1e-12);
}
