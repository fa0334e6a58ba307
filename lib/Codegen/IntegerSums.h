//===- IntegerSums.h - Sums of int8 weights ---------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares sumInt8s(), the int32 sums of int8 tensors that the
// zero-point and dot-product corrections subtract, and
// subtractScaledSums(), which subtracts them.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_INTEGERSUMS_H
#define TOSAC_LIB_CODEGEN_INTEGERSUMS_H

#include "mlir/IR/Builders.h"

namespace tosac::codegen {

/// The int32 sums of the static int8 tensor `value` over its dimensions
/// `dims` (consecutive, increasing), indexed by the other dimensions in
/// order: computed at compile time when `value` is a constant (weights),
/// else a linalg.reduce.
mlir::Value sumInt8s(mlir::OpBuilder &builder, mlir::Location loc,
                     mlir::Value value, llvm::ArrayRef<int64_t> dims);

/// init - factor * sums, elementwise over `init` (int32), with `sums` read
/// through `sumsMap` (a projection of init's dimensions) and `factor` an
/// int32 scalar: the accumulator a corrected int8 contraction starts from.
mlir::Value subtractScaledSums(mlir::OpBuilder &builder, mlir::Location loc,
                               mlir::Value init, mlir::Value factor,
                               mlir::Value sums, mlir::AffineMap sumsMap);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_INTEGERSUMS_H
