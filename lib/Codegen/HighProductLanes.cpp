//===- HighProductLanes.cpp - 32x32 -> 64-bit products in place -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the in-place even / odd lane products of
// HighProductLanes.h.
//
//===----------------------------------------------------------------------===//

#include "HighProductLanes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace {

/// A 64-bit lane vector operand of the product: a sign extension of a
/// vector of i32, or a constant of values that fit in i32.
struct Factor {
  /// The i32 vector, if extended.
  Value narrow;
  /// The values, if constant.
  std::optional<SmallVector<int64_t>> constant;
  /// `narrow` as vector<N x i64>, once made.
  Value pairs = {};
};

/// The values of a constant integer vector, sign-extended.
std::optional<SmallVector<int64_t>> constantValues(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> values;
  for (const APInt &v : attr.getValues<APInt>())
    values.push_back(v.getSExtValue());
  return values;
}

/// The even (`odd` false) or odd entries of `values` as a constant
/// vector<N x i64> (`values` has 2N entries).
Value evenOrOddConstant(PatternRewriter &rewriter, Location loc,
                        ArrayRef<int64_t> values, bool odd) {
  SmallVector<int64_t> picked;
  for (size_t i = odd ? 1 : 0; i < values.size(); i += 2)
    picked.push_back(values[i]);
  auto type = VectorType::get({static_cast<int64_t>(picked.size())},
                              rewriter.getI64Type());
  return arith::ConstantOp::create(rewriter, loc,
                                   DenseIntElementsAttr::get(type, picked));
}

std::optional<Factor> matchFactor(Value value) {
  if (auto ext = value.getDefiningOp<arith::ExtSIOp>()) {
    auto type = dyn_cast<VectorType>(ext.getIn().getType());
    if (type && type.getElementType().isInteger(32))
      return Factor{ext.getIn(), std::nullopt};
    return std::nullopt;
  }
  std::optional<SmallVector<int64_t>> values = constantValues(value);
  if (!values || llvm::any_of(*values, [](int64_t v) {
        return v < INT32_MIN || v > INT32_MAX;
      }))
    return std::nullopt;
  return Factor{Value(), values};
}

/// The even (`odd` false) or odd lanes of `factor`, sign-extended, as a
/// vector<N x i64> (`lanes` = 2N).
Value factorLanes(PatternRewriter &rewriter, Location loc, Factor &factor,
                  int64_t lanes, bool odd) {
  if (factor.constant)
    return evenOrOddConstant(rewriter, loc, *factor.constant, odd);
  auto wide = VectorType::get({lanes / 2}, rewriter.getI64Type());
  if (!factor.pairs)
    factor.pairs =
        vector::BitCastOp::create(rewriter, loc, wide, factor.narrow);
  Value pairs = factor.pairs;
  Value thirtyTwo = arith::ConstantOp::create(
      rewriter, loc, DenseIntElementsAttr::get(wide, int64_t(32)));
  if (!odd)
    pairs = arith::ShLIOp::create(rewriter, loc, pairs, thirtyTwo);
  return arith::ShRSIOp::create(rewriter, loc, pairs, thirtyTwo);
}

/// The splat value of `value`, if it is a splat integer constant.
std::optional<int64_t> splatValue(Value value) {
  APInt splat;
  if (!matchPattern(value, m_ConstantInt(&splat)))
    return std::nullopt;
  return splat.getSExtValue();
}

/// Whether `value` is a splat constant equal to `expected`.
bool isSplat(Value value, int64_t expected) {
  return splatValue(value) == expected;
}

/// The terms of the sum `value`, through arith.addi.
void collectTerms(Value value, SmallVectorImpl<Value> &terms) {
  if (auto add = value.getDefiningOp<arith::AddIOp>()) {
    collectTerms(add.getLhs(), terms);
    collectTerms(add.getRhs(), terms);
    return;
  }
  terms.push_back(value);
}

/// Whether `term` can be added to the product lanes as they are: a
/// constant, a sign extension of a vector of i32 (RESCALE's per-channel
/// rounding terms), or one of them shifted left by a constant.
bool isLaneAddend(Value term) {
  if (auto shl = term.getDefiningOp<arith::ShLIOp>())
    return splatValue(shl.getRhs()) && isLaneAddend(shl.getLhs());
  if (constantValues(term))
    return true;
  std::optional<Factor> factor = matchFactor(term);
  return factor && factor->narrow;
}

/// The even (`odd` false) or odd lanes of an isLaneAddend `term`; the
/// extended vectors' 64-bit views are made once, in `factors`.
Value addendLanes(PatternRewriter &rewriter, Location loc, Value term,
                  int64_t lanes, bool odd,
                  llvm::DenseMap<Value, Factor> &factors) {
  if (auto shl = term.getDefiningOp<arith::ShLIOp>()) {
    Value shifted =
        addendLanes(rewriter, loc, shl.getLhs(), lanes, odd, factors);
    auto wide = VectorType::get({lanes / 2}, rewriter.getI64Type());
    Value amount = arith::ConstantOp::create(
        rewriter, loc,
        DenseIntElementsAttr::get(wide, *splatValue(shl.getRhs())));
    return arith::ShLIOp::create(rewriter, loc, shifted, amount);
  }
  if (std::optional<SmallVector<int64_t>> values = constantValues(term))
    return evenOrOddConstant(rewriter, loc, *values, odd);
  Factor &factor = factors.try_emplace(term, *matchFactor(term)).first->second;
  return factorLanes(rewriter, loc, factor, lanes, odd);
}

struct HighProductInPlace : OpRewritePattern<arith::TruncIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncIOp trunc,
                                PatternRewriter &rewriter) const override {
    auto resultType = dyn_cast<VectorType>(trunc.getType());
    if (!resultType || resultType.getRank() != 1 || resultType.isScalable() ||
        !resultType.getElementType().isInteger(32) ||
        !cast<VectorType>(trunc.getIn().getType())
             .getElementType()
             .isInteger(64))
      return failure();
    int64_t lanes = resultType.getDimSize(0);
    if (lanes < 2 || lanes % 2)
      return failure();
    // Bits 31..62 (apply_scale_32's rounding at 2^31), or the high word;
    // the truncation keeps no bit that the kind of shift decides (arith's
    // canonicalization makes the shift by 32 a logical one).
    Operation *shift = trunc.getIn().getDefiningOp();
    if (!isa_and_nonnull<arith::ShRSIOp, arith::ShRUIOp>(shift))
      return failure();
    bool highWord = isSplat(shift->getOperand(1), 32);
    if (!highWord && !isSplat(shift->getOperand(1), 31))
      return failure();
    // The product plus optional addends.
    SmallVector<Value> terms;
    collectTerms(shift->getOperand(0), terms);
    arith::MulIOp mul;
    std::optional<Factor> lhs, rhs;
    SmallVector<Value> addends;
    for (Value term : terms) {
      auto candidate = term.getDefiningOp<arith::MulIOp>();
      if (!mul && candidate) {
        lhs = matchFactor(candidate.getLhs());
        rhs = matchFactor(candidate.getRhs());
        if (lhs && rhs && !(lhs->constant && rhs->constant)) {
          mul = candidate;
          continue;
        }
      }
      if (!isLaneAddend(term))
        return failure();
      addends.push_back(term);
    }
    if (!mul)
      return failure();

    Location loc = trunc.getLoc();
    auto wide = VectorType::get({lanes / 2}, rewriter.getI64Type());
    llvm::DenseMap<Value, Factor> addendFactors;
    auto product = [&](bool odd) -> Value {
      Value a = factorLanes(rewriter, loc, *lhs, lanes, odd);
      Value b = factorLanes(rewriter, loc, *rhs, lanes, odd);
      Value p = arith::MulIOp::create(rewriter, loc, a, b);
      // The addends are summed first: their sum is loop-invariant where
      // they are (per-channel terms, constants), and stays one addition.
      Value sum;
      for (Value addend : addends) {
        Value term =
            addendLanes(rewriter, loc, addend, lanes, odd, addendFactors);
        sum = sum ? arith::AddIOp::create(rewriter, loc, sum, term) : term;
      }
      return sum ? arith::AddIOp::create(rewriter, loc, p, sum) : p;
    };
    auto splat64 = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(rewriter, loc,
                                       DenseIntElementsAttr::get(wide, v));
    };
    // Even lanes: bits 31..62 (32..63) in the low half; odd lanes: in the
    // high half, where the high word already is.
    Value evenProduct = product(false);
    Value even = arith::ShRSIOp::create(rewriter, loc, evenProduct,
                                        splat64(highWord ? 32 : 31));
    Value odd = product(true);
    if (!highWord)
      odd = arith::ShLIOp::create(rewriter, loc, odd, splat64(1));
    Value evenHalves =
        vector::BitCastOp::create(rewriter, loc, resultType, even);
    Value oddHalves = vector::BitCastOp::create(rewriter, loc, resultType, odd);
    SmallVector<int64_t> mask;
    for (int64_t i = 0; i < lanes; ++i)
      mask.push_back(i % 2 ? lanes + i : i);
    rewriter.replaceOpWithNewOp<vector::ShuffleOp>(trunc, evenHalves, oddHalves,
                                                   mask);
    return success();
  }
};

} // namespace

void tosac::codegen::populateHighProductLanePatterns(
    RewritePatternSet &patterns) {
  patterns.add<HighProductInPlace>(patterns.getContext());
}
