//===- CpuFoldZeroPoints.cpp - int8 matmuls with folded zero points -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-fold-zero-points: quantized_batch_matmul
// becomes batch_matmul of the raw operands, accumulating into an init that
// carries the zero points' correction terms.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tosac {
#define GEN_PASS_DEF_CPUFOLDZEROPOINTSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

/// sum over `reduced` (1 or 2) of `operand` [b, x, y], extended to i32:
/// [b, m] row sums (reduced = 2) or [b, n] column sums (reduced = 1).
Value sumAlong(PatternRewriter &rewriter, Location loc, Value operand,
               unsigned reduced) {
  auto type = cast<RankedTensorType>(operand.getType());
  Type i32 = rewriter.getI32Type();
  SmallVector<int64_t> shape = {type.getDimSize(0),
                                type.getDimSize(reduced == 2 ? 1 : 2)};
  Value zero = arith::ConstantOp::create(rewriter, loc, i32,
                                         rewriter.getI32IntegerAttr(0));
  Value init =
      linalg::FillOp::create(
          rewriter, loc, zero,
          ValueRange{tensor::EmptyOp::create(rewriter, loc, shape, i32)})
          .getResult(0);
  MLIRContext *context = rewriter.getContext();
  AffineExpr b = getAffineDimExpr(0, context),
             kept = getAffineDimExpr(1, context),
             k = getAffineDimExpr(2, context);
  // Loops [b, kept, k]; the operand is [b, kept, k] or [b, k, kept].
  AffineMap input =
      AffineMap::get(3, 0,
                     reduced == 2 ? ArrayRef<AffineExpr>{b, kept, k}
                                  : ArrayRef<AffineExpr>{b, k, kept},
                     context);
  AffineMap output = AffineMap::get(3, 0, {b, kept}, context);
  return linalg::GenericOp::create(
             rewriter, loc, init.getType(), ValueRange{operand},
             ValueRange{init}, ArrayRef<AffineMap>{input, output},
             ArrayRef<utils::IteratorType>{utils::IteratorType::parallel,
                                           utils::IteratorType::parallel,
                                           utils::IteratorType::reduction},
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               Value wide = arith::ExtSIOp::create(nb, nl, i32, args[0]);
               linalg::YieldOp::create(
                   nb, nl,
                   ValueRange{arith::AddIOp::create(nb, nl, wide, args[1])});
             })
      .getResult(0);
}

struct FoldQuantizedBatchMatmul
    : OpRewritePattern<linalg::QuantizedBatchMatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::QuantizedBatchMatmulOp op,
                                PatternRewriter &rewriter) const override {
    Value a = op.getInputs()[0], b = op.getInputs()[1];
    Value aZp = op.getInputs()[2], bZp = op.getInputs()[3];
    Value init = op.getOutputs()[0];
    auto aType = dyn_cast<RankedTensorType>(a.getType());
    auto bType = dyn_cast<RankedTensorType>(b.getType());
    auto initType = dyn_cast<RankedTensorType>(init.getType());
    Type i32 = rewriter.getI32Type();
    if (!aType || !bType || !initType || !aType.hasStaticShape() ||
        !bType.hasStaticShape() || initType.getElementType() != i32 ||
        !aType.getElementType().isSignlessInteger(8) ||
        !bType.getElementType().isSignlessInteger(8) ||
        !aZp.getType().isSignlessInteger() ||
        !bZp.getType().isSignlessInteger() ||
        aZp.getType().getIntOrFloatBitWidth() > 32 ||
        bZp.getType().getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(op, "not int8 x int8 -> int32");
    Location loc = op.getLoc();
    bool aZero = matchPattern(aZp, m_Zero()),
         bZero = matchPattern(bZp, m_Zero());
    // The zero points as the accumulator's type (they are int8 values).
    rewriter.setInsertionPoint(op);
    if (!aZero && aZp.getType() != i32)
      aZp = arith::ExtSIOp::create(rewriter, loc, i32, aZp);
    if (!bZero && bZp.getType() != i32)
      bZp = arith::ExtSIOp::create(rewriter, loc, i32, bZp);
    if (!aZero || !bZero) {
      // init + K za zb - za colsum(B)[b, n] - zb rowsum(A)[b, m].
      int64_t depth = aType.getDimSize(2);
      SmallVector<Value> inputs = {init};
      MLIRContext *context = rewriter.getContext();
      AffineExpr d0 = getAffineDimExpr(0, context),
                 d1 = getAffineDimExpr(1, context),
                 d2 = getAffineDimExpr(2, context);
      SmallVector<AffineMap> maps = {
          AffineMap::getMultiDimIdentityMap(3, context)};
      if (!aZero) {
        inputs.push_back(sumAlong(rewriter, loc, b, 1));
        maps.push_back(AffineMap::get(3, 0, {d0, d2}, context));
      }
      if (!bZero) {
        inputs.push_back(sumAlong(rewriter, loc, a, 2));
        maps.push_back(AffineMap::get(3, 0, {d0, d1}, context));
      }
      maps.push_back(AffineMap::getMultiDimIdentityMap(3, context));
      Value empty =
          tensor::EmptyOp::create(rewriter, loc, initType.getShape(), i32);
      Value depthValue = arith::ConstantOp::create(
          rewriter, loc, i32, rewriter.getI32IntegerAttr(depth));
      init = linalg::GenericOp::create(
                 rewriter, loc, initType, inputs, ValueRange{empty}, maps,
                 SmallVector<utils::IteratorType>(
                     3, utils::IteratorType::parallel),
                 [&](OpBuilder &nb, Location nl, ValueRange args) {
                   Value value = args[0];
                   unsigned next = 1;
                   if (!aZero)
                     value = arith::SubIOp::create(
                         nb, nl, value,
                         arith::MulIOp::create(nb, nl, aZp, args[next++]));
                   if (!bZero)
                     value = arith::SubIOp::create(
                         nb, nl, value,
                         arith::MulIOp::create(nb, nl, bZp, args[next++]));
                   if (!aZero && !bZero)
                     value = arith::AddIOp::create(
                         nb, nl, value,
                         arith::MulIOp::create(
                             nb, nl, depthValue,
                             arith::MulIOp::create(nb, nl, aZp, bZp)));
                   linalg::YieldOp::create(nb, nl, value);
                 })
                 .getResult(0);
    }
    rewriter.replaceOpWithNewOp<linalg::BatchMatmulOp>(
        op, TypeRange{initType}, ValueRange{a, b}, ValueRange{init});
    return success();
  }
};

struct CpuFoldZeroPointsPass
    : tosac::impl::CpuFoldZeroPointsPassBase<CpuFoldZeroPointsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldQuantizedBatchMatmul>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
