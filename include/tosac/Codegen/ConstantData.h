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

#include <optional>

namespace tosac {

/// The bytes of a non-splat dense or resource elements attribute whose
/// elements are whole bytes, row-major as a buffer of the tensor holds
/// them; nothing for any other attribute (splats, sub-byte or bit-packed
/// elements, missing blobs, data of the wrong size).
std::optional<llvm::ArrayRef<char>> getElementsBytes(mlir::Attribute value);

} // namespace tosac

#endif // TOSAC_CODEGEN_CONSTANTDATA_H
