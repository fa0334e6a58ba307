//===- Fft.cpp - tosa-to-linalg for fft2d and rfft2d ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers fft2d and rfft2d to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateFftPatterns(TypeConverter &converter,
                                RewritePatternSet &patterns) {}
