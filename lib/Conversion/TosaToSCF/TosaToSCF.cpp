//===- TosaToSCF.cpp - TOSA cond_if and while_loop to scf -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the TOSA control-flow operators (TOSA 1.0 section 2.16):
// tosa.cond_if becomes scf.if and tosa.while_loop becomes scf.while. The
// graphs' blocks are moved into the scf regions, their arguments replaced by
// the operator's inputs (scf.if) or the loop-carried values (scf.while), and
// each tosa.yield becomes scf.yield, or scf.condition for the condition graph
// of a loop. The one-element boolean condition is read with tensor.extract.
//
// The TOSA operators inside the graphs are left for the other conversions,
// which apply to nested regions. Types along a control-flow edge need only be
// compatible (a `?` extent matches anything); where they differ a tensor.cast
// is inserted. Loop-carried values take the types of the loop's results.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToSCF/TosaToSCF.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
namespace ttosa = tosac::tosa;

namespace {

/// Returns `value` as type `type`, through a tensor.cast when they differ.
Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return tensor::CastOp::create(b, loc, type, value);
}

/// Returns true when the condition `type` can be read with tensor.extract:
/// a ranked tensor (the verifier guarantees it holds one element).
bool isReadableCondition(Type type) { return isa<RankedTensorType>(type); }

/// Reads the single boolean of a one-element ranked tensor.
Value extractCondition(OpBuilder &b, Location loc, Value condition) {
  auto type = cast<RankedTensorType>(condition.getType());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> indices(type.getRank(), zero);
  return tensor::ExtractOp::create(b, loc, condition, indices);
}

/// The single block of a TOSA graph, ended by its tosa.yield.
ttosa::YieldOp getYield(Region &region) {
  if (!llvm::hasSingleElement(region))
    return {};
  return dyn_cast<ttosa::YieldOp>(region.front().getTerminator());
}

/// Moves the single block of `graph` into `into` (an empty region): a new
/// block with arguments `argTypes` receives the operations, the graph's
/// arguments replaced by `replacements(newArguments)`.
Block *moveGraph(ConversionPatternRewriter &rewriter, Location loc,
                 Region &graph, Region &into, TypeRange argTypes,
                 llvm::function_ref<SmallVector<Value>(ValueRange)>
                     replacements) {
  SmallVector<Location> locs(argTypes.size(), loc);
  Block *block = rewriter.createBlock(&into, into.end(), argTypes, locs);
  SmallVector<Value> values = replacements(block->getArguments());
  rewriter.mergeBlocks(&graph.front(), block, values);
  return block;
}

/// Casts each of `values` to the matching type of `types`.
SmallVector<Value> castAll(OpBuilder &b, Location loc, ValueRange values,
                           TypeRange types) {
  SmallVector<Value> result;
  for (auto [value, type] : llvm::zip_equal(values, types))
    result.push_back(castTo(b, loc, value, type));
  return result;
}

/// tosa.cond_if -> scf.if. The inputs replace the graphs' arguments.
struct IfLowering : OpConversionPattern<ttosa::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value condition = adaptor.getCondition();
    if (!isReadableCondition(condition.getType()))
      return rewriter.notifyMatchFailure(op, "expected a ranked condition");
    Region *graphs[] = {&op.getThenGraph(), &op.getElseGraph()};
    for (Region *graph : graphs)
      if (!getYield(*graph) || graph->front().getNumArguments() !=
                                   adaptor.getInputList().size())
        return rewriter.notifyMatchFailure(op, "malformed graph");

    // The inputs, cast to each graph's argument types, ahead of the scf.if.
    SmallVector<SmallVector<Value>> inputs;
    for (Region *graph : graphs)
      inputs.push_back(castAll(rewriter, loc, adaptor.getInputList(),
                               graph->front().getArgumentTypes()));
    Value flag = extractCondition(rewriter, loc, condition);
    auto ifOp = scf::IfOp::create(rewriter, loc, op.getResultTypes(), flag,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    Region *targets[] = {&ifOp.getThenRegion(), &ifOp.getElseRegion()};
    for (auto [graph, target, graphInputs] :
         llvm::zip_equal(graphs, targets, inputs)) {
      ttosa::YieldOp yield = getYield(*graph);
      moveGraph(rewriter, loc, *graph, *target, TypeRange(),
                [&](ValueRange) { return graphInputs; });
      rewriter.setInsertionPoint(yield);
      SmallVector<Value> results = castAll(
          rewriter, yield.getLoc(), yield.getInputs(), op.getResultTypes());
      rewriter.replaceOpWithNewOp<scf::YieldOp>(yield, results);
    }
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

/// tosa.while_loop -> scf.while. The loop carries the types of the results;
/// the condition graph becomes the `before` region, ended by scf.condition
/// forwarding the carried values, and the body graph the `after` region.
struct WhileLowering : OpConversionPattern<ttosa::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Region &condGraph = op.getCondGraph();
    Region &bodyGraph = op.getBodyGraph();
    ttosa::YieldOp condYield = getYield(condGraph);
    ttosa::YieldOp bodyYield = getYield(bodyGraph);
    size_t numCarried = op.getNumResults();
    if (!condYield || !bodyYield || condYield.getInputs().size() != 1 ||
        !isReadableCondition(condYield.getInputs()[0].getType()) ||
        condGraph.front().getNumArguments() != numCarried ||
        bodyGraph.front().getNumArguments() != numCarried ||
        bodyYield.getInputs().size() != numCarried)
      return rewriter.notifyMatchFailure(op, "malformed graph");

    TypeRange carried = op.getResultTypes();
    SmallVector<Value> inits =
        castAll(rewriter, loc, adaptor.getInputList(), carried);
    auto whileOp = scf::WhileOp::create(rewriter, loc, carried, inits);

    // Condition graph: scf.condition(flag) forwards the carried values.
    TypeRange condArgTypes = condGraph.front().getArgumentTypes();
    Block *before = moveGraph(
        rewriter, loc, condGraph, whileOp.getBefore(), carried,
        [&](ValueRange args) {
          return castAll(rewriter, loc, args, condArgTypes);
        });
    rewriter.setInsertionPoint(condYield);
    Value flag = extractCondition(rewriter, condYield.getLoc(),
                                  condYield.getInputs()[0]);
    rewriter.replaceOpWithNewOp<scf::ConditionOp>(condYield, flag,
                                                  before->getArguments());

    // Body graph: yields the next carried values.
    Block *bodyBlock = &bodyGraph.front();
    TypeRange bodyArgTypes = bodyBlock->getArgumentTypes();
    Block *after =
        moveGraph(rewriter, loc, bodyGraph, whileOp.getAfter(), carried,
                  [&](ValueRange args) {
                    return castAll(rewriter, loc, args, bodyArgTypes);
                  });
    rewriter.setInsertionPoint(bodyYield);
    Location yieldLoc = bodyYield.getLoc();
    SmallVector<Value> next =
        castAll(rewriter, yieldLoc, bodyYield.getInputs(), carried);
    // One-Shot Bufferize (without allow-return-allocs-from-loops) requires
    // each yielded tensor to bufferize to the buffer of its iteration
    // argument: write the next values into them explicitly. A value that is
    // itself another iteration argument (values swapped between iterations)
    // is copied first, so that no write clobbers it before it is read.
    // (The yield still refers to the body graph's own arguments: the
    // conversion maps them to the new ones when it finishes.)
    auto argumentNumber = [&](Value value) -> std::optional<unsigned> {
      auto arg = dyn_cast<BlockArgument>(value);
      if (!arg || (arg.getOwner() != bodyBlock && arg.getOwner() != after))
        return std::nullopt;
      return arg.getArgNumber();
    };
    for (size_t index = 0; index < next.size(); ++index) {
      std::optional<unsigned> number = argumentNumber(next[index]);
      if (number && *number != index)
        next[index] = bufferization::AllocTensorOp::create(
            rewriter, yieldLoc, cast<TensorType>(next[index].getType()),
            ValueRange(), next[index], /*memory_space=*/IntegerAttr());
    }
    for (size_t index = 0; index < next.size(); ++index) {
      Value arg = after->getArgument(index);
      std::optional<unsigned> number = argumentNumber(next[index]);
      if ((number && *number == index) || !isa<RankedTensorType>(arg.getType()))
        continue;
      next[index] = bufferization::MaterializeInDestinationOp::create(
                        rewriter, yieldLoc, next[index], arg)
                        .getResult();
    }
    rewriter.replaceOpWithNewOp<scf::YieldOp>(bodyYield, next);

    rewriter.replaceOp(op, whileOp.getResults());
    return success();
  }
};

} // namespace

void tosac::populateTosaToSCFConversionPatterns(TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<IfLowering, WhileLowering>(converter, patterns.getContext());
}
