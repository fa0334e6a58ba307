//===- Reduction.cpp - tosa-to-linalg for the reductions and argmax
//---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the reductions (TOSA 1.0 section 2.9: REDUCE_ALL,
// REDUCE_ANY, REDUCE_MAX, REDUCE_MIN, REDUCE_PRODUCT, REDUCE_SUM) and ARGMAX
// (section 2.3.1) to linalg.generic operations with one reduction iterator.
//
// A reduction accumulates into a tensor without the reduced axis, filled with
// the spec's initial value, and is then expanded back to the result's rank
// (extent 1 at `axis`). The combining steps follow the pseudo-code:
//  - REDUCE_MAX / REDUCE_MIN use apply_max_s / apply_min_s: with nan_mode
//    PROPAGATE a NaN operand gives NaN, with IGNORE the other operand; the
//    IGNORE accumulator starts at NaN so an all-NaN slice gives NaN.
//  - REDUCE_SUM on integers is apply_add_s: each partial sum is computed in
//    64 bits and must fit in_out_t, a REQUIRE checked at run time with
//    cf.assert (the result then wraps). fp16 / bf16 sums and products
//    accumulate in fp32 and round once at the end.
//  - ARGMAX keeps the running maximum next to its index and moves the index
//    only when apply_max_s(value, max) differs from the maximum and both are
//    not NaN, so ties keep the first index; with PROPAGATE the first NaN
//    wins, with IGNORE NaNs are skipped and an all-NaN slice gives 0.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// Signless integers and floats: the element types the bodies handle.
bool isSupportedElementType(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless();
}

/// The shape of `type` without dimension `axis`, and the tensor.dim values of
/// its dynamic extents.
SmallVector<int64_t> shapeWithoutAxis(OpBuilder &b, Location loc, Value input,
                                      int64_t axis,
                                      SmallVectorImpl<Value> &dynamicSizes) {
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> shape;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (d == axis)
      continue;
    shape.push_back(type.getDimSize(d));
    if (type.isDynamicDim(d))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, input, d));
  }
  return shape;
}

/// Indexing maps of a reduction along `axis` over `rank` loops: the identity
/// for the input, the loops without `axis` for each of `numOutputs` outputs.
SmallVector<AffineMap> reductionMaps(MLIRContext *ctx, int64_t rank,
                                     int64_t axis, unsigned numOutputs) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis)
      exprs.push_back(getAffineDimExpr(d, ctx));
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx)};
  maps.append(numOutputs, AffineMap::get(rank, 0, exprs, ctx));
  return maps;
}

/// A tensor.empty of `shape` x `elementType` filled with `init`.
Value filledTensor(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                   Type elementType, ValueRange dynamicSizes, Value init) {
  Value empty =
      tensor::EmptyOp::create(b, loc, shape, elementType, dynamicSizes);
  return linalg::FillOp::create(b, loc, init, empty).getResult(0);
}

/// The float NaN of `type`.
Value nanConstant(OpBuilder &b, Location loc, FloatType type) {
  return arith::ConstantOp::create(
      b, loc, FloatAttr::get(type, APFloat::getQNaN(type.getFloatSemantics())));
}

/// apply_max_s (isMax) or apply_min_s of the spec: `a >= b ? a : b`
/// (`a < b ? a : b`) with the NaN rules of compare_nan.
Value applyMinMax(OpBuilder &b, Location loc, Value a, Value v, bool isMax,
                  bool ignoreNan) {
  if (auto floatType = dyn_cast<FloatType>(a.getType())) {
    Value pick = arith::CmpFOp::create(
        b, loc, isMax ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::OLT,
        a, v);
    Value plain = arith::SelectOp::create(b, loc, pick, a, v);
    if (!ignoreNan) {
      Value eitherNan =
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, a, v);
      return arith::SelectOp::create(b, loc, eitherNan,
                                     nanConstant(b, loc, floatType), plain);
    }
    // IGNORE: the non-NaN operand (NaN when both are).
    Value aNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, a, a);
    Value vNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, v, v);
    Value ifVNan = arith::SelectOp::create(b, loc, vNan, a, plain);
    return arith::SelectOp::create(b, loc, aNan, v, ifVNan);
  }
  Value pick = arith::CmpIOp::create(
      b, loc, isMax ? arith::CmpIPredicate::sge : arith::CmpIPredicate::slt, a,
      v);
  return arith::SelectOp::create(b, loc, pick, a, v);
}

/// minimum_s<type>() (lowest) or maximum_s<type>(): -inf / +inf for floats.
Value extremeConstant(OpBuilder &b, Location loc, Type type, bool lowest) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(
        b, loc,
        FloatAttr::get(floatType, APFloat::getInf(floatType.getFloatSemantics(),
                                                  /*Negative=*/lowest)));
  unsigned width = type.getIntOrFloatBitWidth();
  APInt value = lowest ? APInt::getSignedMinValue(width)
                       : APInt::getSignedMaxValue(width);
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(type, value));
}

enum class ReductionKind { All, Any, Max, Min, Product, Sum };

/// Lowers one of the REDUCE_* operators.
template <typename OpTy, ReductionKind Kind>
struct ReductionLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType)
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    int64_t rank = inputType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0 || axis >= rank || resultType.getRank() != rank)
      return rewriter.notifyMatchFailure(op, "expected an axis of the input");
    Type elementType = inputType.getElementType();
    if (!isSupportedElementType(elementType) ||
        elementType != resultType.getElementType())
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    bool isFloat = isa<FloatType>(elementType);
    if (!isFloat && (Kind == ReductionKind::Sum) &&
        elementType.getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(op, "integer sums of at most 32 bits");

    // fp16 / bf16 sums and products accumulate in fp32.
    Type accType = elementType;
    if (isFloat && elementType.getIntOrFloatBitWidth() < 32 &&
        (Kind == ReductionKind::Sum || Kind == ReductionKind::Product))
      accType = rewriter.getF32Type();

    bool ignoreNan = false;
    if constexpr (Kind == ReductionKind::Max || Kind == ReductionKind::Min)
      ignoreNan =
          isFloat && op.getNanMode() == ttosa::NanPropagationMode::IGNORE;

    Value init;
    switch (Kind) {
    case ReductionKind::All:
      // All ones: true for bool, and the identity of the bitwise AND that
      // framework reduce_all on wider integers means.
      init = intConstant(rewriter, loc, accType, -1);
      break;
    case ReductionKind::Any:
      init = intConstant(rewriter, loc, accType, 0);
      break;
    case ReductionKind::Max:
    case ReductionKind::Min:
      init = ignoreNan ? nanConstant(rewriter, loc, cast<FloatType>(accType))
                       : extremeConstant(rewriter, loc, accType,
                                         Kind == ReductionKind::Max);
      break;
    case ReductionKind::Product:
      init = isFloat ? floatConstant(rewriter, loc, accType, 1.0)
                     : intConstant(rewriter, loc, accType, 1);
      break;
    case ReductionKind::Sum:
      init = isFloat ? floatConstant(rewriter, loc, accType, 0.0)
                     : intConstant(rewriter, loc, accType, 0);
      break;
    }

    SmallVector<Value> dynamicSizes;
    SmallVector<int64_t> reducedShape =
        shapeWithoutAxis(rewriter, loc, input, axis, dynamicSizes);
    Value acc =
        filledTensor(rewriter, loc, reducedShape, accType, dynamicSizes, init);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators[axis] = utils::IteratorType::reduction;
    auto reducedType = RankedTensorType::get(reducedShape, accType);
    std::string message =
        ("'" + op->getName().getStringRef() +
         "' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): "
         "the sum overflows the element type")
            .str();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, reducedType, input, acc,
        reductionMaps(rewriter.getContext(), rank, axis, 1), iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value value = args[0], accumulator = args[1];
          if (value.getType() != accType)
            value = arith::ExtFOp::create(b, l, accType, value);
          Value next;
          switch (Kind) {
          case ReductionKind::All:
            next = arith::AndIOp::create(b, l, accumulator, value);
            break;
          case ReductionKind::Any:
            next = arith::OrIOp::create(b, l, accumulator, value);
            break;
          case ReductionKind::Max:
          case ReductionKind::Min:
            next = applyMinMax(b, l, accumulator, value,
                               Kind == ReductionKind::Max, ignoreNan);
            break;
          case ReductionKind::Product:
            // apply_mul_s: integers keep the low bits of the product.
            next = isFloat
                       ? Value(arith::MulFOp::create(b, l, accumulator, value))
                       : Value(arith::MulIOp::create(b, l, accumulator, value));
            break;
          case ReductionKind::Sum:
            if (isFloat) {
              next = arith::AddFOp::create(b, l, accumulator, value);
              break;
            }
            next = checkedAdd(b, l, accumulator, value, message);
            break;
          }
          linalg::YieldOp::create(b, l, next);
        });
    Value reduced = generic.getResult(0);

    if (accType != elementType) {
      Value empty = tensor::EmptyOp::create(rewriter, loc, reducedShape,
                                            elementType, dynamicSizes);
      SmallVector<AffineMap> maps(2, AffineMap::getMultiDimIdentityMap(
                                         rank - 1, rewriter.getContext()));
      reduced =
          linalg::GenericOp::create(
              rewriter, loc, empty.getType(), reduced, empty, maps,
              SmallVector<utils::IteratorType>(rank - 1,
                                               utils::IteratorType::parallel),
              [&](OpBuilder &b, Location l, ValueRange args) {
                linalg::YieldOp::create(
                    b, l,
                    Value(arith::TruncFOp::create(b, l, elementType, args[0])));
              })
              .getResult(0);
    }

    // Put the reduced axis back with extent 1: it joins the group of its
    // neighbour.
    SmallVector<ReassociationIndices> reassociation;
    if (rank > 1) {
      for (int64_t d = 0; d < rank; ++d) {
        if (d == axis && d > 0) {
          reassociation.back().push_back(d);
          continue;
        }
        if (d == axis + 1 && axis == 0) {
          reassociation.back().push_back(d);
          continue;
        }
        reassociation.push_back({d});
      }
    }
    SmallVector<OpFoldResult> outputShape;
    for (int64_t d = 0; d < rank; ++d) {
      if (d == axis || !inputType.isDynamicDim(d)) {
        outputShape.push_back(
            rewriter.getIndexAttr(d == axis ? 1 : inputType.getDimSize(d)));
        continue;
      }
      outputShape.push_back(
          tensor::DimOp::create(rewriter, loc, input, d).getResult());
    }
    auto expandedType = RankedTensorType::get(
        shapeWithUnitAxis(inputType.getShape(), axis), elementType);
    Value expanded = tensor::ExpandShapeOp::create(
        rewriter, loc, expandedType, reduced, reassociation, outputShape);
    if (expandedType != resultType)
      expanded = tensor::CastOp::create(rewriter, loc, resultType, expanded);
    rewriter.replaceOp(op, expanded);
    return success();
  }

private:
  /// The input shape with extent 1 at `axis`.
  static SmallVector<int64_t> shapeWithUnitAxis(ArrayRef<int64_t> shape,
                                                int64_t axis) {
    SmallVector<int64_t> result(shape);
    result[axis] = 1;
    return result;
  }

  /// apply_add_s on integers: the sum in 64 bits must fit the type.
  static Value checkedAdd(OpBuilder &b, Location loc, Value acc, Value value,
                          StringRef message) {
    Type type = acc.getType();
    unsigned width = type.getIntOrFloatBitWidth();
    Type i64 = b.getI64Type();
    Value wide =
        arith::AddIOp::create(b, loc, arith::ExtSIOp::create(b, loc, i64, acc),
                              arith::ExtSIOp::create(b, loc, i64, value));
    Value low = intConstant(b, loc, i64,
                            APInt::getSignedMinValue(width).getSExtValue());
    Value high = intConstant(b, loc, i64,
                             APInt::getSignedMaxValue(width).getSExtValue());
    Value inRange = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, wide, low),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, wide, high));
    cf::AssertOp::create(b, loc, inRange, message);
    return arith::TruncIOp::create(b, loc, type, wide);
  }
};

/// ARGMAX: a reduction with two outputs, the running maximum and its index.
struct ArgMaxLowering : OpConversionPattern<ttosa::ArgMaxOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::ArgMaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType)
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    int64_t rank = inputType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0 || axis >= rank || resultType.getRank() != rank - 1)
      return rewriter.notifyMatchFailure(op, "expected an axis of the input");
    Type elementType = inputType.getElementType();
    Type indexType = resultType.getElementType();
    if (!isSupportedElementType(elementType))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    bool isFloat = isa<FloatType>(elementType);
    bool ignoreNan =
        isFloat && op.getNanMode() == ttosa::NanPropagationMode::IGNORE;

    SmallVector<Value> dynamicSizes;
    SmallVector<int64_t> reducedShape =
        shapeWithoutAxis(rewriter, loc, input, axis, dynamicSizes);

    // REQUIRE(max_index <= maximum<out_t>()): static extents are checked by
    // the verifier; a dynamic extent is checked here.
    unsigned indexWidth = indexType.getIntOrFloatBitWidth();
    if (inputType.isDynamicDim(axis) && indexWidth < 64) {
      Value extent = arith::IndexCastOp::create(
          rewriter, loc, rewriter.getI64Type(),
          tensor::DimOp::create(rewriter, loc, input, axis));
      Value fits = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::sle, extent,
          intConstant(rewriter, loc, rewriter.getI64Type(),
                      APInt::getSignedMaxValue(indexWidth).getSExtValue() + 1));
      cf::AssertOp::create(rewriter, loc, fits,
                           "'tosa.argmax' op REQUIRE(max_index <= "
                           "maximum<out_t>()): the axis is too long for the "
                           "index type");
    }

    Value initValue =
        ignoreNan ? nanConstant(rewriter, loc, cast<FloatType>(elementType))
                  : extremeConstant(rewriter, loc, elementType,
                                    /*lowest=*/true);
    Value maxValues = filledTensor(rewriter, loc, reducedShape, elementType,
                                   dynamicSizes, initValue);
    Value maxIndices =
        filledTensor(rewriter, loc, reducedShape, indexType, dynamicSizes,
                     intConstant(rewriter, loc, indexType, 0));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators[axis] = utils::IteratorType::reduction;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{maxValues.getType(), maxIndices.getType()},
        input, ValueRange{maxValues, maxIndices},
        reductionMaps(rewriter.getContext(), rank, axis, 2), iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value value = args[0], maxValue = args[1], maxIndex = args[2];
          Value result =
              applyMinMax(b, l, value, maxValue, /*isMax=*/true, ignoreNan);
          Value update;
          if (isFloat) {
            // result != max_value && !(is_a_NaN(result) && is_a_NaN(max)).
            Value differs = arith::CmpFOp::create(
                b, l, arith::CmpFPredicate::UNE, result, maxValue);
            Value resultNan = arith::CmpFOp::create(
                b, l, arith::CmpFPredicate::UNO, result, result);
            Value maxNan = arith::CmpFOp::create(
                b, l, arith::CmpFPredicate::UNO, maxValue, maxValue);
            Value bothNan = arith::AndIOp::create(b, l, resultNan, maxNan);
            Value notBothNan = arith::XOrIOp::create(
                b, l, bothNan, intConstant(b, l, b.getI1Type(), 1));
            update = arith::AndIOp::create(b, l, differs, notBothNan);
          } else {
            update = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne,
                                           result, maxValue);
          }
          Value i = arith::IndexCastOp::create(
              b, l, indexType, linalg::IndexOp::create(b, l, axis));
          linalg::YieldOp::create(
              b, l,
              ValueRange{
                  arith::SelectOp::create(b, l, update, result, maxValue),
                  arith::SelectOp::create(b, l, update, i, maxIndex)});
        });
    Value indices = generic.getResult(1);
    if (indices.getType() != resultType)
      indices = tensor::CastOp::create(rewriter, loc, resultType, indices);
    rewriter.replaceOp(op, indices);
    return success();
  }
};

} // namespace

void tosac::populateReductionPatterns(TypeConverter &converter,
                                      RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns
      .add<ReductionLowering<ttosa::ReduceAllOp, ReductionKind::All>,
           ReductionLowering<ttosa::ReduceAnyOp, ReductionKind::Any>,
           ReductionLowering<ttosa::ReduceMaxOp, ReductionKind::Max>,
           ReductionLowering<ttosa::ReduceMinOp, ReductionKind::Min>,
           ReductionLowering<ttosa::ReduceProductOp, ReductionKind::Product>,
           ReductionLowering<ttosa::ReduceSumOp, ReductionKind::Sum>,
           ArgMaxLowering>(converter, ctx);
}
