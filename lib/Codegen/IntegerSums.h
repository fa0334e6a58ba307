//===- IntegerSums.h - Sums of int8 weights ---------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares sumInt8s(), the int32 sums of int8 tensors that the
// zero-point and dot-product corrections subtract.
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

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_INTEGERSUMS_H
