//===- tosa-run.cpp - Compile and run a TOSA model ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-run`: it loads a .tosa / .json / .mlir model,
// JIT-compiles it for the host CPU (with --target vta-sim, the int8 patterns
// VTA can run go to tosac's VTA simulator), runs it on .npy inputs and writes
// or prints the outputs. Variables persist across --repeat runs and can be
// loaded from and saved to .npy files.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/Executor.h"
#include "tosac/Tools/ToolSupport.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace llvm;
using namespace tosac;

namespace {

cl::OptionCategory category("tosa-run options");

cl::opt<std::string> modelPath(cl::Positional, cl::Required,
                               cl::desc("<model.tosa|model.json|model.mlir>"),
                               cl::cat(category));
cl::list<std::string>
    inputFiles("input",
               cl::desc("An input as file.npy (inputs in the graph's order) "
                        "or name=file.npy (by the graph's input name)"),
               cl::value_desc("[name=]file.npy"), cl::cat(category));
cl::opt<std::string>
    outputDir("output-dir",
              cl::desc("Write each output to <dir>/<output name>.npy "
                       "(without it, the outputs are printed)"),
              cl::value_desc("dir"), cl::cat(category));
cl::opt<std::string> entry("entry",
                           cl::desc("The function to run (default: main, or "
                                    "the only public function)"),
                           cl::cat(category));
cl::opt<unsigned> repeat("repeat",
                         cl::desc("Run the graph N times in one process; "
                                  "variables carry over, the last run's "
                                  "outputs are kept"),
                         cl::init(1), cl::value_desc("N"), cl::cat(category));
cl::opt<std::string>
    stateIn("state-in",
            cl::desc("Before the first run, load every variable from "
                     "<dir>/<variable name>.npy"),
            cl::value_desc("dir"), cl::cat(category));
cl::opt<std::string>
    stateOut("state-out",
             cl::desc("After the last run, save every variable to "
                      "<dir>/<variable name>.npy"),
             cl::value_desc("dir"), cl::cat(category));
cl::opt<unsigned>
    benchmark("benchmark",
              cl::desc("Run N more times and print the compile time and the "
                       "median and minimum run time"),
              cl::init(0), cl::value_desc("N"), cl::cat(category));
cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level (0-3)"),
                           cl::init(3), cl::Prefix, cl::cat(category));
cl::opt<Target> target(
    "target", cl::desc("Where the model runs"), cl::init(Target::Cpu),
    cl::values(clEnumValN(Target::Cpu, "cpu", "the host CPU (default)"),
               clEnumValN(Target::VtaSim, "vta-sim",
                          "int8 conv2d / matmul / add / max_pool2d / clamp "
                          "patterns on tosac's VTA simulator, the rest on "
                          "the host CPU")),
    cl::cat(category));
cl::opt<bool> vtaReport("vta-report",
                        cl::desc("With --target vta-sim: say per operator "
                                 "whether it was offloaded, or why not"),
                        cl::cat(category));
cl::opt<bool> vtaStats("vta-stats",
                       cl::desc("With --target vta-sim: print each VTA "
                                "program's instructions, cycles and GEMM-busy "
                                "fraction of its last launch"),
                       cl::cat(category));
cl::opt<bool> vtaRaceCheck("vta-race-check",
                           cl::desc("With --target vta-sim: run each VTA "
                                    "program under all three queue orders and "
                                    "fail if the results differ"),
                           cl::cat(category));
cl::opt<std::string> vtaDumpDir(
    "vta-dump-dir",
    cl::desc("With --target vta-sim: write every VTA launch as a program "
             "directory (vta-sim / vta-vectors format, with its input images "
             "and the simulated output as expected_out.bin) into DIR"),
    cl::value_desc("dir"), cl::cat(category));
cl::opt<bool> vtaSingleBuffer("vta-single-buffer",
                              cl::desc("With --target vta-sim: one virtual "
                                       "thread instead of double buffering"),
                              cl::cat(category));
cl::opt<bool> profile(
    "profile",
    cl::desc("Time every TOSA operator and print a table of the operators, "
             "slowest first, with their source locations (over every run: "
             "--repeat and --benchmark runs included)"),
    cl::cat(category));
cl::opt<bool> strict("strict", cl::desc(kStrictOptionHelp), cl::cat(category));
cl::opt<bool> printInterface("print-interface",
                             cl::desc("Print the inputs, outputs and "
                                      "variables of the model and exit"),
                             cl::cat(category));

int fail(const Twine &message) {
  WithColor::error(errs(), "tosa-run") << message << "\n";
  return 1;
}

int fail(Error error) {
  std::string message = toString(std::move(error));
  return fail(message);
}

std::string fileNameFor(StringRef name) {
  std::string file = name.str();
  std::replace(file.begin(), file.end(), '/', '_');
  return file + ".npy";
}

std::string describe(const TensorSignature &signature) {
  std::string shape;
  for (auto [i, extent] : llvm::enumerate(signature.shape))
    shape += (i ? "x" : "") + (extent < 0 ? "?" : std::to_string(extent));
  return formatv("{0} {1}[{2}]", signature.name,
                 getElementKindName(signature.kind), shape)
      .str();
}

/// Decodes element `i` of `array` as a double for printing.
double elementAsDouble(const NpyArray &array, ElementKind kind, int64_t i) {
  switch (kind) {
  case ElementKind::Bool: return array.get<uint8_t>(i);
  case ElementKind::Int4:
  case ElementKind::Int8: return array.get<int8_t>(i);
  case ElementKind::Int16: return array.get<int16_t>(i);
  case ElementKind::UInt8:
    return array.get<uint8_t>(i);
  case ElementKind::UInt16:
    return array.get<uint16_t>(i);
  case ElementKind::Int32: return array.get<int32_t>(i);
  case ElementKind::Float32: return array.get<float>(i);
  case ElementKind::Float64: return array.get<double>(i);
  default: return NAN;
  }
}

void printArray(raw_ostream &os, const TensorSignature &signature,
                const NpyArray &array) {
  constexpr int64_t kMaxPrinted = 64;
  // The array's own shape: a dynamic output's extents are the run's.
  TensorSignature actual = signature;
  actual.shape = array.shape;
  os << describe(actual) << " = [";
  int64_t count = array.numElements();
  for (int64_t i = 0; i < std::min(count, kMaxPrinted); ++i) {
    if (i)
      os << ", ";
    switch (signature.kind) {
    case ElementKind::Int48:
    case ElementKind::Int64:
    case ElementKind::Index:
      os << array.get<int64_t>(i);
      break;
    case ElementKind::Bool:
      os << (array.get<uint8_t>(i) ? "true" : "false");
      break;
    case ElementKind::Float16:
    case ElementKind::BFloat16:
    case ElementKind::Float8E4M3:
    case ElementKind::Float8E5M2:
      os << format_hex(signature.kind == ElementKind::Float16 ||
                               signature.kind == ElementKind::BFloat16
                           ? array.get<uint16_t>(i)
                           : array.get<uint8_t>(i),
                       4);
      break;
    default: {
      double value = elementAsDouble(array, signature.kind, i);
      if (signature.kind == ElementKind::Float32 ||
          signature.kind == ElementKind::Float64)
        os << formatv("{0:g}", value);
      else
        os << static_cast<int64_t>(value);
    }
    }
  }
  if (count > kMaxPrinted)
    os << ", ... (" << count << " elements)";
  os << "]\n";
}

/// Orders the --input arguments as the graph's inputs.
Expected<std::vector<NpyArray>>
readInputs(const std::vector<TensorSignature> &signatures) {
  std::vector<std::optional<NpyArray>> arrays(signatures.size());
  size_t nextPositional = 0;
  for (StringRef argument : inputFiles) {
    auto [name, file] = argument.split('=');
    size_t index;
    if (file.empty()) {
      file = argument;
      if (nextPositional >= signatures.size())
        return createStringError(
            formatv("too many inputs: the graph has {0}", signatures.size())
                .str());
      index = nextPositional++;
    } else {
      auto it = llvm::find_if(signatures, [&](const TensorSignature &s) {
        return s.name == name;
      });
      if (it == signatures.end()) {
        std::string names;
        for (const TensorSignature &s : signatures)
          names += (names.empty() ? "" : ", ") + s.name;
        return createStringError(formatv("the graph has no input named "
                                         "'{0}' (inputs: {1})",
                                         name, names)
                                     .str());
      }
      index = it - signatures.begin();
    }
    if (arrays[index])
      return createStringError("input '" + signatures[index].name +
                               "' is given twice");
    Expected<NpyArray> array = readNpy(file);
    if (!array)
      return createStringError("input '" + signatures[index].name +
                               "': " + toString(array.takeError()));
    arrays[index] = std::move(*array);
  }
  std::vector<NpyArray> result;
  for (auto [array, signature] : llvm::zip_equal(arrays, signatures)) {
    if (!array)
      return createStringError("missing input '" + signature.name +
                               "' (" + describe(signature) + ")");
    result.push_back(std::move(*array));
  }
  return result;
}

} // namespace

/// The --profile table: operators slowest first, time per run.
void printProfile(std::vector<OperatorProfile> operators, unsigned threads) {
  uint64_t runs = 0;
  double total = 0;
  for (const OperatorProfile &op : operators) {
    runs = std::max(runs, op.calls);
    total += op.seconds;
  }
  if (runs == 0) {
    outs() << "profile: no operator ran\n";
    return;
  }
  std::vector<size_t> order(operators.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return operators[a].seconds > operators[b].seconds;
  });
  outs() << formatv("profile: {0} runs, {1} threads; time per run\n", runs,
                    threads);
  outs() << "      ms      %    cum%    #  operator\n";
  double cumulative = 0;
  for (size_t i : order) {
    const OperatorProfile &op = operators[i];
    if (op.calls == 0)
      continue;
    cumulative += op.seconds;
    outs() << formatv("{0,8:f3} {1,5:f1}% {2,6:f1}% {3,4}  {4}\n",
                      op.seconds / runs * 1e3, 100 * op.seconds / total,
                      100 * cumulative / total, i, op.name);
  }
  outs() << formatv("{0,8:f3} 100.0%          all {1} operators\n",
                    total / runs * 1e3, operators.size());
}

int main(int argc, char **argv) {
  InitLLVM initLLVM(argc, argv);
  // libLLVM has a hidden --threads of its own: this one replaces it.
  tosac::releaseLibraryOption("threads");
  static cl::opt<unsigned> threads(
      "threads",
      cl::desc("Threads the kernels run on (default 0: one per core); the "
               "outputs are the same for every count"),
      cl::init(0), cl::value_desc("N"), cl::cat(category));
  tosac::initToolCommandLine("tosa-run", {&category});
  // --mlir-timing: import, each pass of the lowering, and the JIT.
  mlir::registerDefaultTimingManagerCLOptions();
  cl::ParseCommandLineOptions(
      argc, argv,
      "tosa-run: JIT-compile a TOSA model for this CPU and run it\n\n"
      "Loads a .tosa flatbuffer, its .json form or TOSA MLIR text, lowers it\n"
      "with the tosa-to-llvm pipeline, compiles it with LLVM for the host CPU\n"
      "and runs it on .npy inputs. Outputs are written as <name>.npy into\n"
      "--output-dir, or printed. Data-dependent ERROR_IF / REQUIRE checks\n"
      "(zero points fed as inputs, indices out of range, division by zero)\n"
      "fail the run with an error and no outputs.\n\n"
      "With --target vta-sim, the tosa-to-vta pass first moves the int8\n"
      "patterns VTA can run (conv2d / matmul + rescale (+ clamp), rescale-\n"
      "add-rescale, max_pool2d, clamp) into VTA programs; these run on\n"
      "tosac's VTA functional simulator, with 16-bit requantization (see\n"
      "docs/Vta/Vta.md for its accuracy), the rest on the CPU.\n\n"
      "Examples:\n"
      "  tosa-run model.tosa --input x.npy --output-dir out/\n"
      "  tosa-run model.mlir --input x.npy --target vta-sim --vta-report\n");

  mlir::DefaultTimingManager timingManager;
  mlir::applyDefaultTimingManagerCLOptions(timingManager);
  mlir::TimingScope timing = timingManager.getRootScope();
  mlir::TimingScope importTiming = timing.nest("import and verify");
  mlir::DialectRegistry registry;
  registerExecutorDependencies(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();

  auto module = loadModule(modelPath, &context);
  if (!module)
    return fail(module.takeError());
  importTiming.stop();
  ExecutorOptions options;
  options.timing = &timing;
  options.entry = entry;
  options.optLevel = optLevel;
  options.threads = threads;
  options.lowering.profile = profile;
  options.lowering.strict = strict;
  options.target = target;
  options.vtaReport = vtaReport;
  options.vtaRaceCheck = vtaRaceCheck;
  options.vtaDoubleBuffer = !vtaSingleBuffer;
  options.vtaDumpDir = vtaDumpDir;
  if (target != Target::VtaSim && (vtaReport || vtaStats || vtaRaceCheck ||
                                   vtaSingleBuffer || !vtaDumpDir.empty()))
    return fail("the --vta-* options need --target vta-sim");
  auto compiled = CompiledModule::compile(**module, options);
  if (!compiled)
    return fail(compiled.takeError());
  CompiledModule &model = **compiled;
  // The timing report (with --mlir-timing, to stderr) covers compilation.
  timing.stop();
  if (timingManager.isEnabled())
    timingManager.print();
  timingManager.setEnabled(false);

  if (printInterface) {
    for (const TensorSignature &s : model.getInputs())
      outs() << "input " << describe(s) << "\n";
    for (const TensorSignature &s : model.getOutputs())
      outs() << "output " << describe(s) << "\n";
    for (const TensorSignature &s : model.getVariables())
      outs() << "variable " << describe(s) << "\n";
    return 0;
  }

  auto inputs = readInputs(model.getInputs());
  if (!inputs)
    return fail(inputs.takeError());

  if (!stateIn.empty()) {
    for (const TensorSignature &variable : model.getVariables()) {
      SmallString<128> path(stateIn);
      sys::path::append(path, fileNameFor(variable.name));
      Expected<NpyArray> value = readNpy(path);
      if (!value)
        return fail("variable '" + variable.name +
                    "': " + toString(value.takeError()));
      if (Error error = model.setVariable(variable.name, *value))
        return fail(std::move(error));
    }
  }

  std::vector<NpyArray> outputs;
  for (unsigned i = 0; i < std::max(repeat.getValue(), 1u); ++i)
    if (Error error = model.run(*inputs, outputs))
      return fail(std::move(error));

  if (benchmark > 0) {
    std::vector<double> times;
    // Each run writes into the last one's outputs, as an application calling
    // in a loop does.
    std::vector<NpyArray> timed;
    for (unsigned i = 0; i < benchmark; ++i) {
      auto start = std::chrono::steady_clock::now();
      Error error = model.run(*inputs, timed);
      auto stop = std::chrono::steady_clock::now();
      if (error)
        return fail(std::move(error));
      times.push_back(std::chrono::duration<double>(stop - start).count());
    }
    std::sort(times.begin(), times.end());
    outs() << formatv("compile: {0:f3} ms\nrun ({1} runs, {4} threads): "
                      "median {2:f3} ms, min {3:f3} ms\n",
                      model.getCompileSeconds() * 1e3, times.size(),
                      times[times.size() / 2] * 1e3, times.front() * 1e3,
                      model.getThreads());
  }

  if (!outputDir.empty()) {
    if (std::error_code ec = sys::fs::create_directories(outputDir))
      return fail("cannot create '" + outputDir + "': " + ec.message());
    for (auto [signature, array] : llvm::zip_equal(model.getOutputs(), outputs)) {
      SmallString<128> path(outputDir);
      sys::path::append(path, fileNameFor(signature.name));
      if (Error error = writeNpy(path, array))
        return fail(std::move(error));
    }
  } else if (benchmark == 0) {
    for (auto [signature, array] : llvm::zip_equal(model.getOutputs(), outputs))
      printArray(outs(), signature, array);
  }

  if (profile)
    printProfile(model.getProfile(), model.getThreads());

  if (vtaStats) {
    for (const VtaProgramStats &s : model.getVtaStats())
      outs() << formatv("vta @{0}: {1} launches, {2} instructions, {3} "
                        "cycles, GEMM busy {4:f1}%\n",
                        s.name, s.launches, s.instructions, s.totalCycles,
                        s.totalCycles ? 100.0 * s.gemmCycles / s.totalCycles
                                      : 0.0);
  }

  if (!stateOut.empty()) {
    if (std::error_code ec = sys::fs::create_directories(stateOut))
      return fail("cannot create '" + stateOut + "': " + ec.message());
    for (const TensorSignature &variable : model.getVariables()) {
      Expected<NpyArray> value = model.getVariable(variable.name);
      if (!value)
        return fail(value.takeError());
      SmallString<128> path(stateOut);
      sys::path::append(path, fileNameFor(variable.name));
      if (Error error = writeNpy(path, *value))
        return fail(std::move(error));
    }
  }
  return 0;
}
