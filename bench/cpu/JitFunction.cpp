//===- JitFunction.cpp - Call a JIT-compiled LLVM-dialect entry -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements JitFunction: an LLVM-dialect module JIT-compiled
// with the executor's host set-up (tosac/Execution/HostJit.h), called
// through the memref descriptors of its C interface.
//
//===----------------------------------------------------------------------===//

#include "JitFunction.h"

#include "tosac/Execution/HostJit.h"
#include "tosac/Runtime/RuntimeErrors.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstring>

using namespace mlir;
using namespace tosac;
using namespace tosac::bench;

namespace {

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

  auto engine = createHostExecutionEngine(llvmModule, optLevel);
  if (!engine)
    return engine.takeError();

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
    descriptors.push_back(
        makeMemRefDescriptor(buffers[i].data(), inputs[i].shape));
  for (size_t i = 0; i < outputs.size(); ++i)
    descriptors.push_back(makeMemRefDescriptor(
        buffers[inputs.size() + i].data(), outputs[i].shape));
  invokePackedWithDescriptors(packed, descriptors);
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
