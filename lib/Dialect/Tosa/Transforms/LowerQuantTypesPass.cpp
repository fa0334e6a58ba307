//===- LowerQuantTypesPass.cpp - Lower !quant tensors to integers ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosa-lower-quant-types: the driver that snapshots the
// quantized type of every value of a function, gives the arguments their
// storage types, dispatches every op that touches a quantized type to its
// op-family lowering (LowerQuantTypes<Family>.cpp) and finally rewrites the
// function type. An op no family handles is an error at its location.
//
//===----------------------------------------------------------------------===//

#include "LowerQuantTypes.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSALOWERQUANTTYPESPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::quant_lowering;

namespace {

LogicalResult lowerOp(Operation *op, QuantLowering &q) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<Conv2DOp, Conv3DOp, DepthwiseConv2DOp, TransposeConv2DOp, MatMulOp>(
          [&](Operation *op) { return lowerConvOrMatmul(op, q); })
      .Case<AddOp, SubOp>([&](Operation *op) { return lowerAddSub(op, q); })
      .Case<MulOp>([&](Operation *op) { return lowerMul(op, q); })
      .Case<CastOp>([&](Operation *op) { return lowerCast(op, q); })
      .Case<AvgPool2dOp>([&](Operation *op) { return lowerAvgPool(op, q); })
      .Case<ConstOp>([&](Operation *op) { return lowerConst(op, q); })
      .Case<func::ReturnOp>([&](Operation *) { return success(); })
      .Default([&](Operation *op) { return lowerScalePreserving(op, q); });
}

LogicalResult lowerFunction(func::FuncOp func, QuantLowering &q,
                            unsigned &numLowered) {
  if (func.isExternal()) {
    if (llvm::any_of(func.getFunctionType().getInputs(), getQuantElementType) ||
        llvm::any_of(func.getFunctionType().getResults(), getQuantElementType))
      return func.emitError()
             << "tosa-lower-quant-types: external functions with quantized "
                "types are not supported yet";
    return success();
  }

  // Snapshot every quantized type before anything changes.
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      q.record(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          q.record(arg);
  });

  // Nested graphs (cond_if / while_loop) with quantized block arguments are
  // left to the ops' own lowering, which reports them.
  for (BlockArgument arg : func.getArguments())
    arg.setType(getStorageType(arg.getType()));

  SmallVector<Operation *> ops;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != func)
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    if (!q.touchesQuant(op))
      continue;
    if (failed(lowerOp(op, q)))
      return failure();
    ++numLowered;
  }

  // The result types follow the returned values.
  SmallVector<Type> results;
  func.walk([&](func::ReturnOp ret) {
    results.assign(ret.getOperandTypes().begin(), ret.getOperandTypes().end());
  });
  SmallVector<Type> inputs;
  for (BlockArgument arg : func.getArguments())
    inputs.push_back(arg.getType());
  if (func.getBody().empty())
    return success();
  func.setFunctionType(FunctionType::get(func.getContext(), inputs, results));
  return success();
}

struct TosaLowerQuantTypesPass
    : tosac::tosa::impl::TosaLowerQuantTypesPassBase<TosaLowerQuantTypesPass> {
  using Base::Base;

  void runOnOperation() override {
    unsigned bits = multiplierBits;
    if (bits != 32 && bits != 16) {
      getOperation().emitError()
          << "tosa-lower-quant-types: multiplier-bits must be 32 or 16, got "
          << bits;
      return signalPassFailure();
    }
    bool failedAny = false;
    unsigned lowered = 0, rescales = 0;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      QuantLowering q(/*scale32=*/bits == 32);
      if (failed(lowerFunction(func, q, lowered)))
        failedAny = true;
      rescales += q.numRescales;
    }
    numLoweredOps += lowered;
    numRescales += rescales;
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
