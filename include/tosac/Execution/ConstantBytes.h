//===- ConstantBytes.h - Large constants as byte arrays ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the last step before a lowered module is translated to
// LLVM IR: its large constant globals (the weights) become arrays of bytes
// holding the same memory. LLVM emits a float array into an object file
// element by element (an APFloat each: about a second for ResNet-50's 25 M
// weights) but an i8 array as one block of bytes. The globals are only read
// through pointers (opaque in LLVM), so their element type does not matter
// to the code.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_EXECUTION_CONSTANTBYTES_H
#define TOSAC_EXECUTION_CONSTANTBYTES_H

#include "mlir/IR/BuiltinOps.h"

#include <cstddef>
#include <cstdint>

namespace tosac {

/// Constant globals of at least this many bytes become byte arrays.
inline constexpr size_t kByteArrayConstantBytes = 4096;
/// Their alignment, at least: a cache line.
inline constexpr uint64_t kByteArrayConstantAlignment = 64;

/// Retypes every constant `llvm.mlir.global` of `module` (LLVM dialect) whose
/// initializer is a dense or resource elements attribute of whole-byte
/// elements, of at least kByteArrayConstantBytes, into an `!llvm.array` of
/// i8 with the same bytes, aligned to at least kByteArrayConstantAlignment.
void retypeLargeConstantsAsBytes(mlir::ModuleOp module);

} // namespace tosac

#endif // TOSAC_EXECUTION_CONSTANTBYTES_H
