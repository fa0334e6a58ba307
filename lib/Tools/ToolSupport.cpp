//===- ToolSupport.cpp - What every tosac command-line tool shares --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the `--version` text and the hiding of library
// options from `--help` for tosac's tools.
//
//===----------------------------------------------------------------------===//

#include "tosac/Tools/ToolSupport.h"
#include "tosac/Version.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

const char *const tosac::kStrictOptionHelp =
    "Reject element-type combinations outside the TOSA 1.0 type tables; "
    "without it, the framework forms tosac defines also run (matmul i8 x i8 "
    "-> i16, ...)";

std::string tosac::getToolVersionText(StringRef toolName) {
  std::string text;
  raw_string_ostream os(text);
  os << toolName << " (tosac " << TOSAC_VERSION;
  if (StringRef(TOSAC_GIT_REVISION).empty())
    os << ", git revision unknown";
  else
    os << ", git " << TOSAC_GIT_REVISION;
  os << ")\nbuilt with LLVM/MLIR " << LLVM_VERSION_STRING << "\n";
  return text;
}

void tosac::initToolCommandLine(
    StringRef toolName, ArrayRef<const cl::OptionCategory *> toolCategories) {
  // The version printer outlives main's locals: keep the name.
  static std::string name;
  name = toolName.str();
  cl::SetVersionPrinter(
      [](raw_ostream &os) { os << getToolVersionText(name); });

  // LLVM's generic options. Every other option registered by now and
  // outside the tool's categories comes from libLLVM / libMLIR statics.
  static const StringSet<> generic = {
      "help",    "help-hidden",   "help-list",        "help-list-hidden",
      "version", "print-options", "print-all-options"};
  for (auto &[optionName, option] : cl::getRegisteredOptions()) {
    bool own = llvm::any_of(option->Categories, [&](cl::OptionCategory *c) {
      return llvm::is_contained(toolCategories, c);
    });
    if (!own && !generic.contains(optionName))
      option->setHiddenFlag(cl::Hidden);
  }
}

void tosac::releaseLibraryOption(StringRef name) {
  auto &options = cl::getRegisteredOptions();
  auto found = options.find(name);
  if (found != options.end())
    found->second->removeArgument();
}
