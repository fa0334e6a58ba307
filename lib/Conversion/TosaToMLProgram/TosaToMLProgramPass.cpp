//===- TosaToMLProgramPass.cpp - The tosa-to-mlprogram pass ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-mlprogram pass: it marks the TOSA operators
// some pattern of this folder is rooted at illegal and applies the patterns
// with a partial conversion.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/PatternRootConversion.h"
#include "tosac/Conversion/TosaToMLProgram/TosaToMLProgram.h"

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

struct TosaToMLProgramPass
    : tosac::impl::TosaToMLProgramPassBase<TosaToMLProgramPass> {
  void runOnOperation() override {
    if (failed(tosac::applyPatternRootConversion<
               ml_program::MLProgramDialect, arith::ArithDialect,
               bufferization::BufferizationDialect, cf::ControlFlowDialect,
               tensor::TensorDialect>(
            getOperation(), tosac::populateTosaToMLProgramConversionPatterns)))
      signalPassFailure();
  }
};

} // namespace
