//===- DataNodeFolders.cpp - Data node op folders -------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the data node operators (TOSA 1.0
// section 2.14): constants fold to their values and IDENTITY to its input.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac::tosa;

OpFoldResult ConstOp::fold(FoldAdaptor) { return getValuesAttr(); }

OpFoldResult ConstShapeOp::fold(FoldAdaptor) { return getValuesAttr(); }

OpFoldResult IdentityOp::fold(FoldAdaptor) {
  // output = input1; a type change (e.g. a refined shape) must stay visible.
  if (getInput1().getType() == getType())
    return getInput1();
  return {};
}
