//===- ScatterGather.cpp - tosa-to-linalg for gather and scatter
//------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers GATHER and SCATTER (TOSA 1.0 section 2.11):
//  - GATHER is a linalg.generic over the output [N, W, C] reading the index
//    indices[n, w] through an indexing map and values[n, k, c] with
//    tensor.extract. REQUIRE(0 <= k < K) is a cf.assert; the index is clamped
//    into [0, K - 1] first so a failed check still reads inside `values`.
//  - SCATTER is a linalg.generic over (n, k, c, w), w a reduction: the output
//    starts as values_in and takes input[n, w, c] where indices[n, w] == k.
//    When checked, a second output of i1 flags records which positions were
//    written, so REQUIRE(output_modified[n, k, c] == false) (no position
//    written twice) and REQUIRE(0 <= k < K) become cf.asserts. An out-of-range
//    index writes nothing, so no clamping is needed. The work is N * K * W * C.
// Both checks are omitted when the indices are a constant in range (and, for
// SCATTER, without repeats within a batch).
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

bool isMovableElementType(Type type) {
  return isa<FloatType>(type) || isa<IntegerType>(type);
}

/// Whether `indices` is a constant [N, W] tensor whose entries lie in
/// [0, k) and, with `distinctPerBatch`, differ within each batch n.
bool constantIndicesValid(Value indices, int64_t k, bool distinctPerBatch) {
  DenseIntElementsAttr attr;
  if (ShapedType::isDynamic(k) || !matchPattern(indices, m_Constant(&attr)))
    return false;
  auto type = cast<ShapedType>(attr.getType());
  if (!type.hasStaticShape() || type.getRank() != 2)
    return false;
  int64_t width = type.getDimSize(1);
  SmallVector<int64_t> values;
  for (const APInt &value : attr.getValues<APInt>())
    values.push_back(value.getSExtValue());
  for (size_t start = 0; start < values.size(); start += width) {
    llvm::DenseSet<int64_t> seen;
    for (int64_t i = 0; i < width; ++i) {
      int64_t index = values[start + i];
      if (index < 0 || index >= k)
        return false;
      if (distinctPerBatch && !seen.insert(index).second)
        return false;
    }
  }
  return true;
}

/// The extent `d` of `value` as an i64.
Value extentAsI64(OpBuilder &b, Location loc, Value value, int64_t d) {
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.isDynamicDim(d))
    return intConstant(b, loc, b.getI64Type(), type.getDimSize(d));
  return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                    tensor::DimOp::create(b, loc, value, d));
}

/// 0 <= index < k for an i64 index.
Value indexInRange(OpBuilder &b, Location loc, Value index, Value k) {
  Value zero = intConstant(b, loc, index.getType(), 0);
  return arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index, zero),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, k));
}

/// The index operand as i64.
Value toI64(OpBuilder &b, Location loc, Value index) {
  if (index.getType().isInteger(64))
    return index;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), index);
}

/// Collects the dynamic extents of `type` from the tensors and dimensions
/// given for each of its dimensions.
SmallVector<Value> dynamicSizes(OpBuilder &b, Location loc,
                                RankedTensorType type,
                                ArrayRef<std::pair<Value, int64_t>> sources) {
  SmallVector<Value> sizes;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(
          tensor::DimOp::create(b, loc, sources[d].first, sources[d].second));
  return sizes;
}

struct GatherLowering : OpConversionPattern<ttosa::GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value values = adaptor.getValues();
    Value indices = adaptor.getIndices();
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!valuesType || !indicesType || !resultType ||
        valuesType.getRank() != 3 || indicesType.getRank() != 2 ||
        resultType.getRank() != 3 ||
        !isMovableElementType(valuesType.getElementType()))
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    if (valuesType.getDimSize(1) == 0)
      return rewriter.notifyMatchFailure(op, "no row to gather from (K = 0)");

    // Output [N, W, C]: N and W from indices, C from values.
    SmallVector<int64_t> shape = {indicesType.getDimSize(0),
                                  indicesType.getDimSize(1),
                                  valuesType.getDimSize(2)};
    auto outType = RankedTensorType::get(shape, valuesType.getElementType());
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, outType,
        dynamicSizes(rewriter, loc, outType,
                     {{indices, 0}, {indices, 1}, {values, 2}}));
    bool checked = !constantIndicesValid(indices, valuesType.getDimSize(1),
                                         /*distinctPerBatch=*/false);
    Value k = extentAsI64(rewriter, loc, values, 1);

    MLIRContext *ctx = rewriter.getContext();
    AffineExpr n = getAffineDimExpr(0, ctx), w = getAffineDimExpr(1, ctx);
    SmallVector<AffineMap> maps = {AffineMap::get(3, 0, {n, w}, ctx),
                                   AffineMap::getMultiDimIdentityMap(3, ctx)};
    auto generic = linalg::GenericOp::create(
        rewriter, loc, outType, indices, empty, maps,
        SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value index = toI64(b, l, args[0]);
          if (checked)
            cf::AssertOp::create(b, l, indexInRange(b, l, index, k),
                                 "'tosa.gather' op REQUIRE(0 <= k && k < K): "
                                 "index out of range");
          // Clamp into [0, K - 1] so the read stays inside `values`.
          Value zero = intConstant(b, l, index.getType(), 0);
          Value last = arith::SubIOp::create(
              b, l, k, intConstant(b, l, index.getType(), 1));
          Value clamped = arith::MinSIOp::create(
              b, l, arith::MaxSIOp::create(b, l, index, zero), last);
          Value row =
              arith::IndexCastOp::create(b, l, b.getIndexType(), clamped);
          Value element = tensor::ExtractOp::create(
              b, l, values,
              ValueRange{linalg::IndexOp::create(b, l, 0), row,
                         linalg::IndexOp::create(b, l, 2)});
          linalg::YieldOp::create(b, l, element);
        });
    Value result = generic.getResult(0);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ScatterLowering : OpConversionPattern<ttosa::ScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value valuesIn = adaptor.getValuesIn();
    Value indices = adaptor.getIndices();
    Value input = adaptor.getInput();
    auto valuesType = dyn_cast<RankedTensorType>(valuesIn.getType());
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!valuesType || !indicesType || !inputType || !resultType ||
        valuesType.getRank() != 3 || indicesType.getRank() != 2 ||
        inputType.getRank() != 3 || resultType.getRank() != 3 ||
        !isMovableElementType(valuesType.getElementType()))
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");

    bool checked = !constantIndicesValid(indices, valuesType.getDimSize(1),
                                         /*distinctPerBatch=*/true);
    Value k = extentAsI64(rewriter, loc, valuesIn, 1);
    SmallVector<Value> outputs = {valuesIn};
    if (checked) {
      // The flags of the written positions, [N, K, C], all false.
      SmallVector<Value> sizes;
      for (int64_t d = 0; d < 3; ++d)
        if (valuesType.isDynamicDim(d))
          sizes.push_back(tensor::DimOp::create(rewriter, loc, valuesIn, d));
      Value empty = tensor::EmptyOp::create(
          rewriter, loc, valuesType.getShape(), rewriter.getI1Type(), sizes);
      outputs.push_back(
          linalg::FillOp::create(
              rewriter, loc,
              ValueRange{intConstant(rewriter, loc, rewriter.getI1Type(), 0)},
              empty)
              .getResult(0));
    }

    // Loops (n, k, c, w), w innermost: the writes happen in w order.
    MLIRContext *ctx = rewriter.getContext();
    AffineExpr n = getAffineDimExpr(0, ctx), kk = getAffineDimExpr(1, ctx),
               c = getAffineDimExpr(2, ctx), w = getAffineDimExpr(3, ctx);
    SmallVector<AffineMap> maps = {AffineMap::get(4, 0, {n, w}, ctx),
                                   AffineMap::get(4, 0, {n, w, c}, ctx)};
    maps.append(outputs.size(), AffineMap::get(4, 0, {n, kk, c}, ctx));
    SmallVector<utils::IteratorType> iterators(3,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, ValueRange(outputs).getTypes(),
        ValueRange{indices, input}, outputs, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value index = toI64(b, l, args[0]);
          Value element = args[1], current = args[2];
          Value row = arith::IndexCastOp::create(
              b, l, b.getI64Type(), linalg::IndexOp::create(b, l, 1));
          Value match =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, index, row);
          Value updated =
              arith::SelectOp::create(b, l, match, element, current);
          if (!checked) {
            linalg::YieldOp::create(b, l, updated);
            return;
          }
          Value written = args[3];
          cf::AssertOp::create(b, l, indexInRange(b, l, index, k),
                               "'tosa.scatter' op REQUIRE(0 <= k && k < K): "
                               "index out of range");
          Value twice = arith::AndIOp::create(b, l, match, written);
          Value once = arith::XOrIOp::create(
              b, l, twice, intConstant(b, l, b.getI1Type(), 1));
          cf::AssertOp::create(b, l, once,
                               "'tosa.scatter' op "
                               "REQUIRE(output_modified[n,k,c] == false): "
                               "an output position is written twice");
          linalg::YieldOp::create(
              b, l,
              ValueRange{updated, arith::OrIOp::create(b, l, written, match)});
        });
    Value result = generic.getResult(0);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tosac::populateScatterGatherPatterns(TypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<GatherLowering, ScatterLowering>(converter,
                                                patterns.getContext());
}
