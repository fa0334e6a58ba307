//===- DiagnosticCollector.h - Diagnostics as an llvm::Error ----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_EXECUTION_DIAGNOSTICCOLLECTOR_H
#define TOSAC_EXECUTION_DIAGNOSTICCOLLECTOR_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tosac {

/// Collects the diagnostics emitted while it lives as "loc: error: text"
/// lines, so that a library caller gets them in an llvm::Error (the
/// executor, tosa-compile, the C API, the Python module). A diagnostic
/// without a file or name location is prefixed with `source` if given
/// (e.g. "<memory>").
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(mlir::MLIRContext *context,
                               llvm::StringRef source = "")
      : handler(context, [this, source = source.str()](mlir::Diagnostic &diag) {
          llvm::raw_string_ostream os(text);
          if (auto loc =
                  llvm::dyn_cast<mlir::FileLineColLoc>(diag.getLocation()))
            os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
               << loc.getColumn() << ": ";
          else if (auto loc = llvm::dyn_cast<mlir::NameLoc>(diag.getLocation()))
            os << "'" << loc.getName().getValue() << "': ";
          else if (!source.empty())
            os << source << ": ";
          os << (diag.getSeverity() == mlir::DiagnosticSeverity::Error
                     ? "error: "
                     : "note: ")
             << diag << "\n";
          for (const mlir::Diagnostic &note : diag.getNotes())
            os << "  note: " << note << "\n";
          return mlir::success();
        }) {}

  llvm::Error takeError(llvm::StringRef fallback) {
    std::string message = text.empty() ? fallback.str() : text;
    while (!message.empty() && message.back() == '\n')
      message.pop_back();
    return llvm::createStringError(message);
  }

private:
  std::string text;
  mlir::ScopedDiagnosticHandler handler;
};

} // namespace tosac

#endif // TOSAC_EXECUTION_DIAGNOSTICCOLLECTOR_H
