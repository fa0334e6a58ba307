//===- Conv2dCodegen.cpp - VTA programs for CONV2D + RESCALE --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file generates the VTA program of a Conv2dLayer and its model.
// Not implemented yet: every entry point reports so.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

using namespace tosac::vta;

int64_t Conv2dLayer::outputH() const {
  return (input.h + padTop + padBottom - (kernelH - 1) * dilationH - 1) /
             strideH +
         1;
}

int64_t Conv2dLayer::outputW() const {
  return (input.w + padLeft + padRight - (kernelW - 1) * dilationW - 1) /
             strideW +
         1;
}

llvm::Expected<std::vector<RequantPlan>>
tosac::vta::planConv2dRequant(const Conv2dLayer &, llvm::ArrayRef<int32_t>,
                              llvm::ArrayRef<ScaleFactor>, int32_t, int32_t,
                              int32_t) {
  return llvm::createStringError("conv2d requantization not yet implemented");
}

llvm::Expected<CompiledLayer>
tosac::vta::compileConv2d(const Conv2dLayer &, const CodegenOptions &) {
  return llvm::createStringError("conv2d code generation not yet implemented");
}

std::vector<int8_t> tosac::vta::modelConv2d(const Conv2dLayer &,
                                            llvm::ArrayRef<int8_t>) {
  return {};
}
