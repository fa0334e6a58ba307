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
//  - ADD / SUB compute in the operand width (apply_add_s / apply_sub_s).
//  - MUL with int32 inputs and shift > 0 rounds (a * b + (1 << (shift - 1)))
//    >> shift in 64 bits, then truncates to int32; shift 0 keeps the low 32
//    bits. The shift may be a constant or a runtime one-element tensor. With
//    a constant shift up to 31 and operand ranges that allow it
//    (IntegerRanges.h), the rounding takes 32-bit lanes: a split constant
//    factor (SplitProducts.h) or an int32 product.
//  - INTDIV truncates toward zero (arith.divsi).
//  - ARITHMETIC_RIGHT_SHIFT with round adds the last bit shifted out.
//
// The spec's REQUIREs on the data become runtime checks (cf.assert, see
// emitRuntimeCheck), unless the operands' ranges rule a failure out: signed
// overflow of ADD / SUB, MUL's shift range, its
// shift == 0 for inputs other than int32 and its rounded product range,
// INTDIV by zero and minimum / -1, shift amounts outside [0, bits - 1]. A
// failed check does not stop execution, so each violating element still gets
// a deterministic result: ADD / SUB / MUL wrap, x / 0 gives x, minimum / -1
// gives minimum, ARITHMETIC_RIGHT_SHIFT clamps the amount into [0, bits - 1]
// and the logical shifts return 0.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"
#include "IntegerRanges.h"
#include "SplitProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include <algorithm>
#include <iterator>

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

bool isFloat(Value v) { return isa<FloatType>(v.getType()); }
bool isInt(Value v) { return isa<IntegerType>(v.getType()); }

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

/// Lowers a binary operator whose scalar body `Body` also receives the
/// operator name for its runtime checks.
template <typename OpTy,
          Value (*Body)(OpBuilder &, Location, ValueRange, StringRef)>
struct CheckedBinaryLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    StringRef name = op->getName().getStringRef();
    return lowerToGeneric(
        op, {adaptor.getInput1(), adaptor.getInput2()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return Body(b, loc, args, name);
        });
  }
};

/// ADD / SUB: integers wrap; REQUIRE(c >= minimum_s<in_t>() && c <=
/// maximum_s<in_t>()) of apply_add_s / apply_sub_s is checked unless
/// `proven` (the operands' ranges keep every result in in_t).
template <bool Subtract>
Value addSubBody(OpBuilder &b, Location loc, ValueRange args, StringRef name,
                 bool proven) {
  if (isFloat(args[0])) {
    if (Subtract)
      return arith::SubFOp::create(b, loc, args[0], args[1]);
    return arith::AddFOp::create(b, loc, args[0], args[1]);
  }
  if (!isInt(args[0]))
    return {};
  Value result =
      Subtract ? Value(arith::SubIOp::create(b, loc, args[0], args[1]))
               : Value(arith::AddIOp::create(b, loc, args[0], args[1]));
  if (proven)
    return result;
  Value overflow = signedOverflow(b, loc, args[0], args[1], result, Subtract);
  Value ok = arith::XOrIOp::create(b, loc, overflow,
                                   intConstant(b, loc, b.getI1Type(), 1));
  emitRuntimeCheck(b, loc, ok, name,
                   "REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>())",
                   Subtract ? "integer subtraction overflows"
                            : "integer addition overflows");
  return result;
}

/// Lowers ADD / SUB, without the overflow check when the ranges of the
/// operands (IntegerRanges.h) keep every result in the element type.
template <typename OpTy, bool Subtract>
struct AddSubLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool proven = provenAddSubRange(op).has_value();
    StringRef name = op->getName().getStringRef();
    return lowerToGeneric(
        op, {adaptor.getInput1(), adaptor.getInput2()}, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return addSubBody<Subtract>(b, loc, args, name, proven);
        });
  }
};

/// Checks REQUIRE(0 <= value2 <= bits - 1) of the shift operators.
void checkShiftAmount(OpBuilder &b, Location loc, Value amount,
                      StringRef name) {
  Type type = amount.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  // An unsigned comparison also rejects negative amounts.
  Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, amount,
                                   intConstant(b, loc, type, bits));
  emitRuntimeCheck(b, loc, ok, name,
                   ("REQUIRE(0 <= value2 && value2 <= " + Twine(bits - 1) + ")")
                       .str(),
                   "shift amount out of range");
}

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
    StringRef name = op->getName().getStringRef();
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
          checkShiftAmount(b, loc, args[1], name);
          // After a failed check: clamp (deterministic choice).
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
/// fail the check and give 0 (deterministic choice).
template <typename ShiftOp>
Value logicalShift(OpBuilder &b, Location loc, ValueRange args,
                   StringRef name) {
  if (!isInt(args[0]))
    return {};
  checkShiftAmount(b, loc, args[1], name);
  Type type = args[0].getType();
  Value zero = intConstant(b, loc, type, 0);
  Value inRange = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, args[1],
      intConstant(b, loc, type, type.getIntOrFloatBitWidth()));
  Value amount = arith::SelectOp::create(b, loc, inRange, args[1], zero);
  Value shifted = ShiftOp::create(b, loc, args[0], amount);
  return arith::SelectOp::create(b, loc, inRange, shifted, zero);
}

/// INTDIV: arith.divsi truncates toward zero. REQUIRE(value2 != 0) and
/// REQUIRE(value1 / value2 <= maximum_s<in_out_t>()) (minimum / -1) are
/// checked; after a failed check the result is deterministic instead of
/// trapping: x / 0 gives x, minimum / -1 wraps to minimum (computed as 0 - x).
Value intdivBody(OpBuilder &b, Location loc, ValueRange args, StringRef name) {
  if (!isInt(args[0]))
    return {};
  Type type = args[0].getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  Value one = intConstant(b, loc, type, 1);
  Value minusOne = intConstant(b, loc, type, -1);
  Value zero = intConstant(b, loc, type, 0);
  Value minimum = intConstant(b, loc, type, -(int64_t(1) << (bits - 1)));
  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, args[1], zero);
  Value isMinusOne = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           args[1], minusOne);
  Value notZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, args[1], zero);
  emitRuntimeCheck(b, loc, notZero, name, "REQUIRE(value2 != 0)",
                   "division by zero");
  Value isMinimum =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, args[0], minimum);
  Value overflows = arith::AndIOp::create(b, loc, isMinimum, isMinusOne);
  Value fits = arith::XOrIOp::create(b, loc, overflows,
                                     intConstant(b, loc, b.getI1Type(), 1));
  emitRuntimeCheck(
      b, loc, fits, name,
      "REQUIRE(static_cast<int64_t>(value1) / static_cast<int64_t>(value2) "
      "<= maximum_s<in_out_t>())",
      "division of the minimum value by -1 overflows");
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

/// MUL: operands extended to the result type; int32 inputs with shift > 0
/// round in 64 bits. A constant shift that satisfies the spec gives plain IR;
/// otherwise (a runtime shift, or a constant breaking a REQUIRE) the shift is
/// read with tensor.extract and checked at run time.
struct MulLowering : OpConversionPattern<ttosa::MulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::MulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    StringRef name = op->getName().getStringRef();
    Type inputElement = getElementTypeOrSelf(op.getInput1().getType());
    Type resultElement = getElementTypeOrSelf(op.getOutput().getType());
    if (!isa<IntegerType, FloatType>(inputElement) ||
        !isa<RankedTensorType>(op.getOutput().getType()))
      return rewriter.notifyMatchFailure(op, "unsupported operand types");
    // Only int32 inputs use the shift (in_t == int32_t && shift > 0).
    bool rounding = inputElement.isInteger(32);

    // A constant shift satisfying REQUIRE(0 <= shift && shift <= 63) and
    // REQUIRE(is_same<in_t,int32_t>() || shift == 0) needs no check.
    std::optional<int64_t> constShift;
    if (std::optional<APInt> value = ttosa::getConstantScalarInt(op.getShift()))
      constShift = value->getSExtValue();
    bool constValid = constShift && *constShift >= 0 && *constShift <= 63 &&
                      (rounding || *constShift == 0);
    // For the runtime path: the shift in i64, clamped into [0, 63], the
    // rounding constant 1 << (shift - 1) (0 for shift 0) and shift > 0.
    Value shift64, round64, shiftPositive;
    if (!constValid) {
      auto shiftType = dyn_cast<RankedTensorType>(adaptor.getShift().getType());
      if (!shiftType || !isa<IntegerType>(shiftType.getElementType()))
        return rewriter.notifyMatchFailure(op, "expected an integer shift");
      Value shift = extractScalar(rewriter, loc, adaptor.getShift());
      Type i64 = rewriter.getI64Type();
      if (shift.getType() != i64)
        shift = arith::ExtSIOp::create(rewriter, loc, i64, shift);
      Value zero = intConstant(rewriter, loc, i64, 0);
      if (rounding) {
        Value max = intConstant(rewriter, loc, i64, 63);
        Value ok = arith::AndIOp::create(
            rewriter, loc,
            arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sge,
                                  shift, zero),
            arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sle,
                                  shift, max));
        emitRuntimeCheck(rewriter, loc, ok, name,
                         "REQUIRE(0 <= shift && shift <= 63)",
                         "shift out of range");
        shift64 = arith::MinSIOp::create(
            rewriter, loc, arith::MaxSIOp::create(rewriter, loc, shift, zero),
            max);
        shiftPositive = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::sgt, shift64, zero);
        Value one = intConstant(rewriter, loc, i64, 1);
        Value amount = arith::MaxSIOp::create(
            rewriter, loc, arith::SubIOp::create(rewriter, loc, shift64, one),
            zero);
        round64 = arith::SelectOp::create(
            rewriter, loc, shiftPositive,
            arith::ShLIOp::create(rewriter, loc, one, amount), zero);
      } else {
        Value ok = arith::CmpIOp::create(rewriter, loc,
                                         arith::CmpIPredicate::eq, shift, zero);
        emitRuntimeCheck(rewriter, loc, ok, name,
                         "REQUIRE(is_same<in_t,int32_t>() || shift == 0)",
                         "expected shift 0 for this input type");
      }
    }

    // A constant shift in [1, 31] with operands whose ranges
    // (IntegerRanges.h) keep the terms narrow computes in 32-bit lanes: a
    // constant factor m >= 0 splits (SplitProducts.h), and products that fit
    // int32 round there directly. A rounded product the ranges keep in
    // int32 needs no check.
    std::optional<SplitScale> split;
    unsigned splitValue = 0;
    bool narrow = false, proven = false;
    if (rounding && constValid && *constShift > 0) {
      std::optional<Interval> lhs = integerRange(op.getInput1());
      std::optional<Interval> rhs = integerRange(op.getInput2());
      if (lhs && rhs) {
        int64_t shift = *constShift;
        __int128 corners[] = {
            __int128(lhs->lo) * rhs->lo, __int128(lhs->lo) * rhs->hi,
            __int128(lhs->hi) * rhs->lo, __int128(lhs->hi) * rhs->hi};
        __int128 lo = *std::min_element(std::begin(corners), std::end(corners));
        __int128 hi = *std::max_element(std::begin(corners), std::end(corners));
        __int128 round = __int128(1) << (shift - 1);
        // floor((p + round) / 2^shift) grows with p.
        auto rounded = [&](__int128 p) { return (p + round) >> shift; };
        proven = rounded(lo) >= INT32_MIN && rounded(hi) <= INT32_MAX;
        for (unsigned side = 0; side < 2 && !split && shift <= 31; ++side) {
          const Interval &factor = side ? *rhs : *lhs;
          const Interval &value = side ? *lhs : *rhs;
          if (factor.lo == factor.hi)
            split = splitMultiplier(factor.lo, shift, value.lo, value.hi);
          splitValue = 1 - side;
        }
        narrow =
            !split && shift <= 31 && lo >= INT32_MIN && hi + round <= INT32_MAX;
      }
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
          // apply_mul_s: the low bits of the product.
          if (!rounding || (constValid && *constShift == 0))
            return arith::MulIOp::create(b, loc, lhs, rhs);
          Type i32 = b.getI32Type();
          if (split)
            return buildSplitProduct(
                b, loc, args[splitValue],
                [&](unsigned field) {
                  return intConstant(b, loc, i32, (*split).*kSplitField[field]);
                },
                usedSplitFields(*split));
          if (narrow) {
            Value product = arith::MulIOp::create(b, loc, lhs, rhs);
            Value rounded = arith::AddIOp::create(
                b, loc, product,
                intConstant(b, loc, i32, int64_t(1) << (*constShift - 1)));
            return arith::ShRSIOp::create(
                b, loc, rounded, intConstant(b, loc, i32, *constShift));
          }
          Type i64 = b.getI64Type();
          Value wideLhs = extend(lhs, i64);
          Value wideRhs = extend(rhs, i64);
          Value product = arith::MulIOp::create(b, loc, wideLhs, wideRhs);
          Value round = constValid ? intConstant(b, loc, i64,
                                                 int64_t(1) << (*constShift - 1))
                                   : round64;
          Value rounded = arith::AddIOp::create(b, loc, product, round);
          Value amount =
              constValid ? intConstant(b, loc, i64, *constShift) : shift64;
          Value shifted = arith::ShRSIOp::create(b, loc, rounded, amount);
          Value result = arith::TruncIOp::create(b, loc, resultElement, shifted);
          if (proven)
            return result;
          // REQUIRE(product >= minimum_s<i32_t>() &&
          //         product <= maximum_s<i32_t>()) when shift > 0.
          Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           extend(result, i64), shifted);
          if (!constValid)
            ok = arith::OrIOp::create(
                b, loc, ok,
                arith::XOrIOp::create(b, loc, shiftPositive,
                                      intConstant(b, loc, b.getI1Type(), 1)));
          emitRuntimeCheck(b, loc, ok, name,
                           "REQUIRE(product >= minimum_s<i32_t>() && "
                           "product <= maximum_s<i32_t>())",
                           "rounded product out of the int32 range");
          return result;
        });
  }
};

} // namespace

void tosac::populateElementwiseBinaryPatterns(TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<AddSubLowering<ttosa::AddOp, false>,
               AddSubLowering<ttosa::SubOp, true>,
               CheckedBinaryLowering<ttosa::IntDivOp, intdivBody>,
               BinaryLowering<ttosa::BitwiseAndOp, intOnly<arith::AndIOp>>,
               BinaryLowering<ttosa::BitwiseOrOp, intOnly<arith::OrIOp>>,
               BinaryLowering<ttosa::BitwiseXorOp, intOnly<arith::XOrIOp>>,
               BinaryLowering<ttosa::LogicalAndOp, intOnly<arith::AndIOp>>,
               BinaryLowering<ttosa::LogicalOrOp, intOnly<arith::OrIOp>>,
               BinaryLowering<ttosa::LogicalXorOp, intOnly<arith::XOrIOp>>,
               CheckedBinaryLowering<ttosa::LogicalLeftShiftOp,
                                     logicalShift<arith::ShLIOp>>,
               CheckedBinaryLowering<ttosa::LogicalRightShiftOp,
                                     logicalShift<arith::ShRUIOp>>,
               BinaryLowering<ttosa::PowOp, powBody>,
               MinMaxLowering<ttosa::MaximumOp, arith::MaximumFOp,
                              arith::MaxNumFOp, arith::MaxSIOp>,
               MinMaxLowering<ttosa::MinimumOp, arith::MinimumFOp,
                              arith::MinNumFOp, arith::MinSIOp>,
               ArithmeticRightShiftLowering, MulLowering>(converter, ctx);
}
