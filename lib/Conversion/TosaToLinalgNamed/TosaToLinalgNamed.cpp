//===- TosaToLinalgNamed.cpp - TOSA convolutions, matmul and pooling to linalg ===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers TOSA convolutions, matmul and pooling to linalg. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToLinalgNamed/TosaToLinalgNamed.h"

using namespace mlir;

void tosac::populateTosaToLinalgNamedConversionPatterns(TypeConverter &converter,
                                                        RewritePatternSet &patterns) {}
