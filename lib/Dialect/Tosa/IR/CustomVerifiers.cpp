//===- CustomVerifiers.cpp - Custom op verification -----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the checks of CUSTOM (TOSA 1.0 section 2.15). The spec
// defines no ERROR_IF for it: its inputs, outputs and implementation_attrs
// are backend-defined. The only check is that operator_name names an
// operator.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac::tosa;

LogicalResult CustomOp::verify() {
  if (getOperatorName().empty())
    return emitOpError() << "expected a non-empty operator_name";
  return success();
}
