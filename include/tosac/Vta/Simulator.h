//===- Simulator.h - A checking functional simulator of VTA ------*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares tosac's functional simulator of VTA (default
// configuration, hardware version 0.0.2) and the program image it runs.
//
// The simulator executes the semantics of VTA's reference functional simulator
// (docs/Vta.md): a DRAM starting at physical 0x1000, the UOP/INP/WGT/ACC SRAMs
// at their default depths, and the load, compute and store queues synchronized
// by four dependency-token FIFOs. Unlike the reference it checks everything it
// can and reports a problem as an llvm::Error naming the instruction index,
// never hanging or crashing: invalid instructions, SRAM or DRAM accesses out of
// range, a missing FINISH, tokens or instructions left over at FINISH, and
// deadlocks. `raceCheck` runs a program once with each queue preferred by the
// scheduler and fails when the final DRAM differs. A simple cycle model gives
// the total cycles and the fraction of them the GEMM core is busy.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_SIMULATOR_H
#define TOSAC_VTA_SIMULATOR_H

#include "tosac/Vta/Isa.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace tosac::vta {

/// Physical address of the first DRAM byte (the reference never hands out
/// page 0).
constexpr uint64_t kDramBase = 0x1000;

/// A named DRAM range of a program.
struct Region {
  std::string name;     // file name for inputs, output name for outputs
  std::string kind;     // UOP, INP, WGT, ACC, OUT (inputs only)
  uint64_t addr = 0;    // physical byte address
  uint64_t size = 0;    // bytes
  std::string expected; // outputs: file with the expected bytes, if any
};

/// A VTA program with its initial DRAM image.
struct Program {
  std::string name;
  std::string dir;           // directory it was loaded from, if any
  std::vector<uint8_t> dram; // bytes from kDramBase on
  uint64_t insnAddr = kDramBase;
  uint32_t insnCount = 0;
  std::vector<Region> inputs, outputs;
  /// The manifest's "stats" (instruction counts by kind), for information.
  std::map<std::string, uint64_t> manifestStats;

  /// Builds a program whose instructions sit at kDramBase, followed by
  /// `extraBytes` bytes of zeroed DRAM (from `dataAddr()` on).
  static Program fromInstructions(llvm::ArrayRef<Instruction> insns,
                                  uint64_t extraBytes);
  /// First physical address after the instructions, 4 KiB aligned.
  uint64_t dataAddr() const;
  /// Copies bytes into DRAM at a physical address (must be in range).
  void write(uint64_t addr, llvm::ArrayRef<uint8_t> bytes);
};

/// Loads DIR/manifest.json and the files it names (see the shared
/// vta-vectors/README.md for the format).
llvm::Expected<Program> loadProgram(llvm::StringRef dir);

/// Instruction counts by kind (keys as in the vectors' manifests: load_inp,
/// load_pad, gemm, gemm_reset, alu_ADD_imm, alu_SHR_neg_imm, store, ...; plus
/// nop_load, nop_store, finish), and the cycle model's results.
struct SimStats {
  std::map<std::string, uint64_t> counts;
  uint64_t instructions = 0;
  /// Cycle model: GEMM and ALU take one cycle per micro-op iteration
  /// (iter_out * iter_in * (uop_end - uop_bgn)), LOAD and STORE one cycle per
  /// 8 DRAM bytes moved, every instruction at least one cycle; the queues run
  /// concurrently, an instruction starting when its queue is free and the
  /// tokens it pops have been pushed.
  uint64_t totalCycles = 0;
  uint64_t gemmCycles = 0, aluCycles = 0, loadCycles = 0, storeCycles = 0;
  double gemmBusyFraction() const {
    return totalCycles ? double(gemmCycles) / double(totalCycles) : 0.0;
  }
};

struct SimOptions {
  /// The queue the scheduler prefers: whenever it can run an instruction it
  /// does; the other two follow in load, compute, store order.
  Queue first = Queue::Compute;
  /// Trace each executed instruction to stderr.
  bool trace = false;
};

class Simulator {
public:
  explicit Simulator(const Program &program);

  /// Runs the program until FINISH. On error the DRAM holds whatever the
  /// instructions before the failing one wrote.
  llvm::Error run(const SimOptions &options = {});

  const std::vector<uint8_t> &dram() const { return dram_; }
  /// The bytes of a region (empty if it lies outside the DRAM).
  llvm::ArrayRef<uint8_t> read(uint64_t addr, uint64_t size) const;
  const SimStats &stats() const { return stats_; }

private:
  struct State;
  const Program &program_;
  std::vector<uint8_t> dram_;
  SimStats stats_;
};

/// Runs `program` three times, preferring each queue in turn, and fails when a
/// run fails or the final DRAMs differ (naming the first differing address and
/// the two orders). On success `dram` (if given) receives the final DRAM and
/// `stats` the statistics of the compute-first run.
llvm::Error raceCheck(const Program &program,
                      std::vector<uint8_t> *dram = nullptr,
                      SimStats *stats = nullptr);

} // namespace tosac::vta

#endif // TOSAC_VTA_SIMULATOR_H
