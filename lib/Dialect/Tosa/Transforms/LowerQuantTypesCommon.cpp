//===- LowerQuantTypesCommon.cpp - tosa-lower-quant-types helpers ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the state the op-family lowerings of
// tosa-lower-quant-types share: the quantized-type snapshot, parameter
// extraction, and the builders of zero-point constants and RESCALE ops. The
// multiplier/shift pairs come from TosaArith's computeScale32/16, the one
// derivation of the project.
//
//===----------------------------------------------------------------------===//

#include "LowerQuantTypes.h"

#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Support/TosaArith.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa;
using namespace tosac::tosa::quant_lowering;

bool tosac::tosa::quant_lowering::nearlyEqual(double a, double b) {
  return std::fabs(a - b) <= 1e-6 * std::max(std::fabs(a), std::fabs(b));
}

bool QuantParams::sameAs(const QuantParams &other) const {
  if (storage != other.storage || axis != other.axis ||
      scales.size() != other.scales.size() || zeroPoints != other.zeroPoints)
    return false;
  for (auto [a, b] : llvm::zip(scales, other.scales))
    if (!nearlyEqual(a, b))
      return false;
  return true;
}

quant::QuantizedType
tosac::tosa::quant_lowering::getQuantElementType(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  return dyn_cast<quant::QuantizedType>(type);
}

Type tosac::tosa::quant_lowering::getStorageType(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return type;
  auto quantType = dyn_cast<quant::QuantizedType>(shaped.getElementType());
  if (!quantType)
    return type;
  return shaped.clone(quantType.getStorageType());
}

void QuantLowering::record(Value value) {
  if (auto quantType = getQuantElementType(value.getType()))
    quantTypes[value] = quantType;
}

quant::QuantizedType QuantLowering::getQuant(Value value) const {
  return quantTypes.lookup(value);
}

void QuantLowering::setQuant(Value value, quant::QuantizedType type) {
  if (type)
    quantTypes[value] = type;
  else
    quantTypes.erase(value);
}

bool QuantLowering::touchesQuant(Operation *op) const {
  return llvm::any_of(op->getOperands(),
                      [&](Value v) { return getQuant(v) != nullptr; }) ||
         llvm::any_of(op->getResults(),
                      [&](Value v) { return getQuant(v) != nullptr; });
}

LogicalResult QuantLowering::notSupported(Operation *op,
                                          const Twine &why) const {
  return op->emitError() << "tosa-lower-quant-types: " << op->getName()
                         << " with quantized types is not supported yet: "
                         << why;
}

std::optional<QuantParams> QuantLowering::getParams(Operation *op,
                                                    Value value) const {
  quant::QuantizedType quantType = getQuant(value);
  if (!quantType)
    return std::nullopt;
  if (!quantType.isSigned()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << quantType;
    (void)notSupported(op, "unsigned storage type in " + text);
    return std::nullopt;
  }
  QuantParams params;
  params.storage = quantType.getStorageType();
  if (auto uniform = dyn_cast<quant::UniformQuantizedType>(quantType)) {
    params.scales.push_back(uniform.getScale());
    params.zeroPoints.push_back(uniform.getZeroPoint());
    return params;
  }
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(quantType)) {
    params.scales.assign(perAxis.getScales().begin(),
                         perAxis.getScales().end());
    params.zeroPoints.assign(perAxis.getZeroPoints().begin(),
                             perAxis.getZeroPoints().end());
    params.axis = perAxis.getQuantizedDimension();
    return params;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << quantType;
  (void)notSupported(op, "only !quant.uniform types are handled, got " + text);
  return std::nullopt;
}

FailureOr<Value> QuantLowering::buildRescale(OpBuilder &builder, Operation *op,
                                             Value input, Type resultType,
                                             ArrayRef<double> scales,
                                             int64_t inputZp,
                                             int64_t outputZp) {
  Location loc = op->getLoc();
  int64_t channels = static_cast<int64_t>(scales.size());
  SmallVector<int32_t> multipliers;
  SmallVector<int8_t> shifts;
  for (double scale : scales) {
    ArithResult<ScaleFactor> factor =
        scale32 ? computeScale32(scale) : computeScale16(scale);
    if (!factor.ok()) {
      op->emitError() << "tosa-lower-quant-types: scale " << scale << " has no "
                      << (scale32 ? 32 : 16) << "-bit multiplier and shift: "
                      << describeArithStatus(factor.status);
      return failure();
    }
    multipliers.push_back(factor.value.multiplier);
    shifts.push_back(static_cast<int8_t>(factor.value.shift));
  }

  Value multiplier;
  if (scale32) {
    auto type = RankedTensorType::get({channels}, builder.getI32Type());
    multiplier =
        ConstOp::create(builder, loc, type,
                        DenseElementsAttr::get(type, ArrayRef(multipliers)));
  } else {
    SmallVector<int16_t> narrow(multipliers.begin(), multipliers.end());
    auto type = RankedTensorType::get({channels}, builder.getI16Type());
    multiplier = ConstOp::create(
        builder, loc, type, DenseElementsAttr::get(type, ArrayRef(narrow)));
  }
  auto shiftType = RankedTensorType::get({channels}, builder.getI8Type());
  Value shift =
      ConstOp::create(builder, loc, shiftType,
                      DenseElementsAttr::get(shiftType, ArrayRef(shifts)));
  Type inElement = cast<ShapedType>(input.getType()).getElementType();
  Type outElement = cast<ShapedType>(resultType).getElementType();
  Value inZp = createScalarConst(builder, loc, inElement, inputZp);
  Value outZp = createScalarConst(builder, loc, outElement, outputZp);
  auto rescale = RescaleOp::create(
      builder, loc, resultType, input, multiplier, shift, inZp, outZp,
      /*scale32=*/scale32, RoundingMode::SINGLE_ROUND,
      /*per_channel=*/channels > 1, /*input_unsigned=*/false,
      /*output_unsigned=*/false);
  ++numRescales;
  return rescale.getResult();
}

void QuantLowering::lowerResultTypes(Operation *op) const {
  for (Value result : op->getResults())
    result.setType(getStorageType(result.getType()));
}
