//===- EltwiseCodegen.cpp - VTA programs for int8 ADD and CLAMP -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA programs of AddLayer and ClampLayer and their
// models. Not implemented yet: every entry point reports so.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

using namespace tosac::vta;

llvm::Expected<AddLayer>
tosac::vta::planAdd(llvm::ArrayRef<int64_t>, int32_t, ScaleFactor, int32_t,
                    ScaleFactor, ScaleFactor, int32_t, int32_t, int32_t) {
  return llvm::createStringError("add requantization not yet implemented");
}

llvm::Expected<CompiledLayer> tosac::vta::compileAdd(const AddLayer &,
                                                     const CodegenOptions &) {
  return llvm::createStringError("add code generation not yet implemented");
}

llvm::Expected<CompiledLayer>
tosac::vta::compileClamp(const ClampLayer &, const CodegenOptions &) {
  return llvm::createStringError("clamp code generation not yet implemented");
}

std::vector<int8_t> tosac::vta::modelAdd(const AddLayer &,
                                         llvm::ArrayRef<int8_t>,
                                         llvm::ArrayRef<int8_t>) {
  return {};
}

std::vector<int8_t> tosac::vta::modelClamp(const ClampLayer &,
                                           llvm::ArrayRef<int8_t>) {
  return {};
}
