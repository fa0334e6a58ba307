//===- Signature.h - The interface of a TOSA module -------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the executor's view of tensor types: the element kind of
// an MLIR type, the interface of an entry function and of the variables, and
// the copies between .npy arrays and the compiled code's buffers.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_EXECUTION_SIGNATURE_H
#define TOSAC_LIB_EXECUTION_SIGNATURE_H

#include "tosac/Execution/Executor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tosac {

/// Bytes one element of `kind` takes in the compiled code's memory (LLVM's
/// allocation size: i48 takes 8 bytes, i4 and i1 one byte).
size_t getMemoryElementSize(ElementKind kind);

/// The interface of `func` and of the module's variables. Fails with a
/// message for a type the executor cannot pass (dynamic or unranked shapes,
/// unsupported element types).
llvm::Error collectSignatures(mlir::func::FuncOp func,
                              std::vector<TensorSignature> &inputs,
                              std::vector<TensorSignature> &outputs,
                              std::vector<TensorSignature> &variables);

/// Checks the dtype and shape of `array` against `signature` ("input 'x'"
/// names it in the message).
llvm::Error checkArray(const NpyArray &array, const TensorSignature &signature,
                       llvm::StringRef what);

/// Whether the compiled code can read or write `array`'s bytes directly: a
/// checked array whose elements have the memory layout (every dtype but an
/// int32 array for index elements), aligned to the element size.
bool hasMemoryLayout(const NpyArray &array, const TensorSignature &signature);

/// Checks `array` against `signature` ("input 'x'" names it in the message)
/// and writes its elements, converted to the memory layout, to `memory`.
llvm::Error copyToMemory(const NpyArray &array,
                         const TensorSignature &signature,
                         llvm::StringRef what, uint8_t *memory);

/// Only the low bits of an i1, i4 or i48 element the compiled code stores
/// are defined: rewrites them as 0 / 1, sign-extended int8 and sign-extended
/// int64, the values an .npy array holds.
void normalizeMemory(const TensorSignature &signature, uint8_t *memory);

/// Reads a tensor of `signature` from `memory` into an .npy array.
NpyArray copyFromMemory(const TensorSignature &signature,
                        const uint8_t *memory);

/// The number of elements of `signature`.
int64_t getNumElements(const TensorSignature &signature);

} // namespace tosac

#endif // TOSAC_LIB_EXECUTION_SIGNATURE_H
