//===- Conv2dCodegen.cpp - VTA programs for CONV2D + RESCALE --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA program of a Conv2dLayer.
//
// Data: the input is a Blocked image (N' C' H W n c). With input zero point 0
// the convolution's padding comes from the LOADs' pad fields; otherwise (or
// when a pad does not fit 4 bits) the host pads the image with the zero point
// and the GEMM runs on raw x: sum x * w = acc + zp * sum w, so the bias row
// holds bias - zp * sum w (exact modulo 2^32, and planFor proved acc + bias
// fits int32). The weights are one blocked WGT segment (O' I' KH KW blocks);
// the ALU constants that differ per channel (or do not fit a 16-bit
// immediate) are ACC rows at the bottom of the ACC, one per kind and output
// channel block, loaded once with the micro-op kernels.
//
// Tiles: (batch, output-channel blocks, output rows, output columns), every
// input-channel block at once. Each tile loads its input window (one LOAD
// per input-channel block) and its weights, unless the SRAM half it uses
// still holds exactly those from the previous tile on that half; resets its
// ACC rows, runs one GEMM over (output-channel block, input-channel block,
// kh, kw) micro-ops with the output rows and columns as the two loops, the
// requantization ALU sequence (Requant.h's, with the output zero point
// folded into the rounding constant when that provably cannot overflow:
// floor((x + r) / 2^b') + zp == floor((x + r + zp 2^b') / 2^b')), and stores
// one output-channel block per STORE. Tile sizes are chosen for the fewest
// tiles within the SRAM halves and the ISA's field widths.
//
//===----------------------------------------------------------------------===//

#include "CodegenSupport.h"

#include "tosac/Vta/Codegen.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>

using namespace tosac;
using namespace tosac::vta;
using tosac::vta::detail::loadInsn;
using tosac::vta::detail::storeInsn;

namespace {

constexpr int64_t kMaxFactor = (1 << 11) - 1; // GEMM/ALU dst/src factors
constexpr int64_t kMaxIter = (1 << 14) - 1;   // iter_out, iter_in
constexpr int64_t kMaxPad = 15;               // LOAD pad fields

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError("conv2d: " + message.str());
}

/// The layer's extents in blocks and elements.
struct Geometry {
  int64_t n, h, w, icb, oc, ocb, kh, kw, sh, sw, dh, dw, oh, ow;
  int64_t padTop, padBottom, padLeft, padRight;

  int64_t window() const { return kh * kw; }
  /// Input rows (columns) read by `th` output rows (`tw` columns), padding
  /// included.
  int64_t rowsIn(int64_t th) const { return (th - 1) * sh + (kh - 1) * dh + 1; }
  int64_t colsIn(int64_t tw) const { return (tw - 1) * sw + (kw - 1) * dw + 1; }
};

/// SRAM elements available to one tile.
struct Budget {
  int64_t inp, wgt, acc;
};

/// Tile extents: output-channel blocks, output rows and columns.
struct Tiling {
  int64_t toc = 0, th = 0, tw = 0, count = 0;
};

/// The tiling with the fewest tiles (then the widest, then the tallest, then
/// the most channel blocks) within `budget` and the ISA's field widths.
/// Extents are balanced: every tile but the last of a dimension is full and
/// the last one is as large as possible.
std::optional<Tiling> chooseTiling(const Geometry &g, const Budget &budget) {
  std::optional<Tiling> best;
  for (int64_t toc = 1; toc <= g.ocb; ++toc) {
    if (toc * g.icb * g.window() > budget.wgt)
      break;
    int64_t ocTiles = ceilDiv(g.ocb, toc);
    if (ceilDiv(g.ocb, ocTiles) != toc)
      continue;
    for (int64_t tw = 1; tw <= std::min(g.ow, kMaxFactor); ++tw) {
      int64_t colTiles = ceilDiv(g.ow, tw);
      if (ceilDiv(g.ow, colTiles) != tw)
        continue;
      int64_t colsIn = g.colsIn(tw);
      int64_t maxRows = budget.inp / (g.icb * colsIn);
      if (maxRows < g.rowsIn(1) || toc * tw > budget.acc)
        break;
      // The ALU steps over a block's rows with dst_factor_out = th * tw.
      int64_t thMax =
          std::min({g.oh, (maxRows - g.rowsIn(1)) / g.sh + 1,
                    budget.acc / (toc * tw), kMaxFactor / tw, kMaxIter});
      if (g.sh * colsIn > kMaxFactor)
        thMax = 1;
      int64_t rowTiles = ceilDiv(g.oh, thMax);
      int64_t th = ceilDiv(g.oh, rowTiles);
      Tiling t{toc, th, tw, g.n * ocTiles * rowTiles * colTiles};
      auto key = [](const Tiling &x) {
        return std::make_tuple(-x.count, x.tw, x.th, x.toc);
      };
      if (!best || key(t) > key(*best))
        best = t;
    }
  }
  return best;
}

/// One tile's position and extents.
struct TileSpec {
  int64_t n, oc0, toc, oh0, th, ow0, tw;
};

/// The tiles in one of two orders: output-channel tiles outside the spatial
/// ones, or inside.
std::vector<TileSpec> enumerateTiles(const Geometry &g, const Tiling &t,
                                     bool channelsOutside) {
  std::vector<TileSpec> tiles;
  for (int64_t n = 0; n < g.n; ++n)
    for (int64_t a = 0; a < (channelsOutside ? g.ocb : 1); a += t.toc)
      for (int64_t oh0 = 0; oh0 < g.oh; oh0 += t.th)
        for (int64_t ow0 = 0; ow0 < g.ow; ow0 += t.tw)
          for (int64_t b = 0; b < (channelsOutside ? 1 : g.ocb); b += t.toc) {
            int64_t oc0 = channelsOutside ? a : b;
            tiles.push_back({n, oc0, std::min(t.toc, g.ocb - oc0), oh0,
                             std::min(t.th, g.oh - oh0), ow0,
                             std::min(t.tw, g.ow - ow0)});
          }
  return tiles;
}

/// What an SRAM half holds, to skip reloading it.
using InpKey = std::array<int64_t, 5>; // n, oh0, th, ow0, tw
using WgtKey = std::array<int64_t, 2>; // oc0, toc
InpKey inpKey(const TileSpec &t) { return {t.n, t.oh0, t.th, t.ow0, t.tw}; }
WgtKey wgtKey(const TileSpec &t) { return {t.oc0, t.toc}; }

/// The INP and WGT elements the tiles load, with reloads skipped.
int64_t loadVolume(const Geometry &g, llvm::ArrayRef<TileSpec> tiles,
                   unsigned threads) {
  std::vector<std::optional<InpKey>> inp(threads);
  std::vector<std::optional<WgtKey>> wgt(threads);
  int64_t volume = 0;
  for (size_t i = 0; i < tiles.size(); ++i) {
    const TileSpec &t = tiles[i];
    unsigned half = i % threads;
    if (inp[half] != inpKey(t))
      volume += g.icb * g.rowsIn(t.th) * g.colsIn(t.tw);
    if (wgt[half] != wgtKey(t))
      volume += t.toc * g.icb * g.window() * 16; // a block is 16 rows
    inp[half] = inpKey(t);
    wgt[half] = wgtKey(t);
  }
  return volume;
}

/// Micro-op kernels, deduplicated, laid out one after the other.
struct KernelTable {
  std::vector<std::vector<Uop>> kernels;
  std::map<std::vector<uint32_t>, uint32_t> begins;
  uint32_t size = 0;

  /// The [begin, end) of a kernel in the UOP buffer.
  std::pair<uint32_t, uint32_t> add(const std::vector<Uop> &kernel) {
    std::vector<uint32_t> words;
    for (const Uop &uop : kernel)
      words.push_back(encode(uop));
    auto [it, inserted] = begins.try_emplace(words, size);
    if (inserted) {
      kernels.push_back(kernel);
      size += kernel.size();
    }
    return {it->second, it->second + uint32_t(kernel.size())};
  }
};

/// One step of the requantization sequence: an ALU op with an immediate or
/// with a per-channel ACC row (`row` >= 0: the kind's index among the rows).
struct AluStep {
  AluOpcode op;
  bool useImm = true;
  int32_t imm = 0;
  int64_t row = -1;
};

/// The accumulator bounds of the layer's output channels (bias = the plans').
std::vector<AccumulatorBound> channelBounds(const Conv2dLayer &layer) {
  std::vector<int64_t> weights(layer.weights.begin(), layer.weights.end());
  std::vector<int64_t> biases;
  for (const RequantPlan &plan : layer.requant)
    biases.push_back(plan.bias);
  return accumulatorBound(-128, 127, layer.inputZp, weights, 0, biases,
                          layer.kernelH * layer.kernelW * layer.input.c);
}

int64_t floorShift(int64_t v, int32_t s) {
  return v >= 0 ? v >> s : -((-(v + 1)) >> s) - 1;
}

/// Whether `ADD r; SHR b'; ADD zp` can run as `ADD (r + zp * 2^b'); SHR b'`
/// for every channel: floor((x + r) / 2^b') + zp == floor((x + r + zp 2^b')
/// / 2^b') exactly, so only the new sum and constant must fit int32. The
/// sequence is monotone in acc, so the bound's two ends decide.
bool canFoldZeroPoint(llvm::ArrayRef<RequantPlan> plans,
                      llvm::ArrayRef<AccumulatorBound> bounds) {
  if (bounds.size() != plans.size() ||
      std::all_of(plans.begin(), plans.end(),
                  [](const RequantPlan &p) { return p.outputZp == 0; }))
    return false;
  for (size_t c = 0; c < plans.size(); ++c) {
    const RequantPlan &p = plans[c];
    int64_t constant =
        int64_t(p.roundingAdd) + (int64_t(p.outputZp) << p.finalShift);
    if (constant < INT32_MIN || constant > INT32_MAX)
      return false;
    for (int64_t acc : {bounds[c].min, bounds[c].max}) {
      int64_t v = floorShift(acc + p.bias, p.preShift) * p.multiplier;
      if (v + constant < INT32_MIN || v + constant > INT32_MAX)
        return false;
    }
  }
  return true;
}

/// The ALU steps of the plans (after the GEMM, whose bias row holds
/// `biases`), and the per-channel values of the row kinds. With `foldZp`
/// the zero point joins the rounding constant (canFoldZeroPoint).
std::vector<AluStep> requantSteps(llvm::ArrayRef<RequantPlan> plans,
                                  llvm::ArrayRef<int32_t> biases, bool foldZp,
                                  std::vector<std::vector<int32_t>> &rows) {
  std::vector<AluStep> steps;
  auto add = [&](AluOpcode op, std::vector<int32_t> values, bool skipZero) {
    bool uniform = std::all_of(values.begin(), values.end(),
                               [&](int32_t v) { return v == values[0]; });
    if (uniform && skipZero && values[0] == 0)
      return;
    AluStep step{op};
    if (uniform && values[0] >= INT16_MIN && values[0] <= INT16_MAX) {
      step.imm = values[0];
    } else {
      step.useImm = false;
      step.row = int64_t(rows.size());
      rows.push_back(std::move(values));
    }
    steps.push_back(step);
  };
  auto field = [&](int32_t RequantPlan::*member) {
    std::vector<int32_t> values;
    for (const RequantPlan &plan : plans)
      values.push_back(plan.*member);
    return values;
  };
  add(AluOpcode::Add, biases, /*skipZero=*/true);
  add(AluOpcode::Shr, field(&RequantPlan::preShift), true);
  add(AluOpcode::Mul, field(&RequantPlan::multiplier), false);
  std::vector<int32_t> rounding = field(&RequantPlan::roundingAdd);
  if (foldZp)
    for (size_t c = 0; c < plans.size(); ++c)
      rounding[c] = int32_t(int64_t(rounding[c]) + (int64_t(plans[c].outputZp)
                                                    << plans[c].finalShift));
  add(AluOpcode::Add, rounding, true);
  add(AluOpcode::Shr, field(&RequantPlan::finalShift), true);
  if (!foldZp)
    add(AluOpcode::Add, field(&RequantPlan::outputZp), true);
  add(AluOpcode::Min, field(&RequantPlan::clampMax), false);
  add(AluOpcode::Max, field(&RequantPlan::clampMin), false);
  return steps;
}

/// Notes on the channels whose plan pre-shifts the accumulator.
std::vector<std::string>
preShiftNotes(const Conv2dLayer &layer,
              llvm::ArrayRef<AccumulatorBound> bounds) {
  std::vector<std::string> notes;
  const int64_t oc = layer.outChannels;
  for (int64_t first = 0; first < oc;) {
    int32_t p = layer.requant[first].preShift;
    int64_t last = first;
    while (last + 1 < oc && layer.requant[last + 1].preShift == p)
      ++last;
    if (p > 0) {
      int64_t worst = 0;
      for (int64_t c = first; c <= last; ++c) {
        const RequantPlan &plan = layer.requant[c];
        int64_t maxAbs =
            c < int64_t(bounds.size())
                ? std::max(std::abs(bounds[c].min + bounds[c].bias),
                           std::abs(bounds[c].max + bounds[c].bias))
                : int64_t(INT32_MAX);
        ScaleFactor scale16{plan.multiplier, plan.preShift + plan.finalShift};
        worst = std::max(worst, deviationBound(plan, scale16, maxAbs));
      }
      std::string channels = "channel " + std::to_string(first);
      if (last > first)
        channels =
            "channels " + std::to_string(first) + "-" + std::to_string(last);
      notes.push_back("pre-shift " + std::to_string(p) + " on output " +
                      channels + ": the low " + std::to_string(p) +
                      " bits of acc + bias are dropped before the 16-bit "
                      "multiply (worst-case deviation from RESCALE with the "
                      "16-bit scale <= " +
                      std::to_string(worst) + ")");
    }
    first = last + 1;
  }
  return notes;
}

LoopFields loop(std::pair<uint32_t, uint32_t> uops, int64_t iterOut,
                int64_t iterIn, int64_t dstOut, int64_t dstIn, int64_t srcOut,
                int64_t srcIn) {
  LoopFields l;
  l.uopBegin = uops.first;
  l.uopEnd = uops.second;
  l.iterOut = uint32_t(iterOut);
  l.iterIn = uint32_t(iterIn);
  l.dstFactorOut = uint32_t(dstOut);
  l.dstFactorIn = uint32_t(dstIn);
  l.srcFactorOut = uint32_t(srcOut);
  l.srcFactorIn = uint32_t(srcIn);
  return l;
}

llvm::Error checkLayer(const Conv2dLayer &layer) {
  const ActivationShape &in = layer.input;
  if (in.n < 1 || in.h < 1 || in.w < 1 || in.c < 1 || layer.outChannels < 1 ||
      layer.kernelH < 1 || layer.kernelW < 1 || layer.strideH < 1 ||
      layer.strideW < 1 || layer.dilationH < 1 || layer.dilationW < 1 ||
      layer.padTop < 0 || layer.padBottom < 0 || layer.padLeft < 0 ||
      layer.padRight < 0)
    return error("extents, strides and dilations must be positive and pads "
                 "non-negative");
  if (layer.outputH() < 1 || layer.outputW() < 1)
    return error("the kernel is larger than the padded input");
  if (int64_t(layer.weights.size()) !=
      layer.outChannels * layer.kernelH * layer.kernelW * in.c)
    return error(
        "weights hold " + llvm::Twine(layer.weights.size()) +
        " values, expected OHWI " +
        llvm::Twine(layer.outChannels * layer.kernelH * layer.kernelW * in.c));
  if (int64_t(layer.requant.size()) != layer.outChannels)
    return error(llvm::Twine(layer.requant.size()) +
                 " requantization plans for " + llvm::Twine(layer.outChannels) +
                 " output channels");
  if (layer.inputZp < -128 || layer.inputZp > 127)
    return error("input zero point " + llvm::Twine(layer.inputZp) +
                 " is not an int8 value");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<CompiledLayer>
tosac::vta::compileConv2d(const Conv2dLayer &layer,
                          const CodegenOptions &options) {
  if (llvm::Error err = checkLayer(layer))
    return std::move(err);
  const ActivationShape &in = layer.input;
  Geometry g{in.n,
             in.h,
             in.w,
             ceilDiv(in.c, kBlockIn),
             layer.outChannels,
             ceilDiv(layer.outChannels, kBlockOut),
             layer.kernelH,
             layer.kernelW,
             layer.strideH,
             layer.strideW,
             layer.dilationH,
             layer.dilationW,
             layer.outputH(),
             layer.outputW(),
             layer.padTop,
             layer.padBottom,
             layer.padLeft,
             layer.padRight};
  CompiledLayer out;

  // Requantization constants. sum_w folds the input zero point into the bias
  // when the host pads with it.
  std::vector<int32_t> biases;
  for (int64_t o = 0; o < g.oc; ++o) {
    int64_t sumW = 0;
    for (int64_t k = 0; k < g.window() * in.c; ++k)
      sumW += layer.weights[o * g.window() * in.c + k];
    int64_t folded = int64_t(layer.requant[o].bias) - layer.inputZp * sumW;
    biases.push_back(int32_t(uint32_t(uint64_t(folded))));
  }
  std::vector<std::vector<int32_t>> rowValues;
  std::vector<AccumulatorBound> bounds = channelBounds(layer);
  std::vector<AluStep> steps =
      requantSteps(layer.requant, biases,
                   canFoldZeroPoint(layer.requant, bounds), rowValues);
  const int64_t constRows = int64_t(rowValues.size()) * g.ocb;

  // SRAM budget per tile; a reduction too large for a WGT half runs on one
  // thread.
  const int64_t reduction = g.icb * g.window();
  if (reduction > kWgtDepth)
    return error("reduction of " + llvm::Twine(reduction) +
                 " weight blocks does not fit the WGT buffer (" +
                 llvm::Twine(kWgtDepth) + " blocks)");
  if (constRows + 1 > kAccDepth)
    return error(llvm::Twine(constRows) +
                 " ACC constant rows leave no room for accumulators");
  unsigned threads = options.doubleBuffer ? 2 : 1;
  std::optional<Tiling> tiling;
  for (; threads >= 1 && !tiling; --threads) {
    Budget budget{kInpDepth / threads, kWgtDepth / threads,
                  (kAccDepth - constRows) / threads};
    tiling = chooseTiling(g, budget);
    if (tiling)
      break;
  }
  if (!tiling)
    return error("an input window of " + llvm::Twine(g.icb) + " x " +
                 llvm::Twine(g.rowsIn(1)) + " x " + llvm::Twine(g.colsIn(1)) +
                 " elements does not fit the INP buffer");
  if (options.doubleBuffer && threads == 1)
    out.notes.push_back("single buffered: one tile's operands do not fit an "
                        "SRAM half");
  const Budget half{kInpDepth / threads, kWgtDepth / threads,
                    (kAccDepth - constRows) / threads};

  std::vector<TileSpec> tiles = enumerateTiles(g, *tiling, true);
  {
    std::vector<TileSpec> inner = enumerateTiles(g, *tiling, false);
    if (loadVolume(g, inner, threads) < loadVolume(g, tiles, threads))
      tiles = std::move(inner);
  }

  // Padding: from the LOADs when the zero point is 0, every pad fits 4 bits
  // and every tile reads at least one real row and column; else by the host.
  bool loadPad = layer.inputZp == 0 && g.padTop <= kMaxPad &&
                 g.padBottom <= kMaxPad && g.padLeft <= kMaxPad &&
                 g.padRight <= kMaxPad;
  for (const TileSpec &t : tiles) {
    int64_t r0 = t.oh0 * g.sh - g.padTop, c0 = t.ow0 * g.sw - g.padLeft;
    if (r0 + g.rowsIn(t.th) <= 0 || r0 >= g.h || c0 + g.colsIn(t.tw) <= 0 ||
        c0 >= g.w)
      loadPad = false;
  }
  if (!loadPad && layer.inputZp == 0 &&
      (g.padTop || g.padBottom || g.padLeft || g.padRight))
    out.notes.push_back("the host pads the input: a LOAD cannot express the "
                        "padding");
  const int64_t imgH = loadPad ? g.h : g.h + g.padTop + g.padBottom;
  const int64_t imgW = loadPad ? g.w : g.w + g.padLeft + g.padRight;

  // DRAM: weights, constant rows, input and output images; the kernels last,
  // once their size is known.
  DramPlanner planner;
  std::vector<int8_t> blocked =
      blockWeights(layer.weights, {g.oc, g.kh, g.kw, in.c});
  Segment weights{"weights", MemType::Wgt, 0, blocked.size(),
                  std::vector<uint8_t>(blocked.begin(), blocked.end())};
  weights.addr = planner.allocate(weights.size);
  const int64_t wgtElem = DramPlanner::elementIndex(weights.addr, MemType::Wgt);

  Segment constants{"constants", MemType::Acc, 0, uint64_t(constRows) * 64, {}};
  for (const std::vector<int32_t> &values : rowValues)
    for (int64_t b = 0; b < g.ocb; ++b)
      for (int64_t lane = 0; lane < kBlockOut; ++lane) {
        int64_t o = b * kBlockOut + lane;
        uint32_t v = o < g.oc ? uint32_t(values[o]) : 0;
        for (int byte = 0; byte < 4; ++byte)
          constants.bytes.push_back(uint8_t(v >> (8 * byte)));
      }
  if (constRows > 0)
    constants.addr = planner.allocate(constants.size);

  TensorImage input;
  input.name = "input0";
  input.layout = ImageLayout::Blocked;
  input.shape = {in.n, in.h, in.w, in.c};
  if (!loadPad) {
    input.hostPad = {g.padTop, g.padBottom, g.padLeft, g.padRight};
    input.hostPadValue = int8_t(layer.inputZp);
  }
  input.size = uint64_t(g.n * g.icb * imgH * imgW) * 16;
  uint64_t inputOffset = planner.allocate(input.size);
  const int64_t inpElem = DramPlanner::elementIndex(inputOffset, MemType::Inp);

  TensorImage output;
  output.name = "output";
  output.layout = ImageLayout::Blocked;
  output.shape = {g.n, g.oh, g.ow, g.oc};
  output.size = uint64_t(g.n * g.ocb * g.oh * g.ow) * 16;
  uint64_t outputOffset = planner.allocate(output.size);
  const int64_t outElem = DramPlanner::elementIndex(outputOffset, MemType::Out);

  // Tiles.
  KernelTable table;
  std::vector<TileInsns> tileInsns;
  std::vector<std::optional<InpKey>> heldInp(threads);
  std::vector<std::optional<WgtKey>> heldWgt(threads);
  for (size_t i = 0; i < tiles.size(); ++i) {
    const TileSpec &t = tiles[i];
    const unsigned h = i % threads;
    const int64_t inpBase = h * half.inp, wgtBase = h * half.wgt,
                  accBase = constRows + h * half.acc;
    const int64_t rowsIn = g.rowsIn(t.th), colsIn = g.colsIn(t.tw);
    const int64_t area = t.th * t.tw;
    TileInsns insns;

    if (heldInp[h] != inpKey(t)) {
      int64_t r0 = t.oh0 * g.sh, c0 = t.ow0 * g.sw;
      int64_t yPad0 = 0, yPad1 = 0, xPad0 = 0, xPad1 = 0;
      if (loadPad) {
        r0 -= g.padTop;
        c0 -= g.padLeft;
        yPad0 = std::max<int64_t>(0, -r0);
        yPad1 = std::max<int64_t>(0, r0 + rowsIn - g.h);
        xPad0 = std::max<int64_t>(0, -c0);
        xPad1 = std::max<int64_t>(0, c0 + colsIn - g.w);
      }
      for (int64_t ic = 0; ic < g.icb; ++ic) {
        MemInsn m =
            loadInsn(MemType::Inp, inpBase + ic * rowsIn * colsIn,
                    inpElem + ((t.n * g.icb + ic) * imgH + r0 + yPad0) * imgW +
                        c0 + xPad0,
                    rowsIn - yPad0 - yPad1, colsIn - xPad0 - xPad1, imgW);
        m.yPad0 = uint32_t(yPad0);
        m.yPad1 = uint32_t(yPad1);
        m.xPad0 = uint32_t(xPad0);
        m.xPad1 = uint32_t(xPad1);
        insns.loads.push_back(m);
      }
      heldInp[h] = inpKey(t);
    }
    if (heldWgt[h] != wgtKey(t)) {
      int64_t blocks = t.toc * reduction;
      insns.loads.push_back(loadInsn(MemType::Wgt, wgtBase,
                                    wgtElem + t.oc0 * reduction, 1, blocks,
                                    blocks));
      heldWgt[h] = wgtKey(t);
    }

    // GEMM: reset, then the reduction over (oc block, ic block, kh, kw).
    GemmInsn reset;
    reset.loop = loop(table.add({Uop{uint32_t(accBase), 0, 0}}), t.toc * area,
                      1, 1, 0, 0, 0);
    reset.loop.reset = true;
    insns.compute.push_back(reset);
    std::vector<Uop> kernel;
    for (int64_t o = 0; o < t.toc; ++o)
      for (int64_t ic = 0; ic < g.icb; ++ic)
        for (int64_t y = 0; y < g.kh; ++y)
          for (int64_t x = 0; x < g.kw; ++x)
            kernel.push_back(
                {uint32_t(accBase + o * area),
                 uint32_t(inpBase + ic * rowsIn * colsIn + y * g.dh * colsIn +
                          x * g.dw),
                 uint32_t(wgtBase + ((o * g.icb + ic) * g.kh + y) * g.kw + x)});
    GemmInsn gemm;
    gemm.loop = loop(table.add(kernel), t.th, t.tw, t.tw, 1,
                     t.th > 1 ? g.sh * colsIn : 0, g.sw);
    insns.compute.push_back(gemm);

    // Requantization: one micro-op, the oc blocks as the outer loop (the
    // constant rows of consecutive blocks are consecutive).
    for (const AluStep &step : steps) {
      AluInsn alu;
      alu.aluOpcode = uint32_t(step.op);
      alu.useImm = step.useImm;
      alu.imm = step.imm;
      int64_t src = step.useImm ? 0 : step.row * g.ocb + t.oc0;
      alu.loop = loop(table.add({Uop{uint32_t(accBase), uint32_t(src), 0}}),
                      t.toc, area, area, 1, step.useImm ? 0 : 1, 0);
      insns.compute.push_back(alu);
    }

    // Stores: one per oc block, or one for all when the tile is the whole
    // image (the blocks are then consecutive in DRAM).
    int64_t dram =
        outElem + ((t.n * g.ocb + t.oc0) * g.oh + t.oh0) * g.ow + t.ow0;
    if (t.th == g.oh && t.tw == g.ow) {
      insns.stores.push_back(
          storeInsn(accBase, dram, t.toc * t.th, t.tw, g.ow));
    } else {
      for (int64_t o = 0; o < t.toc; ++o)
        insns.stores.push_back(storeInsn(accBase + o * area,
                                       dram + o * g.oh * g.ow, t.th, t.tw,
                                       g.ow));
    }
    tileInsns.push_back(std::move(insns));
  }
  if (table.size > kUopDepth)
    return error("the micro-op kernels need " + llvm::Twine(table.size) +
                 " entries, more than the UOP buffer's " +
                 llvm::Twine(kUopDepth));

  uint64_t uopOffset = planner.allocate(uint64_t(table.size) * 4);
  std::vector<Instruction> prologue;
  prologue.push_back(loadInsn(MemType::Uop, 0,
                             DramPlanner::elementIndex(uopOffset, MemType::Uop),
                             1, table.size, table.size));
  if (constRows > 0)
    prologue.push_back(
        loadInsn(MemType::Acc, 0,
                DramPlanner::elementIndex(constants.addr, MemType::Acc), 1,
                constRows, constRows));

  auto insns = scheduleTiles(prologue, tileInsns, threads);
  if (!insns)
    return insns.takeError();
  out.insns = std::move(*insns);
  out.constants.push_back(std::move(weights));
  if (constRows > 0)
    out.constants.push_back(std::move(constants));
  uint64_t dataBase = dataBaseFor(out.insns.size());
  relocate(out.insns, out.constants, dataBase);
  out.kernels = std::move(table.kernels);
  out.uopAddr = dataBase + uopOffset;
  input.addr = dataBase + inputOffset;
  output.addr = dataBase + outputOffset;
  out.inputs.push_back(std::move(input));
  out.output = std::move(output);
  out.dramEnd = dataBase + planner.size();

  for (size_t i = 0; i < out.insns.size(); ++i) {
    std::vector<std::string> problems = validate(out.insns[i]);
    if (!problems.empty())
      return error("instruction " + llvm::Twine(i) + " (" +
                   toString(out.insns[i]) + ") is invalid: " + problems[0]);
  }
  for (const auto &kernel : out.kernels)
    for (const Uop &uop : kernel)
      if (!validate(uop).empty())
        return error("invalid micro-op: " + validate(uop)[0]);

  std::vector<std::string> notes = preShiftNotes(layer, bounds);
  out.notes.insert(out.notes.end(), notes.begin(), notes.end());
  out.notes.push_back(
      std::to_string(tiles.size()) + " tiles of up to " +
      std::to_string(tiling->toc) + " output-channel block(s) x " +
      std::to_string(tiling->th) + " rows x " + std::to_string(tiling->tw) +
      " columns (all " + std::to_string(g.icb) + " input-channel blocks), " +
      std::to_string(threads) + " thread(s), " + std::to_string(table.size) +
      " micro-ops in " + std::to_string(out.kernels.size()) + " kernels, " +
      std::to_string(constRows) + " ACC constant rows");
  return out;
}
