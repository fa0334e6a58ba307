//===- Import.h - Read .tosa FlatBuffers files into MLIR --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the importer of TOSA 1.0 serialized graphs (the .tosa
// FlatBuffers format of the TOSA serialization library and reference model,
// and its JSON form) into a `builtin.module` holding `func.func @main` and
// the `tosa.variable` declarations. docs/Flatbuffer.md describes the mapping.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TARGET_FLATBUFFER_IMPORT_H
#define TOSAC_TARGET_FLATBUFFER_IMPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace tosac {

struct TosaFlatbufferImportOptions {
  /// Constants whose data has at least this many bytes become blob-backed
  /// `dense_resource` attributes that point into the input buffer (no copy);
  /// smaller ones become `dense` attributes. Types whose in-file layout is
  /// not the in-memory one (int4, int48) are always copied.
  uint64_t resourceThreshold = 1u << 20;
};

/// Imports the binary .tosa graph in `data`. `owner` keeps `data` alive: the
/// resource blobs of large constants reference it and hold a copy of
/// `owner` for as long as the context keeps them. `bufferName` names the
/// input in diagnostics. Emits diagnostics on the context and returns null
/// when the file is malformed or the result does not verify.
mlir::OwningOpRef<mlir::ModuleOp>
importTosaFlatbuffer(llvm::ArrayRef<uint8_t> data,
                     std::shared_ptr<const void> owner,
                     llvm::StringRef bufferName, mlir::MLIRContext *context,
                     const TosaFlatbufferImportOptions &options = {});

/// Imports a whole buffer (e.g. from llvm::MemoryBuffer::getFile, which maps
/// large files instead of reading them).
mlir::OwningOpRef<mlir::ModuleOp>
importTosaFlatbuffer(std::shared_ptr<llvm::MemoryBuffer> buffer,
                     mlir::MLIRContext *context,
                     const TosaFlatbufferImportOptions &options = {});

/// Imports the JSON form of a .tosa graph (as written by `flatc --json` or
/// exportTosaJson).
mlir::OwningOpRef<mlir::ModuleOp>
importTosaJson(llvm::StringRef json, llvm::StringRef bufferName,
               mlir::MLIRContext *context,
               const TosaFlatbufferImportOptions &options = {});

/// Registers the `--import-tosa-flatbuffer` and `--import-tosa-json`
/// translations (and their command-line options) with mlir-translate.
void registerTosaFlatbufferImportTranslations();

/// The category of the translations' own options (--tosa-resource-threshold,
/// --tosa-entry-function), which tosa-translate's --help lists.
llvm::cl::OptionCategory &getTosaTranslateOptionCategory();

} // namespace tosac

#endif // TOSAC_TARGET_FLATBUFFER_IMPORT_H
