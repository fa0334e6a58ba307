//===- PassRegistration.cpp - Register the TOSA dialect passes ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file instantiates the generated registration of every pass declared in
// Passes.td; the passes themselves live one per file beside it.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Transforms/Passes.h"

void tosac::tosa::registerTosaTransformsPasses() {
  registerTosacTosaPasses();
}
