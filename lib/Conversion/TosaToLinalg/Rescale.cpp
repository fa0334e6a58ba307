//===- Rescale.cpp - tosa-to-linalg for rescale ---------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers RESCALE (TOSA 1.0 section 2.13.2) to a linalg.generic
// computing the spec's pseudo-code bit-exactly:
//
//   value  = extend<int48_t>(in) - extend(input_zp)
//   result = scale32 ? apply_scale_32(value, multiplier[c], shift[c], double)
//                    : apply_scale_16(value, multiplier[c], shift[c])
//   out    = clip(result + extend(output_zp), out_t range)
//
// with c the innermost index when per_channel, else 0. INEXACT_ROUND uses the
// single-round result (within its error bound). Only apply_scale_32's
// product and the scaling of 32/48-bit inputs by apply_scale_16 use i64; the
// rest is i32. apply_scale_16 of an 8/16-bit value has |product| < 2^31 and
// rounds as ((product >> (shift - 1)) + 1) >> 1, which equals
// (product + (1 << (shift - 1))) >> shift without the overflowing add.
// apply_scale_32 with constant shifts of at least 32 (int8 networks' scales)
// rounds the product's high half in i32 instead (highProductRescale).
//
// Multiplier, shift and zero points may be constants or graph inputs. Runtime
// scalars are read with tensor.extract before the generic; per-channel
// tensors are generic operands indexed by the innermost dimension. The
// spec's data-dependent rules become cf.assert: the zero-point ERROR_IFs,
// REQUIRE(multiplier >= 0), REQUIRE(2 <= shift <= 62), apply_scale_32's value
// range and apply_scale_16's result range; each check is omitted when the
// constants (or the value ranges of the types) prove it. A shift out of range
// is clamped into [2, 62] after its check, so execution stays defined.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"
#include "IntegerRanges.h"
#include "SplitProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include <algorithm>

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// A signless integer type of `bits` bits, or null.
IntegerType signlessInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() ? intType : IntegerType();
}

/// Emits `cf.assert %ok, "'tosa.rescale' op <rule>: <what>"`.
void emitCheck(OpBuilder &b, Location loc, Value ok, const Twine &rule,
               const Twine &what) {
  std::string message = ("'tosa.rescale' op " + rule + ": " + what).str();
  cf::AssertOp::create(b, loc, ok, message);
}

/// A multiplier or shift: one constant, one runtime scalar, or a per-channel
/// tensor (a generic operand).
struct ScaleOperand {
  /// Constant values (one, or one per channel), if constant.
  std::optional<SmallVector<int64_t>> constants;
  /// The per-channel tensor operand, if per_channel.
  Value tensor;
  /// The runtime scalar read before the generic (not per-channel, not
  /// constant).
  Value scalar;

  bool isSingleConstant() const { return constants && !tensor; }
  int64_t min() const {
    return *std::min_element(constants->begin(), constants->end());
  }
  int64_t max() const {
    return *std::max_element(constants->begin(), constants->end());
  }
};

/// A zero point: a constant or a runtime scalar (extended to i32/i64).
struct ZeroPoint {
  std::optional<int64_t> constant;
  Value scalar;
  /// The values it may take.
  Interval range;
};

/// apply_scale_32(value, m, s, double_round) for 32 <= s <= 62 in 32-bit
/// arithmetic but for the product p = value * m (`m64`, i64): with
/// `amount` = s - 32 (i32),
///   x = floor((p + 2^30) / 2^31) - (value < 0 ? 1 : 0)   (DOUBLE_ROUND)
///   x = floor(p / 2^31)                                   (otherwise)
///   result = floor((x + 2^(s-32)) / 2^(s-31)) = ceil((x >> (s-32)) / 2)
/// The spec's floor((p + 2^(s-1) +- 2^30) / 2^s) equals this by nested
/// floor division (2^(s-1) = 2^(s-32) * 2^31), with floor((p - 2^30) /
/// 2^31) = floor((p + 2^30) / 2^31) - 1; |p| < 2^62 keeps x in int32 and
/// ceil(y / 2) = y - (y >> 1) never overflows. In vector code the product's
/// high half needs no widened lanes after it.
///
/// `highWord` (SINGLE_ROUND, s >= 33, with `half` = 2^(s-33) + zp 2^(s-32)
/// and `amount` = s - 32): result = floor((floor(p / 2^32) + half) /
/// 2^(s-32)), by nested floor division as above. The product's high word
/// needs no shift in vector code (HighProductLanes), and `half` is added to
/// the 32-bit word.
Value highProductRescale(OpBuilder &b, Location loc, Value value, Value m64,
                         Value amount, bool doubleRound, Value half = {},
                         bool highWord = false) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  Value p = arith::MulIOp::create(
      b, loc, arith::ExtSIOp::create(b, loc, i64, value), m64);
  if (highWord) {
    Value x = arith::TruncIOp::create(
        b, loc, i32,
        arith::ShRSIOp::create(b, loc, p, intConstant(b, loc, i64, 32)));
    return arith::ShRSIOp::create(
        b, loc, arith::AddIOp::create(b, loc, x, half), amount);
  }
  // With `half` = 2^(s-32) + zp 2^(s-31) (and `amount` = s - 31), where
  // x + half cannot overflow: ceil((x >> (s-32)) / 2) + zp =
  // floor((x + half) / 2^(s-31)), the output zero point zp included (the
  // caller then does not add it). x + half is floor((p + half 2^31 [+
  // 2^30]) / 2^31): the addition happens in the product's 64 bits, where
  // |p| < 2^62 and |half 2^31| < 2^62, so that vector code adds it to the
  // product lanes instead of to the merged 32-bit lanes.
  if (half)
    p = arith::AddIOp::create(
        b, loc, p,
        arith::ShLIOp::create(b, loc, arith::ExtSIOp::create(b, loc, i64, half),
                              intConstant(b, loc, i64, 31)));
  if (doubleRound)
    p = arith::AddIOp::create(b, loc, p, intConstant(b, loc, i64, 1 << 30));
  Value x = arith::TruncIOp::create(
      b, loc, i32,
      arith::ShRSIOp::create(b, loc, p, intConstant(b, loc, i64, 31)));
  if (doubleRound)
    x = arith::AddIOp::create(
        b, loc, x,
        arith::ShRSIOp::create(b, loc, value, intConstant(b, loc, i32, 31)));
  if (half)
    return arith::ShRSIOp::create(b, loc, x, amount);
  Value y = arith::ShRSIOp::create(b, loc, x, amount);
  return arith::SubIOp::create(
      b, loc, y,
      arith::ShRSIOp::create(b, loc, y, intConstant(b, loc, i32, 1)));
}

class RescaleConverter : public OpConversionPattern<ttosa::RescaleOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::RescaleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType)
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    for (Type element :
         {inputType.getElementType(), resultType.getElementType()})
      if (element.isUnsignedInteger()) {
        op->emitOpError()
            << "cannot be lowered yet: tensors of unsigned element type "
            << element << " (write i" << element.getIntOrFloatBitWidth()
            << " with input_unsigned / output_unsigned instead)";
        return failure();
      }
    IntegerType inType = signlessInt(inputType.getElementType());
    IntegerType outType = signlessInt(resultType.getElementType());
    if (!inType || !outType)
      return rewriter.notifyMatchFailure(op, "expected signless integers");
    unsigned inBits = inType.getWidth(), outBits = outType.getWidth();
    if (!llvm::is_contained({8u, 16u, 32u, 48u}, inBits) ||
        !llvm::is_contained({8u, 16u, 32u}, outBits))
      return rewriter.notifyMatchFailure(op, "unsupported integer widths");
    for (Value v : {adaptor.getMultiplier(), adaptor.getShift(),
                    adaptor.getInputZp(), adaptor.getOutputZp()}) {
      auto type = dyn_cast<RankedTensorType>(v.getType());
      if (!type || !type.hasStaticShape() ||
          !signlessInt(type.getElementType()))
        return rewriter.notifyMatchFailure(op, "expected static signless "
                                               "integer scale and zero points");
    }
    bool scale32 = op.getScale32(), perChannel = op.getPerChannel();
    bool inUnsigned = op.getInputUnsigned(),
         outUnsigned = op.getOutputUnsigned();
    bool doubleRound =
        op.getRoundingMode() == ttosa::RoundingMode::DOUBLE_ROUND;
    if (scale32 && inBits == 48)
      return rewriter.notifyMatchFailure(op, "scale32 with a 48-bit input");
    int64_t rank = inputType.getRank();
    if (perChannel && rank < 1)
      return rewriter.notifyMatchFailure(op, "per_channel needs rank >= 1");

    Type i1 = rewriter.getI1Type(), i32 = rewriter.getI32Type(),
         i64 = rewriter.getI64Type();
    // The value (input - input_zp) is i32 except for 48-bit inputs.
    bool wideValue = inBits == 48;
    Type valueType = wideValue ? i64 : i32;
    auto cst = [&](OpBuilder &b, Type type, int64_t v) {
      return intConstant(b, loc, type, v);
    };
    auto extend = [&](OpBuilder &b, Value v, Type to, bool isUnsigned) {
      if (v.getType() == to)
        return v;
      if (isUnsigned)
        return arith::ExtUIOp::create(b, loc, to, v).getResult();
      return arith::ExtSIOp::create(b, loc, to, v).getResult();
    };
    Value zeroIndex = arith::ConstantIndexOp::create(rewriter, loc, 0);

    // Zero points and their ERROR_IF rules: int8/uint8 may have any zero
    // point, uint16 0 or 32768, the other types only 0.
    auto readZeroPoint = [&](Value zp, unsigned bits, bool isUnsigned,
                             Type type, StringRef side) -> ZeroPoint {
      std::string t = (side + "_t").str();
      std::string flag = (side == "in" ? "input" : "output");
      std::string zpName = flag + "_zp";
      std::string zeroRule = "ERROR_IF(!is_same<" + t +
                             ",i8_t>() && (!is_same<" + t + ",i16_t>() || " +
                             flag + "_unsigned == false) && " + zpName +
                             " != 0)";
      std::string u16Rule = "ERROR_IF(is_same<" + t + ",i16_t>() && " + flag +
                            "_unsigned == true && " + zpName + " != 0 && " +
                            zpName + " != 32768)";
      bool anyValue = bits == 8;
      bool u16 = bits == 16 && isUnsigned;
      ZeroPoint result;
      if (auto values = constantIntegers(zp, isUnsigned)) {
        result.constant = values->front();
        result.range = {*result.constant, *result.constant};
        // The verifier rejects invalid constants; keep the check for IR
        // that skipped it.
        if (!anyValue && *result.constant != 0 &&
            !(u16 && *result.constant == 32768))
          emitCheck(rewriter, loc, cst(rewriter, i1, 0),
                    u16 ? u16Rule : zeroRule, "invalid " + zpName);
        return result;
      }
      Value scalar =
          tensor::ExtractOp::create(rewriter, loc, zp, ValueRange{zeroIndex});
      result.scalar = extend(rewriter, scalar, type, isUnsigned);
      result.range = typeRange(bits, isUnsigned);
      if (anyValue)
        return result;
      Value ok = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                       result.scalar, cst(rewriter, type, 0));
      if (u16) {
        Value is32768 =
            arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                  result.scalar, cst(rewriter, type, 32768));
        ok = arith::OrIOp::create(rewriter, loc, ok, is32768);
      }
      emitCheck(rewriter, loc, ok, u16 ? u16Rule : zeroRule,
                u16 ? zpName + " must be 0 or 32768"
                    : zpName + " must be 0 for this type");
      return result;
    };
    ZeroPoint inZp = readZeroPoint(adaptor.getInputZp(), inBits, inUnsigned,
                                   valueType, "in");
    ZeroPoint outZp =
        readZeroPoint(adaptor.getOutputZp(), outBits, outUnsigned, i32, "out");

    // Multiplier and shift.
    auto readScale = [&](Value v) -> ScaleOperand {
      ScaleOperand result;
      result.constants = constantIntegers(v);
      if (perChannel) {
        result.tensor = v;
        // One channel (or all equal): use the single value.
        if (result.constants && result.min() == result.max()) {
          result.constants = SmallVector<int64_t>{result.min()};
          result.tensor = Value();
        }
      } else if (!result.constants) {
        result.scalar =
            tensor::ExtractOp::create(rewriter, loc, v, ValueRange{zeroIndex});
      }
      return result;
    };
    ScaleOperand multiplier = readScale(adaptor.getMultiplier());
    ScaleOperand shift = readScale(adaptor.getShift());
    bool multiplierValid = multiplier.constants && multiplier.min() >= 0;
    bool shiftValid = shift.constants && shift.min() >= 2 && shift.max() <= 62;
    static constexpr StringLiteral kMultiplierRule = "REQUIRE(multiplier >= 0)";
    static constexpr StringLiteral kShiftRule =
        "REQUIRE(2 <= shift && shift <= 62)";
    // Constants that break a rule: the check fails at run time.
    if (multiplier.constants && !multiplierValid)
      emitCheck(rewriter, loc, cst(rewriter, i1, 0), kMultiplierRule,
                "negative multiplier");
    if (shift.constants && !shiftValid)
      emitCheck(rewriter, loc, cst(rewriter, i1, 0), kShiftRule,
                "shift out of range");

    // apply_scale_32: REQUIRE(value >= (-1 << (shift - 1)) &&
    // value < (1 << (shift - 1))). value lies in [vLo, vHi].
    Interval inRange = typeRange(inBits, inUnsigned);
    int64_t vLo = inRange.lo - inZp.range.hi, vHi = inRange.hi - inZp.range.lo;
    if (!wideValue) { // the i32 subtraction wraps for invalid zero points
      vLo = std::max<int64_t>(vLo, INT32_MIN);
      vHi = std::min<int64_t>(vHi, INT32_MAX);
    }
    bool valueRangeProven = false;
    if (scale32 && shift.constants) {
      int64_t limit = int64_t(1)
                      << (std::clamp<int64_t>(shift.min(), 2, 62) - 1);
      valueRangeProven = vLo >= -limit && vHi < limit;
    }
    // apply_scale_16 of a 32/48-bit value: REQUIRE(result fits int32_t).
    bool narrow16 = !scale32 && inBits <= 16;
    bool resultRangeProven = scale32 || narrow16;
    if (!resultRangeProven && multiplier.constants && shift.constants) {
      int64_t absValue = std::max(-vLo, vHi);
      int64_t absMultiplier =
          std::max<int64_t>(std::max(-multiplier.min(), multiplier.max()), 1);
      // |(p + round) >> shift| <= (|p| >> shift) + 1.
      if (absValue <= INT64_MAX / absMultiplier) {
        int64_t bound = ((absValue * absMultiplier) >>
                         std::clamp<int64_t>(shift.min(), 2, 62)) +
                        1;
        resultRangeProven = bound <= INT32_MAX;
      }
    }

    // The checks of runtime per-tensor multiplier and shift run once.
    auto shiftCheck = [&](OpBuilder &b, Value s8) {
      Value ge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, s8,
                                       cst(b, s8.getType(), 2));
      Value le = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, s8,
                                       cst(b, s8.getType(), 62));
      emitCheck(b, loc, arith::AndIOp::create(b, loc, ge, le), kShiftRule,
                "shift out of range");
    };
    auto multiplierCheck = [&](OpBuilder &b, Value m) {
      emitCheck(b, loc,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, m,
                                      cst(b, m.getType(), 0)),
                kMultiplierRule, "negative multiplier");
    };
    if (shift.scalar)
      shiftCheck(rewriter, shift.scalar);
    if (multiplier.scalar)
      multiplierCheck(rewriter, multiplier.scalar);

    // apply_scale_32 with every shift >= 32 (constants: what int8 networks
    // have) needs 64 bits for the product only; the rest is i32 (see
    // highProductRescale). Per-channel shifts then become a constant
    // tensor of shift - 32.
    bool highProduct = scale32 && !wideValue && shift.constants && shiftValid &&
                       shift.min() >= 32;
    // The final halving folds into the shift (highProductRescale's
    // `half`) when x + 2^(s-32) fits int32 for every channel: x <=
    // floor((vHi * m + 2^30) / 2^31) with the constant multipliers.
    bool foldHalf = highProduct && multiplier.constants && multiplierValid;
    // SINGLE_ROUND with every shift >= 33 rounds the product's high word
    // instead: floor((p + 2^(s-1)) / 2^s) = floor((floor(p / 2^32) +
    // 2^(s-33)) / 2^(s-32)), the rounding term added to the 32-bit high
    // word (highProductRescale's `highWord`).
    bool highWord = foldHalf && !doubleRound && shift.min() >= 33;
    size_t channels = foldHalf ? std::max(shift.constants->size(),
                                          multiplier.constants->size())
                               : 0;
    auto channelValue = [&](const SmallVector<int64_t> &values, size_t c) {
      return values.size() == 1 ? values.front() : values[c];
    };
    // A constant output zero point folds in too: adding zp * 2^(s-31)
    // before the shift adds zp after it, where x + 2^(s-32) + zp *
    // 2^(s-31) stays in int32 (one less in each exponent for `highWord`).
    int64_t foldedZp = outZp.constant ? *outZp.constant : 0;
    auto halfOf = [&](int64_t shiftValue) {
      int64_t base = highWord ? 33 : 32;
      return (int64_t(1) << (shiftValue - base)) +
             foldedZp * (int64_t(1) << (shiftValue - base + 1));
    };
    // Whether x + half stays in int32 for every channel, x from the
    // multipliers and the value range.
    auto halfFits = [&]() {
      for (size_t c = 0; c < channels; ++c) {
        int64_t m = channelValue(*multiplier.constants, c);
        auto xOf = [&](int64_t v) {
          return highWord ? llvm::divideFloorSigned(v * m, int64_t(1) << 32)
                          : llvm::divideFloorSigned(v * m + (int64_t(1) << 30),
                                                    int64_t(1) << 31);
        };
        // DOUBLE_ROUND subtracts 1 from x for negative values.
        int64_t xMax = xOf(std::max<int64_t>(vHi, 0));
        int64_t xMin = xOf(std::min<int64_t>(vLo, 0)) - (highWord ? 0 : 1);
        int64_t half = halfOf(channelValue(*shift.constants, c));
        if (xMax + half > INT32_MAX || xMin + half < INT32_MIN)
          return false;
      }
      return true;
    };
    if (highWord && !halfFits())
      highWord = false;
    if (foldHalf && !highWord)
      foldHalf = halfFits();
    int64_t amountBias = foldHalf && !highWord ? 31 : 32;
    Value halves;
    if (highProduct && shift.tensor) {
      SmallVector<int32_t> amounts, halfValues;
      for (int64_t value : *shift.constants) {
        amounts.push_back(static_cast<int32_t>(value - amountBias));
        halfValues.push_back(static_cast<int32_t>(halfOf(value)));
      }
      auto type =
          RankedTensorType::get({static_cast<int64_t>(amounts.size())}, i32);
      shift.tensor = arith::ConstantOp::create(
          rewriter, loc, DenseIntElementsAttr::get(type, amounts));
      if (foldHalf)
        halves = arith::ConstantOp::create(
            rewriter, loc, DenseIntElementsAttr::get(type, halfValues));
    }

    // apply_scale_32 of narrow values with shifts <= 31: 32-bit lanes
    // (SplitScale). A field that differs between channels is an i32
    // operand, one equal in all of them a constant; zero terms are left out.
    std::optional<SmallVector<SplitScale>> split;
    if (scale32 && !wideValue && !highProduct && multiplierValid && shiftValid)
      split =
          splitMultipliers(*multiplier.constants, *shift.constants, vLo, vHi);
    SmallVector<Value> splitTensors(kSplitFields);
    SmallVector<bool> splitUsed;
    if (split) {
      splitUsed = usedSplitFields(*split);
      multiplier.tensor = shift.tensor = Value();
      for (unsigned field = 0; field < kSplitFields; ++field) {
        SmallVector<int32_t> values;
        for (const SplitScale &scale : *split)
          values.push_back(static_cast<int32_t>(scale.*kSplitField[field]));
        if (llvm::all_equal(values))
          continue;
        auto type =
            RankedTensorType::get({static_cast<int64_t>(values.size())}, i32);
        splitTensors[field] = arith::ConstantOp::create(
            rewriter, loc, DenseIntElementsAttr::get(type, values));
      }
    }

    // The generic: input, then the per-channel tensors.
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<Value> inputs{adaptor.getInput()};
    SmallVector<AffineMap> maps{AffineMap::getMultiDimIdentityMap(rank, ctx)};
    AffineMap channelMap =
        rank ? AffineMap::get(rank, 0, getAffineDimExpr(rank - 1, ctx))
             : AffineMap();
    for (ScaleOperand *s : {&multiplier, &shift})
      if (s->tensor) {
        inputs.push_back(s->tensor);
        maps.push_back(channelMap);
      }
    if (halves) {
      inputs.push_back(halves);
      maps.push_back(channelMap);
    }
    for (unsigned field = 0; field < kSplitFields; ++field)
      if (splitTensors[field] && (field == 0 || splitUsed[field])) {
        inputs.push_back(splitTensors[field]);
        maps.push_back(channelMap);
      }
    maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
    SmallVector<Value> dynamicSizes;
    for (int64_t d = 0; d < rank; ++d)
      if (resultType.isDynamicDim(d))
        dynamicSizes.push_back(
            tensor::DimOp::create(rewriter, loc, adaptor.getInput(), d));
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          outType, dynamicSizes);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);

    auto body = [&](OpBuilder &b, Location, ValueRange args) {
      size_t nextArg = 1;
      // The multiplier and shift of this element, unextended.
      auto scaleValue = [&](ScaleOperand &s, Type type) -> Value {
        if (s.tensor)
          return args[nextArg++];
        if (s.scalar)
          return s.scalar;
        return cst(b, type, s.constants->front());
      };
      Type mulType = scale32 ? i32 : rewriter.getI16Type();
      Value m = scaleValue(multiplier, mulType);
      Value s8 = scaleValue(shift, rewriter.getI8Type());
      if (multiplier.tensor && !multiplierValid)
        multiplierCheck(b, m);
      if (shift.tensor && !shiftValid)
        shiftCheck(b, s8);

      // value = extend(in) - extend(input_zp)
      Value value = extend(b, args[0], valueType, inUnsigned);
      if (inZp.scalar)
        value = arith::SubIOp::create(b, loc, value, inZp.scalar);
      else if (*inZp.constant != 0)
        value = arith::SubIOp::create(b, loc, value,
                                      cst(b, valueType, *inZp.constant));

      // The shift in `type`, clamped into [2, 62] unless known valid.
      auto shiftIn = [&](Type type) -> Value {
        if (!shift.tensor && shift.constants && shiftValid)
          return cst(b, type, shift.constants->front());
        Value s = arith::ExtSIOp::create(b, loc, type, s8);
        if (shiftValid)
          return s;
        s = arith::MaxSIOp::create(b, loc, s, cst(b, type, 2));
        return arith::MinSIOp::create(b, loc, s, cst(b, type, 62));
      };

      Value result;
      if (highProduct) {
        // The per-channel operand holds shift - 32 (shift - 31 with the
        // halving folded, except in the high word) already.
        Value amount = shift.tensor
                           ? s8
                           : cst(b, i32, shift.constants->front() - amountBias);
        Value half;
        if (foldHalf)
          half = halves ? args[nextArg++]
                        : cst(b, i32, halfOf(shift.constants->front()));
        result = highProductRescale(b, loc, value, extend(b, m, i64, false),
                                    amount, doubleRound, half, highWord);
      } else if (split) {
        // The operands follow in the order of kSplitField.
        result = buildSplitProduct(
            b, loc, value,
            [&](unsigned index) -> Value {
              if (splitTensors[index])
                return args[nextArg++];
              return cst(b, i32, split->front().*kSplitField[index]);
            },
            splitUsed);
      } else if (narrow16) {
        // |value * multiplier| < 2^31; floor((p + 2^(s-1)) / 2^s) =
        // ((p >> (s - 1)) + 1) >> 1, and p >> min(s - 1, 31) equals
        // p >> (s - 1) for such p.
        Value p =
            arith::MulIOp::create(b, loc, value, extend(b, m, i32, false));
        Value amount;
        if (!shift.tensor && shift.constants && shiftValid)
          amount = cst(b, i32, std::min<int64_t>(shift.min() - 1, 31));
        else
          amount = arith::MinSIOp::create(
              b, loc,
              arith::SubIOp::create(b, loc, shiftIn(i32), cst(b, i32, 1)),
              cst(b, i32, 31));
        Value q = arith::ShRSIOp::create(b, loc, p, amount);
        q = arith::AddIOp::create(b, loc, q, cst(b, i32, 1));
        result = arith::ShRSIOp::create(b, loc, q, cst(b, i32, 1));
      } else {
        Value v64 = extend(b, value, i64, false);
        Value s64 = shiftIn(i64);
        Value p = arith::MulIOp::create(b, loc, v64, extend(b, m, i64, false));
        Value one = cst(b, i64, 1);
        Value round = arith::ShLIOp::create(
            b, loc, one, arith::SubIOp::create(b, loc, s64, one));
        // DOUBLE_ROUND moves the rounding point by 2^30 away from zero when
        // shift > 31.
        bool mayDouble = doubleRound && !(shift.constants && shift.max() <= 31);
        if (mayDouble) {
          Value isNegative = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::slt, v64, cst(b, i64, 0));
          Value adjust = arith::SelectOp::create(
              b, loc, isNegative, cst(b, i64, -(int64_t(1) << 30)),
              cst(b, i64, int64_t(1) << 30));
          Value big = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                            s64, cst(b, i64, 31));
          adjust = arith::SelectOp::create(b, loc, big, adjust, cst(b, i64, 0));
          round = arith::AddIOp::create(b, loc, round, adjust);
        }
        Value r = arith::ShRSIOp::create(
            b, loc, arith::AddIOp::create(b, loc, p, round), s64);
        if (scale32 && !valueRangeProven) {
          // REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift -
          // 1)))
          Value limit = arith::ShLIOp::create(
              b, loc, one, arith::SubIOp::create(b, loc, s64, one));
          Value ge = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::sge, v64,
              arith::SubIOp::create(b, loc, cst(b, i64, 0), limit));
          Value lt = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                           v64, limit);
          emitCheck(b, loc, arith::AndIOp::create(b, loc, ge, lt),
                    "REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << "
                    "(shift - 1)))",
                    "value out of range of apply_scale_32");
        }
        if (!scale32 && !resultRangeProven) {
          // REQUIRE(result >= minimum<int32_t> && result <= maximum<int32_t>)
          Value ge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, r,
                                           cst(b, i64, INT32_MIN));
          Value le = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, r,
                                           cst(b, i64, INT32_MAX));
          emitCheck(b, loc, arith::AndIOp::create(b, loc, ge, le),
                    "REQUIRE(result >= minimum<int32_t> && result <= "
                    "maximum<int32_t>)",
                    "apply_scale_16 result out of range");
        }
        result = arith::TruncIOp::create(b, loc, i32, r);
      }

      // out = clip(result + extend(output_zp), out_t range)
      if (outZp.scalar)
        result = arith::AddIOp::create(b, loc, result, outZp.scalar);
      else if (*outZp.constant != 0 && !foldHalf)
        result =
            arith::AddIOp::create(b, loc, result, cst(b, i32, *outZp.constant));
      if (outBits < 32) {
        Interval outRange = typeRange(outBits, outUnsigned);
        result =
            arith::MaxSIOp::create(b, loc, result, cst(b, i32, outRange.lo));
        result =
            arith::MinSIOp::create(b, loc, result, cst(b, i32, outRange.hi));
        result = arith::TruncIOp::create(b, loc, outType, result);
      }
      linalg::YieldOp::create(b, loc, result);
    };
    auto generic =
        linalg::GenericOp::create(rewriter, loc, resultType, inputs,
                                  ValueRange{empty}, maps, iterators, body);
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void tosac::populateRescalePatterns(TypeConverter &converter,
                                    RewritePatternSet &patterns) {
  patterns.add<RescaleConverter>(converter, patterns.getContext());
}
