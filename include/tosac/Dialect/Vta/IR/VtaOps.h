//===- VtaOps.h - VTA dialect, attributes and ops ---------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the `vta` dialect (namespace tosac::vta), its enum
// attributes and its operations, plus the limits of the default VTA
// configuration the verifiers check. Include it to use any of them.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTAOPS_H
#define TOSAC_DIALECT_VTA_IR_VTAOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"

#include "tosac/Dialect/Vta/IR/VtaDialect.h.inc"
#include "tosac/Dialect/Vta/IR/VtaEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tosac/Dialect/Vta/IR/VtaAttrs.h.inc"

#define GET_OP_CLASSES
#include "tosac/Dialect/Vta/IR/VtaOps.h.inc"

namespace tosac::vta {

/// Buffer depths (in elements) of VTA's default configuration.
constexpr int64_t kUopBufferDepth = 8192;
constexpr int64_t kInpBufferDepth = 2048;
constexpr int64_t kWgtBufferDepth = 1024;
constexpr int64_t kAccBufferDepth = 2048;

/// Returns the depth of the on-chip buffer a LOAD or STORE of `type`
/// addresses (ACC_8BIT loads and OUT stores use the ACC rows).
int64_t getBufferDepth(MemoryType type);

} // namespace tosac::vta

#endif // TOSAC_DIALECT_VTA_IR_VTAOPS_H
