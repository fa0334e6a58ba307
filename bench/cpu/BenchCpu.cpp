//===- BenchCpu.cpp - tosac against upstream MLIR and oneDNN on the CPU ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosac-bench-cpu`: for one TOSA model (MLIR text) it
//   - compiles it with tosac::CompiledModule (tosa-to-llvm, JIT at -O3),
//   - prints it with tosa-opt, lowers that with upstream mlir-opt's own TOSA
//     passes and the same bufferization / LLVM lowering, and JIT-compiles the
//     result at -O3 with the benchmark's own invoker,
//   - for a single conv2d / depthwise_conv2d / matmul model, builds the
//     same operation with oneDNN (one thread); for a network, builds every
//     conv2d / depthwise_conv2d / matmul of it as one such primitive (an
//     int8 one with its rescale to int8),
// feeds all of them the same pseudo-random inputs, checks that their outputs
// agree (integers exactly, floats within a relative tolerance, a rescale
// done by oneDNN within 1), then times them in interleaved rounds after a
// warm-up (oneDNN in rounds of its own) and reports the median and the minimum,
// and the compile time of tosac (import of the file + lowering + JIT).
//
// Timed quantities:
//   tosac      CompiledModule::run into the previous run's output arrays:
//              inputs and outputs are read and written in place;
//   upstream   per-call buffers with input / output copies in the
//              benchmark's invoker (upstream's code may write its arguments);
//   kernels    both compiled codes on buffers allocated once (tosac's own
//              pipeline compiled a second time, for that);
//   oneDNN     one primitive execute() + wait on bound buffers; for a
//              network, the sum over its layers' primitives (on random
//              operands, not checked): a lower bound of a oneDNN network.
//
// oneDNN reads ONEDNN_MAX_CPU_ISA once per process: --onednn-only times
// oneDNN alone (under such a limit), --onednn-result writes its result to a
// file and --onednn-other puts another run's result into this run's table
// row (bench/cpu/run.sh runs both).
//
//===----------------------------------------------------------------------===//

#include "Arrays.h"
#include "JitFunction.h"
#include "ModelAnalysis.h"
#include "OneDnn.h"
#include "Upstream.h"

#include "tosac/Execution/Executor.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Runtime/Threads.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "tosac/Tools/ToolSupport.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <functional>
#include <map>
#include <optional>

using namespace mlir;
using namespace tosac;
using namespace tosac::bench;

namespace cl = llvm::cl;

static cl::OptionCategory category("tosac-bench-cpu options");

static cl::opt<std::string> modelPath(cl::Positional, cl::Required,
                                      cl::desc("<model.mlir | .tosa | .json>"),
                                      cl::cat(category));
static cl::opt<unsigned> runs("runs", cl::init(10),
                              cl::desc("Timed runs of each implementation"),
                              cl::cat(category));
static cl::opt<bool> coldRuns(
    "cold",
    cl::desc("Time each run right after the other contenders' runs (caches "
             "holding their data); by default each timed run follows an "
             "untimed run of the same contender"),
    cl::cat(category));
static cl::opt<unsigned> warmup("warmup", cl::init(2),
                                cl::desc("Untimed runs before timing"),
                                cl::cat(category));
static cl::opt<int> upstreamRuns(
    "upstream-runs", cl::init(-1),
    cl::desc("Timed runs of the two upstream columns (default: --runs); 0 "
             "skips upstream altogether (no lowering, no check)"),
    cl::cat(category));
static cl::opt<bool>
    noKernels("no-kernels",
              cl::desc("Skip the kernel-only columns (and the second "
                       "compilation of tosac's pipeline they need)"),
              cl::cat(category));
static cl::opt<unsigned> seed("seed", cl::init(1),
                              cl::desc("Seed of the random inputs"),
                              cl::cat(category));
static cl::opt<std::string>
    tosaOptPath("tosa-opt",
                cl::desc("tosac's tosa-opt (default: next to "
                         "this program)"),
                cl::cat(category));
static cl::opt<std::string>
    tosaTranslatePath("tosa-translate",
                      cl::desc("tosac's tosa-translate, for .tosa and .json "
                               "models (default: next to this program)"),
                      cl::cat(category));
static cl::opt<std::string>
    mlirOptPath("mlir-opt", cl::init("/usr/lib/llvm-22/bin/mlir-opt"),
                cl::desc("Upstream's mlir-opt"), cl::cat(category));
static cl::opt<bool> noOneDnn("no-onednn", cl::desc("Skip oneDNN"),
                              cl::cat(category));
static cl::opt<bool> oneDnnOnly(
    "onednn-only",
    cl::desc("Time oneDNN alone (e.g. under ONEDNN_MAX_CPU_ISA, which "
             "oneDNN reads once per process): no upstream, no tosac timing; "
             "tosac compiles a single-operator model only as the reference "
             "of oneDNN's output check"),
    cl::cat(category));
static cl::opt<std::string> oneDnnResult(
    "onednn-result",
    cl::desc("Write oneDNN's result to this file: one tab-separated line of "
             "its table cell, its median in ms (nan if none), its "
             "implementation(s) and the instruction set it was limited to"),
    cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string> oneDnnOther(
    "onednn-other",
    cl::desc("With --markdown-row: the --onednn-result file of another run "
             "of oneDNN (e.g. with ONEDNN_MAX_CPU_ISA=AVX512_CORE_VNNI), "
             "printed as a column before this run's oneDNN column, with "
             "tosac's ratio to it"),
    cl::value_desc("file"), cl::cat(category));
static cl::opt<bool>
    keepTemporaries("keep-temps",
                    cl::desc("Keep the files given to and made by mlir-opt"),
                    cl::cat(category));
static cl::opt<bool> markdownRow(
    "markdown-row",
    cl::desc("Print only a Markdown table row on stdout (model, tosac, "
             "tosac on all threads, their ratio, upstream, [--onednn-other,] "
             "oneDNN, tosac/upstream, [tosac/--onednn-other,] tosac/oneDNN, "
             "tosac and upstream compiled code only, tosac compile time), "
             "the report on stderr"),
    cl::cat(category));
static cl::opt<std::string> rowName("name",
                                    cl::desc("Model name in the table row "
                                             "(default: the file's stem)"),
                                    cl::cat(category));
static cl::opt<double> floatTolerance(
    "float-tolerance", cl::init(1e-4),
    cl::desc("Allowed float difference, relative to the largest magnitude "
             "of the reference output"),
    cl::cat(category));

enum class Clock { Thread, Wall };
static cl::opt<Clock> timingClock(
    "clock", cl::init(Clock::Thread), cl::desc("What a timed run measures"),
    cl::values(clEnumValN(Clock::Thread, "thread",
                          "CPU time of the calling thread (user + system): "
                          "time the thread waits for the CPU on a loaded "
                          "machine is not counted"),
               clEnumValN(Clock::Wall, "wall", "elapsed (steady) time")),
    cl::cat(category));

namespace {

/// One implementation under test: its outputs, its timings and what went
/// wrong (not built, not lowered, mismatch).
struct Contender {
  std::string label;
  /// One run of the timed work; false if it failed.
  std::function<bool()> work;
  /// Timed runs (after the warm-up ones).
  unsigned runs = 0;
  std::vector<double> times;
  std::string problem;
  bool mismatch = false;
  /// Timed in elapsed time whatever --clock says (work on several threads).
  bool wallClock = false;
};

double elapsedMs(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

/// Milliseconds on the clock chosen with --clock.
double clockMs() {
  if (timingClock == Clock::Thread) {
    timespec time;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return time.tv_sec * 1e3 + time.tv_nsec * 1e-6;
  }
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::string formatMs(double ms) {
  if (std::isnan(ms))
    return "n/a";
  return llvm::formatv(ms < 10 ? "{0:F3}" : (ms < 100 ? "{0:F2}" : "{0:F1}"),
                       ms)
      .str();
}

std::string errorText(llvm::Error error) {
  return llvm::toString(std::move(error));
}

/// Whether a timed run succeeded; its outputs, or its error, are dropped.
template <typename T> bool succeeded(llvm::Expected<T> result) {
  if (result)
    return true;
  llvm::consumeError(result.takeError());
  return false;
}
bool succeeded(llvm::Error error) {
  if (!error)
    return true;
  llvm::consumeError(std::move(error));
  return false;
}

/// The table cell of a contender: "median (min)", or why there is none.
std::string cell(const Contender &contender) {
  if (contender.mismatch)
    return "mismatch";
  if (!contender.problem.empty() || contender.times.empty())
    return "n/a";
  return formatMs(median(contender.times)) + " (" +
         formatMs(minimum(contender.times)) + ")";
}

std::string ratio(const Contender &numerator, const Contender &denominator) {
  if (cell(numerator) == "n/a" || cell(numerator) == "mismatch" ||
      cell(denominator) == "n/a" || cell(denominator) == "mismatch")
    return "—";
  return llvm::formatv("{0:F2}",
                       median(numerator.times) / median(denominator.times))
      .str();
}

/// Pseudo-random operands for each oneDNN layer of a network and the
/// primitives bound to them, run one after the other.
struct OneDnnNetwork {
  std::vector<std::array<NpyArray, 3>> operands;
  std::vector<std::unique_ptr<onednn::Runner>> runners;

  /// False with `error` set if oneDNN refuses a layer.
  bool prepare(const std::vector<OneDnnLayer> &layers, std::mt19937 &generator,
               std::string &error) {
    for (const OneDnnLayer &layer : layers) {
      std::array<NpyArray, 3> arrays;
      std::array<TensorSignature, 3> signatures = getOperandSignatures(layer.c);
      for (int i = 0; i < 3; ++i) {
        auto array = makeRandomArray(signatures[i], generator);
        if (!array) {
          error = errorText(array.takeError());
          return false;
        }
        arrays[i] = std::move(*array);
      }
      operands.push_back(std::move(arrays));
    }
    for (auto [layer, arrays] : llvm::zip(layers, operands)) {
      runners.push_back(onednn::prepare(layer.c, arrays[0].data.data(),
                                        arrays[1].data.data(),
                                        arrays[2].data.data(), error));
      if (!runners.back()) {
        error = layer.description + ": " + error;
        return false;
      }
    }
    return true;
  }

  bool execute() {
    for (std::unique_ptr<onednn::Runner> &runner : runners)
      if (!runner->execute())
        return false;
    return true;
  }

  /// "12 x brg:avx512_core, 1 x jit:gemm": how often oneDNN chose each
  /// implementation.
  std::string implementations() const {
    std::map<std::string, int> counts;
    for (const std::unique_ptr<onednn::Runner> &runner : runners)
      ++counts[runner->implementation()];
    std::string text;
    for (const auto &[name, count] : counts)
      text += (text.empty() ? "" : ", ") + std::to_string(count) + " x " + name;
    return text;
  }
};

/// What --onednn-result writes and --onednn-other reads: oneDNN's table
/// cell, its median (nan if none), its implementation(s) and the instruction
/// set oneDNN was limited to, on one tab-separated line.
struct OneDnnResult {
  std::string cell = "n/a";
  double medianMs = std::nan("");
  std::string implementation;
  std::string isa;
};

bool writeOneDnnResult(StringRef path, const OneDnnResult &result) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return false;
  os << result.cell << "\t"
     << (std::isnan(result.medianMs)
             ? std::string("nan")
             : llvm::formatv("{0:F6}", result.medianMs).str())
     << "\t" << result.implementation << "\t" << result.isa << "\n";
  return !os.has_error();
}

/// The result in `path`, or an "n/a" cell if it cannot be read.
OneDnnResult readOneDnnResult(StringRef path) {
  OneDnnResult result;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return result;
  SmallVector<StringRef, 4> fields;
  (*buffer)->getBuffer().trim().split(fields, '\t');
  if (fields.size() != 4)
    return result;
  result.cell = fields[0].str();
  if (fields[1].getAsDouble(result.medianMs))
    result.medianMs = std::nan("");
  result.implementation = fields[2].str();
  result.isa = fields[3].str();
  return result;
}

/// The program `name` next to this one (tosa-opt, tosa-translate).
std::string besideSelf(const char *argv0, StringRef name) {
  std::string self =
      llvm::sys::fs::getMainExecutable(argv0, (void *)&besideSelf);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(path, name);
  return std::string(path);
}

/// Lowers a clone of the model with tosac's own pipeline, for the
/// kernel-only timing of tosac.
llvm::Expected<std::unique_ptr<JitFunction>>
compileTosacKernel(ModuleOp module, func::FuncOp entry,
                   const std::vector<TensorSignature> &inputs,
                   const std::vector<TensorSignature> &outputs) {
  // The pipeline replaces the function: keep its name.
  std::string name = entry.getSymName().str();
  entry->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                 UnitAttr::get(module.getContext()));
  PassManager pm(module.getContext());
  buildTosaToLLVMPipeline(pm);
  if (failed(pm.run(module)))
    return llvm::createStringError("tosa-to-llvm failed");
  return JitFunction::create(module, name, inputs, outputs);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  tosac::initToolCommandLine("tosac-bench-cpu", {&category});
  cl::ParseCommandLineOptions(
      argc, argv,
      "tosac CPU benchmark: tosac, upstream MLIR and oneDNN on one model\n");
  llvm::raw_ostream &report = markdownRow ? llvm::errs() : llvm::outs();
  std::string name = rowName.empty() ? llvm::sys::path::stem(modelPath).str()
                                     : rowName.getValue();
  int oneDnnThreads = onednn::useOneThread();

  DialectRegistry registry;
  registerExecutorDependencies(registry);
  MLIRContext context(registry);
  context.disableMultithreading();
  auto importStart = std::chrono::steady_clock::now();
  auto module = loadModule(modelPath, &context);
  double importSeconds = elapsedMs(importStart) / 1000;
  if (!module) {
    llvm::errs() << modelPath << ": " << errorText(module.takeError()) << "\n";
    return 2;
  }
  auto entry = (**module).lookupSymbol<func::FuncOp>("main");
  if (!entry) {
    llvm::errs() << modelPath << ": no function @main\n";
    return 2;
  }
  std::vector<TensorSignature> inputs, outputs;
  if (llvm::Error error = getInterface(entry, inputs, outputs)) {
    llvm::errs() << modelPath << ": " << errorText(std::move(error)) << "\n";
    return 2;
  }
  std::mt19937 generator(seed);
  std::vector<NpyArray> inputArrays;
  for (const TensorSignature &signature : inputs) {
    auto array = makeRandomArray(signature, generator);
    if (!array) {
      llvm::errs() << errorText(array.takeError()) << "\n";
      return 2;
    }
    inputArrays.push_back(std::move(*array));
  }
  report << "model " << name << " (" << modelPath << ")\n";
  for (const TensorSignature &signature : inputs)
    report << "  input  " << describe(signature) << "\n";
  for (const TensorSignature &signature : outputs)
    report << "  output " << describe(signature) << "\n";

  // oneDNN: a single-operator model as one primitive on the model's inputs,
  // checked; otherwise every convolution and matmul of the network.
  std::string oneDnnWhy;
  std::optional<OneDnnModel> oneDnnModel =
      noOneDnn ? std::nullopt : analyzeForOneDnn(entry, oneDnnWhy);
  std::vector<OneDnnLayer> oneDnnLayers;
  if (noOneDnn) {
    oneDnnWhy = "--no-onednn";
  } else if (!oneDnnModel) {
    std::string layersWhy;
    if (!collectOneDnnLayers(entry, oneDnnLayers, layersWhy))
      oneDnnWhy += "; as a network: " + layersWhy;
    else if (oneDnnLayers.empty())
      oneDnnWhy += ", and no conv2d, depthwise_conv2d or matmul";
  }

  unsigned upstreamTimedRuns = upstreamRuns < 0 ? runs : upstreamRuns;
  Contender tosac{"tosac CompiledModule::run", {}, runs};
  Contender upstream{
      "upstream mlir-opt, same per-call copies", {}, upstreamTimedRuns};
  Contender tosacThreads{
      llvm::formatv("tosac, {0} threads (elapsed time)", getCoreCount()).str(),
      {},
      runs};
  tosacThreads.wallClock = true;
  Contender tosacKernel{"tosac compiled code only", {}, runs};
  Contender upstreamKernel{
      "upstream compiled code only", {}, upstreamTimedRuns};
  Contender oneDnn{oneDnnLayers.empty()
                       ? "oneDNN primitive"
                       : "oneDNN, sum of " +
                             std::to_string(oneDnnLayers.size()) +
                             (oneDnnLayers.size() == 1 ? " layer primitive"
                                                       : " layer primitives"),
                   {},
                   runs};

  // tosac, through the executor library, and a second compilation of the
  // same pipeline for the kernel-only timing.
  // With --onednn-only, tosac runs only as the reference of a
  // single-operator model's check, untimed.
  bool tosacReferenceOnly = oneDnnOnly && oneDnnModel;
  if (oneDnnOnly && !oneDnnModel)
    tosac.problem = "--onednn-only";
  OwningOpRef<ModuleOp> kernelModule((**module).clone());
  std::unique_ptr<CompiledModule> compiled;
  std::vector<NpyArray> tosacOutputs;
  double compileSeconds = std::nan("");
  if (tosac.problem.empty()) {
    auto start = std::chrono::steady_clock::now();
    // One thread until the "all threads" column's runs: the first run
    // below leaves OpenMP's count at it, and oneDNN's primitives (created
    // next, on the same OpenMP runtime) plan for that count.
    ExecutorOptions executorOptions;
    executorOptions.threads = 1;
    auto result = CompiledModule::compile(**module, executorOptions);
    if (!result) {
      tosac.problem = "not compiled: " + errorText(result.takeError());
    } else {
      compiled = std::move(*result);
      compileSeconds = importSeconds + elapsedMs(start) / 1000;
      report << llvm::formatv("  tosac: imported in {0:F2} s, lowered and "
                              "JIT-compiled in {1:F2} s: compile time {2:F2} "
                              "s\n",
                              importSeconds, compileSeconds - importSeconds,
                              compileSeconds);
      auto first = compiled->run(inputArrays);
      if (!first)
        tosac.problem = "run failed: " + errorText(first.takeError());
      else
        tosacOutputs = std::move(*first);
    }
  }
  std::unique_ptr<JitFunction> tosacJit;
  if (oneDnnOnly) {
    tosacKernel.problem = "--onednn-only";
  } else if (noKernels) {
    tosacKernel.problem = "--no-kernels";
  } else if (tosac.problem.empty()) {
    auto kernelEntry = kernelModule->lookupSymbol<func::FuncOp>("main");
    auto jit = compileTosacKernel(*kernelModule, kernelEntry, inputs, outputs);
    if (!jit)
      tosacKernel.problem = errorText(jit.takeError());
    else
      tosacJit = std::move(*jit);
  } else {
    tosacKernel.problem = "tosac did not compile";
  }

  // Upstream, in its own context.
  DialectRegistry llvmRegistry;
  registerLLVMDialectDependencies(llvmRegistry);
  MLIRContext llvmContext(llvmRegistry);
  std::unique_ptr<JitFunction> upstreamJit;
  if (oneDnnOnly) {
    upstream.problem = "--onednn-only";
  } else if (upstreamTimedRuns == 0) {
    upstream.problem = "--upstream-runs 0";
  } else {
    UpstreamOptions options;
    options.tosaOpt = tosaOptPath.empty() ? besideSelf(argv[0], "tosa-opt")
                                          : tosaOptPath.getValue();
    options.tosaTranslate = tosaTranslatePath.empty()
                                ? besideSelf(argv[0], "tosa-translate")
                                : tosaTranslatePath.getValue();
    options.mlirOpt = mlirOptPath;
    options.keepTemporaries = keepTemporaries;
    double toolSeconds = 0;
    auto lowered =
        lowerWithUpstream(modelPath, options, &llvmContext, toolSeconds);
    if (!lowered) {
      upstream.problem = "not lowered: " + errorText(lowered.takeError());
    } else {
      auto start = std::chrono::steady_clock::now();
      auto jit = JitFunction::create(**lowered, "main", inputs, outputs);
      if (!jit) {
        upstream.problem = "not JIT-compiled: " + errorText(jit.takeError());
      } else {
        upstreamJit = std::move(*jit);
        report << llvm::formatv("  upstream: tosa-opt/translate + mlir-opt "
                                "{0:F2} s, JIT-compiled in {1:F2} s\n",
                                toolSeconds, elapsedMs(start) / 1000);
      }
    }
  }
  if (!upstream.problem.empty())
    upstreamKernel.problem = upstream.problem;
  else if (noKernels)
    upstreamKernel.problem = "--no-kernels";

  // Checks: every output against tosac's (against upstream's when tosac has
  // none).
  int status = 0;
  auto check = [&](Contender &contender, const std::vector<NpyArray> &actual,
                   const std::vector<NpyArray> &expected, StringRef against,
                   int64_t intTolerance) {
    for (size_t i = 0; i < expected.size(); ++i) {
      Comparison comparison =
          compareArrays(actual[i], expected[i], intTolerance, floatTolerance);
      report << "  check " << contender.label << " vs " << against << " ("
             << outputs[i].name << "): " << (comparison.ok ? "ok" : "MISMATCH")
             << ", " << comparison.text << "\n";
      if (!comparison.ok) {
        contender.mismatch = true;
        status = 1;
      }
    }
  };
  std::vector<NpyArray> upstreamOutputs;
  if (upstreamJit) {
    auto result = upstreamJit->run(inputArrays);
    if (!result) {
      upstream.problem = "run failed: " + errorText(result.takeError());
      upstreamKernel.problem = upstream.problem;
      upstreamJit.reset();
    } else {
      upstreamOutputs = std::move(*result);
    }
  }
  if (tosacJit) {
    auto result = tosacJit->run(inputArrays);
    if (!result)
      tosacKernel.problem = errorText(result.takeError());
    else
      check(tosacKernel, *result, tosacOutputs, "CompiledModule::run", 0);
  }
  if (upstreamJit && !tosacOutputs.empty())
    check(upstream, upstreamOutputs, tosacOutputs, "tosac", 0);
  upstreamKernel.mismatch = upstream.mismatch;

  std::unique_ptr<onednn::Runner> oneDnnRunner;
  OneDnnNetwork oneDnnNetwork;
  if (!oneDnnLayers.empty()) {
    std::string error;
    if (!oneDnnNetwork.prepare(oneDnnLayers, generator, error)) {
      oneDnn.problem = error;
    } else {
      int64_t rescaled =
          llvm::count_if(oneDnnLayers, [](const OneDnnLayer &layer) {
            return layer.c.rescale;
          });
      report << "  " << onednn::describe() << ", " << oneDnnLayers.size()
             << (oneDnnLayers.size() == 1 ? " layer" : " layers") << " ("
             << rescaled << " int8 with the rescale to int8 folded in; "
             << "outputs not checked: random operands), "
             << "implementations " << oneDnnNetwork.implementations() << "\n";
      if (!oneDnnNetwork.execute())
        oneDnn.problem = "a layer failed";
    }
  } else if (!oneDnnModel) {
    oneDnn.problem = oneDnnWhy;
  } else {
    auto data = [&](int argument) -> const void * {
      return argument < 0 ? nullptr : inputArrays[argument].data.data();
    };
    std::string error;
    oneDnnRunner =
        onednn::prepare(oneDnnModel->c, data(oneDnnModel->arguments[0]),
                        data(oneDnnModel->arguments[1]),
                        data(oneDnnModel->arguments[2]), error);
    if (!oneDnnRunner) {
      oneDnn.problem = error;
    } else {
      report << "  " << onednn::describe() << ", implementation "
             << oneDnnRunner->implementation() << "\n";
      oneDnnRunner->execute();
      const std::vector<NpyArray> &reference =
          tosacOutputs.empty() ? upstreamOutputs : tosacOutputs;
      if (!reference.empty()) {
        NpyArray actual =
            NpyArray::zeros(reference[0].dtype, reference[0].shape);
        std::vector<uint8_t> bytes = oneDnnRunner->output();
        if (bytes.size() != actual.data.size()) {
          oneDnn.problem = "output size differs";
        } else {
          actual.data.assign(bytes.begin(), bytes.end());
          // oneDNN rescales in float: allow 1 in the int8 result.
          check(oneDnn, {actual}, {reference[0]},
                tosacOutputs.empty() ? "upstream" : "tosac",
                oneDnnModel->c.rescale ? 1 : 0);
        }
      }
    }
  }
  if (!oneDnn.problem.empty())
    oneDnnRunner.reset();
  if (tosacReferenceOnly && tosac.problem.empty())
    tosac.problem = "--onednn-only: compiled as the reference only";

  // Timing, in interleaved rounds so that a change of the machine's load
  // falls on every contender alike.
  // tosac's columns: one thread, then one per core.
  std::vector<NpyArray> runOutputs;
  auto runTosac = [&](unsigned threads) {
    compiled->setThreads(threads);
    return succeeded(compiled->run(inputArrays, runOutputs));
  };
  if (compiled && tosac.problem.empty()) {
    tosac.work = [&] { return runTosac(1); };
    tosacThreads.work = [&] { return runTosac(0); };
  } else if (tosacThreads.problem.empty()) {
    tosacThreads.problem = tosac.problem;
  }
  if (upstreamJit)
    upstream.work = [&] { return succeeded(upstreamJit->run(inputArrays)); };
  if (tosacJit && tosacKernel.problem.empty()) {
    cantFail(tosacJit->prepare(inputArrays));
    tosacKernel.work = [&] {
      tosac_set_threads(1);
      tosacJit->callPrepared();
      return true;
    };
  }
  if (upstreamJit) {
    cantFail(upstreamJit->prepare(inputArrays));
    upstreamKernel.work = [&] {
      upstreamJit->callPrepared();
      return true;
    };
  }
  // oneDNN's OpenMP runtime is tosac's (libomp also answers to libgomp's
  // name): hold it to one thread after tosac's runs on all of them.
  if (oneDnnRunner)
    oneDnn.work = [&] {
      tosac_set_threads(1);
      return oneDnnRunner->execute();
    };
  if (!oneDnnLayers.empty() && oneDnn.problem.empty())
    oneDnn.work = [&] {
      tosac_set_threads(1);
      return oneDnnNetwork.execute();
    };

  // The single-threaded contenders first, interleaved; oneDNN in rounds of
  // its own after them: a timed run right after one of oneDNN's AMX
  // convolutions measured 25 % slower than alone even after its untimed
  // warm-up run (conv2d int8 + rescale: 0.156 against 0.125 ms, in both
  // cases with upstream's rounds interleaved), and oneDNN itself is slower
  // right after upstream's runs (0.087 against 0.077 ms). The threads last:
  // once OpenMP has started its workers, they spin for a while after every
  // parallel region, which would slow a single-threaded run next to them on
  // a machine whose cores share execution units.
  auto timeRounds = [&](ArrayRef<Contender *> group) {
    unsigned rounds = 0;
    for (Contender *contender : group)
      rounds = std::max(rounds, contender->runs);
    for (unsigned round = 0; round < warmup + rounds; ++round)
      for (Contender *contender : group)
        if (contender->work && round < warmup + contender->runs) {
          if (!coldRuns && round >= warmup && !contender->work())
            continue;
          auto wallStart = std::chrono::steady_clock::now();
          double start = clockMs();
          bool ok = contender->work();
          double ms = !ok                    ? std::nan("")
                      : contender->wallClock ? elapsedMs(wallStart)
                                             : clockMs() - start;
          if (round >= warmup)
            contender->times.push_back(ms);
        }
  };
  timeRounds({&tosac, &upstream, &tosacKernel, &upstreamKernel});
  timeRounds({&oneDnn});
  timeRounds({&tosacThreads});
  Contender *contenders[] = {&tosac,       &tosacThreads,   &upstream,
                             &tosacKernel, &upstreamKernel, &oneDnn};

  report << llvm::formatv(
      "  times in ms, median / min of the timed runs after {0} "
      "warm-up runs (one thread unless said; oneDNN threads: {1}):\n",
      warmup, oneDnnThreads);
  for (Contender *contender : contenders) {
    report << llvm::formatv("    {0,-42} ", contender->label);
    if (!contender->times.empty())
      report << formatMs(median(contender->times)) << " / "
             << formatMs(minimum(contender->times)) << " ("
             << contender->times.size() << " runs)"
             << (contender->mismatch ? "  (outputs MISMATCH)" : "") << "\n";
    else
      report << "n/a: " << contender->problem << "\n";
  }

  // A network's oneDNN time counts its layers alone: a lower bound, and
  // the ratio to it an upper bound.
  bool bound = !oneDnnLayers.empty() && !oneDnn.times.empty();
  std::string oneDnnCell = (bound ? "≥ " : "") + cell(oneDnn);
  if (!oneDnnResult.empty()) {
    std::string implementation =
        oneDnnRunner ? oneDnnRunner->implementation()
        : !oneDnnLayers.empty() && oneDnn.problem.empty()
            ? oneDnnNetwork.implementations()
            : "n/a: " + oneDnn.problem;
    std::replace_if(
        implementation.begin(), implementation.end(),
        [](char c) { return c == '\t' || c == '\n'; }, ' ');
    if (!writeOneDnnResult(oneDnnResult,
                           {oneDnnCell,
                            cell(oneDnn) == "n/a" || oneDnn.mismatch
                                ? std::nan("")
                                : median(oneDnn.times),
                            implementation, onednn::effectiveIsa()})) {
      llvm::errs() << oneDnnResult << ": cannot write\n";
      status = std::max(status, 2);
    }
  }

  if (markdownRow) {
    std::string otherColumns, otherRatio;
    if (!oneDnnOther.empty()) {
      OneDnnResult other = readOneDnnResult(oneDnnOther);
      otherColumns = other.cell + " | ";
      otherRatio = "—";
      if (cell(tosac) != "n/a" && cell(tosac) != "mismatch" &&
          !std::isnan(other.medianMs))
        otherRatio =
            llvm::formatv("{0}{1:F2}",
                          StringRef(other.cell).starts_with("≥") ? "≤ " : "",
                          median(tosac.times) / other.medianMs)
                .str();
      otherRatio += " | ";
    }
    std::string tosacToOneDnn = ratio(tosac, oneDnn);
    llvm::outs() << "| " << name << " | " << cell(tosac) << " | "
                 << cell(tosacThreads) << " | " << ratio(tosac, tosacThreads)
                 << " | " << cell(upstream) << " | " << otherColumns
                 << oneDnnCell << " | " << ratio(tosac, upstream) << " | "
                 << otherRatio << (bound && tosacToOneDnn != "—" ? "≤ " : "")
                 << tosacToOneDnn << " | " << cell(tosacKernel) << " | "
                 << cell(upstreamKernel) << " | "
                 << (std::isnan(compileSeconds)
                         ? std::string("n/a")
                         : llvm::formatv("{0:F2}", compileSeconds).str())
                 << " |\n";
  }
  return status;
}
