//===- TypeConversionCanonicalize.cpp - Type conversion canonicalization --===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the canonicalization patterns of CAST (TOSA 1.0
// section 2.13): a cast whose input is a value-preserving cast reads the
// original value directly.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// A signless integer type of at least 2 bits (TOSA's signed integers).
bool isSignedInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() && intType.getWidth() > 1;
}

/// Returns true when CAST from `from` to `to` returns every input value
/// unchanged, so that any later CAST sees the value it would have seen on
/// the original: bool to integer (0 and 1), integer widening (sign
/// extension), integer to a float that holds all its values, and float
/// widening.
bool isValuePreservingCast(Type from, Type to) {
  if (from.isInteger(1))
    return isSignedInt(to);
  if (isSignedInt(from) && isSignedInt(to))
    return cast<IntegerType>(to).getWidth() >=
           cast<IntegerType>(from).getWidth();
  if (isSignedInt(from) && isa<FloatType>(to)) {
    // A w-bit signed integer needs w - 1 significand bits and magnitudes up
    // to 2^(w-1).
    const llvm::fltSemantics &semantics =
        cast<FloatType>(to).getFloatSemantics();
    int64_t bits = cast<IntegerType>(from).getWidth();
    return static_cast<int64_t>(APFloat::semanticsPrecision(semantics)) >=
               bits - 1 &&
           APFloat::semanticsMaxExponent(semantics) >= bits - 1;
  }
  if (isa<FloatType>(from) && isa<FloatType>(to))
    return APFloat::isRepresentableBy(cast<FloatType>(from).getFloatSemantics(),
                                      cast<FloatType>(to).getFloatSemantics());
  return false;
}

/// cast(cast(x : A -> B) : B -> C) -> cast(x : A -> C) when A -> B keeps
/// every value.
struct ComposeValuePreservingCasts : OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<CastOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "input is not a cast");
    Type from = getElementTypeOrSelf(inner.getInput().getType());
    Type middle = getElementTypeOrSelf(inner.getType());
    if (!isValuePreservingCast(from, middle))
      return rewriter.notifyMatchFailure(op, "inner cast may change values");
    Value input = inner.getInput();
    if (input.getType() == op.getType()) {
      rewriter.replaceOp(op, input);
      return success();
    }
    // The composed cast must itself be one TOSA defines (bool -> f16 is not,
    // though bool -> i32 -> f16 is).
    TypeSupportResult support = checkTypeSupport(
        op->getName().getStringRef(), TypeRange{input.getType()},
        TypeRange{op.getType()}, [](StringRef) { return Attribute(); },
        /*describe=*/false);
    if (!support.checked || support.requirements.empty())
      return rewriter.notifyMatchFailure(op, "composed cast is not TOSA");
    rewriter.replaceOpWithNewOp<CastOp>(op, op.getType(), input);
    return success();
  }
};

} // namespace

void CastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<ComposeValuePreservingCasts>(context);
}
