//===- ReductionVerifiers.cpp - Reduction op verification -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of the reduction operators (TOSA 1.0 section 2.9): the axis must name a
// dimension of the input, and the output keeps the input's rank and extents
// except for extent 1 at the reduced axis.
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// The output shape of a reduction of `input` along `axis`; unranked when
/// the input is unranked or the axis is out of range (the verifier reports
/// that).
void inferReducedShape(Type input, int64_t axis,
                       SmallVectorImpl<ShapedTypeComponents> &results) {
  auto ranked = dyn_cast<RankedTensorType>(input);
  if (!ranked || axis < 0 || axis >= ranked.getRank()) {
    results.push_back(ShapedTypeComponents());
    return;
  }
  SmallVector<int64_t> shape(ranked.getShape());
  shape[axis] = 1;
  results.push_back(ShapedTypeComponents(shape));
}

/// Checks shared by all reductions.
LogicalResult verifyReduction(Operation *op, Value input, Value output,
                              int64_t axis) {
  auto in = dyn_cast<RankedTensorType>(input.getType());
  auto out = dyn_cast<RankedTensorType>(output.getType());
  // ERROR_IF(axis < 0 || axis >= rank(shape1))
  if (in && (axis < 0 || axis >= in.getRank()))
    return emitErrorIf(op, "axis < 0 || axis >= rank(shape1)")
           << "expected axis in [0, " << in.getRank() << "), got " << axis;
  // ERROR_IF(shape[axis] != 1)
  if (out && axis >= 0 && axis < out.getRank() && !out.isDynamicDim(axis) &&
      out.getDimSize(axis) != 1)
    return emitErrorIf(op, "shape[axis] != 1")
           << "expected result extent 1 at axis " << axis << ", got "
           << out.getDimSize(axis);
  if (in && out) {
    // The output has the input's rank and, off the axis, its extents.
    if (in.getRank() != out.getRank())
      return op->emitOpError()
             << "expected result rank " << in.getRank()
             << " equal to the input rank, got " << out.getRank();
    for (auto [i, expected, actual] :
         llvm::enumerate(in.getShape(), out.getShape()))
      if (static_cast<int64_t>(i) != axis &&
          !isCompatibleExtent(expected, actual))
        return op->emitOpError()
               << "expected result extent " << expected << " in dimension " << i
               << " equal to the input extent, got " << actual;
  }
  // input and output are of type in_out_t.
  Type inType = getStorageElementType(input.getType());
  Type outType = getStorageElementType(output.getType());
  if (inType != outType)
    return op->emitOpError() << "expected in_out_t element type " << inType
                             << ", got " << getElementTypeOrSelf(output);
  return success();
}

} // namespace

#define TOSAC_REDUCTION(OpTy)                                                  \
  LogicalResult OpTy::inferReturnTypeComponents(                               \
      MLIRContext *, std::optional<Location>, OpTy::Adaptor adaptor,           \
      SmallVectorImpl<ShapedTypeComponents> &results) {                        \
    IntegerAttr axis = adaptor.getAxisAttr();                                  \
    inferReducedShape(adaptor.getInput().getType(), axis ? axis.getInt() : -1, \
                      results);                                                \
    return success();                                                          \
  }                                                                            \
  LogicalResult OpTy::verify() {                                               \
    return verifyReduction(*this, getInput(), getOutput(),                     \
                           getAxisAttr().getInt());                            \
  }

TOSAC_REDUCTION(ReduceAllOp)
TOSAC_REDUCTION(ReduceAnyOp)
TOSAC_REDUCTION(ReduceMaxOp)
TOSAC_REDUCTION(ReduceMinOp)
TOSAC_REDUCTION(ReduceProductOp)
TOSAC_REDUCTION(ReduceSumOp)

#undef TOSAC_REDUCTION

TOSAC_DEFINE_ENUM_ATTR_ASM(ReduceMaxOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(ReduceMinOp)
