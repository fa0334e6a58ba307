//===- Corpus.h - The TOSA conformance corpus on disk ------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the reader of ../shared/conformance: the index of tests
// and each test's desc.json (the reference model's description format).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_CONFORMANCE_CORPUS_H
#define TOSAC_TOOLS_TOSA_CONFORMANCE_CORPUS_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tosac::conformance {

/// One line of index.tsv.
struct TestEntry {
  std::string name;    // e.g. add_1x3_f32
  std::string op;      // e.g. ADD
  std::string opClass; // e.g. elementwise_binary
  std::string dtype;   // type of the first operand, e.g. FP32
  bool isErrorTest = false;
  std::string errorRule; // expected_failure_desc, for ERROR_IF tests
  std::string folder;    // relative to the corpus root
};

/// What desc.json says a test needs.
struct TestRequirements {
  std::vector<std::string> profiles;   // e.g. pro_int
  std::vector<std::string> extensions; // e.g. int16, doubleround
};

/// Reads index.tsv of the corpus at `root`.
llvm::Expected<std::vector<TestEntry>> readIndex(llvm::StringRef root);

/// Reads the profiles and extensions of `<root>/<folder>/desc.json`, in
/// tosa-validate's spelling (tosa-pro-int -> pro_int, tosa-ext-int16 -> int16).
llvm::Expected<TestRequirements> readRequirements(llvm::StringRef root,
                                                  const TestEntry &test);

/// Reads an expected-failures file: `<test name><TAB><reason>` per line,
/// `#` comments and blank lines ignored. Every entry must carry a reason.
llvm::Expected<llvm::StringMap<std::string>>
readExpectedFailures(llvm::StringRef path);

} // namespace tosac::conformance

#endif // TOSAC_TOOLS_TOSA_CONFORMANCE_CORPUS_H
