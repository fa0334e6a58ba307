//===- CpuLowerVectors.cpp - Register tiles to FMAs -----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-lower-vectors, on buffers: accumulator
// transfers are hoisted out of their reduction loops, then vector.contract
// becomes outer products and FMAs, and transfers become vector loads and
// stores.
//
//===----------------------------------------------------------------------===//

#include "ByteProductDots.h"
#include "ByteProductRows.h"
#include "HighProductLanes.h"
#include "HoistAccumulators.h"
#include "Int8DotKernel.h"
#include "Int8TableKernel.h"
#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Approximation.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace tosac {
#define GEN_PASS_DEF_CPULOWERVECTORSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;

namespace {

/// addf(mulf(a, b), c) on vectors, with the product used once, is one FMA
/// (the product is not rounded on its own, which TOSA's floating-point
/// compliance allows; the matmul and convolution kernels fuse the same way).
struct FuseMultiplyAdd : OpRewritePattern<arith::AddFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::AddFOp add,
                                PatternRewriter &rewriter) const override {
    if (!isa<VectorType>(add.getType()))
      return failure();
    for (unsigned i = 0; i < 2; ++i) {
      auto mul = add->getOperand(i).getDefiningOp<arith::MulFOp>();
      if (!mul || !mul->hasOneUse())
        continue;
      rewriter.replaceOpWithNewOp<vector::FMAOp>(
          add, mul.getLhs(), mul.getRhs(), add->getOperand(1 - i));
      return success();
    }
    return failure();
  }
};

/// The math functions whose vector form tosac computes with MLIR's
/// polynomial approximations.
bool isApproximated(StringRef name) {
  return name == math::ExpOp::getOperationName() ||
         name == math::TanhOp::getOperationName() ||
         name == math::ErfOp::getOperationName() ||
         name == math::LogOp::getOperationName() ||
         name == math::SinOp::getOperationName() ||
         name == math::CosOp::getOperationName();
}

struct CpuLowerVectorsPass
    : tosac::impl::CpuLowerVectorsPassBase<CpuLowerVectorsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    MLIRContext *context = &getContext();

    // The int8 dot-product and TABLE tiles become vector code like the
    // others'.
    {
      SmallVector<linalg::LinalgOp> dotTiles, tableTiles;
      func.walk([&](linalg::LinalgOp op) {
        if (op->hasAttr(codegen::kInt8DotAttr))
          dotTiles.push_back(op);
        else if (op->hasAttr(codegen::kInt8TableAttr))
          tableTiles.push_back(op);
      });
      IRRewriter rewriter(context);
      for (linalg::LinalgOp tile : dotTiles)
        (void)codegen::vectorizeInt8DotTile(rewriter, tile);
      for (linalg::LinalgOp tile : tableTiles)
        (void)codegen::vectorizeInt8TableTile(rewriter, tile);
    }

    // Leading unit dimensions (the batch) go away first, so that each
    // accumulator row is a 1-D vector.
    {
      RewritePatternSet patterns(context);
      vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
      vector::TransferReadOp::getCanonicalizationPatterns(patterns, context);
      vector::TransferWriteOp::getCanonicalizationPatterns(patterns, context);
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
    }

    // Accumulators stay in registers across the reduction loop: the tile's
    // subview leaves the loop first, then each row's read/write pair.
    func.walk([](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
    codegen::hoistAccumulatorTransfers(func);
    codegen::unrollByteProductTaps(func);
    codegen::packByteProductRows(func, dotBits);

    // Other unit dimensions (k); contract -> outer products.
    {
      RewritePatternSet patterns(context);
      vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
      vector::populateVectorTransferDropUnitDimsPatterns(patterns);
      vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
      vector::populateVectorContractLoweringPatterns(
          patterns, vector::VectorContractLowering::OuterProduct);
      patterns.add<FuseMultiplyAdd>(context);
      codegen::populateHighProductLanePatterns(patterns);
      codegen::populateByteProductDotPatterns(patterns, dotBits);
      vector::TransferReadOp::getCanonicalizationPatterns(patterns, context);
      vector::TransferWriteOp::getCanonicalizationPatterns(patterns, context);
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
    }

    // Transcendental functions on vectors: polynomial approximations made
    // of vector FMAs, instead of one libm call per lane (TOSA's ABS_ERROR
    // bounds for exp, tanh, erf, log, sin and cos hold for them; the
    // conformance corpus checks each one). Scalar ones keep libm.
    {
      SmallVector<Operation *> mathOps;
      func.walk([&](Operation *op) {
        if (op->getDialect() &&
            op->getDialect()->getNamespace() ==
                math::MathDialect::getDialectNamespace() &&
            op->getNumResults() == 1 &&
            isa<VectorType>(op->getResultTypes()[0]))
          mathOps.push_back(op);
      });
      RewritePatternSet patterns(context);
      populateMathPolynomialApproximationPatterns(
          patterns, [](StringRef name) { return isApproximated(name); });
      if (!mathOps.empty() &&
          failed(applyOpPatternsGreedily(mathOps, std::move(patterns))))
        return signalPassFailure();
    }

    // Outer products -> FMAs; transfers -> loads, stores, broadcasts.
    {
      RewritePatternSet patterns(context);
      vector::populateVectorOuterProductLoweringPatterns(patterns);
      vector::populateVectorTransferLoweringPatterns(patterns,
                                                     /*maxTransferRank=*/1);
      vector::populateVectorTransposeLoweringPatterns(
          patterns, vector::VectorTransposeLowering::EltWise);
      vector::populateVectorBroadcastLoweringPatterns(patterns);
      vector::populateVectorShapeCastLoweringPatterns(patterns);
      vector::populateVectorMultiReductionLoweringPatterns(
          patterns, vector::VectorMultiReductionLowering::InnerParallel);
      if (failed(applyPatternsGreedily(func, std::move(patterns))))
        return signalPassFailure();
    }

    // An epilogue on a register tile reads the accumulators the tile has
    // just written: it takes them from registers.
    codegen::forwardTileStores(func);
  }
};

} // namespace
