//===- tosa-conformance.cpp - The conformance gate ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-conformance`, which runs the TOSA conformance
// corpus (../shared/conformance) through the .tosa translator in one process:
//
//  - positive tests must import and verify; exporting the imported module and
//    importing it again must give the same IR; and the exported file must
//    hold the same graph as the original (GraphCompare.h). A sample also
//    round-trips through the JSON form;
//  - ERROR_IF tests must be rejected, by the import (FlatBuffers checks and
//    the dialect verifier) or by tosa-validate under the profiles and
//    extensions the test's desc.json names.
//
// It prints pass counts per operator and kind, writes a JSON summary, and
// fails on any failure not listed, with its reason, in the expected-failures
// file.
//
//===----------------------------------------------------------------------===//

#include "Corpus.h"
#include "Execute.h"
#include "GraphCompare.h"

#include "FlatbufferJson.h"
#include "tosac/Execution/Executor.h"
#include "tosac/InitAll.h"
#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "tosac/Tools/ToolSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <map>

using namespace llvm;
using namespace tosac::conformance;

static cl::OptionCategory category("tosa-conformance options");

static cl::opt<std::string>
    corpusDir("corpus", cl::desc("The conformance corpus (with index.tsv)"),
              cl::value_desc("dir"), cl::init(TOSAC_DEFAULT_CORPUS),
              cl::cat(category));
static cl::opt<std::string> expectedFailuresFile(
    "expected-failures",
    cl::desc("Tests allowed to fail: '<test><TAB><reason>' per line"),
    cl::value_desc("file"), cl::init(""), cl::cat(category));
static cl::opt<std::string>
    filter("filter", cl::desc("Run only tests whose name matches this regex"),
           cl::value_desc("regex"), cl::init(""), cl::cat(category));
static cl::opt<std::string>
    summaryFile("summary",
                cl::desc("Write a machine-readable JSON summary here"),
                cl::value_desc("file"), cl::init(""), cl::cat(category));
static cl::opt<unsigned> jsonEvery(
    "json-every",
    cl::desc("Round-trip every Nth positive test through the JSON form too "
             "(0: none)"),
    cl::init(10), cl::cat(category));
static cl::opt<bool> verbose("v", cl::desc("Print every test's result"),
                             cl::cat(category));
static cl::opt<bool> runOnCpu(
    "run",
    cl::desc("Also compile every positive test for the CPU, run it on its "
             "inputs and check each output with its compliance mode"),
    cl::cat(category));
static cl::opt<unsigned>
    jobs("j", cl::desc("Tests run in parallel (default: one per core)"),
         cl::Prefix, cl::init(0), cl::cat(category));
static cl::opt<unsigned>
    optLevel("O", cl::desc("LLVM optimization level of --run (0-3)"),
             cl::init(1), cl::Prefix, cl::cat(category));

namespace {

/// The outcome of one test: empty `failure` means it passed.
struct Outcome {
  std::string failure;
  std::string stage; // where it failed: import, roundtrip, graph, json, ...
  std::string detail; // for ERROR_IF tests: the rejecting diagnostic
  /// With --run, the execution of a positive test.
  std::optional<ExecutionOutcome> execution;
};

std::string firstLine(StringRef text) {
  return text.take_until([](char c) { return c == '\n'; }).str();
}

std::string print(mlir::Operation *op) {
  std::string text;
  raw_string_ostream os(text);
  op->print(os);
  return text;
}

/// The first line where two printed modules differ.
std::string firstDifference(StringRef a, StringRef b) {
  SmallVector<StringRef> linesA, linesB;
  a.split(linesA, '\n');
  b.split(linesB, '\n');
  for (size_t i = 0; i < std::max(linesA.size(), linesB.size()); ++i) {
    StringRef x = i < linesA.size() ? linesA[i] : "<end>";
    StringRef y = i < linesB.size() ? linesB[i] : "<end>";
    if (x != y)
      return formatv("line {0}: `{1}` vs `{2}`", i + 1, x.trim(), y.trim());
  }
  return "";
}

class Runner {
public:
  explicit Runner(mlir::DialectRegistry &registry) : registry(registry) {}

  /// Runs `test`; `positiveOrdinal` counts the positive tests before it
  /// (it selects the ones round-tripped through JSON). Thread-safe.
  Outcome run(const TestEntry &test, unsigned positiveOrdinal) {
    SmallString<256> path(corpusDir);
    sys::path::append(path, test.folder, "test.tosa");
    auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
    if (!file)
      return {"cannot read " + path.str().str(), "read", ""};
    std::shared_ptr<MemoryBuffer> buffer = std::move(*file);

    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    context.loadAllAvailableDialects();
    std::string diagnostics;
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      if (d.getSeverity() == mlir::DiagnosticSeverity::Error) {
        if (!diagnostics.empty())
          diagnostics += "\n";
        diagnostics += d.str();
      }
      return mlir::success();
    });

    mlir::OwningOpRef<mlir::ModuleOp> module =
        tosac::importTosaFlatbuffer(buffer, &context);
    if (module && failed(mlir::verify(*module)))
      module = nullptr;
    if (test.isErrorTest)
      return checkRejected(test, module, diagnostics);
    if (!module)
      return {firstLine(diagnostics), "import", ""};
    Outcome outcome = checkRoundTrip(*module, buffer->getBuffer(), &context,
                                     diagnostics, positiveOrdinal);
    if (!outcome.failure.empty() || !outcome.stage.empty() || !runOnCpu)
      return outcome;
    outcome.execution = executeTest(*module, corpusDir, test, optLevel);
    if (!outcome.execution->failure.empty()) {
      outcome.failure = outcome.execution->failure;
      outcome.stage = outcome.execution->stage;
    }
    return outcome;
  }

private:
  Outcome checkRejected(const TestEntry &test,
                        mlir::OwningOpRef<mlir::ModuleOp> &module,
                        std::string &diagnostics) {
    if (!module)
      return {"", "", firstLine(diagnostics)};
    Expected<TestRequirements> requirements =
        readRequirements(corpusDir, test);
    if (!requirements)
      return {toString(requirements.takeError()), "desc", ""};
    std::string options;
    if (!requirements->profiles.empty())
      options += "profile=" + join(requirements->profiles, ",");
    if (!requirements->extensions.empty())
      options += (options.empty() ? "" : " ") + std::string("extension=") +
                 join(requirements->extensions, ",");
    mlir::PassManager pm(module->getContext());
    if (failed(mlir::parsePassPipeline("tosa-validate{" + options + "}", pm)))
      return {"cannot build tosa-validate{" + options + "}", "validate", ""};
    if (failed(pm.run(*module)))
      return {"", "", "tosa-validate: " + firstLine(diagnostics)};
    return {"accepted (expected ERROR_IF: " + test.errorRule + ")", "accepted",
            ""};
  }

  Outcome checkRoundTrip(mlir::ModuleOp module, StringRef original,
                         mlir::MLIRContext *context, std::string &diagnostics,
                         unsigned positiveOrdinal) {
    std::string imported = print(module);
    std::vector<uint8_t> exported;
    if (failed(tosac::exportTosaFlatbuffer(module, exported)))
      return {firstLine(diagnostics), "export", ""};
    auto exportedBytes = std::make_shared<std::vector<uint8_t>>(exported);
    mlir::OwningOpRef<mlir::ModuleOp> reimported = tosac::importTosaFlatbuffer(
        *exportedBytes, exportedBytes, "exported", context);
    if (!reimported)
      return {firstLine(diagnostics), "reimport", ""};
    std::string again = print(*reimported);
    if (again != imported)
      return {firstDifference(imported, again), "roundtrip", ""};

    std::string jsonA, jsonB, error;
    if (!tosac::flatbuffer::binaryToJson(
            ArrayRef(reinterpret_cast<const uint8_t *>(original.data()),
                     original.size()),
            jsonA, error) ||
        !tosac::flatbuffer::binaryToJson(exported, jsonB, error))
      return {error, "graph", ""};
    Expected<json::Value> graphA = json::parse(jsonA);
    Expected<json::Value> graphB = json::parse(jsonB);
    if (!graphA || !graphB) {
      consumeError(graphA.takeError());
      consumeError(graphB.takeError());
      return {"cannot parse the JSON form of a graph", "graph", ""};
    }
    std::string difference = compareGraphs(*graphA, *graphB);
    if (!difference.empty())
      return {difference, "graph", ""};

    if (jsonEvery && (positiveOrdinal + 1) % jsonEvery == 0) {
      std::string json;
      raw_string_ostream os(json);
      if (failed(tosac::exportTosaJson(module, os)))
        return {firstLine(diagnostics), "json-export", ""};
      mlir::OwningOpRef<mlir::ModuleOp> fromJson =
          tosac::importTosaJson(json, "exported.json", context);
      if (!fromJson)
        return {firstLine(diagnostics), "json-import", ""};
      std::string viaJson = print(*fromJson);
      if (viaJson != imported)
        return {firstDifference(imported, viaJson), "json-roundtrip", ""};
      ++jsonRoundTrips;
    }
    return {};
  }

  mlir::DialectRegistry &registry;

public:
  std::atomic<unsigned> jsonRoundTrips = 0;
};

struct Counts {
  unsigned passed = 0, failed = 0, expectedFailed = 0;
};

json::Object countsToJson(const std::map<std::string, Counts> &table) {
  json::Object object;
  for (const auto &[key, c] : table)
    object[key] = json::Object{{"passed", c.passed},
                               {"failed", c.failed},
                               {"expected_failures", c.expectedFailed}};
  return object;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  tosac::initToolCommandLine("tosa-conformance", {&category});
  tosac::registerAllTosacPasses();
  cl::ParseCommandLineOptions(
      argc, argv,
      "tosa-conformance: run the TOSA conformance corpus through tosac\n\n"
      "Positive tests must import, verify, export and re-import to the same "
      "IR and the same graph; ERROR_IF tests must be rejected by import, the "
      "verifier or tosa-validate. With --run, positive tests are also "
      "compiled for the CPU, run on their inputs and compared with the "
      "reference outputs under their compliance modes. Prints counts per "
      "operator and kind (and per dtype and mode with --run) and fails on "
      "unexpected failures.\n");

  auto tests = readIndex(corpusDir);
  if (!tests) {
    errs() << "tosa-conformance: " << toString(tests.takeError()) << "\n";
    return 2;
  }
  StringMap<std::string> expected;
  if (!expectedFailuresFile.empty()) {
    auto entries = readExpectedFailures(expectedFailuresFile);
    if (!entries) {
      errs() << "tosa-conformance: " << toString(entries.takeError()) << "\n";
      return 2;
    }
    expected = std::move(*entries);
  }
  Regex pattern(filter);
  std::string regexError;
  if (!filter.empty() && !pattern.isValid(regexError)) {
    errs() << "tosa-conformance: bad --filter: " << regexError << "\n";
    return 2;
  }

  mlir::DialectRegistry registry;
  tosac::registerExecutorDependencies(registry);
  Runner runner(registry);

  std::vector<const TestEntry *> selected;
  std::vector<unsigned> positiveOrdinals;
  unsigned positives = 0;
  for (const TestEntry &test : *tests) {
    if (!filter.empty() && !pattern.match(test.name))
      continue;
    selected.push_back(&test);
    positiveOrdinals.push_back(test.isErrorTest ? 0 : positives++);
  }

  auto start = std::chrono::steady_clock::now();
  std::vector<Outcome> outcomes(selected.size());
  {
    DefaultThreadPool pool(hardware_concurrency(jobs));
    for (size_t i = 0; i < selected.size(); ++i)
      pool.async([&, i] {
        outcomes[i] = runner.run(*selected[i], positiveOrdinals[i]);
      });
    pool.wait();
  }

  std::map<std::string, Counts> byOp;
  std::map<std::string, Counts> byKind;
  std::map<std::string, Counts> byRunOp, byRunDType, byRunMode;
  Counts total;
  json::Array failures, expectedFailureTests;
  unsigned unexpectedPasses = 0;
  double compileSeconds = 0;
  for (auto [testPointer, outcome] : llvm::zip_equal(selected, outcomes)) {
    const TestEntry &test = *testPointer;
    std::string kind = test.isErrorTest ? "ERROR_IF" : "positive";
    auto listed = expected.find(test.name);
    bool isListed = listed != expected.end();
    bool passed = outcome.failure.empty() && outcome.stage.empty();
    auto count = [&](unsigned Counts::*field) {
      ++(byOp[test.op].*field);
      ++(byKind[kind].*field);
      ++(total.*field);
    };
    if (outcome.execution) {
      unsigned Counts::*field = passed     ? &Counts::passed
                                : isListed ? &Counts::expectedFailed
                                           : &Counts::failed;
      ++(byRunOp[test.op].*field);
      ++(byRunDType[test.dtype].*field);
      for (const TensorOutcome &tensor : outcome.execution->tensors)
        ++(byRunMode[tensor.mode].*
           (tensor.passed ? &Counts::passed
            : isListed    ? &Counts::expectedFailed
                          : &Counts::failed));
      compileSeconds += outcome.execution->compileSeconds;
    }
    if (passed) {
      count(&Counts::passed);
      if (isListed) {
        ++unexpectedPasses;
        outs() << "XPASS " << test.name
               << ": listed in the expected failures but passes\n";
      } else if (verbose) {
        outs() << "PASS  " << test.name
               << (outcome.detail.empty() ? "" : "  [" + outcome.detail + "]")
               << "\n";
      }
      continue;
    }
    if (isListed) {
      count(&Counts::expectedFailed);
      expectedFailureTests.push_back(test.name);
      if (verbose)
        outs() << "XFAIL " << test.name << ": " << listed->second << "\n";
      continue;
    }
    count(&Counts::failed);
    outs() << "FAIL  " << test.name << " [" << outcome.stage
           << "]: " << firstLine(outcome.failure) << "\n";
    failures.push_back(json::Object{{"test", test.name},
                                    {"op", test.op},
                                    {"kind", kind},
                                    {"stage", outcome.stage},
                                    {"reason", outcome.failure}});
  }
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();

  outs() << formatv("\n{0,-24} {1,8} {2,8} {3,8}\n", "operator", "passed",
                    "failed", "xfail");
  for (const auto &[op, c] : byOp)
    outs() << formatv("{0,-24} {1,8} {2,8} {3,8}\n", op, c.passed, c.failed,
                      c.expectedFailed);
  outs() << "\n";
  for (const auto &[kind, c] : byKind)
    outs() << formatv("{0,-24} {1,8} {2,8} {3,8}\n", kind, c.passed, c.failed,
                      c.expectedFailed);
  auto printTable = [](StringRef title,
                       const std::map<std::string, Counts> &table) {
    outs() << formatv("\n{0,-24} {1,8} {2,8} {3,8}\n", title, "passed",
                      "failed", "xfail");
    for (const auto &[key, c] : table)
      outs() << formatv("{0,-24} {1,8} {2,8} {3,8}\n", key, c.passed,
                        c.failed, c.expectedFailed);
  };
  if (runOnCpu) {
    printTable("executed: operator", byRunOp);
    printTable("executed: dtype", byRunDType);
    printTable("executed: output mode", byRunMode);
    outs() << formatv("\ncompile time: {0:f1} s in total\n", compileSeconds);
  }
  outs() << formatv("\n{0} JSON round trips; {1:f1} s\n",
                    runner.jsonRoundTrips.load(), seconds);
  outs() << formatv("conformance: {0} passed, {1} failed, {2} expected "
                    "failures, {3} unexpected passes\n",
                    total.passed, total.failed, total.expectedFailed,
                    unexpectedPasses);

  if (!summaryFile.empty()) {
    json::Object ops;
    for (const auto &[op, c] : byOp)
      ops[op] = json::Object{{"passed", c.passed},
                             {"failed", c.failed},
                             {"expected_failures", c.expectedFailed}};
    json::Object kinds;
    for (const auto &[kind, c] : byKind)
      kinds[kind] = json::Object{{"passed", c.passed},
                                 {"failed", c.failed},
                                 {"expected_failures", c.expectedFailed}};
    json::Value summary = json::Object{
        {"passed", total.passed},
        {"failed", total.failed},
        {"expected_failures", total.expectedFailed},
        {"unexpected_passes", unexpectedPasses},
        {"json_round_trips", runner.jsonRoundTrips.load()},
        {"executed", runOnCpu.getValue()},
        {"executed_by_op", countsToJson(byRunOp)},
        {"executed_by_dtype", countsToJson(byRunDType)},
        {"executed_by_mode", countsToJson(byRunMode)},
        {"seconds", seconds},
        {"by_op", std::move(ops)},
        {"by_kind", std::move(kinds)},
        {"failures", std::move(failures)},
        {"expected_failure_tests", std::move(expectedFailureTests)}};
    std::error_code ec;
    raw_fd_ostream os(summaryFile, ec);
    if (ec) {
      errs() << "tosa-conformance: cannot write " << summaryFile << ": "
             << ec.message() << "\n";
      return 2;
    }
    os << formatv("{0:2}", summary) << "\n";
  }
  return total.failed == 0 && unexpectedPasses == 0 ? 0 : 1;
}
