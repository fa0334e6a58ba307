//===- ElementwiseCanonicalize.cpp - Elementwise canonicalizations --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the canonicalization patterns of the activation and
// elementwise operators that rewrite more than one op. Like the folders they
// are spec-exact: a pattern applies only where the rewritten IR computes the
// same bits as the original for every input the spec defines.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// clamp(clamp(x, lo1, hi1), lo2, hi2) -> clamp(x, max(lo1, lo2),
/// min(hi1, hi2)) when the two intervals overlap. For floats both clamps must
/// share a nan_mode and no bound may be a zero: apply_max_s returns its first
/// operand on ties, so -0.0 and +0.0 bounds do not commute.
struct MergeNestedClamps : public OpRewritePattern<ClampOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ClampOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<ClampOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "input is not a clamp");
    Type element = getStorageElementType(op.getType());
    if (inner.getMinValAttr().getType() != element ||
        op.getMinValAttr().getType() != element)
      return rewriter.notifyMatchFailure(op, "bounds not of the element type");

    TypedAttr lo, hi;
    if (auto innerLo = dyn_cast<IntegerAttr>(inner.getMinValAttr())) {
      APInt lo1 = innerLo.getValue();
      APInt hi1 = cast<IntegerAttr>(inner.getMaxValAttr()).getValue();
      APInt lo2 = cast<IntegerAttr>(op.getMinValAttr()).getValue();
      APInt hi2 = cast<IntegerAttr>(op.getMaxValAttr()).getValue();
      APInt newLo = lo1.sgt(lo2) ? lo1 : lo2;
      APInt newHi = hi1.slt(hi2) ? hi1 : hi2;
      if (newLo.sgt(newHi))
        return rewriter.notifyMatchFailure(op, "intervals do not overlap");
      lo = IntegerAttr::get(innerLo.getType(), newLo);
      hi = IntegerAttr::get(innerLo.getType(), newHi);
    } else {
      if (inner.getNanMode() != op.getNanMode())
        return rewriter.notifyMatchFailure(op, "nan_mode differs");
      auto innerLoFloat = cast<FloatAttr>(inner.getMinValAttr());
      APFloat lo1 = innerLoFloat.getValue();
      APFloat hi1 = cast<FloatAttr>(inner.getMaxValAttr()).getValue();
      APFloat lo2 = cast<FloatAttr>(op.getMinValAttr()).getValue();
      APFloat hi2 = cast<FloatAttr>(op.getMaxValAttr()).getValue();
      for (const APFloat &bound : {lo1, hi1, lo2, hi2})
        if (bound.isZero() || bound.isNaN())
          return rewriter.notifyMatchFailure(op, "zero or NaN bound");
      APFloat newLo = lo1 > lo2 ? lo1 : lo2;
      APFloat newHi = hi1 < hi2 ? hi1 : hi2;
      if (newLo > newHi)
        return rewriter.notifyMatchFailure(op, "intervals do not overlap");
      lo = FloatAttr::get(innerLoFloat.getType(), newLo);
      hi = FloatAttr::get(innerLoFloat.getType(), newHi);
    }
    rewriter.replaceOpWithNewOp<ClampOp>(op, op.getType(), inner.getInput(), lo,
                                         hi, op.getNanModeAttr());
    return success();
  }
};

/// select(logical_not(p), a, b) -> select(p, b, a).
struct SelectOfLogicalNot : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto notOp = op.getInput1().getDefiningOp<LogicalNotOp>();
    if (!notOp)
      return rewriter.notifyMatchFailure(op, "predicate is not logical_not");
    Value onTrue = op.getInput2(), onFalse = op.getInput3();
    rewriter.modifyOpInPlace(op, [&] {
      op.getInput1Mutable().assign(notOp.getInput1());
      op.getInput2Mutable().assign(onFalse);
      op.getInput3Mutable().assign(onTrue);
    });
    return success();
  }
};

} // namespace

void ClampOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *context) {
  results.add<MergeNestedClamps>(context);
}

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<SelectOfLogicalNot>(context);
}
