//===- Passes.h - Conversion passes out of the TOSA dialect -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares every A-to-B conversion pass of tosac (Passes.td) and
// the function that registers them all.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_PASSES_H
#define TOSAC_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"

namespace tosac {

#define GEN_PASS_DECL
#include "tosac/Conversion/Passes.h.inc"

/// Generates `registerTosacConversionPasses()`, which registers every pass of
/// Conversion/Passes.td with the global registry.
#define GEN_PASS_REGISTRATION
#include "tosac/Conversion/Passes.h.inc"

} // namespace tosac

#endif // TOSAC_CONVERSION_PASSES_H
