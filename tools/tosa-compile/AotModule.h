//===- AotModule.h - Ahead-of-time compilation of a TOSA module -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the steps of tosa-compile between the tosa-to-llvm
// pipeline and the object file: the interface of the model as a C header
// sees it, the rewrite of the variables into per-thread state slots, the
// linkage and names of the object's symbols, and code generation for the
// host.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_COMPILE_AOTMODULE_H
#define TOSAC_TOOLS_TOSA_COMPILE_AOTMODULE_H

#include "tosac/Execution/Executor.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <string>
#include <vector>

namespace tosac {

/// The model as the object and the generated header expose it.
struct AotInterface {
  /// The prefix of every exported symbol and of the header's names.
  std::string prefix;
  /// The function of the TOSA module that runs.
  std::string entry;
  std::vector<TensorSignature> inputs, outputs, variables;
  /// C identifiers of the inputs, outputs and variables (unique, derived
  /// from their names).
  std::vector<std::string> inputFields, outputFields, variableFields;

  /// Whether the model has a dynamic batch: the one -1 extent of an input
  /// or output is its batch axis (tosac::tosa::BatchAxes), the object is the
  /// model at batch 1, and the header's run function takes the batch size
  /// and runs the images one at a time.
  bool hasBatch() const {
    return llvm::any_of(inputs, [](const TensorSignature &input) {
      return llvm::is_contained(input.shape, int64_t(-1));
    });
  }

  /// `<prefix>_entry`: the C interface of the entry function (one pointer to
  /// a memref descriptor per input, then per output).
  std::string entrySymbol() const { return prefix + "_entry"; }
  /// `<prefix>_slots`: the thread-local array of pointers to the storage of
  /// each variable and of its written flag (2 per variable).
  std::string slotsSymbol() const { return prefix + "_slots"; }
  /// The initial value of variable `i` and of its written flag.
  std::string initSymbol(size_t i) const {
    return prefix + "_var" + std::to_string(i) + "_init";
  }
  std::string writtenInitSymbol(size_t i) const {
    return prefix + "_var" + std::to_string(i) + "_written_init";
  }
};

/// The shape of `signature` in the object of a model with a dynamic batch:
/// the model at batch 1 (its -1 extent becomes 1).
std::vector<int64_t> batchOneShape(const TensorSignature &signature);

/// Fills the C identifiers of `interface` from the tensor names.
void assignFieldNames(AotInterface &interface);

/// Rewrites the lowered (LLVM dialect) `module` so that every access to a
/// variable or its written flag goes through the thread-local slots, and
/// turns the globals that held them into the exported initial values.
llvm::Error rewriteVariablesToSlots(mlir::ModuleOp module,
                                    const AotInterface &interface);

/// Gives the translated `module` its exported symbols: the entry's C
/// interface renamed to entrySymbol(), the slots and the initial values;
/// every other definition becomes internal, and the runtime's strided copy
/// is called by its TosacRuntime name.
llvm::Error finalizeSymbols(llvm::Module &module,
                            const AotInterface &interface);

/// The target machine of the host's triple for `cpu` ("native": the host
/// CPU with the features it reports) with `features` (LLVM's syntax,
/// "+avx2,-avx512f") applied on top of the CPU's own.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createAotTargetMachine(llvm::StringRef cpu, llvm::StringRef features,
                       unsigned optLevel);

/// Whether `name` is a CPU feature of `machine`'s target.
bool isFeatureName(const llvm::TargetMachine &machine, llvm::StringRef name);
/// Whether `machine`'s CPU has the feature `name` (false for a name its
/// target does not know).
bool hasFeature(const llvm::TargetMachine &machine, llvm::StringRef name);

/// Optimizes `module` at `optLevel` and writes it as an object file (or,
/// with `emitLLVM`, as LLVM IR text) for `machine`.
llvm::Error emitObject(llvm::Module &module, llvm::TargetMachine &machine,
                       unsigned optLevel, bool emitLLVM, llvm::StringRef path);

/// Writes the C header of `interface` to `path`.
llvm::Error writeHeader(const AotInterface &interface, llvm::StringRef path,
                        llvm::StringRef modelName);

} // namespace tosac

#endif // TOSAC_TOOLS_TOSA_COMPILE_AOTMODULE_H
