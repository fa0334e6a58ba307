//===- ReductionFolders.cpp - Reduction op folders ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the reduction operators:
//  - a reduction over an axis of static extent 1 whose result type equals
//    the input type returns the input (each output element is init op x,
//    which is x, except for a float REDUCE_SUM where +0.0 + -0.0 = +0.0);
//  - reductions of integer and bool constants are evaluated in the spec's
//    order, leaving undefined cases (int32 sum overflow) unfolded. Float
//    constants are not folded: the spec permits other summation orders.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Largest non-splat constant input a fold evaluates.
constexpr int64_t kMaxFoldElements = 1024;

enum class ReductionKind { All, Any, Max, Min, Product, Sum };

/// The accumulator's initial value.
APInt initialValue(ReductionKind kind, unsigned width) {
  switch (kind) {
  case ReductionKind::All:
    return APInt::getAllOnes(width);
  case ReductionKind::Any:
  case ReductionKind::Sum:
    return APInt::getZero(width);
  case ReductionKind::Max:
    return APInt::getSignedMinValue(width);
  case ReductionKind::Min:
    return APInt::getSignedMaxValue(width);
  case ReductionKind::Product:
    return APInt(width, 1);
  }
  llvm_unreachable("unknown reduction");
}

/// acc = apply_<kind>(acc, value); std::nullopt where the spec leaves the
/// result undefined.
std::optional<APInt> combine(ReductionKind kind, const APInt &acc,
                             const APInt &value) {
  switch (kind) {
  case ReductionKind::All:
    return acc & value;
  case ReductionKind::Any:
    return acc | value;
  case ReductionKind::Max:
    return acc.sge(value) ? acc : value;
  case ReductionKind::Min:
    return acc.slt(value) ? acc : value;
  case ReductionKind::Product:
    // apply_mul_s keeps the low bits of the product.
    return acc * value;
  case ReductionKind::Sum: {
    // REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>())
    bool overflow = false;
    APInt sum = acc.sadd_ov(value, overflow);
    if (overflow)
      return std::nullopt;
    return sum;
  }
  }
  llvm_unreachable("unknown reduction");
}

/// Evaluates a reduction of an integer or bool constant along `axis`.
Attribute foldConstant(ReductionKind kind, Attribute inputAttr, int64_t axis,
                       Type resultType) {
  auto input = dyn_cast_or_null<DenseIntElementsAttr>(inputAttr);
  auto type = dyn_cast<RankedTensorType>(resultType);
  if (!input || !type || !type.hasStaticShape() ||
      !type.getElementType().isSignlessInteger() ||
      type.getElementType() != input.getElementType())
    return {};
  ArrayRef<int64_t> shape = input.getType().getShape();
  if (axis < 0 || axis >= static_cast<int64_t>(shape.size()))
    return {};
  int64_t extent = shape[axis];
  unsigned width = type.getElementType().getIntOrFloatBitWidth();

  if (input.isSplat()) {
    APInt value = input.getSplatValue<APInt>();
    APInt acc = initialValue(kind, width);
    for (int64_t k = 0; k < extent; ++k) {
      std::optional<APInt> next = combine(kind, acc, value);
      if (!next)
        return {};
      acc = *next;
    }
    return DenseElementsAttr::get(type, acc);
  }

  if (input.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<APInt> values = llvm::to_vector(input.getValues<APInt>());
  int64_t outer = ShapedType::getNumElements(shape.take_front(axis));
  int64_t inner = ShapedType::getNumElements(shape.drop_front(axis + 1));
  if (type.getNumElements() != outer * inner)
    return {};
  SmallVector<APInt> results;
  results.reserve(outer * inner);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      APInt acc = initialValue(kind, width);
      for (int64_t k = 0; k < extent; ++k) {
        std::optional<APInt> next =
            combine(kind, acc, values[(o * extent + k) * inner + i]);
        if (!next)
          return {};
        acc = *next;
      }
      results.push_back(acc);
    }
  }
  return DenseElementsAttr::get(type, results);
}

/// Folds a reduction: identity over an extent-1 axis, then constants.
OpFoldResult foldReduction(ReductionKind kind, Value input, Attribute inputAttr,
                           int64_t axis, Type resultType) {
  auto inType = dyn_cast<RankedTensorType>(input.getType());
  bool floatSum = kind == ReductionKind::Sum &&
                  isa<FloatType>(getElementTypeOrSelf(resultType));
  if (inType && inType == resultType && axis >= 0 && axis < inType.getRank() &&
      inType.getDimSize(axis) == 1 && !floatSum)
    return input;
  return foldConstant(kind, inputAttr, axis, resultType);
}

} // namespace

#define TOSAC_REDUCTION_FOLDER(OpTy, Kind)                                     \
  OpFoldResult OpTy::fold(FoldAdaptor adaptor) {                               \
    return foldReduction(ReductionKind::Kind, getInput(), adaptor.getInput(),  \
                         getAxisAttr().getInt(), getType());                   \
  }

TOSAC_REDUCTION_FOLDER(ReduceAllOp, All)
TOSAC_REDUCTION_FOLDER(ReduceAnyOp, Any)
TOSAC_REDUCTION_FOLDER(ReduceMaxOp, Max)
TOSAC_REDUCTION_FOLDER(ReduceMinOp, Min)
TOSAC_REDUCTION_FOLDER(ReduceProductOp, Product)
TOSAC_REDUCTION_FOLDER(ReduceSumOp, Sum)

#undef TOSAC_REDUCTION_FOLDER
