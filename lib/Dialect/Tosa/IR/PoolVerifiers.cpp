//===- PoolVerifiers.cpp - Pooling verification ---------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of AVG_POOL2D and MAX_POOL2D (TOSA 1.0 sections 2.3.2 and 2.3.8). Their
// custom assembly is in TensorVerifiers.cpp.
//
//===----------------------------------------------------------------------===//

#include "TensorOpUtils.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::detail;

namespace {

/// Returns the window of spatial dimension `i` (0: y, 1: x) of a pooling op.
WindowDim poolWindow(Type input, ArrayRef<int64_t> kernel,
                     ArrayRef<int64_t> stride, ArrayRef<int64_t> pad,
                     int64_t i) {
  return {getExtent(input, i + 1), kernel[i], pad[2 * i],
          pad[2 * i + 1],          stride[i], /*dilation=*/1};
}

void inferPoolShape(Type input, ArrayRef<int64_t> kernel,
                    ArrayRef<int64_t> stride, ArrayRef<int64_t> pad,
                    SmallVectorImpl<ShapedTypeComponents> &results) {
  // Inference may run before the attributes were verified.
  if (kernel.size() != 2 || stride.size() != 2 || pad.size() != 4) {
    results.push_back(ShapedTypeComponents());
    return;
  }
  SmallVector<int64_t, 4> shape = {
      getExtent(input, 0),
      inferWindowExtent(poolWindow(input, kernel, stride, pad, 0)),
      inferWindowExtent(poolWindow(input, kernel, stride, pad, 1)),
      getExtent(input, 3)};
  results.push_back(ShapedTypeComponents(shape));
}

/// The ERROR_IF rules AVG_POOL2D and MAX_POOL2D share, in the spec's order,
/// and the argument table's rules on the input and output shapes.
LogicalResult verifyPool(Operation *op, Value input, Value output,
                         ArrayRef<int64_t> kernel, ArrayRef<int64_t> stride,
                         ArrayRef<int64_t> pad) {
  // The input and output are both of type in_out_t.
  if (failed(verifySameElementType(op, input, "input", output, "output")))
    return failure();

  // The attributes are of type i32_t.
  if (failed(verifyI32Values(op, kernel, "kernel")) ||
      failed(verifyI32Values(op, stride, "stride")) ||
      failed(verifyI32Values(op, pad, "pad")))
    return failure();

  // ERROR_IF(kernel_y < 1 || kernel_x < 1)
  // ERROR_IF(stride_y < 1 || stride_x < 1)
  // ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
  if (failed(verifyAtLeast(op, kernel, 1, "kernel_y < 1 || kernel_x < 1",
                           "kernel")) ||
      failed(verifyAtLeast(op, stride, 1, "stride_y < 1 || stride_x < 1",
                           "stride")) ||
      failed(verifyAtLeast(
          op, pad, 0,
          "pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0",
          "pad")))
    return failure();

  // ERROR_IF(pad_right >= kernel_x || pad_left >= kernel_x)
  if (pad[3] >= kernel[1] || pad[2] >= kernel[1])
    return emitErrorIf(op, "pad_right >= kernel_x || pad_left >= kernel_x")
           << "expected pad_left and pad_right < kernel_x (" << kernel[1]
           << "), got " << pad[2] << " and " << pad[3];
  // ERROR_IF(pad_top >= kernel_y || pad_bottom >= kernel_y)
  if (pad[0] >= kernel[0] || pad[1] >= kernel[0])
    return emitErrorIf(op, "pad_top >= kernel_y || pad_bottom >= kernel_y")
           << "expected pad_top and pad_bottom < kernel_y (" << kernel[0]
           << "), got " << pad[0] << " and " << pad[1];

  // The argument table: input [N, IH, IW, C], output [N, OH, OW, C].
  Type inputType = input.getType(), outputType = output.getType();
  if (failed(verifyExtent(op, getExtent(inputType, 0), getExtent(outputType, 0),
                          "output batch N")) ||
      failed(verifyExtent(op, getExtent(inputType, 3), getExtent(outputType, 3),
                          "output channels C")))
    return failure();

  // ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y,
  //                           stride_y) + 1)
  // ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x,
  //                           stride_x) + 1)
  const char *rules[] = {
      "OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1",
      "OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1"};
  const char *names[] = {"height", "width"};
  for (int64_t i = 0; i < 2; ++i)
    if (failed(verifyWindowExtent(
            op, poolWindow(inputType, kernel, stride, pad, i),
            getExtent(outputType, i + 1), rules[i], names[i])))
      return failure();
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// AVG_POOL2D
//===----------------------------------------------------------------------===//

LogicalResult AvgPool2dOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, AvgPool2dOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  inferPoolShape(adaptor.getInput().getType(), adaptor.getKernel(),
                 adaptor.getStride(), adaptor.getPad(), results);
  return success();
}

LogicalResult AvgPool2dOp::verify() {
  // The input and output are both of type in_out_t; checked first so that a
  // mismatch is not reported as a wrong zero-point type.
  if (failed(verifySameElementType(*this, getInput(), "input", getOutput(),
                                   "output")))
    return failure();
  // ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0)
  // ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0)
  if (failed(verifyZeroPoint(*this, getInputZp(), getInput().getType(),
                             "input_zp", "in_out_t")) ||
      failed(verifyZeroPoint(*this, getOutputZp(), getOutput().getType(),
                             "output_zp", "in_out_t")) ||
      failed(verifyAccType(*this, getInput().getType(), getAccType(),
                           AccTypeTable::AvgPool2d)))
    return failure();
  if (failed(verifyPool(*this, getInput(), getOutput(), getKernel(),
                        getStride(), getPad())))
    return failure();
  return verifyInferredShapes(*this);
}

//===----------------------------------------------------------------------===//
// MAX_POOL2D
//===----------------------------------------------------------------------===//

LogicalResult MaxPool2dOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, MaxPool2dOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  inferPoolShape(adaptor.getInput().getType(), adaptor.getKernel(),
                 adaptor.getStride(), adaptor.getPad(), results);
  return success();
}

LogicalResult MaxPool2dOp::verify() {
  if (failed(verifyPool(*this, getInput(), getOutput(), getKernel(),
                        getStride(), getPad())))
    return failure();
  return verifyInferredShapes(*this);
}
