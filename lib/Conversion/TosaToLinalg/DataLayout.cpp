//===- DataLayout.cpp - tosa-to-linalg for transpose and reverse ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers transpose and reverse to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateDataLayoutPatterns(TypeConverter &converter,
                                       RewritePatternSet &patterns) {}
