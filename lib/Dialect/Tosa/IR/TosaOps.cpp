//===- TosaOps.cpp - TOSA op definitions ----------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file holds the ODS-generated op classes. Verifiers, shape inference,
// folders and canonicalizations live in sibling files, grouped by spec
// chapter.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace tosac::tosa;

#define GET_OP_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaOps.cpp.inc"
