//===- CpuFoldBias.cpp - Accumulate from the bias, not from zeros ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-fold-bias: fill(0) -> kernel -> [collapse]
// -> elementwise add of a tensor becomes broadcast(tensor) -> kernel ->
// [collapse]. The broadcast is expressed in the kernel's result space: a
// dimension of the added tensor that runs along a collapsed group of the
// kernel's result is expanded into that group. An integer kernel whose
// accumulators start from a broadcast (int8's zero-point correction) gets
// the tensor added inside that broadcast instead.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tosac {
#define GEN_PASS_DEF_CPUFOLDBIASPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

/// The input of `add`'s body that is added to the other one, when the body
/// is exactly `yield add(in0, in1)` (in either order).
bool isPlainAdd(linalg::GenericOp add) {
  Block &body = add.getRegion().front();
  if (body.getOperations().size() != 2 || add.getNumDpsInputs() != 2)
    return false;
  Operation &sum = body.front();
  if (!isa<arith::AddFOp, arith::AddIOp>(sum) ||
      body.getTerminator()->getOperand(0) != sum.getResult(0))
    return false;
  Value a = sum.getOperand(0), b = sum.getOperand(1);
  Value in0 = body.getArgument(0), in1 = body.getArgument(1);
  return (a == in0 && b == in1) || (a == in1 && b == in0);
}

/// The accumulator init of a convolution or contraction of one result.
Value getKernelInit(linalg::LinalgOp kernel) {
  if ((!linalg::isaConvolutionOpInterface(kernel) &&
       !linalg::isaContractionOpInterface(kernel)) ||
      kernel->getNumResults() != 1 || kernel.getNumDpsInits() != 1)
    return Value();
  return kernel.getDpsInitOperand(0)->get();
}

/// A convolution or contraction accumulating into a zero fill.
linalg::FillOp getZeroFill(linalg::LinalgOp kernel) {
  Value init = getKernelInit(kernel);
  auto fill = init ? init.getDefiningOp<linalg::FillOp>() : linalg::FillOp();
  if (!fill || !fill->hasOneUse() ||
      !(matchPattern(fill.value(), m_AnyZeroFloat()) ||
        matchPattern(fill.value(), m_Zero())))
    return nullptr;
  return fill;
}

/// An integer convolution or contraction accumulating into a broadcast of
/// per-channel values (the zero-point correction of
/// tosac-cpu-fold-zero-points): an all-parallel generic of one use whose
/// result does not depend on its init. Adding the bias to it instead of to
/// the kernel's result gives the same bits (int32 adds wrap in any order).
linalg::GenericOp getBroadcastInit(linalg::LinalgOp kernel) {
  Value value = getKernelInit(kernel);
  auto init =
      value ? value.getDefiningOp<linalg::GenericOp>() : linalg::GenericOp();
  if (!init || !init->hasOneUse() || init.getNumDpsInits() != 1 ||
      init.getNumResults() != 1 ||
      !isa<IntegerType>(getElementTypeOrSelf(init.getResult(0).getType())) ||
      init.getNumParallelLoops() != init.getNumLoops() ||
      !init.getMatchingIndexingMap(init.getDpsInitOperand(0)).isIdentity() ||
      init.payloadUsesValueFromOperand(init.getDpsInitOperand(0)))
    return nullptr;
  return init;
}

/// Replaces `init` (getBroadcastInit) by the same broadcast with `bias`
/// read through `biasMap` added to its value.
void addToBroadcast(RewriterBase &rewriter, linalg::GenericOp init, Value bias,
                    AffineMap biasMap) {
  SmallVector<Value> inputs(init.getDpsInputs());
  inputs.push_back(bias);
  SmallVector<AffineMap> maps;
  for (OpOperand *input : init.getDpsInputOperands())
    maps.push_back(init.getMatchingIndexingMap(input));
  maps.push_back(biasMap);
  maps.push_back(init.getMatchingIndexingMap(init.getDpsInitOperand(0)));
  Location loc = init.getLoc();
  auto sum = linalg::GenericOp::create(
      rewriter, loc, init.getResultTypes(), inputs, init.getDpsInits(), maps,
      init.getIteratorTypesArray(),
      [&](OpBuilder &b, Location nested, ValueRange args) {
        IRMapping mapping;
        Block &body = init.getRegion().front();
        for (unsigned i = 0; i < init.getNumDpsInputs(); ++i)
          mapping.map(body.getArgument(i), args[i]);
        mapping.map(body.getArguments().back(), args.back());
        for (Operation &op : body.without_terminator())
          b.clone(op, mapping);
        Value value = mapping.lookup(body.getTerminator()->getOperand(0));
        linalg::YieldOp::create(
            b, nested,
            ValueRange{arith::AddIOp::create(b, nested, value,
                                             args[init.getNumDpsInputs()])});
      });
  rewriter.replaceOp(init, sum.getResults());
}

struct FoldBiasIntoAccumulator : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp add,
                                PatternRewriter &rewriter) const override {
    if (!tosac::codegen::isElementwiseGeneric(add) || !isPlainAdd(add))
      return rewriter.notifyMatchFailure(add, "not an elementwise add");
    for (unsigned accIndex : {0u, 1u}) {
      OpOperand *accOperand = add.getDpsInputOperand(accIndex);
      OpOperand *biasOperand = add.getDpsInputOperand(1 - accIndex);
      if (!add.getMatchingIndexingMap(accOperand).isIdentity())
        continue;
      Value acc = accOperand->get();
      auto collapse = acc.getDefiningOp<tensor::CollapseShapeOp>();
      Value result = collapse ? collapse.getSrc() : acc;
      auto kernel = result.getDefiningOp<linalg::LinalgOp>();
      if (!kernel || !acc.hasOneUse() || !result.hasOneUse())
        continue;
      linalg::FillOp fill = getZeroFill(kernel);
      linalg::GenericOp broadcastInit =
          fill ? linalg::GenericOp() : getBroadcastInit(kernel);
      auto resultType = dyn_cast<RankedTensorType>(result.getType());
      if ((!fill && !broadcastInit) || !resultType ||
          !resultType.hasStaticShape() ||
          resultType.getElementType() !=
              getElementTypeOrSelf(add.getResult(0).getType()))
        continue;
      Value bias = biasOperand->get();
      auto biasType = dyn_cast<RankedTensorType>(bias.getType());
      if (!biasType || !biasType.hasStaticShape() ||
          biasType.getElementType() != resultType.getElementType())
        continue;

      // Groups of the kernel's result dims per dim of the add's space.
      SmallVector<ReassociationIndices> groups;
      if (collapse)
        groups = collapse.getReassociationIndices();
      else
        for (int64_t d = 0; d < resultType.getRank(); ++d)
          groups.push_back({d});
      // The bias map in the kernel's result space; bias dims along a
      // group of several dims are expanded into it.
      AffineMap biasMap = add.getMatchingIndexingMap(biasOperand);
      SmallVector<ReassociationIndices> expansion;
      SmallVector<int64_t> expandedShape;
      SmallVector<AffineExpr> results;
      bool supported = true;
      for (auto [k, expr] : llvm::enumerate(biasMap.getResults())) {
        ReassociationIndices group;
        if (auto constant = dyn_cast<AffineConstantExpr>(expr);
            constant && constant.getValue() == 0) {
          expansion.push_back({static_cast<int64_t>(expandedShape.size())});
          expandedShape.push_back(biasType.getDimSize(k));
          results.push_back(expr);
          continue;
        }
        auto dim = dyn_cast<AffineDimExpr>(expr);
        if (!dim) {
          supported = false;
          break;
        }
        ReassociationIndices &resultDims = groups[dim.getPosition()];
        int64_t size = 1;
        for (int64_t d : resultDims) {
          group.push_back(static_cast<int64_t>(expandedShape.size()));
          expandedShape.push_back(resultType.getDimSize(d));
          results.push_back(rewriter.getAffineDimExpr(d));
          size *= resultType.getDimSize(d);
        }
        if (size != biasType.getDimSize(k)) {
          supported = false;
          break;
        }
        expansion.push_back(group);
      }
      if (!supported)
        continue;

      Location loc = add.getLoc();
      rewriter.setInsertionPoint(fill ? fill.getOperation()
                                      : broadcastInit.getOperation());
      if (expandedShape.size() != static_cast<size_t>(biasType.getRank()))
        bias = tensor::ExpandShapeOp::create(
            rewriter, loc,
            RankedTensorType::get(expandedShape, biasType.getElementType()),
            bias, expansion);
      int64_t rank = resultType.getRank();
      AffineMap expandedMap =
          AffineMap::get(rank, 0, results, rewriter.getContext());
      if (broadcastInit) {
        addToBroadcast(rewriter, broadcastInit, bias, expandedMap);
        rewriter.replaceOp(add, acc);
        return success();
      }
      Value init = fill.getDpsInitOperand(0)->get();
      auto broadcast = linalg::GenericOp::create(
          rewriter, loc, resultType, ValueRange{bias}, ValueRange{init},
          ArrayRef<AffineMap>{expandedMap,
                              rewriter.getMultiDimIdentityMap(rank)},
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [](OpBuilder &b, Location nested, ValueRange args) {
            linalg::YieldOp::create(b, nested, args[0]);
          });
      rewriter.modifyOpInPlace(kernel, [&] {
        kernel.getDpsInitOperand(0)->set(broadcast.getResult(0));
      });
      rewriter.eraseOp(fill);
      rewriter.replaceOp(add, acc);
      return success();
    }
    return rewriter.notifyMatchFailure(add, "no zero-initialized kernel");
  }
};

struct CpuFoldBiasPass : tosac::impl::CpuFoldBiasPassBase<CpuFoldBiasPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBiasIntoAccumulator>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
