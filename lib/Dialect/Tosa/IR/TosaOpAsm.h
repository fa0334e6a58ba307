//===- TosaOpAsm.h - Custom assembly shared by TOSA ops ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the parser and printer of ops whose attributes include
// TOSA enums. Upstream MLIR prints those enums as bare keywords inside the
// attribute dictionary (`{rounding_mode = SINGLE_ROUND}`); we read both that
// and the `#tosa.rounding_mode<SINGLE_ROUND>` form and print the bare one.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_DIALECT_TOSA_IR_TOSAOPASM_H
#define TOSAC_LIB_DIALECT_TOSA_IR_TOSAOPASM_H

#include "mlir/IR/OpImplementation.h"

namespace tosac::tosa::detail {

/// Parses `operands attr-dict : functional-type(operands, results)` where the
/// attribute dictionary may hold bare enum keywords.
mlir::ParseResult parseOpWithEnumAttrs(mlir::OpAsmParser &parser,
                                       mlir::OperationState &result);

/// Prints the form parseOpWithEnumAttrs reads.
void printOpWithEnumAttrs(mlir::OpAsmPrinter &printer, mlir::Operation *op);

/// Parses an attribute dictionary `{name = value, ...}` (optional) whose enum
/// entries may be bare keywords, adding the entries to `attrs`.
mlir::ParseResult parseEnumAwareAttrDict(mlir::OpAsmParser &parser,
                                         mlir::NamedAttrList &attrs);

/// Prints all inherent and discardable attributes of `op` except `elided`
/// and enums holding their default (nan_mode = PROPAGATE), enums as bare
/// keywords.
void printEnumAwareAttrDict(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                            llvm::ArrayRef<llvm::StringRef> elided = {});

} // namespace tosac::tosa::detail

/// Defines OpTy::parse and OpTy::print for a Tosa_EnumAsmOp.
#define TOSAC_DEFINE_ENUM_ATTR_ASM(OpTy)                                       \
  ::mlir::ParseResult OpTy::parse(::mlir::OpAsmParser &parser,                 \
                                  ::mlir::OperationState &result) {            \
    return ::tosac::tosa::detail::parseOpWithEnumAttrs(parser, result);        \
  }                                                                            \
  void OpTy::print(::mlir::OpAsmPrinter &printer) {                            \
    ::tosac::tosa::detail::printOpWithEnumAttrs(printer, getOperation());      \
  }

#endif // TOSAC_LIB_DIALECT_TOSA_IR_TOSAOPASM_H
