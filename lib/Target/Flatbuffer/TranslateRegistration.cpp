//===- TranslateRegistration.cpp - tosa-translate translations ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file registers the .tosa translations with mlir-translate's driver:
// --import-tosa-flatbuffer, --import-tosa-json, --export-tosa-flatbuffer and
// --export-tosa-json. Only tosac's dialects are registered for them.
//
//===----------------------------------------------------------------------===//

#include "tosac/InitAll.h"
#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

llvm::cl::OptionCategory &tosac::getTosaTranslateOptionCategory() {
  static llvm::cl::OptionCategory category(
      "TOSA flatbuffer translation options");
  return category;
}

namespace tosac {
namespace {

llvm::cl::opt<uint64_t> resourceThreshold(
    "tosa-resource-threshold",
    llvm::cl::desc("Import constants of at least this many bytes as "
                   "dense_resource blobs that reference the input file "
                   "instead of copying it into dense attributes"),
    llvm::cl::init(1u << 20), llvm::cl::cat(getTosaTranslateOptionCategory()));

llvm::cl::opt<std::string>
    entryFunction("tosa-entry-function",
                  llvm::cl::desc("Function exported as the .tosa main block"),
                  llvm::cl::init("main"),
                  llvm::cl::cat(getTosaTranslateOptionCategory()));

void registerDialects(DialectRegistry &registry) {
  registerAllTosacDialects(registry);
}

TosaFlatbufferImportOptions importOptions() {
  TosaFlatbufferImportOptions options;
  options.resourceThreshold = resourceThreshold;
  return options;
}

TosaFlatbufferExportOptions exportOptions() {
  TosaFlatbufferExportOptions options;
  options.entryFunction = entryFunction;
  return options;
}

} // namespace

void registerTosaFlatbufferImportTranslations() {
  static TranslateToMLIRRegistration importBinary(
      "import-tosa-flatbuffer", "Import a TOSA 1.0 .tosa (FlatBuffers) graph",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
        ArrayRef<uint8_t> data(
            reinterpret_cast<const uint8_t *>(buffer->getBufferStart()),
            buffer->getBufferSize());
        // Large constants point into the buffer; their blobs keep the
        // source manager (which owns it) alive.
        return importTosaFlatbuffer(data, sourceMgr,
                                    buffer->getBufferIdentifier(), context,
                                    importOptions());
      },
      registerDialects, llvm::Align(16));

  static TranslateToMLIRRegistration importJson(
      "import-tosa-json", "Import the JSON form of a TOSA 1.0 .tosa graph",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
        return importTosaJson(buffer->getBuffer(),
                              buffer->getBufferIdentifier(), context,
                              importOptions());
      },
      registerDialects);
}

void registerTosaFlatbufferExportTranslations() {
  static TranslateFromMLIRRegistration exportBinary(
      "export-tosa-flatbuffer",
      "Export func.func @main of TOSA ops as a TOSA 1.0 .tosa file",
      [](Operation *op, llvm::raw_ostream &os) {
        return exportTosaFlatbuffer(op, os, exportOptions());
      },
      registerDialects);

  static TranslateFromMLIRRegistration exportJson(
      "export-tosa-json",
      "Export func.func @main of TOSA ops as the JSON form of a .tosa file",
      [](Operation *op, llvm::raw_ostream &os) {
        return exportTosaJson(op, os, exportOptions());
      },
      registerDialects);
}

} // namespace tosac
