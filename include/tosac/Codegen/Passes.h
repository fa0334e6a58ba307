//===- Passes.h - CPU code generation passes --------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the passes of the CPU code generation layer and the
// function that adds them to the tosa-to-llvm pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CODEGEN_PASSES_H
#define TOSAC_CODEGEN_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace tosac {

#define GEN_PASS_DECL
#include "tosac/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tosac/Codegen/Passes.h.inc"

} // namespace tosac

#endif // TOSAC_CODEGEN_PASSES_H
