//===- ScheduleTest.cpp - Tests of VTA DRAM planning and token scheduling -===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests tosac/Vta/Schedule.h: the DRAM planner's alignment,
// relocation, and scheduleTiles on synthetic tiles (load a row, multiply it by
// an identity block, add the tile's index, store it) run under raceCheck with
// one and two virtual threads: every push is popped, the results are right
// under every queue order, and malformed tiles are rejected.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Schedule.h"
#include "tosac/Vta/Simulator.h"

#include "gtest/gtest.h"

using namespace tosac::vta;

namespace {

std::string errorText(llvm::Error err) {
  return err ? llvm::toString(std::move(err)) : std::string("<success>");
}

MemInsn mem(bool store, MemType type, uint32_t sram, uint64_t dram,
            uint32_t x) {
  MemInsn m;
  m.isStore = store;
  m.memType = uint32_t(type);
  m.sramBase = sram;
  m.dramBase = dram;
  m.ySize = 1;
  m.xSize = x;
  m.xStride = x;
  return m;
}

/// A one-micro-op loop (micro-op `uop`, which is {h, h, h} for half h).
LoopFields oneStep(uint32_t uop) {
  LoopFields l;
  l.uopBegin = uop;
  l.uopEnd = uop + 1;
  l.iterOut = l.iterIn = 1;
  return l;
}

AluInsn aluImm(AluOpcode op, uint32_t uop, int32_t imm) {
  AluInsn a;
  a.loop = oneStep(uop);
  a.aluOpcode = uint32_t(op);
  a.useImm = true;
  a.imm = imm;
  return a;
}

/// DRAM offsets of the synthetic program's segments.
struct Layout {
  uint64_t uop, wgt, inp, out, size;
};

Layout plan(size_t tiles) {
  DramPlanner planner;
  Layout l;
  l.uop = planner.allocate(8);
  l.wgt = planner.allocate(256);
  l.inp = planner.allocate(16 * tiles);
  l.out = planner.allocate(16 * tiles);
  l.size = planner.size();
  return l;
}

/// Tile i: out[i] = in[i] * I + i on SRAM half i % threads.
std::vector<TileInsns> syntheticTiles(const Layout &l, size_t count,
                                      unsigned threads) {
  std::vector<TileInsns> tiles;
  for (size_t i = 0; i < count; ++i) {
    uint32_t h = i % threads;
    TileInsns t;
    t.loads.push_back(mem(false, MemType::Inp, h,
                          DramPlanner::elementIndex(l.inp, MemType::Inp) + i,
                          1));
    t.loads.push_back(mem(false, MemType::Wgt, h,
                          DramPlanner::elementIndex(l.wgt, MemType::Wgt), 1));
    GemmInsn reset;
    reset.loop = oneStep(h);
    reset.loop.reset = true;
    GemmInsn gemm;
    gemm.loop = oneStep(h);
    t.compute = {reset, gemm, aluImm(AluOpcode::Add, h, int32_t(i)),
                 aluImm(AluOpcode::Min, h, 127),
                 aluImm(AluOpcode::Max, h, -128)};
    t.stores.push_back(mem(true, MemType::Out, h,
                           DramPlanner::elementIndex(l.out, MemType::Out) + i,
                           1));
    tiles.push_back(t);
  }
  return tiles;
}

/// The program image of scheduled synthetic tiles with its data in place.
Program build(std::vector<Instruction> insns, const Layout &l, size_t count,
              uint64_t &outAddr) {
  std::vector<Segment> segments;
  uint64_t base = dataBaseFor(insns.size());
  relocate(insns, segments, base);
  Program p = Program::fromInstructions(insns, l.size);
  std::vector<uint8_t> uops;
  for (uint32_t h = 0; h < 2; ++h) {
    uint32_t word = encode(Uop{h, h, h});
    for (int b = 0; b < 4; ++b)
      uops.push_back(uint8_t(word >> (8 * b)));
  }
  p.write(base + l.uop, uops);
  std::vector<uint8_t> identity(256, 0);
  for (int k = 0; k < 16; ++k)
    identity[k * 16 + k] = 1;
  p.write(base + l.wgt, identity);
  std::vector<uint8_t> input(16 * count);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = uint8_t(i * 7 % 200);
  p.write(base + l.inp, input);
  outAddr = base + l.out;
  return p;
}

std::vector<Instruction> prologue(const Layout &l) {
  return {mem(false, MemType::Uop, 0,
              DramPlanner::elementIndex(l.uop, MemType::Uop), 2)};
}

TEST(DramPlanner, PagesAndElements) {
  DramPlanner planner;
  EXPECT_EQ(planner.allocate(0), 0u);
  EXPECT_EQ(planner.allocate(4097), 4096u);
  EXPECT_EQ(planner.allocate(1), 3 * 4096u);
  EXPECT_EQ(planner.size(), 4 * 4096u);
  EXPECT_EQ(DramPlanner::elementIndex(8192, MemType::Wgt), 32u);
  EXPECT_EQ(DramPlanner::elementIndex(8192, MemType::Acc), 128u);
  EXPECT_EQ(dataBaseFor(0), kDramBase);
  EXPECT_EQ(dataBaseFor(1), kDramBase + 4096);
  EXPECT_EQ(dataBaseFor(256), kDramBase + 4096);
  EXPECT_EQ(dataBaseFor(257), kDramBase + 8192);
}

TEST(DramPlanner, RelocateSkipsNops) {
  std::vector<Instruction> insns = {mem(false, MemType::Acc, 0, 3, 1),
                                    loadQueueNop(), computeQueueNop()};
  std::vector<Segment> segments(1);
  segments[0].addr = 4096;
  relocate(insns, segments, 0x2000);
  EXPECT_EQ(std::get<MemInsn>(insns[0]).dramBase, 3u + 0x2000 / 64);
  EXPECT_EQ(std::get<MemInsn>(insns[1]).dramBase, 0u);
  EXPECT_EQ(std::get<MemInsn>(insns[2]).dramBase, 0u);
  EXPECT_EQ(segments[0].addr, 0x3000u);
}

TEST(ScheduleTiles, SyntheticTilesBalanceTokens) {
  for (unsigned threads : {1u, 2u})
    for (size_t count : {1u, 2u, 3u, 6u}) {
      SCOPED_TRACE("threads " + std::to_string(threads) + ", tiles " +
                   std::to_string(count));
      Layout l = plan(count);
      auto insns = scheduleTiles(prologue(l), syntheticTiles(l, count, threads),
                                 threads);
      ASSERT_TRUE(bool(insns)) << errorText(insns.takeError());
      // Count the pushes and pops of each FIFO directly.
      int balance[4] = {0, 0, 0, 0}; // l->c, c->l, c->s, s->c
      for (const Instruction &insn : *insns) {
        const DepFlags &d = getDepFlags(insn);
        switch (getQueue(insn)) {
        case Queue::Load:
          balance[0] += d.pushNext;
          balance[1] -= d.popNext;
          break;
        case Queue::Compute:
          balance[0] -= d.popPrev;
          balance[1] += d.pushPrev;
          balance[2] += d.pushNext;
          balance[3] -= d.popNext;
          break;
        case Queue::Store:
          balance[2] -= d.popPrev;
          balance[3] += d.pushPrev;
          break;
        }
        EXPECT_TRUE(validate(insn).empty()) << toString(insn);
      }
      for (int f = 0; f < 4; ++f)
        EXPECT_EQ(balance[f], 0) << "FIFO " << f;
      EXPECT_TRUE(std::holds_alternative<FinishInsn>(insns->back()));

      uint64_t outAddr = 0;
      Program p = build(*insns, l, count, outAddr);
      std::vector<uint8_t> dram;
      SimStats stats;
      ASSERT_EQ(errorText(raceCheck(p, &dram, &stats)), "<success>");
      for (size_t i = 0; i < count; ++i)
        for (size_t k = 0; k < 16; ++k) {
          int want = std::min(
              127, int(int8_t(uint8_t((i * 16 + k) * 7 % 200))) + int(i));
          EXPECT_EQ(int(int8_t(dram[outAddr - kDramBase + i * 16 + k])), want)
              << "tile " << i << " lane " << k;
        }
      EXPECT_EQ(stats.counts["store"], count);
    }
}

TEST(ScheduleTiles, MissingTokenIsDetected) {
  // Dropping the store->compute pop of tile 2 lets it overwrite the ACC half
  // tile 0 is still storing: raceCheck sees either a leftover token or a
  // race, never a silent success.
  Layout l = plan(4);
  auto insns = scheduleTiles(prologue(l), syntheticTiles(l, 4, 2), 2);
  ASSERT_TRUE(bool(insns));
  int computeTile = -1;
  for (Instruction &insn : *insns) {
    if (getQueue(insn) != Queue::Compute || !getDepFlags(insn).popPrev)
      continue;
    if (++computeTile == 2) {
      std::get<GemmInsn>(insn).dep.popNext = false;
      break;
    }
  }
  ASSERT_EQ(computeTile, 2);
  uint64_t outAddr = 0;
  Program p = build(*insns, l, 4, outAddr);
  EXPECT_NE(errorText(raceCheck(p)), "<success>");
}

TEST(ScheduleTiles, RejectsMalformedTiles) {
  Layout l = plan(3);
  std::vector<TileInsns> tiles = syntheticTiles(l, 3, 2);
  tiles[1].stores.clear();
  std::string text = errorText(scheduleTiles({}, tiles, 2).takeError());
  EXPECT_NE(text.find("tile 1 lacks compute or store"), std::string::npos)
      << text;

  tiles = syntheticTiles(l, 3, 2);
  tiles[2].compute.clear();
  EXPECT_NE(errorText(scheduleTiles({}, tiles, 2).takeError()), "<success>");

  tiles = syntheticTiles(l, 3, 2);
  tiles[0].loads.push_back(tiles[0].stores[0]);
  text = errorText(scheduleTiles({}, tiles, 2).takeError());
  EXPECT_NE(text.find("does not belong in the load list"), std::string::npos)
      << text;

  tiles = syntheticTiles(l, 3, 2);
  EXPECT_NE(errorText(scheduleTiles({}, tiles, 3).takeError()), "<success>");
  EXPECT_NE(errorText(scheduleTiles({}, {}, 1).takeError()), "<success>");
  std::vector<Instruction> badPrologue = {tiles[0].loads[0]};
  EXPECT_NE(errorText(scheduleTiles(badPrologue, tiles, 2).takeError()),
            "<success>");
}

TEST(ScheduleTiles, TilesWithoutLoadsGetALoadNop) {
  Layout l = plan(3);
  std::vector<TileInsns> tiles = syntheticTiles(l, 3, 1);
  // Tile 1 reuses tile 0's INP and WGT (reads the same row: the output is
  // in[0] + 1 at row 1).
  tiles[1].loads.clear();
  auto insns = scheduleTiles(prologue(l), tiles, 1);
  ASSERT_TRUE(bool(insns));
  uint64_t outAddr = 0;
  Program p = build(*insns, l, 3, outAddr);
  std::vector<uint8_t> dram;
  ASSERT_EQ(errorText(raceCheck(p, &dram)), "<success>");
  for (size_t k = 0; k < 16; ++k)
    EXPECT_EQ(int(int8_t(dram[outAddr - kDramBase + 16 + k])),
              std::min(127, int(int8_t(uint8_t(k * 7 % 200))) + 1));
}

} // namespace
