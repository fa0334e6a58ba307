//===- TosaTypeConversionOps.td - TOSA type conversion ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the type conversion operators of TOSA 1.0 section 2.13 (cast, rescale) and the block-scaled casts.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

#endif // TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD
