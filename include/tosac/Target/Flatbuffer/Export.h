//===- Export.h - Write MLIR TOSA modules as .tosa files --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the exporter of a module holding `func.func @main` of
// TOSA ops (and `tosa.variable` declarations) to the TOSA 1.0 .tosa
// FlatBuffers format that the TOSA reference model reads, and to its JSON
// form. docs/Flatbuffer.md describes the mapping.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TARGET_FLATBUFFER_EXPORT_H
#define TOSAC_TARGET_FLATBUFFER_EXPORT_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tosac {

struct TosaFlatbufferExportOptions {
  /// The function that becomes the `main` block. When no function has this
  /// name and the module holds exactly one function, that one is used.
  std::string entryFunction = "main";
};

/// Serializes `module` (a builtin.module) to a binary .tosa buffer in `out`.
/// Emits diagnostics and fails on ops or types TOSA 1.0 cannot express.
mlir::LogicalResult
exportTosaFlatbuffer(mlir::Operation *module, std::vector<uint8_t> &out,
                     const TosaFlatbufferExportOptions &options = {});

/// Writes the binary .tosa form of `module` to `os`.
mlir::LogicalResult
exportTosaFlatbuffer(mlir::Operation *module, llvm::raw_ostream &os,
                     const TosaFlatbufferExportOptions &options = {});

/// Writes the JSON form of `module` (what `flatc --json` prints for the
/// binary file) to `os`.
mlir::LogicalResult
exportTosaJson(mlir::Operation *module, llvm::raw_ostream &os,
               const TosaFlatbufferExportOptions &options = {});

/// Registers the `--export-tosa-flatbuffer` and `--export-tosa-json`
/// translations with mlir-translate.
void registerTosaFlatbufferExportTranslations();

} // namespace tosac

#endif // TOSAC_TARGET_FLATBUFFER_EXPORT_H
