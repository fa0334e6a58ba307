//===- Cast.cpp - tosa-to-linalg for cast ---------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers CAST (TOSA 1.0 section 2.13.1) to an element-wise
// linalg.generic:
//
// - to bool: `value != 0`; from bool: 0 or 1 (integers only).
// - integer to integer: sign extension or truncation.
// - integer to float: exact in f32 (i8/i16) or f64 (i32), then one rounding
//   to nearest even into the output type, so there is no double rounding.
// - float to integer: round to nearest even (math.roundeven in f32),
//   saturation to the output range; NaN, whose result the spec leaves
//   unpredictable, gives 0.
// - float to float: through f32, which holds every f16, bf16 and fp8 value
//   exactly, then one rounding to nearest even. Overflow gives infinity, and
//   NaN for f8E4M3FN (no infinity): the non-saturating mode of OCP-OFP8.
//
// LLVM's x86 backend has no arithmetic on bf16 and fp8, so every conversion
// from or to bf16, f8E4M3FN and f8E5M2 works on the IEEE encodings as
// integers, with arith.bitcast at the ends: widening places the exponent
// and mantissa fields (subnormals through an exact integer-to-f32 scaling),
// narrowing rounds the significand to nearest even with carry into the
// exponent. f16 uses arith.extf / arith.truncf, which the backend supports.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include <cmath>

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// An IEEE-style binary floating-point encoding.
struct FloatFormat {
  unsigned width;
  unsigned expBits;
  unsigned mantBits;
  /// Exponent all ones encodes inf (mantissa 0) and NaN; without it (OCP
  /// E4M3FN) only S.1111.111 is NaN and the rest are normal numbers.
  bool hasInf;

  int64_t bias() const { return (int64_t(1) << (expBits - 1)) - 1; }
  int64_t expMax() const { return (int64_t(1) << expBits) - 1; }
  int64_t mantMask() const { return (int64_t(1) << mantBits) - 1; }
  /// The encoding of +inf, or of the largest finite value + 1 ulp (the
  /// positive NaN S.1111.111) without infinity.
  int64_t overflowBits() const {
    return hasInf ? expMax() << mantBits : (expMax() << mantBits) | mantMask();
  }
  /// A positive quiet NaN.
  int64_t nanBits() const {
    return hasInf ? (expMax() << mantBits) | (int64_t(1) << (mantBits - 1))
                  : (expMax() << mantBits) | mantMask();
  }
};

std::optional<FloatFormat> formatOf(Type type) {
  if (type.isF64())
    return FloatFormat{64, 11, 52, true};
  if (type.isF32())
    return FloatFormat{32, 8, 23, true};
  if (type.isF16())
    return FloatFormat{16, 5, 10, true};
  if (type.isBF16())
    return FloatFormat{16, 8, 7, true};
  if (isa<Float8E5M2Type>(type))
    return FloatFormat{8, 5, 2, true};
  if (isa<Float8E4M3FNType>(type))
    return FloatFormat{8, 4, 3, false};
  return std::nullopt;
}

/// Float types the backend computes with (f16 is promoted to f32).
bool isNativeFloat(Type type) {
  return type.isF16() || type.isF32() || type.isF64();
}

/// Builds the scalar conversions of one CAST.
class CastBuilder {
public:
  CastBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value cst(Type type, int64_t value) {
    return intConstant(b, loc, type, value);
  }
  Value cmp(arith::CmpIPredicate pred, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, pred, lhs, rhs);
  }
  Value select(Value cond, Value t, Value f) {
    return arith::SelectOp::create(b, loc, cond, t, f);
  }

  /// The value of any supported float as an f32 (exact).
  Value toF32(Value value) {
    Type type = value.getType();
    Type f32 = b.getF32Type();
    if (type.isF32())
      return value;
    if (type.isF16())
      return arith::ExtFOp::create(b, loc, f32, value);
    std::optional<FloatFormat> format = formatOf(type);
    Type narrowInt = b.getIntegerType(format->width);
    Value bits = arith::BitcastOp::create(b, loc, narrowInt, value);
    return arith::BitcastOp::create(b, loc, f32, widenToF32Bits(bits, *format));
  }

  /// A native float `value` (f32 or f64) rounded to nearest even into
  /// `type`.
  Value fromNative(Value value, Type type) {
    if (value.getType() == type)
      return value;
    if (isNativeFloat(type))
      return arith::TruncFOp::create(b, loc, type, value);
    FloatFormat from = *formatOf(value.getType());
    FloatFormat to = *formatOf(type);
    Value bits =
        arith::BitcastOp::create(b, loc, b.getIntegerType(from.width), value);
    Value narrow = narrowBits(bits, from, to);
    return arith::BitcastOp::create(b, loc, type, narrow);
  }

  /// The f32 encoding of the `format` encoding `bits` (exact).
  Value widenToF32Bits(Value bits, const FloatFormat &format) {
    Type i32 = b.getI32Type();
    Value x = arith::ExtUIOp::create(b, loc, i32, bits);
    if (format.expBits == 8) // bf16: the upper half of an f32
      return arith::ShLIOp::create(b, loc, x, cst(i32, 32 - format.width));
    unsigned m = format.mantBits;
    Value sign = arith::ShLIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, x, cst(i32, format.width - 1)),
        cst(i32, 31));
    Value exp = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, x, cst(i32, m)),
        cst(i32, format.expMax()));
    Value mant = arith::AndIOp::create(b, loc, x, cst(i32, format.mantMask()));
    // Normal: rebias the exponent, align the mantissa.
    Value normal = arith::OrIOp::create(
        b, loc,
        arith::ShLIOp::create(
            b, loc,
            arith::AddIOp::create(b, loc, exp, cst(i32, 127 - format.bias())),
            cst(i32, 23)),
        arith::ShLIOp::create(b, loc, mant, cst(i32, 23 - m)));
    // Zero and subnormal: mant * 2^(1 - bias - m), exact in f32.
    Value scaled = arith::MulFOp::create(
        b, loc, arith::UIToFPOp::create(b, loc, b.getF32Type(), mant),
        floatConstant(b, loc, b.getF32Type(),
                      std::ldexp(1.0, int(1 - format.bias() - m))));
    Value subnormal = arith::BitcastOp::create(b, loc, i32, scaled);
    Value isSubnormal = cmp(arith::CmpIPredicate::eq, exp, cst(i32, 0));
    Value magnitude = select(isSubnormal, subnormal, normal);
    // Infinity and NaN.
    Value isSpecial;
    Value special;
    Value expMax = cst(i32, format.expMax());
    if (format.hasInf) {
      isSpecial = cmp(arith::CmpIPredicate::eq, exp, expMax);
      Value isNaN = cmp(arith::CmpIPredicate::ne, mant, cst(i32, 0));
      special = select(isNaN, cst(i32, 0x7fc00000), cst(i32, 0x7f800000));
    } else {
      isSpecial = arith::AndIOp::create(
          b, loc, cmp(arith::CmpIPredicate::eq, exp, expMax),
          cmp(arith::CmpIPredicate::eq, mant, cst(i32, format.mantMask())));
      special = cst(i32, 0x7fc00000);
    }
    magnitude = select(isSpecial, special, magnitude);
    return arith::OrIOp::create(b, loc, sign, magnitude);
  }

  /// Rounds the `from` encoding `bits` to nearest even into the narrower
  /// `to` encoding; overflow gives infinity, or NaN without infinity.
  /// Computes in the integer type of `bits`.
  Value narrowBits(Value bits, const FloatFormat &from, const FloatFormat &to) {
    Type t = bits.getType();
    unsigned w = from.width, sm = from.mantBits, dm = to.mantBits;
    Value zero = cst(t, 0), one = cst(t, 1);
    Value absMask =
        cst(t, int64_t(~(uint64_t(1) << (w - 1)) &
                       (w == 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1)));
    Value abs = arith::AndIOp::create(b, loc, bits, absMask);
    Value sign = arith::ShRUIOp::create(b, loc, bits, cst(t, w - 1));
    Value srcInf = cst(t, from.expMax() << sm);
    Value isNaN = cmp(arith::CmpIPredicate::ugt, abs, srcInf);
    Value isInf = cmp(arith::CmpIPredicate::eq, abs, srcInf);

    Value exp = arith::ShRUIOp::create(b, loc, abs, cst(t, sm));
    Value mant = arith::AndIOp::create(b, loc, abs, cst(t, from.mantMask()));
    Value isSubnormal = cmp(arith::CmpIPredicate::eq, exp, zero);
    // The significand with its implicit bit; value = sig * 2^(e - bias - sm)
    // with e = max(exp, 1).
    Value sig = arith::OrIOp::create(
        b, loc, mant, select(isSubnormal, zero, cst(t, int64_t(1) << sm)));
    Value e = arith::MaxSIOp::create(b, loc, exp, one);
    // The destination's biased exponent before rounding.
    Value biased =
        arith::AddIOp::create(b, loc, e, cst(t, to.bias() - from.bias()));
    // Below the normal range the significand shifts further right; beyond
    // sm + 2 bits every value rounds to 0.
    Value extra = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, one, biased), zero);
    Value shift = arith::MinSIOp::create(
        b, loc, arith::AddIOp::create(b, loc, extra, cst(t, sm - dm)),
        cst(t, sm + 2));
    // Round sig >> shift to nearest, ties to even.
    Value q = arith::ShRUIOp::create(b, loc, sig, shift);
    Value rem = arith::AndIOp::create(
        b, loc, sig,
        arith::SubIOp::create(b, loc, arith::ShLIOp::create(b, loc, one, shift),
                              one));
    Value half = arith::ShLIOp::create(
        b, loc, one, arith::SubIOp::create(b, loc, shift, one));
    Value above = cmp(arith::CmpIPredicate::ugt, rem, half);
    Value tie = arith::AndIOp::create(
        b, loc, cmp(arith::CmpIPredicate::eq, rem, half),
        arith::TruncIOp::create(b, loc, b.getI1Type(), q));
    Value roundUp = arith::OrIOp::create(b, loc, above, tie);
    q = arith::AddIOp::create(b, loc, q,
                              arith::ExtUIOp::create(b, loc, t, roundUp));
    // Normal results add (biased - 1) << dm: q holds the implicit bit, and a
    // carry out of the mantissa moves into the exponent.
    Value base = arith::ShLIOp::create(
        b, loc,
        arith::MaxSIOp::create(
            b, loc, arith::SubIOp::create(b, loc, biased, one), zero),
        cst(t, dm));
    Value result = arith::AddIOp::create(b, loc, base, q);
    // Overflow (and infinity) give the overflow encoding; NaN a quiet NaN.
    Value overflowBits = cst(t, to.overflowBits());
    Value overflows = arith::OrIOp::create(
        b, loc, cmp(arith::CmpIPredicate::uge, result, overflowBits), isInf);
    result = select(overflows, overflowBits, result);
    result = select(isNaN, cst(t, to.nanBits()), result);
    result = arith::OrIOp::create(
        b, loc, result,
        arith::ShLIOp::create(b, loc, sign, cst(t, to.width - 1)));
    return arith::TruncIOp::create(b, loc, b.getIntegerType(to.width), result);
  }

  /// An integer to a float type, rounding once.
  Value intToFloat(Value value, Type type) {
    auto intType = cast<IntegerType>(value.getType());
    Type f32 = b.getF32Type();
    if (type.isF32() || intType.getWidth() <= 16)
      return fromNative(arith::SIToFPOp::create(b, loc, f32, value), type);
    if (type.isF16() && intType.getWidth() <= 32) {
      // Beyond +-65520 every value rounds to infinity; +-65536 is exact in
      // f32 and still does.
      Value clamped =
          arith::MaxSIOp::create(b, loc, value, cst(intType, -65536));
      clamped = arith::MinSIOp::create(b, loc, clamped, cst(intType, 65536));
      return fromNative(arith::SIToFPOp::create(b, loc, f32, clamped), type);
    }
    // i32 is exact in f64.
    Value f64 = arith::SIToFPOp::create(b, loc, b.getF64Type(), value);
    return fromNative(f64, type);
  }

  /// A float to an integer type: round to nearest even and saturate; NaN
  /// gives 0. i64 (a framework form) converts through i64 the same way.
  Value floatToInt(Value value, IntegerType type) {
    bool wide = type.getWidth() == 64;
    Type i32 = wide ? Type(type) : b.getI32Type(), f32 = b.getF32Type();
    Value r = math::RoundEvenOp::create(b, loc, toF32(value));
    // [-2^(N-1), 2^(N-1)) converts to iN without overflow; both bounds are
    // exact in f32.
    double bound = wide ? 9223372036854775808.0 : 2147483648.0;
    Value lowF = floatConstant(b, loc, f32, -bound);
    Value highF = floatConstant(b, loc, f32, bound);
    Value tooHigh =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, r, highF);
    Value tooLow =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, r, lowF);
    Value inRange = arith::AndIOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, r, lowF),
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, r, highF));
    Value safe = select(inRange, r, floatConstant(b, loc, f32, 0.0));
    Value i = arith::FPToSIOp::create(b, loc, i32, safe);
    i = select(tooHigh, cst(i32, wide ? INT64_MAX : INT32_MAX), i);
    i = select(tooLow, cst(i32, wide ? INT64_MIN : INT32_MIN), i);
    unsigned width = type.getWidth();
    if (width >= 32)
      return i;
    i = arith::MaxSIOp::create(b, loc, i,
                               cst(i32, -(int64_t(1) << (width - 1))));
    i = arith::MinSIOp::create(b, loc, i,
                               cst(i32, (int64_t(1) << (width - 1)) - 1));
    return arith::TruncIOp::create(b, loc, type, i);
  }

  /// The conversion of one element, or null when unsupported.
  Value convert(Value value, Type outType) {
    Type inType = value.getType();
    bool inInt = isa<IntegerType>(inType), outInt = isa<IntegerType>(outType);
    bool inFloat = formatOf(inType) && !inType.isF64();
    bool outFloat = formatOf(outType) && !outType.isF64();
    if (inInt && !cast<IntegerType>(inType).isSignless())
      return {};
    if (outInt && !cast<IntegerType>(outType).isSignless())
      return {};
    if (outType.isInteger(1)) {
      if (inInt)
        return cmp(arith::CmpIPredicate::ne, value, cst(inType, 0));
      // A float to bool (a framework form): x != 0, NaN is true.
      if (!inFloat)
        return {};
      Value x = toF32(value);
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, x,
                                   floatConstant(b, loc, b.getF32Type(), 0.0));
    }
    if (inType.isInteger(1))
      return outInt ? arith::ExtUIOp::create(b, loc, outType, value) : Value();
    if (inInt && outInt) {
      unsigned inWidth = inType.getIntOrFloatBitWidth();
      unsigned outWidth = outType.getIntOrFloatBitWidth();
      if (inWidth == outWidth)
        return value;
      if (inWidth < outWidth)
        return arith::ExtSIOp::create(b, loc, outType, value);
      return arith::TruncIOp::create(b, loc, outType, value);
    }
    if (inInt && outFloat)
      return inType.getIntOrFloatBitWidth() <= 32 ? intToFloat(value, outType)
                                                  : Value();
    if (inFloat && outInt)
      return floatToInt(value, cast<IntegerType>(outType));
    if (inFloat && outFloat) {
      if (inType == outType)
        return value;
      return fromNative(toF32(value), outType);
    }
    return {};
  }

private:
  OpBuilder &b;
  Location loc;
};

class CastConverter : public OpConversionPattern<ttosa::CastOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "expected a ranked result");
    Type outType = resultType.getElementType();
    return lowerToGeneric(op, adaptor.getInput(), rewriter,
                          [&](OpBuilder &b, Location loc, ValueRange args) {
                            return CastBuilder(b, loc).convert(args[0],
                                                               outType);
                          });
  }
};

} // namespace

void tosac::populateCastPatterns(TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<CastConverter>(converter, patterns.getContext());
}
