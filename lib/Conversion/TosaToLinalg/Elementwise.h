//===- Elementwise.h - Shared helpers of the element-wise lowering -*- C++ -*-//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the helpers every element-wise TOSA lowering uses: the
// construction of a broadcasting linalg.generic around a scalar body, scalar
// constants, runtime scalars and checks, and the per-family populate
// functions.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOLINALG_ELEMENTWISE_H
#define TOSAC_LIB_CONVERSION_TOSATOLINALG_ELEMENTWISE_H

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include "Patterns.h"

namespace tosac {

/// Builds the scalar result from the block arguments of the operands. Returns
/// a null Value when the element types are not supported.
using ScalarBodyFn = llvm::function_ref<mlir::Value(
    mlir::OpBuilder &, mlir::Location, mlir::ValueRange)>;

/// Replaces `op` (one ranked tensor result) by a linalg.generic over
/// `inputs`, broadcasting operand extents of 1, whose body is `body`.
mlir::LogicalResult lowerToGeneric(mlir::Operation *op, mlir::ValueRange inputs,
                                   mlir::ConversionPatternRewriter &rewriter,
                                   ScalarBodyFn body);

/// An arith.constant of integer type `type` holding `value`.
mlir::Value intConstant(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type,
                        int64_t value);
/// An arith.constant of float type `type` holding `value`.
mlir::Value floatConstant(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Type type, double value);

/// Reads the single element of a one-element ranked tensor operand (a
/// runtime zero point or shift) with tensor.extract at index 0.
mlir::Value extractScalar(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value tensor);

/// Emits the runtime check of a spec rule: cf.assert `ok` with the message
/// "'<opName>' op <rule>: <what>", e.g. rule "REQUIRE(value2 != 0)".
void emitRuntimeCheck(mlir::OpBuilder &b, mlir::Location loc, mlir::Value ok,
                      llvm::StringRef opName, llvm::StringRef rule,
                      llvm::StringRef what);

/// Returns true when `sum` = `lhs` + `rhs` (wrapped) overflowed as a signed
/// integer; `sum` = `lhs` - `rhs` when `subtract` is set.
mlir::Value signedOverflow(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Value lhs, mlir::Value rhs, mlir::Value sum,
                           bool subtract);

} // namespace tosac

#endif // TOSAC_LIB_CONVERSION_TOSATOLINALG_ELEMENTWISE_H
