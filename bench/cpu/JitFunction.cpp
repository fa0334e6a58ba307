//===- JitFunction.cpp - Call a JIT-compiled LLVM-dialect entry -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements JitFunction: the ExecutionEngine at the requested
// optimization level for the host CPU (the same settings as tosac's
// executor), the runtime symbols the lowered code may call (memrefCopy and
// tosac's runtime-check reporter), and the memref descriptors of the C
// interface: allocated and aligned pointers, offset, sizes and strides.
//
//===----------------------------------------------------------------------===//

#include "JitFunction.h"

#include "tosac/Conversion/RuntimeChecksToLLVM/RuntimeChecksToLLVM.h"
#include "tosac/Runtime/MemRefCopy.h"
#include "tosac/Runtime/RuntimeErrors.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"

#include <cstring>

using namespace mlir;
using namespace tosac;
using namespace tosac::bench;

namespace {

constexpr size_t kAlignment = 64;

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

llvm::Error checkInput(const NpyArray &array,
                       const TensorSignature &signature) {
  if (array.dtype != getNpyDTypeOf(signature.kind) ||
      array.shape != signature.shape ||
      array.data.size() != getByteSize(signature))
    return llvm::createStringError("input '" + signature.name +
                                   "' does not match the interface");
  return llvm::Error::success();
}

} // namespace

AlignedBuffer::AlignedBuffer(size_t size)
    : bytes(size + kAlignment, 0),
      aligned(reinterpret_cast<uint8_t *>(
          (reinterpret_cast<uintptr_t>(bytes.data()) + kAlignment - 1) &
          ~uintptr_t(kAlignment - 1))),
      byteSize(size) {}

size_t tosac::bench::getByteSize(const TensorSignature &signature) {
  int64_t count = 1;
  for (int64_t extent : signature.shape)
    count *= extent;
  return count * getNpyDTypeSize(getNpyDTypeOf(signature.kind));
}

JitFunction::JitFunction() = default;
JitFunction::~JitFunction() = default;

llvm::Expected<std::unique_ptr<JitFunction>>
JitFunction::create(ModuleOp llvmModule, StringRef entry,
                    std::vector<TensorSignature> inputs,
                    std::vector<TensorSignature> outputs, unsigned optLevel) {
  for (const auto *list : {&inputs, &outputs})
    for (const TensorSignature &signature : *list)
      switch (signature.kind) {
      case ElementKind::Bool:
      case ElementKind::Int4:
      case ElementKind::Int48:
      case ElementKind::Index:
        return llvm::createStringError(
            "tensor '" + signature.name + "' of type " +
            getElementKindName(signature.kind).str() +
            " has another size in memory than in .npy: not supported here");
      default:
        break;
      }

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto machineBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!machineBuilder)
    return machineBuilder.takeError();
  auto targetMachine = machineBuilder->createTargetMachine();
  if (!targetMachine)
    return targetMachine.takeError();
  ExecutionEngineOptions options;
  options.transformer =
      makeOptimizingTransformer(optLevel, 0, targetMachine->get());
  options.jitCodeGenOptLevel =
      static_cast<llvm::CodeGenOptLevel>(std::min(optLevel, 3u));
  options.enableGDBNotificationListener = false;
  options.enablePerfNotificationListener = false;
  auto engine =
      ExecutionEngine::create(llvmModule, options, std::move(*targetMachine));
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

  std::unique_ptr<JitFunction> function(new JitFunction());
  auto packed = (*engine)->lookupPacked("_mlir_ciface_" + entry.str());
  if (!packed)
    return packed.takeError();
  function->packed = *packed;
  function->engine = std::move(*engine);
  function->inputs = std::move(inputs);
  function->outputs = std::move(outputs);
  return std::move(function);
}

void JitFunction::call(std::vector<AlignedBuffer> &buffers) {
  std::vector<std::vector<int64_t>> descriptors;
  descriptors.reserve(buffers.size());
  for (size_t i = 0; i < inputs.size(); ++i)
    descriptors.push_back(makeDescriptor(buffers[i].data(), inputs[i].shape));
  for (size_t i = 0; i < outputs.size(); ++i)
    descriptors.push_back(
        makeDescriptor(buffers[inputs.size() + i].data(), outputs[i].shape));
  // The packed wrapper reads each argument through a pointer to it; each
  // argument of the C interface is a pointer to a descriptor.
  std::vector<void *> descriptorPointers, arguments;
  for (std::vector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  for (void *&pointer : descriptorPointers)
    arguments.push_back(&pointer);
  packed(arguments.data());
}

llvm::Expected<std::vector<NpyArray>>
JitFunction::run(ArrayRef<NpyArray> inputArrays) {
  if (inputArrays.size() != inputs.size())
    return llvm::createStringError(llvm::formatv("expected {0} inputs, got {1}",
                                                 inputs.size(),
                                                 inputArrays.size())
                                       .str());
  std::vector<AlignedBuffer> buffers;
  buffers.reserve(inputs.size() + outputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (llvm::Error error = checkInput(inputArrays[i], inputs[i]))
      return std::move(error);
    buffers.emplace_back(getByteSize(inputs[i]));
    std::memcpy(buffers.back().data(), inputArrays[i].data.data(),
                buffers.back().size());
  }
  for (const TensorSignature &signature : outputs)
    buffers.emplace_back(getByteSize(signature));

  clearRuntimeErrors();
  call(buffers);
  if (std::optional<std::string> failure = takeRuntimeError())
    return llvm::createStringError("runtime check failed: " + *failure);

  std::vector<NpyArray> results;
  for (size_t i = 0; i < outputs.size(); ++i) {
    NpyArray array =
        NpyArray::zeros(getNpyDTypeOf(outputs[i].kind), outputs[i].shape);
    std::memcpy(array.data.data(), buffers[inputs.size() + i].data(),
                array.data.size());
    results.push_back(std::move(array));
  }
  return results;
}

llvm::Error JitFunction::prepare(ArrayRef<NpyArray> inputArrays) {
  if (inputArrays.size() != inputs.size())
    return llvm::createStringError("wrong number of inputs");
  prepared.clear();
  prepared.reserve(inputs.size() + outputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (llvm::Error error = checkInput(inputArrays[i], inputs[i]))
      return error;
    prepared.emplace_back(getByteSize(inputs[i]));
    std::memcpy(prepared.back().data(), inputArrays[i].data.data(),
                prepared.back().size());
  }
  for (const TensorSignature &signature : outputs)
    prepared.emplace_back(getByteSize(signature));
  return llvm::Error::success();
}

void JitFunction::callPrepared() { call(prepared); }

std::vector<NpyArray> JitFunction::readPreparedOutputs() const {
  std::vector<NpyArray> results;
  for (size_t i = 0; i < outputs.size(); ++i) {
    NpyArray array =
        NpyArray::zeros(getNpyDTypeOf(outputs[i].kind), outputs[i].shape);
    std::memcpy(array.data.data(), prepared[inputs.size() + i].data(),
                array.data.size());
    results.push_back(std::move(array));
  }
  return results;
}
