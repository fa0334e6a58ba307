//===- ShapeOpsFolders.cpp - Shape op folders -----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the constant folders of the shape operators. A folded
// shape is a DenseIntElementsAttr of `index` elements, which the dialect
// materializes as tosa.const_shape.
//
// Shape values are non-negative sizes. A fold happens only when every input
// value is non-negative, the operator's REQUIREs hold (divisor >= 1,
// logarithm argument >= 1, exponent below 63) and the result is a
// non-negative int64. Anything else (a -1 "unknown" extent, a zero divisor,
// an overflow) is left for the runtime to decide, so it is never folded.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns the values of a constant shape or one-element tensor.
std::optional<SmallVector<int64_t>> getValues(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  SmallVector<int64_t> values;
  for (const APInt &value : dense.getValues<APInt>())
    values.push_back(value.getSExtValue());
  return values;
}

/// Returns the attribute of a constant `!tosa.shape` holding `values`.
Attribute getShapeAttr(MLIRContext *ctx, ArrayRef<int64_t> values) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    IndexType::get(ctx));
  return DenseIntElementsAttr::get(type, values);
}

using BinaryFn = std::optional<int64_t> (*)(int64_t, int64_t);
using UnaryFn = std::optional<int64_t> (*)(int64_t);

/// Folds an elementwise binary shape operator with constant inputs.
OpFoldResult foldBinary(Operation *op, Attribute lhsAttr, Attribute rhsAttr,
                        BinaryFn fn) {
  auto lhs = getValues(lhsAttr);
  auto rhs = getValues(rhsAttr);
  auto length = cast<ShapeType>(op->getResult(0).getType()).getRank();
  if (!lhs || !rhs || lhs->size() != rhs->size() ||
      static_cast<int64_t>(lhs->size()) != length)
    return {};
  SmallVector<int64_t> result;
  for (auto [a, b] : llvm::zip_equal(*lhs, *rhs)) {
    if (a < 0 || b < 0)
      return {};
    std::optional<int64_t> value = fn(a, b);
    if (!value || *value < 0)
      return {};
    result.push_back(*value);
  }
  return getShapeAttr(op->getContext(), result);
}

/// Folds an elementwise unary shape operator with a constant input.
OpFoldResult foldUnary(Operation *op, Attribute inputAttr, UnaryFn fn) {
  auto input = getValues(inputAttr);
  auto length = cast<ShapeType>(op->getResult(0).getType()).getRank();
  if (!input || static_cast<int64_t>(input->size()) != length)
    return {};
  SmallVector<int64_t> result;
  for (int64_t a : *input) {
    if (a < 0)
      return {};
    std::optional<int64_t> value = fn(a);
    if (!value || *value < 0)
      return {};
    result.push_back(*value);
  }
  return getShapeAttr(op->getContext(), result);
}

std::optional<int64_t> addExtents(int64_t a, int64_t b) {
  int64_t r;
  return llvm::AddOverflow(a, b, r) ? std::nullopt : std::optional(r);
}
std::optional<int64_t> subExtents(int64_t a, int64_t b) { return a - b; }
std::optional<int64_t> mulExtents(int64_t a, int64_t b) {
  int64_t r;
  return llvm::MulOverflow(a, b, r) ? std::nullopt : std::optional(r);
}
// REQUIRE(input2[index] >= 1) for the divisions and the remainder.
std::optional<int64_t> divCeilExtents(int64_t a, int64_t b) {
  if (b < 1)
    return std::nullopt;
  return a / b + (a % b != 0 ? 1 : 0);
}
std::optional<int64_t> divFloorExtents(int64_t a, int64_t b) {
  if (b < 1)
    return std::nullopt;
  return a / b;
}
std::optional<int64_t> modExtents(int64_t a, int64_t b) {
  if (b < 1)
    return std::nullopt;
  return a % b;
}
std::optional<int64_t> maxExtents(int64_t a, int64_t b) {
  return std::max(a, b);
}
std::optional<int64_t> minExtents(int64_t a, int64_t b) {
  return std::min(a, b);
}
// REQUIRE(input[index] < MAX_LOG2_SIZE): 2^x must fit a non-negative int64.
std::optional<int64_t> exp2Extent(int64_t a) {
  if (a > 62)
    return std::nullopt;
  return int64_t(1) << a;
}
// REQUIRE(in >= 1) for both logarithms.
std::optional<int64_t> log2CeilExtent(int64_t a) {
  if (a < 1)
    return std::nullopt;
  return static_cast<int64_t>(llvm::Log2_64_Ceil(static_cast<uint64_t>(a)));
}
std::optional<int64_t> log2FloorExtent(int64_t a) {
  if (a < 1)
    return std::nullopt;
  return static_cast<int64_t>(llvm::Log2_64(static_cast<uint64_t>(a)));
}

} // namespace

#define TOSAC_FOLD_BINARY_SHAPE_OP(OpTy, Fn)                                   \
  OpFoldResult OpTy::fold(FoldAdaptor adaptor) {                               \
    return foldBinary(getOperation(), adaptor.getInput1(),                     \
                      adaptor.getInput2(), Fn);                                \
  }
#define TOSAC_FOLD_UNARY_SHAPE_OP(OpTy, Fn)                                    \
  OpFoldResult OpTy::fold(FoldAdaptor adaptor) {                               \
    return foldUnary(getOperation(), adaptor.getInput(), Fn);                  \
  }

TOSAC_FOLD_BINARY_SHAPE_OP(AddShapeOp, addExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(SubShapeOp, subExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(MulShapeOp, mulExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(DivCeilShapeOp, divCeilExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(DivFloorShapeOp, divFloorExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(ModShapeOp, modExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(MaxShapeOp, maxExtents)
TOSAC_FOLD_BINARY_SHAPE_OP(MinShapeOp, minExtents)
TOSAC_FOLD_UNARY_SHAPE_OP(Exp2ShapeOp, exp2Extent)
TOSAC_FOLD_UNARY_SHAPE_OP(Log2CeilShapeOp, log2CeilExtent)
TOSAC_FOLD_UNARY_SHAPE_OP(Log2FloorShapeOp, log2FloorExtent)

#undef TOSAC_FOLD_BINARY_SHAPE_OP
#undef TOSAC_FOLD_UNARY_SHAPE_OP

OpFoldResult ConcatShapeOp::fold(FoldAdaptor adaptor) {
  // A single input is the result itself.
  if (getInput().size() == 1 && getInput()[0].getType() == getType())
    return getInput()[0];
  SmallVector<int64_t> result;
  for (Attribute input : adaptor.getInput()) {
    auto values = getValues(input);
    if (!values)
      return {};
    llvm::append_range(result, *values);
  }
  if (static_cast<int64_t>(result.size()) !=
      cast<ShapeType>(getType()).getRank())
    return {};
  return getShapeAttr(getContext(), result);
}

OpFoldResult SliceShapeOp::fold(FoldAdaptor adaptor) {
  auto input = getValues(adaptor.getInput());
  auto start = getValues(adaptor.getStart());
  auto size = getValues(adaptor.getSize());
  if (!input || !start || !size || start->size() != 1 || size->size() != 1)
    return {};
  int64_t first = (*start)[0], count = (*size)[0];
  if (first < 0 || count <= 0 ||
      first + count > static_cast<int64_t>(input->size()) ||
      count != cast<ShapeType>(getType()).getRank())
    return {};
  return getShapeAttr(getContext(),
                      ArrayRef<int64_t>(*input).slice(first, count));
}

OpFoldResult DimOp::fold(FoldAdaptor) {
  auto input = dyn_cast<RankedTensorType>(getInput1().getType());
  int64_t axis = getAxisAttr().getValue().getSExtValue();
  if (!input || axis < 0 || axis >= input.getRank() || input.isDynamicDim(axis))
    return {};
  return getShapeAttr(getContext(), {input.getDimSize(axis)});
}
