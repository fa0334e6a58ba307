//===- MatchPool.cpp - max_pool2d pattern of tosa-to-vta ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file matches `tosa.max_pool2d` on statically shaped int8 NHWC tensors
// for the tosa-to-vta pass (the VTA program takes the maximum with ALU MAX
// over the window, padding excluded, as TOSA does).
//
//===----------------------------------------------------------------------===//

#include "TosaToVta.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa_to_vta;

llvm::Expected<Offload>
tosac::tosa_to_vta::matchMaxPool2d(ttosa::MaxPool2dOp pool,
                                   const vta::CodegenOptions &options) {
  auto inShape = staticIntTensor(pool.getInput(), "input is", 8, 4);
  if (!inShape)
    return inShape.takeError();
  auto outShape = staticIntTensor(pool.getOutput(), "result is", 8, 4);
  if (!outShape)
    return outShape.takeError();

  vta::MaxPool2dLayer layer;
  layer.input = {(*inShape)[0], (*inShape)[1], (*inShape)[2], (*inShape)[3]};
  layer.kernelH = pool.getKernel()[0];
  layer.kernelW = pool.getKernel()[1];
  layer.strideH = pool.getStride()[0];
  layer.strideW = pool.getStride()[1];
  ArrayRef<int64_t> pad = pool.getPad();
  layer.padTop = pad[0];
  layer.padBottom = pad[1];
  layer.padLeft = pad[2];
  layer.padRight = pad[3];
  llvm::Expected<vta::CompiledLayer> compiled =
      vta::compileMaxPool2d(layer, options);
  if (!compiled)
    return compiled.takeError();

  Offload offload;
  offload.kind = "max_pool2d";
  offload.root = pool;
  offload.ops.push_back(pool);
  offload.inputs.push_back(pool.getInput());
  offload.inputShapes.push_back(*inShape);
  offload.outputShape = *outShape;
  offload.layer = std::move(*compiled);
  return offload;
}
