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

#include "tosac/Conversion/Passes.h"
#include "tosac/Conversion/PatternRootConversion.h"
#include "tosac/Conversion/TosaToSCF/TosaToSCF.h"

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
    if (failed(tosac::applyPatternRootConversion<
               scf::SCFDialect, arith::ArithDialect,
               bufferization::BufferizationDialect, tensor::TensorDialect>(
            getOperation(), tosac::populateTosaToSCFConversionPatterns)))
      signalPassFailure();
  }
};

} // namespace
