//===- Vta.td - VTA dialect umbrella -----------------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file only includes: one file per concern.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTA_TD
#define TOSAC_DIALECT_VTA_IR_VTA_TD

include "tosac/Dialect/Vta/IR/VtaBase.td"
include "tosac/Dialect/Vta/IR/VtaAttrs.td"
include "tosac/Dialect/Vta/IR/VtaOps.td"
include "tosac/Dialect/Vta/IR/VtaDataOps.td"

#endif // TOSAC_DIALECT_VTA_IR_VTA_TD
