//===- Execute.h - Run a positive conformance test on the CPU ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the execution stage of the conformance driver: compile
// a test's graph with the CPU executor, run it on the test's inputs and check
// every output (and final variable value) with its compliance mode.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_CONFORMANCE_EXECUTE_H
#define TOSAC_TOOLS_TOSA_CONFORMANCE_EXECUTE_H

#include "Corpus.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace tosac::conformance {

/// The result of one tensor's comparison.
struct TensorOutcome {
  std::string name;
  std::string mode;     // EXACT, ULP, ... or NONE
  std::string dataType; // FP32, INT8, ...
  bool passed = false;
};

struct ExecutionOutcome {
  /// Empty when every tensor passed; otherwise why the test failed.
  std::string failure;
  /// compile, run, compare (or desc / read for a corpus problem).
  std::string stage;
  std::vector<TensorOutcome> tensors;
  double compileSeconds = 0;
};

/// Compiles `module` (consumed) with the CPU executor at LLVM level
/// `optLevel`, runs it on the inputs of `test` and compares the results.
ExecutionOutcome executeTest(mlir::ModuleOp module, llvm::StringRef root,
                             const TestEntry &test, unsigned optLevel);

} // namespace tosac::conformance

#endif // TOSAC_TOOLS_TOSA_CONFORMANCE_EXECUTE_H
