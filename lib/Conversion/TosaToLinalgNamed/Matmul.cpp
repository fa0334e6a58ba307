//===- Matmul.cpp - TOSA matmul to linalg ---------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers MATMUL (TOSA 1.0 section 2.3.7) to linalg batched matrix
// multiplications accumulating in the output type, as the spec's `out_t acc`:
//  - integers: linalg.quantized_batch_matmul computes
//    (a - a_zp) * (b - b_zp) after sign-extending to the output type (int8
//    to int32, int16 to int48);
//  - floats: linalg.batch_matmul extends the operands to the output type
//    (e.g. fp16 x fp16 -> fp32). Float zero points must be 0 and are not
//    used.
// Zero points that are graph inputs are read with tensor.extract; for types
// other than int8 they get a cf.assert of the spec's rule that they are 0.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::named;
namespace ttosa = tosac::tosa;

namespace {

struct MatMulLowering : OpConversionPattern<ttosa::MatMulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::MatMulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value v :
         {adaptor.getA(), adaptor.getB(), adaptor.getAZp(), adaptor.getBZp()})
      if (!isStaticIntOrFloatTensor(v.getType()))
        return rewriter.notifyMatchFailure(
            op, "expected statically shaped integer or float operands");
    if (!isStaticIntOrFloatTensor(op.getType()))
      return rewriter.notifyMatchFailure(op, "expected a static result shape");

    Location loc = op.getLoc();
    auto outputType = cast<RankedTensorType>(op.getType());
    Type outElem = outputType.getElementType();
    Type aElem = getElementTypeOrSelf(adaptor.getA().getType());
    Type bElem = getElementTypeOrSelf(adaptor.getB().getType());
    bool isInt = isa<IntegerType>(outElem);
    if (isInt != isa<IntegerType>(aElem) || isInt != isa<IntegerType>(bElem))
      return rewriter.notifyMatchFailure(op, "mixed integer and float types");

    // ERROR_IF(!is_same<A_t,i8_t>() && A_zp != 0)
    // ERROR_IF(!is_same<B_t,i8_t>() && B_zp != 0)
    Value aZp =
        readZeroPoint(rewriter, op, adaptor.getAZp(), aElem, "A_zp", "A_t");
    Value bZp =
        readZeroPoint(rewriter, op, adaptor.getBZp(), bElem, "B_zp", "B_t");
    if (!aZp || !bZp)
      return rewriter.notifyMatchFailure(op, "invalid constant zero point");

    Value init = filledTensor(rewriter, loc, outputType.getShape(),
                              zeroConstant(rewriter, loc, outElem));
    Value result;
    if (isInt)
      result = linalg::QuantizedBatchMatmulOp::create(
                   rewriter, loc, TypeRange{outputType},
                   ValueRange{adaptor.getA(), adaptor.getB(), aZp, bZp},
                   ValueRange{init})
                   .getResult(0);
    else
      result = linalg::BatchMatmulOp::create(
                   rewriter, loc, TypeRange{outputType},
                   ValueRange{adaptor.getA(), adaptor.getB()}, ValueRange{init})
                   .getResult(0);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tosac::populateMatmulPatterns(TypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<MatMulLowering>(converter, patterns.getContext());
}
