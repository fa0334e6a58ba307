//===- TosaToSCF.cpp - TOSA cond_if and while_loop to scf -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers TOSA cond_if and while_loop to scf. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToSCF/TosaToSCF.h"

using namespace mlir;

void tosac::populateTosaToSCFConversionPatterns(TypeConverter &converter,
                                                RewritePatternSet &patterns) {}
