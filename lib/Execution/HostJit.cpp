//===- HostJit.cpp - JIT-compile lowered code for the host CPU ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the host ExecutionEngine set-up, aligned buffers and
// C-interface descriptors shared by the executor and the benchmarks.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/HostJit.h"

#include "tosac/Conversion/RuntimeChecksToLLVM/RuntimeChecksToLLVM.h"
#include "tosac/Execution/VtaLaunch.h"
#include "tosac/Runtime/Amx.h"
#include "tosac/Runtime/BufferCache.h"
#include "tosac/Runtime/MemRefCopy.h"
#include "tosac/Runtime/Profile.h"
#include "tosac/Runtime/RuntimeErrors.h"
#include "tosac/Runtime/Threads.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Transforms/IPO/MergeFunctions.h"

#include <algorithm>

using namespace mlir;

llvm::Expected<std::unique_ptr<ExecutionEngine>>
tosac::createHostExecutionEngine(Operation *llvmModule, unsigned optLevel) {
  // The JIT's lookup of libomp's functions sees the global scope only.
  makeOpenMPRuntimeGlobal();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto machineBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!machineBuilder)
    return machineBuilder.takeError();
  auto targetMachine = machineBuilder->createTargetMachine();
  if (!targetMachine)
    return targetMachine.takeError();
  auto optimize = makeOptimizingTransformer(optLevel, 0, targetMachine->get());
  ExecutionEngineOptions options;
  options.transformer = [optimize](llvm::Module *module) -> llvm::Error {
    // Layers of the same shape give identical outlined parallel regions
    // (their buffers are arguments): merged first, each is optimized and
    // compiled once.
    llvm::MergeFunctionsPass::runOnModule(*module);
    return optimize(module);
  };
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
    auto define = [&](llvm::StringRef name, auto *function) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(function),
                                 llvm::JITSymbolFlags::Exported};
    };
    define(kRuntimeErrorFunction, &tosac_runtime_error);
    define(kAmxReadyFunction, &tosac_amx_ready);
    define(kVtaLaunchFunction, &tosac_vta_launch);
    define("tosac_profile_enter", &tosac_profile_enter);
    define("tosac_profile_exit", &tosac_profile_exit);
    // Intermediate buffers: reused from call to call (BufferCache.h).
    define("malloc", &tosac_buffer_malloc);
    define("free", &tosac_buffer_free);
    define("memrefCopy", &tosac_memref_copy);
    return symbols;
  });
  (*engine)->initialize();
  return std::move(*engine);
}

namespace {
constexpr size_t kAlignment = 64;
} // namespace

tosac::AlignedBuffer::AlignedBuffer(size_t size)
    : bytes(size + kAlignment, 0),
      aligned(reinterpret_cast<uint8_t *>(
          (reinterpret_cast<uintptr_t>(bytes.data()) + kAlignment - 1) &
          ~uintptr_t(kAlignment - 1))),
      byteSize(size) {}

std::vector<int64_t>
tosac::makeMemRefDescriptor(void *data, llvm::ArrayRef<int64_t> shape) {
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

void tosac::invokePackedWithDescriptors(
    void (*packed)(void **), std::vector<std::vector<int64_t>> &descriptors) {
  // The packed wrapper reads each argument through a pointer to it; each
  // argument of the C interface is a pointer to a descriptor.
  std::vector<void *> descriptorPointers, arguments;
  for (std::vector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  for (void *&pointer : descriptorPointers)
    arguments.push_back(&pointer);
  packed(arguments.data());
}
