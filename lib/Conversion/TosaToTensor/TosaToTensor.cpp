//===- TosaToTensor.cpp - Lower TOSA data layout ops to tensor ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the patterns of `tosa-to-tensor`: reshape, slice, pad,
// concat, tile and identity become tensor-dialect ops. Shape operands must be
// tosa.const_shape; other cases are reported as not yet supported.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToTensor/TosaToTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac;

namespace {

/// Reports an op this pass cannot lower yet and fails the match.
LogicalResult notYet(Operation *op, const Twine &why) {
  op->emitOpError() << "cannot be lowered to the tensor dialect yet: " << why;
  return failure();
}

/// The constant extents of `shape`, or a "not yet" error on `op`.
FailureOr<SmallVector<int64_t>> constantShape(Operation *op, Value shape,
                                              StringRef name) {
  if (auto values = tosa::getConstantShape(shape))
    return *values;
  return notYet(op, "operand `" + name + "` is not a tosa.const_shape");
}

/// Casts `value` to `type` when the two differ.
Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return tensor::CastOp::create(b, loc, type, value);
}

/// tosa.reshape -> collapse_shape / expand_shape, else tensor.reshape.
struct ReshapeOpLowering : OpConversionPattern<tosa::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> shape =
        constantShape(op, op.getShape(), "shape");
    if (failed(shape))
      return failure();
    Value input = adaptor.getInput1();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    if (!inputType || !inputType.hasStaticShape())
      return notYet(op, "the input shape is not static");
    std::optional<SmallVector<int64_t>> extents =
        tosa::inferReshapeExtents(inputType.getShape(), *shape);
    if (!extents)
      return notYet(op, "the shape's -1 extent cannot be inferred");
    auto resultType =
        RankedTensorType::get(*extents, inputType.getElementType());
    shape = *extents;
    Location loc = op.getLoc();

    Value result;
    if (inputType.getShape() == resultType.getShape()) {
      result = input;
    } else if (inputType.getRank() > resultType.getRank()) {
      if (auto indices =
              getReassociationIndicesForCollapse(inputType.getShape(),
                                                 resultType.getShape()))
        result = tensor::CollapseShapeOp::create(rewriter, loc, resultType,
                                                 input, *indices);
    } else if (inputType.getRank() < resultType.getRank()) {
      if (auto indices = getReassociationIndicesForCollapse(
              resultType.getShape(), inputType.getShape()))
        result = tensor::ExpandShapeOp::create(rewriter, loc, resultType,
                                               input, *indices);
    }
    if (!result) {
      auto shapeType =
          RankedTensorType::get({resultType.getRank()}, rewriter.getIndexType());
      Value shapeValue = arith::ConstantOp::create(
          rewriter, loc,
          DenseIntElementsAttr::get(shapeType, ArrayRef<int64_t>(*shape)));
      result =
          tensor::ReshapeOp::create(rewriter, loc, resultType, input, shapeValue);
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, op.getType()));
    return success();
  }
};

/// tosa.slice -> tensor.extract_slice with unit strides.
struct SliceOpLowering : OpConversionPattern<tosa::SliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> start =
        constantShape(op, op.getStart(), "start");
    if (failed(start))
      return failure();
    FailureOr<SmallVector<int64_t>> size = constantShape(op, op.getSize(), "size");
    if (failed(size))
      return failure();
    auto inputType = cast<RankedTensorType>(op.getInput1().getType());
    size = tosa::inferSliceSizes(inputType.getShape(), *start, *size);
    if (llvm::is_contained(*size, tosa::kInferredExtent))
      return notYet(op, "the size has -1 extents on dynamic input extents");
    SmallVector<int64_t> strides(size->size(), 1);
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, loc, adaptor.getInput1(), getAsIndexOpFoldResult(ctx, *start),
        getAsIndexOpFoldResult(ctx, *size),
        getAsIndexOpFoldResult(ctx, strides));
    rewriter.replaceOp(op, castTo(rewriter, loc, slice, op.getType()));
    return success();
  }
};

/// tosa.pad -> tensor.pad yielding pad_const[0].
struct PadOpLowering : OpConversionPattern<tosa::PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> padding =
        constantShape(op, op.getPadding(), "padding");
    if (failed(padding))
      return failure();
    auto inputType = cast<ShapedType>(adaptor.getInput1().getType());
    Type element = inputType.getElementType();
    if (!element.isIntOrIndexOrFloat())
      return notYet(op, "the element type is not a builtin integer or float");
    SmallVector<int64_t> low, high;
    for (size_t i = 0; i + 1 < padding->size(); i += 2) {
      low.push_back((*padding)[i]);
      high.push_back((*padding)[i + 1]);
    }
    if (!inputType.hasRank() || (int64_t)low.size() != inputType.getRank())
      return notYet(op, "the input rank does not match the padding");
    if (llvm::any_of(*padding, [](int64_t p) { return p < 0; }))
      return notYet(op, "the padding is negative");

    Location loc = op.getLoc();
    Value pad = adaptor.getPadConst();
    auto padType = cast<ShapedType>(pad.getType());
    SmallVector<Value> indices(
        padType.getRank(), arith::ConstantIndexOp::create(rewriter, loc, 0));
    Value padValue = tensor::ExtractOp::create(rewriter, loc, pad, indices);
    MLIRContext *ctx = rewriter.getContext();
    auto padded = tensor::PadOp::create(
        rewriter, loc, /*resultType=*/Type(), adaptor.getInput1(),
        getAsIndexOpFoldResult(ctx, low), getAsIndexOpFoldResult(ctx, high),
        padValue, /*nofold=*/false);
    rewriter.replaceOp(op, castTo(rewriter, loc, padded, op.getType()));
    return success();
  }
};

/// tosa.concat -> tensor.concat.
struct ConcatOpLowering : OpConversionPattern<tosa::ConcatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value v : adaptor.getInput1())
      if (!isa<RankedTensorType>(v.getType()))
        return notYet(op, "an input is unranked");
    Location loc = op.getLoc();
    Value concat;
    if (adaptor.getInput1().size() == 1)
      concat = adaptor.getInput1().front();
    else
      concat = tensor::ConcatOp::create(rewriter, loc,
                                        static_cast<int64_t>(op.getAxis()),
                                        adaptor.getInput1());
    rewriter.replaceOp(op, castTo(rewriter, loc, concat, op.getType()));
    return success();
  }
};

/// tosa.tile -> per tiled dimension, a tensor.concat of `multiple` copies.
struct TileOpLowering : OpConversionPattern<tosa::TileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> multiples =
        constantShape(op, op.getMultiples(), "multiples");
    if (failed(multiples))
      return failure();
    Value result = adaptor.getInput1();
    auto inputType = dyn_cast<RankedTensorType>(result.getType());
    if (!inputType || inputType.getRank() != (int64_t)multiples->size())
      return notYet(op, "the input rank does not match the multiples");
    Location loc = op.getLoc();
    for (auto [dim, multiple] : llvm::enumerate(*multiples)) {
      if (multiple < 1)
        return notYet(op, "a multiple is not positive");
      if (multiple == 1)
        continue;
      SmallVector<Value> copies(multiple, result);
      result = tensor::ConcatOp::create(rewriter, loc, static_cast<int64_t>(dim),
                                        copies);
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, op.getType()));
    return success();
  }
};

/// tosa.identity -> its operand.
struct IdentityOpLowering : OpConversionPattern<tosa::IdentityOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tosa::IdentityOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), adaptor.getInput1(),
                                  op.getType()));
    return success();
  }
};

} // namespace

void tosac::populateTosaToTensorConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ReshapeOpLowering, SliceOpLowering, PadOpLowering,
               ConcatOpLowering, TileOpLowering, IdentityOpLowering>(
      patterns.getContext());
}

void tosac::lowerConstantShapeResults(Operation *root) {
  root->walk([](func::FuncOp func) {
    FunctionType type = func.getFunctionType();
    if (func.isExternal() ||
        !llvm::any_of(type.getResults(), llvm::IsaPred<tosa::ShapeType>))
      return;
    SmallVector<Type> results(type.getResults());
    bool allConstant = true;
    func.walk([&](func::ReturnOp ret) {
      for (OpOperand &operand : ret->getOpOperands()) {
        auto shape = operand.get().getDefiningOp<tosa::ConstShapeOp>();
        if (!isa<tosa::ShapeType>(operand.get().getType()))
          continue;
        if (!shape) {
          allConstant = false;
          continue;
        }
        OpBuilder builder(ret);
        auto constant =
            arith::ConstantOp::create(builder, shape.getLoc(), shape.getValues());
        operand.set(constant);
        results[operand.getOperandNumber()] = constant.getType();
      }
    });
    if (allConstant)
      func.setFunctionType(
          FunctionType::get(func.getContext(), type.getInputs(), results));
  });
}
