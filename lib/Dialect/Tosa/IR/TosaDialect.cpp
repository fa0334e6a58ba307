//===- TosaDialect.cpp - TOSA dialect registration ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file registers the ops, types and attributes of the `tosa` dialect and
// materializes folded constants.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tosac::tosa;

#include "tosac/Dialect/Tosa/IR/TosaDialect.cpp.inc"
#include "tosac/Dialect/Tosa/IR/TosaEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaTypes.cpp.inc"

void TosaDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tosac/Dialect/Tosa/IR/TosaOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "tosac/Dialect/Tosa/IR/TosaTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tosac/Dialect/Tosa/IR/TosaAttrs.cpp.inc"
      >();
}

Operation *TosaDialect::materializeConstant(OpBuilder &builder,
                                            Attribute value, Type type,
                                            Location loc) {
  auto elements = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!elements)
    return nullptr;
  if (isa<ShapeType>(type)) {
    auto extents = dyn_cast<DenseIntElementsAttr>(elements);
    return extents ? ConstShapeOp::create(builder, loc, type, extents)
                   : nullptr;
  }
  if (isa<TensorType>(type) && elements.getType() == type)
    return ConstOp::create(builder, loc, type, elements);
  return nullptr;
}

LogicalResult
ShapeType::verify(function_ref<InFlightDiagnostic()> emitError, int rank) {
  if (rank < 0)
    return emitError() << "expected a non-negative shape rank, got " << rank;
  return success();
}
