//===- Pipelines.h - Registered tosac pass pipelines ------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares tosac's pass pipelines: `tosa-to-llvm` takes a valid
// TOSA module to the LLVM dialect, ready for translation to LLVM IR or for
// the ExecutionEngine.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_PIPELINES_PIPELINES_H
#define TOSAC_PIPELINES_PIPELINES_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"

namespace tosac {

/// How the CPU code generation layer (lib/Codegen) is used.
struct TosaToLLVMOptions {
  /// Tile and vectorize the kernels the strategy knows; off gives the
  /// scalar loop nests of every linalg op (the reference path of tests).
  bool vectorize = true;
  /// The widest vector register to generate code for, in bits; 0 = the
  /// host's. With a width the CPU lacks, LLVM splits the vectors: the code
  /// stays correct, only slower.
  unsigned vectorBits = 0;
  /// Vector registers the micro-kernels may use; 0 = the host's.
  unsigned vectorRegisters = 0;
  /// The width in bits of the int8 dot-product instruction (VPDPBUSD) the
  /// int8 kernels use: 512, 256, 0 = none, -1 = the host's. Unlike
  /// vectorBits, the code needs the instruction: a width the CPU lacks
  /// gives code it cannot run. Never wider than vectorBits when that is set.
  int int8DotBits = -1;
  /// Whether int8 TABLE may use 512-bit byte permutes (AVX-512 VBMI): 1,
  /// 0, or -1 = if the host has them. The code needs the instruction.
  int bytePermute = -1;
  /// Whether the int8 matmuls and convolutions may use AMX tiles (AMX-TILE
  /// and AMX-INT8): 1, 0, or -1 = if the host has them. The code needs the
  /// instructions, and the runtime asks the OS for the tile state
  /// (Runtime/Amx.h).
  int amx = -1;
  /// Run the independent cache tiles of the kernels (their scf.forall
  /// loops) on OpenMP threads. How many threads is decided when the code
  /// runs (omp_set_num_threads, tosac::setThreadCount); the results do not
  /// depend on it. Off, the same loops run in order on the caller's thread.
  bool parallel = true;
  /// With `parallel`: a thread count fixed in the code (OpenMP's
  /// num_threads clause); 0 leaves it to the run time.
  unsigned threads = 0;
  /// Time every TOSA operator (tosac-insert-profile-probes): the compiled
  /// code calls tosac_profile_enter / _exit around each one, and the
  /// executor's CompiledModule::getProfile reports the times.
  bool profile = false;
  /// Reject every element-type combination outside the spec's tables
  /// (tosa-check-types{strict}); otherwise the framework forms tosac
  /// defines are lowered too (docs/Dialect.md).
  bool strict = false;
};

/// Appends the first steps of tosa-to-llvm, which take the graph as the user
/// wrote it: ui8 / ui16 tensors to signless ones (tosa-lower-unsigned-types)
/// and the check of the element types (tosa-check-types, `strict` or not).
/// A dynamic model runs them before its shapes are specialized and folded,
/// so that folding never hides an op the lowering would refuse.
void buildTosaCheckPipeline(mlir::OpPassManager &pm, bool strict);

/// Appends the tosa-to-llvm pipeline to `pm` (which must run on the module):
/// ui8 / ui16 tensors to signless ones (tosa-lower-unsigned-types), a check
/// of the element types (tosa-check-types), TOSA variables, control
/// flow and operators to ml_program / scf / linalg / tensor / arith, a check
/// that no TOSA operator is left, the CPU kernel strategy with tiling and
/// vectorization (docs/Codegen.md), bufferization with results turned into
/// caller-provided output buffers, deallocation of the temporaries, register
/// tiles to FMAs, parallel loops to OpenMP, loops, and the conversions to the
/// LLVM dialect. Failed runtime checks call tosac_runtime_error (see
/// RuntimeChecksToLLVM.h).
void buildTosaToLLVMPipeline(mlir::OpPassManager &pm,
                             const TosaToLLVMOptions &options = {});

/// Adds the dialects and the external interface models (bufferization, LLVM
/// translation) the tosa-to-llvm pipeline needs.
void registerTosaToLLVMDependencies(mlir::DialectRegistry &registry);

/// Registers `tosa-to-llvm` with the global pass pipeline registry.
void registerTosacPipelines();

} // namespace tosac

#endif // TOSAC_PIPELINES_PIPELINES_H
