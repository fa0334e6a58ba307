//===- LoadModule.cpp - Read a TOSA module for execution ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file reads a TOSA module from a .tosa flatbuffer, its JSON form or
// MLIR text, and registers what the executor needs in a context.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/Executor.h"

#include "tosac/InitAll.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

void tosac::registerExecutorDependencies(DialectRegistry &registry) {
  registerAllTosacDialects(registry);
  registerTosaToLLVMDependencies(registry);
}

llvm::Expected<OwningOpRef<ModuleOp>>
tosac::loadModule(StringRef path, MLIRContext *context) {
  std::string diagnostics;
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    llvm::raw_string_ostream os(diagnostics);
    if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
      os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
         << loc.getColumn() << ": ";
    else if (auto loc = dyn_cast<NameLoc>(diag.getLocation()))
      os << path << ": '" << loc.getName().getValue() << "': ";
    else
      os << path << ": ";
    os << "error: " << diag << "\n";
    return success();
  });
  auto fail = [&](StringRef fallback) {
    std::string message = diagnostics.empty() ? fallback.str() : diagnostics;
    while (!message.empty() && message.back() == '\n')
      message.pop_back();
    return llvm::createStringError(message);
  };

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!file)
    return llvm::createStringError(file.getError(),
                                   "cannot read '" + path.str() + "': " +
                                       file.getError().message());
  StringRef extension = llvm::sys::path::extension(path);
  OwningOpRef<ModuleOp> module;
  if (extension == ".tosa") {
    module = importTosaFlatbuffer(
        std::shared_ptr<llvm::MemoryBuffer>(std::move(*file)), context);
  } else if (extension == ".json") {
    module = importTosaJson((*file)->getBuffer(), path, context);
  } else {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy((*file)->getBuffer(), path),
        llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, context);
  }
  if (!module)
    return fail("cannot read '" + path.str() + "'");
  if (failed(verify(*module)))
    return fail("'" + path.str() + "' is not a valid TOSA module");
  return std::move(module);
}
