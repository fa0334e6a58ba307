//===- TosaOps.h - TOSA dialect, types, attributes and ops ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the `tosa` dialect (namespace tosac::tosa), its types,
// enum attributes and operations. Include it to use any of them.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAOPS_H
#define TOSAC_DIALECT_TOSA_IR_TOSAOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tosac/Dialect/Tosa/IR/TosaDialect.h.inc"
#include "tosac/Dialect/Tosa/IR/TosaEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaTypes.h.inc"

#define GET_OP_CLASSES
#include "tosac/Dialect/Tosa/IR/TosaOps.h.inc"

namespace tosac::tosa {

/// The canonicalizations that write out the -1 extents framework IR gives a
/// RESHAPE's shape and a SLICE's size, where the input's shape determines
/// them (tosa-legalize-for-export applies them alone).
void populateInferredExtentPatterns(mlir::RewritePatternSet &patterns);

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_IR_TOSAOPS_H
