//===- CpuTileAndVectorize.cpp - Tile kernels, vectorize register tiles ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-tile-and-vectorize: two levels of tiling
// (cache, then register tiles, as tosac-cpu-kernel-strategy recorded them)
// through the TilingInterface on tensors, the cache tiles of parallel loops
// as an scf.forall for the threads, then linalg's vectorizer on every
// register tile whose shape is static. An op with cache tiles only is just
// shared out over threads.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "TileFusion.h"
#include "VectorChecks.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace tosac {
#define GEN_PASS_DEF_CPUTILEANDVECTORIZEPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;
using namespace tosac::codegen;

namespace {

/// Tiles `op` with `sizes` (0 = not tiled; a size covering the whole loop is
/// not tiled either) and returns the tiled op (`op` itself when nothing was
/// tiled); the scf.for loops made are appended to `loops` when it is given.
/// With `forall`, the tiles are the iterations of one scf.forall, which the
/// pipeline runs on threads: only loops without a reduction may be tiled so.
FailureOr<Operation *> tileOnce(RewriterBase &rewriter, linalg::LinalgOp op,
                                ArrayRef<int64_t> sizes,
                                ArrayRef<int64_t> order,
                                SmallVectorImpl<scf::ForOp> *loops = nullptr,
                                bool forall = false) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> effective(sizes);
  for (auto [size, range] : llvm::zip(effective, ranges))
    if (!ShapedType::isDynamic(range) && size >= range)
      size = 0;
  if (llvm::all_of(effective, [](int64_t size) { return size == 0; }))
    return op.getOperation();
  auto tilable = dyn_cast<TilingInterface>(op.getOperation());
  if (!tilable)
    return op->emitOpError()
           << "has no TilingInterface (linalg's external models are not "
              "registered)";
  scf::SCFTilingOptions options;
  options.setTileSizes(
      getAsIndexOpFoldResult(rewriter.getContext(), effective));
  if (!order.empty())
    options.setInterchange(order);
  if (forall)
    options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, tilable, options);
  if (failed(tiled))
    return failure();
  rewriter.replaceOp(op, tiled->replacements);
  if (loops)
    for (LoopLikeOpInterface loop : tiled->loops)
      if (auto forOp = dyn_cast<scf::ForOp>(loop.getOperation()))
        loops->push_back(forOp);
  return tiled->tiledOps.back();
}

/// Marks the register tiles between tiling and vectorization.
constexpr llvm::StringLiteral kRegisterKernelAttr = "tosac.register_kernel";

/// Marks `tile` for vectorization, in vectors of `vectorShape` when given.
void markRegisterKernel(Operation *tile, DenseI64ArrayAttr vectorShape) {
  tile->setAttr(kRegisterKernelAttr, UnitAttr::get(tile->getContext()));
  if (vectorShape)
    tile->setAttr(kVectorShapeAttr, vectorShape);
}

/// A register tile of a convolution has one filter tap (kh = kw = 1) and
/// one output row: with a stride s along W it reads every s-th input pixel.
/// Returns the same convolution with stride 1 on a strided slice of its
/// input holding exactly those pixels (with one tap, the dilation does not
/// matter either), which is a matmul like any other tile. The slice has
/// static sizes even where tiling left the input tile's extent dynamic (a
/// peeled tail of output pixels). Returns `conv` itself when its input is
/// static with strides 1, or its tile is not of that form.
linalg::LinalgOp unstrideConvTile(RewriterBase &rewriter,
                                  linalg::LinalgOp conv) {
  bool depthwise = isa<linalg::DepthwiseConv2DNhwcHwcmOp>(conv.getOperation());
  bool conv3d = isa<linalg::Conv3DNdhwcDhwcfOp>(conv.getOperation());
  if (!depthwise && !conv3d &&
      !isa<linalg::Conv2DNhwcHwcfOp>(conv.getOperation()))
    return conv;
  auto strides = conv->getAttrOfType<DenseIntElementsAttr>("strides");
  auto dilations = conv->getAttrOfType<DenseIntElementsAttr>("dilations");
  if (!strides || !dilations)
    return conv;
  Value input = conv.getDpsInputs()[0], filter = conv.getDpsInputs()[1];
  Value init = conv.getDpsInits()[0];
  auto inputType = cast<RankedTensorType>(input.getType());
  if (inputType.hasStaticShape() &&
      llvm::all_of(strides.getValues<int64_t>(),
                   [](int64_t s) { return s == 1; }) &&
      llvm::all_of(dilations.getValues<int64_t>(),
                   [](int64_t d) { return d == 1; }))
    return conv;
  ArrayRef<int64_t> filterShape =
      cast<RankedTensorType>(filter.getType()).getShape();
  ArrayRef<int64_t> outputShape =
      cast<RankedTensorType>(init.getType()).getShape();
  // Spatial dimensions: [d,] h, w; the output pixels run along w.
  int64_t spatial = conv3d ? 3 : 2, rank = spatial + 2;
  int64_t strideW = strides.getValues<int64_t>()[spatial - 1];
  // One tap, one output row of static size: the input tile is
  // [n, 1, (1,) (ow - 1) * s + 1, c] (tiling may have left its extents
  // dynamic).
  for (int64_t d = 0; d < spatial; ++d)
    if (filterShape[d] != 1 || (d + 1 < spatial && outputShape[d + 1] != 1))
      return conv;
  if (ShapedType::isDynamicShape(outputShape) ||
      ShapedType::isDynamicShape(filterShape) ||
      ShapedType::isDynamic(inputType.getDimSize(0)) ||
      ShapedType::isDynamic(inputType.getDimSize(rank - 1)))
    return conv;
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes(rank, rewriter.getIndexAttr(1));
  SmallVector<OpFoldResult> steps(rank, rewriter.getIndexAttr(1));
  sizes.front() = rewriter.getIndexAttr(inputType.getDimSize(0));
  sizes[spatial] = rewriter.getIndexAttr(outputShape[spatial]);
  sizes.back() = rewriter.getIndexAttr(inputType.getDimSize(rank - 1));
  steps[spatial] = rewriter.getIndexAttr(strideW);
  Value pixels = tensor::ExtractSliceOp::create(rewriter, loc, input, offsets,
                                                sizes, steps);
  SmallVector<int64_t> unit(spatial, 1);
  auto ones = DenseIntElementsAttr::get(
      RankedTensorType::get({spatial}, rewriter.getI64Type()),
      ArrayRef<int64_t>(unit));
  linalg::LinalgOp unstrided;
  if (depthwise)
    unstrided = linalg::DepthwiseConv2DNhwcHwcmOp::create(
        rewriter, loc, conv->getResultTypes(), ValueRange{pixels, filter},
        ValueRange{init}, ones, ones);
  else if (conv3d)
    unstrided = linalg::Conv3DNdhwcDhwcfOp::create(
        rewriter, loc, conv->getResultTypes(), ValueRange{pixels, filter},
        ValueRange{init}, ones, ones);
  else
    unstrided = linalg::Conv2DNhwcHwcfOp::create(
        rewriter, loc, conv->getResultTypes(), ValueRange{pixels, filter},
        ValueRange{init}, ones, ones);
  rewriter.replaceOp(conv, unstrided->getResults());
  return unstrided;
}

/// Rewrites a register tile of a convolution (static shapes) into a
/// linalg.generic contraction over its loops of more than one iteration
/// plus its innermost reduction loop: with the filter taps and the output
/// row as unit loops, what remains is out[ow, oc] += in[ow, ic] * f[ic, oc].
/// `vectorShape` is reduced to the kept loops.
FailureOr<linalg::LinalgOp>
convTileToContraction(RewriterBase &rewriter, linalg::LinalgOp conv,
                      DenseI64ArrayAttr &vectorShape) {
  // A depthwise tile has no reduction left (channels are independent): all
  // its unit loops go, and it stays an elementwise multiply-add. (Asked
  // before generalization erases `conv`.)
  bool depthwise = isa<linalg::DepthwiseConv2DNhwcHwcmOp>(conv.getOperation());
  rewriter.setInsertionPoint(conv);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, conv);
  if (failed(generic))
    return failure();
  SmallVector<int64_t> ranges = generic->getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = generic->getIteratorTypesArray();
  unsigned innerReduction = ranges.size();
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    if (iterators[loop] == utils::IteratorType::reduction)
      innerReduction = loop;
  SmallVector<unsigned> dropped;
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    if (ranges[loop] == 1 && (depthwise || loop != innerReduction))
      dropped.push_back(loop);
  linalg::ControlDropUnitDims control;
  control.rankReductionStrategy =
      linalg::ControlDropUnitDims::RankReductionStrategy::ExtractInsertSlice;
  control.controlFn = [&](Operation *) { return dropped; };
  FailureOr<linalg::DropUnitDimsResult> result =
      linalg::dropUnitDims(rewriter, *generic, control);
  if (failed(result))
    return failure();
  rewriter.replaceOp(*generic, result->replacements);
  auto reduced = cast<linalg::GenericOp>(result->resultOp.getOperation());
  linalg::LinalgOp kernel = reduced;
  if (!depthwise) {
    // The remaining generic is a plain matmul: name it, so that it
    // vectorizes to vector.contract like one.
    rewriter.setInsertionPoint(reduced);
    FailureOr<linalg::LinalgOp> named =
        linalg::specializeGenericOp(rewriter, reduced);
    if (failed(named) || !isa<linalg::MatmulOp>(named->getOperation()))
      return failure();
    kernel = *named;
  }
  if (vectorShape) {
    SmallVector<int64_t> kept;
    for (auto [loop, size] : llvm::enumerate(vectorShape.asArrayRef()))
      if (!llvm::is_contained(dropped, loop))
        kept.push_back(size);
    vectorShape = rewriter.getDenseI64ArrayAttr(kept);
  }
  return kernel;
}

/// Folds what peeling leaves (constant sizes of slices, tensor casts, loops
/// of one iteration) into static shapes on `root`. The patterns are named
/// one by one: iterating over the context's dialects or operations would
/// race with another thread loading dialects into a shared context.
LogicalResult canonicalize(Operation *root) {
  MLIRContext *context = root->getContext();
  RewritePatternSet patterns(context);
  if (auto *linalgDialect = context->getLoadedDialect<linalg::LinalgDialect>())
    linalgDialect->getCanonicalizationPatterns(patterns);
  linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
  tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, context);
  tensor::InsertSliceOp::getCanonicalizationPatterns(patterns, context);
  tensor::CastOp::getCanonicalizationPatterns(patterns, context);
  tensor::EmptyOp::getCanonicalizationPatterns(patterns, context);
  affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
  affine::AffineMinOp::getCanonicalizationPatterns(patterns, context);
  affine::AffineMaxOp::getCanonicalizationPatterns(patterns, context);
  scf::ForOp::getCanonicalizationPatterns(patterns, context);
  return applyPatternsGreedily(root, std::move(patterns));
}

bool isPermutation(DenseI64ArrayAttr order, unsigned size) {
  if (order.size() != size)
    return false;
  llvm::SmallBitVector seen(size);
  for (int64_t index : order.asArrayRef()) {
    if (index < 0 || index >= static_cast<int64_t>(size) || seen[index])
      return false;
    seen.set(index);
  }
  return true;
}

bool hasStaticShapes(Operation *op) {
  auto isStatic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return !shaped || shaped.hasStaticShape();
  };
  return llvm::all_of(op->getOperandTypes(), isStatic) &&
         llvm::all_of(op->getResultTypes(), isStatic);
}

/// Unrolls the vector.contract, elementwise ops and transfers of a
/// vectorized register tile (in `body`) into operations of one vector each:
/// the contraction into `vectorShape`, the others into rows of at most the
/// widest entry of `vectorShape` elements. Each accumulator row then is its
/// own 1-D vector.
LogicalResult unrollToVectorShape(Block *body, DenseI64ArrayAttr vectorShape) {
  int64_t lanes = *llvm::max_element(vectorShape.asArrayRef());
  SmallVector<int64_t> contractShape(vectorShape.asArrayRef());
  vector::UnrollVectorOptions options;
  options.setNativeShapeFn(
      [=](Operation *op) -> std::optional<SmallVector<int64_t>> {
        if (auto contract = dyn_cast<vector::ContractionOp>(op)) {
          if (contract.getIteratorTypes().size() != contractShape.size())
            return std::nullopt;
          return contractShape;
        }
        VectorType type;
        if (auto read = dyn_cast<vector::TransferReadOp>(op))
          type = read.getVectorType();
        else if (auto write = dyn_cast<vector::TransferWriteOp>(op))
          type = write.getVectorType();
        else if (OpTrait::hasElementwiseMappableTraits(op) &&
                 op->getNumResults() == 1)
          type = dyn_cast<VectorType>(op->getResult(0).getType());
        if (!type || type.getRank() == 0)
          return std::nullopt;
        SmallVector<int64_t> shape(type.getRank(), 1);
        shape.back() = std::min(type.getShape().back(), lanes);
        return shape;
      });
  RewritePatternSet patterns(body->getParentOp()->getContext());
  vector::populateVectorUnrollPatterns(patterns, options);
  SmallVector<Operation *> ops;
  for (Operation &op : *body)
    if (isa<vector::ContractionOp, vector::TransferReadOp,
            vector::TransferWriteOp>(op) ||
        (OpTrait::hasElementwiseMappableTraits(&op) &&
         isa<VectorType>(op.getResultTypes().front())))
      ops.push_back(&op);
  return applyOpPatternsGreedily(ops, std::move(patterns));
}

/// Drops the loops of one iteration of an elementwise register tile (a
/// fill becomes a generic first), so that they do not become vector
/// dimensions of one lane (a fused accumulator init along depthwise's
/// channel multiplier of 1 would be stored lane by lane). `vectorShape`
/// keeps the entries of the loops that stay. Returns the op to vectorize.
linalg::LinalgOp dropUnitLoops(RewriterBase &rewriter, linalg::LinalgOp op,
                               DenseI64ArrayAttr &vectorShape) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (!llvm::is_contained(ranges, 1) ||
      llvm::all_of(ranges, [](int64_t r) { return r == 1; }))
    return op;
  rewriter.setInsertionPoint(op);
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic) {
    FailureOr<linalg::GenericOp> generalized =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generalized))
      return op;
    generic = *generalized;
  }
  linalg::ControlDropUnitDims control;
  control.rankReductionStrategy =
      linalg::ControlDropUnitDims::RankReductionStrategy::ExtractInsertSlice;
  FailureOr<linalg::DropUnitDimsResult> dropped =
      linalg::dropUnitDims(rewriter, generic, control);
  if (failed(dropped))
    return generic;
  rewriter.replaceOp(generic, dropped->replacements);
  if (vectorShape) {
    SmallVector<int64_t> kept;
    for (auto [range, size] : llvm::zip(ranges, vectorShape.asArrayRef()))
      if (range != 1)
        kept.push_back(size);
    vectorShape = rewriter.getDenseI64ArrayAttr(kept);
  }
  return cast<linalg::LinalgOp>(dropped->resultOp.getOperation());
}

struct CpuTileAndVectorizePass
    : tosac::impl::CpuTileAndVectorizePassBase<CpuTileAndVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> kernels;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kCacheTilesAttr))
        kernels.push_back(op);
    });

    IRRewriter rewriter(&getContext());
    // Elementwise users of a kernel's result run on its tiles
    // (fuseEpilogueIntoForall) instead of on their own.
    DominanceInfo dominance(getOperation());
    llvm::DenseMap<Operation *, linalg::GenericOp> epilogues;
    llvm::SmallPtrSet<Operation *, 8> fusedProducers;
    for (linalg::LinalgOp op : kernels) {
      auto cache = op->getAttrOfType<DenseI64ArrayAttr>(kCacheTilesAttr);
      if (!op->hasAttr(kRegisterTilesAttr) || !cache ||
          cache.size() != op.getNumLoops() || !makesForall(op, cache))
        continue;
      if (linalg::GenericOp epilogue = getFusableEpilogue(op, dominance)) {
        epilogues[op.getOperation()] = epilogue;
        fusedProducers.insert(epilogue.getOperation());
      }
    }
    // Consumers first: a kernel fuses the producer of its accumulator
    // (fuseInitIntoForall) before that producer would be tiled on its own.
    for (linalg::LinalgOp op : llvm::reverse(kernels)) {
      if (fusedProducers.contains(op.getOperation()))
        continue;
      auto cache = op->getAttrOfType<DenseI64ArrayAttr>(kCacheTilesAttr);
      auto registers = op->getAttrOfType<DenseI64ArrayAttr>(kRegisterTilesAttr);
      auto order = op->getAttrOfType<DenseI64ArrayAttr>(kRegisterOrderAttr);
      auto vectorShape = op->getAttrOfType<DenseI64ArrayAttr>(kVectorShapeAttr);
      unsigned loops = op.getNumLoops();
      if (!cache || cache.size() != loops ||
          (registers && registers.size() != loops) ||
          (order && !isPermutation(order, loops)) ||
          (vectorShape && vectorShape.size() != loops)) {
        op->emitOpError() << "expected " << loops
                          << " entries in tosac.cache_tiles and "
                             "tosac.register_tiles, and a permutation of "
                          << loops
                          << " loops in tosac.register_order, with as many "
                             "entries in tosac.vector_shape";
        return signalPassFailure();
      }
      // Cache tiles along the parallel loops are independent: they become
      // the iterations of an scf.forall, which the pipeline distributes over
      // threads. Those along reduction loops stay sequential inside each
      // iteration, so that every result element sees the same order of
      // accumulation whatever the number of threads.
      SmallVector<int64_t> parallelTiles(cache.asArrayRef()),
          reductionTiles(cache.asArrayRef());
      for (auto [loop, iterator] :
           llvm::enumerate(op.getIteratorTypesArray())) {
        if (iterator == utils::IteratorType::parallel)
          reductionTiles[loop] = 0;
        else
          parallelTiles[loop] = 0;
      }
      Operation *initProducer = nullptr;
      if (OpOperand *init = op.getNumDpsInits() == 1 && registers
                                ? op.getDpsInitOperand(0)
                                : nullptr)
        initProducer = init->get().getDefiningOp();
      Type accumulatorType = getElementTypeOrSelf(op->getResult(0).getType());
      // Register-tile loops, which are peeled once the tiles are made.
      SmallVector<scf::ForOp> peeledLoops;
      FailureOr<Operation *> parallelTile =
          tileOnce(rewriter, op, parallelTiles, {}, nullptr, /*forall=*/true);
      if (failed(parallelTile))
        return signalPassFailure();
      // The epilogue's forall tile, tiled in registers of its own unless
      // it runs on the kernel's register tiles (below).
      linalg::LinalgOp forallEpilogue;
      DenseI64ArrayAttr epilogueTiles, epilogueVectors;
      if (linalg::GenericOp epilogue = epilogues.lookup(op.getOperation())) {
        epilogueTiles =
            epilogue->getAttrOfType<DenseI64ArrayAttr>(kRegisterTilesAttr);
        epilogueVectors =
            epilogue->getAttrOfType<DenseI64ArrayAttr>(kVectorShapeAttr);
        forallEpilogue = fuseEpilogueIntoForall(
            rewriter, cast<linalg::LinalgOp>(*parallelTile), epilogue);
      }
      auto tileEpilogue = [&]() -> LogicalResult {
        FailureOr<Operation *> epilogueTile =
            tileOnce(rewriter, forallEpilogue, epilogueTiles.asArrayRef(), {},
                     &peeledLoops);
        if (failed(epilogueTile))
          return failure();
        markRegisterKernel(*epilogueTile, epilogueVectors);
        return success();
      };
      // An epilogue that overwrites the accumulators in place gets its
      // register tiles now; one that converts them (a RESCALE to int8)
      // waits for the kernel's register tiles, on which it may run (below).
      bool converting =
          forallEpilogue &&
          getElementTypeOrSelf(forallEpilogue->getResult(0).getType()) !=
              accumulatorType;
      if (forallEpilogue && (!registers || !converting) &&
          failed(tileEpilogue()))
        return signalPassFailure();
      linalg::LinalgOp fusedInit;
      if (registers)
        fusedInit =
            fuseInitIntoForall(rewriter, cast<linalg::LinalgOp>(*parallelTile));
      if (fusedInit)
        fusedProducers.insert(initProducer);
      SmallVector<scf::ForOp> reductionLoops;
      FailureOr<Operation *> cacheTile =
          tileOnce(rewriter, cast<linalg::LinalgOp>(*parallelTile),
                   reductionTiles, {}, &reductionLoops);
      if (failed(cacheTile))
        return signalPassFailure();
      auto cacheOp = cast<linalg::LinalgOp>(*cacheTile);
      // Without register tiles, the op is only shared out over threads.
      if (!registers) {
        cacheOp->removeAttr(kCacheTilesAttr);
        continue;
      }
      SmallVector<scf::ForOp> registerLoops;
      FailureOr<Operation *> registerTile = tileOnce(
          rewriter, cacheOp, registers.asArrayRef(),
          order ? order.asArrayRef() : ArrayRef<int64_t>(), &registerLoops);
      if (failed(registerTile))
        return signalPassFailure();
      Operation *kernel = *registerTile;
      removeTilingAttrs(kernel);
      markRegisterKernel(kernel, vectorShape);
      if (fusedInit) {
        auto tiled = cast<linalg::LinalgOp>(kernel);
        DenseI64ArrayAttr initVectorShape;
        if (vectorShape)
          initVectorShape = rewriter.getDenseI64ArrayAttr(
              projectOnResult(tiled, vectorShape.asArrayRef()));
        // With no reduction tiles around the register tiles, each register
        // tile's accumulator is initialized right before its reduction
        // loops, where LLVM keeps it in registers; otherwise the forall's
        // slice is initialized in register-tile pieces first.
        Operation *initTile =
            reductionLoops.empty()
                ? fuseInitIntoRegisterTile(rewriter, fusedInit, tiled,
                                           registerLoops)
                : nullptr;
        if (!initTile) {
          FailureOr<Operation *> sliceTile = tileOnce(
              rewriter, fusedInit,
              projectOnResult(tiled, registers.asArrayRef()), {}, &peeledLoops);
          if (failed(sliceTile))
            return signalPassFailure();
          initTile = *sliceTile;
        }
        markRegisterKernel(initTile, initVectorShape);
      }
      // A converting epilogue runs on each register tile's accumulators
      // right after its reduction loops, when the forall's tile has no
      // reduction loops of its own around the register tiles. AMX tiles
      // store their accumulators from the tile registers either way: their
      // epilogue stays on the forall tile.
      if (forallEpilogue && converting) {
        Operation *epilogueTile =
            reductionLoops.empty() && !kernel->hasAttr(kInt8AmxAttr)
                ? fuseEpilogueIntoRegisterTile(rewriter, forallEpilogue,
                                               cast<linalg::LinalgOp>(kernel),
                                               registerLoops)
                : nullptr;
        if (epilogueTile)
          markRegisterKernel(epilogueTile, epilogueVectors);
        else if (failed(tileEpilogue()))
          return signalPassFailure();
      }
      // Loops whose tiles do not divide their range: the full tiles go to
      // a main loop and the last, partial one to a loop of its own. After
      // canonicalization both have static sizes and are vectorized; only a
      // tile inside a partial cache tile of dynamic size stays scalar.
      peeledLoops.append(registerLoops.begin(), registerLoops.end());
      for (scf::ForOp loop : peeledLoops) {
        scf::ForOp partial;
        rewriter.setInsertionPoint(loop);
        (void)scf::peelForLoopAndSimplifyBounds(rewriter, loop, partial);
      }
    }
    // Sizes that peeling made constant become static tensor types.
    if (failed(canonicalize(getOperation())))
      return signalPassFailure();

    SmallVector<linalg::LinalgOp> registerKernels;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kRegisterKernelAttr))
        registerKernels.push_back(op);
    });
    for (linalg::LinalgOp kernel : registerKernels) {
      auto vectorShape =
          kernel->getAttrOfType<DenseI64ArrayAttr>(kVectorShapeAttr);
      kernel->removeAttr(kRegisterKernelAttr);
      kernel->removeAttr(kVectorShapeAttr);
      // int8 dot-product and TABLE tiles get their vector kernel after
      // bufferization (tosac-cpu-lower-vectors).
      if (kernel->hasAttr(kInt8DotAttr) || kernel->hasAttr(kInt8TableAttr))
        continue;
      // Pooling tiles are reductions of one window tap into one vector of
      // channels: they take the elementwise path below.
      bool convolution =
          linalg::isaConvolutionOpInterface(kernel) &&
          !isa<linalg::PoolingNhwcMaxOp, linalg::PoolingNhwcSumOp,
               linalg::PoolingNhwcMinOp>(kernel.getOperation());
      // A convolution tile reads a static (strided) slice of its input.
      if (convolution)
        kernel = unstrideConvTile(rewriter, kernel);
      // Edge tiles of a size the tiles do not divide stay scalar.
      if (!hasStaticShapes(kernel))
        continue;
      // A convolution tile is a matmul once its unit loops are gone.
      if (convolution) {
        FailureOr<linalg::LinalgOp> contraction =
            convTileToContraction(rewriter, kernel, vectorShape);
        if (failed(contraction))
          continue;
        kernel = *contraction;
      } else if (!linalg::isaContractionOpInterface(kernel)) {
        kernel = dropUnitLoops(rewriter, kernel, vectorShape);
      }
      // Runtime checks (cf.assert) are vectorized as results first: what is
      // vectorized is then a copy of the kernel with those results.
      std::optional<TileWithCheckResults> checked;
      if (auto generic = dyn_cast<linalg::GenericOp>(kernel.getOperation()))
        checked = checksToResults(rewriter, generic);
      linalg::LinalgOp toVectorize =
          checked ? cast<linalg::LinalgOp>(checked->op.getOperation()) : kernel;
      rewriter.setInsertionPoint(toVectorize);
      // Contractions become vector.contract (lowered to FMAs later), not
      // a multiply and an add; tensor reads at computed indices become
      // vector loads (contiguous) or gathers. Transfers stay on the tile's
      // slice: after bufferization the reads and writes of an accumulator
      // row then share one subview and constant indices, from which
      // tosac-cpu-lower-vectors hoists them.
      FailureOr<linalg::VectorizationResult> vectorized = linalg::vectorize(
          rewriter, toVectorize, /*inputVectorSizes=*/{},
          /*inputScalableVecDims=*/{}, /*vectorizeNDExtract=*/true,
          /*flatten1DDepthwiseConv=*/false,
          /*assumeDynamicDimsMatchVecSizes=*/false,
          /*createNamedContraction=*/true);
      if (failed(vectorized)) {
        if (checked)
          rewriter.eraseOp(checked->op);
        continue;
      }
      Block *body = kernel->getBlock();
      SmallVector<Value> replacements = vectorized->replacements;
      if (checked) {
        replacements = assertVectorChecks(rewriter, *checked, replacements);
        rewriter.eraseOp(checked->op);
      }
      rewriter.replaceOp(kernel, replacements);
      if (vectorShape && failed(unrollToVectorShape(body, vectorShape)))
        return signalPassFailure();
    }
  }
};

} // namespace
