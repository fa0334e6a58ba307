//===- VectorChecks.cpp - Runtime checks of vectorized tiles --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the vectorization of register tiles' runtime checks
// (VectorChecks.h): conditions as i1 results, then one reduction and one
// cf.assert per check and tile.
//
//===----------------------------------------------------------------------===//

#include "VectorChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace tosac::codegen;

std::optional<TileWithCheckResults>
tosac::codegen::checksToResults(RewriterBase &rewriter, linalg::GenericOp op) {
  SmallVector<cf::AssertOp> asserts;
  for (Operation &inner : op.getBlock()->without_terminator())
    if (auto check = dyn_cast<cf::AssertOp>(inner))
      asserts.push_back(check);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (asserts.empty() || !op.hasPureTensorSemantics() ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      ShapedType::isDynamicShape(ranges))
    return std::nullopt;

  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  Type i1 = rewriter.getI1Type();
  SmallVector<Value> inits(op.getDpsInits());
  SmallVector<Type> resultTypes(op->getResultTypes());
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  TileWithCheckResults tile{nullptr, {}};
  for (cf::AssertOp check : asserts) {
    inits.push_back(tensor::EmptyOp::create(rewriter, loc, ranges, i1));
    resultTypes.push_back(RankedTensorType::get(ranges, i1));
    maps.push_back(rewriter.getMultiDimIdentityMap(ranges.size()));
    tile.checks.push_back({check.getMsg().str(), check.getLoc()});
  }
  auto generic =
      linalg::GenericOp::create(rewriter, loc, resultTypes, op.getDpsInputs(),
                                inits, maps, op.getIteratorTypesArray());
  IRMapping mapping;
  op.getRegion().cloneInto(&generic.getRegion(), mapping);
  Block *body = generic.getBlock();
  Operation *yield = body->getTerminator();
  SmallVector<Value> yielded(yield->getOperands());
  for (cf::AssertOp check : asserts) {
    body->addArgument(i1, loc);
    yielded.push_back(mapping.lookupOrDefault(check.getArg()));
  }
  rewriter.setInsertionPoint(yield);
  linalg::YieldOp::create(rewriter, yield->getLoc(), yielded);
  rewriter.eraseOp(yield);
  for (cf::AssertOp check : asserts)
    rewriter.eraseOp(mapping.lookup(check.getOperation()));
  tile.op = generic;
  return tile;
}

SmallVector<Value>
tosac::codegen::assertVectorChecks(RewriterBase &rewriter,
                                   const TileWithCheckResults &tile,
                                   ValueRange replacements) {
  size_t kept = replacements.size() - tile.checks.size();
  OpBuilder::InsertionGuard guard(rewriter);
  for (auto [check, conditions] :
       llvm::zip(tile.checks, replacements.drop_front(kept))) {
    // The vector of conditions the vectorizer wrote, or read back from
    // the tensor (a tile of static shape) when it wrote otherwise.
    Value vector;
    if (auto write = conditions.getDefiningOp<vector::TransferWriteOp>()) {
      rewriter.setInsertionPointAfter(write);
      vector = write.getVector();
    } else {
      rewriter.setInsertionPointAfterValue(conditions);
      auto type = cast<RankedTensorType>(conditions.getType());
      Value zero = arith::ConstantIndexOp::create(rewriter, check.loc, 0);
      SmallVector<Value> indices(type.getRank(), zero);
      vector = vector::TransferReadOp::create(
          rewriter, check.loc,
          VectorType::get(type.getShape(), type.getElementType()), conditions,
          indices, /*padding=*/std::nullopt);
    }
    // One reduction of the flattened conditions: LLVM tests a mask
    // register at once (KORTEST on AVX-512) where a multi-dimensional
    // reduction would be unrolled into one AND per lane.
    auto type = cast<VectorType>(vector.getType());
    auto flat = VectorType::get({type.getNumElements()}, type.getElementType());
    if (type != flat)
      vector = vector::ShapeCastOp::create(rewriter, check.loc, flat, vector);
    Value ok = vector::ReductionOp::create(rewriter, check.loc,
                                           vector::CombiningKind::AND, vector);
    cf::AssertOp::create(rewriter, check.loc, ok, check.message);
  }
  return SmallVector<Value>(replacements.take_front(kept));
}
