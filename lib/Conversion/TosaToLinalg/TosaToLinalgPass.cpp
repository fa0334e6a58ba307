//===- TosaToLinalgPass.cpp - The tosa-to-linalg pass ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-linalg pass: it marks the TOSA operators
// some pattern of this folder is rooted at illegal and applies the patterns
// with a partial conversion, so operators lowered elsewhere stay in place.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/PatternRootConversion.h"
#include "tosac/Conversion/TosaToLinalg/TosaToLinalg.h"

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
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
    if (failed(tosac::applyPatternRootConversion<
               linalg::LinalgDialect, arith::ArithDialect, math::MathDialect,
               tensor::TensorDialect, cf::ControlFlowDialect>(
            getOperation(), tosac::populateTosaToLinalgConversionPatterns)))
      signalPassFailure();
  }
};

} // namespace

void tosac::populateTosaToLinalgConversionPatterns(
    TypeConverter &converter, RewritePatternSet &patterns) {
  populateElementwiseBinaryPatterns(converter, patterns);
  populateElementwiseUnaryPatterns(converter, patterns);
  populateReductionPatterns(converter, patterns);
  populateDataLayoutPatterns(converter, patterns);
  populateScatterGatherPatterns(converter, patterns);
  populateTablePatterns(converter, patterns);
  populateFftPatterns(converter, patterns);
  populateRescalePatterns(converter, patterns);
  populateCastPatterns(converter, patterns);
  populateResizePatterns(converter, patterns);
}
