//===- OpUtils.h - Helpers shared by TOSA verifiers and passes --*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares small helpers the op verifiers, shape inference, folders
// and passes share: reading constant shapes and scalars, broadcasting, and
// reporting a spec rule (ERROR_IF / REQUIRE) with the values that broke it.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_UTILS_OPUTILS_H
#define TOSAC_DIALECT_TOSA_UTILS_OPUTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace tosac::tosa {

/// Starts an op error for the spec rule `ERROR_IF(<condition>)`; stream the
/// explanation and the offending values after it, e.g.
///   emitErrorIf(op, "rank(shape1) != rank(shape2)")
///       << "expected operands of equal rank, got " << r1 << " and " << r2;
mlir::InFlightDiagnostic emitErrorIf(mlir::Operation *op,
                                     llvm::StringRef condition);

/// Same for the spec's `REQUIRE(<condition>)` rules.
mlir::InFlightDiagnostic emitRequire(mlir::Operation *op,
                                     llvm::StringRef condition);

/// Returns the extents of a `!tosa.shape` value produced by
/// `tosa.const_shape`, or std::nullopt when the value is not constant.
std::optional<llvm::SmallVector<int64_t>> getConstantShape(mlir::Value shape);

/// A `tosa.const_shape` of `extents`, of type `!tosa.shape<extents.size()>`.
mlir::Value createConstShape(mlir::OpBuilder &builder, mlir::Location loc,
                             llvm::ArrayRef<int64_t> extents);

/// A `tosa.const` of type `tensor<1 x elementType>` holding the integer
/// `value` in two's complement at the element's width (zero points, shifts,
/// multipliers).
mlir::Value createScalarConst(mlir::OpBuilder &builder, mlir::Location loc,
                              mlir::Type elementType, int64_t value);

/// The extent -1 that frameworks (and upstream MLIR) write in a RESHAPE's
/// shape for "whatever the other extents leave"; TOSA 1.0 has none.
inline constexpr int64_t kInferredExtent = -1;

/// `target` (a RESHAPE's constant shape) with its one kInferredExtent
/// replaced by the extent that keeps the element count of `inputShape`:
/// `target` itself when it has none; std::nullopt when it cannot be
/// inferred (dynamic input, several -1, a count the other extents do not
/// divide or a zero among them).
std::optional<llvm::SmallVector<int64_t>>
inferReshapeExtents(llvm::ArrayRef<int64_t> inputShape,
                    llvm::ArrayRef<int64_t> target);

/// `size` (a SLICE's constant size) with each kInferredExtent replaced by
/// what remains of the input extent from `start` on ("to the end", as
/// framework IR and upstream MLIR write it; TOSA 1.0 has none). A -1 stays
/// where that input extent is dynamic or nothing of it remains (the
/// verifier reports the latter), and `size` is returned as is when the
/// lengths disagree.
llvm::SmallVector<int64_t> inferSliceSizes(llvm::ArrayRef<int64_t> inputShape,
                                           llvm::ArrayRef<int64_t> start,
                                           llvm::ArrayRef<int64_t> size);

/// Returns the integer held by a constant one-element tensor (zero points,
/// shifts, multipliers), sign-extended; std::nullopt if not constant.
std::optional<llvm::APInt> getConstantScalarInt(mlir::Value value);

/// Returns the float held by a constant one-element tensor.
std::optional<llvm::APFloat> getConstantScalarFloat(mlir::Value value);

/// Returns the element type of a shaped type with `!quant` types replaced by
/// their storage type (e.g. `!quant.uniform<i8:f32, ...>` -> i8).
mlir::Type getStorageElementType(mlir::Type type);

/// Broadcasts two shapes of equal rank under TOSA's rule (each pair of
/// extents is equal or one of them is 1). Dynamic extents stay dynamic unless
/// the other side fixes them. Returns std::nullopt on a mismatch.
std::optional<llvm::SmallVector<int64_t>>
broadcastShapes(llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs);

/// Erases the `tosa.const_shape` ops under `root` that have no users left,
/// e.g. after a conversion consumed the ops that read them.
void eraseUnusedConstShapes(mlir::Operation *root);

/// Returns true when a static extent `actual` is compatible with `expected`
/// (either dynamic, or equal).
inline bool isCompatibleExtent(int64_t expected, int64_t actual) {
  return mlir::ShapedType::isDynamic(expected) ||
         mlir::ShapedType::isDynamic(actual) || expected == actual;
}

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_UTILS_OPUTILS_H
