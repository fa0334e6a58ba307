//===- TosaValidateChecks.h - Checks of the tosa-validate pass --*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the per-op checks `tosa-validate` runs: the level limits
// (TosaLevelChecks.cpp), the profile/extension requirements
// (TosaProfileChecks.cpp) and the forms of framework IR that are not TOSA
// 1.0 (TosaSpecFormChecks.cpp). Both work on op names and operand/attribute
// positions, so they apply to every TOSA op. Each check reports the first
// violation of an op as an error and returns failure.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_TOSAVALIDATECHECKS_H
#define TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_TOSAVALIDATECHECKS_H

#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include <optional>

namespace tosac::tosa::validate {

/// The limits of a level (tosa.xml "levels").
struct Level {
  llvm::StringRef name;
  int64_t maxRank;
  int64_t maxKernel;
  int64_t maxStride;
  int64_t maxScale;
  int64_t maxLog2Size;
  int64_t maxNesting;
  int64_t maxTensorListSize;
};

/// Parses "8k" or "none" (case-insensitive).
std::optional<Level> parseLevel(llvm::StringRef name);

/// Checks the level limits of `op`.
mlir::LogicalResult checkLevel(mlir::Operation *op, const Level &level);

/// Checks that the selected profiles and extensions allow `op`: its type
/// combination, rounding mode, dynamic shapes and non-constant compile-time
/// constant operands. With `strict`, tosa ops missing from the type tables
/// are errors too. `anyShape` (level none, as upstream) accepts `?` extents
/// without the dynamic extension.
mlir::LogicalResult checkCapabilities(mlir::Operation *op,
                                      CapabilitySet selected, bool strict,
                                      bool anyShape);

/// Checks that `op` has none of the forms the verifiers accept from
/// framework IR that TOSA 1.0 does not define (TosaSpecFormChecks.cpp).
mlir::LogicalResult checkSpecForms(mlir::Operation *op);

} // namespace tosac::tosa::validate

#endif // TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_TOSAVALIDATECHECKS_H
