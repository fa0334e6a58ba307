//===- ElementwiseUnary.cpp - Unary/ternary/comparison TOSA to Linalg -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the activation functions (CLAMP, ERF, SIGMOID, TANH), the
// unary element-wise operators (ABS, BITWISE_NOT, CEIL, CLZ, COS, EXP, FLOOR,
// LOG, LOGICAL_NOT, NEGATE, RECIPROCAL, RSQRT, SIN), SELECT and the
// comparisons (EQUAL, GREATER, GREATER_EQUAL) to linalg.generic.
//
// NEGATE follows the spec: for int8/int16 it computes
// clip(output_zp - (value - input1_zp)) in int32 and saturates; wider types
// negate in their own width. Its zero points may be constants or runtime
// one-element tensors; ERROR_IF(!is_same<in_out_t,i8_t>() && zp != 0) is
// checked at run time (cf.assert) unless the zero point is a constant 0.
// Negating or taking ABS of the minimum integer breaks the REQUIRE of
// apply_sub_s; it is checked at run time and the value wraps to itself.
// CLZ of 0 is the bit width (math.ctlz).
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

bool isFloat(Value v) { return isa<FloatType>(v.getType()); }
bool isInt(Value v) { return isa<IntegerType>(v.getType()); }

template <typename FloatOp>
Value floatUnary(OpBuilder &b, Location loc, ValueRange args) {
  if (!isFloat(args[0]))
    return {};
  return FloatOp::create(b, loc, args[0]);
}

/// Checks REQUIRE(c >= minimum_s<t>() && c <= maximum_s<t>()) of
/// apply_sub_s(0, value): `value` is not the minimum of its type.
void checkNegatable(OpBuilder &b, Location loc, Value value, StringRef name) {
  Type type = value.getType();
  int64_t minimum = -(int64_t(1) << (type.getIntOrFloatBitWidth() - 1));
  Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value,
                                   intConstant(b, loc, type, minimum));
  emitRuntimeCheck(b, loc, ok, name,
                   "REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>())",
                   "negation of the minimum value overflows");
}

Value absBody(OpBuilder &b, Location loc, ValueRange args) {
  if (isFloat(args[0]))
    return math::AbsFOp::create(b, loc, args[0]);
  if (!isInt(args[0]))
    return {};
  if (!args[0].getType().isInteger(1))
    checkNegatable(b, loc, args[0], "tosa.abs");
  return math::AbsIOp::create(b, loc, args[0]);
}

Value clzBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isInt(args[0]))
    return {};
  return math::CountLeadingZerosOp::create(b, loc, args[0]);
}

/// BITWISE_NOT xors with all ones, LOGICAL_NOT with true (also all ones).
Value notBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isInt(args[0]))
    return {};
  return arith::XOrIOp::create(b, loc, args[0],
                               intConstant(b, loc, args[0].getType(), -1));
}

Value sigmoidBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isFloat(args[0]))
    return {};
  Type type = args[0].getType();
  Value one = floatConstant(b, loc, type, 1.0);
  Value negated = arith::NegFOp::create(b, loc, args[0]);
  Value denominator =
      arith::AddFOp::create(b, loc, one, math::ExpOp::create(b, loc, negated));
  return arith::DivFOp::create(b, loc, one, denominator);
}

Value reciprocalBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isFloat(args[0]))
    return {};
  return arith::DivFOp::create(
      b, loc, floatConstant(b, loc, args[0].getType(), 1.0), args[0]);
}

Value selectBody(OpBuilder &b, Location loc, ValueRange args) {
  return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
}

template <arith::CmpFPredicate FloatPred, arith::CmpIPredicate IntPred>
Value compareBody(OpBuilder &b, Location loc, ValueRange args) {
  if (isFloat(args[0]))
    return arith::CmpFOp::create(b, loc, FloatPred, args[0], args[1]);
  if (isInt(args[0]))
    return arith::CmpIOp::create(b, loc, IntPred, args[0], args[1]);
  return {};
}

/// Lowers an operator whose operands all feed the body `Body`.
template <typename OpTy, Value (*Body)(OpBuilder &, Location, ValueRange)>
struct SimpleLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerToGeneric(op, adaptor.getOperands(), rewriter, Body);
  }
};

/// CLAMP: apply_clip_s, min(max(value, min_val), max_val). With nan_mode
/// IGNORE a NaN input gives min_val (maxnumf then minnumf), like the CLAMP
/// folder; PROPAGATE keeps the NaN.
struct ClampLowering : OpConversionPattern<ttosa::ClampOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::ClampOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool ignore = op.getNanMode() == ttosa::NanPropagationMode::IGNORE;
    Attribute minAttr = op.getMinValAttr(), maxAttr = op.getMaxValAttr();
    return lowerToGeneric(
        op, {adaptor.getInput()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          Type type = args[0].getType();
          if (auto floatType = dyn_cast<FloatType>(type)) {
            auto bound = [&](Attribute attr) -> Value {
              auto floatAttr = dyn_cast<FloatAttr>(attr);
              if (!floatAttr)
                return {};
              APFloat value = floatAttr.getValue();
              bool losesInfo = false;
              value.convert(floatType.getFloatSemantics(),
                            APFloat::rmNearestTiesToEven, &losesInfo);
              return arith::ConstantOp::create(
                  b, loc, FloatAttr::get(floatType, value));
            };
            Value lo = bound(minAttr), hi = bound(maxAttr);
            if (!lo || !hi)
              return {};
            if (ignore)
              return arith::MinNumFOp::create(
                  b, loc, arith::MaxNumFOp::create(b, loc, args[0], lo), hi);
            return arith::MinimumFOp::create(
                b, loc, arith::MaximumFOp::create(b, loc, args[0], lo), hi);
          }
          if (!isa<IntegerType>(type))
            return {};
          auto lowAttr = dyn_cast<IntegerAttr>(minAttr);
          auto highAttr = dyn_cast<IntegerAttr>(maxAttr);
          if (!lowAttr || !highAttr)
            return {};
          Value lo =
              intConstant(b, loc, type, lowAttr.getValue().getSExtValue());
          Value hi =
              intConstant(b, loc, type, highAttr.getValue().getSExtValue());
          return arith::MinSIOp::create(
              b, loc, arith::MaxSIOp::create(b, loc, args[0], lo), hi);
        });
  }
};

/// A zero point of NEGATE: a constant, or a scalar read at run time.
struct ZeroPoint {
  std::optional<int64_t> constant;
  Value runtime;
  /// The zero point as a scalar of type `type`, built inside the body.
  Value get(OpBuilder &b, Location loc, Type type) const {
    return constant ? intConstant(b, loc, type, *constant) : runtime;
  }
};

/// Returns a zero point of NEGATE: its constant when it is one (and allowed),
/// else a scalar of type `acc` read at run time. Zero points other than
/// int8's must be 0 (ERROR_IF); a runtime or invalid one is checked, and 0 is
/// used after a failed check. Float zero points are only checked.
ZeroPoint negateZeroPoint(ConversionPatternRewriter &rewriter, Location loc,
                          Value zp, StringRef zpName, Type elementType,
                          Type acc) {
  bool zpAllowed = elementType.isInteger(8);
  std::string rule =
      ("ERROR_IF(!is_same<in_out_t,i8_t>() && " + zpName + " != 0)").str();
  std::string what = (zpName + " must be 0 for this type").str();
  if (isa<FloatType>(elementType)) {
    std::optional<APFloat> value = ttosa::getConstantScalarFloat(zp);
    if (!value || !value->isZero()) {
      Value scalar = extractScalar(rewriter, loc, zp);
      Value ok = arith::CmpFOp::create(
          rewriter, loc, arith::CmpFPredicate::OEQ, scalar,
          floatConstant(rewriter, loc, scalar.getType(), 0.0));
      emitRuntimeCheck(rewriter, loc, ok, "tosa.negate", rule, what);
    }
    return {0, Value()};
  }
  std::optional<APInt> value = ttosa::getConstantScalarInt(zp);
  if (value && (zpAllowed || value->isZero()))
    return {value->getSExtValue(), Value()};
  Value scalar = extractScalar(rewriter, loc, zp);
  if (!zpAllowed) {
    Value zero = intConstant(rewriter, loc, scalar.getType(), 0);
    Value ok = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                     scalar, zero);
    emitRuntimeCheck(rewriter, loc, ok, "tosa.negate", rule, what);
    return {0, Value()};
  }
  if (scalar.getType() != acc)
    scalar = arith::ExtSIOp::create(rewriter, loc, acc, scalar);
  return {std::nullopt, scalar};
}

/// NEGATE with constant or runtime zero points.
struct NegateLowering : OpConversionPattern<ttosa::NegateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::NegateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = dyn_cast<RankedTensorType>(op.getOutput().getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "expected a ranked result");
    Type element = resultType.getElementType();
    bool isInteger = isa<IntegerType>(element);
    if (!isInteger && !isa<FloatType>(element))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    for (Value zp : {adaptor.getInput1Zp(), adaptor.getOutputZp()})
      if (!isa<RankedTensorType>(zp.getType()) ||
          getElementTypeOrSelf(zp.getType()) != element)
        return rewriter.notifyMatchFailure(op, "unsupported zero points");
    // acc_t is int32 for int8/int16, the type itself otherwise.
    unsigned bits = isInteger ? element.getIntOrFloatBitWidth() : 0;
    Type acc = isInteger && bits < 32 ? rewriter.getI32Type() : element;
    ZeroPoint inputZp = negateZeroPoint(rewriter, loc, adaptor.getInput1Zp(),
                                        "input1_zp", element, acc);
    ZeroPoint outputZp = negateZeroPoint(
        rewriter, loc, adaptor.getOutputZp(), "output_zp", element, acc);
    return lowerToGeneric(
        op, {adaptor.getInput1()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          if (isFloat(args[0]))
            return arith::NegFOp::create(b, loc, args[0]);
          if (!isInt(args[0]))
            return {};
          Type type = args[0].getType();
          Value value = args[0];
          if (acc != type)
            value = arith::ExtSIOp::create(b, loc, acc, value);
          else
            // apply_sub_s<acc_t>(0, value) in the operand's own width (the
            // zero points are 0 there).
            checkNegatable(b, loc, value, "tosa.negate");
          // output_zp - (value - input1_zp)
          value = arith::SubIOp::create(b, loc, value,
                                        inputZp.get(b, loc, acc));
          value = arith::SubIOp::create(b, loc, outputZp.get(b, loc, acc),
                                        value);
          if (acc == type)
            return value;
          int64_t minimum = -(int64_t(1) << (bits - 1));
          int64_t maximum = (int64_t(1) << (bits - 1)) - 1;
          value = arith::MinSIOp::create(b, loc, value,
                                         intConstant(b, loc, acc, maximum));
          value = arith::MaxSIOp::create(b, loc, value,
                                         intConstant(b, loc, acc, minimum));
          return arith::TruncIOp::create(b, loc, type, value);
        });
  }
};

} // namespace

void tosac::populateElementwiseUnaryPatterns(TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  using FP = arith::CmpFPredicate;
  using IP = arith::CmpIPredicate;
  MLIRContext *ctx = patterns.getContext();
  patterns
      .add<SimpleLowering<ttosa::AbsOp, absBody>,
           SimpleLowering<ttosa::BitwiseNotOp, notBody>,
           SimpleLowering<ttosa::LogicalNotOp, notBody>,
           SimpleLowering<ttosa::CeilOp, floatUnary<math::CeilOp>>,
           SimpleLowering<ttosa::FloorOp, floatUnary<math::FloorOp>>,
           SimpleLowering<ttosa::ClzOp, clzBody>,
           SimpleLowering<ttosa::ExpOp, floatUnary<math::ExpOp>>,
           SimpleLowering<ttosa::LogOp, floatUnary<math::LogOp>>,
           SimpleLowering<ttosa::SinOp, floatUnary<math::SinOp>>,
           SimpleLowering<ttosa::CosOp, floatUnary<math::CosOp>>,
           SimpleLowering<ttosa::TanhOp, floatUnary<math::TanhOp>>,
           SimpleLowering<ttosa::ErfOp, floatUnary<math::ErfOp>>,
           SimpleLowering<ttosa::RsqrtOp, floatUnary<math::RsqrtOp>>,
           SimpleLowering<ttosa::SigmoidOp, sigmoidBody>,
           SimpleLowering<ttosa::ReciprocalOp, reciprocalBody>,
           SimpleLowering<ttosa::SelectOp, selectBody>,
           SimpleLowering<ttosa::EqualOp, compareBody<FP::OEQ, IP::eq>>,
           SimpleLowering<ttosa::GreaterOp, compareBody<FP::OGT, IP::sgt>>,
           SimpleLowering<ttosa::GreaterEqualOp, compareBody<FP::OGE, IP::sge>>,
           ClampLowering, NegateLowering>(converter, ctx);
}
