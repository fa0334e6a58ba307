//===- HoistAccumulators.cpp - Keep accumulator tiles in registers --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements hoistAccumulatorTransfers(). Upstream's
// hoistRedundantVectorTransfers gives up as soon as a loop writes two rows
// of the same tile (any other write to the buffer counts as aliasing); the
// register tiles here write one row per vector, so this hoisting proves the
// rows disjoint from their constant indices instead. forwardTileStores()
// then hands the accumulators written after the loops to the fused
// epilogue that reads them back.
//
//===----------------------------------------------------------------------===//

#include "HoistAccumulators.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;

namespace {

/// The allocation or argument a memref is a view of.
Value getRootBuffer(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

/// The constant indices of a transfer, or nullopt.
std::optional<SmallVector<int64_t>> getConstantIndices(ValueRange indices) {
  SmallVector<int64_t> values;
  for (Value index : indices) {
    std::optional<int64_t> value = getConstantIntValue(index);
    if (!value)
      return std::nullopt;
    values.push_back(*value);
  }
  return values;
}

/// The elements of a buffer a transfer reads or writes: its constant
/// indices and the vector's shape (on the trailing dims).
struct Box {
  SmallVector<int64_t> offsets;
  ArrayRef<int64_t> shape;
};

struct Pair {
  vector::TransferReadOp read;
  vector::TransferWriteOp write;
  Box box;
};

/// Whether two boxes do not overlap.
bool disjoint(const Box &a, const Box &b) {
  size_t rank = a.offsets.size();
  // Dimensions before the vector's cover one element.
  size_t lead = rank - a.shape.size(), otherLead = rank - b.shape.size();
  for (size_t dim = 0; dim < rank; ++dim) {
    int64_t size = dim < lead ? 1 : a.shape[dim - lead];
    int64_t otherSize = dim < otherLead ? 1 : b.shape[dim - otherLead];
    if (a.offsets[dim] + size <= b.offsets[dim] ||
        b.offsets[dim] + otherSize <= a.offsets[dim])
      return true;
  }
  return false;
}

bool isPlainTransfer(VectorTransferOpInterface transfer) {
  return transfer.getPermutationMap().isMinorIdentity() &&
         !transfer.getMask() &&
         llvm::all_of(transfer.getInBoundsValues(), [](bool b) { return b; });
}

/// The hoistable pairs of `loop` on buffer `base`, or empty.
SmallVector<Pair> findPairs(scf::ForOp loop, Value base) {
  if (!loop.isDefinedOutsideOfLoop(base))
    return {};
  Value root = getRootBuffer(base);
  SmallVector<vector::TransferReadOp> reads;
  SmallVector<vector::TransferWriteOp> writes;
  bool foreign = false;
  loop.getBody()->walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!isa<MemRefType>(operand.getType()) || getRootBuffer(operand) != root)
        continue;
      // The buffer itself, only through transfers directly in the body.
      if (operand != base || op->getBlock() != loop.getBody()) {
        foreign = true;
      } else if (auto read = dyn_cast<vector::TransferReadOp>(op)) {
        reads.push_back(read);
      } else if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
        writes.push_back(write);
      } else {
        foreign = true;
      }
    }
  });
  if (foreign || reads.empty() || reads.size() != writes.size())
    return {};

  SmallVector<Pair> pairs;
  for (vector::TransferReadOp read : reads) {
    std::optional<SmallVector<int64_t>> offsets =
        getConstantIndices(read.getIndices());
    if (!offsets || !isPlainTransfer(read))
      return {};
    auto match = llvm::find_if(writes, [&](vector::TransferWriteOp write) {
      return write && write.getVectorType() == read.getVectorType() &&
             getConstantIndices(write.getIndices()) == offsets &&
             isPlainTransfer(write) && read->isBeforeInBlock(write);
    });
    if (match == writes.end())
      return {};
    pairs.push_back(
        {read, *match, {*offsets, read.getVectorType().getShape()}});
    *match = nullptr;
  }
  for (size_t i = 0; i < pairs.size(); ++i)
    for (size_t j = i + 1; j < pairs.size(); ++j)
      if (!disjoint(pairs[i].box, pairs[j].box))
        return {};
  return pairs;
}

/// The constant indices of a plain transfer on `base` at `memref`[`indices`]
/// as indices of `base`: `memref` is `base` or a view of it at offset 0
/// with unit strides, possibly dropping unit dimensions (through which a
/// register tile's fused init writes its accumulator rows).
std::optional<SmallVector<int64_t>> locationOn(Value base, Value memref,
                                               ValueRange indices) {
  std::optional<SmallVector<int64_t>> offsets = getConstantIndices(indices);
  if (!offsets || memref == base)
    return offsets;
  auto view = memref.getDefiningOp<memref::SubViewOp>();
  if (!view || view.getSource() != base ||
      !llvm::all_of(view.getMixedOffsets(),
                    [](OpFoldResult o) { return isConstantIntValue(o, 0); }) ||
      !llvm::all_of(view.getMixedStrides(),
                    [](OpFoldResult s) { return isConstantIntValue(s, 1); }))
    return std::nullopt;
  llvm::SmallBitVector dropped = view.getDroppedDims();
  SmallVector<int64_t> full;
  auto next = offsets->begin();
  for (unsigned dim = 0; dim < dropped.size(); ++dim)
    full.push_back(dropped.test(dim) ? 0 : *next++);
  return full;
}

/// The box of a plain transfer on `base`'s root, located on `base`
/// (nullopt: unknown, or not on `base`).
std::optional<Box> boxOn(Value base, Operation *op) {
  auto transfer = dyn_cast<VectorTransferOpInterface>(op);
  if (!transfer || !isPlainTransfer(transfer))
    return std::nullopt;
  std::optional<SmallVector<int64_t>> at =
      locationOn(base, transfer.getBase(), transfer.getIndices());
  if (!at)
    return std::nullopt;
  return Box{*at, transfer.getVectorType().getShape()};
}

/// Whether the memory effects `op` declares (itself, not the ops inside
/// it) may write (`writesOnly`) or access a buffer viewing `root`. When
/// `root` is an allocation of its own, no other buffer aliases it; an op
/// without declared effects may touch anything.
bool effectsMayTouch(Operation *op, Value root, bool writesOnly) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return true;
  bool allocated =
      isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(root.getDefiningOp());
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  for (const MemoryEffects::EffectInstance &instance : instances) {
    if (writesOnly && isa<MemoryEffects::Read>(instance.getEffect()))
      continue;
    Value target = instance.getValue();
    if (!target || !isa<MemRefType>(target.getType()) ||
        getRootBuffer(target) == root || !allocated)
      return true;
  }
  return false;
}

/// Whether `op`, between an accumulator row's init and its use, may write
/// (`writesOnly`) or access the box `row` of the tile `base`. Transfers on
/// the tile outside the row's box, and accesses to other buffers when the
/// tile is an allocation of its own (no argument can alias it), do not.
bool mayTouchRow(Operation *op, Value base, const Box &row, bool writesOnly) {
  if (isMemoryEffectFree(op) || isa<ViewLikeOpInterface>(op))
    return false;
  if (std::optional<Box> box = boxOn(base, op))
    return !disjoint(*box, row) &&
           (!writesOnly || isa<vector::TransferWriteOp>(op));
  return effectsMayTouch(op, getRootBuffer(base), writesOnly);
}

/// A register tile whose init was fused into it writes its accumulators'
/// first values just before the hoisted reads of `pair`: the read takes
/// the written vector instead, and the write goes when the hoisted write
/// after `loop` overwrites it with nothing reading it in between (LLVM
/// would keep both, not knowing that the loop's loads of the activations
/// and weights cannot alias the tile). The loop itself does not touch the
/// tile: all its accesses were the hoisted pairs.
void forwardInit(RewriterBase &rewriter, scf::ForOp loop, Pair &pair) {
  Value base = pair.read.getBase();
  vector::TransferWriteOp init;
  for (Operation *op = pair.read->getPrevNode(); op && !init;
       op = op->getPrevNode()) {
    auto write = dyn_cast<vector::TransferWriteOp>(op);
    std::optional<Box> box = write ? boxOn(base, write) : std::nullopt;
    if (box && box->offsets == pair.box.offsets &&
        write.getVectorType() == pair.read.getVectorType())
      init = write;
    else if (mayTouchRow(op, base, pair.box, /*writesOnly=*/true))
      return;
  }
  if (!init)
    return;
  rewriter.replaceAllUsesWith(pair.read.getResult(), init.getVector());
  rewriter.eraseOp(pair.read);
  for (Operation *op = init->getNextNode(); op != pair.write.getOperation();
       op = op->getNextNode())
    if (op != loop.getOperation() &&
        mayTouchRow(op, base, pair.box, /*writesOnly=*/false))
      return;
  rewriter.eraseOp(init);
}

/// Hoists `pairs` out of `loop`; returns the new loop.
scf::ForOp hoistPairs(RewriterBase &rewriter, scf::ForOp loop,
                      MutableArrayRef<Pair> pairs) {
  SmallVector<Value> initial;
  for (Pair &pair : pairs) {
    // Its indices are constants: materialize them before the loop.
    for (Value index : pair.read.getIndices())
      if (!loop.isDefinedOutsideOfLoop(index))
        loop.moveOutOfLoop(index.getDefiningOp());
    loop.moveOutOfLoop(pair.read);
    initial.push_back(pair.read.getResult());
  }
  auto yielded = [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
    SmallVector<Value> values;
    for (Pair &pair : pairs)
      values.push_back(pair.write.getVector());
    return values;
  };
  FailureOr<LoopLikeOpInterface> replaced = loop.replaceWithAdditionalYields(
      rewriter, initial, /*replaceInitOperandUsesInLoop=*/true, yielded);
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());
  unsigned first = newLoop.getNumResults() - pairs.size();
  for (auto [i, pair] : llvm::enumerate(pairs)) {
    for (Value index : pair.write.getIndices())
      if (!newLoop.isDefinedOutsideOfLoop(index))
        newLoop.moveOutOfLoop(index.getDefiningOp());
    rewriter.moveOpAfter(pair.write, newLoop);
    rewriter.modifyOpInPlace(pair.write, [&] {
      pair.write.getValueToStoreMutable().assign(newLoop.getResult(first + i));
    });
  }
  for (Pair &pair : pairs)
    forwardInit(rewriter, newLoop, pair);
  return newLoop;
}

/// An element of an allocation: per dimension of the allocation, the SSA
/// values (sorted) and the constant that add up to its index. Two accesses
/// at equal addresses touch the same elements.
struct Address {
  Value root;
  SmallVector<std::pair<SmallVector<Value, 2>, int64_t>> dims;
};

/// The address of `memref`[`indices`] in the allocation it is a view of,
/// through subviews with unit strides; nullopt when it is not in a
/// memref.alloc of the function.
std::optional<Address> locate(Value memref, ValueRange indices) {
  Address at;
  for (Value index : indices) {
    if (std::optional<int64_t> value = getConstantIntValue(index))
      at.dims.push_back({{}, *value});
    else
      at.dims.push_back({{index}, 0});
  }
  while (auto view = memref.getDefiningOp<memref::SubViewOp>()) {
    if (!llvm::all_of(view.getMixedStrides(),
                      [](OpFoldResult s) { return isConstantIntValue(s, 1); }))
      return std::nullopt;
    llvm::SmallBitVector dropped = view.getDroppedDims();
    SmallVector<std::pair<SmallVector<Value, 2>, int64_t>> source;
    auto next = at.dims.begin();
    for (auto [dim, offset] : llvm::enumerate(view.getMixedOffsets())) {
      std::pair<SmallVector<Value, 2>, int64_t> term;
      if (!dropped.test(dim))
        term = *next++;
      if (std::optional<int64_t> value = getConstantIntValue(offset))
        term.second += *value;
      else
        term.first.push_back(cast<Value>(offset));
      source.push_back(std::move(term));
    }
    at.dims = std::move(source);
    memref = view.getSource();
  }
  if (!memref.getDefiningOp<memref::AllocOp>())
    return std::nullopt;
  at.root = memref;
  for (auto &dim : at.dims)
    llvm::sort(dim.first, [](Value a, Value b) {
      return a.getAsOpaquePointer() < b.getAsOpaquePointer();
    });
  return at;
}

/// Whether a vector of `length` elements at `a` and one of `otherLength`
/// at `b` (along the last dimension) may share an element.
bool mayOverlap(const Address &a, int64_t length, const Address &b,
                int64_t otherLength) {
  if (a.root != b.root)
    return false;
  for (size_t dim = 0; dim < a.dims.size(); ++dim) {
    if (a.dims[dim].first != b.dims[dim].first)
      return true;
    bool last = dim + 1 == a.dims.size();
    int64_t size = last ? length : 1, otherSize = last ? otherLength : 1;
    if (a.dims[dim].second + size <= b.dims[dim].second ||
        b.dims[dim].second + otherSize <= a.dims[dim].second)
      return false;
  }
  return true;
}

/// Whether `op` (or an op inside it) may write to the allocation `root`.
bool mayWrite(Operation *op, Value root) {
  return op
      ->walk([&](Operation *inner) {
        // An op whose effects are those of the ops inside it is not one.
        bool nested = !isa<MemoryEffectOpInterface>(inner) &&
                      inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
        if (nested || isa<ViewLikeOpInterface>(inner) ||
            !effectsMayTouch(inner, root, /*writesOnly=*/true))
          return WalkResult::advance();
        return WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// A vector store of one block whose row is still readable.
struct Written {
  Address at;
  vector::StoreOp store;

  int64_t length() { return store.getVectorType().getNumElements(); }
};

unsigned forwardInBlock(RewriterBase &rewriter, Block &block) {
  unsigned forwarded = 0;
  SmallVector<Written> written;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (auto load = dyn_cast<vector::LoadOp>(op)) {
      if (load.getVectorType().getRank() != 1)
        continue;
      std::optional<Address> at = locate(load.getBase(), load.getIndices());
      if (!at)
        continue;
      for (Written &entry : llvm::reverse(written)) {
        if (entry.at.root == at->root && entry.at.dims == at->dims &&
            entry.store.getVectorType() == load.getVectorType()) {
          rewriter.replaceOp(load, entry.store.getValueToStore());
          ++forwarded;
          break;
        }
        if (mayOverlap(entry.at, entry.length(), *at,
                       load.getVectorType().getNumElements()))
          break;
      }
      continue;
    }
    if (auto store = dyn_cast<vector::StoreOp>(op)) {
      // A store of more than one dimension, or at an unknown location,
      // may write anything in its buffer.
      bool row = store.getVectorType().getRank() == 1;
      std::optional<Address> at =
          row ? locate(store.getBase(), store.getIndices()) : std::nullopt;
      Value root = getRootBuffer(store.getBase());
      int64_t length = store.getVectorType().getNumElements();
      llvm::erase_if(written, [&](Written &entry) {
        return at ? mayOverlap(entry.at, entry.length(), *at, length)
                  : entry.at.root == root;
      });
      if (at)
        written.push_back({*at, store});
      continue;
    }
    if (isMemoryEffectFree(&op) && op.getNumRegions() == 0)
      continue;
    llvm::erase_if(
        written, [&](Written &entry) { return mayWrite(&op, entry.at.root); });
  }
  return forwarded;
}

/// Erases the allocations whose only accesses are vector stores, with those
/// stores, their views and their deallocation.
void eraseWriteOnlyAllocations(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<memref::AllocOp> allocs;
  func.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  for (memref::AllocOp alloc : allocs) {
    SmallVector<Operation *> views, stores, frees;
    SmallVector<Value> worklist = {alloc.getResult()};
    bool writeOnly = true;
    while (!worklist.empty() && writeOnly) {
      Value value = worklist.pop_back_val();
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        if (auto view = dyn_cast<memref::SubViewOp>(user)) {
          views.push_back(view);
          worklist.push_back(view.getResult());
        } else if (auto store = dyn_cast<vector::StoreOp>(user);
                   store && store.getBase() == value) {
          stores.push_back(store);
        } else if (isa<memref::DeallocOp>(user)) {
          frees.push_back(user);
        } else {
          writeOnly = false;
        }
      }
    }
    if (!writeOnly || stores.empty())
      continue;
    for (Operation *op : llvm::concat<Operation *>(stores, frees))
      rewriter.eraseOp(op);
    for (Operation *view : llvm::reverse(views))
      rewriter.eraseOp(view);
    rewriter.eraseOp(alloc);
  }
}

} // namespace

unsigned tosac::codegen::forwardTileStores(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  unsigned forwarded = 0;
  func.walk(
      [&](Block *block) { forwarded += forwardInBlock(rewriter, *block); });
  if (forwarded)
    eraseWriteOnlyAllocations(rewriter, func);
  return forwarded;
}

unsigned tosac::codegen::hoistAccumulatorTransfers(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  unsigned hoisted = 0;
  SmallVector<scf::ForOp> loops;
  func.walk([&](scf::ForOp loop) { loops.push_back(loop); });
  // Post-order: inner loops first, so that a hoisted pair can be hoisted
  // again from the enclosing loop.
  for (scf::ForOp loop : loops) {
    for (bool changed = true; changed;) {
      changed = false;
      llvm::SetVector<Value> bases;
      for (Operation &op : *loop.getBody())
        if (auto read = dyn_cast<vector::TransferReadOp>(op))
          if (isa<MemRefType>(read.getBase().getType()))
            bases.insert(read.getBase());
      for (Value base : bases) {
        SmallVector<Pair> pairs = findPairs(loop, base);
        if (pairs.empty())
          continue;
        loop = hoistPairs(rewriter, loop, pairs);
        hoisted += pairs.size();
        changed = true;
        break;
      }
    }
  }
  return hoisted;
}
