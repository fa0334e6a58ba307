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

#include "IntegerSums.h"
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
        inputs.push_back(tosac::codegen::sumInt8s(rewriter, loc, b, {1}));
        maps.push_back(AffineMap::get(3, 0, {d0, d2}, context));
      }
      if (!bZero) {
        inputs.push_back(tosac::codegen::sumInt8s(rewriter, loc, a, {2}));
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

/// A quantized convolution with a constant-zero filter zero point
/// (symmetric int8 weights) becomes the plain convolution of the raw
/// operands accumulating into init - zx * sum(filter over taps and
/// reduced channels). The padded input holds zx where the spec pads, so the
/// identity holds at every position:
/// * conv_2d_nhwc_fhwc_q: filter [f, kh, kw, c], sums [f] (output dim 3);
/// * depthwise_conv_2d_nhwc_hwcm_q: filter [kh, kw, c, m], sums [c, m]
///   (output dims 3 and 4).
template <typename QuantizedOp, typename PlainOp>
struct FoldQuantizedConv : OpRewritePattern<QuantizedOp> {
  using OpRewritePattern<QuantizedOp>::OpRewritePattern;

  static constexpr bool kDepthwise =
      std::is_same_v<QuantizedOp, linalg::DepthwiseConv2DNhwcHwcmQOp>;

  LogicalResult matchAndRewrite(QuantizedOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op.getInputs()[0], filter = op.getInputs()[1];
    Value inputZp = op.getInputs()[2], filterZp = op.getInputs()[3];
    Value init = op.getOutputs()[0];
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto filterType = dyn_cast<RankedTensorType>(filter.getType());
    auto initType = dyn_cast<RankedTensorType>(init.getType());
    Type i32 = rewriter.getI32Type();
    if (!inputType || !filterType || !initType ||
        !filterType.hasStaticShape() || initType.getElementType() != i32 ||
        !inputType.getElementType().isSignlessInteger(8) ||
        !filterType.getElementType().isSignlessInteger(8) ||
        !matchPattern(filterZp, m_Zero()) ||
        !inputZp.getType().isSignlessInteger() ||
        inputZp.getType().getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(
          op, "not int8 x int8 -> int32 with a zero filter zero point");
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    if (!matchPattern(inputZp, m_Zero())) {
      if (inputZp.getType() != i32)
        inputZp = arith::ExtSIOp::create(rewriter, loc, i32, inputZp);
      MLIRContext *context = rewriter.getContext();
      unsigned rank = initType.getRank();
      Value sums;
      AffineMap sumsMap;
      if constexpr (kDepthwise) {
        sums = tosac::codegen::sumInt8s(rewriter, loc, filter, {0, 1});
        sumsMap = AffineMap::get(
            rank, 0,
            {getAffineDimExpr(3, context), getAffineDimExpr(4, context)},
            context);
      } else {
        sums = tosac::codegen::sumInt8s(rewriter, loc, filter, {1, 2, 3});
        sumsMap = AffineMap::get(rank, 0, getAffineDimExpr(3, context));
      }
      init = tosac::codegen::subtractScaledSums(rewriter, loc, init, inputZp,
                                                sums, sumsMap);
    }
    rewriter.replaceOpWithNewOp<PlainOp>(
        op, TypeRange{initType}, ValueRange{input, filter}, ValueRange{init},
        op.getStridesAttr(), op.getDilationsAttr());
    return success();
  }
};

struct CpuFoldZeroPointsPass
    : tosac::impl::CpuFoldZeroPointsPassBase<CpuFoldZeroPointsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<
        FoldQuantizedBatchMatmul,
        FoldQuantizedConv<linalg::Conv2DNhwcFhwcQOp, linalg::Conv2DNhwcFhwcOp>,
        FoldQuantizedConv<linalg::DepthwiseConv2DNhwcHwcmQOp,
                          linalg::DepthwiseConv2DNhwcHwcmOp>>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
