//===- ConvVerifiers.cpp - Convolution verification -----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of CONV2D, CONV3D, DEPTHWISE_CONV2D and TRANSPOSE_CONV2D (TOSA 1.0
// sections 2.3.3-2.3.5 and 2.3.10). Checks run only on what is known:
// dynamic extents, unranked operands and non-constant zero points are
// skipped.
//
//===----------------------------------------------------------------------===//

#include "TensorOpUtils.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::detail;

namespace {

//===----------------------------------------------------------------------===//
// Forward convolutions (CONV2D, CONV3D, DEPTHWISE_CONV2D)
//===----------------------------------------------------------------------===//

const char *const kConv2DExtentRules[] = {
    "OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, "
    "stride_y) + 1",
    "OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, "
    "stride_x) + 1"};
const char *const kConv3DExtentRules[] = {
    "OD != idiv_check(ID - 1 + pad_d0 + pad_d1 - (KD - 1) * dilation_d, "
    "stride_d) + 1",
    kConv2DExtentRules[0], kConv2DExtentRules[1]};
const char *const k2DNames[] = {"height", "width"};
const char *const k3DNames[] = {"depth", "height", "width"};

/// How one forward convolution lays out its operands and words its rules.
struct ConvForm {
  /// Number of spatial dimensions (2 or 3).
  int64_t spatialRank;
  /// True for DEPTHWISE_CONV2D: weight [KH, KW, C, M], output channels C*M.
  /// Otherwise weight [OC, K..., IC] and output channels OC.
  bool depthwise;
  ArrayRef<const char *> extentRules;
  ArrayRef<const char *> dimNames;
  const char *padRule;
  const char *strideRule;
  const char *dilationRule;
  const char *biasRule;
};

const ConvForm kConv2DForm = {
    2,
    false,
    kConv2DExtentRules,
    k2DNames,
    "pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0",
    "stride_y < 1 || stride_x < 1",
    "dilation_y < 1 || dilation_x < 1",
    "BC != OC && BC != 1"};

const ConvForm kConv3DForm = {
    3,
    false,
    kConv3DExtentRules,
    k3DNames,
    "pad_d0 < 0 || pad_d1 < 0 || pad_top < 0 || pad_bottom < 0 || "
    "pad_left < 0 || pad_right < 0",
    "stride_d < 1 || stride_y < 1 || stride_x < 1",
    "dilation_d < 1 || dilation_y < 1 || dilation_x < 1",
    "BC != OC && BC != 1"};

const ConvForm kDepthwiseForm = {2,
                                 true,
                                 kConv2DExtentRules,
                                 k2DNames,
                                 kConv2DForm.padRule,
                                 kConv2DForm.strideRule,
                                 kConv2DForm.dilationRule,
                                 "BC != C*M && BC != 1"};

/// The operands and attributes of a forward convolution.
struct ConvOperands {
  Type input, weight, bias;
  ArrayRef<int64_t> pad, stride, dilation;
};

/// Returns the position of kernel dimension `i` in the weight.
int64_t kernelDim(const ConvForm &form, int64_t i) {
  return form.depthwise ? i : i + 1;
}

/// Returns the output channel count the weight implies (OC, or C*M for a
/// depthwise convolution), or kDynamic.
int64_t weightOutputChannels(const ConvForm &form, const ConvOperands &ops) {
  if (!form.depthwise)
    return getExtent(ops.weight, 0);
  int64_t c = mergeExtents(getExtent(ops.input, 3), getExtent(ops.weight, 2));
  int64_t m = getExtent(ops.weight, 3);
  if (ShapedType::isDynamic(c) || ShapedType::isDynamic(m))
    return ShapedType::kDynamic;
  return llvm::checkedMul<int64_t>(c, m).value_or(ShapedType::kDynamic);
}

WindowDim windowDim(const ConvForm &form, const ConvOperands &ops, int64_t i) {
  return {getExtent(ops.input, i + 1),
          getExtent(ops.weight, kernelDim(form, i)),
          ops.pad[2 * i],
          ops.pad[2 * i + 1],
          ops.stride[i],
          ops.dilation[i]};
}

void inferConvShape(const ConvForm &form, const ConvOperands &ops,
                    SmallVectorImpl<ShapedTypeComponents> &results) {
  // Inference may run before the attributes were verified.
  size_t rank = form.spatialRank;
  if (ops.pad.size() != 2 * rank || ops.stride.size() != rank ||
      ops.dilation.size() != rank) {
    results.push_back(ShapedTypeComponents());
    return;
  }
  SmallVector<int64_t> shape;
  shape.push_back(getExtent(ops.input, 0));
  for (int64_t i = 0; i < form.spatialRank; ++i)
    shape.push_back(inferWindowExtent(windowDim(form, ops, i)));
  int64_t channels = weightOutputChannels(form, ops);
  int64_t biasChannels = getExtent(ops.bias, 0);
  if (ShapedType::isDynamic(channels) && biasChannels != 1)
    channels = biasChannels;
  shape.push_back(channels);
  results.push_back(ShapedTypeComponents(shape));
}

/// Checks the zero points, accumulator and bias types the argument table and
/// the pseudo-code's first two ERROR_IF lines require of every convolution.
LogicalResult verifyConvTypes(Operation *op, Value input, Value weight,
                              Value bias, Value inputZp, Value weightZp,
                              Value output, Type accType) {
  // ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
  // ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0)
  if (failed(
          verifyZeroPoint(op, inputZp, input.getType(), "input_zp", "in_t")) ||
      failed(verifyZeroPoint(op, weightZp, weight.getType(), "weight_zp",
                             "weight_t")))
    return failure();
  if (failed(verifyAccType(op, input.getType(), accType,
                           AccTypeTable::Convolution)))
    return failure();
  // The bias and the output are both of type out_t. As upstream, integer
  // convolutions take any bias type here (frameworks emit i16 or i64 biases);
  // tosa-validate reports the combination.
  if (getStorageElementType(output.getType()).isInteger())
    return success();
  return verifySameElementType(op, output, "output", bias, "bias");
}

/// ERROR_IF(BC != OC && BC != 1), or BC != C*M for depthwise convolutions.
LogicalResult verifyBiasChannels(Operation *op, const char *rule,
                                 int64_t channels, Type bias) {
  int64_t biasChannels = getExtent(bias, 0);
  if (ShapedType::isDynamic(channels) || ShapedType::isDynamic(biasChannels) ||
      biasChannels == channels || biasChannels == 1)
    return success();
  return emitErrorIf(op, rule) << "expected bias of " << channels
                               << " elements or 1, got " << biasChannels;
}

LogicalResult verifyConv(Operation *op, const ConvForm &form,
                         const ConvOperands &ops, Type output) {
  // The attributes are of type i32_t.
  if (failed(verifyI32Values(op, ops.pad, "pad")) ||
      failed(verifyI32Values(op, ops.stride, "stride")) ||
      failed(verifyI32Values(op, ops.dilation, "dilation")))
    return failure();

  // ERROR_IF(pad_top < 0 || ...), ERROR_IF(stride_y < 1 || ...),
  // ERROR_IF(dilation_y < 1 || ...)
  if (failed(verifyAtLeast(op, ops.pad, 0, form.padRule, "pad")) ||
      failed(verifyAtLeast(op, ops.stride, 1, form.strideRule, "stride")) ||
      failed(verifyAtLeast(op, ops.dilation, 1, form.dilationRule, "dilation")))
    return failure();

  // The argument table: input [N, ..., IC], weight [OC, ..., IC] (depthwise
  // [..., C, M]) and output [N, ..., OC] (depthwise C*M).
  int64_t last = form.spatialRank + 1;
  if (failed(verifyExtent(op, getExtent(ops.input, 0), getExtent(output, 0),
                          "output batch N")))
    return failure();
  if (form.depthwise) {
    if (failed(verifyExtent(op, getExtent(ops.input, 3),
                            getExtent(ops.weight, 2),
                            "the input channels C of weight")))
      return failure();
  } else if (failed(verifyExtent(op, getExtent(ops.input, last),
                                 getExtent(ops.weight, last),
                                 "the input channels IC of weight"))) {
    return failure();
  }
  int64_t channels = weightOutputChannels(form, ops);
  if (failed(verifyExtent(op, channels, getExtent(output, last),
                          form.depthwise ? "output channels C*M"
                                         : "output channels OC")))
    return failure();

  // ERROR_IF(OD/OH/OW != idiv_check(...) + 1)
  for (int64_t i = 0; i < form.spatialRank; ++i)
    if (failed(verifyWindowExtent(op, windowDim(form, ops, i),
                                  getExtent(output, i + 1), form.extentRules[i],
                                  form.dimNames[i])))
      return failure();

  // ERROR_IF(BC != OC && BC != 1)
  return verifyBiasChannels(op, form.biasRule,
                            mergeExtents(channels, getExtent(output, last)),
                            ops.bias);
}

} // namespace

/// The three convolutions with a 2D/3D kernel share their checks and shape
/// inference; only the layout (the ConvForm) differs.
#define TOSAC_DEFINE_CONV_OP(OpTy, form)                                       \
  LogicalResult OpTy::inferReturnTypeComponents(                               \
      MLIRContext *, std::optional<Location>, OpTy::Adaptor adaptor,           \
      SmallVectorImpl<ShapedTypeComponents> &results) {                        \
    inferConvShape(form,                                                       \
                   {adaptor.getInput().getType(), adaptor.getWeight().getType(), \
                    adaptor.getBias().getType(), adaptor.getPad(),             \
                    adaptor.getStride(), adaptor.getDilation()},               \
                   results);                                                   \
    return success();                                                          \
  }                                                                            \
  LogicalResult OpTy::verify() {                                               \
    if (failed(verifyConvTypes(*this, getInput(), getWeight(), getBias(),      \
                               getInputZp(), getWeightZp(), getOutput(),       \
                               getAccType())))                                 \
      return failure();                                                        \
    if (failed(verifyConv(*this, form,                                         \
                          {getInput().getType(), getWeight().getType(),        \
                           getBias().getType(), getPad(), getStride(),         \
                           getDilation()},                                     \
                          getOutput().getType())))                             \
      return failure();                                                        \
    return verifyInferredShapes(*this);                                        \
  }

//===----------------------------------------------------------------------===//
// CONV2D
//===----------------------------------------------------------------------===//

TOSAC_DEFINE_CONV_OP(Conv2DOp, kConv2DForm)

//===----------------------------------------------------------------------===//
// CONV3D
//===----------------------------------------------------------------------===//

TOSAC_DEFINE_CONV_OP(Conv3DOp, kConv3DForm)

//===----------------------------------------------------------------------===//
// DEPTHWISE_CONV2D
//===----------------------------------------------------------------------===//

TOSAC_DEFINE_CONV_OP(DepthwiseConv2DOp, kDepthwiseForm)

//===----------------------------------------------------------------------===//
// TRANSPOSE_CONV2D
//===----------------------------------------------------------------------===//

namespace {

/// Returns (I - 1) * stride + out_pad_before + out_pad_after + K, or
/// std::nullopt when an extent is dynamic, the stride is not positive or the
/// arithmetic overflows. The value may be negative for invalid attributes.
std::optional<int64_t> transposeConvExtent(int64_t input, int64_t kernel,
                                           int64_t padBefore, int64_t padAfter,
                                           int64_t stride) {
  if (ShapedType::isDynamic(input) || ShapedType::isDynamic(kernel) ||
      stride < 1)
    return std::nullopt;
  std::optional<int64_t> extent = llvm::checkedMul<int64_t>(input - 1, stride);
  for (int64_t term : {padBefore, padAfter, kernel})
    if (extent)
      extent = llvm::checkedAdd<int64_t>(*extent, term);
  return extent;
}

/// The inferred form of transposeConvExtent: kDynamic when unknown or
/// negative.
int64_t inferTransposeConvExtent(int64_t input, int64_t kernel,
                                 int64_t padBefore, int64_t padAfter,
                                 int64_t stride) {
  std::optional<int64_t> extent =
      transposeConvExtent(input, kernel, padBefore, padAfter, stride);
  return extent && *extent >= 0 ? *extent : ShapedType::kDynamic;
}

} // namespace

LogicalResult TransposeConv2DOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, TransposeConv2DOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Type input = adaptor.getInput().getType();
  Type weight = adaptor.getWeight().getType();
  ArrayRef<int64_t> outPad = adaptor.getOutPad();
  ArrayRef<int64_t> stride = adaptor.getStride();
  // Inference may run before the attributes were verified.
  if (outPad.size() != 4 || stride.size() != 2) {
    results.push_back(ShapedTypeComponents());
    return success();
  }
  int64_t channels = getExtent(weight, 0);
  int64_t biasChannels = getExtent(adaptor.getBias().getType(), 0);
  if (ShapedType::isDynamic(channels) && biasChannels != 1)
    channels = biasChannels;
  SmallVector<int64_t, 4> shape = {
      getExtent(input, 0),
      inferTransposeConvExtent(getExtent(input, 1), getExtent(weight, 1),
                               outPad[0], outPad[1], stride[0]),
      inferTransposeConvExtent(getExtent(input, 2), getExtent(weight, 2),
                               outPad[2], outPad[3], stride[1]),
      channels};
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult TransposeConv2DOp::verify() {
  if (failed(verifyConvTypes(*this, getInput(), getWeight(), getBias(),
                             getInputZp(), getWeightZp(), getOutput(),
                             getAccType())))
    return failure();

  Type input = getInput().getType(), weight = getWeight().getType();
  Type output = getOutput().getType();
  ArrayRef<int64_t> outPad = getOutPad();
  ArrayRef<int64_t> stride = getStride();
  int64_t kh = getExtent(weight, 1), kw = getExtent(weight, 2);

  // The attributes are of type i32_t.
  if (failed(verifyI32Values(*this, outPad, "out_pad")) ||
      failed(verifyI32Values(*this, stride, "stride")))
    return failure();

  // ERROR_IF(out_pad_top <= -KH || out_pad_bottom <= -KH)
  if (!ShapedType::isDynamic(kh) && (outPad[0] <= -kh || outPad[1] <= -kh))
    return emitErrorIf(*this, "out_pad_top <= -KH || out_pad_bottom <= -KH")
           << "expected out_pad_top and out_pad_bottom > " << -kh << ", got "
           << outPad[0] << " and " << outPad[1];
  // ERROR_IF(out_pad_left <= -KW || out_pad_right <= -KW)
  if (!ShapedType::isDynamic(kw) && (outPad[2] <= -kw || outPad[3] <= -kw))
    return emitErrorIf(*this, "out_pad_left <= -KW || out_pad_right <= -KW")
           << "expected out_pad_left and out_pad_right > " << -kw << ", got "
           << outPad[2] << " and " << outPad[3];
  // ERROR_IF(stride_y < 1 || stride_x < 1)
  if (failed(verifyAtLeast(*this, stride, 1, "stride_y < 1 || stride_x < 1",
                           "stride")))
    return failure();

  // The argument table: input [N, IH, IW, IC], weight [OC, KH, KW, IC],
  // output [N, OH, OW, OC].
  int64_t channels = getExtent(weight, 0);
  if (failed(verifyExtent(*this, getExtent(input, 0), getExtent(output, 0),
                          "output batch N")) ||
      failed(verifyExtent(*this, getExtent(input, 3), getExtent(weight, 3),
                          "the input channels IC of weight")) ||
      failed(verifyExtent(*this, channels, getExtent(output, 3),
                          "output channels OC")))
    return failure();

  // ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH)
  // ERROR_IF(OW != (IW - 1) * stride_x + out_pad_left + out_pad_right + KW)
  const char *rules[] = {
      "OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH",
      "OW != (IW - 1) * stride_x + out_pad_left + out_pad_right + KW"};
  for (int64_t i = 0; i < 2; ++i) {
    std::optional<int64_t> expected =
        transposeConvExtent(getExtent(input, i + 1), getExtent(weight, i + 1),
                            outPad[2 * i], outPad[2 * i + 1], stride[i]);
    if (!expected)
      continue;
    if (*expected < 0)
      return emitErrorIf(*this, rules[i])
             << "expected a non-negative output " << k2DNames[i]
             << ", but the formula gives " << *expected;
    int64_t actual = getExtent(output, i + 1);
    if (!isCompatibleExtent(*expected, actual))
      return emitErrorIf(*this, rules[i])
             << "expected output " << k2DNames[i] << " " << *expected
             << ", got " << actual;
  }

  // ERROR_IF(BC != OC && BC != 1)
  if (failed(verifyBiasChannels(*this, "BC != OC && BC != 1",
                                mergeExtents(channels, getExtent(output, 3)),
                                getBias().getType())))
    return failure();
  return verifyInferredShapes(*this);
}
