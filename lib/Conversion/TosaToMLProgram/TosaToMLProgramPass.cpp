//===- TosaToMLProgramPass.cpp - The tosa-to-mlprogram pass ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-mlprogram pass: it marks the TOSA operators some
// pattern of this folder is rooted at illegal and applies the patterns with a
// partial conversion.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToMLProgram/TosaToMLProgram.h"
#include "tosac/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOMLPROGRAMPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct TosaToMLProgramPass : tosac::impl::TosaToMLProgramPassBase<TosaToMLProgramPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    RewritePatternSet patterns(ctx);
    tosac::populateTosaToMLProgramConversionPatterns(converter, patterns);

    ConversionTarget target(*ctx);
    target.addLegalDialect<ml_program::MLProgramDialect, arith::ArithDialect,
                           bufferization::BufferizationDialect,
                           cf::ControlFlowDialect, tensor::TensorDialect>();
    for (const std::unique_ptr<RewritePattern> &pattern :
         patterns.getNativePatterns())
      if (std::optional<OperationName> root = pattern->getRootKind())
        target.addIllegalOp(*root);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
