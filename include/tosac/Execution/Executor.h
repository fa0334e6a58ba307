//===- Executor.h - JIT-compile and run a TOSA module -----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the CPU executor: it reads the interface of a TOSA
// module (inputs, outputs and variables with their names, element types and
// shapes), lowers it with the tosa-to-llvm pipeline, JIT-compiles it with the
// MLIR ExecutionEngine for the host CPU, and runs it on .npy arrays. Variables
// live in the compiled module's globals and persist across runs.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_EXECUTION_EXECUTOR_H
#define TOSAC_EXECUTION_EXECUTOR_H

#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Runtime/Npy.h"
#include "tosac/Runtime/Profile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace tosac {

class AlignedBuffer;

/// The element types a tensor of the interface may have.
enum class ElementKind {
  Bool,
  Int4,
  Int8,
  Int16,
  Int32,
  Int48,
  Int64,
  Index,
  Float16,
  BFloat16,
  Float32,
  Float64,
  Float8E4M3,
  Float8E5M2,
  // ui8 / ui16 tensors of framework IR (tosa-signless-unsigned).
  UInt8,
  UInt16,
};

/// The name of an element kind as TOSA writes it (e.g. "INT48", "BF16").
llvm::StringRef getElementKindName(ElementKind kind);

/// The .npy dtype an array of this kind is read from and written as, with
/// the conventions of the conformance corpus: int4 in int8, int48 in int64,
/// bf16 as '|V2', fp8e4m3 as '|V1', fp8e5m2 as uint8, shapes as int64.
NpyDType getNpyDTypeOf(ElementKind kind);

/// One input, output or variable of a module.
struct TensorSignature {
  std::string name;
  ElementKind kind;
  /// The extents; -1 for a dynamic one.
  std::vector<int64_t> shape;
};

/// Whether `shape` (concrete extents) fits `signature`: the same rank, and
/// each extent equal to the signature's or the signature's is dynamic.
bool fitsSignatureShape(llvm::ArrayRef<int64_t> shape,
                        const TensorSignature &signature);

/// Where the module runs.
enum class Target {
  /// Everything JIT-compiled for the host CPU.
  Cpu,
  /// The int8 patterns `tosa-to-vta` offloads run on tosac's VTA simulator,
  /// the rest on the host CPU.
  VtaSim,
};

struct ExecutorOptions {
  /// The function to run; empty means `main`, or the only public function.
  std::string entry;
  /// LLVM optimization level of the JIT (0-3).
  unsigned optLevel = 3;
  Target target = Target::Cpu;
  /// How the CPU kernels are generated (vectorization, vector width,
  /// OpenMP parallel loops).
  TosaToLLVMOptions lowering;
  /// Threads the kernels run on; 0 = one per core. Results are the same
  /// for every count (CompiledModule::setThreads changes it later).
  unsigned threads = 0;
  /// When set, compilation reports its steps (each pass of the lowering,
  /// LLVM's optimization and code generation) as nested timers of this
  /// scope: what `--mlir-timing` prints.
  mlir::TimingScope *timing = nullptr;
  /// VtaSim: double-buffered VTA programs.
  bool vtaDoubleBuffer = true;
  /// VtaSim: print tosa-to-vta's per-operator report (remarks) to stderr.
  bool vtaReport = false;
  /// VtaSim: run every VTA program under all three queue orders and fail
  /// when the results differ.
  bool vtaRaceCheck = false;
  /// VtaSim: write every launch as a program directory (inputs and the
  /// simulated output included) under this directory.
  std::string vtaDumpDir;
};

/// One VTA program of a compiled module and its last launch's statistics.
struct VtaProgramStats {
  std::string name;
  uint64_t launches = 0;
  uint64_t instructions = 0;
  uint64_t totalCycles = 0;
  uint64_t gemmCycles = 0;
};

/// The time one TOSA operator took over the runs of a profiled module.
struct OperatorProfile {
  /// "<op name> <location>", e.g. "tosa.conv2d model.mlir:12:8".
  std::string name;
  uint64_t calls = 0;
  double seconds = 0;
};

/// A module compiled for the host CPU.
class CompiledModule {
public:
  ~CompiledModule();

  /// Lowers `module` (consumed: it is rewritten in place) and JIT-compiles
  /// it. Diagnostics of the lowering are part of the returned error.
  static llvm::Expected<std::unique_ptr<CompiledModule>>
  compile(mlir::ModuleOp module, const ExecutorOptions &options = {});

  /// Inputs and outputs; an extent of -1 is dynamic (`?` in the model).
  const std::vector<TensorSignature> &getInputs() const { return inputs; }
  const std::vector<TensorSignature> &getOutputs() const { return outputs; }
  const std::vector<TensorSignature> &getVariables() const {
    return variables;
  }
  /// The VTA programs (target VtaSim) and their last launches.
  std::vector<VtaProgramStats> getVtaStats() const;
  /// Seconds spent lowering and JIT-compiling.
  double getCompileSeconds() const { return compileSeconds; }

  /// With `lowering.profile`: each TOSA operator's calls and time,
  /// summed over every run so far, in program order (empty otherwise).
  std::vector<OperatorProfile> getProfile() const;

  /// Sets the threads later runs use (0 = one per core).
  void setThreads(unsigned count) { threads = count; }
  /// The threads a run uses: the count set, or the number of cores.
  unsigned getThreads() const;

  /// Whether some input has a dynamic extent. Such a model runs by
  /// specialization: the first run with a new combination of input shapes
  /// compiles the model for them (shape inference and folding make every
  /// tensor static, then the static pipeline), and later runs with those
  /// shapes reuse that code. Each specialization stays compiled while the
  /// module lives.
  bool hasDynamicShapes() const { return dynamic != nullptr; }

  /// The module compiled for `inputShapes` (one per input, each fitting
  /// getInputs()): a specialization of a dynamic module, compiled on first
  /// use, or this module itself when it is static. Its getOutputs() are the
  /// outputs' shapes for those inputs. The pointer lives as long as this
  /// module.
  llvm::Expected<CompiledModule *>
  specialize(llvm::ArrayRef<std::vector<int64_t>> inputShapes);

  /// Runs the entry function once on `inputArrays` (in the order of
  /// getInputs(); dtypes and shapes are checked; a dynamic module is first
  /// specialized to the arrays' shapes). A failed runtime check (a
  /// data-dependent ERROR_IF or REQUIRE) is returned as an error and no
  /// outputs are produced. One thread at a time per module.
  llvm::Expected<std::vector<NpyArray>>
  run(llvm::ArrayRef<NpyArray> inputArrays);

  /// run() for a caller that runs again and again: `outputArrays` (resized
  /// to getOutputs().size()) are overwritten in place when they already have
  /// their output's dtype and shape, and replaced otherwise. Inputs and
  /// outputs in the memory layout (see hasMemoryLayout) are handed to the
  /// compiled code without a copy. After a failed runtime check the outputs'
  /// contents are unspecified.
  llvm::Error run(llvm::ArrayRef<NpyArray> inputArrays,
                  std::vector<NpyArray> &outputArrays);

  /// Runs the entry function once on the caller's memory, without copies:
  /// `inputs[i]` holds input i and `outputs[i]` receives output i, in C order
  /// with the compiled code's element layout (getMemoryElementSize: int48 in
  /// 8 bytes, int4 and bool in one byte), each aligned to its element size.
  /// Inputs are only read. After a failed runtime check (returned as an
  /// error) the outputs' contents are unspecified. A dynamic module needs
  /// specialize() first: call runOnMemory on its result.
  llvm::Error runOnMemory(llvm::ArrayRef<const void *> inputs,
                          llvm::ArrayRef<void *> outputs);

  /// The current value of variable `name`.
  llvm::Expected<NpyArray> getVariable(llvm::StringRef name) const;
  /// Overwrites variable `name` (dtype and shape checked) and marks it
  /// written.
  llvm::Error setVariable(llvm::StringRef name, const NpyArray &value);

private:
  CompiledModule();

  std::unique_ptr<mlir::ExecutionEngine> engine;
  /// The VTA programs the JIT-compiled code launches (by address).
  std::vector<std::unique_ptr<struct VtaLaunchTarget>> vtaTargets;
  /// The packed wrapper of `_mlir_ciface_<entry>`, looked up once.
  void (*packed)(void **) = nullptr;
  std::string entry;
  std::vector<TensorSignature> inputs, outputs, variables;
  double compileSeconds = 0;
  unsigned threads = 0;
  /// With profiling: the operators' names and their recorder.
  std::vector<std::string> profileNames;
  std::unique_ptr<ProfileRecorder> profile;
  /// Memory for the inputs and outputs (in that order) a caller's arrays
  /// cannot be used for directly, allocated when first needed.
  std::vector<std::unique_ptr<AlignedBuffer>> runBuffers;
  uint8_t *getRunBuffer(size_t index, const TensorSignature &signature);
  /// With dynamic input extents: the source and its specializations.
  struct Specializations;
  std::unique_ptr<Specializations> dynamic;
};

/// Reads a module from a .tosa flatbuffer, its .json form, or MLIR text
/// (chosen by the file extension) and verifies it.
llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>>
loadModule(llvm::StringRef path, mlir::MLIRContext *context);

/// Adds what loading, lowering and JIT-compiling a TOSA module needs.
void registerExecutorDependencies(mlir::DialectRegistry &registry);

} // namespace tosac

#endif // TOSAC_EXECUTION_EXECUTOR_H
