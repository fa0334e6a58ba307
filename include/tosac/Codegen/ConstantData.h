//===- ConstantData.h - The bytes of constant tensors ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares how the code generator reads the data of a constant
// tensor (a dense attribute, or a resource blob as .tosa import makes them)
// as the bytes a buffer of it holds: what compile-time packing of weights
// and the emission of large constants both need.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CODEGEN_CONSTANTDATA_H
#define TOSAC_CODEGEN_CONSTANTDATA_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Value.h"

#include <optional>
#include <vector>

namespace tosac {

/// The bytes of a non-splat dense or resource elements attribute whose
/// elements are whole bytes, row-major as a buffer of the tensor holds
/// them; nothing for any other attribute (splats, sub-byte or bit-packed
/// elements, missing blobs, data of the wrong size).
std::optional<llvm::ArrayRef<char>> getElementsBytes(mlir::Attribute value);

/// The elements of `value` when it is an arith.constant of int8 elements
/// that getElementsBytes reads.
std::optional<llvm::ArrayRef<int8_t>> getConstantInt8s(mlir::Value value);

/// When `value` is such a constant, viewed as [outer, reduced, inner]: its
/// int32 sums over `reduced`, [outer, inner] row-major.
std::optional<std::vector<int32_t>> sumConstantInt8s(mlir::Value value,
                                                     int64_t outer,
                                                     int64_t reduced,
                                                     int64_t inner);

} // namespace tosac

#endif // TOSAC_CODEGEN_CONSTANTDATA_H
