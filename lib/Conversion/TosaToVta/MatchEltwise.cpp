//===- MatchEltwise.cpp - add and clamp patterns of tosa-to-vta -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file matches the element-wise patterns of the tosa-to-vta pass:
//
//   tosa.rescale (i8 -> i32) of a, tosa.rescale (i8 -> i32) of b
//   -> tosa.add (i32, no broadcasting) -> tosa.rescale to i8
//   -> optional tosa.clamp
//
// (the quantized residual add frameworks emit), and a standalone tosa.clamp
// on i8. The input rescales must be per-tensor (or per-channel with one
// scale), signed, with a constant input zero point and output zero point 0.
//
//===----------------------------------------------------------------------===//

#include "TosaToVta.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa_to_vta;

namespace {

/// The one scale of a rescale whose (multiplier, shift) pairs are all equal.
std::optional<ScaleFactor> uniformScale(ArrayRef<ScaleFactor> scales) {
  if (scales.empty())
    return std::nullopt;
  for (const ScaleFactor &s : scales)
    if (s.multiplier != scales[0].multiplier || s.shift != scales[0].shift)
      return std::nullopt;
  return scales[0];
}

/// One input of the add: `tosa.rescale` from i8 to i32.
struct AddInput {
  ttosa::RescaleOp rescale;
  int32_t zp = 0;
  ScaleFactor scale{0, 0};
};

llvm::Expected<AddInput> matchAddInput(ttosa::AddOp add, unsigned index,
                                       ArrayRef<int64_t> shape) {
  std::string name = "input" + std::to_string(index + 1);
  Value operand = add->getOperand(index);
  AddInput input;
  input.rescale = operand.getDefiningOp<ttosa::RescaleOp>();
  if (!input.rescale)
    return reason(name + " is not produced by a tosa.rescale");
  std::string what = name + "'s tosa.rescale";
  ttosa::RescaleOp rescale = input.rescale;
  size_t uses = std::distance(operand.use_begin(), operand.use_end());
  if (uses != 1)
    return reason(what + " has " + llvm::Twine(uses) + " users");
  if (rescale->getBlock() != add->getBlock())
    return reason(what + " is in another block");
  auto inShape = staticIntTensor(rescale.getInput(), what + " input is", 8);
  if (!inShape)
    return inShape.takeError();
  if (ArrayRef<int64_t>(*inShape) != shape)
    return reason(name + " is broadcast from " + str(*inShape) + " to " +
                  str(shape));
  if (rescale.getInputUnsigned())
    return reason(what + " has input_unsigned = true");
  if (rescale.getOutputUnsigned())
    return reason(what + " has output_unsigned = true");

  llvm::Expected<int64_t> inputZp =
      constantScalar(rescale.getInputZp(), what + " input zero point is");
  if (!inputZp)
    return inputZp.takeError();
  input.zp = static_cast<int32_t>(*inputZp);
  llvm::Expected<int64_t> outputZp =
      constantScalar(rescale.getOutputZp(), what + " output zero point is");
  if (!outputZp)
    return outputZp.takeError();
  if (*outputZp != 0)
    return reason(what + " output zero point is " + llvm::Twine(*outputZp) +
                  ", not 0");

  llvm::Expected<std::vector<int64_t>> multipliers =
      constantInts(rescale.getMultiplier(), what + " multiplier is");
  if (!multipliers)
    return multipliers.takeError();
  llvm::Expected<std::vector<int64_t>> shifts =
      constantInts(rescale.getShift(), what + " shift is");
  if (!shifts)
    return shifts.takeError();
  SmallVector<ScaleFactor> scales;
  for (auto [m, s] : llvm::zip(*multipliers, *shifts))
    scales.push_back({static_cast<int32_t>(m), static_cast<int32_t>(s)});
  std::optional<ScaleFactor> scale = uniformScale(scales);
  if (!scale || multipliers->size() != shifts->size())
    return reason(what + " is per-channel with different scales");
  input.scale = *scale;
  return input;
}

} // namespace

llvm::Expected<Offload>
tosac::tosa_to_vta::matchAdd(ttosa::AddOp add,
                             const vta::CodegenOptions &options) {
  auto shape = staticIntTensor(add.getOutput(), "result is", 32);
  if (!shape)
    return shape.takeError();
  llvm::Expected<AddInput> a = matchAddInput(add, 0, *shape);
  if (!a)
    return a.takeError();
  llvm::Expected<AddInput> b = matchAddInput(add, 1, *shape);
  if (!b)
    return b.takeError();

  int64_t channels = shape->empty() ? 1 : shape->back();
  llvm::Expected<RequantTail> tail =
      matchRequantTail(add.getOutput(), channels);
  if (!tail)
    return tail.takeError();
  std::optional<ScaleFactor> outScale = uniformScale(tail->scales);
  if (!outScale)
    return reason("tosa.rescale is per-channel with different scales");

  llvm::Expected<vta::AddLayer> layer =
      vta::planAdd(*shape, a->zp, a->scale, b->zp, b->scale, *outScale,
                   tail->outputZp, tail->clampMin, tail->clampMax);
  if (!layer)
    return layer.takeError();
  llvm::Expected<vta::CompiledLayer> compiled =
      vta::compileAdd(*layer, options);
  if (!compiled)
    return compiled.takeError();

  Offload offload;
  offload.kind = "add";
  offload.root = add;
  offload.ops = {a->rescale, b->rescale, add};
  appendTail(offload, *tail, "3 tosa.rescale");
  offload.inputs = {a->rescale.getInput(), b->rescale.getInput()};
  offload.inputShapes = {*shape, *shape};
  offload.outputShape = *shape;
  offload.layer = std::move(*compiled);
  return offload;
}

llvm::Expected<Offload>
tosac::tosa_to_vta::matchClamp(ttosa::ClampOp clamp,
                               const vta::CodegenOptions &options) {
  auto shape = staticIntTensor(clamp.getInput(), "input is", 8);
  if (!shape)
    return shape.takeError();
  auto outShape = staticIntTensor(clamp.getOutput(), "result is", 8);
  if (!outShape)
    return outShape.takeError();

  vta::ClampLayer layer;
  layer.shape.assign(shape->begin(), shape->end());
  std::tie(layer.min, layer.max) = clampBounds(clamp);
  llvm::Expected<vta::CompiledLayer> compiled =
      vta::compileClamp(layer, options);
  if (!compiled)
    return compiled.takeError();

  Offload offload;
  offload.kind = "clamp";
  offload.root = clamp;
  offload.ops.push_back(clamp);
  offload.inputs.push_back(clamp.getInput());
  offload.inputShapes.push_back(*shape);
  offload.outputShape = *outShape;
  offload.layer = std::move(*compiled);
  return offload;
}
