//===- vta-sim.cpp - Run a VTA program on tosac's simulator ------*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements vta-sim, which loads a VTA program directory (a
// manifest.json with the instruction stream and DRAM images, the format of
// ../shared/vta-vectors), runs it on tosac's checking functional simulator,
// and writes, compares or races its outputs and prints statistics.
//
//===----------------------------------------------------------------------===//

#include "tosac/Tools/ToolSupport.h"
#include "tosac/Vta/Simulator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace tosac::vta;
namespace cl = llvm::cl;

static cl::OptionCategory category("vta-sim options");
static cl::opt<std::string> inputDir(cl::Positional, cl::Required,
                                     cl::desc("<program directory>"),
                                     cl::cat(category));
static cl::opt<std::string>
    outputDir("output-dir",
              cl::desc("Write each output region of the manifest to "
                       "<dir>/<name>.bin"),
              cl::value_desc("dir"), cl::cat(category));
static cl::opt<bool>
    check("check",
          cl::desc("Compare each output region with the manifest's "
                   "'expected' file; fail on a difference"),
          cl::cat(category));
static cl::opt<bool>
    raceCheckOpt("race-check",
                 cl::desc("Run once preferring each queue (compute, load, "
                          "store first); fail if the final DRAMs differ"),
                 cl::cat(category));
static cl::opt<std::string>
    firstQueue("first",
               cl::desc("Queue the scheduler prefers (without "
                        "--race-check): load, compute or store"),
               cl::init("compute"), cl::cat(category));
static cl::opt<bool> trace("trace",
                           cl::desc("Print every executed instruction"),
                           cl::cat(category));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "vta-sim: error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // LLVM Support registers its own -stats; give ours the name.
  auto &registered = cl::getRegisteredOptions();
  if (auto it = registered.find("stats"); it != registered.end())
    it->second->setArgStr("llvm-stats");
  cl::opt<bool> stats("stats",
                      cl::desc("Print instruction counts by kind, total "
                               "cycles and the GEMM-busy fraction"),
                      cl::cat(category));
  tosac::initToolCommandLine("vta-sim", {&category});
  cl::ParseCommandLineOptions(
      argc, argv,
      "vta-sim: run a VTA program (default configuration, HW 0.0.2) on "
      "tosac's checking functional simulator\n\n"
      "DIR holds manifest.json and the files it names. The simulator reports "
      "invalid instructions, SRAM/DRAM accesses out of range, a missing "
      "FINISH, tokens left at FINISH and deadlocks, with the instruction "
      "index.\n");

  auto program = loadProgram(inputDir);
  if (!program)
    return fail(llvm::toString(program.takeError()));

  Queue first;
  if (firstQueue == "load")
    first = Queue::Load;
  else if (firstQueue == "compute")
    first = Queue::Compute;
  else if (firstQueue == "store")
    first = Queue::Store;
  else
    return fail("--first must be load, compute or store, not '" + firstQueue +
                "'");

  Simulator sim(*program);
  std::vector<uint8_t> dram;
  SimStats simStats;
  if (raceCheckOpt) {
    if (llvm::Error err = raceCheck(*program, &dram, &simStats))
      return fail(llvm::toString(std::move(err)));
    llvm::outs() << "race check: the three queue orders agree\n";
  } else {
    SimOptions options;
    options.first = first;
    options.trace = trace;
    if (llvm::Error err = sim.run(options))
      return fail(llvm::toString(std::move(err)));
    dram = sim.dram();
    simStats = sim.stats();
  }

  auto regionBytes = [&](const Region &r) -> llvm::ArrayRef<uint8_t> {
    if (r.addr < kDramBase || r.addr - kDramBase + r.size > dram.size())
      return {};
    return llvm::ArrayRef<uint8_t>(dram).slice(r.addr - kDramBase, r.size);
  };

  if (!outputDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
      return fail("cannot create " + outputDir + ": " + ec.message());
    for (const Region &r : program->outputs) {
      llvm::SmallString<256> path(outputDir);
      llvm::sys::path::append(path, r.name + ".bin");
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (ec)
        return fail("cannot write " + path + ": " + ec.message());
      llvm::ArrayRef<uint8_t> bytes = regionBytes(r);
      os.write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
    }
  }

  int status = 0;
  if (check) {
    for (const Region &r : program->outputs) {
      if (r.expected.empty()) {
        llvm::outs() << r.name << ": no expected file\n";
        continue;
      }
      llvm::SmallString<256> path(program->dir);
      llvm::sys::path::append(path, r.expected);
      auto expected = llvm::MemoryBuffer::getFile(path, false, false);
      if (!expected)
        return fail("cannot read " + path + ": " +
                    expected.getError().message());
      llvm::ArrayRef<uint8_t> got = regionBytes(r);
      auto want = llvm::arrayRefFromStringRef((*expected)->getBuffer());
      if (want.size() != got.size()) {
        llvm::outs() << r.name << ": FAIL (expected " << want.size()
                     << " bytes, region has " << got.size() << ")\n";
        status = 1;
        continue;
      }
      size_t diffs = 0, firstDiff = 0;
      for (size_t i = 0; i < got.size(); ++i)
        if (got[i] != want[i] && diffs++ == 0)
          firstDiff = i;
      if (diffs == 0) {
        llvm::outs() << r.name << ": OK (" << got.size() << " bytes)\n";
      } else {
        llvm::outs() << r.name << ": FAIL (" << diffs << " of " << got.size()
                     << " bytes differ, first at offset " << firstDiff
                     << ": got " << int(got[firstDiff]) << ", expected "
                     << int(want[firstDiff]) << ")\n";
        status = 1;
      }
    }
  }

  if (stats) {
    llvm::outs() << "instructions: " << simStats.instructions << "\n";
    for (const auto &[key, value] : simStats.counts)
      llvm::outs() << "  " << key << ": " << value << "\n";
    llvm::outs() << "cycles: " << simStats.totalCycles << "\n"
                 << "  gemm: " << simStats.gemmCycles << "\n"
                 << "  alu: " << simStats.aluCycles << "\n"
                 << "  load: " << simStats.loadCycles << "\n"
                 << "  store: " << simStats.storeCycles << "\n"
                 << "gemm-busy: "
                 << llvm::format("%.3f", simStats.gemmBusyFraction()) << "\n";
  }
  return status;
}
