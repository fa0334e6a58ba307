//===- Schedule.cpp - DRAM placement and dependency tokens of VTA code ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the DRAM planner, relocation and the token assignment
// of tiled VTA code (see Schedule.h for the protocol).
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Schedule.h"
#include "tosac/Vta/Simulator.h"

#include <algorithm>

using namespace tosac::vta;

static constexpr uint64_t kPage = 4096;

uint64_t DramPlanner::allocate(uint64_t size) {
  uint64_t offset = end_;
  end_ += std::max<uint64_t>(1, (size + kPage - 1) / kPage) * kPage;
  return offset;
}

uint64_t DramPlanner::elementIndex(uint64_t byteOffset, MemType type) {
  return byteOffset / elementBytes(uint32_t(type));
}

uint64_t tosac::vta::dataBaseFor(uint64_t insnCount) {
  return (kDramBase + insnCount * 16 + kPage - 1) / kPage * kPage;
}

void tosac::vta::relocate(std::vector<Instruction> &insns,
                          std::vector<Segment> &segments, uint64_t dataBase) {
  for (Instruction &insn : insns) {
    auto *mem = std::get_if<MemInsn>(&insn);
    if (!mem || mem->xSize == 0)
      continue;
    mem->dramBase += dataBase / elementBytes(mem->memType);
  }
  for (Segment &segment : segments)
    segment.addr += dataBase;
}

Instruction tosac::vta::loadQueueNop() {
  MemInsn nop;
  nop.memType = uint32_t(MemType::Inp);
  return nop;
}

Instruction tosac::vta::computeQueueNop() {
  MemInsn nop;
  nop.memType = uint32_t(MemType::Uop);
  return nop;
}

static DepFlags &flagsOf(Instruction &insn) {
  return std::visit([](auto &i) -> DepFlags & { return i.dep; }, insn);
}

static llvm::Error checkQueue(llvm::ArrayRef<Instruction> insns, Queue queue,
                              size_t tile, const char *list) {
  for (const Instruction &insn : insns)
    if (getQueue(insn) != queue || getOpcode(insn) == Opcode::Finish)
      return llvm::createStringError(
          "tile " + std::to_string(tile) + ": '" + toString(insn) +
          "' does not belong in the " + list + " list");
  return llvm::Error::success();
}

llvm::Expected<std::vector<Instruction>>
tosac::vta::scheduleTiles(llvm::ArrayRef<Instruction> prologue,
                          llvm::ArrayRef<TileInsns> tiles,
                          unsigned virtualThreads) {
  if (virtualThreads != 1 && virtualThreads != 2)
    return llvm::createStringError("virtual threads must be 1 or 2");
  if (tiles.empty())
    return llvm::createStringError("no tiles to schedule");
  if (auto err = checkQueue(prologue, Queue::Compute, 0, "prologue"))
    return std::move(err);
  const size_t n = tiles.size(), d = virtualThreads;
  std::vector<Instruction> out;
  for (size_t i = 0; i < n; ++i) {
    const TileInsns &tile = tiles[i];
    if (tile.compute.empty() || tile.stores.empty())
      return llvm::createStringError("tile " + std::to_string(i) +
                                     " lacks compute or store instructions");
    if (auto err = checkQueue(tile.loads, Queue::Load, i, "load"))
      return std::move(err);
    if (auto err = checkQueue(tile.compute, Queue::Compute, i, "compute"))
      return std::move(err);
    if (auto err = checkQueue(tile.stores, Queue::Store, i, "store"))
      return std::move(err);

    // Load queue.
    std::vector<Instruction> loads = tile.loads;
    if (loads.empty())
      loads.push_back(loadQueueNop());
    flagsOf(loads.front()).popNext = i >= d;
    flagsOf(loads.back()).pushNext = true;
    out.insert(out.end(), loads.begin(), loads.end());

    // Compute queue; the prologue runs before the first tile's tokens are
    // awaited, so constants load while the first inputs arrive.
    if (i == 0)
      out.insert(out.end(), prologue.begin(), prologue.end());
    std::vector<Instruction> compute = tile.compute;
    flagsOf(compute.front()).popPrev = true;
    flagsOf(compute.front()).popNext = i >= d;
    if (i + d < n) {
      auto lastGemm = std::find_if(compute.rbegin(), compute.rend(),
                                   [](const Instruction &insn) {
                                     return getOpcode(insn) == Opcode::Gemm;
                                   });
      flagsOf(lastGemm == compute.rend() ? compute.back() : *lastGemm)
          .pushPrev = true;
    }
    flagsOf(compute.back()).pushNext = true;
    out.insert(out.end(), compute.begin(), compute.end());

    // Store queue.
    std::vector<Instruction> stores = tile.stores;
    flagsOf(stores.front()).popPrev = true;
    flagsOf(stores.back()).pushPrev = i + d < n || i + 1 == n;
    out.insert(out.end(), stores.begin(), stores.end());
  }
  Instruction loadNop = loadQueueNop();
  flagsOf(loadNop).pushNext = true;
  Instruction computeNop = computeQueueNop();
  flagsOf(computeNop).popPrev = true;
  flagsOf(computeNop).popNext = true;
  out.push_back(loadNop);
  out.push_back(computeNop);
  out.push_back(FinishInsn{});
  return out;
}
