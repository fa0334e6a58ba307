//===- AotModule.cpp - Ahead-of-time compilation of a TOSA module ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the steps of tosa-compile after the tosa-to-llvm
// pipeline. Variables: the lowering keeps each variable `v` in a global @v
// with a written flag @__tosac_written_v. Compiled ahead of time, their
// storage moves into the caller's state struct: every `llvm.mlir.addressof`
// of them becomes a load from a thread-local array of pointers
// (`<prefix>_slots`), which the generated run function points at the state
// it is given, and the old globals become the exported, constant initial
// values the header's state_init copies. The object then keeps only the
// entry's C interface, the slots and the initial values as external symbols.
//
//===----------------------------------------------------------------------===//

#include "AotModule.h"

#include "tosac/Conversion/RuntimeChecksToLLVM/RuntimeChecksToLLVM.h"
#include "tosac/Execution/VtaLaunch.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"

#include <algorithm>

using namespace mlir;
using namespace tosac;

llvm::Error tosac::rewriteVariablesToSlots(ModuleOp module,
                                           const AotInterface &interface) {
  if (interface.variables.empty())
    return llvm::Error::success();
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  auto slotsType =
      LLVM::LLVMArrayType::get(ptrType, 2 * interface.variables.size());

  // The slot of each global, and the globals that become initial values.
  llvm::StringMap<int32_t> slotOf;
  SmallVector<std::pair<LLVM::GlobalOp, std::string>> exported;
  for (auto [i, variable] : llvm::enumerate(interface.variables)) {
    std::string flagName = "__tosac_written_" + variable.name;
    auto value = module.lookupSymbol<LLVM::GlobalOp>(variable.name);
    auto flag = module.lookupSymbol<LLVM::GlobalOp>(flagName);
    if (!value || !flag)
      return llvm::createStringError(
          "the lowered module has no global for variable '" + variable.name +
          "'");
    slotOf[variable.name] = 2 * i;
    slotOf[flagName] = 2 * i + 1;
    exported.push_back({value, interface.initSymbol(i)});
    exported.push_back({flag, interface.writtenInitSymbol(i)});
  }

  OpBuilder builder(context);
  builder.setInsertionPointToStart(module.getBody());
  auto slots = LLVM::GlobalOp::create(
      builder, loc, slotsType, /*isConstant=*/false, LLVM::Linkage::External,
      interface.slotsSymbol(), Attribute(), /*alignment=*/0, /*addrSpace=*/0,
      /*dsoLocal=*/false, /*thread_local_=*/true);
  builder.setInsertionPointToStart(
      builder.createBlock(&slots.getInitializerRegion()));
  Value zero = LLVM::ZeroOp::create(builder, loc, slotsType).getResult();
  LLVM::ReturnOp::create(builder, loc, zero);

  SmallVector<LLVM::AddressOfOp> uses;
  module.walk([&](LLVM::AddressOfOp op) {
    if (slotOf.count(op.getGlobalName()))
      uses.push_back(op);
  });
  for (LLVM::AddressOfOp op : uses) {
    builder.setInsertionPoint(op);
    Location useLoc = op.getLoc();
    Value base = LLVM::AddressOfOp::create(builder, useLoc, slots);
    Value local =
        LLVM::ThreadlocalAddressOp::create(builder, useLoc, ptrType, base);
    Value slot = LLVM::GEPOp::create(
        builder, useLoc, ptrType, slotsType, local,
        ArrayRef<LLVM::GEPArg>{0, slotOf.lookup(op.getGlobalName())});
    Value storage = LLVM::LoadOp::create(builder, useLoc, ptrType, slot);
    op.replaceAllUsesWith(storage);
    op.erase();
  }

  for (auto &[global, name] : exported) {
    global.setSymName(name);
    global.setConstant(true);
    global.setLinkage(LLVM::Linkage::External);
  }
  return llvm::Error::success();
}

/// Makes the calls to `from` call `to` instead.
static void redirectFunction(llvm::Module &module, llvm::StringRef from,
                             llvm::StringRef to) {
  llvm::Function *function = module.getFunction(from);
  if (!function)
    return;
  if (llvm::Function *target = module.getFunction(to)) {
    function->replaceAllUsesWith(target);
    function->eraseFromParent();
  } else {
    function->setName(to);
  }
}

llvm::Error tosac::finalizeSymbols(llvm::Module &module,
                                   const AotInterface &interface) {
  if (module.getFunction(kVtaLaunchFunction))
    return llvm::createStringError(
        "the module launches VTA programs: tosa-compile supports the CPU "
        "target only");
  llvm::Function *entry = module.getFunction("_mlir_ciface_" + interface.entry);
  if (!entry || entry->isDeclaration())
    return llvm::createStringError("the lowered module has no C interface "
                                   "for '" +
                                   interface.entry + "'");
  if (module.getNamedValue(interface.entrySymbol()))
    return llvm::createStringError("the symbol '" + interface.entrySymbol() +
                                   "' exists already: choose another --name");
  entry->setName(interface.entrySymbol());

  // The JIT maps these C library functions to TosacRuntime's; an object
  // calls TosacRuntime's by their own names: the strided copy, and the
  // allocator that keeps intermediate buffers from call to call (without it
  // every call page-faults through each fresh mmap'd block: MobileNetV2
  // int8, 7.2 against 4.8 ms).
  for (auto [from, to] : {std::pair<llvm::StringRef, llvm::StringRef>{
                              "memrefCopy", "tosac_memref_copy"},
                          {"malloc", "tosac_buffer_malloc"},
                          {"free", "tosac_buffer_free"}})
    redirectFunction(module, from, to);

  llvm::StringSet<> keep = {interface.slotsSymbol()};
  for (size_t i = 0; i < interface.variables.size(); ++i) {
    keep.insert(interface.initSymbol(i));
    keep.insert(interface.writtenInitSymbol(i));
  }
  for (llvm::Function &function : module)
    if (!function.isDeclaration() && &function != entry)
      function.setLinkage(llvm::GlobalValue::InternalLinkage);
  for (llvm::GlobalVariable &global : module.globals())
    if (!global.isDeclaration() && !keep.contains(global.getName()))
      global.setLinkage(llvm::GlobalValue::InternalLinkage);
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
tosac::createAotTargetMachine(llvm::StringRef cpu, llvm::StringRef features,
                              unsigned optLevel) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError(error);
  std::string cpuName = cpu.str();
  llvm::SubtargetFeatures featureList;
  if (cpu == "native") {
    cpuName = llvm::sys::getHostCPUName().str();
    for (const auto &feature : llvm::sys::getHostCPUFeatures())
      featureList.AddFeature(feature.first(), feature.second);
  }
  llvm::SmallVector<llvm::StringRef> requested;
  features.split(requested, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef feature : requested) {
    feature = feature.trim();
    if (feature.size() < 2 || (feature[0] != '+' && feature[0] != '-'))
      return llvm::createStringError(
          "--features: '" + feature.str() +
          "' is not +<feature> or -<feature> (e.g. +avx2,-avx512f)");
    featureList.AddFeature(feature);
  }
  auto level = static_cast<llvm::CodeGenOptLevel>(std::min(optLevel, 3u));
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpuName, featureList.getString(), llvm::TargetOptions(),
      llvm::Reloc::PIC_, std::nullopt, level));
  if (!machine)
    return llvm::createStringError("cannot create a target machine for '" +
                                   triple.str() + "' / '" + cpuName + "'");
  const llvm::MCSubtargetInfo *subtarget = machine->getMCSubtargetInfo();
  if (!subtarget->isCPUStringValid(cpuName))
    return llvm::createStringError("unknown CPU '" + cpuName + "' for " +
                                   triple.str() +
                                   " (e.g. skylake-avx512, znver4, "
                                   "haswell, x86-64-v3; or native)");
  for (llvm::StringRef feature : requested) {
    llvm::StringRef name = feature.trim().drop_front();
    if (!isFeatureName(*machine, name))
      return llvm::createStringError("unknown CPU feature '" + name.str() +
                                     "' for " + triple.str());
  }
  return std::move(machine);
}

bool tosac::isFeatureName(const llvm::TargetMachine &machine,
                          llvm::StringRef name) {
  for (const llvm::SubtargetFeatureKV &feature :
       machine.getMCSubtargetInfo()->getAllProcessorFeatures())
    if (name == feature.Key)
      return true;
  return false;
}

bool tosac::hasFeature(const llvm::TargetMachine &machine,
                       llvm::StringRef name) {
  // checkFeatures aborts on a name the target does not know.
  return isFeatureName(machine, name) &&
         machine.getMCSubtargetInfo()->checkFeatures(("+" + name).str());
}

llvm::Error tosac::emitObject(llvm::Module &module,
                              llvm::TargetMachine &machine, unsigned optLevel,
                              bool emitLLVM, llvm::StringRef path) {
  llvm::Triple triple = machine.getTargetTriple();
  module.setTargetTriple(triple);
  module.setDataLayout(machine.createDataLayout());
  auto optimize = makeOptimizingTransformer(optLevel, 0, &machine);
  if (llvm::Error error = optimize(&module))
    return error;

  std::error_code ec;
  llvm::ToolOutputFile output(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return llvm::createStringError(ec, "cannot write '" + path.str() +
                                           "': " + ec.message());
  if (emitLLVM) {
    module.print(output.os(), nullptr);
  } else {
    llvm::legacy::PassManager passes;
    if (machine.addPassesToEmitFile(passes, output.os(), nullptr,
                                    llvm::CodeGenFileType::ObjectFile))
      return llvm::createStringError("the target cannot emit object files");
    passes.run(module);
  }
  output.keep();
  return llvm::Error::success();
}
