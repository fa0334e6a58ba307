//===- TosaToLinalgNamedPass.cpp - The tosa-to-linalg-named pass ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-linalg-named pass: it marks the TOSA
// operators some pattern of this folder is rooted at illegal and applies the
// patterns with a partial conversion.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/PatternRootConversion.h"
#include "tosac/Conversion/TosaToLinalgNamed/TosaToLinalgNamed.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOLINALGNAMEDPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct TosaToLinalgNamedPass
    : tosac::impl::TosaToLinalgNamedPassBase<TosaToLinalgNamedPass> {
  void runOnOperation() override {
    if (failed(tosac::applyPatternRootConversion<
               linalg::LinalgDialect, arith::ArithDialect, math::MathDialect,
               tensor::TensorDialect, cf::ControlFlowDialect>(
            getOperation(),
            tosac::populateTosaToLinalgNamedConversionPatterns)))
      signalPassFailure();
  }
};

} // namespace
