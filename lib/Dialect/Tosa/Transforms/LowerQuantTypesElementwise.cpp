//===- LowerQuantTypesElementwise.cpp - Quantized element-wise ops --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the quantized ops of tosa-lower-quant-types other than
// the convolutions: ADD/SUB with the TFLite common-scale scheme, MUL, CAST
// between quantized types (a requantizing RESCALE), AVG_POOL2D, CONST, and
// the ops that cannot change scale (data movement, CLAMP, MAX_POOL2D, ...),
// which take their storage types after inputs with other parameters than
// the output are RESCALEd to the output's.
//
//===----------------------------------------------------------------------===//

#include "LowerQuantTypes.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::quant_lowering;

namespace {

std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// The one zero point of `params` (per-axis types must use one value).
std::optional<int64_t> getSingleZeroPoint(const QuantParams &params) {
  if (!llvm::all_equal(params.zeroPoints))
    return std::nullopt;
  return params.zeroPoints[0];
}

/// Replaces `result`'s uses (but the RESCALE's) by `replacement`, which
/// carries the quantized type `result` was declared with.
void replaceResult(QuantLowering &q, Value result, Value replacement) {
  result.replaceAllUsesExcept(replacement, replacement.getDefiningOp());
  q.setQuant(replacement, q.getQuant(result));
  q.setQuant(result, nullptr);
}

/// RESCALEs operands 0 and 1 of `op` (per-tensor int8) to int32 by
/// `scaleA` / `scaleB`, subtracting their zero points, and uses the results.
LogicalResult widenOperands(OpBuilder &builder, Operation *op, QuantLowering &q,
                            const QuantParams &a, double scaleA,
                            const QuantParams &b, double scaleB) {
  Type i32 = builder.getI32Type();
  for (auto [index, params, scale] :
       {std::tuple<unsigned, const QuantParams *, double>{0, &a, scaleA},
        std::tuple<unsigned, const QuantParams *, double>{1, &b, scaleB}}) {
    Value operand = op->getOperand(index);
    auto type = cast<ShapedType>(operand.getType());
    FailureOr<Value> widened =
        q.buildRescale(builder, op, operand, type.clone(i32), {scale},
                       params->zeroPoints[0], 0);
    if (failed(widened))
      return failure();
    op->setOperand(index, *widened);
  }
  return success();
}

/// Makes `result` an int32 tensor and requantizes it by `scale` to the
/// storage type and zero point of `out`, which replaces it for its users.
LogicalResult narrowResult(OpBuilder &builder, Operation *op, QuantLowering &q,
                           Value result, const QuantParams &out, double scale) {
  Type outType = getStorageType(result.getType());
  result.setType(
      cast<ShapedType>(result.getType()).clone(builder.getI32Type()));
  builder.setInsertionPointAfter(op);
  FailureOr<Value> narrowed = q.buildRescale(builder, op, result, outType,
                                             {scale}, 0, out.zeroPoints[0]);
  if (failed(narrowed))
    return failure();
  replaceResult(q, result, *narrowed);
  return success();
}

/// The per-channel scale ratios in / out for a RESCALE between two
/// quantized types on a tensor of rank `rank` (per-axis parameters only
/// along the innermost dimension, where RESCALE's per_channel works).
FailureOr<SmallVector<double>> getRatios(Operation *op, const QuantLowering &q,
                                         const QuantParams &in,
                                         const QuantParams &out, int64_t rank) {
  for (const QuantParams *p : {&in, &out})
    if (p->isPerAxis() && p->axis != rank - 1)
      return q.notSupported(
          op, "a per-axis rescale must be along the innermost dimension " +
                  llvm::Twine(rank - 1) + ", got " + llvm::Twine(p->axis));
  size_t n = std::max(in.scales.size(), out.scales.size());
  if (in.scales.size() != 1 && out.scales.size() != 1 &&
      in.scales.size() != out.scales.size())
    return q.notSupported(op, "per-axis parameters of different "
                              "lengths");
  SmallVector<double> ratios;
  for (size_t i = 0; i < n; ++i)
    ratios.push_back(in.scales[in.scales.size() == 1 ? 0 : i] /
                     out.scales[out.scales.size() == 1 ? 0 : i]);
  return ratios;
}

/// RESCALEs `input` (quantized with `in`) to the parameters `out`, giving a
/// value of `out.storage` elements. Checks RESCALE's zero-point rules.
FailureOr<Value> requantize(OpBuilder &builder, Operation *op, QuantLowering &q,
                            Value input, const QuantParams &in,
                            const QuantParams &out) {
  auto inType = cast<ShapedType>(input.getType());
  if (!inType.hasRank())
    return q.notSupported(op, "unranked quantized tensors");
  std::optional<int64_t> inZp = getSingleZeroPoint(in);
  std::optional<int64_t> outZp = getSingleZeroPoint(out);
  if (!inZp || !outZp)
    return q.notSupported(op, "per-axis zero points that differ");
  // ERROR_IF(in_t != i8_t && input_zp != 0) (and out_t).
  if ((!in.storage.isInteger(8) && *inZp != 0) ||
      (!out.storage.isInteger(8) && *outZp != 0))
    return q.notSupported(op, "non-zero zero points need i8 storage");
  FailureOr<SmallVector<double>> ratios =
      getRatios(op, q, in, out, inType.getRank());
  if (failed(ratios))
    return failure();
  return q.buildRescale(builder, op, input, inType.clone(out.storage), *ratios,
                        *inZp, *outZp);
}

/// True when two parameter sets map storage values to the same reals;
/// per-axis sets compare their lists (data movement may move the axis).
bool sameMapping(const QuantParams &a, const QuantParams &b) {
  if (a.isPerAxis() && b.isPerAxis()) {
    QuantParams c = b;
    c.axis = a.axis;
    return a.sameAs(c);
  }
  return a.sameAs(b);
}

/// The operands of a scale-preserving op that carry data of the output's
/// quantization, or std::nullopt for ops that are not scale-preserving.
std::optional<SmallVector<unsigned>> getDataOperands(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<SmallVector<unsigned>>>(op)
      .Case<ClampOp, MaxPool2dOp, ReshapeOp, TransposeOp, SliceOp, TileOp,
            ReverseOp, IdentityOp, ReduceMaxOp, ReduceMinOp, GatherOp, PadOp,
            ResizeOp>([](Operation *) { return SmallVector<unsigned>{0}; })
      .Case<SelectOp>([](Operation *) {
        return SmallVector<unsigned>{1, 2};
      })
      .Case<MaximumOp, MinimumOp>([](Operation *) {
        return SmallVector<unsigned>{0, 1};
      })
      .Case<ConcatOp>([](Operation *op) {
        SmallVector<unsigned> all;
        for (unsigned i = 0; i < op->getNumOperands(); ++i)
          all.push_back(i);
        return all;
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// The storage values of a quantized constant given as strings: either one
/// hex blob "0x..." of little-endian storage values (one value for a splat,
/// or all of them), or one integer string per element.
FailureOr<DenseElementsAttr> decodeStorageValues(DenseStringElementsAttr attr,
                                                 ShapedType type) {
  ArrayRef<StringRef> strings = attr.getRawStringData();
  unsigned bits = type.getElementTypeBitWidth();
  size_t bytes = (bits + 7) / 8;
  if (strings.size() == 1 && strings[0].starts_with_insensitive("0x")) {
    StringRef hex = strings[0].drop_front(2);
    if (hex.size() % 2 != 0)
      return failure();
    std::vector<char> raw;
    for (size_t i = 0; i < hex.size(); i += 2) {
      unsigned byte;
      if (hex.substr(i, 2).getAsInteger(16, byte))
        return failure();
      raw.push_back(static_cast<char>(byte));
    }
    if (raw.size() != bytes &&
        raw.size() != bytes * static_cast<size_t>(type.getNumElements()))
      return failure();
    bool splat = false;
    if (!DenseElementsAttr::isValidRawBuffer(type, raw, splat))
      return failure();
    return DenseElementsAttr::getFromRawBuffer(type, raw);
  }
  SmallVector<APInt> values;
  for (StringRef text : strings) {
    int64_t v;
    if (text.getAsInteger(0, v))
      return failure();
    values.push_back(APInt(bits, v, /*isSigned=*/true));
  }
  if (values.size() != 1 &&
      values.size() != static_cast<size_t>(type.getNumElements()))
    return failure();
  return DenseElementsAttr::get(type, values);
}

} // namespace

//===----------------------------------------------------------------------===//
// CONST
//===----------------------------------------------------------------------===//

LogicalResult tosac::tosa::quant_lowering::lowerConst(Operation *op,
                                                      QuantLowering &q) {
  auto constOp = cast<ConstOp>(op);
  auto newType = cast<ShapedType>(getStorageType(constOp.getType()));
  Attribute values = constOp.getValues();
  ElementsAttr newValues;
  if (auto strings = dyn_cast<DenseStringElementsAttr>(values)) {
    // MLIR parses `dense<"0x...">` of a quantized element type as strings.
    FailureOr<DenseElementsAttr> decoded =
        decodeStorageValues(strings, newType);
    if (failed(decoded))
      return q.notSupported(op, "constant values must be one hex string of the "
                                "storage values (dense<\"0x...\">) or one "
                                "integer string per element");
    newValues = *decoded;
  } else if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(values)) {
    newValues =
        DenseElementsAttr::getFromRawBuffer(newType, dense.getRawData());
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(values)) {
    newValues =
        DenseResourceElementsAttr::get(newType, resource.getRawHandle());
  } else {
    return q.notSupported(op, "constant values of attribute kind other than "
                              "dense or dense_resource");
  }
  constOp.setValuesAttr(newValues);
  q.lowerResultTypes(op);
  return success();
}

//===----------------------------------------------------------------------===//
// ADD / SUB
//===----------------------------------------------------------------------===//

LogicalResult tosac::tosa::quant_lowering::lowerAddSub(Operation *op,
                                                       QuantLowering &q) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Value result = op->getResult(0);
  if (!q.getQuant(lhs) || !q.getQuant(rhs) || !q.getQuant(result))
    return q.notSupported(op, "mixes quantized and plain tensors");
  std::optional<QuantParams> a = q.getParams(op, lhs);
  std::optional<QuantParams> b = q.getParams(op, rhs);
  std::optional<QuantParams> out = q.getParams(op, result);
  if (!a || !b || !out)
    return failure();
  if (a->isPerAxis() || b->isPerAxis() || out->isPerAxis())
    return q.notSupported(op, "per-axis quantization");
  if (!a->storage.isInteger(8) || !b->storage.isInteger(8) ||
      !out->storage.isInteger(8))
    return q.notSupported(op, "only i8 storage is handled");

  // The TFLite scheme: both inputs move to the common scale 2 * max(s_a,
  // s_b) / 2^L in int32, are added there, and the sum is requantized.
  double twiceMax = 2.0 * std::max(a->scales[0], b->scales[0]);
  double shifted = std::ldexp(1.0, q.addSubLeftShift());
  OpBuilder builder(op);
  if (failed(widenOperands(builder, op, q, *a,
                           a->scales[0] / twiceMax * shifted, *b,
                           b->scales[0] / twiceMax * shifted)))
    return failure();
  return narrowResult(builder, op, q, result, *out,
                      twiceMax / (shifted * out->scales[0]));
}

//===----------------------------------------------------------------------===//
// MUL
//===----------------------------------------------------------------------===//

LogicalResult tosac::tosa::quant_lowering::lowerMul(Operation *op,
                                                    QuantLowering &q) {
  auto mul = cast<MulOp>(op);
  Value lhs = mul.getInput1(), rhs = mul.getInput2();
  Value result = mul.getOutput();
  if (!q.getQuant(lhs) || !q.getQuant(rhs) || !q.getQuant(result))
    return q.notSupported(op, "mixes quantized and plain tensors");
  std::optional<QuantParams> a = q.getParams(op, lhs);
  std::optional<QuantParams> b = q.getParams(op, rhs);
  std::optional<QuantParams> out = q.getParams(op, result);
  if (!a || !b || !out)
    return failure();
  if (a->isPerAxis() || b->isPerAxis() || out->isPerAxis())
    return q.notSupported(op, "per-axis quantization");
  if (!a->storage.isInteger(8) || !b->storage.isInteger(8) ||
      !(out->storage.isInteger(8) || out->storage.isInteger(32)))
    return q.notSupported(op, "only i8 inputs and an i8 or i32 result are "
                              "handled");
  if (auto shift = getConstantScalarInt(mul.getShift());
      !shift || !shift->isZero())
    return q.notSupported(op, "the shift operand must be the constant 0");

  // (a - zp_a) * (b - zp_b) in int32 has the scale s_a * s_b: RESCALE both
  // inputs to int32 by 1.0 (subtracting the zero points), multiply, then
  // requantize by s_a * s_b / s_out (or keep the int32 product when the
  // result is typed with scale s_a * s_b).
  double productScale = a->scales[0] * b->scales[0];
  OpBuilder builder(op);
  if (failed(widenOperands(builder, op, q, *a, 1.0, *b, 1.0)))
    return failure();
  if (out->storage.isInteger(32)) {
    if (out->zeroPoints[0] != 0 ||
        std::fabs(out->scales[0] - productScale) > 1e-5 * productScale)
      return q.notSupported(op, "an i32 result must have zero point 0 and the "
                                "scale input1_scale * input2_scale");
    q.lowerResultTypes(op);
    return success();
  }
  return narrowResult(builder, op, q, result, *out,
                      productScale / out->scales[0]);
}

//===----------------------------------------------------------------------===//
// CAST
//===----------------------------------------------------------------------===//

LogicalResult tosac::tosa::quant_lowering::lowerCast(Operation *op,
                                                     QuantLowering &q) {
  Value input = op->getOperand(0), result = op->getResult(0);
  quant::QuantizedType inQuant = q.getQuant(input);
  quant::QuantizedType outQuant = q.getQuant(result);
  if (!inQuant || !outQuant) {
    // A cast between a quantized type and its own storage type only
    // reinterprets the values: drop it.
    Type plain = getStorageType(inQuant ? result.getType() : input.getType());
    Type storage =
        inQuant ? inQuant.getStorageType() : outQuant.getStorageType();
    if (cast<ShapedType>(plain).getElementType() != storage)
      return q.notSupported(
          op, "only casts between quantized types (requantization) or to and "
              "from the storage type are handled, got " +
                  printType(inQuant ? result.getType() : input.getType()));
    // An identity keeps users of the quantized side seeing a quantized value
    // (and users of the plain side a plain one).
    OpBuilder builder(op);
    auto identity = IdentityOp::create(builder, op->getLoc(),
                                       getStorageType(result.getType()), input);
    result.replaceAllUsesWith(identity.getResult());
    q.setQuant(identity.getResult(), outQuant);
    q.setQuant(result, nullptr);
    op->erase();
    return success();
  }
  std::optional<QuantParams> in = q.getParams(op, input);
  std::optional<QuantParams> out = q.getParams(op, result);
  if (!in || !out)
    return failure();
  OpBuilder builder(op);
  FailureOr<Value> rescaled = requantize(builder, op, q, input, *in, *out);
  if (failed(rescaled))
    return failure();
  result.replaceAllUsesWith(*rescaled);
  q.setQuant(*rescaled, outQuant);
  q.setQuant(result, nullptr);
  op->erase();
  return success();
}

//===----------------------------------------------------------------------===//
// AVG_POOL2D
//===----------------------------------------------------------------------===//

LogicalResult tosac::tosa::quant_lowering::lowerAvgPool(Operation *op,
                                                        QuantLowering &q) {
  auto pool = cast<AvgPool2dOp>(op);
  Value result = pool.getOutput();
  if (!q.getQuant(pool.getInput()) || !q.getQuant(result))
    return q.notSupported(op, "mixes quantized and plain tensors");
  std::optional<QuantParams> in = q.getParams(op, pool.getInput());
  std::optional<QuantParams> out = q.getParams(op, result);
  if (!in || !out)
    return failure();
  if (in->isPerAxis() || out->isPerAxis())
    return q.notSupported(op, "per-axis quantization");
  if (in->storage != out->storage ||
      !(in->storage.isInteger(8) || in->storage.isInteger(16)))
    return q.notSupported(op, "input and output must both have i8 or i16 "
                              "storage");

  // AVG_POOL2D subtracts input_zp, averages and adds output_zp: it changes
  // the zero point but not the scale. Other scales are RESCALEd afterwards
  // (the average is then rounded twice).
  bool sameScale = nearlyEqual(in->scales[0], out->scales[0]);
  int64_t poolOutZp = sameScale ? out->zeroPoints[0] : in->zeroPoints[0];
  OpBuilder builder(op);
  pool.getInputZpMutable().assign(
      createScalarConst(builder, op->getLoc(), in->storage, in->zeroPoints[0]));
  pool.getOutputZpMutable().assign(
      createScalarConst(builder, op->getLoc(), out->storage, poolOutZp));
  q.lowerResultTypes(op);
  if (sameScale)
    return success();
  builder.setInsertionPointAfter(op);
  QuantParams poolParams = *in;
  FailureOr<Value> rescaled =
      requantize(builder, op, q, result, poolParams, *out);
  if (failed(rescaled))
    return failure();
  replaceResult(q, result, *rescaled);
  return success();
}

//===----------------------------------------------------------------------===//
// Scale-preserving ops
//===----------------------------------------------------------------------===//

LogicalResult
tosac::tosa::quant_lowering::lowerScalePreserving(Operation *op,
                                                  QuantLowering &q) {
  // RESCALE states its own multiplier, shift and zero points; ARGMAX returns
  // indices. Both only need their operands' storage types.
  if (isa<RescaleOp>(op) ||
      (isa<ArgMaxOp>(op) && !q.getQuant(op->getResult(0)))) {
    q.lowerResultTypes(op);
    return success();
  }
  if (auto resize = dyn_cast<ResizeOp>(op);
      resize && resize.getMode() != ResizeMode::NEAREST_NEIGHBOR)
    return q.notSupported(op, "BILINEAR resizing scales the values; use "
                              "NEAREST_NEIGHBOR or dequantize first");
  std::optional<SmallVector<unsigned>> data = getDataOperands(op);
  if (!data)
    return q.notSupported(op, "no lowering rule for this operator");
  Value result = op->getResult(0);
  if (!q.getQuant(result))
    return q.notSupported(op, "a quantized input with a plain result");
  std::optional<QuantParams> out = q.getParams(op, result);
  if (!out)
    return failure();

  OpBuilder builder(op);
  for (unsigned index : *data) {
    Value operand = op->getOperand(index);
    if (!q.getQuant(operand))
      return q.notSupported(op, "operand #" + llvm::Twine(index) +
                                    " is plain while the result is quantized");
    std::optional<QuantParams> in = q.getParams(op, operand);
    if (!in)
      return failure();
    if (sameMapping(*in, *out))
      continue;
    if (in->isPerAxis() || out->isPerAxis())
      return q.notSupported(op, "per-axis parameters that differ between "
                                "operand #" +
                                    llvm::Twine(index) + " and the result");
    FailureOr<Value> rescaled = requantize(builder, op, q, operand, *in, *out);
    if (failed(rescaled))
      return failure();
    op->setOperand(index, *rescaled);
  }

  // PAD fills with the zero point, i.e. with the real value 0.
  if (auto pad = dyn_cast<PadOp>(op)) {
    std::optional<int64_t> zp = getSingleZeroPoint(*out);
    if (!zp)
      return q.notSupported(op, "per-axis zero points that differ");
    pad.getPadConstMutable().assign(
        createScalarConst(builder, op->getLoc(), out->storage, *zp));
  }
  q.lowerResultTypes(op);
  return success();
}
