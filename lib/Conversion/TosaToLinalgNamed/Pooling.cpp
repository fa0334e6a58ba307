//===- Pooling.cpp - TOSA pooling to linalg -------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers AVG_POOL2D and MAX_POOL2D (TOSA 1.0 sections 2.3.2 and
// 2.3.8).
//
// AVG_POOL2D pads the input with 0 and sums each window into `acc_type` with
// linalg.pooling_nhwc_sum, so padding adds nothing. An epilogue
// linalg.generic computes the count of input positions in the window from
// the output indices (padding does not count) and then
//  - integers: subtracts input_zp * count (the spec subtracts input_zp from
//    every input value), scales by reciprocal_scale(count) with
//    apply_scale_32(acc, multiplier, shift, false) computed exactly in 64
//    bits, adds output_zp and clamps to the input/output type;
//  - floats: divides the sum by the count in `acc_type` and converts to the
//    output type.
//
// MAX_POOL2D pads the input with the starting value of the spec's
// accumulator, which never wins: the type's minimum for integers, -inf for
// floats with nan_mode PROPAGATE (linalg.pooling_nhwc_max, arith.maximumf
// propagates NaN), and NaN for nan_mode IGNORE, where a linalg.generic takes
// arith.maxnumf (NaN only when every value of the window is NaN).
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::named;
namespace ttosa = tosac::tosa;

namespace {

/// Checks the operands of a pooling operator and its kernel / stride / pad
/// rules the lowering relies on.
template <typename OpTy>
LogicalResult checkPooling(OpTy op, Value input,
                           ConversionPatternRewriter &rewriter) {
  if (!isStaticIntOrFloatTensor(input.getType()) ||
      !isStaticIntOrFloatTensor(op.getType()))
    return rewriter.notifyMatchFailure(
        op, "expected statically shaped integer or float tensors");
  ArrayRef<int64_t> kernel = op.getKernel(), stride = op.getStride(),
                    pad = op.getPad();
  // ERROR_IF(kernel_y < 1 || kernel_x < 1), ERROR_IF(stride_y < 1 || ...),
  // ERROR_IF(pad_top < 0 || ...), ERROR_IF(pad_right >= kernel_x || ...)
  if (kernel[0] < 1 || kernel[1] < 1 || stride[0] < 1 || stride[1] < 1 ||
      llvm::any_of(pad, [](int64_t p) { return p < 0; }) ||
      pad[0] >= kernel[0] || pad[1] >= kernel[0] || pad[2] >= kernel[1] ||
      pad[3] >= kernel[1])
    return rewriter.notifyMatchFailure(op, "invalid kernel, stride or pad");
  return success();
}

/// Pads the NHWC `input` by `pad` ([top, bottom, left, right]) with `value`.
Value padNhwc(OpBuilder &b, Location loc, Value input, ArrayRef<int64_t> pad,
              Value value) {
  return padTensor(b, loc, input, {0, pad[0], pad[2], 0},
                   {0, pad[1], pad[3], 0}, value);
}

/// The window operand of the linalg pooling operators (only its shape
/// matters).
Value windowTensor(OpBuilder &b, Location loc, ArrayRef<int64_t> kernel,
                   Type elementType) {
  return tensor::EmptyOp::create(b, loc, kernel, elementType);
}

/// The number of input positions of the window starting at output index
/// `o` along a dimension: min(o * stride - pad + kernel, extent) -
/// max(o * stride - pad, 0), as an index.
Value windowCount(OpBuilder &b, Location loc, Value o, int64_t stride,
                  int64_t pad, int64_t kernel, int64_t extent) {
  Value start = arith::SubIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, o,
                            arith::ConstantIndexOp::create(b, loc, stride)),
      arith::ConstantIndexOp::create(b, loc, pad));
  Value end = arith::AddIOp::create(
      b, loc, start, arith::ConstantIndexOp::create(b, loc, kernel));
  Value clampedStart = arith::MaxSIOp::create(
      b, loc, start, arith::ConstantIndexOp::create(b, loc, 0));
  Value clampedEnd = arith::MinSIOp::create(
      b, loc, end, arith::ConstantIndexOp::create(b, loc, extent));
  return arith::SubIOp::create(b, loc, clampedEnd, clampedStart);
}

/// AVG_POOL2D: sum, then divide by the count of input positions.
struct AvgPool2dLowering : OpConversionPattern<ttosa::AvgPool2dOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::AvgPool2dOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    if (failed(checkPooling(op, input, rewriter)))
      return failure();
    for (Value zp : {adaptor.getInputZp(), adaptor.getOutputZp()})
      if (!isStaticIntOrFloatTensor(zp.getType()))
        return rewriter.notifyMatchFailure(op, "unsupported zero point type");
    Location loc = op.getLoc();
    auto inputType = cast<RankedTensorType>(input.getType());
    auto outputType = cast<RankedTensorType>(op.getType());
    Type elem = inputType.getElementType();
    Type accType = op.getAccType();
    bool isInt = isa<IntegerType>(elem);
    if (isInt != isa<IntegerType>(accType) ||
        elem != outputType.getElementType())
      return rewriter.notifyMatchFailure(op, "unsupported type combination");

    // ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0)
    // ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0)
    Value inputZp = readZeroPoint(rewriter, op, adaptor.getInputZp(), elem,
                                  "input_zp", "in_out_t");
    Value outputZp = readZeroPoint(rewriter, op, adaptor.getOutputZp(), elem,
                                   "output_zp", "in_out_t");
    if (!inputZp || !outputZp)
      return rewriter.notifyMatchFailure(op, "invalid constant zero point");

    ArrayRef<int64_t> kernel = op.getKernel(), stride = op.getStride(),
                      pad = op.getPad();
    ArrayRef<int64_t> outShape = outputType.getShape();
    Value padded =
        padNhwc(rewriter, loc, input, pad, zeroConstant(rewriter, loc, elem));
    Value sumInit = filledTensor(rewriter, loc, outShape,
                                 zeroConstant(rewriter, loc, accType));
    Value sum =
        linalg::PoolingNhwcSumOp::create(
            rewriter, loc, TypeRange{RankedTensorType::get(outShape, accType)},
            ValueRange{padded, windowTensor(rewriter, loc, kernel, accType)},
            ValueRange{sumInit}, i64VectorAttr(rewriter, stride),
            i64VectorAttr(rewriter, {1, 1}))
            .getResult(0);

    int64_t ih = inputType.getDimSize(1), iw = inputType.getDimSize(2);
    Value init = tensor::EmptyOp::create(rewriter, loc, outShape, elem);
    AffineMap identity = rewriter.getMultiDimIdentityMap(4);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, outputType, ValueRange{sum}, ValueRange{init},
        ArrayRef<AffineMap>{identity, identity},
        SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          // Without padding along a dimension every window is whole (the
          // output size is exact): its count is the kernel's, a constant
          // that lets the integer scale fold at compile time.
          auto countAlong = [&](unsigned dim) -> Value {
            if (pad[2 * dim] == 0 && pad[2 * dim + 1] == 0)
              return arith::ConstantIndexOp::create(b, l, kernel[dim]);
            Value o = linalg::IndexOp::create(b, l, dim + 1);
            return windowCount(b, l, o, stride[dim], pad[2 * dim], kernel[dim],
                               dim == 0 ? ih : iw);
          };
          Value countY = countAlong(0);
          Value count = arith::MulIOp::create(b, l, countY, countAlong(1));
          Type i32 = b.getI32Type();
          Value count32 = arith::IndexCastOp::create(b, l, i32, count);
          Value result;
          if (isInt)
            result =
                scaleAverage(b, l, args[0], count32, inputZp, outputZp, elem);
          else
            result = convertScalar(
                b, l,
                arith::DivFOp::create(
                    b, l, args[0],
                    arith::SIToFPOp::create(b, l, accType, count32)),
                elem);
          linalg::YieldOp::create(b, l, result);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }

  /// The integer tail of AVG_POOL2D for the window sum `sum` (of acc_type)
  /// over `count` input positions:
  ///   acc = sum - input_zp * count
  ///   scale_t scale = reciprocal_scale(count);
  ///   acc = apply_scale_32(acc, scale.multiplier, scale.shift, false);
  ///   acc = apply_add_s<acc_t>(acc, output_zp);
  ///   acc = apply_clip_s<acc_t>(acc, minimum_s<in_out_t>(),
  ///                             maximum_s<in_out_t>());
  /// All in 64 bits, where every step is exact.
  static Value scaleAverage(OpBuilder &b, Location l, Value sum, Value count32,
                            Value inputZp, Value outputZp, Type elem) {
    Type i64 = b.getI64Type();
    Value count = arith::ExtSIOp::create(b, l, i64, count32);
    Value acc = arith::SubIOp::create(
        b, l, convertScalar(b, l, sum, i64),
        arith::MulIOp::create(b, l, convertScalar(b, l, inputZp, i64), count));
    // k = 32 - count_leading_zeros(value - 1)
    Value clz = math::CountLeadingZerosOp::create(
        b, l,
        arith::SubIOp::create(b, l, count32,
                              intConstant(b, l, count32.getType(), 1)));
    Value k = arith::SubIOp::create(b, l, intConstant(b, l, i64, 32),
                                    arith::ExtSIOp::create(b, l, i64, clz));
    // numerator = ((1 << 30) + 1) << k; multiplier = numerator / value
    Value numerator = arith::ShLIOp::create(
        b, l, intConstant(b, l, i64, (int64_t(1) << 30) + 1), k);
    Value multiplier = arith::DivSIOp::create(b, l, numerator, count);
    Value shift = arith::AddIOp::create(b, l, k, intConstant(b, l, i64, 30));
    // (value * multiplier + (1 << (shift - 1))) >> shift
    Value round = arith::ShLIOp::create(
        b, l, intConstant(b, l, i64, 1),
        arith::SubIOp::create(b, l, shift, intConstant(b, l, i64, 1)));
    Value scaled = arith::ShRSIOp::create(
        b, l,
        arith::AddIOp::create(
            b, l, arith::MulIOp::create(b, l, acc, multiplier), round),
        shift);
    Value withZp =
        arith::AddIOp::create(b, l, scaled, convertScalar(b, l, outputZp, i64));
    unsigned bits = elem.getIntOrFloatBitWidth();
    Value lo = intConstant(b, l, i64, -(int64_t(1) << (bits - 1)));
    Value hi = intConstant(b, l, i64, (int64_t(1) << (bits - 1)) - 1);
    Value clamped = arith::MinSIOp::create(
        b, l, arith::MaxSIOp::create(b, l, withZp, lo), hi);
    return arith::TruncIOp::create(b, l, elem, clamped);
  }
};

/// MAX_POOL2D: padding with a value that never wins, then the window max.
struct MaxPool2dLowering : OpConversionPattern<ttosa::MaxPool2dOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::MaxPool2dOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    if (failed(checkPooling(op, input, rewriter)))
      return failure();
    Location loc = op.getLoc();
    auto outputType = cast<RankedTensorType>(op.getType());
    Type elem = outputType.getElementType();
    if (elem != getElementTypeOrSelf(input.getType()))
      return rewriter.notifyMatchFailure(op, "unsupported type combination");
    ArrayRef<int64_t> kernel = op.getKernel(), stride = op.getStride();

    auto floatType = dyn_cast<FloatType>(elem);
    bool ignore =
        floatType && op.getNanMode() == ttosa::NanPropagationMode::IGNORE;
    // in_out_t acc = (is_floating_point<in_out_t>() && nan_mode == IGNORE)
    //                    ? nan<in_out_t>() : minimum_s<in_out_t>();
    Value start;
    if (!floatType)
      start = intConstant(rewriter, loc, elem,
                          APInt::getSignedMinValue(elem.getIntOrFloatBitWidth())
                              .getSExtValue());
    else
      start = arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getFloatAttr(
              elem, ignore ? APFloat::getNaN(floatType.getFloatSemantics())
                           : APFloat::getInf(floatType.getFloatSemantics(),
                                             /*Negative=*/true)));
    Value padded = padNhwc(rewriter, loc, input, op.getPad(), start);
    Value init = filledTensor(rewriter, loc, outputType.getShape(), start);
    Value window = windowTensor(rewriter, loc, kernel, elem);

    Value result;
    if (!ignore) {
      result =
          linalg::PoolingNhwcMaxOp::create(
              rewriter, loc, TypeRange{outputType}, ValueRange{padded, window},
              ValueRange{init}, i64VectorAttr(rewriter, stride),
              i64VectorAttr(rewriter, {1, 1}))
              .getResult(0);
    } else {
      // The window loop of linalg.pooling_nhwc_max with arith.maxnumf.
      MLIRContext *ctx = rewriter.getContext();
      AffineExpr n, oy, ox, c, ky, kx;
      bindDims(ctx, n, oy, ox, c, ky, kx);
      AffineMap inputMap = AffineMap::get(
          6, 0, {n, oy * stride[0] + ky, ox * stride[1] + kx, c}, ctx);
      AffineMap windowMap = AffineMap::get(6, 0, {ky, kx}, ctx);
      AffineMap outputMap = AffineMap::get(6, 0, {n, oy, ox, c}, ctx);
      using utils::IteratorType;
      result = linalg::GenericOp::create(
                   rewriter, loc, outputType, ValueRange{padded, window},
                   ValueRange{init},
                   ArrayRef<AffineMap>{inputMap, windowMap, outputMap},
                   ArrayRef<IteratorType>{
                       IteratorType::parallel, IteratorType::parallel,
                       IteratorType::parallel, IteratorType::parallel,
                       IteratorType::reduction, IteratorType::reduction},
                   [](OpBuilder &b, Location l, ValueRange args) {
                     // apply_max_s(acc, value, IGNORE)
                     linalg::YieldOp::create(
                         b, l,
                         arith::MaxNumFOp::create(b, l, args[2], args[0])
                             .getResult());
                   })
                   .getResult(0);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tosac::populatePoolingPatterns(TypeConverter &converter,
                                    RewritePatternSet &patterns) {
  patterns.add<AvgPool2dLowering, MaxPool2dLowering>(converter,
                                                     patterns.getContext());
}
