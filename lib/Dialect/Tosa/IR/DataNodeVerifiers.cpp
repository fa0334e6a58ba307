//===- DataNodeVerifiers.cpp - Data node op verification ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the checks of CONST, CONST_SHAPE and IDENTITY (TOSA
// 1.0 section 2.14).
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

LogicalResult ConstOp::verify() {
  Type values = getValues().getType(), output = getType();
  if (values == output)
    return success();
  // Quantized constants: the storage values of a `!quant` output type.
  auto shaped = dyn_cast<ShapedType>(output);
  if (shaped && isa<quant::QuantizedType>(shaped.getElementType()) &&
      values == shaped.clone(getStorageElementType(output)))
    return success();
  return emitOpError() << "expected values of the output's type " << output
                       << (shaped && isa<quant::QuantizedType>(
                                         shaped.getElementType())
                               ? " or of its storage type"
                               : "")
                       << ", got " << values;
}

LogicalResult ConstShapeOp::verify() {
  auto values = getValues().getType();
  if (values.getRank() != 1)
    return emitOpError() << "expected rank-1 values, got rank "
                         << values.getRank();
  int64_t rank = cast<ShapeType>(getType()).getRank();
  if (values.getDimSize(0) != rank)
    return emitOpError() << "expected " << rank << " values for !tosa.shape<"
                         << rank << ">, got " << values.getDimSize(0);
  return success();
}

LogicalResult IdentityOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, IdentityOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  if (auto ranked = dyn_cast<RankedTensorType>(adaptor.getInput1().getType()))
    results.push_back(ShapedTypeComponents(ranked.getShape()));
  else
    results.push_back(ShapedTypeComponents());
  return success();
}

LogicalResult IdentityOp::verify() {
  // IDENTITY has no ERROR_IF: output = input1, so the output has the type of
  // the input (element type and the extents both know).
  Type inElement = getElementTypeOrSelf(getInput1().getType());
  Type outElement = getElementTypeOrSelf(getOutput().getType());
  if (inElement != outElement)
    return emitOpError() << "expected output of element type " << inElement
                         << ", got " << outElement;
  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  if (!in || !out)
    return success();
  if (in.getRank() != out.getRank())
    return emitOpError() << "expected output of rank " << in.getRank()
                         << ", got " << out.getRank();
  for (auto [i, expected, actual] :
       llvm::enumerate(in.getShape(), out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return emitOpError() << "expected output extent " << expected
                           << " in dimension " << i << ", got " << actual;
  return success();
}
