//===- Upstream.cpp - Lower a model with upstream mlir-opt ----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the upstream lowering of the CPU benchmark with two
// child processes (tosa-opt or tosa-translate, then mlir-opt) and temporary
// files.
//
//===----------------------------------------------------------------------===//

#include "Upstream.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
using namespace tosac::bench;

namespace {

/// A temporary file, removed on destruction unless kept.
struct TempFile {
  explicit TempFile(StringRef suffix) {
    if (std::error_code error =
            llvm::sys::fs::createTemporaryFile("tosac-bench", suffix, path))
      failed = error;
  }
  ~TempFile() {
    if (!keep && !path.empty())
      llvm::sys::fs::remove(path);
  }
  llvm::SmallString<128> path;
  std::error_code failed;
  bool keep = false;
};

std::string readFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

/// Runs `program` with `arguments`, stderr to a temporary file that becomes
/// part of the error.
llvm::Error runTool(StringRef program, ArrayRef<std::string> arguments) {
  TempFile errors("log");
  if (errors.failed)
    return llvm::errorCodeToError(errors.failed);
  std::vector<StringRef> argv{program};
  for (const std::string &argument : arguments)
    argv.push_back(argument);
  std::optional<StringRef> redirects[] = {StringRef(""), std::nullopt,
                                          StringRef(errors.path)};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects,
                                         0, 0, &message);
  if (status != 0) {
    std::string command;
    for (StringRef part : argv)
      command += (command.empty() ? "" : " ") + part.str();
    return llvm::createStringError("'" + command + "' failed (status " +
                                   std::to_string(status) +
                                   (message.empty() ? "" : ", " + message) +
                                   "):\n" + readFile(errors.path));
  }
  return llvm::Error::success();
}

} // namespace

std::string tosac::bench::getUpstreamPipeline() {
  static const char *const passes[] = {
      // Upstream's TOSA conversions, in the order of its own
      // tosa-to-linalg-pipeline, rescale included.
      "func.func(tosa-to-linalg-named,tosa-to-linalg)",
      "tosa-to-tensor",
      "tosa-to-arith{include-apply-rescale=true}",
      "canonicalize",
      // From here on, what tosac's tosa-to-llvm does after its TOSA passes.
      "one-shot-bufferize{bufferize-function-boundaries "
      "function-boundary-type-conversion=identity-layout-map}",
      "buffer-results-to-out-params{hoist-static-allocs "
      "modify-public-functions}",
      "buffer-deallocation-pipeline",
      "func.func(convert-linalg-to-loops)",
      "lower-affine",
      "arith-expand",
      "convert-scf-to-cf",
      "expand-strided-metadata",
      "finalize-memref-to-llvm",
      "convert-math-to-llvm",
      "convert-math-to-libm",
      "func.func(llvm-request-c-wrappers)",
      "convert-arith-to-llvm",
      "convert-index-to-llvm",
      "convert-func-to-llvm",
      "convert-cf-to-llvm",
      "reconcile-unrealized-casts",
  };
  std::string pipeline = "builtin.module(";
  for (const char *pass : passes)
    pipeline += std::string(pass) + ",";
  pipeline.back() = ')';
  return pipeline;
}

void tosac::bench::registerLLVMDialectDependencies(DialectRegistry &registry) {
  registry.insert<LLVM::LLVMDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

llvm::Expected<OwningOpRef<ModuleOp>>
tosac::bench::lowerWithUpstream(StringRef modelPath,
                                const UpstreamOptions &options,
                                MLIRContext *context, double &seconds) {
  auto start = std::chrono::steady_clock::now();
  TempFile printed("upstream.mlir"), lowered("llvm.mlir");
  for (TempFile *file : {&printed, &lowered}) {
    if (file->failed)
      return llvm::errorCodeToError(file->failed);
    file->keep = options.keepTemporaries;
  }
  // A flatbuffer (or its JSON form) is imported by tosa-translate; large
  // constants come out as dense_resource blobs, which mlir-opt reads too.
  StringRef extension = llvm::sys::path::extension(modelPath);
  llvm::Error printError =
      extension == ".tosa" || extension == ".json"
          ? runTool(options.tosaTranslate,
                    {extension == ".tosa" ? "--import-tosa-flatbuffer"
                                          : "--import-tosa-json",
                     modelPath.str(), "-o", printed.path.str().str()})
          : runTool(options.tosaOpt,
                    {modelPath.str(), "-o", printed.path.str().str()});
  if (printError)
    return std::move(printError);
  if (llvm::Error error =
          runTool(options.mlirOpt, {printed.path.str().str(),
                                    "--pass-pipeline=" + getUpstreamPipeline(),
                                    "-o", lowered.path.str().str()}))
    return std::move(error);
  seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (options.keepTemporaries)
    llvm::errs() << "upstream: printed " << printed.path << ", lowered "
                 << lowered.path << "\n";

  std::string diagnostics;
  llvm::raw_string_ostream os(diagnostics);
  llvm::SourceMgr sourceMgr;
  auto buffer = llvm::MemoryBuffer::getFile(lowered.path);
  if (!buffer)
    return llvm::errorCodeToError(buffer.getError());
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, context, os);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  if (!module)
    return llvm::createStringError(
        "cannot parse the module lowered by mlir-opt:\n" + diagnostics);
  return std::move(module);
}
