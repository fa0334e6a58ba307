//===- ElementwiseBinary.cpp - Binary element-wise TOSA to Linalg ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the binary element-wise operators (TOSA 1.0 section 2.5):
// ADD, SUB, MUL, INTDIV, POW, MAXIMUM, MINIMUM, the shifts and the bitwise
// and logical operators.
//
// Integer semantics follow the spec pseudo-code and lib/Support/TosaArith.cpp:
//  - MUL with shift > 0 rounds (a * b + (1 << (shift - 1))) >> shift in 64
//    bits, then truncates to int32; shift 0 keeps the low 32 bits.
//  - INTDIV truncates toward zero (arith.divsi); division by zero and
//    minimum / -1 get deterministic results instead of trapping.
//  - ARITHMETIC_RIGHT_SHIFT with round adds the last bit shifted out.
// Shift amounts outside [0, bits - 1] are REQUIRE violations (unpredictable
// results). The lowering makes them deterministic instead of poison:
// ARITHMETIC_RIGHT_SHIFT clamps the amount into [0, bits - 1] and the
// logical shifts return 0.
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

/// Float / integer dispatch for operators that map to one arith op each.
template <typename FloatOp, typename IntOp>
Value floatOrInt(OpBuilder &b, Location loc, ValueRange args) {
  if (isFloat(args[0]))
    return FloatOp::create(b, loc, args[0], args[1]);
  if (isInt(args[0]))
    return IntOp::create(b, loc, args[0], args[1]);
  return {};
}

template <typename IntOp>
Value intOnly(OpBuilder &b, Location loc, ValueRange args) {
  if (!isInt(args[0]))
    return {};
  return IntOp::create(b, loc, args[0], args[1]);
}

/// Lowers a binary operator whose scalar body is `Body`.
template <typename OpTy, Value (*Body)(OpBuilder &, Location, ValueRange)>
struct BinaryLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerToGeneric(op, {adaptor.getInput1(), adaptor.getInput2()},
                          rewriter, Body);
  }
};

/// MAXIMUM / MINIMUM: nan_mode PROPAGATE returns NaN when either operand is
/// NaN (arith.maximumf), IGNORE returns the other operand (arith.maxnumf).
template <typename OpTy, typename PropagateOp, typename IgnoreOp,
          typename IntOp>
struct MinMaxLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool ignore = op.getNanMode() == ttosa::NanPropagationMode::IGNORE;
    return lowerToGeneric(
        op, {adaptor.getInput1(), adaptor.getInput2()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          if (isFloat(args[0])) {
            if (ignore)
              return IgnoreOp::create(b, loc, args[0], args[1]);
            return PropagateOp::create(b, loc, args[0], args[1]);
          }
          return intOnly<IntOp>(b, loc, args);
        });
  }
};

/// ARITHMETIC_RIGHT_SHIFT: floor(a / 2^s), plus the last bit shifted out
/// when `round` is set and s > 0.
struct ArithmeticRightShiftLowering
    : OpConversionPattern<ttosa::ArithmeticRightShiftOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::ArithmeticRightShiftOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool round = op.getRound();
    return lowerToGeneric(
        op, {adaptor.getInput1(), adaptor.getInput2()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          if (!isInt(args[0]))
            return {};
          Value value = args[0];
          Type type = value.getType();
          int64_t bits = type.getIntOrFloatBitWidth();
          Value zero = intConstant(b, loc, type, 0);
          Value one = intConstant(b, loc, type, 1);
          // REQUIRE(0 <= value2 <= bits - 1): clamp (deterministic choice).
          Value amount = arith::MaxSIOp::create(
              b, loc,
              arith::MinSIOp::create(b, loc, args[1],
                                     intConstant(b, loc, type, bits - 1)),
              zero);
          Value result = arith::ShRSIOp::create(b, loc, value, amount);
          if (!round)
            return result;
          Value amountMinusOne = arith::MaxSIOp::create(
              b, loc, arith::SubIOp::create(b, loc, amount, one), zero);
          Value lastBit = arith::AndIOp::create(
              b, loc, arith::ShRSIOp::create(b, loc, value, amountMinusOne),
              one);
          Value positive = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::sgt, amount, zero);
          Value increment =
              arith::SelectOp::create(b, loc, positive, lastBit, zero);
          return arith::AddIOp::create(b, loc, result, increment);
        });
  }
};

/// LOGICAL_LEFT_SHIFT / LOGICAL_RIGHT_SHIFT: amounts outside [0, bits - 1]
/// give 0 (deterministic choice for a REQUIRE violation).
template <typename ShiftOp>
Value logicalShift(OpBuilder &b, Location loc, ValueRange args) {
  if (!isInt(args[0]))
    return {};
  Type type = args[0].getType();
  Value zero = intConstant(b, loc, type, 0);
  Value inRange = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, args[1],
      intConstant(b, loc, type, type.getIntOrFloatBitWidth()));
  Value amount = arith::SelectOp::create(b, loc, inRange, args[1], zero);
  Value shifted = ShiftOp::create(b, loc, args[0], amount);
  return arith::SelectOp::create(b, loc, inRange, shifted, zero);
}

/// INTDIV: arith.divsi truncates toward zero. Division by zero and
/// minimum / -1 are REQUIRE violations that would trap on common hardware;
/// the lowering makes them deterministic: x / 0 gives x, minimum / -1 wraps
/// to minimum (computed as 0 - x).
Value intdivBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isInt(args[0]))
    return {};
  Type type = args[0].getType();
  Value one = intConstant(b, loc, type, 1);
  Value minusOne = intConstant(b, loc, type, -1);
  Value zero = intConstant(b, loc, type, 0);
  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, args[1], zero);
  Value isMinusOne = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           args[1], minusOne);
  Value special = arith::OrIOp::create(b, loc, isZero, isMinusOne);
  Value divisor = arith::SelectOp::create(b, loc, special, one, args[1]);
  Value quotient = arith::DivSIOp::create(b, loc, args[0], divisor);
  Value negated = arith::SubIOp::create(b, loc, zero, args[0]);
  return arith::SelectOp::create(b, loc, isMinusOne, negated, quotient);
}

Value powBody(OpBuilder &b, Location loc, ValueRange args) {
  if (!isFloat(args[0]))
    return {};
  return math::PowFOp::create(b, loc, args[0], args[1]);
}

/// MUL: operands extended to the result type; int32 with shift > 0 rounds
/// in 64 bits. The shift must be a constant.
struct MulLowering : OpConversionPattern<ttosa::MulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::MulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultElement = getElementTypeOrSelf(op.getOutput().getType());
    int64_t shift = 0;
    if (isa<IntegerType>(resultElement)) {
      std::optional<APInt> constShift =
          ttosa::getConstantScalarInt(op.getShift());
      if (!constShift)
        return op.emitOpError(
            "not yet supported: lowering with a non-constant shift");
      shift = constShift->getSExtValue();
      // REQUIRE(0 <= shift && shift <= 63)
      if (shift < 0 || shift > 63)
        return op.emitOpError("expected a shift in [0, 63], got ") << shift;
    }
    return lowerToGeneric(
        op, {adaptor.getInput1(), adaptor.getInput2()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          if (isFloat(args[0]))
            return arith::MulFOp::create(b, loc, args[0], args[1]);
          if (!isInt(args[0]))
            return {};
          auto extend = [&](Value v, Type to) -> Value {
            if (v.getType() == to)
              return v;
            return arith::ExtSIOp::create(b, loc, to, v);
          };
          Value lhs = extend(args[0], resultElement);
          Value rhs = extend(args[1], resultElement);
          if (shift == 0)
            return arith::MulIOp::create(b, loc, lhs, rhs);
          Type i64 = b.getI64Type();
          Value wideLhs = extend(lhs, i64);
          Value wideRhs = extend(rhs, i64);
          Value product = arith::MulIOp::create(b, loc, wideLhs, wideRhs);
          Value rounded = arith::AddIOp::create(
              b, loc, product,
              intConstant(b, loc, i64, int64_t(1) << (shift - 1)));
          Value shifted = arith::ShRSIOp::create(
              b, loc, rounded, intConstant(b, loc, i64, shift));
          return arith::TruncIOp::create(b, loc, resultElement, shifted);
        });
  }
};

} // namespace

void tosac::populateElementwiseBinaryPatterns(TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<
      BinaryLowering<ttosa::AddOp, floatOrInt<arith::AddFOp, arith::AddIOp>>,
      BinaryLowering<ttosa::SubOp, floatOrInt<arith::SubFOp, arith::SubIOp>>,
      BinaryLowering<ttosa::IntDivOp, intdivBody>,
      BinaryLowering<ttosa::BitwiseAndOp, intOnly<arith::AndIOp>>,
      BinaryLowering<ttosa::BitwiseOrOp, intOnly<arith::OrIOp>>,
      BinaryLowering<ttosa::BitwiseXorOp, intOnly<arith::XOrIOp>>,
      BinaryLowering<ttosa::LogicalAndOp, intOnly<arith::AndIOp>>,
      BinaryLowering<ttosa::LogicalOrOp, intOnly<arith::OrIOp>>,
      BinaryLowering<ttosa::LogicalXorOp, intOnly<arith::XOrIOp>>,
      BinaryLowering<ttosa::LogicalLeftShiftOp, logicalShift<arith::ShLIOp>>,
      BinaryLowering<ttosa::LogicalRightShiftOp, logicalShift<arith::ShRUIOp>>,
      BinaryLowering<ttosa::PowOp, powBody>,
      MinMaxLowering<ttosa::MaximumOp, arith::MaximumFOp, arith::MaxNumFOp,
                     arith::MaxSIOp>,
      MinMaxLowering<ttosa::MinimumOp, arith::MinimumFOp, arith::MinNumFOp,
                     arith::MinSIOp>,
      ArithmeticRightShiftLowering, MulLowering>(converter, ctx);
}
