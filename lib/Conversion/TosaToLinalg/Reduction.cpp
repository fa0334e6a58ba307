//===- Reduction.cpp - tosa-to-linalg for the reductions and argmax ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the reductions and argmax to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateReductionPatterns(TypeConverter &converter,
                                      RewritePatternSet &patterns) {}
