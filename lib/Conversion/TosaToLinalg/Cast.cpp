//===- Cast.cpp - tosa-to-linalg for cast -----------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers cast to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateCastPatterns(TypeConverter &converter,
                                 RewritePatternSet &patterns) {}
