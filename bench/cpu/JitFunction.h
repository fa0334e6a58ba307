//===- JitFunction.h - Call a JIT-compiled LLVM-dialect entry ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the benchmark's own invoker of a module already lowered
// to the LLVM dialect (by tosac's tosa-to-llvm pipeline or by upstream
// mlir-opt): JIT compilation for the host CPU with the MLIR ExecutionEngine,
// and calls of `_mlir_ciface_<entry>` with one memref descriptor per input
// and then per output buffer, the convention of both pipelines (results
// turned into caller-provided out-params).
//
// Two ways to call:
//   - run(): like tosac::CompiledModule::run, with fresh zero-filled buffers,
//     the inputs copied in and the outputs copied out on every call, so that
//     its time is comparable with CompiledModule::run's;
//   - prepare() once, then callPrepared() repeatedly: buffers allocated once,
//     only the compiled code is timed.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_JITFUNCTION_H
#define TOSAC_BENCH_CPU_JITFUNCTION_H

#include "tosac/Execution/Executor.h"
#include "tosac/Execution/HostJit.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace tosac::bench {

/// Storage of one tensor, aligned to 64 bytes and zero-initialized.
class JitFunction {
public:
  ~JitFunction();

  /// JIT-compiles `llvmModule` (LLVM dialect only) at `optLevel` for the host
  /// CPU and looks up the packed C interface of `entry`, whose interface is
  /// `inputs` then `outputs` (every element kind must have the size of its
  /// .npy dtype in memory: no i1, i4, i48 or index).
  static llvm::Expected<std::unique_ptr<JitFunction>>
  create(mlir::ModuleOp llvmModule, llvm::StringRef entry,
         std::vector<TensorSignature> inputs,
         std::vector<TensorSignature> outputs, unsigned optLevel = 3);

  /// One call with per-call buffers and copies (see the file comment).
  /// A failed runtime check is an error.
  llvm::Expected<std::vector<NpyArray>> run(llvm::ArrayRef<NpyArray> inputs);

  /// Allocates the buffers once and copies `inputs` into them.
  llvm::Error prepare(llvm::ArrayRef<NpyArray> inputs);
  /// Calls the compiled code on the prepared buffers.
  void callPrepared();
  /// The prepared output buffers as arrays.
  std::vector<NpyArray> readPreparedOutputs() const;

private:
  JitFunction();
  void call(std::vector<AlignedBuffer> &buffers);

  std::unique_ptr<mlir::ExecutionEngine> engine;
  void (*packed)(void **) = nullptr;
  std::vector<TensorSignature> inputs, outputs;
  std::vector<AlignedBuffer> prepared;
};

/// Bytes of one tensor of `signature` (its .npy dtype's size per element).
size_t getByteSize(const TensorSignature &signature);

} // namespace tosac::bench

#endif // TOSAC_BENCH_CPU_JITFUNCTION_H
