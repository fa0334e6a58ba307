//===- tosa-opt.cpp - The tosac optimizer driver --------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-opt`: parses TOSA IR (upstream MLIR syntax),
// verifies it, runs the requested passes and prints the result.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "tosac/InitAll.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Tools/ToolSupport.h"

int main(int argc, char **argv) {
  // --help lists the passes and MlirOptMain's options, registered after
  // this; --help-hidden adds libLLVM's own.
  tosac::initToolCommandLine("tosa-opt");
  mlir::DialectRegistry registry;
  tosac::registerAllTosacDialects(registry);
  tosac::registerAllTosacPasses();
  mlir::registerLinalgPasses();
  tosac::registerTosaToLLVMDependencies(registry);
  tosac::registerTosacPipelines();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "tosa-opt: parse, verify, transform and print TOSA IR\n\n"
      "Reads TOSA in the textual syntax of upstream MLIR 22 (the `tosa`,\n"
      "`func`, `quant` and `tensor` dialects), verifies every op against the\n"
      "TOSA 1.0 ERROR_IF rules, runs the passes given on the command line\n"
      "and prints the result. `--tosa-to-llvm` lowers a whole module to the\n"
      "LLVM dialect (see docs/Conversion.md).\n",
      registry));
}
