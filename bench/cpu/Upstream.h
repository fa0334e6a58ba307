//===- Upstream.h - Lower a model with upstream mlir-opt --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the upstream baseline of the CPU benchmark: the model is
// printed by tosa-opt (whose output is upstream MLIR syntax; a .tosa or
// .json model is imported and printed by tosa-translate), lowered to the
// LLVM dialect by upstream's own TOSA passes in an external mlir-opt, and the
// result is parsed back for JIT compilation.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_UPSTREAM_H
#define TOSAC_BENCH_CPU_UPSTREAM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace tosac::bench {

struct UpstreamOptions {
  /// tosac's tosa-opt, used only to print the model.
  std::string tosaOpt;
  /// tosac's tosa-translate, used only to import and print a .tosa or .json
  /// model.
  std::string tosaTranslate;
  /// Upstream's mlir-opt.
  std::string mlirOpt = "/usr/lib/llvm-22/bin/mlir-opt";
  /// Keep the printed and lowered files (their paths go to stderr).
  bool keepTemporaries = false;
};

/// The --pass-pipeline given to upstream mlir-opt: upstream's TOSA
/// conversions, then the same bufferization and LLVM lowering as tosac's
/// tosa-to-llvm, with C wrappers requested for every function.
std::string getUpstreamPipeline();

/// Adds what parsing and JIT-compiling an LLVM-dialect module needs.
void registerLLVMDialectDependencies(mlir::DialectRegistry &registry);

/// Prints `modelPath` with tosa-opt (or tosa-translate), lowers it with
/// mlir-opt and parses the result into `context`. `seconds` receives the
/// time of both tools.
llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>>
lowerWithUpstream(llvm::StringRef modelPath, const UpstreamOptions &options,
                  mlir::MLIRContext *context, double &seconds);

} // namespace tosac::bench

#endif // TOSAC_BENCH_CPU_UPSTREAM_H
