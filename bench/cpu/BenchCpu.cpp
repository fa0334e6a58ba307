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
//     same operation with oneDNN (one thread),
// feeds all of them the same pseudo-random inputs, checks that their outputs
// agree (integers exactly, floats within a relative tolerance, a rescale
// done by oneDNN within 1), then times them in interleaved rounds after a
// warm-up and reports the median and the minimum.
//
// Timed quantities:
//   tosac      CompiledModule::run: per-call buffers, input / output copies;
//   upstream   the same per-call work in the benchmark's invoker;
//   kernels    both compiled codes on buffers allocated once (tosac's own
//              pipeline compiled a second time, for that);
//   oneDNN     one primitive execute() + wait on bound buffers.
//
//===----------------------------------------------------------------------===//

#include "Arrays.h"
#include "JitFunction.h"
#include "ModelAnalysis.h"
#include "OneDnn.h"
#include "Upstream.h"

#include "tosac/Execution/Executor.h"
#include "tosac/Pipelines/Pipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "tosac/Tools/ToolSupport.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <functional>
#include <optional>

using namespace mlir;
using namespace tosac;
using namespace tosac::bench;

namespace cl = llvm::cl;

static cl::OptionCategory category("tosac-bench-cpu options");

static cl::opt<std::string> modelPath(cl::Positional, cl::Required,
                                      cl::desc("<model.mlir>"),
                                      cl::cat(category));
static cl::opt<unsigned> runs("runs", cl::init(10),
                              cl::desc("Timed runs of each implementation"),
                              cl::cat(category));
static cl::opt<unsigned> warmup("warmup", cl::init(2),
                                cl::desc("Untimed runs before timing"),
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
    mlirOptPath("mlir-opt", cl::init("/usr/lib/llvm-22/bin/mlir-opt"),
                cl::desc("Upstream's mlir-opt"), cl::cat(category));
static cl::opt<bool> noOneDnn("no-onednn", cl::desc("Skip oneDNN"),
                              cl::cat(category));
static cl::opt<bool>
    keepTemporaries("keep-temps",
                    cl::desc("Keep the files given to and made by mlir-opt"),
                    cl::cat(category));
static cl::opt<bool> markdownRow(
    "markdown-row",
    cl::desc("Print only a Markdown table row on stdout (model, tosac, "
             "upstream, oneDNN, tosac/upstream, tosac/oneDNN, tosac and "
             "upstream compiled code only), the report on stderr"),
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
  std::vector<double> times;
  std::string problem;
  bool mismatch = false;
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

std::string defaultTosaOpt(const char *argv0) {
  std::string self =
      llvm::sys::fs::getMainExecutable(argv0, (void *)&defaultTosaOpt);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(path, "tosa-opt");
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
  auto module = loadModule(modelPath, &context);
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

  std::string oneDnnWhy;
  std::optional<OneDnnModel> oneDnnModel =
      noOneDnn ? std::nullopt : analyzeForOneDnn(entry, oneDnnWhy);
  if (noOneDnn)
    oneDnnWhy = "--no-onednn";

  Contender tosac{"tosac CompiledModule::run"};
  Contender upstream{"upstream mlir-opt, same per-call copies"};
  Contender tosacKernel{"tosac compiled code only"};
  Contender upstreamKernel{"upstream compiled code only"};
  Contender oneDnn{"oneDNN primitive"};

  // tosac, through the executor library, and a second compilation of the
  // same pipeline for the kernel-only timing.
  OwningOpRef<ModuleOp> kernelModule((**module).clone());
  std::unique_ptr<CompiledModule> compiled;
  std::vector<NpyArray> tosacOutputs;
  {
    auto start = std::chrono::steady_clock::now();
    auto result = CompiledModule::compile(**module);
    if (!result) {
      tosac.problem = "not compiled: " + errorText(result.takeError());
    } else {
      compiled = std::move(*result);
      report << llvm::formatv("  tosac: lowered and JIT-compiled in {0:F2} s\n",
                              elapsedMs(start) / 1000);
      auto first = compiled->run(inputArrays);
      if (!first)
        tosac.problem = "run failed: " + errorText(first.takeError());
      else
        tosacOutputs = std::move(*first);
    }
  }
  std::unique_ptr<JitFunction> tosacJit;
  if (tosac.problem.empty()) {
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
  {
    UpstreamOptions options;
    options.tosaOpt =
        tosaOptPath.empty() ? defaultTosaOpt(argv[0]) : tosaOptPath.getValue();
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
        report << llvm::formatv("  upstream: tosa-opt + mlir-opt {0:F2} s, "
                                "JIT-compiled in {1:F2} s\n",
                                toolSeconds, elapsedMs(start) / 1000);
      }
    }
  }
  if (!upstream.problem.empty())
    upstreamKernel.problem = upstream.problem;

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
  if (!oneDnnModel) {
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
          actual.data = std::move(bytes);
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

  // Timing, in interleaved rounds so that a change of the machine's load
  // falls on every contender alike.
  if (compiled && tosac.problem.empty())
    tosac.work = [&] {
      auto result = compiled->run(inputArrays);
      if (!result) {
        llvm::consumeError(result.takeError());
        return false;
      }
      return true;
    };
  if (upstreamJit)
    upstream.work = [&] {
      auto result = upstreamJit->run(inputArrays);
      if (!result) {
        llvm::consumeError(result.takeError());
        return false;
      }
      return true;
    };
  if (tosacJit && tosacKernel.problem.empty()) {
    cantFail(tosacJit->prepare(inputArrays));
    tosacKernel.work = [&] {
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
  if (oneDnnRunner)
    oneDnn.work = [&] { return oneDnnRunner->execute(); };

  Contender *contenders[] = {&tosac, &upstream, &tosacKernel, &upstreamKernel,
                             &oneDnn};
  for (unsigned round = 0; round < warmup + runs; ++round)
    for (Contender *contender : contenders)
      if (contender->work) {
        double start = clockMs();
        bool ok = contender->work();
        double ms = ok ? clockMs() - start : std::nan("");
        if (round >= warmup)
          contender->times.push_back(ms);
      }

  report << llvm::formatv(
      "  times in ms, median / min of {0} runs after {1} "
      "warm-up runs (single thread; oneDNN threads: {2}):\n",
      runs, warmup, oneDnnThreads);
  for (Contender *contender : contenders) {
    report << llvm::formatv("    {0,-42} ", contender->label);
    if (!contender->times.empty())
      report << formatMs(median(contender->times)) << " / "
             << formatMs(minimum(contender->times))
             << (contender->mismatch ? "  (outputs MISMATCH)" : "") << "\n";
    else
      report << "n/a: " << contender->problem << "\n";
  }

  if (markdownRow)
    llvm::outs() << "| " << name << " | " << cell(tosac) << " | "
                 << cell(upstream) << " | " << cell(oneDnn) << " | "
                 << ratio(tosac, upstream) << " | " << ratio(tosac, oneDnn)
                 << " | " << cell(tosacKernel) << " | " << cell(upstreamKernel)
                 << " |\n";
  return status;
}
