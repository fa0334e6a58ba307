//===- ScatterGather.cpp - tosa-to-linalg for gather and scatter ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers gather and scatter to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateScatterGatherPatterns(TypeConverter &converter,
                                          RewritePatternSet &patterns) {}
