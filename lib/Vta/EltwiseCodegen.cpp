//===- EltwiseCodegen.cpp - VTA programs for int8 ADD and CLAMP -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA programs of AddLayer and ClampLayer, derives an
// AddLayer's 16-bit scales from the graph's RESCALEs, and models both layers.
//
// Both layers work on Flat images (16 consecutive int8 values per INP/OUT
// row) in tiles of rows. A tile loads its rows into INP, copies them into the
// int32 ACC with a GEMM against the identity weight block (after a GEMM
// reset), runs its ALU sequence and stores the rows, which the last MIN/MAX
// has clamped to int8.
//
// ADD, per tile of T rows: INP rows [0, T) hold a, [T, 2T) b; the same ACC
// rows of the tile's half receive them. Each input runs
//   ADD -zp; MUL m; (ADD 2^(s-1); SHR s  if s > 0) or (SHR s  if s < 0)
// then ADD a += b (ALU with src = the b rows) and the output requantization
// of Requant.h on the a rows. Rounding terms that do not fit the signed 16-bit
// immediate come from ACC constant rows loaded by the prologue.
//
//===----------------------------------------------------------------------===//

#include "CodegenSupport.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

using namespace tosac;
using namespace tosac::vta;
using namespace tosac::vta::detail;

namespace {

bool fitsInt16(int64_t v) { return v >= INT16_MIN && v <= INT16_MAX; }
bool fitsInt32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

int32_t wrapAdd(int32_t a, int32_t b) {
  return int32_t(uint32_t(a) + uint32_t(b));
}
int32_t wrapMul(int32_t a, int32_t b) {
  return int32_t(uint32_t(a) * uint32_t(b));
}
/// VTA's SHR: floor for b >= 0, wrapping left shift for b < 0.
int32_t vtaShr(int32_t a, int32_t b) {
  if (b >= 0)
    return a >= 0 ? a >> b : -((-(int64_t(a) + 1)) >> b) - 1;
  return int32_t(uint32_t(a) << -b);
}

/// One input's sequence with VTA semantics (the emitted arithmetic).
int32_t runInput(const InputScale &s, int32_t x) {
  int32_t v = wrapMul(wrapAdd(x, -s.zp), s.multiplier);
  if (s.shift > 0)
    v = vtaShr(wrapAdd(v, int32_t(uint32_t(1) << (s.shift - 1))), s.shift);
  else if (s.shift < 0)
    v = vtaShr(v, s.shift);
  return v;
}

/// The same sequence in int64; nullopt when an intermediate leaves int32.
std::optional<int64_t> runInput64(const InputScale &s, int64_t x) {
  int64_t v = x - s.zp;
  if (!fitsInt32(v))
    return std::nullopt;
  v *= s.multiplier;
  if (!fitsInt32(v))
    return std::nullopt;
  if (s.shift > 0) {
    v += int64_t(1) << (s.shift - 1);
    if (!fitsInt32(v))
      return std::nullopt;
    v = v >= 0 ? v >> s.shift : -((-(v + 1)) >> s.shift) - 1;
  } else if (s.shift < 0) {
    v *= int64_t(1) << -s.shift;
    if (!fitsInt32(v))
      return std::nullopt;
  }
  return v;
}

std::string scaleText(ScaleFactor s) {
  return std::to_string(s.multiplier) + " * 2^-" + std::to_string(s.shift);
}

/// The frexp rule of VTA.md applied to an input RESCALE, allowing shifts <= 0
/// (scales >= 2^15: an exact left shift instead of a rounded right shift).
llvm::Expected<InputScale> deriveInputScale(const char *name, int32_t zp,
                                            ScaleFactor rescale) {
  auto fail = [&](const std::string &why) {
    return llvm::createStringError(std::string("add input ") + name +
                                   " scale " + scaleText(rescale) + ": " + why);
  };
  if (zp < -128 || zp > 127)
    return fail("zero point " + std::to_string(zp) + " is not int8");
  if (rescale.multiplier < 0)
    return fail("negative multiplier");
  if (rescale.shift < 0 || rescale.shift > 63)
    return fail("shift outside 0..63");
  InputScale s;
  s.zp = zp;
  double scale = std::ldexp(double(rescale.multiplier), -rescale.shift);
  if (scale == 0)
    return s;
  int e = 0;
  double q = std::frexp(scale, &e);
  int64_t m = int64_t(std::round(std::ldexp(q, 15)));
  if (m == (int64_t(1) << 15)) {
    m /= 2;
    ++e;
  }
  int64_t shift = 15 - int64_t(e);
  if (shift < -31 || shift > 31)
    return fail("the 16-bit multiplier " + std::to_string(m) +
                " needs a shift of " + std::to_string(shift) +
                ", outside -31..31");
  s.multiplier = int32_t(m);
  s.shift = int32_t(shift);
  for (int64_t x : {-128, 127})
    if (!runInput64(s, x))
      return fail("((x - " + std::to_string(zp) + ") * " + std::to_string(m) +
                  ") scaled by 2^" + std::to_string(-shift) +
                  " overflows int32 for x = " + std::to_string(x));
  return s;
}

/// The checks that make an AddLayer's emitted instructions valid.
llvm::Error checkAddLayer(const AddLayer &layer) {
  auto fail = [](const std::string &why) {
    return llvm::createStringError("add: " + why);
  };
  if (layer.shape.empty() || numElements(layer.shape) <= 0)
    return fail("empty or invalid shape");
  for (const InputScale *s : {&layer.a, &layer.b}) {
    if (!fitsInt16(-int64_t(s->zp)))
      return fail("input zero point " + std::to_string(s->zp) +
                  " does not fit an immediate");
    if (s->multiplier < 0 || s->multiplier >= (1 << 15))
      return fail("input multiplier " + std::to_string(s->multiplier) +
                  " outside [0, 2^15)");
    if (s->shift < -31 || s->shift > 31)
      return fail("input shift " + std::to_string(s->shift) +
                  " outside -31..31");
  }
  const RequantPlan &o = layer.output;
  if (o.bias != 0)
    return fail("the output requantization has a bias");
  if (o.preShift < 0 || o.preShift > 31 || o.finalShift < 1 ||
      o.finalShift > 31 || o.multiplier < 0 || o.multiplier >= (1 << 15) ||
      o.roundingAdd != int32_t(uint32_t(1) << (o.finalShift - 1)))
    return fail("malformed output requantization");
  if (!fitsInt16(o.outputZp))
    return fail("output zero point " + std::to_string(o.outputZp) +
                " does not fit an immediate");
  if (o.clampMin < -128 || o.clampMax > 127 || o.clampMin > o.clampMax)
    return fail("clamp [" + std::to_string(o.clampMin) + ", " +
                std::to_string(o.clampMax) + "] is not an int8 range");
  return llvm::Error::success();
}

/// Emits the instructions of one element-wise ALU step on `count` rows from
/// ACC row `dst`: with an immediate, or with the ACC constant row `constRow`
/// (src factors 0) when `constRow` is set.
struct AluEmitter {
  LayerBuilder &builder;
  std::vector<Instruction> &out;
  uint32_t dst, count;

  void imm(AluOpcode op, int32_t value) {
    Loop loop;
    loop.iterOut = count;
    loop.dstOut = 1;
    out.push_back(aluInsn(op, builder.uop(dst, 0), loop, true, value));
  }
  void row(AluOpcode op, uint32_t constRow) {
    Loop loop;
    loop.iterOut = count;
    loop.dstOut = 1;
    out.push_back(aluInsn(op, builder.uop(dst, constRow), loop, false, 0));
  }
  /// ADD of a rounding term: immediate when it fits, constant row otherwise.
  void addConstant(int32_t value, const std::map<int32_t, uint32_t> &rows) {
    if (fitsInt16(value))
      imm(AluOpcode::Add, value);
    else
      row(AluOpcode::Add, rows.at(value));
  }
};

/// The rows of a Flat image of `shape`.
int64_t flatRows(llvm::ArrayRef<int64_t> shape) {
  return roundUpToBlock(numElements(shape), kBlockIn) / kBlockIn;
}

} // namespace

//===----------------------------------------------------------------------===//
// ADD
//===----------------------------------------------------------------------===//

llvm::Expected<AddLayer> tosac::vta::planAdd(llvm::ArrayRef<int64_t> shape,
                                             int32_t zpA, ScaleFactor scaleA,
                                             int32_t zpB, ScaleFactor scaleB,
                                             ScaleFactor outputScale,
                                             int32_t outputZp, int32_t clampMin,
                                             int32_t clampMax) {
  AddLayer layer;
  layer.shape.assign(shape.begin(), shape.end());
  auto a = deriveInputScale("a", zpA, scaleA);
  if (!a)
    return a.takeError();
  auto b = deriveInputScale("b", zpB, scaleB);
  if (!b)
    return b.takeError();
  layer.a = *a;
  layer.b = *b;
  // Each input sequence is monotone non-decreasing in x (m >= 0, the rounding
  // shift floors), so the int8 ends bound the sum exactly.
  int64_t lo = *runInput64(*a, -128) + *runInput64(*b, -128);
  int64_t hi = *runInput64(*a, 127) + *runInput64(*b, 127);
  if (!fitsInt32(lo) || !fitsInt32(hi))
    return llvm::createStringError("add: the sum of the scaled inputs spans [" +
                                   std::to_string(lo) + ", " +
                                   std::to_string(hi) + "], outside int32");
  if (clampMin < -128 || clampMax > 127 || clampMin > clampMax)
    return llvm::createStringError("add: clamp [" + std::to_string(clampMin) +
                                   ", " + std::to_string(clampMax) +
                                   "] is not an int8 range");
  if (outputZp < -128 || outputZp > 127)
    return llvm::createStringError("add: output zero point " +
                                   std::to_string(outputZp) + " is not int8");
  auto scale16 = deriveScale16(outputScale);
  if (!scale16)
    return llvm::createStringError(
        "add: output scale " + scaleText(outputScale) +
        " has no 16-bit form: " + describeArithStatus(scale16.status));
  AccumulatorBound bound;
  bound.min = lo;
  bound.max = hi;
  bound.maxAbsPartial = std::max(std::llabs(lo), std::llabs(hi));
  auto plan = planFor(bound, scale16.value, outputZp, clampMin, clampMax);
  if (!plan)
    return llvm::createStringError(
        "add: no pre-shift keeps the output requantization of sums in [" +
        std::to_string(lo) + ", " + std::to_string(hi) + "] with scale " +
        scaleText(scale16.value) +
        " inside int32: " + describeArithStatus(plan.status));
  layer.output = plan.value;
  return layer;
}

llvm::Expected<CompiledLayer>
tosac::vta::compileAdd(const AddLayer &layer, const CodegenOptions &options) {
  if (llvm::Error err = checkAddLayer(layer))
    return std::move(err);
  LayerBuilder builder;
  const RequantPlan &o = layer.output;

  // Rounding terms too wide for the immediate become ACC constant rows.
  std::vector<int32_t> wide;
  for (const InputScale *s : {&layer.a, &layer.b})
    if (s->shift > 0 && !fitsInt16(int32_t(1) << (s->shift - 1)))
      wide.push_back(int32_t(1) << (s->shift - 1));
  if (!fitsInt16(o.roundingAdd))
    wide.push_back(o.roundingAdd);
  std::map<int32_t, uint32_t> constRow;
  std::vector<uint8_t> constBytes;
  for (int32_t v : wide)
    if (constRow.emplace(v, uint32_t(constRow.size())).second) {
      std::vector<uint8_t> row = accRow(v);
      constBytes.insert(constBytes.end(), row.begin(), row.end());
    }
  uint32_t constRows = uint32_t(constRow.size());

  uint64_t identOff =
      builder.addConstant("identity", MemType::Wgt, identityBlock());
  if (constRows) {
    uint64_t off =
        builder.addConstant("constants", MemType::Acc, std::move(constBytes));
    builder.prologue.push_back(
        loadInsn(MemType::Acc, 0, DramPlanner::elementIndex(off, MemType::Acc),
                 1, constRows, constRows));
    builder.notes.push_back(std::to_string(constRows) +
                            " rounding term(s) wider than 16 bits in ACC "
                            "constant rows");
  }
  TensorImage image;
  image.layout = ImageLayout::Flat;
  image.shape = layer.shape;
  image.name = "input0";
  uint64_t aOff = builder.addInput(image);
  image.name = "input1";
  uint64_t bOff = builder.addInput(image);
  image.name = "output";
  uint64_t outOff = builder.setOutput(image);
  if (o.preShift > 0)
    builder.notes.push_back("pre-shift " + std::to_string(o.preShift) +
                            " drops the low bits of the scaled sum");

  SramHalves h = sramHalves(options.doubleBuffer, constRows);
  const int64_t rows = flatRows(layer.shape);
  const int64_t tileRows = std::min(h.inpRows, h.accRows) / 2;
  for (int64_t r0 = 0, i = 0; r0 < rows; r0 += tileRows, ++i) {
    uint32_t t = uint32_t(std::min(tileRows, rows - r0));
    uint32_t inp = h.inpBase[i % 2], acc = h.accBase[i % 2];
    TileInsns tile;
    if (i == 0)
      tile.loads.push_back(
          loadInsn(MemType::Wgt, 0,
                   DramPlanner::elementIndex(identOff, MemType::Wgt), 1, 1, 1));
    tile.loads.push_back(
        loadInsn(MemType::Inp, inp,
                 DramPlanner::elementIndex(aOff, MemType::Inp) + r0, 1, t, t));
    tile.loads.push_back(
        loadInsn(MemType::Inp, inp + t,
                 DramPlanner::elementIndex(bOff, MemType::Inp) + r0, 1, t, t));
    // Both inputs into the ACC: rows [acc, acc + t) a, [acc + t, acc + 2t) b.
    Loop copy;
    copy.iterOut = 2 * t;
    copy.dstOut = 1;
    copy.srcOut = 1;
    tile.compute.push_back(gemmInsn(true, builder.uop(acc, 0), copy));
    tile.compute.push_back(gemmInsn(false, builder.uop(acc, inp), copy));
    for (unsigned k = 0; k < 2; ++k) {
      const InputScale &s = k == 0 ? layer.a : layer.b;
      AluEmitter alu{builder, tile.compute, acc + k * t, t};
      if (s.zp != 0)
        alu.imm(AluOpcode::Add, -s.zp);
      alu.imm(AluOpcode::Mul, s.multiplier);
      if (s.shift > 0) {
        alu.addConstant(int32_t(1) << (s.shift - 1), constRow);
        alu.imm(AluOpcode::Shr, s.shift);
      } else if (s.shift < 0) {
        alu.imm(AluOpcode::Shr, s.shift);
      }
    }
    Loop sum;
    sum.iterOut = t;
    sum.dstOut = 1;
    sum.srcOut = 1;
    tile.compute.push_back(
        aluInsn(AluOpcode::Add, builder.uop(acc, acc + t), sum, false, 0));
    AluEmitter alu{builder, tile.compute, acc, t};
    if (o.preShift > 0)
      alu.imm(AluOpcode::Shr, o.preShift);
    alu.imm(AluOpcode::Mul, o.multiplier);
    alu.addConstant(o.roundingAdd, constRow);
    alu.imm(AluOpcode::Shr, o.finalShift);
    if (o.outputZp != 0)
      alu.imm(AluOpcode::Add, o.outputZp);
    alu.imm(AluOpcode::Min, o.clampMax);
    alu.imm(AluOpcode::Max, o.clampMin);
    tile.stores.push_back(storeInsn(
        acc, DramPlanner::elementIndex(outOff, MemType::Out) + r0, 1, t, t));
    builder.tiles.push_back(std::move(tile));
  }
  return builder.finish(options.doubleBuffer, "add");
}

std::vector<int8_t> tosac::vta::modelAdd(const AddLayer &layer,
                                         llvm::ArrayRef<int8_t> a,
                                         llvm::ArrayRef<int8_t> b) {
  std::vector<int8_t> out(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    int32_t s = wrapAdd(runInput(layer.a, a[i]), runInput(layer.b, b[i]));
    out[i] = int8_t(runSequence(layer.output, s));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// CLAMP
//===----------------------------------------------------------------------===//

llvm::Expected<CompiledLayer>
tosac::vta::compileClamp(const ClampLayer &layer,
                         const CodegenOptions &options) {
  if (layer.shape.empty() || numElements(layer.shape) <= 0)
    return llvm::createStringError("clamp: empty or invalid shape");
  if (layer.min < -128 || layer.max > 127 || layer.min > layer.max)
    return llvm::createStringError("clamp: [" + std::to_string(layer.min) +
                                   ", " + std::to_string(layer.max) +
                                   "] is not an int8 range");
  LayerBuilder builder;
  uint64_t identOff =
      builder.addConstant("identity", MemType::Wgt, identityBlock());
  TensorImage image;
  image.layout = ImageLayout::Flat;
  image.shape = layer.shape;
  image.name = "input0";
  uint64_t inOff = builder.addInput(image);
  image.name = "output";
  uint64_t outOff = builder.setOutput(image);

  SramHalves h = sramHalves(options.doubleBuffer, 0);
  const int64_t rows = flatRows(layer.shape);
  const int64_t tileRows = std::min(h.inpRows, h.accRows);
  for (int64_t r0 = 0, i = 0; r0 < rows; r0 += tileRows, ++i) {
    uint32_t t = uint32_t(std::min(tileRows, rows - r0));
    uint32_t inp = h.inpBase[i % 2], acc = h.accBase[i % 2];
    TileInsns tile;
    if (i == 0)
      tile.loads.push_back(
          loadInsn(MemType::Wgt, 0,
                   DramPlanner::elementIndex(identOff, MemType::Wgt), 1, 1, 1));
    tile.loads.push_back(
        loadInsn(MemType::Inp, inp,
                 DramPlanner::elementIndex(inOff, MemType::Inp) + r0, 1, t, t));
    Loop copy;
    copy.iterOut = t;
    copy.dstOut = 1;
    copy.srcOut = 1;
    tile.compute.push_back(gemmInsn(true, builder.uop(acc, 0), copy));
    tile.compute.push_back(gemmInsn(false, builder.uop(acc, inp), copy));
    AluEmitter alu{builder, tile.compute, acc, t};
    alu.imm(AluOpcode::Min, layer.max);
    alu.imm(AluOpcode::Max, layer.min);
    tile.stores.push_back(storeInsn(
        acc, DramPlanner::elementIndex(outOff, MemType::Out) + r0, 1, t, t));
    builder.tiles.push_back(std::move(tile));
  }
  return builder.finish(options.doubleBuffer, "clamp");
}

std::vector<int8_t> tosac::vta::modelClamp(const ClampLayer &layer,
                                           llvm::ArrayRef<int8_t> input) {
  std::vector<int8_t> out(input.size());
  for (size_t i = 0; i < input.size(); ++i)
    out[i] = int8_t(
        std::min<int32_t>(std::max<int32_t>(input[i], layer.min), layer.max));
  return out;
}
