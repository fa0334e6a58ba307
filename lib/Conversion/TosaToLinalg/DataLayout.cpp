//===- DataLayout.cpp - tosa-to-linalg for transpose and reverse
//------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers TRANSPOSE and REVERSE (TOSA 1.0 section 2.10), which only
// move elements:
//  - TRANSPOSE becomes linalg.transpose: output[i...] = input[j...] with
//    j[perms[d]] = i[d], i.e. output extent d is input extent perms[d].
//  - REVERSE becomes a linalg.generic over the output whose body reads
//    input[..., extent(axis) - 1 - i, ...] with tensor.extract.
// Both work for every element type and for dynamic extents.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// Element types that can be moved: integers and floats.
bool isMovableElementType(Type type) {
  return isa<FloatType>(type) || isa<IntegerType>(type);
}

struct TransposeLowering : OpConversionPattern<ttosa::TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput1();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType ||
        !isMovableElementType(inputType.getElementType()))
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    ArrayRef<int32_t> perms = op.getPerms();
    int64_t rank = inputType.getRank();
    if (static_cast<int64_t>(perms.size()) != rank ||
        resultType.getRank() != rank)
      return rewriter.notifyMatchFailure(op, "expected perms of the rank");

    // Output extent d is input extent perms[d].
    SmallVector<int64_t> permutation(perms.begin(), perms.end());
    SmallVector<int64_t> shape;
    SmallVector<Value> dynamicSizes;
    for (int64_t p : permutation) {
      shape.push_back(inputType.getDimSize(p));
      if (inputType.isDynamicDim(p))
        dynamicSizes.push_back(tensor::DimOp::create(rewriter, loc, input, p));
    }
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, shape, inputType.getElementType(), dynamicSizes);
    Value result =
        linalg::TransposeOp::create(rewriter, loc, input, empty, permutation)
            .getResult()[0];
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ReverseLowering : OpConversionPattern<ttosa::ReverseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput1();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType ||
        !isMovableElementType(inputType.getElementType()))
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    int64_t rank = inputType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0 || axis >= rank || resultType.getRank() != rank)
      return rewriter.notifyMatchFailure(op, "expected an axis of the input");

    SmallVector<Value> dynamicSizes;
    for (int64_t d = 0; d < rank; ++d)
      if (inputType.isDynamicDim(d))
        dynamicSizes.push_back(tensor::DimOp::create(rewriter, loc, input, d));
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, inputType.getShape(),
                                inputType.getElementType(), dynamicSizes);
    Value last;
    if (inputType.isDynamicDim(axis))
      last = arith::SubIOp::create(
          rewriter, loc, tensor::DimOp::create(rewriter, loc, input, axis),
          arith::ConstantIndexOp::create(rewriter, loc, 1));
    else
      last = arith::ConstantIndexOp::create(rewriter, loc,
                                            inputType.getDimSize(axis) - 1);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, empty.getType(), ValueRange{}, empty,
        AffineMap::getMultiDimIdentityMap(rank, rewriter.getContext()),
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          SmallVector<Value> indices;
          for (int64_t d = 0; d < rank; ++d) {
            Value index = linalg::IndexOp::create(b, l, d);
            if (d == axis)
              index = arith::SubIOp::create(b, l, last, index);
            indices.push_back(index);
          }
          linalg::YieldOp::create(
              b, l, Value(tensor::ExtractOp::create(b, l, input, indices)));
        });
    Value result = generic.getResult(0);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tosac::populateDataLayoutPatterns(TypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<TransposeLowering, ReverseLowering>(converter,
                                                   patterns.getContext());
}
