//===- Elementwise.cpp - Broadcasting linalg.generic construction ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file builds the linalg.generic every element-wise TOSA operator lowers
// to: identity indexing maps, a constant 0 for an operand extent of 1 that
// broadcasts against a larger result extent, and a tensor.empty output whose
// dynamic extents come from the operands. A dynamic operand extent is taken
// to equal the result extent: broadcasting decided at run time (a `?` that is
// 1) is not supported yet.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;

namespace {

/// Element types the scalar bodies handle: floats and signless integers.
bool isLowerableElementType(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless();
}

} // namespace

Value tosac::intConstant(OpBuilder &b, Location loc, Type type,
                         int64_t value) {
  // Two's complement truncation to the type's width: -1 : i1 is true.
  APInt bits(type.getIntOrFloatBitWidth(), static_cast<uint64_t>(value),
             /*isSigned=*/true, /*implicitTrunc=*/true);
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(type, bits));
}

Value tosac::floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(b, loc, FloatAttr::get(type, value));
}

LogicalResult tosac::lowerToGeneric(Operation *op, ValueRange inputs,
                                    ConversionPatternRewriter &rewriter,
                                    ScalarBodyFn body) {
  Location loc = op->getLoc();
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType)
    return rewriter.notifyMatchFailure(op, "expected a ranked result");
  if (!isLowerableElementType(resultType.getElementType()))
    return rewriter.notifyMatchFailure(op, "unsupported result element type");
  int64_t rank = resultType.getRank();
  SmallVector<RankedTensorType> inputTypes;
  for (Value input : inputs) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() != rank)
      return rewriter.notifyMatchFailure(op, "expected operands of the "
                                             "result's rank");
    if (!isLowerableElementType(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    inputTypes.push_back(type);
  }

  // Dynamic result extents: read them from an operand that does not
  // broadcast in that dimension.
  SmallVector<Value> dynamicSizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (!resultType.isDynamicDim(d))
      continue;
    Value size;
    for (auto [input, type] : llvm::zip(inputs, inputTypes)) {
      if (type.getDimSize(d) == 1)
        continue;
      size = tensor::DimOp::create(rewriter, loc, input, d);
      break;
    }
    if (!size)
      size = arith::ConstantIndexOp::create(rewriter, loc, 1);
    dynamicSizes.push_back(size);
  }
  Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                        resultType.getElementType(),
                                        dynamicSizes);

  MLIRContext *ctx = rewriter.getContext();
  SmallVector<AffineMap> maps;
  for (RankedTensorType type : inputTypes) {
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < rank; ++d) {
      bool broadcasts = type.getDimSize(d) == 1 && resultType.getDimSize(d) != 1;
      exprs.push_back(broadcasts ? getAffineConstantExpr(0, ctx)
                                 : getAffineDimExpr(d, ctx));
    }
    maps.push_back(AffineMap::get(rank, 0, exprs, ctx));
  }
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);

  bool bodyFailed = false;
  auto generic = linalg::GenericOp::create(
      rewriter, loc, resultType, inputs, ValueRange{empty}, maps, iterators,
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value result = body(b, bodyLoc, args.drop_back());
        if (!result) {
          bodyFailed = true;
          linalg::YieldOp::create(b, bodyLoc, ValueRange{});
          return;
        }
        linalg::YieldOp::create(b, bodyLoc, result);
      });
  if (bodyFailed) {
    rewriter.eraseOp(generic);
    rewriter.eraseOp(empty.getDefiningOp());
    return rewriter.notifyMatchFailure(op, "unsupported element types");
  }
  rewriter.replaceOp(op, generic.getResults());
  return success();
}
