//===- Resize.cpp - tosa-to-linalg for resize -------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers resize to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateResizePatterns(TypeConverter &converter,
                                   RewritePatternSet &patterns) {}
