//===- TosaToTensorPass.cpp - The tosa-to-tensor pass ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the `tosa-to-tensor` pass: a partial conversion making
// the TOSA data layout ops it lowers illegal, then erasing unused
// tosa.const_shape ops.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/TosaToTensor/TosaToTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOTENSORPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;

namespace {
struct TosaToTensorPass : tosac::impl::TosaToTensorPassBase<TosaToTensorPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, tensor::TensorDialect>();
    target.addIllegalOp<tosa::ReshapeOp, tosa::SliceOp, tosa::PadOp,
                        tosa::ConcatOp, tosa::TileOp, tosa::IdentityOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    RewritePatternSet patterns(ctx);
    populateTosaToTensorConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();

    lowerConstantShapeResults(getOperation());
    // Shape constants that fed only converted ops are dead now.
    tosa::eraseUnusedConstShapes(getOperation());
  }
};
} // namespace
