//===- Resize.cpp - tosa-to-linalg for resize -----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers RESIZE (TOSA 1.0 section 2.12.1) to a linalg.generic over
// the output whose body follows the spec's pseudo-code: for output pixel
// (oy, ox)
//
//   y = oy * scale_y_d + offset_y;  iy = floor(y / scale_y_n);
//   ry = y - iy * scale_y_n;        (x likewise)
//   iy0 = max(iy, 0);  iy1 = min(iy + 1, IH - 1);
//
// NEAREST_NEIGHBOR reads (2 * ry >= scale_y_n ? iy1 : iy0, ...), for every
// element type (the decision is exact in integers, and equals the float
// test dy >= 0.5). BILINEAR reads the four neighbours with tensor.extract and
// weighs them: integers with the unscaled weights (scale_n - d, d) in i32
// (int8 -> int32) or i64 truncated to i48 (int16 -> int48), exactly as the
// pseudo-code; f16/bf16/f32 with dy = ry / scale_y_n in f32, rounded once to
// the output type (bf16 by integer rounding of the encoding, since LLVM's x86
// backend has no bf16 arithmetic). scale, offset and border must be
// tosa.const_shape values. The input's H and W and the output's must be static;
// N and C may be dynamic. Indices are also clamped to [0, extent - 1], which
// keeps reads in bounds for any operands (the verifier enforces the ranges that
// make the clamps no-ops).
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

class ResizeConverter : public OpConversionPattern<ttosa::ResizeOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::ResizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !resultType || inputType.getRank() != 4 ||
        resultType.getRank() != 4)
      return rewriter.notifyMatchFailure(op, "expected rank-4 tensors");
    for (RankedTensorType type : {inputType, resultType})
      if (type.isDynamicDim(1) || type.isDynamicDim(2))
        return rewriter.notifyMatchFailure(op, "expected static H and W");
    // The shape operands are read from the original op: the adaptor may hold
    // values of the converted type.
    auto scale = ttosa::getConstantShape(op.getScale());
    auto offset = ttosa::getConstantShape(op.getOffset());
    auto border = ttosa::getConstantShape(op.getBorder());
    if (!scale || !offset || !border || scale->size() != 4 ||
        offset->size() != 2)
      return rewriter.notifyMatchFailure(op, "expected constant scale, "
                                             "offset and border");
    int64_t scaleYN = (*scale)[0], scaleYD = (*scale)[1];
    int64_t scaleXN = (*scale)[2], scaleXD = (*scale)[3];
    if (scaleYN <= 0 || scaleYD <= 0 || scaleXN <= 0 || scaleXD <= 0)
      return rewriter.notifyMatchFailure(op, "expected positive scales");
    int64_t offsetY = (*offset)[0], offsetX = (*offset)[1];
    int64_t ih = inputType.getDimSize(1), iw = inputType.getDimSize(2);

    Type inType = inputType.getElementType();
    Type outType = resultType.getElementType();
    bool bilinear = op.getMode() == ttosa::ResizeMode::BILINEAR;
    auto inInt = dyn_cast<IntegerType>(inType);
    auto outInt = dyn_cast<IntegerType>(outType);
    // The accumulator of integer BILINEAR: i32 for int8, i64 for int16.
    Type accType;
    if (!bilinear) {
      if (inType != outType)
        return rewriter.notifyMatchFailure(op, "expected out_t = in_t");
    } else if (inInt && outInt) {
      if (!((inInt.getWidth() == 8 && outInt.getWidth() == 32) ||
            (inInt.getWidth() == 16 && outInt.getWidth() == 48)))
        return rewriter.notifyMatchFailure(op, "unsupported integer types");
      accType = outInt.getWidth() == 32 ? outType : rewriter.getI64Type();
    } else if (!(inType == outType &&
                 (inType.isF16() || inType.isF32() || inType.isBF16()))) {
      return rewriter.notifyMatchFailure(op, "unsupported bilinear types");
    }

    SmallVector<Value> dynamicSizes;
    for (int64_t d : {0, 3})
      if (resultType.isDynamicDim(d))
        dynamicSizes.push_back(tensor::DimOp::create(rewriter, loc, input, d));
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          outType, dynamicSizes);
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineMap> maps{AffineMap::getMultiDimIdentityMap(4, ctx)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);

    auto body = [&](OpBuilder &b, Location, ValueRange) {
      Type i32 = b.getI32Type(), indexType = b.getIndexType();
      auto cst = [&](int64_t v) { return intConstant(b, loc, i32, v); };
      auto index = [&](int64_t d) {
        Value i = linalg::IndexOp::create(b, loc, d);
        return arith::IndexCastOp::create(b, loc, i32, i).getResult();
      };
      // The input coordinates along one axis: {i0, i1, r}.
      auto axis = [&](Value o, int64_t scaleN, int64_t scaleD, int64_t off,
                      int64_t extent) -> std::array<Value, 3> {
        // int32_t y = oy * scale_y_d + offset_y; max(OH) < 16384 and
        // scale_y_d < 16 * 2^11 keep it within 32 bits.
        Value y = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, o, cst(scaleD)), cst(off));
        Value iy = arith::FloorDivSIOp::create(b, loc, y, cst(scaleN));
        Value ry = arith::SubIOp::create(
            b, loc, y, arith::MulIOp::create(b, loc, iy, cst(scaleN)));
        Value zero = cst(0), last = cst(extent - 1);
        Value i0 = arith::MinSIOp::create(
            b, loc, arith::MaxSIOp::create(b, loc, iy, zero), last);
        Value i1 = arith::MaxSIOp::create(
            b, loc,
            arith::MinSIOp::create(
                b, loc, arith::AddIOp::create(b, loc, iy, cst(1)), last),
            zero);
        return {i0, i1, ry};
      };
      Value n = linalg::IndexOp::create(b, loc, 0);
      Value c = linalg::IndexOp::create(b, loc, 3);
      auto [iy0, iy1, dy] = axis(index(1), scaleYN, scaleYD, offsetY, ih);
      auto [ix0, ix1, dx] = axis(index(2), scaleXN, scaleXD, offsetX, iw);
      auto read = [&](Value iy, Value ix) -> Value {
        Value indices[] = {n, arith::IndexCastOp::create(b, loc, indexType, iy),
                           arith::IndexCastOp::create(b, loc, indexType, ix),
                           c};
        return tensor::ExtractOp::create(b, loc, input, indices);
      };

      if (!bilinear) {
        // iy = (2 * dy >= scale_y_n) ? iy1 : iy0
        auto pick = [&](Value d, int64_t scaleN, Value i0, Value i1) {
          Value up = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::sge,
              arith::ShLIOp::create(b, loc, d, cst(1)), cst(scaleN));
          return arith::SelectOp::create(b, loc, up, i1, i0).getResult();
        };
        Value iy = pick(dy, scaleYN, iy0, iy1);
        Value ix = pick(dx, scaleXN, ix0, ix1);
        linalg::YieldOp::create(b, loc, read(iy, ix));
        return;
      }

      Value v00 = read(iy0, ix0), v01 = read(iy0, ix1);
      Value v10 = read(iy1, ix0), v11 = read(iy1, ix1);
      if (accType) {
        // acc = v00 * (unit_y - dy) * (unit_x - dx) + v01 * (unit_y - dy) *
        // dx + v10 * dy * (unit_x - dx) + v11 * dy * dx, unit = scale_n.
        auto ext = [&](Value v) {
          return arith::ExtSIOp::create(b, loc, accType, v).getResult();
        };
        auto acc = [&](Value v) { return accType == i32 ? v : ext(v); };
        Value sdy = acc(dy), sdx = acc(dx);
        Value wy0 = arith::SubIOp::create(
            b, loc, intConstant(b, loc, accType, scaleYN), sdy);
        Value wx0 = arith::SubIOp::create(
            b, loc, intConstant(b, loc, accType, scaleXN), sdx);
        auto term = [&](Value v, Value wy, Value wx) {
          return arith::MulIOp::create(
                     b, loc, arith::MulIOp::create(b, loc, ext(v), wy), wx)
              .getResult();
        };
        Value sum = term(v00, wy0, wx0);
        sum = arith::AddIOp::create(b, loc, sum, term(v01, wy0, sdx));
        sum = arith::AddIOp::create(b, loc, sum, term(v10, sdy, wx0));
        sum = arith::AddIOp::create(b, loc, sum, term(v11, sdy, sdx));
        if (sum.getType() != outType)
          sum = arith::TruncIOp::create(b, loc, outType, sum);
        linalg::YieldOp::create(b, loc, sum);
        return;
      }

      // Float: dy = ry / scale_y_n, weights 1 - dy and dy, in f32.
      Type f32 = b.getF32Type();
      auto toF32 = [&](Value v) -> Value {
        if (v.getType() == f32)
          return v;
        if (!v.getType().isBF16())
          return arith::ExtFOp::create(b, loc, f32, v);
        // bf16 is the upper half of an f32 (no bf16 arithmetic in LLVM's
        // x86 backend).
        Value bits = arith::ExtUIOp::create(
            b, loc, i32, arith::BitcastOp::create(b, loc, b.getI16Type(), v));
        bits =
            arith::ShLIOp::create(b, loc, bits, intConstant(b, loc, i32, 16));
        return arith::BitcastOp::create(b, loc, f32, bits);
      };
      auto fraction = [&](Value r, int64_t scaleN) {
        return arith::DivFOp::create(b, loc,
                                     arith::SIToFPOp::create(b, loc, f32, r),
                                     floatConstant(b, loc, f32, double(scaleN)))
            .getResult();
      };
      Value fdy = fraction(dy, scaleYN), fdx = fraction(dx, scaleXN);
      Value one = floatConstant(b, loc, f32, 1.0);
      Value wy0 = arith::SubFOp::create(b, loc, one, fdy);
      Value wx0 = arith::SubFOp::create(b, loc, one, fdx);
      auto term = [&](Value v, Value wy, Value wx) {
        return arith::MulFOp::create(
                   b, loc, arith::MulFOp::create(b, loc, toF32(v), wy), wx)
            .getResult();
      };
      Value sum = term(v00, wy0, wx0);
      sum = arith::AddFOp::create(b, loc, sum, term(v01, wy0, fdx));
      sum = arith::AddFOp::create(b, loc, sum, term(v10, fdy, wx0));
      sum = arith::AddFOp::create(b, loc, sum, term(v11, fdy, fdx));
      if (outType.isBF16()) {
        // Round to nearest even on the encoding: add 0x7FFF plus the lowest
        // kept bit, keep the upper half (a carry reaches the exponent, and
        // inf at the top); NaN stays a quiet NaN.
        Value bits = arith::BitcastOp::create(b, loc, i32, sum);
        Value lsb = arith::AndIOp::create(
            b, loc,
            arith::ShRUIOp::create(b, loc, bits, intConstant(b, loc, i32, 16)),
            intConstant(b, loc, i32, 1));
        Value rounded = arith::AddIOp::create(
            b, loc, bits,
            arith::AddIOp::create(b, loc, lsb,
                                  intConstant(b, loc, i32, 0x7FFF)));
        rounded = arith::ShRUIOp::create(b, loc, rounded,
                                         intConstant(b, loc, i32, 16));
        Value isNaN =
            arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, sum, sum);
        rounded = arith::SelectOp::create(
            b, loc, isNaN, intConstant(b, loc, i32, 0x7FC0), rounded);
        sum = arith::BitcastOp::create(
            b, loc, outType,
            arith::TruncIOp::create(b, loc, b.getI16Type(), rounded));
      } else if (outType != f32) {
        sum = arith::TruncFOp::create(b, loc, outType, sum);
      }
      linalg::YieldOp::create(b, loc, sum);
    };
    auto generic =
        linalg::GenericOp::create(rewriter, loc, resultType, ValueRange{},
                                  ValueRange{empty}, maps, iterators, body);
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void tosac::populateResizePatterns(TypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<ResizeConverter>(converter, patterns.getContext());
}
