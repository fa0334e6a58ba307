//===- ExportVtaProgram.h - tosa-translate --export-vta-program --*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the `--export-vta-program` mode of tosa-translate, which
// writes a directory instead of an output stream and so has its own driver.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_TRANSLATE_EXPORTVTAPROGRAM_H
#define TOSAC_TOOLS_TOSA_TRANSLATE_EXPORTVTAPROGRAM_H

namespace tosac {

/// True when the command line asks for --export-vta-program.
bool isExportVtaProgramInvocation(int argc, char **argv);
/// Registers the translation name so --help lists it.
void registerExportVtaProgramHelp();
/// The driver of the mode; returns the process exit code.
int exportVtaProgramMain(int argc, char **argv);

} // namespace tosac

#endif // TOSAC_TOOLS_TOSA_TRANSLATE_EXPORTVTAPROGRAM_H
