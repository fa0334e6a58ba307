//===- VariableVerifiers.cpp - Variable op verification -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the syntax and the compile-time REQUIRE checks of
// VARIABLE, VARIABLE_WRITE and VARIABLE_READ (TOSA 1.0 section 2.17).
//
// A variable is a module-level symbol, so the enclosing symbol table rejects
// a second declaration of the same name (the spec's REQUIRE(!var_tensor.seen)
// for one graph). Reads and writes find their declaration through
// SymbolUserOpInterface and must use exactly its shape and element type.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// `var_shape` stores a dynamic extent as -1, as upstream MLIR does.
constexpr int64_t kDynamicVarExtent = -1;

/// Returns the `var_shape` attribute describing `type`.
DenseIntElementsAttr makeVarShapeAttr(RankedTensorType type) {
  SmallVector<int64_t> extents;
  for (int64_t extent : type.getShape())
    extents.push_back(ShapedType::isDynamic(extent) ? kDynamicVarExtent
                                                    : extent);
  auto attrType = RankedTensorType::get({type.getRank()},
                                        IndexType::get(type.getContext()));
  return DenseIntElementsAttr::get(attrType, extents);
}

/// Checks a read or write of variable `name` whose tensor has type `type`
/// (the REQUIREs of VARIABLE_READ and VARIABLE_WRITE): the variable is
/// declared and `type` has exactly its shape and element type.
LogicalResult verifyVariableAccess(Operation *op, StringAttr name, Type type,
                                   StringRef declaredRule, StringRef shapeRule,
                                   StringRef typeRule,
                                   SymbolTableCollection &symbolTable) {
  auto variable = symbolTable.lookupNearestSymbolFrom<VariableOp>(op, name);
  if (!variable)
    return emitRequire(op, declaredRule)
           << "expected a tosa.variable named @" << name.getValue()
           << " in an enclosing symbol table";
  RankedTensorType declared = variable.getVariableType();
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || ranked.getShape() != declared.getShape())
    return emitRequire(op, shapeRule)
           << "expected the shape of @" << name.getValue() << " (" << declared
           << "), got " << type;
  if (ranked.getElementType() != declared.getElementType())
    return emitRequire(op, typeRule)
           << "expected the element type of @" << name.getValue() << " ("
           << declared.getElementType() << "), got " << ranked.getElementType();
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// tosa.variable
//===----------------------------------------------------------------------===//

RankedTensorType VariableOp::getVariableType() {
  SmallVector<int64_t> shape;
  for (const APInt &extent : getVarShape().getValues<APInt>()) {
    int64_t value = extent.getSExtValue();
    shape.push_back(value == kDynamicVarExtent ? ShapedType::kDynamic : value);
  }
  return RankedTensorType::get(shape, getType());
}

// Syntax (upstream MLIR 22):
//   tosa.variable @name attr-dict = dense<...> : tensor<...>
//   tosa.variable @name attr-dict : tensor<...>
// `var_shape` and `type` come from the tensor type, which is the type of the
// initial value when there is one.
ParseResult VariableOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();

  Type type;
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalEqual())) {
    Attribute initialValue;
    loc = parser.getCurrentLocation();
    if (parser.parseAttribute(initialValue))
      return failure();
    auto typed = dyn_cast<TypedAttr>(initialValue);
    if (!typed)
      return parser.emitError(loc) << "expected a typed initial value";
    type = typed.getType();
    result.addAttribute(getInitialValueAttrName(result.name), initialValue);
  } else {
    loc = parser.getCurrentLocation();
    if (parser.parseColonType(type))
      return failure();
  }
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return parser.emitError(loc)
           << "expected a ranked tensor type, got " << type;
  result.addAttribute(getVarShapeAttrName(result.name),
                      makeVarShapeAttr(tensorType));
  result.addAttribute(getTypeAttrName(result.name),
                      TypeAttr::get(tensorType.getElementType()));
  return success();
}

void VariableOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getVarShapeAttrName(),
                           getTypeAttrName(), getInitialValueAttrName()});
  if (Attribute initialValue = getInitialValueAttr()) {
    p << " = ";
    p.printAttribute(initialValue);
    return;
  }
  p << " : " << getVariableType();
}

LogicalResult VariableOp::verify() {
  ShapedType shapeType = getVarShape().getType();
  if (shapeType.getRank() != 1)
    return emitOpError() << "expected a rank-1 var_shape, got " << shapeType;
  for (const APInt &extent : getVarShape().getValues<APInt>())
    if (extent.getSExtValue() < kDynamicVarExtent)
      return emitOpError()
             << "expected var_shape extents >= 0 (or -1 for dynamic), got "
             << extent.getSExtValue();
  Type element = getType();
  if (!isa<IntegerType, FloatType, quant::QuantizedType>(element))
    return emitOpError() << "expected an integer, float or quantized "
                            "element type, got "
                         << element;

  Attribute initialValue = getInitialValueAttr();
  if (!initialValue)
    return success();
  auto typed = dyn_cast<TypedAttr>(initialValue);
  auto valueType =
      typed ? dyn_cast<RankedTensorType>(typed.getType()) : RankedTensorType();
  if (!valueType || !isa<ElementsAttr>(initialValue))
    return emitOpError() << "expected a tensor initial_value, got "
                         << initialValue;
  RankedTensorType declared = getVariableType();
  // REQUIRE(var_t == in_t)
  if (valueType.getElementType() != declared.getElementType())
    return emitRequire(*this, "var_t == in_t")
           << "expected an initial value of element type "
           << declared.getElementType() << ", got "
           << valueType.getElementType();
  // REQUIRE(var_shape == shape)
  if (valueType.getShape() != declared.getShape())
    return emitRequire(*this, "var_shape == shape")
           << "expected an initial value of shape " << declared << ", got "
           << valueType;
  return success();
}

//===----------------------------------------------------------------------===//
// tosa.variable_write / tosa.variable_read
//===----------------------------------------------------------------------===//

LogicalResult
VariableWriteOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // REQUIRE(variable_tensor)
  // REQUIRE(variable_tensor.shape == shape)
  // REQUIRE(variable_tensor.type == in_t)
  return verifyVariableAccess(*this, getNameAttr(), getInput1().getType(),
                              "variable_tensor",
                              "variable_tensor.shape == shape",
                              "variable_tensor.type == in_t", symbolTable);
}

LogicalResult
VariableReadOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // REQUIRE(variable_tensor != NULL)
  // REQUIRE(variable_tensor.shape == shape)
  // REQUIRE(variable_tensor.type == out_t)
  return verifyVariableAccess(*this, getNameAttr(), getOutput1().getType(),
                              "variable_tensor != NULL",
                              "variable_tensor.shape == shape",
                              "variable_tensor.type == out_t", symbolTable);
}
