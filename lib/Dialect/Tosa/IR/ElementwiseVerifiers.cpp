//===- ElementwiseVerifiers.cpp - Elementwise op verification -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of the activation, elementwise binary/unary/ternary and comparison
// operators (TOSA 1.0 sections 2.4-2.8).
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Infers the broadcast result shape of two operands; unranked when either
/// is unranked or the shapes do not broadcast (the verifier reports that).
void inferBroadcastShape(Type lhs, Type rhs,
                         SmallVectorImpl<ShapedTypeComponents> &results) {
  auto l = dyn_cast<RankedTensorType>(lhs);
  auto r = dyn_cast<RankedTensorType>(rhs);
  if (l && r)
    if (auto shape = broadcastShapes(l.getShape(), r.getShape())) {
      results.push_back(ShapedTypeComponents(*shape));
      return;
    }
  results.push_back(ShapedTypeComponents());
}

/// ERROR_IF checks shared by all elementwise binary operators: equal ranks,
/// broadcastable extents, and a result shape equal to the broadcast shape.
LogicalResult verifyBinaryBroadcast(Operation *op) {
  auto lhs = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto rhs = dyn_cast<RankedTensorType>(op->getOperand(1).getType());
  auto out = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!lhs || !rhs)
    return success();
  if (lhs.getRank() != rhs.getRank())
    return emitErrorIf(op, "rank(shape1) != rank(shape2)")
           << "expected operands of equal rank, got " << lhs.getRank()
           << " and " << rhs.getRank();
  auto shape = broadcastShapes(lhs.getShape(), rhs.getShape());
  if (!shape)
    return emitErrorIf(op, "shape1[i] != shape2[i] && shape1[i] != 1 && "
                           "shape2[i] != 1")
           << "operand shapes " << lhs << " and " << rhs
           << " do not broadcast";
  if (!out)
    return success();
  if (out.getRank() != lhs.getRank())
    return emitErrorIf(op, "rank(shape) != rank(shape1)")
           << "expected result rank " << lhs.getRank() << ", got "
           << out.getRank();
  for (auto [i, expected, actual] :
       llvm::enumerate(*shape, out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return emitErrorIf(op, "shape != broadcast_shape(shape1, shape2)")
             << "expected result extent " << expected << " in dimension " << i
             << ", got " << actual;
  return success();
}

/// Operands and result of an elementwise operator share one element type.
LogicalResult verifySameElementType(Operation *op) {
  Type expected = getStorageElementType(op->getOperand(0).getType());
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults()))
    if (getStorageElementType(v.getType()) != expected)
      return op->emitOpError()
             << "expected operands and result of element type " << expected
             << ", got " << getElementTypeOrSelf(v.getType());
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Shape inference
//===----------------------------------------------------------------------===//

#define TOSAC_INFER_BINARY_BROADCAST(OpTy)                                     \
  LogicalResult OpTy::inferReturnTypeComponents(                               \
      MLIRContext *, std::optional<Location>, OpTy::Adaptor adaptor,           \
      SmallVectorImpl<ShapedTypeComponents> &results) {                        \
    inferBroadcastShape(adaptor.getInput1().getType(),                         \
                        adaptor.getInput2().getType(), results);               \
    return success();                                                          \
  }

TOSAC_INFER_BINARY_BROADCAST(AddOp)
TOSAC_INFER_BINARY_BROADCAST(MaximumOp)

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult AddOp::verify() {
  return success(succeeded(verifyBinaryBroadcast(*this)) &&
                 succeeded(verifySameElementType(*this)));
}

LogicalResult MaximumOp::verify() {
  return success(succeeded(verifyBinaryBroadcast(*this)) &&
                 succeeded(verifySameElementType(*this)));
}

//===----------------------------------------------------------------------===//
// Custom assembly
//===----------------------------------------------------------------------===//

TOSAC_DEFINE_ENUM_ATTR_ASM(MaximumOp)
