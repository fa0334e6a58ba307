//===- LowerQuantTypesConv.cpp - Quantized convolutions, MATMUL -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers CONV2D, CONV3D, DEPTHWISE_CONV2D, TRANSPOSE_CONV2D and
// MATMUL on quantized tensors for tosa-lower-quant-types. The op keeps its
// place: its operands take their storage types, its zero-point operands
// become constants holding the input and weight zero points, and its result
// is the int32 accumulator, whose scale is input_scale * weight_scale (per
// output channel for per-axis weights). A result typed as the quantized
// output (rather than the accumulator) is followed by a RESCALE of scale
// input_scale * weight_scale / output_scale.
//
//===----------------------------------------------------------------------===//

#include "LowerQuantTypes.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::quant_lowering;

namespace {

/// Where a convolution-like op keeps its operands.
struct ConvLayout {
  unsigned input, weight, inputZp, weightZp;
  /// The bias operand, or -1 (MATMUL).
  int bias;
};

ConvLayout getLayout(Operation *op) {
  if (isa<MatMulOp>(op))
    return {0, 1, 2, 3, -1};
  return {0, 1, 3, 4, 2};
}

/// Per output channel, the weight scale of `weight` (one entry for
/// per-tensor weights). Emits an error for a per-axis dimension that is not
/// the output channel dimension.
LogicalResult getWeightScales(Operation *op, const QuantLowering &q,
                              const QuantParams &weight, Type weightType,
                              int64_t channels,
                              SmallVectorImpl<double> &scales) {
  if (!weight.isPerAxis()) {
    scales.push_back(weight.scales[0]);
    return success();
  }
  // ERROR_IF(weight_t != i8_t && weight_zp != 0): one zero point per tensor,
  // so per-axis weights need zero points 0.
  for (int64_t zp : weight.zeroPoints)
    if (zp != 0)
      return q.notSupported(op, "per-axis weights must have zero points 0 "
                                "(TOSA takes one weight_zp), got " +
                                    llvm::Twine(zp));
  if (ShapedType::isDynamic(channels))
    return q.notSupported(op, "per-axis weights need a static number of "
                              "output channels");
  auto shaped = cast<ShapedType>(weightType);
  int64_t n = static_cast<int64_t>(weight.scales.size());
  if (isa<DepthwiseConv2DOp>(op)) {
    // Weight [KH, KW, C, M]; output channel c*M + m.
    if (!shaped.hasRank() || ShapedType::isDynamic(shaped.getDimSize(2)) ||
        ShapedType::isDynamic(shaped.getDimSize(3)))
      return q.notSupported(op, "per-axis depthwise weights need a static "
                                "shape");
    int64_t c = shaped.getDimSize(2), m = shaped.getDimSize(3);
    if (weight.axis != 2 && weight.axis != 3)
      return q.notSupported(op, "per-axis depthwise weights must be quantized "
                                "along C (2) or M (3), got axis " +
                                    llvm::Twine(weight.axis));
    for (int64_t ci = 0; ci < c; ++ci)
      for (int64_t mi = 0; mi < m; ++mi)
        scales.push_back(weight.scales[weight.axis == 2 ? ci : mi]);
    return success();
  }
  int32_t axis = isa<MatMulOp>(op) ? 2 : 0;
  if (weight.axis != axis)
    return q.notSupported(op, "per-axis weights must be quantized along the "
                              "output channels (dimension " +
                                  llvm::Twine(axis) + "), got dimension " +
                                  llvm::Twine(weight.axis));
  if (n != channels)
    return q.notSupported(op, "expected " + llvm::Twine(channels) +
                                  " weight scales, got " + llvm::Twine(n));
  scales.append(weight.scales.begin(), weight.scales.end());
  return success();
}

std::string formatDouble(double value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

/// Checks that the quantized accumulator-typed value `value` (a bias or the
/// result) has the scales `accScales` and zero point 0.
LogicalResult checkAccumulatorType(Operation *op, const QuantLowering &q,
                                   const QuantParams &params,
                                   ArrayRef<double> accScales, StringRef what) {
  for (int64_t zp : params.zeroPoints)
    if (zp != 0)
      return q.notSupported(op, what + " zero point must be 0, got " +
                                    llvm::Twine(zp));
  bool perChannel = accScales.size() > 1;
  if (params.scales.size() != accScales.size() &&
      !(params.scales.size() == 1 && llvm::all_equal(accScales)))
    return q.notSupported(
        op, what + (perChannel ? " must be quantized per output channel like "
                                 "the weights"
                               : " must be quantized per tensor like the "
                                 "weights"));
  for (size_t i = 0; i < accScales.size(); ++i) {
    double have =
        params.scales.size() == 1 ? params.scales[0] : params.scales[i];
    // Frameworks compute input_scale * weight_scale in float32.
    if (std::fabs(have - accScales[i]) > 1e-5 * accScales[i])
      return q.notSupported(op, what + " scale " + formatDouble(have) +
                                    " of channel " + llvm::Twine(i) +
                                    " is not input_scale * weight_scale = " +
                                    formatDouble(accScales[i]));
  }
  return success();
}

/// Replaces zero-point operand `index` by a constant holding `zp`, after
/// checking a constant operand does not disagree with the type.
LogicalResult setZeroPoint(OpBuilder &builder, Operation *op, QuantLowering &q,
                           unsigned index, Type storage, int64_t zp,
                           StringRef name) {
  Value old = op->getOperand(index);
  if (auto value = getConstantScalarInt(old);
      value && !value->isZero() && value->getSExtValue() != zp)
    return q.notSupported(op, name + " operand " +
                                  llvm::Twine(value->getSExtValue()) +
                                  " disagrees with the zero point " +
                                  llvm::Twine(zp) + " of the type");
  op->setOperand(index, createScalarConst(builder, op->getLoc(), storage, zp));
  // The walk visited the old constant already: drop it once unused.
  if (auto oldConst = old.getDefiningOp<ConstOp>();
      oldConst && oldConst->use_empty() &&
      oldConst->getBlock() == op->getBlock() && oldConst->isBeforeInBlock(op)) {
    q.setQuant(old, nullptr);
    oldConst->erase();
  }
  return success();
}

} // namespace

LogicalResult tosac::tosa::quant_lowering::lowerConvOrMatmul(Operation *op,
                                                             QuantLowering &q) {
  ConvLayout layout = getLayout(op);
  Value input = op->getOperand(layout.input);
  Value weight = op->getOperand(layout.weight);
  Value result = op->getResult(0);
  const char *weightName = isa<MatMulOp>(op) ? "b" : "weight";
  if (!q.getQuant(input) || !q.getQuant(weight))
    return q.notSupported(op, llvm::Twine("both the input and the ") +
                                  weightName +
                                  " must be quantized, or neither");
  std::optional<QuantParams> in = q.getParams(op, input);
  std::optional<QuantParams> w = q.getParams(op, weight);
  if (!in || !w)
    return failure();
  if (in->isPerAxis())
    return q.notSupported(op, "the input must be quantized per tensor");
  if (!in->storage.isInteger(8) || !w->storage.isInteger(8))
    return q.notSupported(op, "only i8 storage is handled (i16 inputs need "
                              "int48 accumulators)");

  auto resultType = cast<ShapedType>(result.getType());
  int64_t channels = resultType.hasRank()
                         ? resultType.getDimSize(resultType.getRank() - 1)
                         : ShapedType::kDynamic;
  SmallVector<double> weightScales;
  if (failed(
          getWeightScales(op, q, *w, weight.getType(), channels, weightScales)))
    return failure();
  SmallVector<double> accScales;
  for (double s : weightScales)
    accScales.push_back(in->scales[0] * s);

  // The bias: quantized i32 with the accumulator's scale, or plain i32.
  if (layout.bias >= 0) {
    Value bias = op->getOperand(layout.bias);
    if (q.getQuant(bias)) {
      std::optional<QuantParams> b = q.getParams(op, bias);
      if (!b)
        return failure();
      if (!b->storage.isInteger(32))
        return q.notSupported(op, "a quantized bias must have i32 storage");
      if (failed(checkAccumulatorType(op, q, *b, accScales, "the bias")))
        return failure();
    }
  }

  // The result: the accumulator, or the requantized output.
  std::optional<QuantParams> out;
  if (q.getQuant(result)) {
    out = q.getParams(op, result);
    if (!out)
      return failure();
    if (out->storage.isInteger(32)) {
      if (failed(checkAccumulatorType(op, q, *out, accScales, "the result")))
        return failure();
      out.reset();
    } else if (out->isPerAxis() || !out->storage.isInteger(8)) {
      return q.notSupported(op, "the result must be the i32 accumulator or "
                                "an i8 output quantized per tensor");
    }
  }

  OpBuilder builder(op);
  if (failed(setZeroPoint(builder, op, q, layout.inputZp, in->storage,
                          in->zeroPoints[0],
                          isa<MatMulOp>(op) ? "a_zp" : "input_zp")) ||
      failed(setZeroPoint(builder, op, q, layout.weightZp, w->storage,
                          w->isPerAxis() ? 0 : w->zeroPoints[0],
                          isa<MatMulOp>(op) ? "b_zp" : "weight_zp")))
    return failure();

  if (!out) {
    // The accumulator keeps its scale for the user that requantizes it.
    q.lowerResultTypes(op);
    return success();
  }

  // A result typed as the i8 output: accumulate in i32, then RESCALE.
  Type outType = getStorageType(result.getType());
  result.setType(resultType.clone(builder.getI32Type()));
  SmallVector<double> scales;
  for (double s : accScales)
    scales.push_back(s / out->scales[0]);
  builder.setInsertionPointAfter(op);
  FailureOr<Value> rescaled = q.buildRescale(builder, op, result, outType,
                                             scales, 0, out->zeroPoints[0]);
  if (failed(rescaled))
    return failure();
  result.replaceAllUsesExcept(*rescaled, rescaled->getDefiningOp());
  q.setQuant(*rescaled, q.getQuant(result));
  q.setQuant(result, nullptr);
  return success();
}
