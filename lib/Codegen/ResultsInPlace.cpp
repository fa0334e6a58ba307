//===- ResultsInPlace.cpp - Results in the caller's buffers ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-results-in-place: `memref.copy(reshape(alloc),
// out)` into an output argument becomes `alloc = inverse reshape(out)`, and
// `memref.copy(alloc, out)` becomes `alloc = out`, so that the result is
// computed where the caller wants it.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac {
#define GEN_PASS_DEF_RESULTSINPLACEPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

/// `alloc`'s buffer as a view of `out`, for a copy of `reshape(alloc)`
/// into `out`; null when `reshape` is not a reshape of an allocation.
Value viewOfOutput(OpBuilder &b, Operation *reshape, Value out,
                   memref::AllocOp &alloc) {
  Location loc = reshape->getLoc();
  if (auto collapse = dyn_cast<memref::CollapseShapeOp>(reshape)) {
    alloc = collapse.getSrc().getDefiningOp<memref::AllocOp>();
    if (!alloc)
      return nullptr;
    return memref::ExpandShapeOp::create(b, loc, alloc.getType().getShape(),
                                         out,
                                         collapse.getReassociationIndices());
  }
  if (auto expand = dyn_cast<memref::ExpandShapeOp>(reshape)) {
    alloc = expand.getSrc().getDefiningOp<memref::AllocOp>();
    if (!alloc)
      return nullptr;
    return memref::CollapseShapeOp::create(b, loc, out,
                                           expand.getReassociationIndices());
  }
  return nullptr;
}

struct ResultsInPlacePass
    : tosac::impl::ResultsInPlacePassBase<ResultsInPlacePass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    if (function.isExternal())
      return;
    Block &entry = function.getBody().front();
    SmallVector<memref::CopyOp> copies;
    for (auto copy : entry.getOps<memref::CopyOp>())
      if (auto out = dyn_cast<BlockArgument>(copy.getTarget());
          out && out.getOwner() == &entry)
        copies.push_back(copy);
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp copy : copies) {
      // A local buffer copied out as it is: it becomes the output.
      if (auto alloc = copy.getSource().getDefiningOp<memref::AllocOp>();
          alloc && alloc->getBlock() == &entry &&
          alloc.getType() == copy.getTarget().getType()) {
        Value out = copy.getTarget();
        rewriter.eraseOp(copy);
        rewriter.replaceOp(alloc, out);
        continue;
      }
      Operation *reshape = copy.getSource().getDefiningOp();
      if (!reshape || !reshape->hasOneUse() || reshape->getBlock() != &entry)
        continue;
      auto outType = dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!outType || !outType.getLayout().isIdentity())
        continue;
      // The view of the output replaces the allocation where it stood.
      memref::AllocOp alloc;
      rewriter.setInsertionPoint(reshape);
      Value view = viewOfOutput(rewriter, reshape, copy.getTarget(), alloc);
      if (!view)
        continue;
      if (!alloc || alloc->getBlock() != &entry ||
          view.getType() != alloc.getType()) {
        rewriter.eraseOp(view.getDefiningOp());
        continue;
      }
      view.getDefiningOp()->moveBefore(alloc);
      rewriter.eraseOp(copy);
      rewriter.eraseOp(reshape);
      rewriter.replaceOp(alloc, view);
    }
  }
};

} // namespace
