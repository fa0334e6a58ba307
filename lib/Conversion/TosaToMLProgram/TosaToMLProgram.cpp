//===- TosaToMLProgram.cpp - TOSA variables to ml_program -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers TOSA variables to ml_program. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToMLProgram/TosaToMLProgram.h"

using namespace mlir;

void tosac::populateTosaToMLProgramConversionPatterns(TypeConverter &converter,
                                                      RewritePatternSet &patterns) {}
