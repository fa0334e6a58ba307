//===- tosa-translate.cpp - Convert between .tosa files and MLIR ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-translate`, mlir-translate with the .tosa
// translations of tosac: TOSA 1.0 FlatBuffers files (and their JSON form)
// to TOSA IR and back.
//
//===----------------------------------------------------------------------===//

#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  // libMLIR brings every LLVM backend option; keep --help to ours and to
  // the MLIR options mlirTranslateMain registers (--help-hidden lists all).
  for (auto &[name, option] : llvm::cl::getRegisteredOptions())
    if (!name.starts_with("tosa-") && !name.starts_with("mlir-") &&
        name != "allow-unregistered-dialect" && name != "help" &&
        name != "version")
      option->setHiddenFlag(llvm::cl::Hidden);
  tosac::registerTosaFlatbufferImportTranslations();
  tosac::registerTosaFlatbufferExportTranslations();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv,
      "tosa-translate: convert TOSA 1.0 serialized graphs to and from MLIR\n\n"
      "  tosa-translate --import-tosa-flatbuffer model.tosa -o model.mlir\n"
      "  tosa-translate --export-tosa-flatbuffer model.mlir -o model.tosa\n"
      "  tosa-translate --import-tosa-json model.json\n"
      "  tosa-translate --export-tosa-json model.mlir\n\n"
      "Import reads .tosa files of the TOSA serialization library / reference\n"
      "model (graph version 1.0; older readable versions with a warning) into\n"
      "`func.func @main` of tosa ops plus `tosa.variable` declarations, "
      "checks\n"
      "the file and verifies the result. Export writes func.func @main (or "
      "the\n"
      "only function) back as a .tosa file the reference model runs. The JSON\n"
      "translations use the text form `flatc --json` prints. See\n"
      "docs/Flatbuffer.md.\n"));
}
