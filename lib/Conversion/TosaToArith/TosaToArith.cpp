//===- TosaToArith.cpp - Lower TOSA constants and scaling to arith --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the patterns of `tosa-to-arith`: tosa.const becomes
// arith.constant, and tosa.apply_scale becomes the i64 arithmetic of the
// spec's apply_scale_32 / apply_scale_16 (lib/Support/TosaScale.cpp is the
// reference; test/Conversion/TosaToArith checks the two agree).
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToArith/TosaToArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;

namespace {

/// tosa.const -> arith.constant with the same elements attribute.
struct ConstOpLowering : OpConversionPattern<tosa::ConstOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::ConstOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto values = dyn_cast<TypedAttr>(op.getValuesAttr());
    if (!values || values.getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "values type differs from result");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, op.getType(), values);
    return success();
  }
};

/// `type` with its element type replaced by `element` (or `element` itself
/// for scalars).
Type withElementType(Type type, Type element) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

/// An integer constant of `type` (scalar or splat shaped).
Value intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  Type element = getElementTypeOrSelf(type);
  auto attr = b.getIntegerAttr(element, value);
  if (auto shaped = dyn_cast<ShapedType>(type))
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(shaped, attr));
  return arith::ConstantOp::create(b, loc, attr);
}

/// tosa.apply_scale -> arith ops on i64:
///   result = trunc_i32((sext(value) * sext(multiplier) + round) >>s shift)
/// with round = 1 << (shift - 1), and for DOUBLE_ROUND with shift > 31
/// round += value >= 0 ? 1 << 30 : -(1 << 30). arith.shrsi rounds towards
/// negative infinity, as the spec's >> on int64_t does.
struct ApplyScaleOpLowering : OpConversionPattern<tosa::ApplyScaleOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::ApplyScaleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op.getType();
    Type i64Type = withElementType(resultType, rewriter.getI64Type());

    // Extends an operand to i64 and splats scalars of a shaped apply_scale.
    auto extend = [&](Value v) -> Value {
      Type type = v.getType();
      if (isa<ShapedType>(resultType) && !isa<ShapedType>(type)) {
        auto tensorType = dyn_cast<RankedTensorType>(resultType);
        if (!tensorType || !tensorType.hasStaticShape())
          return {};
        v = tensor::SplatOp::create(rewriter, loc, v, tensorType.clone(type));
      }
      if (getElementTypeOrSelf(v.getType()).isInteger(64))
        return v;
      return arith::ExtSIOp::create(rewriter, loc, i64Type, v);
    };
    Value value = extend(adaptor.getValue());
    Value multiplier = extend(adaptor.getMultiplier());
    Value shift = extend(adaptor.getShift());
    if (!value || !multiplier || !shift)
      return rewriter.notifyMatchFailure(
          op, "scalar operands of a dynamically shaped apply_scale");

    Value one = intConstant(rewriter, loc, i64Type, 1);
    Value shiftMinusOne = arith::SubIOp::create(rewriter, loc, shift, one);
    Value round = arith::ShLIOp::create(rewriter, loc, one, shiftMinusOne);

    if (op.getRoundingMode() == tosa::RoundingMode::DOUBLE_ROUND) {
      // if (shift > 31) round += value >= 0 ? 1 << 30 : -(1 << 30)
      Value zero = intConstant(rewriter, loc, i64Type, 0);
      Value c31 = intConstant(rewriter, loc, i64Type, 31);
      Value pos = intConstant(rewriter, loc, i64Type, int64_t(1) << 30);
      Value neg = intConstant(rewriter, loc, i64Type, -(int64_t(1) << 30));
      Value nonNegative = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::sge, value, zero);
      Value adjust =
          arith::SelectOp::create(rewriter, loc, nonNegative, pos, neg);
      Value wide = arith::CmpIOp::create(rewriter, loc,
                                         arith::CmpIPredicate::sgt, shift, c31);
      adjust = arith::SelectOp::create(rewriter, loc, wide, adjust, zero);
      round = arith::AddIOp::create(rewriter, loc, round, adjust);
    }

    Value product = arith::MulIOp::create(rewriter, loc, value, multiplier);
    Value sum = arith::AddIOp::create(rewriter, loc, product, round);
    Value shifted = arith::ShRSIOp::create(rewriter, loc, sum, shift);
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, resultType, shifted);
    return success();
  }
};

} // namespace

void tosac::populateTosaToArithConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ConstOpLowering, ApplyScaleOpLowering>(patterns.getContext());
}
