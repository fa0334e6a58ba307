//===- ElementwiseVerifiers.cpp - Elementwise op verification -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of the activation, elementwise binary/unary/ternary and comparison
// operators (TOSA 1.0 sections 2.4-2.8). REQUIRE rules on operands the spec
// makes compile-time constants (MUL's shift, TABLE's table) are checked too
// when those operands are constant.
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

//===----------------------------------------------------------------------===//
// Shape helpers
//===----------------------------------------------------------------------===//

/// Infers the broadcast shape of `operands`; unranked when one of them is
/// unranked or the shapes do not broadcast (the verifier reports that).
void inferBroadcastShape(TypeRange operands,
                         SmallVectorImpl<ShapedTypeComponents> &results) {
  std::optional<SmallVector<int64_t>> shape;
  for (Type type : operands) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked) {
      results.push_back(ShapedTypeComponents());
      return;
    }
    shape = shape ? broadcastShapes(*shape, ranked.getShape())
                  : SmallVector<int64_t>(ranked.getShape());
    if (!shape) {
      results.push_back(ShapedTypeComponents());
      return;
    }
  }
  results.push_back(ShapedTypeComponents(*shape));
}

/// Infers a result of the same shape as `operand`.
void inferSameShape(Type operand,
                    SmallVectorImpl<ShapedTypeComponents> &results) {
  if (auto ranked = dyn_cast<RankedTensorType>(operand))
    results.push_back(ShapedTypeComponents(ranked.getShape()));
  else
    results.push_back(ShapedTypeComponents());
}

/// The spec's broadcast rules for `inputs` producing `output`: equal ranks,
/// extents equal or 1, and an output shape equal to the broadcast shape
/// (ERROR_IFs of broadcast_shape() and of every broadcasting operator).
/// Only what the known shapes decide is checked.
LogicalResult verifyBroadcast(Operation *op, ValueRange inputs, Value output) {
  std::optional<SmallVector<int64_t>> shape;
  RankedTensorType first;
  bool allRanked = true;
  for (Value input : inputs) {
    auto ranked = dyn_cast<RankedTensorType>(input.getType());
    if (!ranked) {
      allRanked = false;
      continue;
    }
    if (!first) {
      first = ranked;
      shape = SmallVector<int64_t>(ranked.getShape());
      continue;
    }
    // ERROR_IF(rank(shape1) != rank(shape2))
    if (ranked.getRank() != first.getRank())
      return emitErrorIf(op, "rank(shape1) != rank(shape2)")
             << "expected operands of equal rank, got " << first.getRank()
             << " and " << ranked.getRank();
    // ERROR_IF(shape2[i] != 1 && shape2[i] != shape[i]) in broadcast_shape()
    auto next = broadcastShapes(*shape, ranked.getShape());
    if (!next)
      return emitErrorIf(op, "shape1[i] != shape2[i] && shape1[i] != 1 && "
                             "shape2[i] != 1")
             << "operand shapes " << first << " and " << ranked
             << " do not broadcast";
    shape = std::move(next);
  }
  auto out = dyn_cast<RankedTensorType>(output.getType());
  if (!out || !first)
    return success();
  // ERROR_IF(shape != broadcast_shape(shape1, shape2))
  if (out.getRank() != first.getRank())
    return emitErrorIf(op, "shape != broadcast_shape(shape1, shape2)")
           << "expected result rank " << first.getRank() << ", got "
           << out.getRank();
  if (!allRanked)
    return success();
  for (auto [i, expected, actual] : llvm::enumerate(*shape, out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return emitErrorIf(op, "shape != broadcast_shape(shape1, shape2)")
             << "expected result extent " << expected << " in dimension " << i
             << ", got " << actual;
  return success();
}

/// The result of an elementwise unary operator has the shape of its input
/// (the spec gives both the shape `shape`).
LogicalResult verifySameShape(Operation *op, Value input, Value output) {
  auto in = dyn_cast<RankedTensorType>(input.getType());
  auto out = dyn_cast<RankedTensorType>(output.getType());
  if (!in || !out)
    return success();
  if (in.getRank() != out.getRank())
    return op->emitOpError()
           << "expected result rank " << in.getRank()
           << " equal to the input rank, got " << out.getRank();
  for (auto [i, expected, actual] :
       llvm::enumerate(in.getShape(), out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return op->emitOpError()
             << "expected result extent " << expected << " in dimension " << i
             << " equal to the input extent, got " << actual;
  return success();
}

/// `values` share the spec's element type `typeName` (in_out_t or in_t);
/// quantized types count as their storage type.
LogicalResult verifySameElementType(Operation *op, ValueRange values,
                                    StringRef typeName = "in_out_t") {
  if (values.empty())
    return success();
  Type expected = getStorageElementType(values.front().getType());
  for (Value v : values.drop_front())
    if (getStorageElementType(v.getType()) != expected)
      return op->emitOpError()
             << "expected " << typeName << " element type " << expected
             << ", got " << getElementTypeOrSelf(v.getType());
  return success();
}

/// Same element type for every operand and result of `op`.
LogicalResult verifySameOperandsAndResultElementType(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  llvm::append_range(values, op->getResults());
  return verifySameElementType(op, values);
}

/// Unary operators: shape and element type of the result equal the input's.
LogicalResult verifyUnary(Operation *op) {
  if (failed(verifySameShape(op, op->getOperand(0), op->getResult(0))))
    return failure();
  return verifySameElementType(op, {op->getOperand(0), op->getResult(0)});
}

/// Binary operators with one in_out_t: broadcast rules and one element type.
LogicalResult verifyBinary(Operation *op) {
  if (failed(verifyBroadcast(op, op->getOperands(), op->getResult(0))))
    return failure();
  return verifySameOperandsAndResultElementType(op);
}

/// Comparison operators: broadcast rules, operands of one in_t (the bool
/// result type is an ODS constraint).
LogicalResult verifyComparison(Operation *op) {
  if (failed(verifyBroadcast(op, op->getOperands(), op->getResult(0))))
    return failure();
  return verifySameElementType(op, op->getOperands(), "in_t");
}

/// Static extent check of a tensor the spec gives shape [1].
LogicalResult verifyOneElement(Operation *op, Value value, StringRef name) {
  auto ranked = dyn_cast<RankedTensorType>(value.getType());
  if (ranked && ranked.hasStaticShape() && ranked.getNumElements() != 1)
    return op->emitOpError()
           << "expected " << name << " to have shape [1], got " << ranked;
  return success();
}

/// Returns true when a constant zero point differs from zero.
std::optional<bool> isConstantNonZero(Value zp) {
  if (auto i = getConstantScalarInt(zp))
    return !i->isZero();
  if (auto f = getConstantScalarFloat(zp))
    return !f->isZero();
  return std::nullopt;
}

/// Renders an integer or float attribute value for diagnostics.
std::string printBound(TypedAttr attr) {
  std::string str;
  llvm::raw_string_ostream os(str);
  if (auto i = dyn_cast<IntegerAttr>(attr))
    os << i.getValue().getSExtValue();
  else if (auto f = dyn_cast<FloatAttr>(attr))
    os << f.getValueAsDouble();
  return str;
}

} // namespace

//===----------------------------------------------------------------------===//
// Shape inference
//===----------------------------------------------------------------------===//

#define TOSAC_INFER_BROADCAST(OpTy)                                            \
  LogicalResult OpTy::inferReturnTypeComponents(                               \
      MLIRContext *, std::optional<Location>, OpTy::Adaptor adaptor,           \
      SmallVectorImpl<ShapedTypeComponents> &results) {                        \
    inferBroadcastShape(TypeRange(adaptor.getOperands()), results);            \
    return success();                                                          \
  }

#define TOSAC_INFER_SAME_SHAPE(OpTy)                                           \
  LogicalResult OpTy::inferReturnTypeComponents(                               \
      MLIRContext *, std::optional<Location>, OpTy::Adaptor adaptor,           \
      SmallVectorImpl<ShapedTypeComponents> &results) {                        \
    inferSameShape(adaptor.getOperands().front().getType(), results);          \
    return success();                                                          \
  }

// Activation functions.
TOSAC_INFER_SAME_SHAPE(ClampOp)
TOSAC_INFER_SAME_SHAPE(ErfOp)
TOSAC_INFER_SAME_SHAPE(SigmoidOp)
TOSAC_INFER_SAME_SHAPE(TanhOp)

// Elementwise binary operators.
TOSAC_INFER_BROADCAST(AddOp)
TOSAC_INFER_BROADCAST(ArithmeticRightShiftOp)
TOSAC_INFER_BROADCAST(BitwiseAndOp)
TOSAC_INFER_BROADCAST(BitwiseOrOp)
TOSAC_INFER_BROADCAST(BitwiseXorOp)
TOSAC_INFER_BROADCAST(IntDivOp)
TOSAC_INFER_BROADCAST(LogicalAndOp)
TOSAC_INFER_BROADCAST(LogicalLeftShiftOp)
TOSAC_INFER_BROADCAST(LogicalRightShiftOp)
TOSAC_INFER_BROADCAST(LogicalOrOp)
TOSAC_INFER_BROADCAST(LogicalXorOp)
TOSAC_INFER_BROADCAST(MaximumOp)
TOSAC_INFER_BROADCAST(MinimumOp)
TOSAC_INFER_BROADCAST(PowOp)
TOSAC_INFER_BROADCAST(SubOp)
TOSAC_INFER_SAME_SHAPE(TableOp)

LogicalResult MulOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, MulOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  // The shift operand does not take part in broadcasting.
  inferBroadcastShape(
      {adaptor.getInput1().getType(), adaptor.getInput2().getType()}, results);
  return success();
}

// Elementwise unary operators.
TOSAC_INFER_SAME_SHAPE(AbsOp)
TOSAC_INFER_SAME_SHAPE(BitwiseNotOp)
TOSAC_INFER_SAME_SHAPE(CeilOp)
TOSAC_INFER_SAME_SHAPE(ClzOp)
TOSAC_INFER_SAME_SHAPE(CosOp)
TOSAC_INFER_SAME_SHAPE(ExpOp)
TOSAC_INFER_SAME_SHAPE(FloorOp)
TOSAC_INFER_SAME_SHAPE(LogOp)
TOSAC_INFER_SAME_SHAPE(LogicalNotOp)
TOSAC_INFER_SAME_SHAPE(NegateOp)
TOSAC_INFER_SAME_SHAPE(ReciprocalOp)
TOSAC_INFER_SAME_SHAPE(RsqrtOp)
TOSAC_INFER_SAME_SHAPE(SinOp)

// Ternary and comparison operators.
TOSAC_INFER_BROADCAST(SelectOp)
TOSAC_INFER_BROADCAST(EqualOp)
TOSAC_INFER_BROADCAST(GreaterOp)
TOSAC_INFER_BROADCAST(GreaterEqualOp)

#undef TOSAC_INFER_BROADCAST
#undef TOSAC_INFER_SAME_SHAPE

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

#define TOSAC_VERIFY_WITH(OpTy, Fn)                                            \
  LogicalResult OpTy::verify() { return Fn(getOperation()); }

// Activation functions (CLAMP below).
TOSAC_VERIFY_WITH(ErfOp, verifyUnary)
TOSAC_VERIFY_WITH(SigmoidOp, verifyUnary)
TOSAC_VERIFY_WITH(TanhOp, verifyUnary)

// Elementwise binary operators (MUL and TABLE below).
TOSAC_VERIFY_WITH(AddOp, verifyBinary)
TOSAC_VERIFY_WITH(ArithmeticRightShiftOp, verifyBinary)
TOSAC_VERIFY_WITH(BitwiseAndOp, verifyBinary)
TOSAC_VERIFY_WITH(BitwiseOrOp, verifyBinary)
TOSAC_VERIFY_WITH(BitwiseXorOp, verifyBinary)
TOSAC_VERIFY_WITH(IntDivOp, verifyBinary)
TOSAC_VERIFY_WITH(LogicalAndOp, verifyBinary)
TOSAC_VERIFY_WITH(LogicalLeftShiftOp, verifyBinary)
TOSAC_VERIFY_WITH(LogicalRightShiftOp, verifyBinary)
TOSAC_VERIFY_WITH(LogicalOrOp, verifyBinary)
TOSAC_VERIFY_WITH(LogicalXorOp, verifyBinary)
TOSAC_VERIFY_WITH(MaximumOp, verifyBinary)
TOSAC_VERIFY_WITH(MinimumOp, verifyBinary)
TOSAC_VERIFY_WITH(PowOp, verifyBinary)
TOSAC_VERIFY_WITH(SubOp, verifyBinary)

// Elementwise unary operators (NEGATE below).
TOSAC_VERIFY_WITH(AbsOp, verifyUnary)
TOSAC_VERIFY_WITH(BitwiseNotOp, verifyUnary)
TOSAC_VERIFY_WITH(CeilOp, verifyUnary)
TOSAC_VERIFY_WITH(ClzOp, verifyUnary)
TOSAC_VERIFY_WITH(CosOp, verifyUnary)
TOSAC_VERIFY_WITH(ExpOp, verifyUnary)
TOSAC_VERIFY_WITH(FloorOp, verifyUnary)
TOSAC_VERIFY_WITH(LogOp, verifyUnary)
TOSAC_VERIFY_WITH(LogicalNotOp, verifyUnary)
TOSAC_VERIFY_WITH(ReciprocalOp, verifyUnary)
TOSAC_VERIFY_WITH(RsqrtOp, verifyUnary)
TOSAC_VERIFY_WITH(SinOp, verifyUnary)

// Comparison operators.
TOSAC_VERIFY_WITH(EqualOp, verifyComparison)
TOSAC_VERIFY_WITH(GreaterOp, verifyComparison)
TOSAC_VERIFY_WITH(GreaterEqualOp, verifyComparison)

#undef TOSAC_VERIFY_WITH

LogicalResult ClampOp::verify() {
  if (failed(verifyUnary(getOperation())))
    return failure();
  // min_val and max_val are of type in_out_t.
  Type elementType = getStorageElementType(getInput().getType());
  TypedAttr minVal = getMinValAttr(), maxVal = getMaxValAttr();
  // An integer bound may also be written with the other signedness of the
  // same width, as upstream accepts (ui8 bounds of a u8-quantized tensor);
  // its type then says how it compares.
  auto sameWidthInteger = [&](Type type) {
    return type.isInteger() && elementType.isInteger() &&
           type.getIntOrFloatBitWidth() == elementType.getIntOrFloatBitWidth();
  };
  for (auto [name, bound] : {std::pair<StringRef, TypedAttr>{"min_val", minVal},
                             {"max_val", maxVal}})
    if (bound.getType() != elementType && !sameWidthInteger(bound.getType()))
      return emitOpError() << "expected " << name << " of the input element "
                           << "type " << elementType << ", got " << bound;

  if (auto minInt = dyn_cast<IntegerAttr>(minVal)) {
    auto maxInt = cast<IntegerAttr>(maxVal);
    if (minInt.getType() != maxInt.getType())
      return emitOpError() << "expected min_val and max_val of one type, got "
                           << minVal << " and " << maxVal;
    bool isUnsigned = minInt.getType().isUnsignedInteger();
    // ERROR_IF(max_val < min_val)
    if (isUnsigned ? maxInt.getValue().ult(minInt.getValue())
                   : maxInt.getValue().slt(minInt.getValue()))
      return emitErrorIf(*this, "max_val < min_val")
             << "expected min_val <= max_val, got " << printBound(minVal)
             << " and " << printBound(maxVal);
    return success();
  }
  APFloat minFloat = cast<FloatAttr>(minVal).getValue();
  APFloat maxFloat = cast<FloatAttr>(maxVal).getValue();
  // ERROR_IF(is_a_NaN(min_val) || is_a_NaN(max_val))
  if (minFloat.isNaN() || maxFloat.isNaN())
    return emitErrorIf(*this, "is_a_NaN(min_val) || is_a_NaN(max_val)")
           << "expected non-NaN bounds, got " << printBound(minVal) << " and "
           << printBound(maxVal);
  // ERROR_IF(max_val < min_val)
  if (maxFloat < minFloat)
    return emitErrorIf(*this, "max_val < min_val")
           << "expected min_val <= max_val, got " << printBound(minVal)
           << " and " << printBound(maxVal);
  return success();
}

LogicalResult MulOp::verify() {
  if (failed(verifyBroadcast(*this, {getInput1(), getInput2()}, getOutput())))
    return failure();
  // input1 and input2 are both of type in_t.
  if (failed(verifySameElementType(*this, {getInput1(), getInput2()}, "in_t")))
    return failure();
  if (failed(verifyOneElement(*this, getShift(), "shift")))
    return failure();
  std::optional<APInt> shift = getConstantScalarInt(getShift());
  if (!shift)
    return success();
  int64_t value = shift->getSExtValue();
  // REQUIRE(0 <= shift && shift <= 63)
  if (value < 0 || value > 63)
    return emitRequire(*this, "0 <= shift && shift <= 63")
           << "expected shift in [0, 63], got " << value;
  // REQUIRE(in_t == int32_t || shift == 0)
  Type inType = getStorageElementType(getInput1().getType());
  if (value != 0 && !inType.isInteger(32))
    return emitRequire(*this, "in_t == int32_t || shift == 0")
           << "expected shift 0 for element type " << inType << ", got "
           << value;
  return success();
}

LogicalResult TableOp::verify() {
  if (failed(verifySameShape(*this, getInput1(), getOutput())))
    return failure();
  // REQUIRE(length(table) == TABLE_SIZE): 256 entries for an int8 input,
  // 513 for int16.
  Type inType = getStorageElementType(getInput1().getType());
  int64_t tableSize = inType.isInteger(8)    ? 256
                      : inType.isInteger(16) ? 513
                                             : 0;
  auto table = dyn_cast<RankedTensorType>(getTable().getType());
  if (tableSize && table && !table.isDynamicDim(0) &&
      table.getDimSize(0) != tableSize)
    return emitRequire(*this, "length(table) == TABLE_SIZE")
           << "expected a table of " << tableSize << " entries for " << inType
           << " input, got " << table.getDimSize(0);
  return success();
}

LogicalResult NegateOp::verify() {
  if (failed(verifyUnary(*this)))
    return failure();
  // The zero points are [1]-shaped tensors of type in_out_t.
  if (failed(verifySameElementType(*this, {getInput1(), getInput1Zp()})) ||
      failed(verifySameElementType(*this, {getInput1(), getOutputZp()})) ||
      failed(verifyOneElement(*this, getInput1Zp(), "input1_zp")) ||
      failed(verifyOneElement(*this, getOutputZp(), "output_zp")))
    return failure();
  Type elementType = getStorageElementType(getInput1().getType());
  if (elementType.isInteger(8))
    return success();
  // ERROR_IF(in_out_t != int8_t && input1_zp != 0)
  if (isConstantNonZero(getInput1Zp()).value_or(false))
    return emitErrorIf(*this, "in_out_t != int8_t && input1_zp != 0")
           << "expected input1_zp 0 for element type " << elementType;
  // ERROR_IF(in_out_t != int8_t && output_zp != 0)
  if (isConstantNonZero(getOutputZp()).value_or(false))
    return emitErrorIf(*this, "in_out_t != int8_t && output_zp != 0")
           << "expected output_zp 0 for element type " << elementType;
  return success();
}

LogicalResult SelectOp::verify() {
  // ERROR_IF(shape != broadcast_shape(broadcast_shape(shape1, shape2),
  //                                   shape3))
  if (failed(verifyBroadcast(*this, getOperands(), getOutput())))
    return failure();
  // input2, input3 and output are of type in_out_t.
  return verifySameElementType(*this, {getInput2(), getInput3(), getOutput()});
}

//===----------------------------------------------------------------------===//
// Custom assembly
//===----------------------------------------------------------------------===//

TOSAC_DEFINE_ENUM_ATTR_ASM(ClampOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(MaximumOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(MinimumOp)
