//===- VtaLaunch.h - Running vta.launch on the VTA simulator -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares how the executor runs the VTA parts of a module on
// tosac's VTA functional simulator: every `vta.program` is read into a
// VtaLaunchTarget owned by the compiled module, and every `vta.launch`
// becomes a call of `tosac_vta_launch(target, in0, in1, out)` on raw int8
// buffers, which packs the inputs into the program's DRAM images, simulates
// it and unpacks the output. A simulator error is reported through
// tosac_runtime_error, so the run fails with that message.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_EXECUTION_VTALAUNCH_H
#define TOSAC_EXECUTION_VTALAUNCH_H

#include "tosac/Vta/Codegen.h"

#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <string>
#include <vector>

namespace tosac {

/// One VTA program of a compiled module and what its launches measured.
struct VtaLaunchTarget {
  std::string name;
  vta::CompiledLayer layer;
  /// Run every launch under all three queue orders and fail on a difference.
  bool raceCheck = false;
  uint64_t launches = 0;
  /// The statistics of the last launch.
  vta::SimStats stats;
};

/// The runtime entry point the lowered launches call.
extern "C" void tosac_vta_launch(int64_t target, int64_t input0,
                                 int64_t input1, int64_t output);

/// The symbol name of tosac_vta_launch.
inline constexpr const char *kVtaLaunchFunction = "tosac_vta_launch";

/// Reads every vta.program of `module` into `targets`, rewrites every
/// vta.launch into the call above (the target's address as a constant, the
/// buffers through bufferization.to_buffer / memref.alloc) and erases the
/// programs. Errors are emitted on the offending op.
mlir::LogicalResult
lowerVtaLaunches(mlir::ModuleOp module,
                 std::vector<std::unique_ptr<VtaLaunchTarget>> &targets);

} // namespace tosac

#endif // TOSAC_EXECUTION_VTALAUNCH_H
