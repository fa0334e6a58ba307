//===- ExportVtaProgram.cpp - tosa-translate --export-vta-program ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-translate --export-vta-program model.mlir -o
// DIR`: it offloads the module's int8 patterns with tosa-to-vta (programs
// already in the module are kept) and writes every `vta.program` as a program
// directory DIR/<name>/ (vta/Export.h): instructions, micro-ops, constant
// images, input images and manifest.json. An input fed by a `tosa.const` is
// packed into its image; any other input image is written as zeros and
// marked so in the manifest.
//
//===----------------------------------------------------------------------===//

#include "ExportVtaProgram.h"

#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Vta/Utils/ProgramImage.h"
#include "tosac/InitAll.h"
#include "tosac/Vta/Export.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace llvm;

namespace {

/// The constant int8 data of a launch operand, if it is a tosa.const.
std::optional<std::vector<int8_t>> constantInput(Value value) {
  auto constant = value.getDefiningOp<tosac::tosa::ConstOp>();
  if (!constant)
    return std::nullopt;
  auto data = dyn_cast<DenseIntElementsAttr>(constant.getValues());
  if (!data || !data.getElementType().isInteger(8))
    return std::nullopt;
  std::vector<int8_t> values;
  for (const APInt &v : data.getValues<APInt>())
    values.push_back(int8_t(v.getSExtValue()));
  return values;
}

int fail(const Twine &message) {
  WithColor::error(errs(), "tosa-translate") << message << "\n";
  return 1;
}

} // namespace

bool tosac::isExportVtaProgramInvocation(int argc, char **argv) {
  for (int i = 1; i < argc; ++i)
    if (StringRef(argv[i]) == "--export-vta-program" ||
        StringRef(argv[i]) == "-export-vta-program")
      return true;
  return false;
}

void tosac::registerExportVtaProgramHelp() {
  // Listed in --help with the other translations; the invocation itself is
  // handled by exportVtaProgramMain, since it writes a directory.
  static TranslateFromMLIRRegistration registration(
      "export-vta-program",
      "write each VTA program of the module (after tosa-to-vta) to "
      "-o DIR/<program>/",
      [](Operation *op, raw_ostream &) {
        return op->emitError("--export-vta-program needs -o DIR");
      });
}

int tosac::exportVtaProgramMain(int argc, char **argv) {
  static cl::opt<bool> exportFlag("export-vta-program",
                                  cl::desc("Export VTA programs"));
  static cl::opt<std::string> input(cl::Positional, cl::desc("<model.mlir>"),
                                    cl::init("-"));
  static cl::opt<std::string> outputDir(
      "o", cl::desc("Directory that receives one folder per VTA program"),
      cl::value_desc("dir"), cl::Required);
  static cl::opt<bool> singleBuffer(
      "vta-single-buffer",
      cl::desc("One virtual thread instead of double buffering"));
  static cl::opt<bool> report(
      "vta-report", cl::desc("Print tosa-to-vta's per-operator report"));
  cl::ParseCommandLineOptions(argc, argv, "tosa-translate --export-vta-program");

  DialectRegistry registry;
  registerAllTosacDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  std::string error;
  auto file = openInputFile(input, &error);
  if (!file)
    return fail(error);
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  PassManager pm(&context);
  TosaToVtaPassOptions options;
  options.doubleBuffer = !singleBuffer;
  options.report = report;
  pm.addPass(createTosaToVtaPass(options));
  if (failed(pm.run(*module)))
    return 1;

  unsigned written = 0;
  for (auto program : module->getOps<vta::ProgramOp>()) {
    FailureOr<vta::CompiledLayer> layer = vta::readProgram(program);
    if (failed(layer))
      return 1;
    vta::ExportOptions exportOptions;
    exportOptions.name = program.getSymName().str();
    exportOptions.category = "tosac";
    exportOptions.description =
        "exported by tosa-translate --export-vta-program from " + input;
    exportOptions.inputs.resize(layer->inputs.size());
    module->walk([&](vta::LaunchOp launch) {
      if (launch.getProgram() != program.getSymName())
        return;
      for (auto [i, operand] : llvm::enumerate(launch.getInputs()))
        if (i < exportOptions.inputs.size())
          exportOptions.inputs[i] = constantInput(operand);
    });
    SmallString<256> dir(outputDir);
    sys::path::append(dir, program.getSymName());
    if (Error e = vta::writeProgramDirectory(*layer, dir, exportOptions))
      return fail(toString(std::move(e)));
    outs() << "wrote " << dir << " (" << layer->insns.size()
           << " instructions)\n";
    ++written;
  }
  if (written == 0)
    return fail("the module has no VTA program and nothing tosa-to-vta "
                "offloads (run with --vta-report to see why)");
  return 0;
}
