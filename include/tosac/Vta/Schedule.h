//===- Schedule.h - DRAM placement and tokens of VTA code -------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the two layer-independent parts of VTA code generation:
//
// - `DramPlanner` hands out 4 KiB-aligned DRAM segments at offsets relative to
//   the data base, and `relocate` moves every LOAD/STORE and segment once the
//   instruction count (hence the data base) is known: the instructions sit at
//   0x1000 and the data on the pages after them, the convention of VTA's
//   simulated DRAM.
//
// - `scheduleTiles` puts the dependency flags on a sequence of tiles, each
//   made of load-queue, compute-queue and store-queue instructions, for one
//   or two virtual threads (double buffering). With D threads, tile i uses
//   SRAM half i % D, and:
//     * the first load of tile i pops compute->load when i >= D, the last load
//       pushes load->compute;
//     * the first compute instruction pops load->compute, and store->compute
//       when i >= D; the last GEMM pushes compute->load when i + D < N (the
//       INP/WGT half is free again); the last compute instruction pushes
//       compute->store;
//     * the first store pops compute->store; the last store pushes
//       store->compute when i + D < N or i == N - 1;
//   and the stream ends with a load NOP pushing load->compute, a compute NOP
//   popping both neighbours, and FINISH. Every push is popped exactly once.
//   A tile without loads gets a load NOP; every tile must have compute and
//   store instructions.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_SCHEDULE_H
#define TOSAC_VTA_SCHEDULE_H

#include "tosac/Vta/Isa.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tosac::vta {

/// One DRAM segment: constants (WGT/ACC/UOP images) or a tensor image.
struct Segment {
  std::string name;
  MemType kind = MemType::Inp;
  /// Byte address: relative to the data base before relocation, physical
  /// after.
  uint64_t addr = 0;
  uint64_t size = 0;
  /// Initial contents (constants); empty for tensor images.
  std::vector<uint8_t> bytes;
};

/// Hands out page-aligned DRAM segments after the instructions.
class DramPlanner {
public:
  /// Reserves `size` bytes (at least one page) and returns the segment's
  /// offset from the data base. The offset is a multiple of 4096, hence of
  /// every element size.
  uint64_t allocate(uint64_t size);
  /// Bytes handed out so far.
  uint64_t size() const { return end_; }
  /// The element index of a byte offset for a memory type (the value a
  /// LOAD/STORE's dram_base takes before relocation).
  static uint64_t elementIndex(uint64_t byteOffset, MemType type);

private:
  uint64_t end_ = 0;
};

/// The physical address of the data base for `insnCount` instructions at
/// kDramBase: the first 4 KiB page after them.
uint64_t dataBaseFor(uint64_t insnCount);

/// Adds `dataBase` to every LOAD/STORE dram_base (in elements of its memory
/// type; a no-op LOAD with x_size 0 is left alone) and to every segment addr.
void relocate(std::vector<Instruction> &insns, std::vector<Segment> &segments,
              uint64_t dataBase);

/// The instructions of one tile per queue, without dependency flags.
struct TileInsns {
  /// Load queue: LOAD of INP or WGT.
  std::vector<Instruction> loads;
  /// Compute queue: LOAD of UOP or ACC, GEMM, ALU.
  std::vector<Instruction> compute;
  /// Store queue: STORE.
  std::vector<Instruction> stores;
};

/// A no-op LOAD on the load queue (INP, x_size 0) and on the compute queue
/// (UOP, x_size 0).
Instruction loadQueueNop();
Instruction computeQueueNop();

/// The instruction stream of `tiles` run with `virtualThreads` (1 or 2)
/// threads, flags as in the file comment. `prologue` (compute queue: UOP and
/// constant ACC loads) runs before the first tile's compute. Fails when a
/// tile lacks compute or store instructions or an instruction sits in the
/// wrong list.
llvm::Expected<std::vector<Instruction>>
scheduleTiles(llvm::ArrayRef<Instruction> prologue,
              llvm::ArrayRef<TileInsns> tiles, unsigned virtualThreads);

} // namespace tosac::vta

#endif // TOSAC_VTA_SCHEDULE_H
