//===- Conv2dPlan.cpp - Requantization plans and model of VTA conv2d ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the host-side arithmetic of a Conv2dLayer: its output
// extents, the per-channel requantization plans derived from a RESCALE's
// bias and scales (with a proven accumulator bound per output channel), and
// the reference model the emitted VTA program must match bit for bit: TOSA
// CONV2D with an int64 accumulator, brought to int32, then the plan's ALU
// sequence (Requant.h's runSequence).
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

using namespace tosac;
using namespace tosac::vta;

/// The output extent of one dimension (0 when the dilated kernel is larger
/// than the padded input: the numerator is then negative and C++ division
/// would truncate it towards 1 output).
static int64_t outputExtent(int64_t in, int64_t padBefore, int64_t padAfter,
                            int64_t kernel, int64_t stride, int64_t dilation) {
  int64_t span = in + padBefore + padAfter - (kernel - 1) * dilation - 1;
  if (span < 0 || stride < 1)
    return 0;
  return span / stride + 1;
}

int64_t Conv2dLayer::outputH() const {
  return outputExtent(input.h, padTop, padBottom, kernelH, strideH, dilationH);
}

int64_t Conv2dLayer::outputW() const {
  return outputExtent(input.w, padLeft, padRight, kernelW, strideW, dilationW);
}

llvm::Expected<std::vector<RequantPlan>> tosac::vta::planConv2dRequant(
    const Conv2dLayer &layer, llvm::ArrayRef<int32_t> bias,
    llvm::ArrayRef<ScaleFactor> scales, int32_t outputZp, int32_t clampMin,
    int32_t clampMax) {
  const int64_t oc = layer.outChannels;
  const int64_t k = layer.kernelH * layer.kernelW * layer.input.c;
  if (oc <= 0 || k <= 0)
    return llvm::createStringError(
        "conv2d needs at least one output channel and one reduction term");
  if (int64_t(layer.weights.size()) != oc * k)
    return llvm::createStringError(
        "conv2d weights hold " + std::to_string(layer.weights.size()) +
        " values, expected " + std::to_string(oc * k) + " (OHWI)");
  auto broadcastable = [&](size_t size) {
    return size == 1 || int64_t(size) == oc;
  };
  if (!broadcastable(bias.size()))
    return llvm::createStringError(
        "conv2d bias holds " + std::to_string(bias.size()) +
        " values, expected 1 or " + std::to_string(oc));
  if (!broadcastable(scales.size()))
    return llvm::createStringError(
        "conv2d scales hold " + std::to_string(scales.size()) +
        " values, expected 1 or " + std::to_string(oc));

  std::vector<int64_t> weights(layer.weights.begin(), layer.weights.end());
  std::vector<int64_t> biases(oc);
  for (int64_t c = 0; c < oc; ++c)
    biases[c] = bias[bias.size() == 1 ? 0 : c];
  std::vector<AccumulatorBound> bounds =
      accumulatorBound(-128, 127, layer.inputZp, weights, 0, biases, k);
  if (int64_t(bounds.size()) != oc)
    return llvm::createStringError("conv2d accumulator bound failed");

  std::vector<RequantPlan> plans;
  plans.reserve(oc);
  for (int64_t c = 0; c < oc; ++c) {
    ScaleFactor scale = scales[scales.size() == 1 ? 0 : c];
    ArithResult<ScaleFactor> scale16 = deriveScale16(scale);
    if (!scale16.ok())
      return llvm::createStringError(
          "output channel " + std::to_string(c) + ": scale (" +
          std::to_string(scale.multiplier) + ", " +
          std::to_string(scale.shift) +
          ") has no 16-bit form: " + describeArithStatus(scale16.status));
    ArithResult<RequantPlan> plan =
        planFor(bounds[c], scale16.value, outputZp, clampMin, clampMax);
    if (!plan.ok())
      return llvm::createStringError(
          "output channel " + std::to_string(c) +
          ": no exact 16-bit requantization (accumulator in [" +
          std::to_string(bounds[c].min) + ", " + std::to_string(bounds[c].max) +
          "], bias " + std::to_string(bounds[c].bias) +
          "): " + describeArithStatus(plan.status));
    plans.push_back(plan.value);
  }
  return plans;
}

std::vector<int8_t> tosac::vta::modelConv2d(const Conv2dLayer &layer,
                                            llvm::ArrayRef<int8_t> input) {
  const ActivationShape &in = layer.input;
  const int64_t oh = layer.outputH(), ow = layer.outputW();
  const int64_t oc = layer.outChannels, kh = layer.kernelH, kw = layer.kernelW;
  std::vector<int8_t> out(in.n * oh * ow * oc);
  for (int64_t n = 0; n < in.n; ++n)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x)
        for (int64_t o = 0; o < oc; ++o) {
          int64_t acc = 0;
          for (int64_t i = 0; i < kh; ++i) {
            int64_t iy = y * layer.strideH - layer.padTop + i * layer.dilationH;
            if (iy < 0 || iy >= in.h)
              continue;
            for (int64_t j = 0; j < kw; ++j) {
              int64_t ix =
                  x * layer.strideW - layer.padLeft + j * layer.dilationW;
              if (ix < 0 || ix >= in.w)
                continue;
              const int8_t *px = &input[((n * in.h + iy) * in.w + ix) * in.c];
              const int8_t *pw = &layer.weights[((o * kh + i) * kw + j) * in.c];
              for (int64_t c = 0; c < in.c; ++c)
                acc += (int64_t(px[c]) - layer.inputZp) * int64_t(pw[c]);
            }
          }
          int32_t v = runSequence(layer.requant[o],
                                  static_cast<int32_t>(uint32_t(acc)));
          out[((n * oh + y) * ow + x) * oc + o] = static_cast<int8_t>(v);
        }
  return out;
}
