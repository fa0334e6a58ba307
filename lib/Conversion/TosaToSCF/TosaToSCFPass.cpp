//===- TosaToSCFPass.cpp - The tosa-to-scf pass ---------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-scf pass: it marks the TOSA operators some
// pattern of this folder is rooted at illegal and applies the patterns with a
// partial conversion.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToSCF/TosaToSCF.h"
#include "tosac/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOSCFPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct TosaToSCFPass : tosac::impl::TosaToSCFPassBase<TosaToSCFPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    RewritePatternSet patterns(ctx);
    tosac::populateTosaToSCFConversionPatterns(converter, patterns);

    ConversionTarget target(*ctx);
    target.addLegalDialect<scf::SCFDialect, arith::ArithDialect,
                           bufferization::BufferizationDialect,
                           tensor::TensorDialect>();
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
