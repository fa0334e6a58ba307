//===- Executor.cpp - JIT-compile and run a TOSA module -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements CompiledModule: the tosa-to-llvm pipeline, the
// ExecutionEngine for the host CPU, and calls through the entry function's C
// interface (`_mlir_ciface_<entry>`), which takes one pointer to a memref
// descriptor per input and then per output buffer.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/Executor.h"
#include "tosac/Execution/DiagnosticCollector.h"

#include "Signature.h"
#include "Specialize.h"

#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Dialect/Vta/IR/VtaOps.h"
#include "tosac/Execution/ConstantBytes.h"
#include "tosac/Execution/HostJit.h"
#include "tosac/Execution/VtaLaunch.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Runtime/RuntimeErrors.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "tosac/Runtime/Threads.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <map>

using namespace mlir;
using namespace tosac;

namespace {

llvm::Expected<func::FuncOp> findEntry(ModuleOp module, StringRef name) {
  if (!name.empty()) {
    if (auto func = module.lookupSymbol<func::FuncOp>(name))
      return func;
    return llvm::createStringError("no function named '" + name.str() + "'");
  }
  if (auto func = module.lookupSymbol<func::FuncOp>("main"))
    return func;
  func::FuncOp only;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal())
      continue;
    if (only)
      return llvm::createStringError(
          "the module has several public functions and none is named "
          "'main': choose one with the entry option");
    only = func;
  }
  if (!only)
    return llvm::createStringError("the module has no function to run");
  return only;
}

/// Erases the functions other than `entry` that nothing refers to: the
/// model is the entry, and another function of the file (say, one with
/// dynamic shapes next to a static entry) must not stop its lowering.
void eraseOtherFunctions(ModuleOp module, func::FuncOp entry) {
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (func != entry && SymbolTable::symbolKnownUseEmpty(func, module))
      func.erase();
}

size_t byteSize(const TensorSignature &signature) {
  return getNumElements(signature) * getMemoryElementSize(signature.kind);
}

std::string writtenFlagName(StringRef variable) {
  return "__tosac_written_" + variable.str();
}

} // namespace

/// True when a value of the module has a `!quant` element type.
static bool hasQuantizedTypes(ModuleOp module) {
  auto isQuantized = [](Type type) {
    if (auto shaped = dyn_cast<ShapedType>(type))
      type = shaped.getElementType();
    return isa<quant::QuantizedType>(type);
  };
  WalkResult found = module.walk([&](Operation *op) {
    if (llvm::any_of(op->getResultTypes(), isQuantized))
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (llvm::any_of(block.getArgumentTypes(), isQuantized))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// Rewrites a graph with quantized types into plain-integer TOSA
/// (tosa-lower-quant-types); inputs and outputs become their storage types.
static llvm::Error lowerQuantTypes(ModuleOp module, unsigned multiplierBits) {
  DiagnosticCollector diagnostics(module.getContext());
  PassManager pm(module.getContext());
  tosa::TosaLowerQuantTypesPassOptions options;
  options.multiplierBits = multiplierBits;
  pm.addPass(tosa::createTosaLowerQuantTypesPass(options));
  if (failed(pm.run(module)))
    return diagnostics.takeError("lowering the quantized types failed");
  return llvm::Error::success();
}

/// Runs tosa-to-vta (printing its remarks when asked) and lowers the
/// launches to simulator calls.
static llvm::Error
offloadToVta(ModuleOp module, const ExecutorOptions &options,
             std::vector<std::unique_ptr<VtaLaunchTarget>> &targets) {
  {
    DiagnosticCollector diagnostics(module.getContext());
    ScopedDiagnosticHandler remarks(
        module.getContext(), [&](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() != DiagnosticSeverity::Remark)
            return failure();
          if (auto loc = dyn_cast<FileLineColLoc>(diagnostic.getLocation()))
            llvm::errs() << loc.getFilename().getValue() << ":"
                         << loc.getLine() << ":" << loc.getColumn() << ": ";
          llvm::errs() << "remark: " << diagnostic.str() << "\n";
          return success();
        });
    PassManager pm(module.getContext());
    TosaToVtaPassOptions vtaOptions;
    vtaOptions.report = options.vtaReport;
    vtaOptions.doubleBuffer = options.vtaDoubleBuffer;
    pm.addPass(createTosaToVtaPass(vtaOptions));
    if (failed(pm.run(module)))
      return diagnostics.takeError("offloading to VTA failed");
  }
  DiagnosticCollector diagnostics(module.getContext());
  if (failed(lowerVtaLaunches(module, targets)))
    return diagnostics.takeError("preparing the VTA programs failed");
  for (auto &target : targets) {
    target->raceCheck = options.vtaRaceCheck;
    target->dumpDir = options.vtaDumpDir;
  }
  return llvm::Error::success();
}

/// The source of a module with dynamic input extents (after
/// tosa-lower-quant-types) and the modules compiled from it per combination
/// of input shapes.
struct CompiledModule::Specializations {
  OwningOpRef<ModuleOp> source;
  ExecutorOptions options;
  std::map<std::vector<std::vector<int64_t>>, std::unique_ptr<CompiledModule>>
      compiled;
  /// The one the last run used (profiles and VTA statistics are its).
  CompiledModule *last = nullptr;
};

std::vector<VtaProgramStats> CompiledModule::getVtaStats() const {
  if (dynamic)
    return dynamic->last ? dynamic->last->getVtaStats()
                         : std::vector<VtaProgramStats>();
  std::vector<VtaProgramStats> result;
  for (const auto &target : vtaTargets)
    result.push_back({target->name, target->launches,
                      target->stats.instructions, target->stats.totalCycles,
                      target->stats.gemmCycles});
  return result;
}

CompiledModule::CompiledModule() = default;
CompiledModule::~CompiledModule() = default;

llvm::Expected<std::unique_ptr<CompiledModule>>
CompiledModule::compile(ModuleOp module, const ExecutorOptions &options) {
  auto start = std::chrono::steady_clock::now();
  std::unique_ptr<CompiledModule> compiled(new CompiledModule());
  llvm::Expected<func::FuncOp> entry = findEntry(module, options.entry);
  if (!entry)
    return entry.takeError();
  compiled->entry = entry->getSymName().str();
  eraseOtherFunctions(module, *entry);
  if (hasQuantizedTypes(module)) {
    // The VTA path requantizes with 16-bit multipliers: legalize with those
    // so its RESCALEs reproduce them exactly.
    if (llvm::Error error = lowerQuantTypes(
            module, options.target == Target::VtaSim ? 16 : 32))
      return std::move(error);
  }
  // Static inputs fix every result's shape: results typed with `?`
  // anyway get the extents the inputs give them.
  if (llvm::Error error = refineResultShapes(module, *entry))
    return std::move(error);
  if (llvm::Error error = collectSignatures(
          *entry, compiled->inputs, compiled->outputs, compiled->variables))
    return std::move(error);
  if (hasDynamicInputs(*entry)) {
    // Compiled per input shapes, on the runs that bring them.
    if (!compiled->variables.empty())
      return llvm::createStringError(
          "a model with variables cannot have dynamic input shapes yet");
    // The types are checked as written, before specialization folds ops.
    DiagnosticCollector diagnostics(module.getContext());
    PassManager pm(module.getContext());
    buildTosaCheckPipeline(pm, options.lowering.strict);
    if (failed(pm.run(module)))
      return diagnostics.takeError("the element types cannot be lowered");
    compiled->dynamic = std::make_unique<Specializations>();
    compiled->dynamic->source = module.clone();
    compiled->dynamic->options = options;
    compiled->dynamic->options.timing = nullptr;
    compiled->threads = options.threads;
    return std::move(compiled);
  }
  (*entry)->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(module.getContext()));

  if (options.target == Target::VtaSim) {
    if (llvm::Error error = offloadToVta(module, options, compiled->vtaTargets))
      return std::move(error);
  } else {
    WalkResult launch = module.walk([](vta::LaunchOp) {
      return WalkResult::interrupt();
    });
    if (launch.wasInterrupted())
      return llvm::createStringError(
          "the module launches VTA programs: run it with the VTA simulator "
          "target (tosa-run --target vta-sim)");
  }

  {
    DiagnosticCollector diagnostics(module.getContext());
    PassManager pm(module.getContext());
    buildTosaToLLVMPipeline(pm, options.lowering);
    std::optional<TimingScope> loweringTiming;
    if (options.timing) {
      loweringTiming = options.timing->nest("tosa-to-llvm");
      pm.enableTiming(*loweringTiming);
    }
    if (failed(pm.run(module)))
      return diagnostics.takeError("lowering to LLVM failed");
  }
  if (auto layers = module->getAttrOfType<ArrayAttr>("tosac.profile_layers")) {
    for (auto name : layers.getAsValueRange<StringAttr>())
      compiled->profileNames.push_back(name.str());
    compiled->profile =
        std::make_unique<ProfileRecorder>(compiled->profileNames.size());
  }

  DiagnosticCollector diagnostics(module.getContext());
  std::optional<TimingScope> jit;
  if (options.timing)
    jit = options.timing->nest("JIT: translation to LLVM IR, LLVM -O" +
                               std::to_string(options.optLevel) +
                               " and code generation");
  retypeLargeConstantsAsBytes(module);
  auto engine = createHostExecutionEngine(module, options.optLevel);
  if (!engine)
    return engine.takeError();
  auto packed = (*engine)->lookupPacked("_mlir_ciface_" + compiled->entry);
  if (!packed)
    return packed.takeError();
  if (jit)
    jit->stop();
  compiled->packed = *packed;
  compiled->engine = std::move(*engine);
  compiled->threads = options.threads;
  compiled->compileSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return std::move(compiled);
}

uint8_t *CompiledModule::getRunBuffer(size_t index,
                                      const TensorSignature &signature) {
  runBuffers.resize(inputs.size() + outputs.size());
  if (!runBuffers[index])
    runBuffers[index] = std::make_unique<AlignedBuffer>(byteSize(signature));
  return runBuffers[index]->data();
}

llvm::Expected<CompiledModule *>
CompiledModule::specialize(ArrayRef<std::vector<int64_t>> inputShapes) {
  if (inputShapes.size() != inputs.size())
    return llvm::createStringError(
        llvm::formatv("expected {0} input shapes, got {1}", inputs.size(),
                      inputShapes.size())
            .str());
  for (auto [shape, signature] : llvm::zip_equal(inputShapes, inputs))
    if (!fitsSignatureShape(shape, signature))
      return llvm::createStringError(
          llvm::formatv("input '{0}' expects shape {1}, got {2}",
                        signature.name, formatShape(signature.shape),
                        formatShape(shape))
              .str());
  if (!dynamic)
    return this;
  std::vector<std::vector<int64_t>> key(inputShapes.begin(), inputShapes.end());
  auto found = dynamic->compiled.find(key);
  if (found != dynamic->compiled.end())
    return found->second.get();
  OwningOpRef<ModuleOp> copy = dynamic->source->clone();
  auto copyEntry = copy->lookupSymbol<func::FuncOp>(entry);
  if (llvm::Error error = specializeInputShapes(*copy, copyEntry, key))
    return std::move(error);
  auto compiled = compile(*copy, dynamic->options);
  if (!compiled)
    return compiled.takeError();
  compileSeconds += (*compiled)->getCompileSeconds();
  CompiledModule *result = compiled->get();
  dynamic->compiled.emplace(std::move(key), std::move(*compiled));
  return result;
}

llvm::Error CompiledModule::runOnMemory(ArrayRef<const void *> inputMemory,
                                        ArrayRef<void *> outputMemory) {
  if (dynamic)
    return llvm::createStringError(
        "the model has dynamic input shapes: run the module specialize() "
        "returns for the inputs' shapes");
  if (inputMemory.size() != inputs.size() ||
      outputMemory.size() != outputs.size())
    return llvm::createStringError(
        llvm::formatv("expected {0} inputs and {1} outputs, got {2} and {3}",
                      inputs.size(), outputs.size(), inputMemory.size(),
                      outputMemory.size())
            .str());
  // The compiled function reads its arguments and never writes them
  // (tosac-read-only-arguments); it writes its outputs whole.
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [memory, signature] : llvm::zip_equal(inputMemory, inputs))
    descriptors.push_back(
        makeMemRefDescriptor(const_cast<void *>(memory), signature.shape));
  for (auto [memory, signature] : llvm::zip_equal(outputMemory, outputs))
    descriptors.push_back(makeMemRefDescriptor(memory, signature.shape));
  clearRuntimeErrors();
  // OpenMP's thread count belongs to the calling thread: set it per run.
  tosac_set_threads(static_cast<int>(threads));
  std::optional<ProfileRecorder::Activation> profiling;
  if (profile)
    profiling.emplace(*profile);
  invokePackedWithDescriptors(packed, descriptors);
  profiling.reset();
  if (std::optional<std::string> failure = takeRuntimeError())
    return llvm::createStringError("runtime check failed: " + *failure);
  for (auto [memory, signature] : llvm::zip_equal(outputMemory, outputs))
    normalizeMemory(signature, static_cast<uint8_t *>(memory));
  return llvm::Error::success();
}

llvm::Error CompiledModule::run(ArrayRef<NpyArray> inputArrays,
                                std::vector<NpyArray> &outputArrays) {
  if (inputArrays.size() != inputs.size())
    return llvm::createStringError(llvm::formatv("expected {0} inputs, got {1}",
                                                 inputs.size(),
                                                 inputArrays.size())
                                       .str());
  if (dynamic) {
    std::vector<std::vector<int64_t>> shapes;
    for (auto [array, signature] : llvm::zip_equal(inputArrays, inputs)) {
      if (llvm::Error error = checkArray(array, signature, "input"))
        return error;
      shapes.push_back(array.shape);
    }
    llvm::Expected<CompiledModule *> specialized = specialize(shapes);
    if (!specialized)
      return specialized.takeError();
    (*specialized)->threads = threads;
    dynamic->last = *specialized;
    return (*specialized)->run(inputArrays, outputArrays);
  }
  // Arrays in the memory layout are used in place; the others go through
  // a buffer of the module.
  std::vector<const void *> inputMemory;
  for (auto [i, array, signature] : llvm::enumerate(inputArrays, inputs)) {
    if (llvm::Error error = checkArray(array, signature, "input"))
      return error;
    if (hasMemoryLayout(array, signature)) {
      inputMemory.push_back(array.data.data());
      continue;
    }
    uint8_t *buffer = getRunBuffer(i, signature);
    if (llvm::Error error = copyToMemory(array, signature, "input", buffer))
      return error;
    inputMemory.push_back(buffer);
  }
  outputArrays.resize(outputs.size());
  std::vector<void *> outputMemory;
  for (auto [i, array, signature] : llvm::enumerate(outputArrays, outputs)) {
    NpyDType dtype = getNpyDTypeOf(signature.kind);
    if (array.dtype != dtype || array.shape != signature.shape ||
        array.data.size() != byteSize(signature))
      array = NpyArray::zeros(dtype, signature.shape);
    outputMemory.push_back(hasMemoryLayout(array, signature)
                               ? array.data.data()
                               : getRunBuffer(inputs.size() + i, signature));
  }
  if (llvm::Error error = runOnMemory(inputMemory, outputMemory))
    return error;
  for (auto [array, memory, signature] :
       llvm::zip_equal(outputArrays, outputMemory, outputs))
    if (memory != array.data.data())
      array = copyFromMemory(signature, static_cast<uint8_t *>(memory));
  return llvm::Error::success();
}

llvm::Expected<std::vector<NpyArray>>
CompiledModule::run(ArrayRef<NpyArray> inputArrays) {
  std::vector<NpyArray> results;
  if (llvm::Error error = run(inputArrays, results))
    return std::move(error);
  return results;
}

std::vector<OperatorProfile> CompiledModule::getProfile() const {
  if (dynamic)
    return dynamic->last ? dynamic->last->getProfile()
                         : std::vector<OperatorProfile>();
  std::vector<OperatorProfile> result;
  if (!profile)
    return result;
  for (auto [name, entry] :
       llvm::zip_equal(profileNames, profile->getEntries()))
    result.push_back({name, entry.calls, entry.seconds});
  return result;
}

unsigned CompiledModule::getThreads() const {
  return threads ? threads : getCoreCount();
}

namespace {
const TensorSignature *findVariable(ArrayRef<TensorSignature> variables,
                                    StringRef name) {
  for (const TensorSignature &variable : variables)
    if (variable.name == name)
      return &variable;
  return nullptr;
}
} // namespace

llvm::Expected<NpyArray> CompiledModule::getVariable(StringRef name) const {
  const TensorSignature *variable = findVariable(variables, name);
  if (!variable)
    return llvm::createStringError("no variable named '" + name.str() + "'");
  llvm::Expected<void *> address = engine->lookup(name);
  if (!address)
    return address.takeError();
  return copyFromMemory(*variable, static_cast<const uint8_t *>(*address));
}

llvm::Error CompiledModule::setVariable(StringRef name, const NpyArray &value) {
  const TensorSignature *variable = findVariable(variables, name);
  if (!variable)
    return llvm::createStringError("no variable named '" + name.str() + "'");
  llvm::Expected<void *> address = engine->lookup(name);
  if (!address)
    return address.takeError();
  if (llvm::Error error = copyToMemory(value, *variable, "variable",
                                       static_cast<uint8_t *>(*address)))
    return error;
  if (llvm::Expected<void *> flag = engine->lookup(writtenFlagName(name)))
    *static_cast<uint8_t *>(*flag) = 1;
  else
    llvm::consumeError(flag.takeError());
  return llvm::Error::success();
}
