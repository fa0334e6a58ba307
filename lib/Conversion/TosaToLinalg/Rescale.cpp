//===- Rescale.cpp - tosa-to-linalg for rescale -----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers rescale to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateRescalePatterns(TypeConverter &converter,
                                    RewritePatternSet &patterns) {}
