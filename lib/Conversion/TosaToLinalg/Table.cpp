//===- Table.cpp - tosa-to-linalg for table ---------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers table to linalg on tensors. (Patterns to be added.)
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

using namespace mlir;

void tosac::populateTablePatterns(TypeConverter &converter,
                                  RewritePatternSet &patterns) {}
