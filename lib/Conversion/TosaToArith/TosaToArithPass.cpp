//===- TosaToArithPass.cpp - The tosa-to-arith pass -----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the `tosa-to-arith` pass: a partial conversion making
// tosa.const and tosa.apply_scale illegal, then erasing unused
// tosa.const_shape ops.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/TosaToArith/TosaToArith.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOARITHPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;

namespace {
struct TosaToArithPass : tosac::impl::TosaToArithPassBase<TosaToArithPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, tensor::TensorDialect>();
    target.addIllegalOp<tosa::ConstOp, tosa::ApplyScaleOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    RewritePatternSet patterns(ctx);
    populateTosaToArithConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();

    // Shape constants that fed only converted ops are dead now.
    tosa::eraseUnusedConstShapes(getOperation());
  }
};
} // namespace
