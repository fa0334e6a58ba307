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

#include "Signature.h"

#include "tosac/Conversion/RuntimeChecksToLLVM/RuntimeChecksToLLVM.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Runtime/MemRefCopy.h"
#include "tosac/Runtime/RuntimeErrors.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"

#include <chrono>

using namespace mlir;
using namespace tosac;

namespace {

/// Collects the diagnostics emitted while it lives as "loc: error: text"
/// lines, so that a library caller gets them in an llvm::Error.
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(MLIRContext *context)
      : handler(context, [this](Diagnostic &diag) {
          llvm::raw_string_ostream os(text);
          if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
            os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
               << loc.getColumn() << ": ";
          else if (auto loc = dyn_cast<NameLoc>(diag.getLocation()))
            os << "'" << loc.getName().getValue() << "': ";
          os << (diag.getSeverity() == DiagnosticSeverity::Error ? "error: "
                                                                  : "note: ")
             << diag << "\n";
          for (const Diagnostic &note : diag.getNotes())
            os << "  note: " << note << "\n";
          return success();
        }) {}

  llvm::Error takeError(StringRef fallback) {
    std::string message = text.empty() ? fallback.str() : text;
    while (!message.empty() && message.back() == '\n')
      message.pop_back();
    return llvm::createStringError(message);
  }

private:
  std::string text;
  ScopedDiagnosticHandler handler;
};

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

/// A rank-generic memref descriptor: allocated and aligned pointers, offset,
/// sizes and strides (in elements), as the C interface lays it out.
std::vector<int64_t> makeDescriptor(void *data, ArrayRef<int64_t> shape) {
  std::vector<int64_t> descriptor(3 + 2 * shape.size());
  descriptor[0] = descriptor[1] = reinterpret_cast<intptr_t>(data);
  descriptor[2] = 0;
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    descriptor[3 + i] = shape[i];
    descriptor[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return descriptor;
}

/// Zero-initialized storage aligned for any element type and vector loads.
struct AlignedStorage {
  explicit AlignedStorage(size_t size)
      : bytes(size + kAlignment, 0),
        aligned(reinterpret_cast<uint8_t *>(
            (reinterpret_cast<uintptr_t>(bytes.data()) + kAlignment - 1) &
            ~uintptr_t(kAlignment - 1))) {}
  static constexpr size_t kAlignment = 64;
  std::vector<uint8_t> bytes;
  uint8_t *aligned;
};

size_t byteSize(const TensorSignature &signature) {
  return getNumElements(signature) * getMemoryElementSize(signature.kind);
}

std::string writtenFlagName(StringRef variable) {
  return "__tosac_written_" + variable.str();
}

} // namespace

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
  if (llvm::Error error =
          collectSignatures(*entry, compiled->inputs, compiled->outputs,
                            compiled->variables))
    return std::move(error);
  (*entry)->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(module.getContext()));

  {
    DiagnosticCollector diagnostics(module.getContext());
    PassManager pm(module.getContext());
    buildTosaToLLVMPipeline(pm);
    if (failed(pm.run(module)))
      return diagnostics.takeError("lowering to LLVM failed");
  }

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto machineBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!machineBuilder)
    return machineBuilder.takeError();
  auto targetMachine = machineBuilder->createTargetMachine();
  if (!targetMachine)
    return targetMachine.takeError();
  auto transformer =
      makeOptimizingTransformer(options.optLevel, 0, targetMachine->get());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      static_cast<llvm::CodeGenOptLevel>(std::min(options.optLevel, 3u));
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  DiagnosticCollector diagnostics(module.getContext());
  auto engine = ExecutionEngine::create(module, engineOptions,
                                        std::move(*targetMachine));
  if (!engine)
    return engine.takeError();
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    symbols[interner(kRuntimeErrorFunction)] = {
        llvm::orc::ExecutorAddr::fromPtr(&tosac_runtime_error),
        llvm::JITSymbolFlags::Exported};
    symbols[interner("memrefCopy")] = {
        llvm::orc::ExecutorAddr::fromPtr(&tosac_memref_copy),
        llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  (*engine)->initialize();
  compiled->engine = std::move(*engine);
  compiled->compileSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return std::move(compiled);
}

llvm::Expected<std::vector<NpyArray>>
CompiledModule::run(ArrayRef<NpyArray> inputArrays) {
  if (inputArrays.size() != inputs.size())
    return llvm::createStringError(
        llvm::formatv("expected {0} inputs, got {1}", inputs.size(),
                      inputArrays.size())
            .str());
  std::vector<AlignedStorage> storage;
  storage.reserve(inputs.size() + outputs.size());
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [array, signature] : llvm::zip_equal(inputArrays, inputs)) {
    storage.emplace_back(byteSize(signature));
    if (llvm::Error error = copyToMemory(array, signature, "input",
                                         storage.back().aligned))
      return std::move(error);
    descriptors.push_back(
        makeDescriptor(storage.back().aligned, signature.shape));
  }
  for (const TensorSignature &signature : outputs) {
    storage.emplace_back(byteSize(signature));
    descriptors.push_back(
        makeDescriptor(storage.back().aligned, signature.shape));
  }
  // The packed wrapper reads each argument through a pointer to it; each
  // argument of the C interface is a pointer to a descriptor.
  std::vector<void *> descriptorPointers, arguments;
  for (std::vector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  for (void *&pointer : descriptorPointers)
    arguments.push_back(&pointer);

  clearRuntimeErrors();
  if (llvm::Error error =
          engine->invokePacked("_mlir_ciface_" + entry, arguments))
    return std::move(error);
  if (std::optional<std::string> failure = takeRuntimeError())
    return llvm::createStringError("runtime check failed: " + *failure);

  std::vector<NpyArray> results;
  for (auto [i, signature] : llvm::enumerate(outputs))
    results.push_back(
        copyFromMemory(signature, storage[inputs.size() + i].aligned));
  return results;
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
