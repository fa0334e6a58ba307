//===- TosaInferShapesPass.cpp - Refine result types of TOSA ops ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-infer-shapes`: a forward walk over a function
// that refines the result types of TOSA ops with the shapes their
// InferShapedTypeOpInterface implementation derives from the operands, and
// carries the refined types into the graphs of cond_if and while_loop.
//
// Types are changed in place. Every refined value remembers the type it had;
// once the walk is done, users that must keep seeing that type (ops of other
// dialects, tosa.variable_write, and func.return unless the function type is
// updated) are given a tensor.cast back to it.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSAINFERSHAPESPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns `current` refined with the extents of `dims`: known extents stay,
/// `?` extents take an inferred static value, an unranked type takes the
/// inferred rank. Returns null when nothing is learned or the two disagree
/// (different ranks or different static extents).
Type refineTensorType(Type current, ArrayRef<int64_t> dims) {
  auto tensor = dyn_cast<TensorType>(current);
  if (!tensor)
    return {};
  auto ranked = dyn_cast<RankedTensorType>(tensor);
  if (!ranked)
    return RankedTensorType::get(dims, tensor.getElementType());
  if (ranked.getRank() != static_cast<int64_t>(dims.size()))
    return {};
  SmallVector<int64_t> shape;
  bool changed = false;
  for (auto [have, inferred] : llvm::zip_equal(ranked.getShape(), dims)) {
    if (!ShapedType::isDynamic(have)) {
      if (!ShapedType::isDynamic(inferred) && inferred != have)
        return {};
      shape.push_back(have);
      continue;
    }
    changed |= !ShapedType::isDynamic(inferred);
    shape.push_back(inferred);
  }
  if (!changed)
    return {};
  return RankedTensorType::get(shape, ranked.getElementType(),
                               ranked.getEncoding());
}

/// Returns true when `op` belongs to the TOSA dialect.
bool isTosaOp(Operation *op) { return isa<TosaDialect>(op->getDialect()); }

/// Returns true when a use may see the refined type of its value: TOSA ops
/// accept any compatible shape, except tosa.variable_write, whose operand
/// must have exactly the variable's declared type.
bool acceptsRefinedType(OpOperand &use) {
  Operation *owner = use.getOwner();
  return isTosaOp(owner) && !isa<VariableWriteOp>(owner);
}

/// The state of one run over a function.
class ShapePropagation {
public:
  explicit ShapePropagation(MLIRContext *ctx) : ctx(ctx) {}

  /// Refines every op of `region`, in order, recursing into nested regions.
  void propagateRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : block)
        propagateOp(&op);
  }

  /// Inserts tensor.cast ops so that every use that must keep the old type
  /// of a refined value sees that type. Uses accepted by `keep` are left
  /// with the refined type. Returns the number of casts created.
  unsigned castBackForUsers(function_ref<bool(OpOperand &)> keep) {
    unsigned casts = 0;
    OpBuilder builder(ctx);
    for (auto &[value, oldType] : refined) {
      Value cast;
      for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
        if (keep(use))
          continue;
        if (!cast) {
          builder.setInsertionPointAfterValue(value);
          cast =
              tensor::CastOp::create(builder, value.getLoc(), oldType, value);
          ++casts;
        }
        use.set(cast);
      }
    }
    return casts;
  }

  /// Returns the number of values whose type was refined.
  unsigned getNumRefined() const { return refined.size(); }

private:
  /// Gives `value` the type `type`, remembering the old one.
  void setType(Value value, Type type) {
    if (!type || value.getType() == type)
      return;
    if (originalTypes.try_emplace(value, value.getType()).second)
      refined.emplace_back(value, value.getType());
    value.setType(type);
  }

  /// Refines the entry block arguments of `region` with the types of the
  /// values `inputs` that flow into them.
  void refineArguments(Region &region, ValueRange inputs) {
    if (region.empty())
      return;
    Block &entry = region.front();
    if (entry.getNumArguments() != inputs.size())
      return;
    for (auto [arg, input] : llvm::zip_equal(entry.getArguments(), inputs))
      if (auto ranked = dyn_cast<RankedTensorType>(input.getType()))
        setType(arg, refineTensorType(arg.getType(), ranked.getShape()));
  }

  void propagateOp(Operation *op) {
    if (auto ifOp = dyn_cast<IfOp>(op)) {
      refineArguments(ifOp.getThenGraph(), ifOp.getInputList());
      refineArguments(ifOp.getElseGraph(), ifOp.getInputList());
    } else if (auto whileOp = dyn_cast<WhileOp>(op)) {
      refineArguments(whileOp.getCondGraph(), whileOp.getInputList());
      refineArguments(whileOp.getBodyGraph(), whileOp.getInputList());
    }
    for (Region &region : op->getRegions())
      propagateRegion(region);

    if (!isTosaOp(op))
      return;
    auto shapeInterface = dyn_cast<InferShapedTypeOpInterface>(op);
    if (!shapeInterface)
      return;
    SmallVector<ShapedTypeComponents> components;
    if (failed(shapeInterface.inferReturnTypeComponents(
            ctx, op->getLoc(), ValueShapeRange(op->getOperands()),
            op->getDiscardableAttrDictionary(), op->getPropertiesStorage(),
            op->getRegions(), components)) ||
        components.size() != op->getNumResults())
      return;
    for (auto [result, inferred] :
         llvm::zip_equal(op->getResults(), components))
      if (inferred.hasRank())
        setType(result, refineTensorType(result.getType(), inferred.getDims()));
  }

  MLIRContext *ctx;
  /// Refined values in the order they were refined, with their old types.
  SmallVector<std::pair<Value, Type>> refined;
  DenseMap<Value, Type> originalTypes;
};

struct TosaInferShapesPass
    : public tosac::tosa::impl::TosaInferShapesPassBase<TosaInferShapesPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    ShapePropagation propagation(&getContext());
    propagation.propagateRegion(func.getBody());

    bool updateResults = updateFunctionType;
    numCasts += propagation.castBackForUsers([&](OpOperand &use) {
      return acceptsRefinedType(use) ||
             (updateResults && isa<func::ReturnOp>(use.getOwner()) &&
              use.getOwner()->getParentOp() == func);
    });
    numRefinedValues += propagation.getNumRefined();
    if (updateResults)
      numCasts += updateResultTypes(func);
  }

  /// Sets the function's result types to the types of the returned values.
  /// When several returns disagree on a result, that result keeps its
  /// declared type and the disagreeing operands are cast to it. Returns the
  /// number of casts created.
  unsigned updateResultTypes(func::FuncOp func) {
    SmallVector<func::ReturnOp> returns;
    for (Block &block : func.getBody())
      if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
        returns.push_back(ret);
    ArrayRef<Type> declared = func.getResultTypes();
    if (returns.empty())
      return 0;
    SmallVector<Type> results(declared);
    for (unsigned i = 0, e = results.size(); i != e; ++i) {
      Type first = returns.front().getOperand(i).getType();
      if (llvm::all_of(returns, [&](func::ReturnOp ret) {
            return ret.getOperand(i).getType() == first;
          }))
        results[i] = first;
    }
    unsigned casts = 0;
    OpBuilder builder(func.getContext());
    for (func::ReturnOp ret : returns) {
      builder.setInsertionPoint(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        Type expected = results[operand.getOperandNumber()];
        if (operand.get().getType() == expected)
          continue;
        operand.set(tensor::CastOp::create(builder, ret.getLoc(), expected,
                                           operand.get()));
        ++casts;
      }
    }
    func.setType(
        FunctionType::get(func.getContext(), func.getArgumentTypes(), results));
    return casts;
  }
};

} // namespace
