//===- tosa-translate.cpp - Convert between .tosa files and MLIR ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-translate`, mlir-translate with the .tosa
// translations of tosac: TOSA 1.0 FlatBuffers files (and their JSON form)
// to TOSA IR and back, plus the export of VTA programs.
//
//===----------------------------------------------------------------------===//

#include "ExportVtaProgram.h"

#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"
#include "tosac/Tools/ToolSupport.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  // --help lists the translations, their options and the MLIR options
  // mlirTranslateMain registers; --help-hidden adds libLLVM's own.
  tosac::initToolCommandLine("tosa-translate",
                             {&tosac::getTosaTranslateOptionCategory()});
  if (tosac::isExportVtaProgramInvocation(argc, argv))
    return tosac::exportVtaProgramMain(argc, argv);
  tosac::registerTosaFlatbufferImportTranslations();
  tosac::registerTosaFlatbufferExportTranslations();
  tosac::registerExportVtaProgramHelp();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv,
      "tosa-translate: convert TOSA 1.0 serialized graphs to and from MLIR\n\n"
      "  tosa-translate --import-tosa-flatbuffer model.tosa -o model.mlir\n"
      "  tosa-translate --export-tosa-flatbuffer model.mlir -o model.tosa\n"
      "  tosa-translate --import-tosa-json model.json\n"
      "  tosa-translate --export-tosa-json model.mlir\n"
      "  tosa-translate --export-vta-program model.mlir -o dir/\n\n"
      "Import reads .tosa files of the TOSA serialization library / reference\n"
      "model (graph version 1.0; older readable versions with a warning) into\n"
      "`func.func @main` of tosa ops plus `tosa.variable` declarations, "
      "checks\n"
      "the file and verifies the result. Export writes func.func @main (or "
      "the\n"
      "only function) back as a .tosa file the reference model runs. The JSON\n"
      "translations use the text form `flatc --json` prints. See\n"
      "docs/Flatbuffer.md.\n\n"
      "--export-vta-program offloads the module's int8 patterns to VTA\n"
      "(tosa-to-vta) and writes each VTA program as dir/<program>/: insn.bin,\n"
      "uop.bin, the constant and input DRAM images and manifest.json with\n"
      "their physical addresses (the format of the shared vta-vectors), for\n"
      "vta-sim or VTA's own simulator. Options: --vta-single-buffer,\n"
      "--vta-report. See docs/Vta/Vta.md.\n"));
}
