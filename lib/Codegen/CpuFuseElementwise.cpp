//===- CpuFuseElementwise.cpp - One loop nest for elementwise chains ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-fuse-elementwise: an elementwise
// linalg.generic whose only user is another elementwise linalg.generic is
// fused into it (linalg's elementwise fusion), so that a chain such as a
// residual add followed by a ReLU clamp reads its inputs and writes its
// result once instead of writing and reading an intermediate tensor. The
// epilogue of a depthwise convolution reads its result without the
// collapse of its [C, 1] channels.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tosac {
#define GEN_PASS_DEF_CPUFUSEELEMENTWISEPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

/// An elementwise linalg.generic (KernelStrategy.h) with static shapes.
bool isElementwise(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  return linalgOp && tosac::codegen::isElementwiseGeneric(linalgOp) &&
         llvm::all_of(op->getResultTypes(), [](Type type) {
           return cast<ShapedType>(type).hasStaticShape();
         });
}

/// linalg's elementwise fusion of a producer into its only user. The fused
/// op carries the producer's whole body, its runtime checks (cf.assert)
/// included, so the producer goes too. (linalg's own pattern leaves such a
/// producer to dead-code elimination, which keeps it for its checks' sake:
/// the checks then ran twice, once in a loop of their own.)
struct FuseIntoOnlyUser : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(consumer.getOperation()))
      return failure();
    for (OpOperand &operand : consumer->getOpOperands()) {
      Operation *producer = operand.get().getDefiningOp();
      if (!isElementwise(producer) || !producer->hasOneUse() ||
          !linalg::areElementwiseOpsFusable(&operand))
        continue;
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return failure();
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
          return use.getOwner() != producer;
        });
      rewriter.eraseOp(consumer);
      if (producer->use_empty())
        rewriter.eraseOp(producer);
      return success();
    }
    return failure();
  }
};

struct CpuFuseElementwisePass
    : tosac::impl::CpuFuseElementwisePassBase<CpuFuseElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // Only producer -> consumer pairs where the producer's result has no
    // other user: nothing is computed twice.
    patterns.add<FuseIntoOnlyUser>(context);
    // linalg's other patterns of elementwise fusion (splat constants into
    // bodies, fills, unread outputs): its own fusion is FuseIntoOnlyUser.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *) { return false; });
    // A depthwise convolution's [.., C, 1] result is collapsed to [.., C]
    // for its epilogue (bias, rescale, clamp): the epilogue reads the
    // uncollapsed result instead (linalg's reshape fusion by expansion),
    // and its own result is collapsed. It is then the convolution's direct
    // user, which tosac-cpu-tile-and-vectorize runs on the convolution's
    // tiles.
    linalg::populateFoldReshapeOpsByExpansionPatterns(
        patterns, [](OpOperand *fused) {
          auto collapse = fused->get().getDefiningOp<tensor::CollapseShapeOp>();
          return collapse && collapse->hasOneUse() &&
                 isElementwise(fused->getOwner()) &&
                 collapse.getSrc()
                     .getDefiningOp<linalg::DepthwiseConv2DNhwcHwcmOp>();
        });
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    // The expansion reshapes the epilogue's other operands (per-channel
    // biases, multipliers, shifts) right before it; those of arguments and
    // constants move up to their source, so that they dominate the
    // convolution the epilogue is fused with.
    getOperation().walk([](tensor::ExpandShapeOp expand) {
      Value source = expand.getSrc();
      if (auto argument = dyn_cast<BlockArgument>(source)) {
        if (argument.getOwner() == expand->getBlock())
          expand->moveBefore(&argument.getOwner()->front());
      } else if (Operation *producer = source.getDefiningOp();
                 producer && producer->getBlock() == expand->getBlock() &&
                 producer->hasTrait<OpTrait::ConstantLike>()) {
        expand->moveAfter(producer);
      }
    });
  }
};

} // namespace
