//===- PoolCodegen.cpp - VTA programs for int8 MAX_POOL2D -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA program of a MaxPool2dLayer and its model.
// Not implemented yet: every entry point reports so.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

using namespace tosac::vta;

int64_t MaxPool2dLayer::outputH() const {
  return (input.h + padTop + padBottom - kernelH) / strideH + 1;
}

int64_t MaxPool2dLayer::outputW() const {
  return (input.w + padLeft + padRight - kernelW) / strideW + 1;
}

llvm::Expected<CompiledLayer>
tosac::vta::compileMaxPool2d(const MaxPool2dLayer &, const CodegenOptions &) {
  return llvm::createStringError(
      "max_pool2d code generation not yet implemented");
}

std::vector<int8_t> tosac::vta::modelMaxPool2d(const MaxPool2dLayer &,
                                               llvm::ArrayRef<int8_t>) {
  return {};
}
