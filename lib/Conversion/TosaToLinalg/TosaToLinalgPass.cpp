//===- TosaToLinalgPass.cpp - The tosa-to-linalg pass ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-linalg pass: it marks the TOSA operators
// with a lowering illegal and applies the patterns of this folder with a
// partial conversion, so operators without a lowering yet stay in place.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "tosac/Conversion/Passes.h"

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOLINALGPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;
namespace ttosa = tosac::tosa;

namespace {

struct TosaToLinalgPass : tosac::impl::TosaToLinalgPassBase<TosaToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    RewritePatternSet patterns(ctx);
    tosac::populateTosaToLinalgConversionPatterns(converter, patterns);

    ConversionTarget target(*ctx);
    target.addLegalDialect<linalg::LinalgDialect, arith::ArithDialect,
                           math::MathDialect, tensor::TensorDialect>();
    target.addIllegalOp<
        ttosa::AddOp, ttosa::SubOp, ttosa::MulOp, ttosa::IntDivOp,
        ttosa::ArithmeticRightShiftOp, ttosa::LogicalLeftShiftOp,
        ttosa::LogicalRightShiftOp, ttosa::BitwiseAndOp, ttosa::BitwiseOrOp,
        ttosa::BitwiseXorOp, ttosa::BitwiseNotOp, ttosa::LogicalAndOp,
        ttosa::LogicalOrOp, ttosa::LogicalXorOp, ttosa::LogicalNotOp,
        ttosa::MaximumOp, ttosa::MinimumOp, ttosa::PowOp, ttosa::AbsOp,
        ttosa::NegateOp, ttosa::CeilOp, ttosa::FloorOp, ttosa::ClzOp,
        ttosa::ExpOp, ttosa::LogOp, ttosa::SinOp, ttosa::CosOp, ttosa::TanhOp,
        ttosa::ErfOp, ttosa::SigmoidOp, ttosa::ReciprocalOp, ttosa::RsqrtOp,
        ttosa::ClampOp, ttosa::SelectOp, ttosa::EqualOp, ttosa::GreaterOp,
        ttosa::GreaterEqualOp>();
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void tosac::populateTosaToLinalgConversionPatterns(
    TypeConverter &converter, RewritePatternSet &patterns) {
  populateElementwiseBinaryPatterns(converter, patterns);
  populateElementwiseUnaryPatterns(converter, patterns);
}
