//===- DataNodeFolders.cpp - Data node op folders -------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac::tosa;

OpFoldResult ConstOp::fold(FoldAdaptor) { return getValuesAttr(); }

OpFoldResult ConstShapeOp::fold(FoldAdaptor) { return getValuesAttr(); }
