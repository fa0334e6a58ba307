//===- ElementwiseFolders.cpp - Elementwise op folders --------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the activation, elementwise and
// comparison operators. Folds are spec-exact:
//  - integer arithmetic follows the pseudo-code bit for bit; where the spec
//    makes a result undefined (a REQUIRE, e.g. int32 ADD overflow, division
//    by zero) nothing is folded;
//  - float folding is limited to operations IEEE-754 defines exactly (add,
//    sub, mul with round-to-nearest-even, comparisons, min/max, floor/ceil,
//    abs); transcendental functions are never folded and nothing is
//    reassociated;
//  - identity folds return an operand only when its type equals the result
//    type, so no fold changes a broadcast shape.
// Constant folds take splat constants of any size and dense constants of up
// to kMaxFoldElements elements.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Largest non-splat result a constant fold materializes.
constexpr int64_t kMaxFoldElements = 1024;

//===----------------------------------------------------------------------===//
// Constant evaluation driver
//===----------------------------------------------------------------------===//

template <typename T> bool hasElementKind(Type elementType);
template <> bool hasElementKind<APInt>(Type elementType) {
  return elementType.isSignlessInteger();
}
template <> bool hasElementKind<APFloat>(Type elementType) {
  return isa<FloatType>(elementType);
}
template <> bool hasElementKind<Attribute>(Type elementType) {
  return elementType.isSignlessInteger() || isa<FloatType>(elementType);
}

/// Returns `type` if a fold may build a constant of it: a static tensor of
/// signless integers or floats.
RankedTensorType getFoldableType(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape() ||
      !hasElementKind<Attribute>(ranked.getElementType()))
    return {};
  return ranked;
}

/// For every element of `resultShape` (row-major), the index of the element
/// of an operand of shape `operandShape` it reads under broadcasting; empty
/// if the shapes do not broadcast.
SmallVector<int64_t> broadcastIndexMap(ArrayRef<int64_t> operandShape,
                                       ArrayRef<int64_t> resultShape) {
  if (operandShape.size() != resultShape.size())
    return {};
  for (auto [o, r] : llvm::zip_equal(operandShape, resultShape))
    if (o != r && o != 1)
      return {};
  int64_t rank = resultShape.size();
  SmallVector<int64_t> operandStrides(rank, 0);
  int64_t stride = 1;
  for (int64_t d = rank - 1; d >= 0; --d) {
    operandStrides[d] = operandShape[d] == 1 ? 0 : stride;
    stride *= operandShape[d];
  }
  int64_t numElements = ShapedType::getNumElements(resultShape);
  SmallVector<int64_t> map(numElements);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t flat = 0; flat < numElements; ++flat) {
    int64_t operandFlat = 0;
    for (int64_t d = 0; d < rank; ++d)
      operandFlat += index[d] * operandStrides[d];
    map[flat] = operandFlat;
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < resultShape[d])
        break;
      index[d] = 0;
    }
  }
  return map;
}

/// Evaluates `fn` elementwise over constant `operands` broadcast to
/// `resultType`. Returns null when an operand is not a dense constant of the
/// expected kind, the result is not a small static tensor, or `fn` declines
/// an element (std::nullopt: the spec leaves that result undefined).
template <typename InT, typename OutT>
Attribute
foldElementwise(ArrayRef<Attribute> operands, Type resultType,
                llvm::function_ref<std::optional<OutT>(ArrayRef<InT>)> fn) {
  RankedTensorType type = getFoldableType(resultType);
  if (!type || !hasElementKind<OutT>(type.getElementType()))
    return {};
  SmallVector<DenseElementsAttr> attrs;
  for (Attribute operand : operands) {
    auto dense = dyn_cast_or_null<DenseElementsAttr>(operand);
    if (!dense || !hasElementKind<InT>(dense.getElementType()))
      return {};
    attrs.push_back(dense);
  }

  if (llvm::all_of(attrs, [](DenseElementsAttr a) { return a.isSplat(); })) {
    SmallVector<InT> args;
    for (DenseElementsAttr attr : attrs)
      args.push_back(attr.getSplatValue<InT>());
    std::optional<OutT> value = fn(args);
    if (!value)
      return {};
    return DenseElementsAttr::get(type, ArrayRef<OutT>(*value));
  }

  if (type.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<SmallVector<InT>> values;
  SmallVector<SmallVector<int64_t>> maps;
  for (DenseElementsAttr attr : attrs) {
    maps.push_back(
        broadcastIndexMap(attr.getType().getShape(), type.getShape()));
    if (maps.back().empty() && type.getNumElements() != 0)
      return {};
    values.push_back(llvm::to_vector(attr.getValues<InT>()));
  }
  SmallVector<OutT> results;
  results.reserve(type.getNumElements());
  SmallVector<InT> args;
  for (int64_t i = 0, e = type.getNumElements(); i < e; ++i) {
    args.clear();
    for (auto [vals, map] : llvm::zip_equal(values, maps))
      args.push_back(vals[map[i]]);
    std::optional<OutT> value = fn(args);
    if (!value)
      return {};
    results.push_back(*value);
  }
  return DenseElementsAttr::get(type, results);
}

using IntFn = llvm::function_ref<std::optional<APInt>(ArrayRef<APInt>)>;
using FloatFn = llvm::function_ref<std::optional<APFloat>(ArrayRef<APFloat>)>;
using CompareIntFn = llvm::function_ref<bool(const APInt &, const APInt &)>;
using CompareFloatFn =
    llvm::function_ref<bool(const APFloat &, const APFloat &)>;

Attribute foldInt(ArrayRef<Attribute> operands, Type resultType, IntFn fn) {
  return foldElementwise<APInt, APInt>(operands, resultType, fn);
}

Attribute foldFloat(ArrayRef<Attribute> operands, Type resultType, FloatFn fn) {
  return foldElementwise<APFloat, APFloat>(operands, resultType, fn);
}

//===----------------------------------------------------------------------===//
// Element helpers
//===----------------------------------------------------------------------===//

/// Float types whose add/sub/mul APFloat rounds exactly as IEEE-754 does.
bool isIEEEFloat(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type>(
      getElementTypeOrSelf(type));
}

bool isInt(Type type) { return getElementTypeOrSelf(type).isSignlessInteger(); }

std::optional<APInt> getSplatInt(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return std::nullopt;
  return dense.getSplatValue<APInt>();
}

std::optional<APFloat> getSplatFloat(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseFPElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return std::nullopt;
  return dense.getSplatValue<APFloat>();
}

/// Returns the single value of a one-element integer constant.
std::optional<APInt> getScalarInt(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!dense || dense.getNumElements() != 1)
    return std::nullopt;
  return *dense.begin();
}

/// Returns the single value of a one-element float constant.
std::optional<APFloat> getScalarFloat(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseFPElementsAttr>(attr);
  if (!dense || dense.getNumElements() != 1)
    return std::nullopt;
  return *dense.begin();
}

/// A splat constant of the (static) result type, or null.
Attribute splatOf(Type resultType, const APInt &value) {
  RankedTensorType type = getFoldableType(resultType);
  if (!type || !type.getElementType().isInteger(value.getBitWidth()))
    return {};
  return DenseElementsAttr::get(type, value);
}

Attribute splatBool(Type resultType, bool value) {
  return splatOf(resultType, APInt(1, value));
}

Attribute splatZero(Type resultType) {
  unsigned width = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
  return splatOf(resultType, APInt::getZero(width));
}

/// Returns `value` as the fold result when its type equals the result type
/// (so the fold cannot drop a broadcast), else null.
OpFoldResult ifSameType(Value value, Type resultType) {
  if (value.getType() == resultType)
    return value;
  return {};
}

/// apply_max_s / apply_min_s for floats, including the NaN modes.
APFloat applyMaxFloat(const APFloat &a, const APFloat &b,
                      NanPropagationMode mode, bool isMax) {
  if (a.isNaN() || b.isNaN()) {
    if (mode == NanPropagationMode::PROPAGATE)
      return APFloat::getNaN(a.getSemantics());
    return a.isNaN() ? b : a;
  }
  APFloat::cmpResult cmp = a.compare(b);
  if (isMax)
    return (cmp == APFloat::cmpGreaterThan || cmp == APFloat::cmpEqual) ? a : b;
  return cmp == APFloat::cmpLessThan ? a : b;
}

APInt applyMaxInt(const APInt &a, const APInt &b, bool isMax) {
  if (isMax)
    return a.sge(b) ? a : b;
  return a.slt(b) ? a : b;
}

/// Folds an integer or float maximum/minimum.
OpFoldResult foldMinMax(Operation *op, ArrayRef<Attribute> operands,
                        NanPropagationMode mode, bool isMax) {
  Type resultType = op->getResult(0).getType();
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // max(x, x) -> x for integers (float NaN payloads may differ).
  if (lhs == rhs && isInt(resultType))
    return ifSameType(lhs, resultType);
  if (isInt(resultType))
    return foldInt(operands, resultType, [&](ArrayRef<APInt> v) {
      return std::optional<APInt>(applyMaxInt(v[0], v[1], isMax));
    });
  if (isIEEEFloat(resultType))
    return foldFloat(operands, resultType, [&](ArrayRef<APFloat> v) {
      return std::optional<APFloat>(applyMaxFloat(v[0], v[1], mode, isMax));
    });
  return {};
}

/// Folds a comparison with integer or float operands.
OpFoldResult foldCompare(Operation *op, ArrayRef<Attribute> operands,
                         CompareIntFn intFn, CompareFloatFn floatFn,
                         bool reflexive) {
  Type resultType = op->getResult(0).getType();
  Type inType = op->getOperand(0).getType();
  // x <op> x is constant for integers; a float NaN compares false.
  if (op->getOperand(0) == op->getOperand(1) && isInt(inType))
    if (Attribute attr = splatBool(resultType, reflexive))
      return attr;
  if (isInt(inType))
    return foldElementwise<APInt, APInt>(
        operands, resultType, [&](ArrayRef<APInt> v) {
          return std::optional<APInt>(APInt(1, intFn(v[0], v[1])));
        });
  if (isIEEEFloat(inType))
    return foldElementwise<APFloat, APInt>(
        operands, resultType, [&](ArrayRef<APFloat> v) {
          bool result = !v[0].isNaN() && !v[1].isNaN() && floatFn(v[0], v[1]);
          return std::optional<APInt>(APInt(1, result));
        });
  return {};
}

/// A shift amount the spec defines for an element of `width` bits.
bool isValidShift(const APInt &shift, unsigned width) {
  return !shift.isNegative() && shift.ult(width);
}

} // namespace

//===----------------------------------------------------------------------===//
// Activation functions
//===----------------------------------------------------------------------===//

OpFoldResult ClampOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  NanPropagationMode mode = getNanMode();
  // Bounds of the other signedness (framework IR) are left alone: they have
  // no one meaning on the input's elements.
  if (getMinValAttr().getType() != getStorageElementType(resultType))
    return {};
  if (auto minVal = dyn_cast<IntegerAttr>(getMinValAttr())) {
    APInt lo = minVal.getValue();
    APInt hi = cast<IntegerAttr>(getMaxValAttr()).getValue();
    // A clamp to the whole range of the type is the identity.
    if (lo.isMinSignedValue() && hi.isMaxSignedValue())
      if (OpFoldResult same = ifSameType(getInput(), resultType))
        return same;
    if (!isInt(resultType) ||
        lo.getBitWidth() !=
            getElementTypeOrSelf(resultType).getIntOrFloatBitWidth())
      return {};
    return foldInt(adaptor.getOperands(), resultType,
                   [&](ArrayRef<APInt> v) -> std::optional<APInt> {
                     return applyMaxInt(applyMaxInt(v[0], lo, true), hi, false);
                   });
  }
  APFloat lo = cast<FloatAttr>(getMinValAttr()).getValue();
  APFloat hi = cast<FloatAttr>(getMaxValAttr()).getValue();
  // clamp(x, -inf, +inf) is the identity when NaN propagates; with IGNORE a
  // NaN becomes -inf.
  if (lo.isInfinity() && lo.isNegative() && hi.isInfinity() &&
      !hi.isNegative() && mode == NanPropagationMode::PROPAGATE)
    if (OpFoldResult same = ifSameType(getInput(), resultType))
      return same;
  if (!isIEEEFloat(resultType))
    return {};
  return foldFloat(adaptor.getOperands(), resultType,
                   [&](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                     if (&v[0].getSemantics() != &lo.getSemantics())
                       return std::nullopt;
                     return applyMaxFloat(applyMaxFloat(v[0], lo, mode, true),
                                          hi, mode, false);
                   });
}

//===----------------------------------------------------------------------===//
// Elementwise binary operators
//===----------------------------------------------------------------------===//

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // x + 0 -> x. For floats only -0.0 is an identity: (-0.0) + (+0.0) is
  // +0.0.
  auto isIdentity = [&](Attribute attr) {
    if (auto i = getSplatInt(attr))
      return i->isZero();
    if (auto f = getSplatFloat(attr))
      return f->isNegZero();
    return false;
  };
  if (isIdentity(adaptor.getInput2()))
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  if (isIdentity(adaptor.getInput1()))
    if (OpFoldResult same = ifSameType(getInput2(), resultType))
      return same;
  if (isInt(resultType))
    return foldInt(adaptor.getOperands(), resultType,
                   [](ArrayRef<APInt> v) -> std::optional<APInt> {
                     // REQUIRE(c >= minimum_s<in_t>() && c <=
                     // maximum_s<in_t>())
                     bool overflow = false;
                     APInt sum = v[0].sadd_ov(v[1], overflow);
                     if (overflow)
                       return std::nullopt;
                     return sum;
                   });
  if (isIEEEFloat(resultType))
    return foldFloat(adaptor.getOperands(), resultType,
                     [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                       APFloat sum = v[0];
                       sum.add(v[1], APFloat::rmNearestTiesToEven);
                       return sum;
                     });
  return {};
}

OpFoldResult SubOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // x - 0 -> x. For floats only +0.0 is an identity: (-0.0) - (-0.0) is
  // +0.0.
  if (auto i = getSplatInt(adaptor.getInput2()); i && i->isZero())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  if (auto f = getSplatFloat(adaptor.getInput2()); f && f->isPosZero())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  // x - x -> 0 for integers (floats: inf - inf is NaN).
  if (getInput1() == getInput2() && isInt(resultType))
    if (Attribute zero = splatZero(resultType))
      return zero;
  if (isInt(resultType))
    return foldInt(adaptor.getOperands(), resultType,
                   [](ArrayRef<APInt> v) -> std::optional<APInt> {
                     // REQUIRE(c >= minimum_s<in_t>() && c <=
                     // maximum_s<in_t>())
                     bool overflow = false;
                     APInt diff = v[0].ssub_ov(v[1], overflow);
                     if (overflow)
                       return std::nullopt;
                     return diff;
                   });
  if (isIEEEFloat(resultType))
    return foldFloat(adaptor.getOperands(), resultType,
                     [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                       APFloat diff = v[0];
                       diff.subtract(v[1], APFloat::rmNearestTiesToEven);
                       return diff;
                     });
  return {};
}

OpFoldResult MulOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  Type inType = getElementTypeOrSelf(getInput1().getType());
  Type outType = getElementTypeOrSelf(resultType);
  std::optional<APInt> shiftValue = getScalarInt(adaptor.getShift());
  ArrayRef<Attribute> operands = adaptor.getOperands().take_front(2);

  if (isIEEEFloat(inType) && inType == outType) {
    // x * 1.0 -> x (shift is 0 for floats).
    if (auto f = getSplatFloat(adaptor.getInput2());
        f && f->isExactlyValue(1.0))
      if (OpFoldResult same = ifSameType(getInput1(), resultType))
        return same;
    if (auto f = getSplatFloat(adaptor.getInput1());
        f && f->isExactlyValue(1.0))
      if (OpFoldResult same = ifSameType(getInput2(), resultType))
        return same;
    return foldFloat(operands, resultType,
                     [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                       APFloat product = v[0];
                       product.multiply(v[1], APFloat::rmNearestTiesToEven);
                       return product;
                     });
  }

  if (!inType.isSignlessInteger() || !outType.isSignlessInteger() ||
      !shiftValue)
    return {};
  int64_t shift = shiftValue->getSExtValue();
  bool scaled = inType.isInteger(32) && shift > 0;
  if (shift < 0 || shift > 63 || (shift != 0 && !inType.isInteger(32)))
    return {};
  unsigned outWidth = outType.getIntOrFloatBitWidth();

  // x * 1 -> x with shift 0; x * 0 -> 0 for any shift ((0 + round) >> shift
  // is 0).
  if (!scaled) {
    if (auto i = getSplatInt(adaptor.getInput2()); i && i->isOne())
      if (OpFoldResult same = ifSameType(getInput1(), resultType))
        return same;
    if (auto i = getSplatInt(adaptor.getInput1()); i && i->isOne())
      if (OpFoldResult same = ifSameType(getInput2(), resultType))
        return same;
  }
  for (Attribute attr : operands)
    if (auto i = getSplatInt(attr); i && i->isZero())
      if (Attribute zero = splatZero(resultType))
        return zero;

  return foldInt(operands, resultType,
                 [&](ArrayRef<APInt> v) -> std::optional<APInt> {
                   if (!scaled)
                     // Low out_t bits of the product of the sign-extended
                     // operands.
                     return v[0].sext(outWidth) * v[1].sext(outWidth);
                   // int32 with shift > 0: round, shift, and require the
                   // result to fit int32.
                   int64_t product = v[0].getSExtValue() * v[1].getSExtValue();
                   int64_t round = int64_t(1) << (shift - 1);
                   // The spec computes in int64_t; (-2^31)^2 + 2^62 does not
                   // fit.
                   if (__builtin_add_overflow(product, round, &product))
                     return std::nullopt;
                   product >>= shift;
                   if (product < INT32_MIN || product > INT32_MAX)
                     return std::nullopt;
                   return APInt(32, product, /*isSigned=*/true);
                 });
}

OpFoldResult MaximumOp::fold(FoldAdaptor adaptor) {
  return foldMinMax(*this, adaptor.getOperands(), getNanMode(), true);
}

OpFoldResult MinimumOp::fold(FoldAdaptor adaptor) {
  return foldMinMax(*this, adaptor.getOperands(), getNanMode(), false);
}

OpFoldResult BitwiseAndOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    return ifSameType(getInput1(), resultType);
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}}) {
    std::optional<APInt> c = getSplatInt(attr);
    if (c && c->isAllOnes())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
    if (c && c->isZero())
      if (Attribute zero = splatZero(resultType))
        return zero;
  }
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] & v[1]; });
}

OpFoldResult BitwiseOrOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    return ifSameType(getInput1(), resultType);
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}}) {
    std::optional<APInt> c = getSplatInt(attr);
    if (c && c->isZero())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
    if (c && c->isAllOnes())
      if (Attribute ones = splatOf(resultType, *c))
        return ones;
  }
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] | v[1]; });
}

OpFoldResult BitwiseXorOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    if (Attribute zero = splatZero(resultType))
      return zero;
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}})
    if (auto c = getSplatInt(attr); c && c->isZero())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] ^ v[1]; });
}

OpFoldResult IntDivOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // x / 1 -> x.
  if (auto c = getSplatInt(adaptor.getInput2()); c && c->isOne())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  return foldInt(adaptor.getOperands(), resultType,
                 [](ArrayRef<APInt> v) -> std::optional<APInt> {
                   // REQUIRE(value2 != 0); the quotient must fit in_out_t.
                   if (v[1].isZero() ||
                       (v[0].isMinSignedValue() && v[1].isAllOnes()))
                     return std::nullopt;
                   return v[0].sdiv(v[1]);
                 });
}

OpFoldResult LogicalLeftShiftOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (auto c = getSplatInt(adaptor.getInput2()); c && c->isZero())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  return foldInt(adaptor.getOperands(), resultType,
                 [](ArrayRef<APInt> v) -> std::optional<APInt> {
                   if (!isValidShift(v[1], v[0].getBitWidth()))
                     return std::nullopt;
                   return v[0].shl(v[1]);
                 });
}

OpFoldResult LogicalRightShiftOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (auto c = getSplatInt(adaptor.getInput2()); c && c->isZero())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  return foldInt(adaptor.getOperands(), resultType,
                 [](ArrayRef<APInt> v) -> std::optional<APInt> {
                   if (!isValidShift(v[1], v[0].getBitWidth()))
                     return std::nullopt;
                   return v[0].lshr(v[1]);
                 });
}

OpFoldResult ArithmeticRightShiftOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // A shift by 0 is the identity, rounded or not.
  if (auto c = getSplatInt(adaptor.getInput2()); c && c->isZero())
    if (OpFoldResult same = ifSameType(getInput1(), resultType))
      return same;
  bool round = getRound();
  return foldInt(adaptor.getOperands(), resultType,
                 [&](ArrayRef<APInt> v) -> std::optional<APInt> {
                   if (!isValidShift(v[1], v[0].getBitWidth()))
                     return std::nullopt;
                   APInt result = v[0].ashr(v[1]);
                   // Round: add the last bit shifted out.
                   if (round && !v[1].isZero() && v[0].ashr(v[1] - 1)[0])
                     result += 1;
                   return result;
                 });
}

OpFoldResult TableOp::fold(FoldAdaptor adaptor) {
  // int8 lookups only; the int16 form interpolates.
  auto table = dyn_cast_or_null<DenseIntElementsAttr>(adaptor.getTable());
  if (!table || !table.getElementType().isInteger(8) ||
      table.getNumElements() != 256 ||
      !getElementTypeOrSelf(getType()).isInteger(8))
    return {};
  SmallVector<APInt> entries = llvm::to_vector(table.getValues<APInt>());
  return foldInt(adaptor.getInput1(), getType(),
                 [&](ArrayRef<APInt> v) -> std::optional<APInt> {
                   if (v[0].getBitWidth() != 8)
                     return std::nullopt;
                   return entries[v[0].getSExtValue() + 128];
                 });
}

//===----------------------------------------------------------------------===//
// Logical operators
//===----------------------------------------------------------------------===//

OpFoldResult LogicalAndOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    return ifSameType(getInput1(), resultType);
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}}) {
    std::optional<APInt> c = getSplatInt(attr);
    if (c && c->isOne())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
    if (c && c->isZero())
      if (Attribute no = splatBool(resultType, false))
        return no;
  }
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] & v[1]; });
}

OpFoldResult LogicalOrOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    return ifSameType(getInput1(), resultType);
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}}) {
    std::optional<APInt> c = getSplatInt(attr);
    if (c && c->isZero())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
    if (c && c->isOne())
      if (Attribute yes = splatBool(resultType, true))
        return yes;
  }
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] | v[1]; });
}

OpFoldResult LogicalXorOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  if (getInput1() == getInput2())
    if (Attribute no = splatBool(resultType, false))
      return no;
  for (auto [attr, other] : {std::pair{adaptor.getInput2(), getInput1()},
                             std::pair{adaptor.getInput1(), getInput2()}})
    if (auto c = getSplatInt(attr); c && c->isZero())
      if (OpFoldResult same = ifSameType(other, resultType))
        return same;
  return foldInt(
      adaptor.getOperands(), resultType,
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return v[0] ^ v[1]; });
}

OpFoldResult LogicalNotOp::fold(FoldAdaptor adaptor) {
  // not(not(x)) -> x.
  if (auto inner = getInput1().getDefiningOp<LogicalNotOp>())
    if (OpFoldResult same = ifSameType(inner.getInput1(), getType()))
      return same;
  return foldInt(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return ~v[0]; });
}

//===----------------------------------------------------------------------===//
// Elementwise unary operators
//===----------------------------------------------------------------------===//

OpFoldResult AbsOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // abs(abs(x)) -> abs(x).
  if (auto inner = getInput1().getDefiningOp<AbsOp>())
    if (inner.getType() == resultType)
      return getInput1();
  if (isInt(resultType))
    return foldInt(adaptor.getOperands(), resultType,
                   [](ArrayRef<APInt> v) -> std::optional<APInt> {
                     // 0 - minimum_s<in_out_t>() overflows (a REQUIRE).
                     if (v[0].isMinSignedValue())
                       return std::nullopt;
                     return v[0].abs();
                   });
  if (isIEEEFloat(resultType))
    return foldFloat(adaptor.getOperands(), resultType,
                     [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                       // -0.0 becomes +0.0, negative values are negated and
                       // NaN (not < 0) is returned unchanged.
                       APFloat value = v[0];
                       if (value.isZero() ||
                           (!value.isNaN() && value.isNegative()))
                         value.clearSign();
                       return value;
                     });
  return {};
}

OpFoldResult BitwiseNotOp::fold(FoldAdaptor adaptor) {
  // ~~x -> x.
  if (auto inner = getInput1().getDefiningOp<BitwiseNotOp>())
    if (OpFoldResult same = ifSameType(inner.getInput1(), getType()))
      return same;
  return foldInt(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APInt> v) -> std::optional<APInt> { return ~v[0]; });
}

OpFoldResult CeilOp::fold(FoldAdaptor adaptor) {
  // ceil(ceil(x)) -> ceil(x).
  if (auto inner = getInput1().getDefiningOp<CeilOp>())
    if (inner.getType() == getType())
      return getInput1();
  if (!isIEEEFloat(getType()))
    return {};
  return foldFloat(adaptor.getOperands(), getType(),
                   [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                     APFloat value = v[0];
                     value.roundToIntegral(APFloat::rmTowardPositive);
                     return value;
                   });
}

OpFoldResult FloorOp::fold(FoldAdaptor adaptor) {
  // floor(floor(x)) -> floor(x).
  if (auto inner = getInput1().getDefiningOp<FloorOp>())
    if (inner.getType() == getType())
      return getInput1();
  if (!isIEEEFloat(getType()))
    return {};
  return foldFloat(adaptor.getOperands(), getType(),
                   [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                     APFloat value = v[0];
                     value.roundToIntegral(APFloat::rmTowardNegative);
                     return value;
                   });
}

OpFoldResult ClzOp::fold(FoldAdaptor adaptor) {
  // count_leading_zeros() is defined for int32 and int64.
  Type elementType = getElementTypeOrSelf(getType());
  if (!elementType.isInteger(32) && !elementType.isInteger(64))
    return {};
  return foldInt(adaptor.getOperands(), getType(),
                 [](ArrayRef<APInt> v) -> std::optional<APInt> {
                   return APInt(v[0].getBitWidth(), v[0].countl_zero());
                 });
}

OpFoldResult NegateOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  Type elementType = getElementTypeOrSelf(resultType);
  if (elementType.isSignlessInteger()) {
    std::optional<APInt> inZp = getScalarInt(adaptor.getInput1Zp());
    std::optional<APInt> outZp = getScalarInt(adaptor.getOutputZp());
    if (!inZp || !outZp)
      return {};
    // negate(negate(x)) -> x for int32/int64 with zero points 0: the only
    // value that does not round-trip, minimum_s, overflows acc_t (REQUIRE).
    // int8/int16 saturate -minimum_s and so are not folded.
    if (auto inner = getInput1().getDefiningOp<NegateOp>()) {
      std::optional<APInt> innerIn = getConstantScalarInt(inner.getInput1Zp());
      std::optional<APInt> innerOut = getConstantScalarInt(inner.getOutputZp());
      if ((elementType.isInteger(32) || elementType.isInteger(64)) &&
          inZp->isZero() && outZp->isZero() && innerIn && innerIn->isZero() &&
          innerOut && innerOut->isZero())
        if (OpFoldResult same = ifSameType(inner.getInput1(), resultType))
          return same;
    }
    unsigned width = elementType.getIntOrFloatBitWidth();
    unsigned accWidth = width > 32 ? 64 : 32;
    APInt zp1 = inZp->sextOrTrunc(accWidth), zp2 = outZp->sextOrTrunc(accWidth);
    APInt lo = APInt::getSignedMinValue(width).sext(accWidth);
    APInt hi = APInt::getSignedMaxValue(width).sext(accWidth);
    return foldInt(adaptor.getInput1(), resultType,
                   [&](ArrayRef<APInt> v) -> std::optional<APInt> {
                     bool o1 = false, o2 = false, o3 = false;
                     APInt value = v[0].sext(accWidth).ssub_ov(zp1, o1);
                     value = APInt::getZero(accWidth).ssub_ov(value, o2);
                     value = value.sadd_ov(zp2, o3);
                     if (o1 || o2 || o3)
                       return std::nullopt;
                     value =
                         applyMaxInt(applyMaxInt(value, lo, true), hi, false);
                     return value.trunc(width);
                   });
  }
  if (!isIEEEFloat(resultType))
    return {};
  std::optional<APFloat> inZp = getScalarFloat(adaptor.getInput1Zp());
  std::optional<APFloat> outZp = getScalarFloat(adaptor.getOutputZp());
  if (!inZp || !outZp || !inZp->isZero() || !outZp->isZero())
    return {};
  // The pseudo-code computes 0 - x, which differs from an IEEE negation only
  // for zeros (and NaN signs): those elements are left unfolded.
  return foldFloat(adaptor.getInput1(), resultType,
                   [](ArrayRef<APFloat> v) -> std::optional<APFloat> {
                     if (v[0].isZero() || v[0].isNaN())
                       return std::nullopt;
                     APFloat value = v[0];
                     value.changeSign();
                     return value;
                   });
}

//===----------------------------------------------------------------------===//
// Ternary and comparison operators
//===----------------------------------------------------------------------===//

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  Type resultType = getType();
  // select(p, x, x) -> x.
  if (getInput2() == getInput3())
    if (OpFoldResult same = ifSameType(getInput2(), resultType))
      return same;
  // A constant predicate picks one side.
  if (std::optional<APInt> pred = getSplatInt(adaptor.getInput1()))
    if (OpFoldResult same =
            ifSameType(pred->isOne() ? getInput2() : getInput3(), resultType))
      return same;
  return foldElementwise<Attribute, Attribute>(
      adaptor.getOperands(), resultType,
      [](ArrayRef<Attribute> v) -> std::optional<Attribute> {
        auto pred = dyn_cast<IntegerAttr>(v[0]);
        if (!pred || !pred.getType().isInteger(1))
          return std::nullopt;
        return pred.getValue().isOne() ? v[1] : v[2];
      });
}

OpFoldResult EqualOp::fold(FoldAdaptor adaptor) {
  return foldCompare(
      *this, adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a == b; },
      [](const APFloat &a, const APFloat &b) {
        return a.compare(b) == APFloat::cmpEqual;
      },
      /*reflexive=*/true);
}

OpFoldResult GreaterOp::fold(FoldAdaptor adaptor) {
  return foldCompare(
      *this, adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a.sgt(b); },
      [](const APFloat &a, const APFloat &b) {
        return a.compare(b) == APFloat::cmpGreaterThan;
      },
      /*reflexive=*/false);
}

OpFoldResult GreaterEqualOp::fold(FoldAdaptor adaptor) {
  return foldCompare(
      *this, adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a.sge(b); },
      [](const APFloat &a, const APFloat &b) {
        APFloat::cmpResult cmp = a.compare(b);
        return cmp == APFloat::cmpGreaterThan || cmp == APFloat::cmpEqual;
      },
      /*reflexive=*/true);
}
