//===- CpuPackOperands.cpp - Vector dimensions innermost ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-pack-operands: f32 convolutions with an
// [F, H, W, C] filter get an [H, W, C, F] one, so that the output-channel
// vectors of the micro-kernel are contiguous loads.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac {
#define GEN_PASS_DEF_CPUPACKOPERANDSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

bool isStaticF32(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && type.getElementType().isF32();
}

/// conv_2d_nhwc_fhwc(input, filter) ->
///   conv_2d_nhwc_hwcf(input, transpose(filter, [1, 2, 3, 0])).
void packConvFilter(RewriterBase &rewriter, linalg::Conv2DNhwcFhwcOp conv) {
  Value input = conv.getInputs()[0], filter = conv.getInputs()[1];
  Value init = conv.getOutputs()[0];
  if (!isStaticF32(input) || !isStaticF32(filter) || !isStaticF32(init))
    return;
  auto filterType = cast<RankedTensorType>(filter.getType());
  ArrayRef<int64_t> fhwc = filterType.getShape();
  SmallVector<int64_t> hwcf = {fhwc[1], fhwc[2], fhwc[3], fhwc[0]};
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, hwcf, filterType.getElementType());
  Value transposed = linalg::TransposeOp::create(rewriter, loc, filter, empty,
                                                 ArrayRef<int64_t>{1, 2, 3, 0})
                         ->getResult(0);
  auto packed = linalg::Conv2DNhwcHwcfOp::create(
      rewriter, loc, conv.getResultTypes(), ValueRange{input, transposed},
      ValueRange{init}, conv.getStridesAttr(), conv.getDilationsAttr());
  rewriter.replaceOp(conv, packed->getResults());
}

struct CpuPackOperandsPass
    : tosac::impl::CpuPackOperandsPassBase<CpuPackOperandsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::Conv2DNhwcFhwcOp> convs;
    getOperation().walk(
        [&](linalg::Conv2DNhwcFhwcOp conv) { convs.push_back(conv); });
    IRRewriter rewriter(&getContext());
    for (linalg::Conv2DNhwcFhwcOp conv : convs)
      packConvFilter(rewriter, conv);
  }
};

} // namespace
