//===- ShapeOpsVerifiers.cpp - Shape op verification ----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks of the shape
// operators of the TOSA 1.1 draft (ADD_SHAPE ... SUB_SHAPE, CONCAT_SHAPE,
// SLICE_SHAPE, DIM). The length of a `!tosa.shape<N>` value is its type's
// rank N, so length rules are always decidable; rules on the values of
// `start` and `size` are checked when those are constants.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns the length N of a `!tosa.shape<N>` value.
int64_t getLength(Value shape) {
  return cast<ShapeType>(shape.getType()).getRank();
}

/// Checks an elementwise operator on two shapes: equal input lengths (the
/// spec rule) and a result of the same length.
LogicalResult verifyBinaryShapeOp(Operation *op) {
  int64_t lhs = getLength(op->getOperand(0));
  int64_t rhs = getLength(op->getOperand(1));
  int64_t out = getLength(op->getResult(0));
  // ERROR_IF(length(input1) != length(input2))
  if (lhs != rhs)
    return emitErrorIf(op, "length(input1) != length(input2)")
           << "expected shapes of equal length, got " << lhs << " and " << rhs;
  if (out != lhs)
    return op->emitOpError()
           << "expected a result of length " << lhs << ", got " << out;
  return success();
}

/// Checks an elementwise operator on one shape: the result has its length.
LogicalResult verifyUnaryShapeOp(Operation *op) {
  int64_t in = getLength(op->getOperand(0));
  int64_t out = getLength(op->getResult(0));
  if (out != in)
    return op->emitOpError()
           << "expected a result of length " << in << ", got " << out;
  return success();
}

} // namespace

#define TOSAC_VERIFY_SHAPE_OP(OpTy, Check)                                     \
  LogicalResult OpTy::verify() { return Check(getOperation()); }

TOSAC_VERIFY_SHAPE_OP(AddShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(SubShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(MulShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(DivCeilShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(DivFloorShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(ModShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(MaxShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(MinShapeOp, verifyBinaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(Exp2ShapeOp, verifyUnaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(Log2CeilShapeOp, verifyUnaryShapeOp)
TOSAC_VERIFY_SHAPE_OP(Log2FloorShapeOp, verifyUnaryShapeOp)

#undef TOSAC_VERIFY_SHAPE_OP

LogicalResult ConcatShapeOp::verify() {
  int64_t sum = 0;
  for (Value input : getInput())
    sum += getLength(input);
  // ERROR_IF(length(output) != sum(length(input1[k]) for all k))
  if (getLength(getOutput()) != sum)
    return emitErrorIf(*this,
                       "length(output) != sum(length(input1[k]) for all k)")
           << "expected a result of length " << sum << ", got "
           << getLength(getOutput());
  return success();
}

LogicalResult SliceShapeOp::verify() {
  std::optional<APInt> start = getConstantScalarInt(getStart());
  std::optional<APInt> size = getConstantScalarInt(getSize());
  int64_t length = getLength(getInput());
  if (size) {
    int64_t sizeValue = size->getSExtValue();
    // ERROR_IF(size_value <= 0)
    if (sizeValue <= 0)
      return emitErrorIf(*this, "size_value <= 0")
             << "expected a positive size, got " << sizeValue;
    if (getLength(getOutput()) != sizeValue)
      return emitOpError() << "expected a result of length " << sizeValue
                           << " (the size), got " << getLength(getOutput());
  }
  if (start) {
    int64_t startValue = start->getSExtValue();
    // ERROR_IF(start_value < 0)
    if (startValue < 0)
      return emitErrorIf(*this, "start_value < 0")
             << "expected a non-negative start, got " << startValue;
    // ERROR_IF(start_value + size_value > length(input))
    if (size && startValue + size->getSExtValue() > length)
      return emitErrorIf(*this, "start_value + size_value > length(input)")
             << "expected start + size <= " << length << ", got " << startValue
             << " + " << size->getSExtValue();
  }
  // Without constants the result still cannot be longer than the input.
  if (getLength(getOutput()) > length)
    return emitErrorIf(*this, "start_value + size_value > length(input)")
           << "expected a result no longer than the input (" << length
           << "), got " << getLength(getOutput());
  return success();
}

LogicalResult DimOp::verify() {
  int64_t axis = getAxisAttr().getValue().getSExtValue();
  // ERROR_IF(axis < 0)
  if (axis < 0)
    return emitErrorIf(*this, "axis < 0")
           << "expected a non-negative axis, got " << axis;
  auto input = dyn_cast<RankedTensorType>(getInput1().getType());
  if (!input)
    return success();
  // ERROR_IF(axis >= rank(shape))
  if (axis >= input.getRank())
    return emitErrorIf(*this, "axis >= rank(shape)")
           << "expected an axis below the input rank " << input.getRank()
           << ", got " << axis;
  // REQUIRE(shape[axis] > 0)
  if (input.getDimSize(axis) == 0)
    return emitRequire(*this, "shape[axis] > 0")
           << "expected a non-empty dimension " << axis << ", got " << input;
  return success();
}
