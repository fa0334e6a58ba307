//===- ModelAnalysis.cpp - Which oneDNN primitive a model is --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements analyzeForOneDnn, which reads the one compute
// operator of a model (and its rescale), and collectOneDnnLayers, which reads
// every convolution and matmul of a network (and, for int8, the bias add and
// rescale to int8 that follow it): both check the types, zero points and
// shapes oneDNN can take and fill a onednn::Case per operator.
//
//===----------------------------------------------------------------------===//

#include "ModelAnalysis.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include <cmath>

using namespace mlir;
using namespace tosac::bench;
namespace ttosa = tosac::tosa;

namespace {

/// The argument number of `value`, or -1 if it is not an argument.
int argumentNumber(Value value) {
  auto argument = dyn_cast<BlockArgument>(value);
  return argument ? static_cast<int>(argument.getArgNumber()) : -1;
}

bool hasStaticShape(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape();
}

Type elementTypeOf(Value value) {
  return cast<ShapedType>(value.getType()).getElementType();
}

/// Whether the zero point `zp` is the constant 0 (any element type).
bool isZeroConstant(Value zp) {
  if (auto value = tosac::tosa::getConstantScalarInt(zp))
    return value->isZero();
  if (auto value = tosac::tosa::getConstantScalarFloat(zp))
    return value->isZero();
  return false;
}

/// Reads the zero points of an operator into `c` (its element types already
/// set): the weights' (`weightName`) must be the constant 0, the input's
/// (`inputName`) a constant, 0 for f32. False with `why` set otherwise.
bool readZeroPoints(Value inputZp, Value weightZp, StringRef inputName,
                    StringRef weightName, onednn::Case &c, std::string &why) {
  if (!isZeroConstant(weightZp)) {
    why = ("a " + weightName + " zero point that is not the constant 0").str();
    return false;
  }
  if (!c.int8) {
    if (isZeroConstant(inputZp))
      return true;
    why = ("a float " + inputName + " zero point other than 0").str();
    return false;
  }
  auto zp = tosac::tosa::getConstantScalarInt(inputZp);
  if (!zp) {
    why = ("an " + inputName + " zero point that is not constant").str();
    return false;
  }
  c.inputZp = static_cast<int32_t>(zp->getSExtValue());
  return true;
}

/// The oneDNN case of a conv2d or depthwise_conv2d, wherever its operands
/// come from.
template <typename ConvOp>
std::optional<onednn::Case> analyzeConvolution(ConvOp op, bool depthwise,
                                               std::string &why) {
  onednn::Case c;
  c.kind = depthwise ? onednn::Kind::DepthwiseConv2D : onednn::Kind::Conv2D;
  for (Value value :
       {op.getInput(), op.getWeight(), op.getBias(), op.getOutput()})
    if (!hasStaticShape(value)) {
      why = "dynamic shapes";
      return std::nullopt;
    }
  if (cast<ShapedType>(op.getBias().getType()).getNumElements() !=
      cast<ShapedType>(op.getOutput().getType()).getShape()[3]) {
    why = "a broadcast bias";
    return std::nullopt;
  }
  Type inputType = elementTypeOf(op.getInput());
  Type biasType = elementTypeOf(op.getBias());
  if (inputType.isF32() && elementTypeOf(op.getWeight()).isF32() &&
      biasType.isF32()) {
    c.int8 = false;
  } else if (inputType.isInteger(8) &&
             elementTypeOf(op.getWeight()).isInteger(8) &&
             biasType.isInteger(32)) {
    c.int8 = true;
  } else {
    why = "element types other than f32 or i8 x i8 -> i32";
    return std::nullopt;
  }
  if (!readZeroPoints(op.getInputZp(), op.getWeightZp(), "input", "weight", c,
                      why))
    return std::nullopt;
  ArrayRef<int64_t> input =
      cast<ShapedType>(op.getInput().getType()).getShape();
  ArrayRef<int64_t> weight =
      cast<ShapedType>(op.getWeight().getType()).getShape();
  ArrayRef<int64_t> output =
      cast<ShapedType>(op.getOutput().getType()).getShape();
  c.n = input[0];
  c.ih = input[1];
  c.iw = input[2];
  c.ic = input[3];
  c.oh = output[1];
  c.ow = output[2];
  c.oc = output[3];
  if (depthwise) {
    c.kh = weight[0];
    c.kw = weight[1];
    c.multiplier = weight[3];
  } else {
    c.kh = weight[1];
    c.kw = weight[2];
  }
  ArrayRef<int64_t> pad = op.getPad(), stride = op.getStride(),
                    dilation = op.getDilation();
  c.padTop = pad[0];
  c.padBottom = pad[1];
  c.padLeft = pad[2];
  c.padRight = pad[3];
  c.strideY = stride[0];
  c.strideX = stride[1];
  c.dilationY = dilation[0];
  c.dilationX = dilation[1];
  return c;
}

/// The oneDNN case of a matmul, wherever its operands come from.
std::optional<onednn::Case> analyzeMatMul(ttosa::MatMulOp op,
                                          std::string &why) {
  onednn::Case c;
  c.kind = onednn::Kind::MatMul;
  if (!hasStaticShape(op.getA()) || !hasStaticShape(op.getB())) {
    why = "dynamic shapes";
    return std::nullopt;
  }
  Type aType = elementTypeOf(op.getA()), bType = elementTypeOf(op.getB());
  if (aType.isF32() && bType.isF32()) {
    c.int8 = false;
  } else if (aType.isInteger(8) && bType.isInteger(8)) {
    c.int8 = true;
  } else {
    why = "element types other than f32 or i8 x i8 -> i32";
    return std::nullopt;
  }
  if (!readZeroPoints(op.getAZp(), op.getBZp(), "A", "B", c, why))
    return std::nullopt;
  ArrayRef<int64_t> a = cast<ShapedType>(op.getA().getType()).getShape();
  ArrayRef<int64_t> b = cast<ShapedType>(op.getB().getType()).getShape();
  c.batch = a[0];
  c.m = a[1];
  c.k = a[2];
  c.cols = b[2];
  c.constantWeights = op.getB().getDefiningOp<ttosa::ConstOp>() != nullptr;
  return c;
}

/// The oneDNN case of a conv2d, depthwise_conv2d or matmul, or std::nullopt
/// with `why` set (also for any other operator).
std::optional<onednn::Case> analyzeOperator(Operation *op, std::string &why) {
  if (auto conv = dyn_cast<ttosa::Conv2DOp>(op))
    return analyzeConvolution(conv, /*depthwise=*/false, why);
  if (auto conv = dyn_cast<ttosa::DepthwiseConv2DOp>(op))
    return analyzeConvolution(conv, /*depthwise=*/true, why);
  if (auto matmul = dyn_cast<ttosa::MatMulOp>(op))
    return analyzeMatMul(matmul, why);
  why = "no conv2d, depthwise_conv2d or matmul";
  return std::nullopt;
}

/// The input, weight and bias (a, b and none for a matmul) of `op`.
std::array<Value, 3> getOneDnnOperands(Operation *op) {
  if (auto conv = dyn_cast<ttosa::Conv2DOp>(op))
    return {conv.getInput(), conv.getWeight(), conv.getBias()};
  if (auto conv = dyn_cast<ttosa::DepthwiseConv2DOp>(op))
    return {conv.getInput(), conv.getWeight(), conv.getBias()};
  auto matmul = cast<ttosa::MatMulOp>(op);
  return {matmul.getA(), matmul.getB(), Value()};
}

/// Adds a rescale of the int8 operator's accumulators to `c`.
bool addRescale(ttosa::RescaleOp rescale, onednn::Case &c, std::string &why) {
  if (!c.int8 || !elementTypeOf(rescale.getOutput()).isInteger(8) ||
      rescale.getInputUnsigned() || rescale.getOutputUnsigned() ||
      !rescale.getScale32() || !isZeroConstant(rescale.getInputZp())) {
    why = "a rescale other than a signed, scale32 i32 -> i8 one";
    return false;
  }
  auto multipliers = rescale.getMultiplier().getDefiningOp<ttosa::ConstOp>();
  auto shifts = rescale.getShift().getDefiningOp<ttosa::ConstOp>();
  auto outputZp = tosac::tosa::getConstantScalarInt(rescale.getOutputZp());
  if (!multipliers || !shifts || !outputZp) {
    why = "a rescale with non-constant parameters";
    return false;
  }
  std::vector<int64_t> multiplierValues, shiftValues;
  for (APInt value : multipliers.getValues().getValues<APInt>())
    multiplierValues.push_back(value.getSExtValue());
  for (APInt value : shifts.getValues().getValues<APInt>())
    shiftValues.push_back(value.getSExtValue());
  int64_t channels = c.kind == onednn::Kind::DepthwiseConv2D
                         ? c.ic * c.multiplier
                         : (c.kind == onednn::Kind::MatMul ? c.cols : c.oc);
  c.scales.clear();
  for (int64_t i = 0; i < channels; ++i) {
    size_t index = rescale.getPerChannel() ? i : 0;
    c.scales.push_back(static_cast<float>(
        std::ldexp(static_cast<double>(multiplierValues[index]),
                   -static_cast<int>(shiftValues[index]))));
  }
  c.rescale = true;
  c.outputZp = static_cast<int32_t>(outputZp->getSExtValue());
  return true;
}

/// The only user of `op`'s only result, or null.
Operation *getOnlyUser(Operation *op) {
  if (op->getNumResults() != 1 || !op->getResult(0).hasOneUse())
    return nullptr;
  return *op->getResult(0).getUsers().begin();
}

/// Folds into the case `c` of the int8 operator `op` what oneDNN does in
/// the same primitive: for a matmul, a following tosa.add of a constant
/// [1, 1, N] bias; then a rescale of the accumulators to int8, as the
/// TFLite-style int8 networks have after every convolution and fully
/// connected layer. Leaves `c` as it is when the pattern is not there.
void foldEpilogue(Operation *op, onednn::Case &c) {
  if (!c.int8)
    return;
  Operation *user = getOnlyUser(op);
  bool bias = false;
  if (auto add = dyn_cast_or_null<ttosa::AddOp>(user);
      add && c.kind == onednn::Kind::MatMul) {
    Value other =
        add.getInput1() == op->getResult(0) ? add.getInput2() : add.getInput1();
    auto type = cast<ShapedType>(other.getType());
    if (!other.getDefiningOp<ttosa::ConstOp>() || !type.hasStaticShape() ||
        type.getShape() != ArrayRef<int64_t>{1, 1, c.cols})
      return;
    bias = true;
    user = getOnlyUser(add);
  }
  auto rescale = dyn_cast_or_null<ttosa::RescaleOp>(user);
  std::string why;
  onednn::Case folded = c;
  folded.matmulBias = bias;
  if (rescale && addRescale(rescale, folded, why))
    c = folded;
}

} // namespace

std::optional<OneDnnModel> tosac::bench::analyzeForOneDnn(func::FuncOp entry,
                                                          std::string &why) {
  SmallVector<Operation *> compute;
  for (Operation &op : entry.getBody().front()) {
    if (isa<ttosa::ConstOp, ttosa::ConstShapeOp, func::ReturnOp>(op))
      continue;
    compute.push_back(&op);
  }
  if (compute.empty() || compute.size() > 2) {
    why = "not a single-operator model";
    return std::nullopt;
  }
  std::optional<onednn::Case> c = analyzeOperator(compute[0], why);
  if (!c)
    return std::nullopt;
  std::optional<OneDnnModel> model = OneDnnModel{*c};
  std::array<Value, 3> operands = getOneDnnOperands(compute[0]);
  for (int i = 0; i < 3; ++i) {
    model->arguments[i] = operands[i] ? argumentNumber(operands[i]) : -1;
    if (operands[i] && model->arguments[i] < 0) {
      why = "the operands are not all function arguments";
      return std::nullopt;
    }
  }
  if (compute.size() == 2) {
    auto rescale = dyn_cast<ttosa::RescaleOp>(compute[1]);
    if (!rescale || rescale.getInput() != compute[0]->getResult(0)) {
      why = "the second operator is not a rescale of the first";
      return std::nullopt;
    }
    if (!addRescale(rescale, model->c, why))
      return std::nullopt;
  }
  return model;
}

bool tosac::bench::collectOneDnnLayers(func::FuncOp entry,
                                       std::vector<OneDnnLayer> &layers,
                                       std::string &why) {
  layers.clear();
  WalkResult result = entry.walk([&](Operation *op) {
    if (!isa<ttosa::Conv2DOp, ttosa::DepthwiseConv2DOp, ttosa::MatMulOp>(op))
      return WalkResult::advance();
    std::string layerWhy;
    std::optional<onednn::Case> c = analyzeOperator(op, layerWhy);
    if (c)
      foldEpilogue(op, *c);
    std::string text;
    llvm::raw_string_ostream os(text);
    os << op->getName().stripDialect() << " " << op->getLoc();
    if (!c) {
      why = text + ": " + layerWhy;
      return WalkResult::interrupt();
    }
    layers.push_back({*c, text});
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

std::array<tosac::TensorSignature, 3>
tosac::bench::getOperandSignatures(const onednn::Case &c) {
  ElementKind data = c.int8 ? ElementKind::Int8 : ElementKind::Float32;
  ElementKind bias = c.int8 ? ElementKind::Int32 : ElementKind::Float32;
  switch (c.kind) {
  case onednn::Kind::Conv2D:
    return {TensorSignature{"input", data, {c.n, c.ih, c.iw, c.ic}},
            TensorSignature{"weight", data, {c.oc, c.kh, c.kw, c.ic}},
            TensorSignature{"bias", bias, {c.oc}}};
  case onednn::Kind::DepthwiseConv2D:
    return {TensorSignature{"input", data, {c.n, c.ih, c.iw, c.ic}},
            TensorSignature{"weight", data, {c.kh, c.kw, c.ic, c.multiplier}},
            TensorSignature{"bias", bias, {c.ic * c.multiplier}}};
  case onednn::Kind::MatMul:
    break;
  }
  return {TensorSignature{"a", data, {c.batch, c.m, c.k}},
          TensorSignature{"b", data, {c.batch, c.k, c.cols}},
          TensorSignature{"bias", bias, {1, 1, c.matmulBias ? c.cols : 0}}};
}
