//===- RuntimeChecksToLLVM.h - Failed runtime checks as calls ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file names the function the runtime-checks-to-llvm pass calls when a
// runtime check fails; the runtime (lib/Runtime/RuntimeErrors.cpp) defines it.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_RUNTIMECHECKSTOLLVM_RUNTIMECHECKSTOLLVM_H
#define TOSAC_CONVERSION_RUNTIMECHECKSTOLLVM_RUNTIMECHECKSTOLLVM_H

namespace tosac {

/// `void tosac_runtime_error(const char *message)`.
inline constexpr const char *kRuntimeErrorFunction = "tosac_runtime_error";

} // namespace tosac

#endif // TOSAC_CONVERSION_RUNTIMECHECKSTOLLVM_RUNTIMECHECKSTOLLVM_H
