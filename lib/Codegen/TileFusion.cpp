//===- TileFusion.cpp - Producers and consumers of a kernel's tiles -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the fusions of TileFusion.h.
//
//===----------------------------------------------------------------------===//

#include "TileFusion.h"

#include "KernelStrategy.h"

#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;

namespace tosac::codegen {

/// Fuses the producer of `tiled`'s accumulator into the scf.forall whose
/// iteration `tiled` is: `tiled` accumulates into a slice of the forall's
/// shared output, and when that output starts as the result of a fill or
/// an elementwise generic (a bias broadcast, tosac-cpu-fold-bias) used
/// nowhere else, each iteration computes its own slice of it right before
/// the kernel, while the slice is in cache, instead of a separate pass
/// over the whole result. Returns the producer's tile, or null.
linalg::LinalgOp fuseInitIntoForall(RewriterBase &rewriter,
                                    linalg::LinalgOp tiled) {
  if (tiled.getNumDpsInits() != 1)
    return nullptr;
  OpOperand *tiledInit = tiled.getDpsInitOperand(0);
  auto slice = tiledInit->get().getDefiningOp<tensor::ExtractSliceOp>();
  auto arg = slice ? dyn_cast<BlockArgument>(slice.getSource()) : nullptr;
  auto forall =
      arg ? dyn_cast<scf::ForallOp>(arg.getOwner()->getParentOp()) : nullptr;
  if (!forall || !slice->hasOneUse() ||
      llvm::any_of(slice.getStaticStrides(),
                   [](int64_t stride) { return stride != 1; }))
    return nullptr;
  OpOperand *forallInit = forall.getTiedOpOperand(arg);
  auto producer = forallInit->get().getDefiningOp<linalg::LinalgOp>();
  if (!producer || !producer->hasOneUse() ||
      !(isa<linalg::FillOp>(producer.getOperation()) ||
        isElementwiseGeneric(producer)))
    return nullptr;
  // The producer's loops are its result's dimensions: the slice's offsets
  // and sizes are its tile.
  rewriter.setInsertionPointAfter(slice);
  FailureOr<TilingResult> tile =
      cast<TilingInterface>(producer.getOperation())
          .getTiledImplementation(rewriter, slice.getMixedOffsets(),
                                  slice.getMixedSizes());
  if (failed(tile) || tile->tiledOps.size() != 1)
    return nullptr;
  auto fused = cast<linalg::LinalgOp>(tile->tiledOps.front());
  removeTilingAttrs(fused);
  // The tile writes the forall's own slice, which the kernel accumulates
  // into; the forall's output starts uninitialized.
  rewriter.modifyOpInPlace(
      fused, [&] { fused.getDpsInitOperand(0)->set(slice.getResult()); });
  rewriter.modifyOpInPlace(tiled, [&] { tiledInit->set(fused->getResult(0)); });
  rewriter.modifyOpInPlace(
      forall, [&] { forallInit->set(producer.getDpsInitOperand(0)->get()); });
  rewriter.eraseOp(producer);
  return fused;
}

/// The first of `loops` (outermost first) whose induction variable the
/// offsets of `slice` (a register tile's accumulator) do not use: the
/// outermost reduction loop around the tile, or null.
static scf::ForOp firstReductionLoop(tensor::ExtractSliceOp slice,
                                     ArrayRef<scf::ForOp> loops) {
  auto usesLoop = [&](scf::ForOp loop) {
    Value iv = loop.getInductionVar();
    for (Value offset : slice.getOffsets()) {
      if (offset == iv)
        return true;
      if (Operation *def = offset.getDefiningOp();
          def && llvm::is_contained(def->getOperands(), iv))
        return true;
    }
    return false;
  };
  const scf::ForOp *found =
      llvm::find_if(loops, [&](scf::ForOp loop) { return !usesLoop(loop); });
  return found != loops.end() ? *found : scf::ForOp();
}

/// Clones before `point` the pure op that computes `value` (the affine.min
/// of a tail tile's size) when `value` is computed after it from values
/// available before it; failure when it cannot.
static FailureOr<OpFoldResult> hoistBefore(RewriterBase &rewriter,
                                           DominanceInfo &dominance,
                                           Operation *point,
                                           OpFoldResult value) {
  auto dynamic = dyn_cast<Value>(value);
  if (!dynamic || dominance.properlyDominates(dynamic, point))
    return value;
  Operation *def = dynamic.getDefiningOp();
  if (!def || def->getNumResults() != 1 || !isPure(def) ||
      def->getNumRegions() != 0 ||
      llvm::any_of(def->getOperands(), [&](Value operand) {
        return !dominance.properlyDominates(operand, point);
      }))
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(point);
  return OpFoldResult(rewriter.clone(*def)->getResult(0));
}

/// The offsets and sizes of `slice`, each available before `point`
/// (hoistBefore); failure when one cannot be.
static LogicalResult hoistSliceBefore(RewriterBase &rewriter,
                                      tensor::ExtractSliceOp slice,
                                      Operation *point,
                                      SmallVectorImpl<OpFoldResult> &offsets,
                                      SmallVectorImpl<OpFoldResult> &sizes) {
  DominanceInfo dominance;
  for (auto [from, to] : {std::pair(slice.getMixedOffsets(), &offsets),
                          std::pair(slice.getMixedSizes(), &sizes)})
    for (OpFoldResult value : from) {
      FailureOr<OpFoldResult> hoisted =
          hoistBefore(rewriter, dominance, point, value);
      if (failed(hoisted))
        return failure();
      to->push_back(*hoisted);
    }
  return success();
}

/// Moves `init` (the producer of a kernel's accumulator, fused into the
/// forall by fuseInitIntoForall) into the register-tile loops of `tile`:
/// each register tile's part of it is computed right before the
/// tile's reduction loops, the first of `loops` (outermost first) whose
/// induction variable the tile's result slice does not use. Returns the
/// init's tile, or null (nothing changed) when the result slice's offsets
/// depend on a loop inside the reduction loops.
Operation *fuseInitIntoRegisterTile(RewriterBase &rewriter,
                                    linalg::LinalgOp init,
                                    linalg::LinalgOp tile,
                                    ArrayRef<scf::ForOp> loops) {
  auto slice =
      tile.getDpsInitOperand(0)->get().getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || loops.empty())
    return nullptr;
  scf::ForOp reduction = firstReductionLoop(slice, loops);
  // The accumulator tile: the slice of what the reduction loops start from
  // (or of the tile's own accumulator when no loop reduces).
  if (reduction && reduction.getInitArgs().size() != 1)
    return nullptr;
  Value whole = reduction ? reduction.getInitArgs().front() : slice.getSource();
  Operation *insertBefore =
      reduction ? reduction.getOperation() : tile.getOperation();
  // Offsets and sizes computed inside the reduction loops from values
  // available before them (the affine.min of a tail tile's size) are
  // computed again before them.
  SmallVector<OpFoldResult> offsets, sizes;
  if (failed(hoistSliceBefore(rewriter, slice, insertBefore, offsets, sizes)))
    return nullptr;
  rewriter.setInsertionPoint(insertBefore);
  Location loc = init.getLoc();
  auto accumulator =
      tensor::ExtractSliceOp::create(rewriter, loc, slice.getType(), whole,
                                     offsets, sizes, slice.getMixedStrides());
  FailureOr<TilingResult> initTile =
      cast<TilingInterface>(init.getOperation())
          .getTiledImplementation(rewriter, offsets, sizes);
  if (failed(initTile) || initTile->tiledOps.size() != 1) {
    rewriter.eraseOp(accumulator);
    return nullptr;
  }
  auto tiledInit = cast<linalg::LinalgOp>(initTile->tiledOps.front());
  rewriter.modifyOpInPlace(tiledInit, [&] {
    tiledInit.getDpsInitOperand(0)->set(accumulator.getResult());
  });
  Value started = tensor::InsertSliceOp::create(
      rewriter, loc, tiledInit->getResult(0), whole, offsets, sizes,
      slice.getMixedStrides());
  if (reduction)
    rewriter.modifyOpInPlace(
        reduction, [&] { reduction.getInitArgsMutable()[0].set(started); });
  else
    rewriter.modifyOpInPlace(slice,
                             [&] { slice.getSourceMutable().set(started); });
  // The forall's slice now starts uninitialized.
  rewriter.replaceOp(init, init.getDpsInitOperand(0)->get());
  return tiledInit;
}

/// Moves `epilogue` (a converting epilogue fused into the forall by
/// fuseEpilogueIntoForall, not tiled yet) into the register-tile loops of
/// `tile`: each register tile's accumulators are converted right after its
/// reduction loops, while they are in registers, instead of in a loop of
/// their own over the forall's tile once every accumulator is written
/// back. Returns the epilogue's tile, or null when it cannot move (the
/// tile has no loop of its own around its reduction, its result is not the
/// epilogue's input, or the forall's accumulators are read elsewhere): the
/// epilogue is then untouched, and the rewrites made on the way (unused
/// slices erased, the accumulators a tensor of the tile) keep the IR's
/// meaning.
Operation *fuseEpilogueIntoRegisterTile(RewriterBase &rewriter,
                                        linalg::LinalgOp epilogue,
                                        linalg::LinalgOp tile,
                                        MutableArrayRef<scf::ForOp> loops) {
  auto slice =
      tile.getDpsInitOperand(0)->get().getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || loops.empty())
    return nullptr;
  scf::ForOp reduction = firstReductionLoop(slice, loops);
  SmallVector<LoopLikeOpInterface> parallel;
  for (scf::ForOp loop : loops) {
    if (loop == reduction)
      break;
    parallel.push_back(cast<LoopLikeOpInterface>(loop.getOperation()));
  }
  if (parallel.empty() || parallel.front()->getNumResults() != 1 ||
      !llvm::is_contained(epilogue->getOperands(),
                          parallel.front()->getResult(0)))
    return nullptr;
  auto inner = cast<scf::ForOp>(parallel.back().getOperation());
  auto yield = cast<scf::YieldOp>(inner.getBody()->getTerminator());
  if (inner.getNumRegionIterArgs() != 1)
    return nullptr;
  // The accumulators of the forall's tile are the epilogue's input only:
  // they live in the forall's shared output for the kernel, which starts
  // uninitialized (the init was fused into the tile) and is not read after
  // the forall. They become a tensor of the tile alone, which consumer
  // fusion needs (the loops' result read by the epilogue only).
  auto outer = cast<scf::ForOp>(parallel.front().getOperation());
  auto accumulators =
      outer.getInitArgs()[0].getDefiningOp<tensor::ExtractSliceOp>();
  auto shared = accumulators ? dyn_cast<BlockArgument>(accumulators.getSource())
                             : BlockArgument();
  auto forall = shared
                    ? dyn_cast<scf::ForallOp>(shared.getOwner()->getParentOp())
                    : scf::ForallOp();
  // What tiling and consumer fusion left unused in the forall goes first.
  for (bool erased = forall != nullptr; erased;) {
    SmallVector<Operation *> dead;
    forall.getBody()->walk([&](Operation *op) {
      if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp>(op) &&
          op->use_empty())
        dead.push_back(op);
    });
    for (Operation *op : dead)
      rewriter.eraseOp(op);
    erased = !dead.empty();
  }
  if (!forall || !accumulators->hasOneUse() ||
      !forall.getTiedOpOperand(shared)
           ->get()
           .getDefiningOp<tensor::EmptyOp>() ||
      !forall.getTiedOpResult(forall.getTiedOpOperand(shared)).use_empty())
    return nullptr;
  tensor::ParallelInsertSliceOp writeBack;
  for (OpOperand &use : outer->getResult(0).getUses()) {
    if (use.getOwner() == epilogue.getOperation())
      continue;
    auto insertion = dyn_cast<tensor::ParallelInsertSliceOp>(use.getOwner());
    if (!insertion || insertion.getDest() != shared || writeBack)
      return nullptr;
    writeBack = insertion;
  }
  if (!writeBack || !llvm::all_of(shared.getUsers(), [&](Operation *user) {
        return user == accumulators.getOperation() ||
               user == writeBack.getOperation();
      }))
    return nullptr;
  // Consumer fusion starts from the slice the innermost parallel loop
  // inserts into its result. The reduction loops yield the whole tile
  // with this register tile's part updated: that part, inserted where it
  // is (which bufferizes to nothing), is the slice.
  auto insert = yield.getOperand(0).getDefiningOp<tensor::InsertSliceOp>();
  if (reduction) {
    if (reduction->getParentOp() != inner.getOperation() ||
        yield.getOperand(0) != reduction->getResult(0))
      return nullptr;
    SmallVector<OpFoldResult> offsets, sizes;
    if (failed(hoistSliceBefore(rewriter, slice, reduction, offsets, sizes)))
      return nullptr;
    rewriter.setInsertionPointAfter(reduction);
    Location loc = epilogue.getLoc();
    auto part = tensor::ExtractSliceOp::create(rewriter, loc, slice.getType(),
                                               reduction->getResult(0), offsets,
                                               sizes, slice.getMixedStrides());
    insert = tensor::InsertSliceOp::create(rewriter, loc, part.getResult(),
                                           reduction->getResult(0), offsets,
                                           sizes, slice.getMixedStrides());
    rewriter.modifyOpInPlace(yield,
                             [&] { yield->setOperand(0, insert.getResult()); });
  }
  if (!insert)
    return nullptr;
  rewriter.setInsertionPoint(accumulators);
  Value fresh = tensor::EmptyOp::create(
      rewriter, accumulators.getLoc(), accumulators.getType().getShape(),
      accumulators.getType().getElementType());
  rewriter.modifyOpInPlace(outer,
                           [&] { outer.getInitArgsMutable()[0].set(fresh); });
  rewriter.eraseOp(writeBack);
  rewriter.eraseOp(accumulators);
  FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
      scf::tileAndFuseConsumerOfSlices(rewriter, {insert.getOperation()},
                                       parallel);
  // The parallel loops were replaced by loops with one more result.
  for (auto [loop, replaced] : llvm::zip(loops, parallel))
    loop = cast<scf::ForOp>(replaced.getOperation());
  if (failed(fused) || fused->tiledOps.size() != 1)
    return nullptr;
  if (epilogue->use_empty())
    rewriter.eraseOp(epilogue);
  return fused->tiledOps.front();
}

/// Whether tiling `op` with `cache` makes an scf.forall: some parallel loop
/// is cut into more than one tile.
bool makesForall(linalg::LinalgOp op, DenseI64ArrayAttr cache) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [size, range, iterator] :
       llvm::zip(cache.asArrayRef(), ranges, op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::parallel && size > 0 &&
        (ShapedType::isDynamic(range) || size < range))
      return true;
  return false;
}

/// The elementwise op (an activation, a residual add + ReLU) that is the
/// only user of `kernel`'s result and can run on each of its forall tiles:
/// it reads the result in its own order, writes a tensor of the same type
/// without reading it, and its other inputs exist before the kernel runs.
linalg::GenericOp getFusableEpilogue(linalg::LinalgOp kernel,
                                     DominanceInfo &dominance) {
  if (kernel->getNumResults() != 1 || !kernel->getResult(0).hasOneUse())
    return nullptr;
  OpOperand &use = *kernel->getResult(0).getUses().begin();
  auto epilogue = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!epilogue || !isElementwiseGeneric(epilogue) ||
      !epilogue->hasAttr(kRegisterTilesAttr) ||
      epilogue->getNumResults() != 1 || !epilogue.isDpsInput(&use) ||
      !epilogue.getMatchingIndexingMap(&use).isIdentity() ||
      epilogue.payloadUsesValueFromOperand(epilogue.getDpsInitOperand(0)) ||
      cast<ShapedType>(epilogue.getResult(0).getType()).getShape() !=
          cast<ShapedType>(kernel->getResult(0).getType()).getShape())
    return nullptr;
  for (OpOperand *input : epilogue.getDpsInputOperands())
    if (input != &use && !dominance.properlyDominates(input->get(), kernel))
      return nullptr;
  return epilogue;
}

/// fuseEpilogueIntoForall for an epilogue that writes another element type
/// (a RESCALE of int32 accumulators to int8): its tile reads the kernel's
/// tile and writes a slice of a new output of the forall, which replaces
/// the epilogue's result. The kernel's own output is no longer read outside
/// the forall: each iteration's accumulators become a buffer of that
/// iteration (freed at its end by tosac-free-tile-buffers).
linalg::LinalgOp fuseConvertingEpilogue(RewriterBase &rewriter,
                                        scf::ForallOp forall,
                                        linalg::GenericOp epilogue) {
  SmallVector<LoopLikeOpInterface> loops = {
      cast<LoopLikeOpInterface>(forall.getOperation())};
  FailureOr<scf::SCFFuseConsumerOfSliceResult> fused =
      scf::tileAndFuseConsumer(rewriter, epilogue, loops);
  if (failed(fused) || fused->tiledOps.size() != 1)
    return nullptr;
  // Its users read the forall's new result. With a runtime check in its
  // body the epilogue has effects, and would not go as dead code.
  if (epilogue->use_empty())
    rewriter.eraseOp(epilogue);
  return dyn_cast<linalg::LinalgOp>(fused->tiledOps.front());
}

/// Applies `epilogue` (getFusableEpilogue of the kernel `tiled` is the
/// forall tile of) to each forall tile right after the kernel, in place,
/// while the tile is in cache, instead of in a pass over the whole result;
/// the epilogue's users then read the forall's result. Returns the
/// epilogue's tile, or null (nothing changed).
linalg::LinalgOp fuseEpilogueIntoForall(RewriterBase &rewriter,
                                        linalg::LinalgOp tiled,
                                        linalg::GenericOp epilogue) {
  auto forall = tiled->getParentOfType<scf::ForallOp>();
  Value result = tiled->getResult(0);
  auto insert =
      result.hasOneUse()
          ? dyn_cast<tensor::ParallelInsertSliceOp>(*result.getUsers().begin())
          : nullptr;
  if (!forall || !insert || !isa<BlockArgument>(insert.getDest()))
    return nullptr;
  if (getElementTypeOrSelf(epilogue.getResult(0).getType()) !=
      getElementTypeOrSelf(result.getType()))
    return fuseConvertingEpilogue(rewriter, forall, epilogue);
  std::optional<unsigned> kernelOperand;
  for (OpOperand *input : epilogue.getDpsInputOperands())
    if (input->get().getDefiningOp() == forall.getOperation())
      kernelOperand = input->getOperandNumber();
  if (!kernelOperand)
    return nullptr;
  rewriter.setInsertionPoint(forall.getTerminator());
  FailureOr<TilingResult> tile =
      cast<TilingInterface>(epilogue.getOperation())
          .getTiledImplementation(rewriter, insert.getMixedOffsets(),
                                  insert.getMixedSizes());
  if (failed(tile) || tile->tiledOps.size() != 1)
    return nullptr;
  // The tile overwrites the kernel's tile in place. Reading that tile as an
  // input while overwriting it would make bufferization copy it: the body
  // reads its output element instead, and the input goes.
  auto generic = cast<linalg::GenericOp>(tile->tiledOps.front());
  unsigned readIndex = *kernelOperand;
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : generic.getDpsInputOperands())
    if (input->getOperandNumber() != readIndex) {
      inputs.push_back(input->get());
      maps.push_back(generic.getMatchingIndexingMap(input));
    }
  maps.push_back(generic.getMatchingIndexingMap(generic.getDpsInitOperand(0)));
  auto fused = linalg::GenericOp::create(
      rewriter, generic.getLoc(), generic->getResultTypes(), inputs,
      ValueRange{result}, maps, generic.getIteratorTypesArray());
  rewriter.inlineRegionBefore(generic.getRegion(), fused.getRegion(),
                              fused.getRegion().end());
  Block &body = fused.getRegion().front();
  body.getArgument(readIndex).replaceAllUsesWith(
      body.getArgument(generic.getNumDpsInputs()));
  body.eraseArgument(readIndex);
  // The slices tiling made of the kernel's result (outside the forall) and
  // of the epilogue's output are not read any more.
  Operation *slices[] = {generic->getOperand(readIndex).getDefiningOp(),
                         generic.getDpsInitOperand(0)->get().getDefiningOp()};
  rewriter.eraseOp(generic);
  for (Operation *slice : slices)
    if (slice && slice->use_empty())
      rewriter.eraseOp(slice);
  rewriter.modifyOpInPlace(
      insert, [&] { insert.getSourceMutable().set(fused->getResult(0)); });
  OpResult forallResult = forall.getTiedOpResult(
      forall.getTiedOpOperand(cast<BlockArgument>(insert.getDest())));
  rewriter.replaceOp(epilogue, forallResult);
  return fused;
}

/// The sizes of `kernel`'s loops (`perLoop`) for the dimensions of its
/// result, in the result's order.
SmallVector<int64_t> projectOnResult(linalg::LinalgOp kernel,
                                     ArrayRef<int64_t> perLoop) {
  AffineMap map = kernel.getMatchingIndexingMap(kernel.getDpsInitOperand(0));
  SmallVector<int64_t> result;
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    result.push_back(perLoop[map.getDimPosition(i)]);
  return result;
}

} // namespace tosac::codegen
