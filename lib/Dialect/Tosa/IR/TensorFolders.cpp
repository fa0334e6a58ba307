//===- TensorFolders.cpp - Tensor operator folders ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the tensor operators (TOSA 1.0
// section 2.3). Each fold gives bit-exactly the result the spec's
// pseudo-code computes:
//   - ARGMAX over an axis of extent 1 is all zeros;
//   - MAX_POOL2D with a 1x1 kernel, stride 1 and no padding is the identity;
//   - floating-point AVG_POOL2D with a 1x1 kernel, stride 1, no padding and
//     a +0.0 input zero point is the identity (x - 0.0, divided by 1, is x).
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// True when a pooling window covers exactly one input element and moves by
/// one: kernel 1x1, stride 1x1, no padding.
bool isSingleElementWindow(ArrayRef<int64_t> kernel, ArrayRef<int64_t> stride,
                           ArrayRef<int64_t> pad) {
  auto all = [](ArrayRef<int64_t> values, int64_t v) {
    return llvm::all_of(values, [&](int64_t x) { return x == v; });
  };
  return all(kernel, 1) && all(stride, 1) && all(pad, 0);
}

} // namespace

OpFoldResult ArgMaxOp::fold(FoldAdaptor) {
  // Along an axis of extent 1 the only candidate, index 0, always wins.
  auto input = dyn_cast<RankedTensorType>(getInput().getType());
  auto output = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t axis = static_cast<int32_t>(getAxis());
  if (!input || !output || !output.hasStaticShape() || axis < 0 ||
      axis >= input.getRank() || input.getDimSize(axis) != 1)
    return {};
  auto element = cast<IntegerType>(output.getElementType());
  return DenseElementsAttr::get(output, APInt(element.getWidth(), 0));
}

OpFoldResult MaxPool2dOp::fold(FoldAdaptor) {
  // max(minimum_s or NaN, x) is x for every x, including NaN and -0.0.
  if (getInput().getType() == getOutput().getType() &&
      isSingleElementWindow(getKernel(), getStride(), getPad()))
    return getInput();
  return {};
}

OpFoldResult AvgPool2dOp::fold(FoldAdaptor) {
  // Only the floating-point path is the identity: it computes
  // (acc_t(x) - acc_t(input_zp)) / 1 and rounds back to in_out_t, exactly x
  // when input_zp is +0.0 (a -0.0 zero point would turn -0.0 into +0.0).
  // The integer path rescales and adds output_zp, and is left alone.
  if (getInput().getType() != getOutput().getType() ||
      !isa<FloatType>(getStorageElementType(getInput().getType())) ||
      !isSingleElementWindow(getKernel(), getStride(), getPad()))
    return {};
  std::optional<APFloat> zp = getConstantScalarFloat(getInputZp());
  if (!zp || !zp->isPosZero())
    return {};
  return getInput();
}
