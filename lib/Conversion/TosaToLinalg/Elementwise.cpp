//===- Elementwise.cpp - Broadcasting linalg.generic construction ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file builds the linalg.generic every element-wise TOSA operator lowers
// to: identity indexing maps, a constant 0 for an operand extent of 1 that
// broadcasts against a larger result extent, and a tensor.empty output whose
// dynamic extents come from the operands. A dynamic operand extent that may
// turn out to be 1 at run time is read with tensor.extract at index
// `extent == 1 ? 0 : linalg.index`, so broadcasting decided at run time works.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
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

Value tosac::intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  // Two's complement truncation to the type's width: -1 : i1 is true.
  APInt bits(type.getIntOrFloatBitWidth(), static_cast<uint64_t>(value),
             /*isSigned=*/true, /*implicitTrunc=*/true);
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(type, bits));
}

Value tosac::floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(b, loc, FloatAttr::get(type, value));
}

Value tosac::extractScalar(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> indices(type.getRank(), zero);
  return tensor::ExtractOp::create(b, loc, tensor, indices);
}

void tosac::emitRuntimeCheck(OpBuilder &b, Location loc, Value ok,
                             StringRef opName, StringRef rule, StringRef what) {
  cf::AssertOp::create(b, loc, ok,
                       ("'" + opName + "' op " + rule + ": " + what).str());
}

Value tosac::signedOverflow(OpBuilder &b, Location loc, Value lhs, Value rhs,
                            Value sum, bool subtract) {
  // Addition overflows when both operands have the sign the sum lacks:
  // ((lhs ^ sum) & (rhs ^ sum)) < 0. Subtraction when the operands' signs
  // differ and the difference lacks lhs's sign: ((lhs ^ rhs) & (lhs ^ sum)).
  Value lhsSum = arith::XOrIOp::create(b, loc, lhs, sum);
  Value other = subtract ? arith::XOrIOp::create(b, loc, lhs, rhs)
                         : arith::XOrIOp::create(b, loc, rhs, sum);
  Value both = arith::AndIOp::create(b, loc, lhsSum, other);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, both,
                               intConstant(b, loc, sum.getType(), 0));
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

  MLIRContext *ctx = rewriter.getContext();
  size_t numInputs = inputs.size();
  // The extent of every operand dimension, as a Value (tensor.dim when
  // dynamic).
  auto extentOf = [&](size_t i, int64_t d) -> Value {
    if (!inputTypes[i].isDynamicDim(d))
      return arith::ConstantIndexOp::create(rewriter, loc,
                                            inputTypes[i].getDimSize(d));
    return tensor::DimOp::create(rewriter, loc, inputs[i], d);
  };

  // An operand dimension broadcasts at run time when its extent is dynamic
  // (it may be 1) and the result extent may be larger: the result extent is
  // static and not 1, or another operand also contributes to it. Such
  // operands are read with tensor.extract at index 0 or the loop index.
  SmallVector<SmallVector<Value>> runtimeExtent(numInputs,
                                                SmallVector<Value>(rank));
  SmallVector<bool> readsByIndex(numInputs, false);
  SmallVector<Value> dynamicSizes;
  for (int64_t d = 0; d < rank; ++d) {
    SmallVector<size_t> contributors;
    for (size_t i = 0; i < numInputs; ++i)
      if (inputTypes[i].getDimSize(d) != 1)
        contributors.push_back(i);
    int64_t resultExtent = resultType.getDimSize(d);
    for (size_t i : contributors) {
      if (!inputTypes[i].isDynamicDim(d) || resultExtent == 1)
        continue;
      if (ShapedType::isDynamic(resultExtent) && contributors.size() == 1)
        continue;
      runtimeExtent[i][d] = extentOf(i, d);
      readsByIndex[i] = true;
    }
    if (!ShapedType::isDynamic(resultExtent))
      continue;
    // The result extent is the largest contributing extent (the others are
    // equal to it or 1).
    Value size;
    for (size_t i : contributors) {
      Value extent = runtimeExtent[i][d] ? runtimeExtent[i][d] : extentOf(i, d);
      size =
          size ? arith::MaxUIOp::create(rewriter, loc, size, extent) : extent;
    }
    if (!size)
      size = arith::ConstantIndexOp::create(rewriter, loc, 1);
    dynamicSizes.push_back(size);
  }
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                              resultType.getElementType(), dynamicSizes);

  auto staticallyBroadcasts = [&](RankedTensorType type, int64_t d) {
    return type.getDimSize(d) == 1 && resultType.getDimSize(d) != 1;
  };
  SmallVector<Value> genericInputs;
  SmallVector<AffineMap> maps;
  for (size_t i = 0; i < numInputs; ++i) {
    if (readsByIndex[i])
      continue;
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < rank; ++d)
      exprs.push_back(staticallyBroadcasts(inputTypes[i], d)
                          ? getAffineConstantExpr(0, ctx)
                          : getAffineDimExpr(d, ctx));
    maps.push_back(AffineMap::get(rank, 0, exprs, ctx));
    genericInputs.push_back(inputs[i]);
  }
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);

  bool bodyFailed = false;
  auto generic = linalg::GenericOp::create(
      rewriter, loc, resultType, genericInputs, ValueRange{empty}, maps,
      iterators, [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        SmallVector<Value> scalars;
        size_t nextArg = 0;
        for (size_t i = 0; i < numInputs; ++i) {
          if (!readsByIndex[i]) {
            scalars.push_back(args[nextArg++]);
            continue;
          }
          SmallVector<Value> indices;
          for (int64_t d = 0; d < rank; ++d) {
            if (staticallyBroadcasts(inputTypes[i], d)) {
              indices.push_back(arith::ConstantIndexOp::create(b, bodyLoc, 0));
              continue;
            }
            Value index = linalg::IndexOp::create(b, bodyLoc, d);
            if (Value extent = runtimeExtent[i][d]) {
              Value isOne = arith::CmpIOp::create(
                  b, bodyLoc, arith::CmpIPredicate::eq, extent,
                  arith::ConstantIndexOp::create(b, bodyLoc, 1));
              index = arith::SelectOp::create(
                  b, bodyLoc, isOne,
                  arith::ConstantIndexOp::create(b, bodyLoc, 0), index);
            }
            indices.push_back(index);
          }
          scalars.push_back(
              tensor::ExtractOp::create(b, bodyLoc, inputs[i], indices));
        }
        Value result = body(b, bodyLoc, scalars);
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
