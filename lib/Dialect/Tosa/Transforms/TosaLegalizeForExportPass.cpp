//===- TosaLegalizeForExportPass.cpp - Framework IR to .tosa ops ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosa-legalize-for-export: the ops of other dialects
// that framework IR carries and that have a TOSA 1.0 equivalent (tensor
// constants, static slices) become TOSA ops, a reshape's and a slice's -1
// extents are written out, and a reshape's computed shape becomes a
// constant one, so that the module can be serialized as a .tosa file.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <algorithm>

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSALEGALIZEFOREXPORTPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// arith.constant of a tensor -> tosa.const.
struct TensorConstantToConst : OpRewritePattern<arith::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    auto values = dyn_cast<ElementsAttr>(op.getValue());
    if (!values || !isa<RankedTensorType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "not a tensor constant");
    rewriter.replaceOpWithNewOp<ConstOp>(op, op.getType(), values);
    return success();
  }
};

/// tensor.extract_slice with static offsets and sizes and unit strides ->
/// tosa.slice, then tosa.reshape when the result drops unit dimensions.
struct ExtractSliceToSlice : OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSourceType();
    if (!op.hasUnitStride() ||
        ShapedType::isDynamicShape(op.getStaticOffsets()) ||
        ShapedType::isDynamicShape(op.getStaticSizes()))
      return rewriter.notifyMatchFailure(op, "not a static unit-stride slice");
    Location loc = op.getLoc();
    auto sliceType =
        RankedTensorType::get(op.getStaticSizes(), sourceType.getElementType());
    Value start = createConstShape(rewriter, loc, op.getStaticOffsets());
    Value size = createConstShape(rewriter, loc, op.getStaticSizes());
    Value slice =
        SliceOp::create(rewriter, loc, sliceType, op.getSource(), start, size);
    RankedTensorType resultType = op.getResultType();
    if (resultType != sliceType) {
      if (!resultType.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "dynamic rank-reduced result");
      slice = ReshapeOp::create(
          rewriter, loc, resultType, slice,
          createConstShape(rewriter, loc, resultType.getShape()));
    }
    rewriter.replaceOp(op, slice);
    return success();
  }
};

/// reshape(x, concat_shape(dim(x, 0), [4])) : tensor<?x4xf32> ->
/// reshape(x, [-1, 4]): a shape computed by shape operators (which the
/// .tosa format has none of) becomes the result type's extents, with -1
/// for its one dynamic extent, which the element count determines.
struct ComputedReshapeShape : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    if (getConstantShape(op.getShape()))
      return rewriter.notifyMatchFailure(op, "the shape is constant");
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || llvm::count(type.getShape(), ShapedType::kDynamic) > 1 ||
        llvm::is_contained(type.getShape(), 0))
      return rewriter.notifyMatchFailure(op, "extents the type does not fix");
    SmallVector<int64_t> extents(type.getShape());
    std::replace(extents.begin(), extents.end(), ShapedType::kDynamic,
                 kInferredExtent);
    Value shape = createConstShape(rewriter, op.getLoc(), extents);
    rewriter.modifyOpInPlace(op, [&] { op.getShapeMutable().assign(shape); });
    return success();
  }
};

/// add_shape(const_shape [1, 2], const_shape [3, 4]) -> const_shape [4, 6]:
/// a shape operator (TOSA 1.1 draft; .tosa has none) whose value its
/// folder knows, from constant shapes or static extents (`tosa.dim`),
/// becomes CONST_SHAPE.
struct FoldShapeOperator : RewritePattern {
  explicit FoldShapeOperator(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (isa<ConstShapeOp>(op) || op->getNumResults() != 1 ||
        !isa<ShapeType>(op->getResult(0).getType()) ||
        !isa<TosaDialect>(op->getDialect()))
      return rewriter.notifyMatchFailure(op, "not a shape operator");
    SmallVector<Value> folded;
    SmallVector<Operation *> constants;
    rewriter.setInsertionPoint(op);
    if (failed(rewriter.tryFold(op, folded, &constants)) || folded.empty() ||
        !folded.front().getDefiningOp<ConstShapeOp>()) {
      for (Operation *constant : constants)
        rewriter.eraseOp(constant);
      return rewriter.notifyMatchFailure(op, "the value is not known");
    }
    rewriter.replaceOp(op, folded);
    return success();
  }
};

struct TosaLegalizeForExportPass
    : tosac::tosa::impl::TosaLegalizeForExportPassBase<
          TosaLegalizeForExportPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<TensorConstantToConst, ExtractSliceToSlice,
                 ComputedReshapeShape, FoldShapeOperator>(context);
    // The -1 extents of a reshape's shape and a slice's size.
    populateInferredExtentPatterns(patterns);
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    config.enableFolding(false);
    config.enableConstantCSE(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
