//===- tosa-compile.cpp - Compile a TOSA model ahead of time --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-compile`: it loads a .tosa / .json / .mlir
// model, lowers it with the executor's tosa-to-llvm pipeline, translates it
// to LLVM IR and compiles it for the host into an object file, and writes a
// C header with the model's state struct and a typed run function. An
// application links the object with TosacAotRuntime and TosacRuntime only.
//
//===----------------------------------------------------------------------===//

#include "AotModule.h"
#include "Signature.h"
#include "Specialize.h"

#include "tosac/Codegen/CpuTarget.h"
#include "tosac/Dialect/Tosa/Transforms/BatchAxes.h"
#include "tosac/Dialect/Vta/IR/VtaOps.h"
#include "tosac/Execution/ConstantBytes.h"
#include "tosac/Execution/DiagnosticCollector.h"
#include "tosac/Pipelines/Pipelines.h"
#include "tosac/Tools/ToolSupport.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <cctype>

using namespace llvm;
using namespace tosac;

namespace {

cl::OptionCategory category("tosa-compile options");

cl::opt<std::string> modelPath(cl::Positional, cl::Required,
                               cl::desc("<model.tosa|model.json|model.mlir>"),
                               cl::cat(category));
cl::opt<std::string> outputPath("o", cl::Required,
                                cl::desc("The object file to write"),
                                cl::value_desc("model.o"), cl::cat(category));
cl::opt<std::string> headerPath("header", cl::desc("The C header to write"),
                                cl::value_desc("model.h"), cl::cat(category));
cl::opt<std::string>
    prefix("name",
           cl::desc("The prefix of the generated C names (default: the "
                    "model file's name)"),
           cl::value_desc("prefix"), cl::cat(category));
cl::opt<std::string> entry("entry",
                           cl::desc("The function to compile (default: main, "
                                    "or the only public function)"),
                           cl::cat(category));
cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level (0-3)"),
                           cl::init(3), cl::Prefix, cl::cat(category));
cl::opt<std::string> cpu("cpu",
                         cl::desc("The CPU to compile for, by LLVM's name "
                                  "(e.g. skylake-avx512, znver4, haswell); "
                                  "default: native, the host CPU and its "
                                  "features. The kernels' vector width and "
                                  "registers follow it"),
                         cl::init("native"), cl::value_desc("name"),
                         cl::cat(category));
cl::alias cpuAlias("mcpu", cl::desc("Alias for --cpu"), cl::aliasopt(cpu),
                   cl::cat(category));
cl::opt<std::string>
    features("features",
             cl::desc("CPU features to add or remove on top of the CPU's, "
                      "in LLVM's syntax (e.g. -avx512f for AVX2 code on an "
                      "AVX-512 CPU)"),
             cl::value_desc("+f1,-f2"), cl::cat(category));
cl::opt<bool> strict("strict", cl::desc(kStrictOptionHelp), cl::cat(category));
cl::opt<bool> emitLLVM("emit-llvm",
                       cl::desc("Write optimized LLVM IR text instead of an "
                                "object file"),
                       cl::cat(category));

Expected<mlir::func::FuncOp> findEntry(mlir::ModuleOp module, StringRef name) {
  if (!name.empty()) {
    if (auto func = module.lookupSymbol<mlir::func::FuncOp>(name))
      return func;
    return createStringError("no function named '" + name.str() + "'");
  }
  if (auto func = module.lookupSymbol<mlir::func::FuncOp>("main"))
    return func;
  mlir::func::FuncOp only;
  for (auto func : module.getOps<mlir::func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal())
      continue;
    if (only)
      return createStringError("the module has several public functions and "
                               "none is named 'main': choose one with "
                               "--entry");
    only = func;
  }
  if (!only)
    return createStringError("the module has no function to compile");
  return only;
}

/// The default prefix: the model file's stem as a C identifier.
std::string defaultPrefix(StringRef path) {
  std::string name;
  for (char c : sys::path::stem(path))
    name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0])))
    name = "model_" + name;
  return name;
}

bool isIdentifier(StringRef name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0])))
    return false;
  return llvm::all_of(name, [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

/// A model with dynamic extents compiles when they are one batch of
/// independent images: the object is the model at batch 1, and the header
/// runs it per image. `interface` keeps the -1 extents at the batch axes.
Error specializeBatch(mlir::ModuleOp module, mlir::func::FuncOp func,
                      AotInterface &interface, bool strict) {
  const char *why = "tosa-compile compiles dynamic extents that are one "
                    "batch of independent images, run one image at a time "
                    "(tosa-run, the C API and Python run any dynamic model)";
  if (!interface.variables.empty())
    return createStringError(Twine("the model has variables and a dynamic "
                                   "batch, whose images would share them: ") +
                             why);
  mlir::MLIRContext *context = module.getContext();
  DiagnosticCollector diagnostics(context);
  // The types are checked as written, before specialization folds ops.
  mlir::PassManager pm(context);
  buildTosaCheckPipeline(pm, strict);
  if (mlir::failed(pm.run(module)))
    return diagnostics.takeError("the element types cannot be lowered");
  if (Error error = propagateShapes(module, func))
    return error;
  if (mlir::failed(tosa::analyzeBatchAxes(func)))
    return createStringError(
        toString(diagnostics.takeError("the batch cannot be followed")) +
        "\nnote: " + why);
  // The outputs' signatures now show where the batch goes.
  interface.inputs.clear();
  interface.outputs.clear();
  if (Error error = collectSignatures(func, interface.inputs, interface.outputs,
                                      interface.variables))
    return error;
  std::vector<std::vector<int64_t>> shapes;
  for (const TensorSignature &input : interface.inputs)
    shapes.push_back(batchOneShape(input));
  if (Error error = specializeInputShapes(module, func, shapes))
    return error;
  // The specialized function must have exactly the batch-1 signature.
  std::vector<TensorSignature> inputs, outputs, variables;
  if (Error error = collectSignatures(func, inputs, outputs, variables))
    return error;
  for (auto [i, output] : llvm::enumerate(interface.outputs))
    if (outputs[i].shape != batchOneShape(output))
      return createStringError("output '" + output.name + "' has shape " +
                               formatShape(outputs[i].shape) +
                               " at batch 1, not " +
                               formatShape(batchOneShape(output)));
  return Error::success();
}

Error compile(unsigned threads) {
  mlir::DialectRegistry registry;
  registerExecutorDependencies(registry);
  mlir::MLIRContext context(registry);
  // Errors carry the op's location; the op's generic form adds nothing.
  context.printOpOnDiagnostic(false);
  auto module = loadModule(modelPath, &context);
  if (!module)
    return module.takeError();

  AotInterface interface;
  interface.prefix = prefix.empty() ? defaultPrefix(modelPath) : prefix;
  if (!isIdentifier(interface.prefix))
    return createStringError("--name '" + interface.prefix +
                             "' is not a C identifier");
  auto func = findEntry(**module, entry);
  if (!func)
    return func.takeError();
  interface.entry = func->getSymName().str();
  // Static inputs fix every result's shape: results typed with `?` anyway
  // get the extents the inputs give them.
  if (Error error = refineResultShapes(**module, *func))
    return error;
  if (Error error = collectSignatures(*func, interface.inputs,
                                      interface.outputs, interface.variables))
    return error;
  if (interface.hasBatch())
    if (Error error = specializeBatch(**module, *func, interface, strict))
      return error;
  assignFieldNames(interface);
  (*func)->setAttr(mlir::LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                   mlir::UnitAttr::get(&context));

  mlir::WalkResult launch = (*module)->walk(
      [](vta::LaunchOp) { return mlir::WalkResult::interrupt(); });
  if (launch.wasInterrupted())
    return createStringError("the module launches VTA programs: "
                             "tosa-compile supports the CPU target only");
  // The kernels are generated for the target CPU's vectors and registers.
  auto machine = createAotTargetMachine(cpu, features, optLevel);
  if (!machine)
    return machine.takeError();
  CpuTarget cpuTarget = CpuTarget::fromFeatures(
      [&](StringRef name) { return hasFeature(**machine, name); });
  TosaToLLVMOptions lowering;
  lowering.vectorize = cpuTarget.vectorBits != 0;
  lowering.vectorBits = cpuTarget.vectorBits;
  lowering.vectorRegisters = cpuTarget.vectorRegisters;
  lowering.int8DotBits = static_cast<int>(cpuTarget.int8DotBits);
  lowering.bytePermute = cpuTarget.hasBytePermute ? 1 : 0;
  lowering.amx = cpuTarget.hasAmxInt8 ? 1 : 0;
  lowering.threads = threads;
  lowering.strict = strict;
  {
    DiagnosticCollector diagnostics(&context);
    mlir::PassManager pm(&context);
    buildTosaToLLVMPipeline(pm, lowering);
    if (mlir::failed(pm.run(**module)))
      return diagnostics.takeError("lowering to LLVM failed");
    if (Error error = rewriteVariablesToSlots(**module, interface))
      return error;
    // Weights are emitted as blocks of bytes, not float by float.
    retypeLargeConstantsAsBytes(**module);
  }

  LLVMContext llvmContext;
  DiagnosticCollector diagnostics(&context);
  std::unique_ptr<Module> llvmModule =
      mlir::translateModuleToLLVMIR(**module, llvmContext, interface.prefix);
  if (!llvmModule)
    return diagnostics.takeError("translation to LLVM IR failed");
  if (Error error = finalizeSymbols(*llvmModule, interface))
    return error;
  if (Error error =
          emitObject(*llvmModule, **machine, optLevel, emitLLVM, outputPath))
    return error;
  if (!headerPath.empty())
    return writeHeader(interface, headerPath, sys::path::filename(modelPath));
  return Error::success();
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  // libLLVM has a hidden --threads of its own: this one replaces it.
  tosac::releaseLibraryOption("threads");
  static cl::opt<unsigned> threads(
      "threads",
      cl::desc("Threads the kernels use, fixed in the object (default 0: "
               "decided at run time by tosac_set_threads() or "
               "OMP_NUM_THREADS, else one per core)"),
      cl::init(0), cl::value_desc("N"), cl::cat(category));
  tosac::initToolCommandLine("tosa-compile", {&category});
  cl::ParseCommandLineOptions(
      argc, argv,
      "tosa-compile: compile a TOSA model ahead of time into an object file "
      "and a C header\n\n"
      "A model whose `?` extents are one batch of independent images (one\n"
      "dynamic extent per input and output, with only 1 extents before it)\n"
      "compiles too: the object holds the model at batch 1 and the header's\n"
      "run function takes the number of images (docs/CAPI.md). Other dynamic\n"
      "models are refused with the op that prevents it.\n");
  if (Error error = compile(threads)) {
    WithColor::error(errs(), "tosa-compile")
        << toString(std::move(error)) << "\n";
    return 1;
  }
  return 0;
}
