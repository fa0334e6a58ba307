//===- SlidingRowPacks.cpp - Row packs carried down a loop ----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements slideRowPacks (SlidingRowPacks.h). The first
// iteration's rows are loaded before the loop by cloning the loads and the
// index arithmetic they need with the induction variable at its lower
// bound; the loads in the loop stay where the packs read them.
//
//===----------------------------------------------------------------------===//

#include "SlidingRowPacks.h"

#include "Int8DotKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;
using tosac::codegen::isDotIntrinsicCall;
using tosac::codegen::SlidingRowPack;

namespace {

/// The buffer `memref` views (through subviews, reshapes and casts).
Value rootOf(Value memref) {
  while (Operation *op = memref.getDefiningOp()) {
    if (auto view = dyn_cast<memref::SubViewOp>(op))
      memref = view.getSource();
    else if (auto collapse = dyn_cast<memref::CollapseShapeOp>(op))
      memref = collapse.getSrc();
    else if (auto expand = dyn_cast<memref::ExpandShapeOp>(op))
      memref = expand.getSrc();
    else if (auto cast = dyn_cast<memref::CastOp>(op))
      memref = cast.getSource();
    else
      break;
  }
  return memref;
}

bool isAllocation(Value root) {
  return isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(
      root.getDefiningOp());
}

/// Whether `root` is a buffer of its own (an allocation, a global or an
/// argument of the function), not a view that rootOf cannot see through.
bool isBuffer(Value root) {
  if (isAllocation(root) || root.getDefiningOp<memref::GetGlobalOp>())
    return true;
  auto argument = dyn_cast<BlockArgument>(root);
  return argument &&
         isa<FunctionOpInterface>(argument.getOwner()->getParentOp());
}

/// Whether an op in `loop` may write to the buffer `root`: a store to a
/// view of it, or of a buffer that may alias it (two buffers are distinct
/// when one of them is an allocation), or a write of unknown target.
bool mayWriteTo(scf::ForOp loop, Value root) {
  WalkResult result = loop.getBody()->walk([&](Operation *op) {
    if (op->getNumRegions() != 0)
      return WalkResult::advance();
    if (isa<LLVM::CallIntrinsicOp>(op))
      return isDotIntrinsicCall(op) ? WalkResult::advance()
                                    : WalkResult::interrupt();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return WalkResult::interrupt();
    if (!effects.hasEffect<MemoryEffects::Write>())
      return WalkResult::advance();
    Value target;
    if (auto store = dyn_cast<vector::StoreOp>(op))
      target = store.getBase();
    else if (auto write = dyn_cast<vector::TransferWriteOp>(op))
      target = write.getBase();
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      target = store.getMemRef();
    if (!target)
      return WalkResult::interrupt();
    Value written = rootOf(target);
    bool distinct = written != root && isBuffer(written) && isBuffer(root) &&
                    (isAllocation(written) || isAllocation(root));
    return distinct ? WalkResult::advance() : WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

/// `value` (in `loop`'s body) with the induction variable at `lower`,
/// computed before the loop: the loads and the pure ops of its body it is
/// made of are cloned there. Null if it is made of anything else.
Value atLowerBound(Value value, scf::ForOp loop, Value lower,
                   IRMapping &mapping, OpBuilder &b) {
  if (value == loop.getInductionVar())
    return lower;
  if (Value known = mapping.lookupOrNull(value))
    return known;
  if (loop.isDefinedOutsideOfLoop(value))
    return value;
  Operation *op = value.getDefiningOp();
  if (!op)
    return Value();
  if (op->getBlock() != loop.getBody() || op->getNumRegions() != 0 ||
      !(isPure(op) ||
        isa<vector::LoadOp, vector::TransferReadOp, memref::LoadOp>(op)))
    return Value();
  for (Value operand : op->getOperands())
    if (!atLowerBound(operand, loop, lower, mapping, b))
      return Value();
  Operation *clone = b.clone(*op, mapping);
  return clone->getResult(cast<OpResult>(value).getResultNumber());
}

/// zext(`row`) xor 0x80, shifted into byte `byte` of each lane.
Value rowByte(OpBuilder &b, Location loc, VectorType type, Value row,
              unsigned byte) {
  auto splat = [&](uint32_t v) -> Value {
    return arith::ConstantOp::create(
        b, loc, DenseIntElementsAttr::get(type, APInt(32, v)));
  };
  Value widened = arith::ExtUIOp::create(b, loc, type, row);
  if (byte)
    widened = arith::ShLIOp::create(b, loc, widened, splat(8 * byte));
  return arith::XOrIOp::create(b, loc, widened, splat(0x80u << (8 * byte)));
}

void slideInLoop(scf::ForOp loop, ArrayRef<const SlidingRowPack *> packs) {
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  // The rows of the first iteration are loaded before the loop: it must
  // run at least once.
  if (!lower || !upper || !step || *step != 1 || *upper <= *lower)
    return;
  SmallVector<const SlidingRowPack *> kept;
  for (const SlidingRowPack *pack : packs)
    if (!mayWriteTo(loop, pack->root))
      kept.push_back(pack);
  if (kept.empty())
    return;

  OpBuilder b(loop);
  Location loc = loop.getLoc();
  IRMapping mapping;
  mapping.map(loop.getInductionVar(), loop.getLowerBound());
  SmallVector<Value> inits;
  SmallVector<const SlidingRowPack *> slid;
  for (const SlidingRowPack *pack : kept) {
    auto type = cast<VectorType>(pack->word.getType());
    // Bytes 0..n-2: rows n-2..0 of the first iteration, which shifts them
    // up a byte.
    Value init;
    size_t n = pack->rows.size();
    for (size_t byteIndex = 0; byteIndex + 1 < n; ++byteIndex) {
      Value first = atLowerBound(pack->rows[n - 2 - byteIndex], loop,
                                 loop.getLowerBound(), mapping, b);
      if (!first) {
        init = Value();
        break;
      }
      Value byte = rowByte(b, loc, type, first, byteIndex);
      init = init ? arith::OrIOp::create(b, loc, init, byte).getResult() : byte;
    }
    if (!init)
      continue;
    inits.push_back(init);
    slid.push_back(pack);
  }
  if (slid.empty())
    return;

  IRRewriter rewriter(loop.getContext());
  rewriter.setInsertionPoint(loop);
  auto newYields = [&](OpBuilder &inner, Location innerLoc,
                       ArrayRef<BlockArgument> carried) {
    SmallVector<Value> words;
    for (auto [pack, previous] : llvm::zip(slid, carried)) {
      auto type = cast<VectorType>(pack->word.getType());
      inner.setInsertionPointAfterValue(pack->word);
      Value shifted = arith::ShLIOp::create(
          inner, innerLoc, previous,
          arith::ConstantOp::create(
              inner, innerLoc, DenseIntElementsAttr::get(type, APInt(32, 8))));
      Value last = rowByte(inner, innerLoc, type, pack->rows.back(), 0);
      Value word = arith::OrIOp::create(inner, innerLoc, shifted, last);
      Value old = pack->word;
      old.replaceAllUsesWith(word);
      words.push_back(word);
    }
    return words;
  };
  (void)loop.replaceWithAdditionalYields(rewriter, inits,
                                         /*replaceInitOperandUsesInLoop=*/false,
                                         newYields);
}

} // namespace

void tosac::codegen::slideRowPacks(ArrayRef<SlidingRowPack> packs) {
  // Loops in the order their packs were found.
  SmallVector<Operation *> loops;
  std::map<Operation *, SmallVector<const SlidingRowPack *>> byLoop;
  for (const SlidingRowPack &pack : packs) {
    Operation *loop = scf::ForOp(pack.loop).getOperation();
    auto &list = byLoop[loop];
    if (list.empty())
      loops.push_back(loop);
    list.push_back(&pack);
  }
  for (Operation *loop : loops)
    slideInLoop(cast<scf::ForOp>(loop), byLoop[loop]);
}
