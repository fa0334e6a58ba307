//===- VtaBench.cpp - Conv2d on VTA's simulator, single vs double buffered ===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file is tosac-bench-vta: it compiles one ResNet-style conv2d
// (1x56x56x64 -> 64, 3x3, pad 1, stride 1) with random int8 weights, bias
// and per-channel scales for VTA, runs the program on tosac's simulator with
// and without double buffering, checks the output equals modelConv2d, and
// prints a Markdown table of the simulator's statistics. It exits with 1 when
// a program fails or its output differs.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <random>

using namespace tosac;
using namespace tosac::vta;

static std::vector<int8_t> randomInt8(std::mt19937 &rng, size_t count) {
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> v(count);
  for (int8_t &x : v)
    x = int8_t(dist(rng));
  return v;
}

int main() {
  std::mt19937 rng(56);
  Conv2dLayer layer;
  layer.input = {1, 56, 56, 64};
  layer.outChannels = 64;
  layer.kernelH = layer.kernelW = 3;
  layer.padTop = layer.padBottom = layer.padLeft = layer.padRight = 1;
  layer.weights = randomInt8(rng, 64 * 3 * 3 * 64);
  std::vector<int32_t> bias;
  std::vector<ScaleFactor> scales;
  std::uniform_int_distribution<int32_t> biasDist(-50000, 50000);
  for (int c = 0; c < 64; ++c) {
    bias.push_back(biasDist(rng));
    ArithResult<ScaleFactor> s =
        computeScale32(std::ldexp(1.0 + c / 64.0, -13));
    scales.push_back(s.value);
  }
  auto plans =
      planConv2dRequant(layer, bias, scales, /*outputZp=*/-3, -128, 127);
  if (!plans) {
    llvm::errs() << "tosac-bench-vta: " << llvm::toString(plans.takeError())
                 << "\n";
    return 1;
  }
  layer.requant = std::move(*plans);
  std::vector<int8_t> input = randomInt8(rng, 56 * 56 * 64);
  std::vector<int8_t> expected = modelConv2d(layer, input);

  llvm::outs() << "conv2d 1x56x56x64 -> 64, 3x3, pad 1, stride 1\n\n"
               << "| setting | tiles | instructions | total cycles | GEMM "
                  "cycles | GEMM busy |\n"
               << "| --- | ---: | ---: | ---: | ---: | ---: |\n";
  int status = 0;
  std::string notes;
  for (bool doubleBuffer : {true, false}) {
    CodegenOptions options;
    options.doubleBuffer = doubleBuffer;
    auto compiled = compileConv2d(layer, options);
    if (!compiled) {
      llvm::errs() << "tosac-bench-vta: "
                   << llvm::toString(compiled.takeError()) << "\n";
      return 1;
    }
    Program program = compiled->toProgram({input});
    Simulator sim(program);
    if (llvm::Error err = sim.run()) {
      llvm::errs() << "tosac-bench-vta: " << llvm::toString(std::move(err))
                   << "\n";
      return 1;
    }
    const SimStats &stats = sim.stats();
    bool same = compiled->readOutput(sim.dram()) == expected;
    status |= !same;
    uint64_t tiles = 0;
    for (const Instruction &insn : compiled->insns)
      if (auto *g = std::get_if<GemmInsn>(&insn))
        tiles += !g->loop.reset;
    llvm::outs() << "| "
                 << (doubleBuffer ? "double buffered" : "single buffered")
                 << (same ? "" : " (OUTPUT DIFFERS)") << " | " << tiles << " | "
                 << stats.instructions << " | " << stats.totalCycles << " | "
                 << stats.gemmCycles << " | "
                 << llvm::format("%.1f%%", 100.0 * stats.gemmBusyFraction())
                 << " |\n";
    // The pre-shift notes are the same for both settings.
    for (const std::string &note : compiled->notes)
      if (doubleBuffer || note.rfind("pre-shift", 0) != 0)
        notes += (note.rfind("pre-shift", 0) == 0
                      ? std::string()
                      : std::string(doubleBuffer ? "double" : "single") +
                            " buffered: ") +
                 note + "\n";
  }
  llvm::outs() << "\n" << notes;
  return status;
}
