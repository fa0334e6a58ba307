//===- DataNodeVerifiers.cpp - Data node op verification ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the checks of CONST, CONST_SHAPE and IDENTITY (TOSA
// 1.0 section 2.14).
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac::tosa;

LogicalResult ConstShapeOp::verify() {
  auto values = getValues().getType();
  if (values.getRank() != 1)
    return emitOpError() << "expected rank-1 values, got rank "
                         << values.getRank();
  int64_t rank = cast<ShapeType>(getType()).getRank();
  if (values.getDimSize(0) != rank)
    return emitOpError() << "expected " << rank
                         << " values for !tosa.shape<" << rank << ">, got "
                         << values.getDimSize(0);
  return success();
}
