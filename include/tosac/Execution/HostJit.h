//===- HostJit.h - JIT-compile lowered code for the host CPU ----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the pieces every caller of compiled TOSA code on the
// host shares: the ExecutionEngine for the host CPU with tosac's runtime
// symbols, aligned buffers, and the memref descriptors of the C interface.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_EXECUTION_HOSTJIT_H
#define TOSAC_EXECUTION_HOSTJIT_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace tosac {

/// JIT-compiles `llvmModule` (LLVM dialect only) at LLVM level `optLevel`
/// (0-3) for the host CPU (its name and features), with the runtime symbols
/// lowered code calls (`tosac_runtime_error`, `memrefCopy`) registered.
llvm::Expected<std::unique_ptr<mlir::ExecutionEngine>>
createHostExecutionEngine(mlir::Operation *llvmModule, unsigned optLevel);

/// Zero-initialized bytes aligned for any element type and vector loads.
class AlignedBuffer {
public:
  explicit AlignedBuffer(size_t size);
  uint8_t *data() { return aligned; }
  const uint8_t *data() const { return aligned; }
  size_t size() const { return byteSize; }

private:
  std::vector<uint8_t> bytes;
  uint8_t *aligned;
  size_t byteSize;
};

/// A rank-generic memref descriptor of contiguous row-major `data`:
/// allocated and aligned pointers, offset, sizes and strides (in elements),
/// as the C interface (`_mlir_ciface_<f>`) lays it out.
std::vector<int64_t> makeMemRefDescriptor(void *data,
                                          llvm::ArrayRef<int64_t> shape);

/// Calls a packed C-interface wrapper with one descriptor per argument.
void invokePackedWithDescriptors(
    void (*packed)(void **), std::vector<std::vector<int64_t>> &descriptors);

} // namespace tosac

#endif // TOSAC_EXECUTION_HOSTJIT_H
