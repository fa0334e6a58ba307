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
// result once instead of writing and reading an intermediate tensor.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
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

struct CpuFuseElementwisePass
    : tosac::impl::CpuFuseElementwisePassBase<CpuFuseElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // Only producer -> consumer pairs where the producer's result has no
    // other user: nothing is computed twice.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *fused) {
          Operation *producer = fused->get().getDefiningOp();
          return isElementwise(producer) && isElementwise(fused->getOwner()) &&
                 producer->hasOneUse();
        });
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
