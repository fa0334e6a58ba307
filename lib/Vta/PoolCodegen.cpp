//===- PoolCodegen.cpp - VTA programs for int8 MAX_POOL2D -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA program of a MaxPool2dLayer and its model.
//
// Input and output are Blocked NHWC images without host padding. A tile is
// one batch, one block of 16 channels, output rows [oh0, oh0 + th) and
// output columns [ow0, ow0 + tw). It loads the input rows and columns the
// tile's windows touch (an r x c rectangle, no padding) into INP, copies them
// into ACC rows [acc, acc + r*c) through the identity GEMM, sets the output
// rows [acc + r*c, acc + r*c + th*tw) to -128 (GEMM reset, ALU ADD -128) and
// then, for each kernel offset (kh, kw), runs ONE ALU MAX over the rectangle
// of output positions whose input position lies inside the image:
//   dst = output row of the first such position, factors (tw, 1)
//   src = its input ACC row, factors (strideH * c, strideW).
// Padding positions are thereby excluded, as TOSA requires. The maxima are
// int8 already, so the tile stores its output rows directly.
//
//===----------------------------------------------------------------------===//

#include "CodegenSupport.h"

#include <algorithm>

using namespace tosac::vta;
using namespace tosac::vta::detail;

int64_t MaxPool2dLayer::outputH() const {
  return (input.h + padTop + padBottom - kernelH) / strideH + 1;
}

int64_t MaxPool2dLayer::outputW() const {
  return (input.w + padLeft + padRight - kernelW) / strideW + 1;
}

namespace {

int64_t floorDiv(int64_t a, int64_t b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

/// The output positions [lo, hi) within [o0, o1) whose input position
/// o * stride - pad + k lies in [0, size).
std::pair<int64_t, int64_t> validRange(int64_t o0, int64_t o1, int64_t stride,
                                       int64_t pad, int64_t k, int64_t size) {
  int64_t lo = std::max(o0, ceilDiv(pad - k, stride));
  int64_t hi = std::min(o1, floorDiv(size - 1 + pad - k, stride) + 1);
  return {lo, std::max(lo, hi)};
}

/// The largest loop factor (dst/src factor fields are 11 bits).
constexpr int64_t kMaxFactor = 2047;

llvm::Error checkLayer(const MaxPool2dLayer &l) {
  auto fail = [](const std::string &why) {
    return llvm::createStringError("max_pool2d: " + why);
  };
  const ActivationShape &s = l.input;
  if (s.n < 1 || s.h < 1 || s.w < 1 || s.c < 1)
    return fail("empty input shape");
  if (l.kernelH < 1 || l.kernelW < 1 || l.strideH < 1 || l.strideW < 1)
    return fail("kernel and stride must be at least 1");
  // ERROR_IF(pad >= kernel): every window then holds a valid element.
  if (l.padTop < 0 || l.padBottom < 0 || l.padLeft < 0 || l.padRight < 0 ||
      l.padTop >= l.kernelH || l.padBottom >= l.kernelH ||
      l.padLeft >= l.kernelW || l.padRight >= l.kernelW)
    return fail("pads must be in [0, kernel)");
  if (l.outputH() < 1 || l.outputW() < 1)
    return fail("empty output");
  if (s.w > 65535 || l.outputW() > 65535)
    return fail("rows wider than a LOAD/STORE stride (65535)");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<CompiledLayer>
tosac::vta::compileMaxPool2d(const MaxPool2dLayer &layer,
                             const CodegenOptions &options) {
  if (llvm::Error err = checkLayer(layer))
    return std::move(err);
  const ActivationShape &s = layer.input;
  const int64_t oh = layer.outputH(), ow = layer.outputW();
  const int64_t kH = layer.kernelH, kW = layer.kernelW;
  const int64_t sH = layer.strideH, sW = layer.strideW;
  const int64_t pT = layer.padTop, pL = layer.padLeft;
  const int64_t blocks = roundUpToBlock(s.c, kBlockIn) / kBlockIn;

  SramHalves h = sramHalves(options.doubleBuffer, 0);
  // Worst-case input rectangle of a th x tw output tile.
  auto inRows = [&](int64_t th) { return std::min(s.h, (th - 1) * sH + kH); };
  auto inCols = [&](int64_t tw) { return std::min(s.w, (tw - 1) * sW + kW); };
  auto fits = [&](int64_t th, int64_t tw) {
    int64_t in = inRows(th) * inCols(tw);
    return in <= h.inpRows && in + th * tw <= h.accRows && tw <= kMaxFactor &&
           sH * inCols(tw) <= kMaxFactor;
  };
  int64_t tileW = ow;
  while (tileW > 1 && !fits(1, tileW))
    tileW = tileW > 64 ? tileW / 2 : tileW - 1;
  if (!fits(1, tileW))
    return llvm::createStringError(
        "max_pool2d: a 1x1 output tile needs " +
        std::to_string(inRows(1) * inCols(1)) +
        " input rows, more than the SRAM half holds");
  int64_t tileH = oh;
  while (tileH > 1 && !fits(tileH, tileW))
    --tileH;

  LayerBuilder builder;
  uint64_t identOff =
      builder.addConstant("identity", MemType::Wgt, identityBlock());
  TensorImage image;
  image.layout = ImageLayout::Blocked;
  image.name = "input0";
  image.shape = {s.n, s.h, s.w, s.c};
  uint64_t inElem =
      DramPlanner::elementIndex(builder.addInput(image), MemType::Inp);
  image.name = "output";
  image.shape = {s.n, oh, ow, s.c};
  uint64_t outElem =
      DramPlanner::elementIndex(builder.setOutput(image), MemType::Out);
  builder.notes.push_back("tiles of " + std::to_string(tileH) + "x" +
                          std::to_string(tileW) + " outputs");

  int64_t i = 0;
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t cb = 0; cb < blocks; ++cb)
      for (int64_t oh0 = 0; oh0 < oh; oh0 += tileH)
        for (int64_t ow0 = 0; ow0 < ow; ow0 += tileW, ++i) {
          const int64_t th = std::min(tileH, oh - oh0);
          const int64_t tw = std::min(tileW, ow - ow0);
          const int64_t ih0 = std::max<int64_t>(0, oh0 * sH - pT);
          const int64_t ih1 = std::min(s.h, (oh0 + th - 1) * sH - pT + kH);
          const int64_t iw0 = std::max<int64_t>(0, ow0 * sW - pL);
          const int64_t iw1 = std::min(s.w, (ow0 + tw - 1) * sW - pL + kW);
          const int64_t r = ih1 - ih0, c = iw1 - iw0;
          const uint32_t inp = h.inpBase[i % 2], acc = h.accBase[i % 2];
          const uint32_t out = acc + uint32_t(r * c);

          TileInsns tile;
          if (i == 0)
            tile.loads.push_back(loadInsn(
                MemType::Wgt, 0,
                DramPlanner::elementIndex(identOff, MemType::Wgt), 1, 1, 1));
          tile.loads.push_back(loadInsn(
              MemType::Inp, inp,
              inElem + uint64_t(((n * blocks + cb) * s.h + ih0) * s.w + iw0),
              uint32_t(r), uint32_t(c), uint32_t(s.w)));

          Loop all;
          all.iterOut = uint32_t(r * c + th * tw);
          all.dstOut = 1;
          tile.compute.push_back(gemmInsn(true, builder.uop(acc, 0), all));
          Loop copy;
          copy.iterOut = uint32_t(r * c);
          copy.dstOut = 1;
          copy.srcOut = 1;
          tile.compute.push_back(gemmInsn(false, builder.uop(acc, inp), copy));
          Loop init;
          init.iterOut = uint32_t(th * tw);
          init.dstOut = 1;
          tile.compute.push_back(
              aluInsn(AluOpcode::Add, builder.uop(out, 0), init, true, -128));

          for (int64_t kh = 0; kh < kH; ++kh) {
            auto [ohA, ohB] = validRange(oh0, oh0 + th, sH, pT, kh, s.h);
            if (ohA == ohB)
              continue;
            for (int64_t kw = 0; kw < kW; ++kw) {
              auto [owA, owB] = validRange(ow0, ow0 + tw, sW, pL, kw, s.w);
              if (owA == owB)
                continue;
              const int64_t ih = ohA * sH - pT + kh, iw = owA * sW - pL + kw;
              Loop window;
              window.iterOut = uint32_t(ohB - ohA);
              window.iterIn = uint32_t(owB - owA);
              window.dstOut = uint32_t(tw);
              window.dstIn = 1;
              window.srcOut = uint32_t(sH * c);
              window.srcIn = uint32_t(sW);
              uint32_t dst = out + uint32_t((ohA - oh0) * tw + (owA - ow0));
              uint32_t src = acc + uint32_t((ih - ih0) * c + (iw - iw0));
              tile.compute.push_back(aluInsn(
                  AluOpcode::Max, builder.uop(dst, src), window, false, 0));
            }
          }
          tile.stores.push_back(storeInsn(
              out,
              outElem + uint64_t(((n * blocks + cb) * oh + oh0) * ow + ow0),
              uint32_t(th), uint32_t(tw), uint32_t(ow)));
          builder.tiles.push_back(std::move(tile));
        }
  return builder.finish(options.doubleBuffer, "max_pool2d");
}

std::vector<int8_t> tosac::vta::modelMaxPool2d(const MaxPool2dLayer &layer,
                                               llvm::ArrayRef<int8_t> input) {
  const ActivationShape &s = layer.input;
  const int64_t oh = layer.outputH(), ow = layer.outputW();
  std::vector<int8_t> out(s.n * oh * ow * s.c);
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x)
        for (int64_t ch = 0; ch < s.c; ++ch) {
          int32_t best = -128;
          for (int64_t kh = 0; kh < layer.kernelH; ++kh)
            for (int64_t kw = 0; kw < layer.kernelW; ++kw) {
              int64_t iy = y * layer.strideH - layer.padTop + kh;
              int64_t ix = x * layer.strideW - layer.padLeft + kw;
              if (iy < 0 || iy >= s.h || ix < 0 || ix >= s.w)
                continue;
              best = std::max<int32_t>(
                  best, input[((n * s.h + iy) * s.w + ix) * s.c + ch]);
            }
          out[((n * oh + y) * ow + x) * s.c + ch] = int8_t(best);
        }
  return out;
}
