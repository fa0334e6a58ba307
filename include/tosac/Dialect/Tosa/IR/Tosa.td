//===- Tosa.td - TOSA dialect umbrella ---------------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file only includes: one file per concern, ops split by spec chapter.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSA_TD
#define TOSAC_DIALECT_TOSA_IR_TOSA_TD

include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"
include "tosac/Dialect/Tosa/IR/TosaTensorOps.td"
include "tosac/Dialect/Tosa/IR/TosaElementwiseOps.td"
include "tosac/Dialect/Tosa/IR/TosaReductionOps.td"
include "tosac/Dialect/Tosa/IR/TosaDataLayoutOps.td"
include "tosac/Dialect/Tosa/IR/TosaScatterGatherOps.td"
include "tosac/Dialect/Tosa/IR/TosaImageOps.td"
include "tosac/Dialect/Tosa/IR/TosaTypeConversionOps.td"
include "tosac/Dialect/Tosa/IR/TosaDataNodeOps.td"
include "tosac/Dialect/Tosa/IR/TosaCustomOps.td"
include "tosac/Dialect/Tosa/IR/TosaControlFlowOps.td"
include "tosac/Dialect/Tosa/IR/TosaVariableOps.td"
include "tosac/Dialect/Tosa/IR/TosaShapeOps.td"
include "tosac/Dialect/Tosa/IR/TosaUtilOps.td"

#endif // TOSAC_DIALECT_TOSA_IR_TOSA_TD
