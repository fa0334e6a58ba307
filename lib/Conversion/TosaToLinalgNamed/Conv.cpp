//===- Conv.cpp - TOSA convolutions to linalg -----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers CONV2D, CONV3D, DEPTHWISE_CONV2D and TRANSPOSE_CONV2D
// (TOSA 1.0 sections 2.3.3-2.3.5 and 2.3.10) to linalg named convolutions.
//
// Every convolution follows the same three steps:
//  1. The input is padded with the input zero point (0 for floats, see
//     padTensor in Common.cpp), so a
//     padded position contributes (input_zp - input_zp) * w = 0 exactly like
//     the spec's `value = 0` outside the input.
//  2. A linalg named convolution accumulates into a zero-filled tensor of
//     `acc_type`. Integers use the `_q` variants, which compute
//     (in - input_zp) * (w - weight_zp) after sign-extending both to the
//     accumulator (i32, or i48 for int16 inputs; int4 weights are
//     sign-extended too). Floats extend the operands to `acc_type`.
//  3. An epilogue linalg.generic converts the accumulator to the output type
//     and adds the bias (a one-element bias is broadcast), in the output
//     type as the spec's `apply_add_s<out_t>(out, bias[...])`.
//
// CONV3D transposes its [OC, KD, KH, KW, IC] weight to the [KD, KH, KW, IC,
// OC] layout linalg.conv_3d_ndhwc_dhwcf_q expects. DEPTHWISE_CONV2D's
// [N, OH, OW, C, M] result is collapsed to channel c * M + m.
// TRANSPOSE_CONV2D spreads the input `stride` apart with the zero point in
// the gaps, pads it by KH - 1 + out_pad (and KW - 1 + out_pad),
// and runs a stride-1 convolution with the kernel reversed in KH and KW.
//
// Zero points may be graph inputs; the spec's rule that only int8 data may
// have a non-zero zero point becomes a cf.assert for those.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::named;
namespace ttosa = tosac::tosa;

namespace {

/// What every convolution lowering reads from its operator first.
struct ConvPrologue {
  RankedTensorType outputType;
  Type accType;
  bool isInt;
  Value inputZp;
  Value weightZp;
  /// The value padded positions of the input take: input_zp or 0.0.
  Value padValue;
};

template <typename OpTy, typename AdaptorTy>
FailureOr<ConvPrologue> prepareConv(OpTy op, AdaptorTy adaptor,
                                    ConversionPatternRewriter &rewriter) {
  for (Value v : {adaptor.getInput(), adaptor.getWeight(), adaptor.getBias(),
                  adaptor.getInputZp(), adaptor.getWeightZp()})
    if (!isStaticIntOrFloatTensor(v.getType()))
      return rewriter.notifyMatchFailure(
          op, "expected statically shaped integer or float operands");
  if (!isStaticIntOrFloatTensor(op.getType()))
    return rewriter.notifyMatchFailure(op, "expected a static result shape");

  ConvPrologue p;
  p.outputType = cast<RankedTensorType>(op.getType());
  p.accType = op.getAccType();
  Type inElem = getElementTypeOrSelf(adaptor.getInput().getType());
  Type weightElem = getElementTypeOrSelf(adaptor.getWeight().getType());
  p.isInt = isa<IntegerType>(p.accType);
  if (p.isInt != isa<IntegerType>(inElem) ||
      p.isInt != isa<IntegerType>(weightElem) ||
      p.isInt != isa<IntegerType>(p.outputType.getElementType()))
    return rewriter.notifyMatchFailure(op, "mixed integer and float types");

  p.inputZp = readZeroPoint(rewriter, op, adaptor.getInputZp(), inElem,
                            "input_zp", "in_t");
  p.weightZp = readZeroPoint(rewriter, op, adaptor.getWeightZp(), weightElem,
                             "weight_zp", "weight_t");
  if (!p.inputZp || !p.weightZp)
    return rewriter.notifyMatchFailure(op, "invalid constant zero point");
  p.padValue =
      p.isInt ? p.inputZp : zeroConstant(rewriter, op.getLoc(), inElem);
  return p;
}

/// Converts the accumulator `acc` to the output type and adds `bias` along
/// the last dimension, broadcasting a one-element bias.
Value addBias(OpBuilder &b, Location loc, Value acc, Value bias,
              RankedTensorType outputType) {
  int64_t rank = outputType.getRank();
  MLIRContext *ctx = b.getContext();
  bool broadcast = cast<RankedTensorType>(bias.getType()).getDimSize(0) == 1;
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  AffineMap biasMap =
      AffineMap::get(rank, 0,
                     broadcast ? getAffineConstantExpr(0, ctx)
                               : getAffineDimExpr(rank - 1, ctx),
                     ctx);
  Type outElem = outputType.getElementType();
  Value init = tensor::EmptyOp::create(b, loc, outputType.getShape(), outElem);
  auto generic = linalg::GenericOp::create(
      b, loc, outputType, ValueRange{acc, bias}, ValueRange{init},
      ArrayRef<AffineMap>{identity, biasMap, identity},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        // out_t out = static_cast<out_t>(acc);
        // out = apply_add_s<out_t>(out, bias[(BC == 1) ? 0 : oc]);
        // A framework bias of another integer width is extended or wrapped
        // to out_t first (FrameworkTypeForms.cpp).
        Value out = convertScalar(nb, nl, args[0], outElem);
        Value biasValue = convertScalar(nb, nl, args[1], outElem);
        Value sum =
            isa<FloatType>(outElem)
                ? arith::AddFOp::create(nb, nl, out, biasValue).getResult()
                : arith::AddIOp::create(nb, nl, out, biasValue).getResult();
        linalg::YieldOp::create(nb, nl, sum);
      });
  return generic.getResult(0);
}

/// A zero-filled accumulator of `shape` and the prologue's acc_type.
Value zeroAccumulator(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                      Type accType) {
  return filledTensor(b, loc, shape, zeroConstant(b, loc, accType));
}

/// Runs linalg.conv_2d_nhwc_fhwc(_q) over an already padded NHWC input.
Value conv2dNhwcFhwc(OpBuilder &b, Location loc, const ConvPrologue &p,
                     Value padded, Value weight, ArrayRef<int64_t> stride,
                     ArrayRef<int64_t> dilation) {
  ArrayRef<int64_t> shape = p.outputType.getShape();
  Value init = zeroAccumulator(b, loc, shape, p.accType);
  auto accType = RankedTensorType::get(shape, p.accType);
  if (p.isInt)
    return linalg::Conv2DNhwcFhwcQOp::create(
               b, loc, TypeRange{accType},
               ValueRange{padded, weight, p.inputZp, p.weightZp},
               ValueRange{init}, i64VectorAttr(b, stride),
               i64VectorAttr(b, dilation))
        .getResult(0);
  return linalg::Conv2DNhwcFhwcOp::create(
             b, loc, TypeRange{accType}, ValueRange{padded, weight},
             ValueRange{init}, i64VectorAttr(b, stride),
             i64VectorAttr(b, dilation))
      .getResult(0);
}

/// CONV2D: pad, linalg.conv_2d_nhwc_fhwc(_q), bias.
struct Conv2DLowering : OpConversionPattern<ttosa::Conv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::Conv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ConvPrologue> p = prepareConv(op, adaptor, rewriter);
    if (failed(p))
      return failure();
    Location loc = op.getLoc();
    ArrayRef<int64_t> pad = op.getPad();
    Value padded =
        padTensor(rewriter, loc, adaptor.getInput(), {0, pad[0], pad[2], 0},
                  {0, pad[1], pad[3], 0}, p->padValue);
    Value acc = conv2dNhwcFhwc(rewriter, loc, *p, padded, adaptor.getWeight(),
                               op.getStride(), op.getDilation());
    rewriter.replaceOp(
        op, addBias(rewriter, loc, acc, adaptor.getBias(), p->outputType));
    return success();
  }
};

/// CONV3D: pad, transpose the weight to DHWIO, linalg.conv_3d_ndhwc_dhwcf(_q),
/// bias.
struct Conv3DLowering : OpConversionPattern<ttosa::Conv3DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::Conv3DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ConvPrologue> p = prepareConv(op, adaptor, rewriter);
    if (failed(p))
      return failure();
    Location loc = op.getLoc();
    ArrayRef<int64_t> pad = op.getPad();
    Value padded = padTensor(rewriter, loc, adaptor.getInput(),
                             {0, pad[0], pad[2], pad[4], 0},
                             {0, pad[1], pad[3], pad[5], 0}, p->padValue);

    // [OC, KD, KH, KW, IC] -> [KD, KH, KW, IC, OC]
    Value weight = adaptor.getWeight();
    auto weightType = cast<RankedTensorType>(weight.getType());
    SmallVector<int64_t> perm = {1, 2, 3, 4, 0};
    SmallVector<int64_t> transposedShape;
    for (int64_t d : perm)
      transposedShape.push_back(weightType.getDimSize(d));
    Value transposedInit = tensor::EmptyOp::create(
        rewriter, loc, transposedShape, weightType.getElementType());
    Value transposed =
        linalg::TransposeOp::create(rewriter, loc, weight, transposedInit, perm)
            .getResult()[0];

    ArrayRef<int64_t> shape = p->outputType.getShape();
    Value init = zeroAccumulator(rewriter, loc, shape, p->accType);
    auto accType = RankedTensorType::get(shape, p->accType);
    Value acc;
    if (p->isInt)
      acc = linalg::Conv3DNdhwcDhwcfQOp::create(
                rewriter, loc, TypeRange{accType},
                ValueRange{padded, transposed, p->inputZp, p->weightZp},
                ValueRange{init}, i64VectorAttr(rewriter, op.getStride()),
                i64VectorAttr(rewriter, op.getDilation()))
                .getResult(0);
    else
      acc =
          linalg::Conv3DNdhwcDhwcfOp::create(
              rewriter, loc, TypeRange{accType}, ValueRange{padded, transposed},
              ValueRange{init}, i64VectorAttr(rewriter, op.getStride()),
              i64VectorAttr(rewriter, op.getDilation()))
              .getResult(0);
    rewriter.replaceOp(
        op, addBias(rewriter, loc, acc, adaptor.getBias(), p->outputType));
    return success();
  }
};

/// DEPTHWISE_CONV2D: pad, linalg.depthwise_conv_2d_nhwc_hwcm(_q), collapse
/// [C, M] to channel c * M + m, bias.
struct DepthwiseConv2DLowering : OpConversionPattern<ttosa::DepthwiseConv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::DepthwiseConv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ConvPrologue> p = prepareConv(op, adaptor, rewriter);
    if (failed(p))
      return failure();
    Location loc = op.getLoc();
    ArrayRef<int64_t> pad = op.getPad();
    Value padded =
        padTensor(rewriter, loc, adaptor.getInput(), {0, pad[0], pad[2], 0},
                  {0, pad[1], pad[3], 0}, p->padValue);

    auto weightType = cast<RankedTensorType>(adaptor.getWeight().getType());
    ArrayRef<int64_t> out = p->outputType.getShape();
    int64_t c = weightType.getDimSize(2), m = weightType.getDimSize(3);
    if (c * m != out[3])
      return rewriter.notifyMatchFailure(op, "output channels are not C * M");
    SmallVector<int64_t> shape = {out[0], out[1], out[2], c, m};
    Value init = zeroAccumulator(rewriter, loc, shape, p->accType);
    auto accType = RankedTensorType::get(shape, p->accType);
    Value acc;
    if (p->isInt)
      acc =
          linalg::DepthwiseConv2DNhwcHwcmQOp::create(
              rewriter, loc, TypeRange{accType},
              ValueRange{padded, adaptor.getWeight(), p->inputZp, p->weightZp},
              ValueRange{init}, i64VectorAttr(rewriter, op.getStride()),
              i64VectorAttr(rewriter, op.getDilation()))
              .getResult(0);
    else
      acc = linalg::DepthwiseConv2DNhwcHwcmOp::create(
                rewriter, loc, TypeRange{accType},
                ValueRange{padded, adaptor.getWeight()}, ValueRange{init},
                i64VectorAttr(rewriter, op.getStride()),
                i64VectorAttr(rewriter, op.getDilation()))
                .getResult(0);
    auto collapsedType = RankedTensorType::get(out, p->accType);
    Value collapsed = tensor::CollapseShapeOp::create(
        rewriter, loc, collapsedType, acc,
        ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
    rewriter.replaceOp(op, addBias(rewriter, loc, collapsed, adaptor.getBias(),
                                   p->outputType));
    return success();
  }
};

/// TRANSPOSE_CONV2D as a stride-1 convolution of the zero-point-inflated
/// input with the reversed kernel. Output position oy reads
/// input[(oy - out_pad_top - ky) / stride_y] when that division is exact and
/// in range; with ky' = KH - 1 - ky this is position oy + ky' of the input
/// scattered `stride_y` apart after KH - 1 + out_pad_top leading pad rows.
struct TransposeConv2DLowering : OpConversionPattern<ttosa::TransposeConv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::TransposeConv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ConvPrologue> p = prepareConv(op, adaptor, rewriter);
    if (failed(p))
      return failure();
    Location loc = op.getLoc();
    ArrayRef<int64_t> outPad = op.getOutPad();
    ArrayRef<int64_t> stride = op.getStride();
    Value input = adaptor.getInput();
    Value weight = adaptor.getWeight();
    auto weightType = cast<RankedTensorType>(weight.getType());
    int64_t kh = weightType.getDimSize(1), kw = weightType.getDimSize(2);
    // ERROR_IF(out_pad_top <= -KH || ...), ERROR_IF(stride_y < 1 || ...)
    if (stride[0] < 1 || stride[1] < 1 || outPad[0] <= -kh ||
        outPad[1] <= -kh || outPad[2] <= -kw || outPad[3] <= -kw)
      return rewriter.notifyMatchFailure(op, "invalid stride or out_pad");

    int64_t top = kh - 1 + outPad[0], bottom = kh - 1 + outPad[1];
    int64_t left = kw - 1 + outPad[2], right = kw - 1 + outPad[3];
    Value inflated = padTensor(rewriter, loc, input, {0, top, left, 0},
                               {0, bottom, right, 0}, p->padValue,
                               {1, stride[0], stride[1], 1});

    // weight'[oc, ky, kx, ic] = weight[oc, KH - 1 - ky, KW - 1 - kx, ic]
    MLIRContext *ctx = rewriter.getContext();
    AffineExpr d0, d1, d2, d3;
    bindDims(ctx, d0, d1, d2, d3);
    AffineMap reversedMap =
        AffineMap::get(4, 0, {d0, (kh - 1) - d1, (kw - 1) - d2, d3}, ctx);
    Value reversedInit = tensor::EmptyOp::create(
        rewriter, loc, weightType.getShape(), weightType.getElementType());
    Value reversed =
        linalg::GenericOp::create(
            rewriter, loc, weightType, ValueRange{weight},
            ValueRange{reversedInit},
            ArrayRef<AffineMap>{reversedMap,
                                rewriter.getMultiDimIdentityMap(4)},
            SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
            [](OpBuilder &nb, Location nl, ValueRange args) {
              linalg::YieldOp::create(nb, nl, args[0]);
            })
            .getResult(0);

    Value acc =
        conv2dNhwcFhwc(rewriter, loc, *p, inflated, reversed, {1, 1}, {1, 1});
    rewriter.replaceOp(
        op, addBias(rewriter, loc, acc, adaptor.getBias(), p->outputType));
    return success();
  }
};

} // namespace

void tosac::populateConvPatterns(TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<Conv2DLowering, Conv3DLowering, DepthwiseConv2DLowering,
               TransposeConv2DLowering>(converter, patterns.getContext());
}
