//===- ToolSupport.h - What tosac's tools share --------------- -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the start-up every tosac tool does before it parses its
// command line: `--version` prints tosac's version, the git revision it was
// built from and the LLVM/MLIR release, and `--help` lists the tool's own
// options and the generic ones (--help, --version, ...), not the hundreds of
// options libLLVM and libMLIR register for their backends and passes
// (`--help-hidden` still lists those).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOOLSUPPORT_H
#define TOSAC_TOOLS_TOOLSUPPORT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace tosac {

/// The text `--version` prints, e.g.
///   tosa-run (tosac 0.9.0, git 896a552abcde)
///   built with LLVM/MLIR 22.1.8
std::string getToolVersionText(llvm::StringRef toolName);

/// Installs the `--version` printer for `toolName` and hides from `--help`
/// every option registered so far except the generic ones and those in
/// `toolCategories` (the tool's own static options). Call it first in main:
/// options registered after it (those MlirOptMain and mlirTranslateMain
/// add, or function-local statics) stay visible.
void initToolCommandLine(
    llvm::StringRef toolName,
    llvm::ArrayRef<const llvm::cl::OptionCategory *> toolCategories = {});

/// Unregisters an option of the same name that libLLVM or libMLIR defines
/// (libLLVM has a hidden `--threads`), so that the tool may define its own
/// `name` afterwards: construct that option after this call (e.g. as a
/// function-local static in main).
void releaseLibraryOption(llvm::StringRef name);

/// The help text of `--strict` (tosa-run, tosa-compile).
extern const char *const kStrictOptionHelp;

} // namespace tosac

#endif // TOSAC_TOOLS_TOOLSUPPORT_H
