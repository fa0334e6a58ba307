//===- VtaDialect.cpp - VTA dialect registration --------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file registers the ops and attributes of the `vta` dialect and holds
// the generated op, enum and attribute definitions.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Vta/IR/VtaOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tosac::vta;

#include "tosac/Dialect/Vta/IR/VtaDialect.cpp.inc"
#include "tosac/Dialect/Vta/IR/VtaEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tosac/Dialect/Vta/IR/VtaAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "tosac/Dialect/Vta/IR/VtaOps.cpp.inc"

void VtaDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tosac/Dialect/Vta/IR/VtaOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tosac/Dialect/Vta/IR/VtaAttrs.cpp.inc"
      >();
}

int64_t tosac::vta::getBufferDepth(MemoryType type) {
  switch (type) {
  case MemoryType::UOP:
    return kUopBufferDepth;
  case MemoryType::WGT:
    return kWgtBufferDepth;
  case MemoryType::INP:
    return kInpBufferDepth;
  case MemoryType::ACC:
  case MemoryType::OUT:
  case MemoryType::ACC_8BIT:
    return kAccBufferDepth;
  }
  return 0;
}
