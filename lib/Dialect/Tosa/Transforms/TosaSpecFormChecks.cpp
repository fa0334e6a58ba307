//===- TosaSpecFormChecks.cpp - Framework forms TOSA 1.0 does not have ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-validate check of the forms tosac's
// verifiers accept from framework IR, as upstream MLIR does, that TOSA 1.0
// does not define. Each report says how to get the TOSA 1.0 form.
//
//===----------------------------------------------------------------------===//

#include "TosaValidateChecks.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

LogicalResult validate::checkSpecForms(Operation *op) {
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (isa<UnaryOpQuantizationAttr, ConvOpQuantizationAttr,
            MatMulOpQuantizationAttr, PadOpQuantizationAttr>(attr.getValue()))
      return op->emitOpError()
             << "attribute '" << attr.getName().getValue() << "' ("
             << attr.getValue()
             << ") is pre-1.0 TOSA and has no effect: TOSA 1.0 takes zero "
                "points as operands; remove it";
  if (auto rescale = dyn_cast<RescaleOp>(op)) {
    for (auto [value, flag, name] :
         {std::tuple(rescale.getInput(), rescale.getInputUnsigned(), "input"),
          std::tuple(rescale.getOutput(), rescale.getOutputUnsigned(),
                     "output")}) {
      Type element = getElementTypeOrSelf(value.getType());
      if (element.isUnsignedInteger() && !flag)
        return op->emitOpError()
               << name << " of unsigned element type " << element << " with "
               << name << "_unsigned = false is not TOSA 1.0 (read as "
               << "unsigned); write i" << element.getIntOrFloatBitWidth()
               << " with " << name << "_unsigned = true";
    }
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    std::optional<SmallVector<int64_t>> shape =
        getConstantShape(reshape.getShape());
    if (shape && llvm::is_contained(*shape, kInferredExtent))
      return op->emitOpError()
             << "shape with an inferred (-1) extent is not TOSA 1.0; "
                "--canonicalize writes the extent out when input1's shape is "
                "static";
  }
  if (auto slice = dyn_cast<SliceOp>(op)) {
    std::optional<SmallVector<int64_t>> size =
        getConstantShape(slice.getSize());
    if (size && llvm::is_contained(*size, kInferredExtent))
      return op->emitOpError()
             << "size with a -1 (to the end) extent is not TOSA 1.0; "
                "--canonicalize writes the extent out when input1's extent "
                "is static";
  }
  return success();
}
