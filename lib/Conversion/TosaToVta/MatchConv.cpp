//===- MatchConv.cpp - conv2d and matmul patterns of tosa-to-vta ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file matches the GEMM patterns of the tosa-to-vta pass:
//
//   tosa.conv2d (i8, constant OHWI i8 weights, constant i32 bias, weight
//   zero point 0) -> tosa.rescale to i8 -> optional tosa.clamp
//
//   tosa.matmul A [1, M, K] i8 x constant B [1, K, N] i8 (B zero point 0)
//   -> tosa.rescale to i8 -> optional tosa.clamp
//
// A matmul runs as a 1x1 convolution over the NHWC image [1, 1, M, K] with
// the OHWI weights B^T ([N][1][1][K]) and a zero bias; the driver reshapes A
// to the image and the output image [1, 1, M, N] back to [1, M, N].
//
//===----------------------------------------------------------------------===//

#include "TosaToVta.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa_to_vta;

namespace {

/// Plans the requantization of a convolution whose shape, weights and input
/// zero point are set, then compiles it.
llvm::Expected<vta::CompiledLayer>
planAndCompile(vta::Conv2dLayer &layer, ArrayRef<int32_t> bias,
               const RequantTail &tail, const vta::CodegenOptions &options) {
  llvm::Expected<std::vector<vta::RequantPlan>> plans = vta::planConv2dRequant(
      layer, bias, tail.scales, tail.outputZp, tail.clampMin, tail.clampMax);
  if (!plans)
    return plans.takeError();
  layer.requant = std::move(*plans);
  return vta::compileConv2d(layer, options);
}

/// Checks a constant zero point that must be 0.
llvm::Error checkZeroZp(Value zp, StringRef name) {
  llvm::Expected<int64_t> value = constantScalar(zp, (name + " is").str());
  if (!value)
    return value.takeError();
  if (*value != 0)
    return reason(name + " is " + llvm::Twine(*value) + ", not 0");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<Offload>
tosac::tosa_to_vta::matchConv2d(ttosa::Conv2DOp conv,
                                const vta::CodegenOptions &options) {
  auto inShape = staticIntTensor(conv.getInput(), "input is", 8, 4);
  if (!inShape)
    return inShape.takeError();
  auto weightShape = staticIntTensor(conv.getWeight(), "weights are", 8, 4);
  if (!weightShape)
    return weightShape.takeError();
  auto biasShape = staticIntTensor(conv.getBias(), "bias is", 32, 1);
  if (!biasShape)
    return biasShape.takeError();
  auto outShape = staticIntTensor(conv.getOutput(), "result is", 32, 4);
  if (!outShape)
    return outShape.takeError();
  if (!conv.getAccType().isSignlessInteger(32))
    return reason("accumulator type is " + str(conv.getAccType()) +
                  ", not i32");

  llvm::Expected<std::vector<int64_t>> weights =
      constantInts(conv.getWeight(), "weights are");
  if (!weights)
    return weights.takeError();
  if (llvm::Error err = checkZeroZp(conv.getWeightZp(), "weight zero point"))
    return std::move(err);
  llvm::Expected<int64_t> inputZp =
      constantScalar(conv.getInputZp(), "input zero point is");
  if (!inputZp)
    return inputZp.takeError();
  llvm::Expected<std::vector<int64_t>> bias =
      constantInts(conv.getBias(), "bias is");
  if (!bias)
    return bias.takeError();
  int64_t outChannels = (*weightShape)[0];
  if (bias->size() != 1 && static_cast<int64_t>(bias->size()) != outChannels)
    return reason("bias has " + llvm::Twine(bias->size()) +
                  " values, not 1 or " + llvm::Twine(outChannels));

  llvm::Expected<RequantTail> tail =
      matchRequantTail(conv.getOutput(), outChannels);
  if (!tail)
    return tail.takeError();

  vta::Conv2dLayer layer;
  layer.input = {(*inShape)[0], (*inShape)[1], (*inShape)[2], (*inShape)[3]};
  layer.outChannels = outChannels;
  layer.kernelH = (*weightShape)[1];
  layer.kernelW = (*weightShape)[2];
  layer.strideH = conv.getStride()[0];
  layer.strideW = conv.getStride()[1];
  layer.dilationH = conv.getDilation()[0];
  layer.dilationW = conv.getDilation()[1];
  ArrayRef<int64_t> pad = conv.getPad();
  layer.padTop = pad[0];
  layer.padBottom = pad[1];
  layer.padLeft = pad[2];
  layer.padRight = pad[3];
  layer.inputZp = static_cast<int32_t>(*inputZp);
  layer.weights.assign(weights->begin(), weights->end());
  std::vector<int32_t> bias32(bias->begin(), bias->end());

  llvm::Expected<vta::CompiledLayer> compiled =
      planAndCompile(layer, bias32, *tail, options);
  if (!compiled)
    return compiled.takeError();

  Offload offload;
  offload.kind = "conv2d";
  offload.root = conv;
  offload.ops.push_back(conv);
  appendTail(offload, *tail);
  offload.inputs.push_back(conv.getInput());
  offload.inputShapes.push_back(*inShape);
  offload.outputShape = *outShape;
  offload.layer = std::move(*compiled);
  return offload;
}

llvm::Expected<Offload>
tosac::tosa_to_vta::matchMatMul(ttosa::MatMulOp matmul,
                                const vta::CodegenOptions &options) {
  auto aShape = staticIntTensor(matmul.getA(), "A is", 8, 3);
  if (!aShape)
    return aShape.takeError();
  auto bShape = staticIntTensor(matmul.getB(), "B is", 8, 3);
  if (!bShape)
    return bShape.takeError();
  auto outShape = staticIntTensor(matmul.getOutput(), "result is", 32, 3);
  if (!outShape)
    return outShape.takeError();
  if ((*aShape)[0] != 1)
    return reason("batch is " + llvm::Twine((*aShape)[0]) + ", not 1");

  llvm::Expected<std::vector<int64_t>> b = constantInts(matmul.getB(), "B is");
  if (!b)
    return b.takeError();
  if (llvm::Error err = checkZeroZp(matmul.getBZp(), "B zero point"))
    return std::move(err);
  llvm::Expected<int64_t> aZp =
      constantScalar(matmul.getAZp(), "A zero point is");
  if (!aZp)
    return aZp.takeError();

  int64_t m = (*aShape)[1], k = (*aShape)[2], n = (*bShape)[2];
  llvm::Expected<RequantTail> tail = matchRequantTail(matmul.getOutput(), n);
  if (!tail)
    return tail.takeError();

  // out[m][n] = sum_k (A[m][k] - zp) * B[k][n]: a 1x1 convolution of the
  // image [1, 1, M, K] with the OHWI weights W[n][0][0][k] = B[k][n].
  vta::Conv2dLayer layer;
  layer.input = {1, 1, m, k};
  layer.outChannels = n;
  layer.inputZp = static_cast<int32_t>(*aZp);
  layer.weights.resize(n * k);
  for (int64_t on = 0; on < n; ++on)
    for (int64_t ik = 0; ik < k; ++ik)
      layer.weights[on * k + ik] = static_cast<int8_t>((*b)[ik * n + on]);

  llvm::Expected<vta::CompiledLayer> compiled =
      planAndCompile(layer, {0}, *tail, options);
  if (!compiled)
    return compiled.takeError();

  Offload offload;
  offload.kind = "matmul";
  offload.root = matmul;
  offload.ops.push_back(matmul);
  appendTail(offload, *tail);
  offload.inputs.push_back(matmul.getA());
  offload.inputShapes.push_back({1, 1, m, k});
  offload.outputShape = {1, 1, m, n};
  offload.layer = std::move(*compiled);
  return offload;
}
