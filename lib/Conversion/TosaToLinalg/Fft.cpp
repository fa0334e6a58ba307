//===- Fft.cpp - tosa-to-linalg for fft2d and rfft2d
//------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers FFT2D and RFFT2D (TOSA 1.0 sections 2.3.5 and 2.3.10) to a
// direct DFT: one linalg.generic over (n, oy, ox, iy, ix), the last two loops
// reductions, accumulating the real and imaginary sums in f64, followed by an
// element-wise rounding to the operator's float type.
//
// The angle is the spec's a = sign * 2 * pi * (ay / H + ax / W) with the
// integer reductions ay = (iy * oy) % H and ax = (ix * ox) % W. As H and W are
// powers of two, ay / H + ax / W = (ay * W + ax * H) / (H * W) exactly, so the
// angle is one f64 product and sin / cos are evaluated in f64.
//  - FFT2D: sum_real += re * cos(a) + im * sin(a),
//           sum_imag += -re * sin(a) + im * cos(a), sign = -1 for inverse.
//  - RFFT2D: sum_real += re * cos(a); sum_imag += -re * sin(a) except where
//    sin(a) is exactly 0 ((ay % (H/2)) + (ax % (W/2)) == 0, a term taken as 0
//    when H or W is 1); the output has W/2 + 1 columns.
// H and W must be static; N may be dynamic.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include <cmath>

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// Builds the DFT of `real` (and `imag` unless null, for RFFT2D) into two
/// tensors of `outType` (the output type of both results).
SmallVector<Value> buildDft(ConversionPatternRewriter &rewriter, Location loc,
                            Value real, Value imag, RankedTensorType outType,
                            bool inverse) {
  auto inType = cast<RankedTensorType>(real.getType());
  int64_t h = inType.getDimSize(1), w = inType.getDimSize(2);
  int64_t outW = outType.getDimSize(2);
  bool isReal = !imag;
  MLIRContext *ctx = rewriter.getContext();
  Type f64 = rewriter.getF64Type();
  Type i64 = rewriter.getI64Type();

  SmallVector<Value> dynamicSizes;
  if (inType.isDynamicDim(0))
    dynamicSizes.push_back(tensor::DimOp::create(rewriter, loc, real, 0));
  SmallVector<int64_t> shape = {inType.getDimSize(0), h, outW};
  // Two accumulators (real, imaginary) filled with 0.
  Value zero = floatConstant(rewriter, loc, f64, 0.0);
  SmallVector<Value> accs;
  for (int i = 0; i < 2; ++i)
    accs.push_back(
        linalg::FillOp::create(
            rewriter, loc, zero,
            tensor::EmptyOp::create(rewriter, loc, shape, f64, dynamicSizes)
                .getResult())
            .getResult(0));

  AffineExpr n = getAffineDimExpr(0, ctx), oy = getAffineDimExpr(1, ctx),
             ox = getAffineDimExpr(2, ctx), iy = getAffineDimExpr(3, ctx),
             ix = getAffineDimExpr(4, ctx);
  AffineMap inMap = AffineMap::get(5, 0, {n, iy, ix}, ctx);
  AffineMap outMap = AffineMap::get(5, 0, {n, oy, ox}, ctx);
  SmallVector<Value> inputs = {real};
  SmallVector<AffineMap> maps = {inMap};
  if (!isReal) {
    inputs.push_back(imag);
    maps.push_back(inMap);
  }
  maps.append({outMap, outMap});
  SmallVector<utils::IteratorType> iterators(3, utils::IteratorType::parallel);
  iterators.append(2, utils::IteratorType::reduction);

  // a = scale * (ay * W + ax * H) with scale = sign * 2 * pi / (H * W):
  // computed as (sign * 2 * pi) * ((ay * W + ax * H) / (H * W)), the division
  // being exact.
  double twoPi = (inverse ? -2.0 : 2.0) * M_PI;
  auto generic = linalg::GenericOp::create(
      rewriter, loc, ValueRange(accs).getTypes(), inputs, accs, maps, iterators,
      [&](OpBuilder &b, Location l, ValueRange args) {
        auto loopIndex = [&](unsigned d) -> Value {
          return arith::IndexCastOp::create(b, l, i64,
                                            linalg::IndexOp::create(b, l, d));
        };
        Value ay = arith::RemUIOp::create(
            b, l, arith::MulIOp::create(b, l, loopIndex(3), loopIndex(1)),
            intConstant(b, l, i64, h));
        Value ax = arith::RemUIOp::create(
            b, l, arith::MulIOp::create(b, l, loopIndex(4), loopIndex(2)),
            intConstant(b, l, i64, w));
        Value turns = arith::AddIOp::create(
            b, l, arith::MulIOp::create(b, l, ay, intConstant(b, l, i64, w)),
            arith::MulIOp::create(b, l, ax, intConstant(b, l, i64, h)));
        Value fraction = arith::DivFOp::create(
            b, l, arith::SIToFPOp::create(b, l, f64, turns),
            floatConstant(b, l, f64, static_cast<double>(h * w)));
        Value angle = arith::MulFOp::create(
            b, l, floatConstant(b, l, f64, twoPi), fraction);
        Value cos = math::CosOp::create(b, l, angle);
        Value sin = math::SinOp::create(b, l, angle);
        auto widen = [&](Value v) -> Value {
          if (v.getType() == f64)
            return v;
          return arith::ExtFOp::create(b, l, f64, v);
        };
        Value re = widen(args[0]);
        Value sumReal = args[isReal ? 1 : 2], sumImag = args[isReal ? 2 : 3];
        Value negRe = arith::NegFOp::create(b, l, re);
        if (isReal) {
          Value nextReal = arith::AddFOp::create(
              b, l, sumReal, arith::MulFOp::create(b, l, re, cos));
          Value nextImag = arith::AddFOp::create(
              b, l, sumImag, arith::MulFOp::create(b, l, negRe, sin));
          // (ay % (H/2)) + (ax % (W/2)) > 0; x % 1 is taken for x % 0.
          Value yPart = arith::AndIOp::create(
              b, l, ay,
              intConstant(b, l, i64, std::max<int64_t>(h / 2, 1) - 1));
          Value xPart = arith::AndIOp::create(
              b, l, ax,
              intConstant(b, l, i64, std::max<int64_t>(w / 2, 1) - 1));
          Value nonZero =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne,
                                    arith::OrIOp::create(b, l, yPart, xPart),
                                    intConstant(b, l, i64, 0));
          nextImag = arith::SelectOp::create(b, l, nonZero, nextImag, sumImag);
          linalg::YieldOp::create(b, l, ValueRange{nextReal, nextImag});
          return;
        }
        Value im = widen(args[1]);
        Value termReal =
            arith::AddFOp::create(b, l, arith::MulFOp::create(b, l, re, cos),
                                  arith::MulFOp::create(b, l, im, sin));
        Value termImag =
            arith::AddFOp::create(b, l, arith::MulFOp::create(b, l, negRe, sin),
                                  arith::MulFOp::create(b, l, im, cos));
        linalg::YieldOp::create(
            b, l,
            ValueRange{arith::AddFOp::create(b, l, sumReal, termReal),
                       arith::AddFOp::create(b, l, sumImag, termImag)});
      });

  // Round both sums to the output type.
  Type elementType = outType.getElementType();
  if (elementType == f64)
    return {generic.getResult(0), generic.getResult(1)};
  auto roundedType = RankedTensorType::get(shape, elementType);
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, shape, elementType, dynamicSizes);
  auto identity = AffineMap::getMultiDimIdentityMap(3, ctx);
  auto rounding = linalg::GenericOp::create(
      rewriter, loc, TypeRange{roundedType, roundedType}, generic.getResults(),
      ValueRange{empty, empty}, SmallVector<AffineMap>(4, identity),
      SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location l, ValueRange args) {
        linalg::YieldOp::create(
            b, l,
            ValueRange{arith::TruncFOp::create(b, l, elementType, args[0]),
                       arith::TruncFOp::create(b, l, elementType, args[1])});
      });
  return {rounding.getResult(0), rounding.getResult(1)};
}

/// Checks the shapes: rank-3 float tensors with static, power-of-two H and W.
LogicalResult checkTypes(Operation *op, ValueRange inputs,
                         ConversionPatternRewriter &rewriter) {
  for (Value value : inputs) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || type.getRank() != 3 || !isa<FloatType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "expected rank-3 float tensors");
    for (int64_t d : {1, 2})
      if (type.isDynamicDim(d) || !llvm::isPowerOf2_64(type.getDimSize(d)))
        return rewriter.notifyMatchFailure(
            op, "expected static power-of-two H and W");
  }
  for (Type type : op->getResultTypes())
    if (!isa<RankedTensorType>(type))
      return rewriter.notifyMatchFailure(op, "expected ranked results");
  return success();
}

/// Replaces `op` by `results`, casting to the result types where needed.
void replaceWithCasts(Operation *op, SmallVector<Value> results,
                      ConversionPatternRewriter &rewriter) {
  for (unsigned i = 0, e = results.size(); i < e; ++i) {
    Type type = op->getResult(i).getType();
    if (results[i].getType() != type)
      results[i] =
          tensor::CastOp::create(rewriter, op->getLoc(), type, results[i]);
  }
  rewriter.replaceOp(op, results);
}

struct Fft2dLowering : OpConversionPattern<ttosa::FFT2dOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::FFT2dOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value real = adaptor.getInputReal(), imag = adaptor.getInputImag();
    if (failed(checkTypes(op, {real, imag}, rewriter)))
      return failure();
    if (real.getType() != imag.getType())
      return rewriter.notifyMatchFailure(op, "expected equal input types");
    auto outType = cast<RankedTensorType>(op.getOutputReal().getType());
    replaceWithCasts(op,
                     buildDft(rewriter, op.getLoc(), real, imag,
                              cast<RankedTensorType>(real.getType())
                                  .clone(outType.getElementType()),
                              op.getInverse()),
                     rewriter);
    return success();
  }
};

struct Rfft2dLowering : OpConversionPattern<ttosa::RFFT2dOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::RFFT2dOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value real = adaptor.getInputReal();
    if (failed(checkTypes(op, {real}, rewriter)))
      return failure();
    auto inType = cast<RankedTensorType>(real.getType());
    auto outType = RankedTensorType::get(
        {inType.getDimSize(0), inType.getDimSize(1),
         inType.getDimSize(2) / 2 + 1},
        cast<RankedTensorType>(op.getOutputReal().getType()).getElementType());
    replaceWithCasts(
        op, buildDft(rewriter, op.getLoc(), real, Value(), outType, false),
        rewriter);
    return success();
  }
};

} // namespace

void tosac::populateFftPatterns(TypeConverter &converter,
                                RewritePatternSet &patterns) {
  patterns.add<Fft2dLowering, Rfft2dLowering>(converter, patterns.getContext());
}
