//===- Export.h - Writing compiled layers as VTA program directories -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the writer of a compiled VTA layer as a self-contained
// program directory in the format of the shared vta-vectors (README.md
// there): insn.bin (128-bit little-endian instructions), uop.bin (32-bit
// micro-ops), one .bin file per constant segment (blocked weights, ACC
// constant rows) and per input image, and manifest.json giving each file's
// physical DRAM address (instructions at 0x1000, every other image on its own
// 4 KiB page) and the output region. `vta-sim DIR --output-dir OUT` (or any
// VTA functional simulator loading the files at those addresses) runs it.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_EXPORT_H
#define TOSAC_VTA_EXPORT_H

#include "tosac/Vta/Codegen.h"

namespace tosac::vta {

struct ExportOptions {
  /// The program's name and category in the manifest.
  std::string name = "program";
  std::string category = "tosac";
  std::string description;
  /// The input tensors (row-major int8, one per layer input) packed into the
  /// input images; an input without data is written as zeros and marked
  /// "data": "zeros" in the manifest.
  std::vector<std::optional<std::vector<int8_t>>> inputs;
  /// When set, written as expected_out.bin and named in the output entry.
  std::optional<std::vector<uint8_t>> expectedOutput;
};

/// Creates `dir` and writes the program into it.
llvm::Error writeProgramDirectory(const CompiledLayer &layer,
                                  llvm::StringRef dir,
                                  const ExportOptions &options);

} // namespace tosac::vta

#endif // TOSAC_VTA_EXPORT_H
