//===- Passes.h - TOSA dialect passes ---------------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_H
#define TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

namespace tosac::tosa {

#define GEN_PASS_DECL
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"

/// Registers every pass of Passes.td with the global pass registry.
void registerTosaTransformsPasses();

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_H
