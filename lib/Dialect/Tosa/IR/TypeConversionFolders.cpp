//===- TypeConversionFolders.cpp - Type conversion op folders -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of CAST and RESCALE (TOSA 1.0 section
// 2.13). Every fold produces exactly the result the spec defines:
//
//  * CAST to the input type is the input.
//  * CAST of a constant is evaluated for the conversions whose result the
//    spec fixes: integer to integer (sign extension or truncation), bool to
//    integer (0/1), integer to bool (value != 0), float to integer (round to
//    nearest even, saturate; never for NaN, which is unpredictable), integer
//    to fp16/bf16/fp32 (round to nearest even), and float to float when the
//    conversion is exact (always for a widening). Inexact float narrowing is
//    left alone: the spec lets implementations round either way.
//  * RESCALE by multiplier 2^k and shift k with equal zero points and types
//    is the identity, when the spec's arithmetic provably returns the input.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

bool isBool(Type type) { return type.isInteger(1); }

/// A signless integer type of at least 2 bits (TOSA's signed integers).
bool isSignedInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() && intType.getWidth() > 1;
}

/// Float targets that integers fold to: they have infinities, so the spec's
/// rounding (including overflow) is plain IEEE round to nearest even.
bool isIeeeLikeFloat(Type type) {
  return type.isF16() || type.isBF16() || type.isF32();
}

/// Converts one integer (or bool) element to an integer (or bool) type.
std::optional<APInt> castIntToInt(const APInt &value, Type from, Type to) {
  unsigned bits = cast<IntegerType>(to).getWidth();
  if (isBool(to))
    return APInt(1, !value.isZero());
  if (isBool(from))
    return APInt(bits, value.isZero() ? 0 : 1);
  return value.sextOrTrunc(bits);
}

/// Converts one float element to a signed integer type: round to nearest,
/// ties to even, then saturate. NaN results are unpredictable: no fold.
std::optional<APInt> castFloatToInt(const APFloat &value, Type to) {
  if (value.isNaN())
    return std::nullopt;
  APFloat rounded = value;
  rounded.roundToIntegral(APFloat::rmNearestTiesToEven);
  unsigned bits = cast<IntegerType>(to).getWidth();
  llvm::APSInt result(bits, /*isUnsigned=*/false);
  bool isExact = false;
  // Out-of-range values (including infinities) saturate.
  (void)rounded.convertToInteger(result, APFloat::rmTowardZero, &isExact);
  return APInt(result);
}

/// Converts one integer element to a float type, rounding to nearest even.
APFloat castIntToFloat(const APInt &value, Type to) {
  APFloat result(cast<FloatType>(to).getFloatSemantics());
  (void)result.convertFromAPInt(value, /*IsSigned=*/true,
                                APFloat::rmNearestTiesToEven);
  return result;
}

/// Converts one float element to another float type when that is exact.
std::optional<APFloat> castFloatToFloat(const APFloat &value, Type to) {
  const llvm::fltSemantics &semantics = cast<FloatType>(to).getFloatSemantics();
  bool widening = APFloat::isRepresentableBy(value.getSemantics(), semantics);
  APFloat result = value;
  bool losesInfo = false;
  APFloat::opStatus status =
      result.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  if (!widening && (status != APFloat::opOK || losesInfo))
    return std::nullopt;
  return result;
}

/// Applies `convert` to every element of `input` (once for a splat) and
/// builds the constant of `type`; null if some element does not fold.
template <typename In, typename Out>
DenseElementsAttr
mapElements(DenseElementsAttr input, ShapedType type,
            function_ref<std::optional<Out>(const In &)> convert) {
  SmallVector<Out> results;
  if (input.isSplat()) {
    std::optional<Out> value = convert(input.getSplatValue<In>());
    if (!value)
      return {};
    return DenseElementsAttr::get(type, ArrayRef<Out>(*value));
  }
  results.reserve(input.getNumElements());
  for (const In &element : input.getValues<In>()) {
    std::optional<Out> value = convert(element);
    if (!value)
      return {};
    results.push_back(*value);
  }
  return DenseElementsAttr::get(type, results);
}

/// Evaluates CAST of the constant `input` to `type`, or returns null.
DenseElementsAttr foldCastConstant(DenseElementsAttr input, ShapedType type) {
  Type from = input.getElementType(), to = type.getElementType();
  bool fromInt = isBool(from) || isSignedInt(from);
  bool toInt = isBool(to) || isSignedInt(to);
  if (fromInt && toInt)
    return mapElements<APInt, APInt>(
        input, type, [&](const APInt &v) { return castIntToInt(v, from, to); });
  if (isa<FloatType>(from) && isSignedInt(to))
    return mapElements<APFloat, APInt>(
        input, type, [&](const APFloat &v) { return castFloatToInt(v, to); });
  if (isSignedInt(from) && isIeeeLikeFloat(to))
    return mapElements<APInt, APFloat>(
        input, type, [&](const APInt &v) -> std::optional<APFloat> {
          return castIntToFloat(v, to);
        });
  if (isa<FloatType>(from) && isa<FloatType>(to))
    return mapElements<APFloat, APFloat>(
        input, type, [&](const APFloat &v) { return castFloatToFloat(v, to); });
  return {};
}

/// Returns the elements of a constant integer tensor.
std::optional<SmallVector<int64_t>> getConstantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> result;
  for (const APInt &v : attr.getValues<APInt>())
    result.push_back(v.getSExtValue());
  return result;
}

} // namespace

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType())
    return getInput();
  auto input = dyn_cast_or_null<DenseElementsAttr>(adaptor.getInput());
  auto type = dyn_cast<RankedTensorType>(getType());
  if (!input || !type || !type.hasStaticShape() ||
      input.getType().getShape() != type.getShape())
    return {};
  // Keep one copy of a large constant: fold a non-splat only if this cast is
  // its only user.
  if (!input.isSplat() && !getInput().hasOneUse())
    return {};
  return foldCastConstant(input, type);
}

OpFoldResult RescaleOp::fold(FoldAdaptor) {
  // rescale(x) with multiplier 2^k, shift k, equal zero points and equal
  // signed types is x: apply_scale computes (v * 2^k + 2^(k-1)) >> k == v
  // for v = x - zp, and v + zp == x needs no clipping. DOUBLE_ROUND only
  // differs for shift > 31, which a 2^k multiplier cannot reach;
  // INEXACT_ROUND is not folded.
  if (getInput().getType() != getType() || getInputUnsigned() ||
      getOutputUnsigned())
    return {};
  RoundingMode mode = getRoundingMode();
  if (mode != RoundingMode::SINGLE_ROUND && mode != RoundingMode::DOUBLE_ROUND)
    return {};
  auto intType = dyn_cast<IntegerType>(getElementTypeOrSelf(getType()));
  if (!intType || !intType.isSignless())
    return {};
  unsigned bits = intType.getWidth();
  if (bits != 8 && bits != 16 && bits != 32)
    return {};

  auto inputZp = getConstantScalarInt(getInputZp());
  auto outputZp = getConstantScalarInt(getOutputZp());
  if (!inputZp || !outputZp ||
      inputZp->getSExtValue() != outputZp->getSExtValue())
    return {};
  int64_t zp = inputZp->getSExtValue();
  // Range of v = x - zp.
  int64_t low = -(int64_t(1) << (bits - 1)) - zp;
  int64_t high = (int64_t(1) << (bits - 1)) - 1 - zp;

  auto multipliers = getConstantInts(getMultiplier());
  auto shifts = getConstantInts(getShift());
  if (!multipliers || !shifts || multipliers->size() != shifts->size() ||
      multipliers->empty())
    return {};
  for (auto [multiplier, shift] : llvm::zip_equal(*multipliers, *shifts)) {
    if (shift < 2 || shift > 62 || multiplier != (int64_t(1) << shift))
      return {};
    // apply_scale_32 REQUIREs -2^(shift-1) <= v < 2^(shift-1).
    int64_t bound = int64_t(1) << (shift - 1);
    if (getScale32() && (low < -bound || high >= bound))
      return {};
  }
  return getInput();
}
