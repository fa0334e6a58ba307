//===- DataLayoutCanonicalize.cpp - Data layout op canonicalization -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the canonicalization patterns of the data layout
// operators (TOSA 1.0 section 2.10) that create new ops: flattening nested
// concatenations along one axis, composing a slice of a slice and writing a
// reshape's inferred (-1) extent out. They only change which ops move the
// elements, never their values.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// concat(a, concat(b, c), d) along one axis -> concat(a, b, c, d), when the
/// inner concatenation has no other user.
struct FlattenNestedConcat : OpRewritePattern<ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs;
    bool changed = false;
    for (Value input : op.getInput1()) {
      auto inner = input.getDefiningOp<ConcatOp>();
      if (inner && inner.getAxis() == op.getAxis() && input.hasOneUse()) {
        llvm::append_range(inputs, inner.getInput1());
        changed = true;
      } else {
        inputs.push_back(input);
      }
    }
    if (!changed)
      return rewriter.notifyMatchFailure(op, "no nested concat on this axis");
    rewriter.replaceOpWithNewOp<ConcatOp>(op, op.getType(), inputs,
                                          op.getAxisAttr());
    return success();
  }
};

/// slice(slice(x, s1, z1), s2, z2) -> slice(x, s1 + s2, z2) when the starts
/// are constant and the inner slice has no other user.
struct ComposeSlices : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput1().getDefiningOp<SliceOp>();
    if (!inner || !op.getInput1().hasOneUse())
      return rewriter.notifyMatchFailure(op, "input is not a single-use slice");
    // The outer -1 size means "to the end of the inner slice".
    auto outerSize = getConstantShape(op.getSize());
    if (!outerSize || llvm::is_contained(*outerSize, kInferredExtent))
      return rewriter.notifyMatchFailure(op, "the size is not explicit");
    auto outerStart = getConstantShape(op.getStart());
    auto innerStart = getConstantShape(inner.getStart());
    if (!outerStart || !innerStart || outerStart->size() != innerStart->size())
      return rewriter.notifyMatchFailure(op, "starts are not constant");

    SmallVector<int64_t> start;
    for (auto [a, b] : llvm::zip_equal(*innerStart, *outerStart))
      start.push_back(a + b);
    Value newStart = createConstShape(rewriter, op.getLoc(), start);
    rewriter.replaceOpWithNewOp<SliceOp>(op, op.getType(), inner.getInput1(),
                                         newStart, op.getSize());
    return success();
  }
};

/// reshape(x, [a, -1, b]) -> reshape(x, [a, n / (a * b), b]) for a static
/// x of n elements: the shape TOSA 1.0 writes (framework IR has the -1).
struct InferReshapeExtent : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto target = getConstantShape(op.getShape());
    auto in = dyn_cast<RankedTensorType>(op.getInput1().getType());
    if (!target || !in || !llvm::is_contained(*target, kInferredExtent))
      return rewriter.notifyMatchFailure(op, "no -1 extent to infer");
    std::optional<SmallVector<int64_t>> inferred =
        inferReshapeExtents(in.getShape(), *target);
    if (!inferred)
      return rewriter.notifyMatchFailure(op, "the -1 extent is not known");
    Value shape = createConstShape(rewriter, op.getLoc(), *inferred);
    rewriter.modifyOpInPlace(op, [&] { op.getShapeMutable().assign(shape); });
    return success();
  }
};

/// slice(x, start, [a, -1]) -> slice(x, start, [a, n - start[1]]) for a
/// static extent n of x: the size TOSA 1.0 writes (framework IR has -1).
struct InferSliceExtent : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto start = getConstantShape(op.getStart());
    auto size = getConstantShape(op.getSize());
    auto in = dyn_cast<RankedTensorType>(op.getInput1().getType());
    if (!start || !size || !in || !llvm::is_contained(*size, kInferredExtent))
      return rewriter.notifyMatchFailure(op, "no -1 extent to infer");
    // Only the -1 extents of static input extents are written out.
    SmallVector<int64_t> known = inferSliceSizes(in.getShape(), *start, *size);
    if (known == *size)
      return rewriter.notifyMatchFailure(op, "the -1 extents are not known");
    Value newSize = createConstShape(rewriter, op.getLoc(), known);
    rewriter.modifyOpInPlace(op, [&] { op.getSizeMutable().assign(newSize); });
    return success();
  }
};

} // namespace

void tosac::tosa::populateInferredExtentPatterns(RewritePatternSet &patterns) {
  patterns.add<InferReshapeExtent, InferSliceExtent>(patterns.getContext());
}

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<InferReshapeExtent>(context);
}

void ConcatOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<FlattenNestedConcat>(context);
}

void SliceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *context) {
  results.add<ComposeSlices, InferSliceExtent>(context);
}
