//===- Passes.td - TOSA dialect passes ---------------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the passes that transform or check TOSA IR in place.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD
#define TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD
