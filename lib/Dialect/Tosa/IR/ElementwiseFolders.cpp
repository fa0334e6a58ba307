//===- ElementwiseFolders.cpp - Elementwise op folders --------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the elementwise operators. Folds are
// spec-exact: integer arithmetic wraps as the spec says and floats are never
// reassociated.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns true when `attr` is a splat of the additive identity.
bool isSplatZero(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return false;
  if (isa<IntegerType>(dense.getElementType()))
    return dense.getSplatValue<APInt>().isZero();
  if (isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().isPosZero();
  return false;
}

} // namespace

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  // x + 0 -> x when no broadcast changes the shape. Only +0.0 is an identity
  // for floats: (-0.0) + (+0.0) = +0.0.
  auto resultType = getType();
  if (getInput1().getType() == resultType && isSplatZero(adaptor.getInput2()))
    return getInput1();
  if (getInput2().getType() == resultType && isSplatZero(adaptor.getInput1()))
    return getInput2();
  return {};
}
