//===- KernelStrategy.cpp - How each kernel is tiled ----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file holds every tiling decision of the CPU code generator.
//
// f32 matmul (linalg.matmul [m, n, k], linalg.batch_matmul [b, m, n, k]):
// the register tile is `mr` rows by two vectors of columns, with k tiled by
// one, so the micro-kernel is per k: two vector loads of B, `mr` broadcasts
// of A and 2 * mr FMAs into accumulators that stay in registers across the
// k loop. mr = 8 with 32 vector registers (16 accumulators), 4 with 16. The
// cache tiles keep a kc x nc block of B (256 x 256 floats, 256 KiB) in L2
// and an mc x kc block of A (64 x 256) in L1/L2 while the register tiles
// sweep it. Inside a cache tile the register tiles run column panel by
// column panel (n outside m): each kc x nr panel of B (32 KiB for AVX-512)
// is loaded from L2 once and then reused from L1 by every row tile. Cache tiles
// are chosen to divide the dimension when a multiple of the register tile does,
// so that register tiles stay static (and vectorized) inside every cache tile;
// register tiles that do not divide a cache tile are peeled and vectorized
// too, and only those inside a partial cache tile of dynamic size stay
// scalar.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"

#include "Int8TableKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::codegen;

namespace {

/// Elementwise kernels smaller than this run on one thread.
constexpr int64_t kMinParallelElements = 16384;
/// Output pixels per cache tile of a convolution, at most.
constexpr int64_t kPixelsPerCacheTile = 256;
/// Independent cache tiles a convolution keeps for the threads, when its
/// rows allow it.
constexpr int64_t kMinParallelTiles = 8;
/// Output rows per cache tile of an int8 depthwise convolution whose packed
/// pixel columns slide down the rows, at least (fewer save little over the
/// columns packed before the first row).
constexpr int64_t kMinSlideRows = 4;
/// Cache tiles an op without a vector kernel is cut into for the threads.
constexpr int64_t kParallelChunks = 16;

/// The largest multiple of `step` that is at most `limit` and divides
/// `size`; when there is none, the largest multiple of `step` at most
/// `limit` (at least `step`). A size at most `limit` is taken whole.
int64_t chooseCacheTile(int64_t size, int64_t step, int64_t limit) {
  if (size <= limit)
    return size;
  for (int64_t tile = limit / step * step; tile >= step; tile -= step)
    if (size % tile == 0)
      return tile;
  return std::max(step, limit / step * step);
}

/// The number of iterations of a loop nest of static `ranges`.
int64_t countIterations(ArrayRef<int64_t> ranges) {
  int64_t count = 1;
  for (int64_t range : ranges)
    count *= range;
  return count;
}

/// Whether every operand of `op` holds f32 or integers of at most 32 bits
/// (int8 / int16 / int32 data, per-channel multipliers and shifts, bools).
bool allF32OrNarrowInts(linalg::LinalgOp op) {
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = getElementTypeOrSelf(operand.get().getType());
    if (!type.isF32() &&
        !(type.isSignlessInteger() && type.getIntOrFloatBitWidth() <= 32))
      return false;
  }
  return true;
}

bool allF32(linalg::LinalgOp op) {
  for (OpOperand &operand : op->getOpOperands())
    if (!getElementTypeOrSelf(operand.get().getType()).isF32())
      return false;
  return true;
}

/// int8 x int8 -> int32: the same micro-kernel on i32 lanes, the operands
/// sign-extended as they are loaded.
bool isInt8Contraction(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return false;
  for (OpOperand *input : op.getDpsInputOperands())
    if (!getElementTypeOrSelf(input->get().getType()).isSignlessInteger(8))
      return false;
  return getElementTypeOrSelf(op.getDpsInitOperand(0)->get().getType())
      .isSignlessInteger(32);
}

/// The f32 FMA micro-kernel shared by matmul and convolution: `rows` x
/// `columns` accumulators (columns a multiple of `lanes`).
struct MicroKernel {
  int64_t rows, columns, lanes;
};

/// The register tile of an m x n block in vectors of `lanes` columns:
/// `rows` x one or two vectors, or nullopt when n is narrower than a vector.
std::optional<MicroKernel> sizeMicroKernel(int64_t m, int64_t n, int64_t lanes,
                                           const CpuTarget &target) {
  int64_t rows = target.vectorRegisters >= 32 ? 8 : 4;
  // A narrow result: one vector of columns instead of two.
  int64_t columns = n < 2 * lanes ? lanes : 2 * lanes;
  if (n < columns)
    return std::nullopt;
  // Fewer rows than a register tile (a 7-pixel row of ResNet's last stage,
  // a fully-connected layer's single row): a tile of all of them.
  rows = std::min(rows, m);
  return MicroKernel{rows, columns, lanes};
}

/// The micro-kernel for an f32 op with static loop ranges producing an
/// m x n block per k step, or nullopt when the block is narrower than one
/// vector of columns. Fewer than `rows` rows make a tile of all of them.
std::optional<MicroKernel> chooseMicroKernel(linalg::LinalgOp op,
                                             const CpuTarget &target,
                                             unsigned mDim, unsigned nDim) {
  if (!(allF32(op) || isInt8Contraction(op)) || !op.hasPureTensorSemantics())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  int64_t lanes = target.lanes(32);
  if (lanes < 4)
    return std::nullopt;
  return sizeMicroKernel(ranges[mDim], ranges[nDim], lanes, target);
}

std::optional<KernelTiles> chooseMatmulTiles(linalg::LinalgOp op,
                                             const CpuTarget &target) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  bool batched = ranges.size() == 4;
  unsigned mDim = batched ? 1 : 0;
  std::optional<MicroKernel> kernel =
      chooseMicroKernel(op, target, mDim, mDim + 1);
  if (!kernel)
    return std::nullopt;
  int64_t mr = kernel->rows, nr = kernel->columns, lanes = kernel->lanes;
  int64_t mc = chooseCacheTile(ranges[mDim], mr, 64);
  int64_t nc = chooseCacheTile(ranges[mDim + 1], nr, 256);
  int64_t kc = chooseCacheTile(ranges[mDim + 2], 1, 256);
  KernelTiles tiles;
  if (batched) {
    tiles.cache = {1, mc, nc, kc};
    tiles.registers = {1, mr, nr, 1};
    tiles.registerOrder = {0, 2, 1, 3};
    tiles.vectorShape = {1, 1, lanes, 1};
  } else {
    tiles.cache = {mc, nc, kc};
    tiles.registers = {mr, nr, 1};
    tiles.registerOrder = {1, 0, 2};
    tiles.vectorShape = {1, lanes, 1};
  }
  return tiles;
}

/// The cache tiles of a convolution's output rows, pixels per row and
/// channels, from the ranges of its first four loops [n, oh, ow, oc] and its
/// register tile (mr pixels x nr channels).
struct ConvCacheTiles {
  int64_t oh, ow, oc;
};

ConvCacheTiles chooseConvCacheTiles(ArrayRef<int64_t> ranges, int64_t mr,
                                    int64_t nr) {
  int64_t ow = chooseCacheTile(ranges[2], mr, 64);
  int64_t oc = chooseCacheTile(ranges[3], nr, 256);
  int64_t rows = std::max<int64_t>(1, kPixelsPerCacheTile / ow);
  int64_t oh = chooseCacheTile(ranges[1], 1, rows);
  auto tileCount = [&](int64_t h) {
    return ranges[0] * llvm::divideCeil(ranges[1], h) *
           llvm::divideCeil(ranges[2], ow) * llvm::divideCeil(ranges[3], oc);
  };
  // More tiles for the threads: narrower channel panels first (every
  // panel of the filter is still read once), fewer rows only then (each
  // row block reads the whole filter again).
  while (oc > nr && tileCount(oh) < kMinParallelTiles)
    oc = chooseCacheTile(ranges[3], nr, oc / 2);
  while (oh > 1 && tileCount(oh) < kMinParallelTiles)
    oh = chooseCacheTile(ranges[1], 1, oh / 2);
  return {oh, ow, oc};
}

/// The f32 convolutions, 7 loops each: output pixels (loop 2) x output
/// channels (loop 3) per register tile, one filter tap at a time.
/// * conv_2d_nhwc_hwcf [n, oh, ow, oc, kh, kw, ic]: the matmul micro-kernel
///   with k = ic (one input channel per step, cache tiles of up to 256).
///   A cache tile holds up to kPixelsPerCacheTile output pixels (whole rows)
///   of up to 256 channels; inside it the register tiles run channel panel
///   by channel panel (oc outside oh and ow), so that one panel of the
///   filter (taps x kc x nr floats, 288 KiB for a 3x3 filter) is read once
///   from memory and then reused from L2 by every row of the tile. Small
///   images (ResNet's 7x7 and 14x14 stages, with 2.4 to 9.4 MiB of filter)
///   thus stream their filter once per cache tile, not once per row.
///   When that leaves fewer than kMinParallelTiles independent tiles for
///   the threads, the channel panels get narrower, then the rows fewer;
/// * depthwise_conv_2d_nhwc_hwcm [n, oh, ow, c, m, kh, kw], multiplier 1:
///   each accumulator takes one FMA of the input pixel's channels and the
///   tap's channel weights (channels are independent, nothing broadcast).
std::optional<KernelTiles> chooseConvTiles(linalg::LinalgOp op,
                                           const CpuTarget &target,
                                           bool depthwise) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.size() != 7 || (depthwise && ranges[4] != 1))
    return std::nullopt;
  std::optional<MicroKernel> kernel = chooseMicroKernel(op, target, 2, 3);
  if (!kernel)
    return std::nullopt;
  int64_t mr = kernel->rows, nr = kernel->columns;
  // A depthwise tile's input slice follows its channels: in a tile peeled
  // off a channel loop its size stays dynamic, and the tile scalar. One
  // vector of channels per tile when two do not divide the channels (144),
  // and always for int8, whose tiles have their taps unrolled (each pixel
  // vector serves three outputs) and widen every byte vector: one vector of
  // channels keeps their pixels, weights and accumulators in registers.
  bool int8 = getElementTypeOrSelf(op.getDpsInputs()[0].getType()).isInteger(8);
  if (depthwise && (int8 || ranges[3] % nr != 0) &&
      ranges[3] % kernel->lanes == 0)
    nr = kernel->lanes;
  KernelTiles tiles;
  if (depthwise) {
    tiles.cache = {1,
                   1,
                   chooseCacheTile(ranges[2], mr, 64),
                   chooseCacheTile(ranges[3], nr, 256),
                   0,
                   0,
                   0};
    // int8: the register tiles of one channel panel run together, so that
    // the weights (packed per tap for VPDPBUSD, ByteProductDots.h) are
    // loaded and packed once per panel.
    if (int8)
      tiles.registerOrder = {0, 1, 3, 2, 4, 5, 6};
    // int8 with a stride of 1 between rows: the rows of a cache tile
    // innermost, so that each packed pixel column is carried from one
    // output row to the next (SlidingRowPacks.h). The cache tiles take
    // whole row ranges, as many as the threads need but at least
    // kMinSlideRows rows each (the smallest divisor of the rows at least
    // that); a layer that would be left in fewer than two tiles keeps one
    // row per tile.
    auto conv = dyn_cast<linalg::DepthwiseConv2DNhwcHwcmOp>(op.getOperation());
    if (int8 && conv && ranges[5] > 1 &&
        llvm::none_of(ArrayRef(ranges).take_front(4), ShapedType::isDynamic) &&
        *conv.getStrides().getValues<int64_t>().begin() == 1 &&
        *conv.getDilations().getValues<int64_t>().begin() == 1) {
      int64_t others = llvm::divideCeil(ranges[2], tiles.cache[2]) *
                       llvm::divideCeil(ranges[3], tiles.cache[3]);
      int64_t rowTiles = llvm::divideCeil(kMinParallelTiles, others);
      int64_t rows = std::max<int64_t>(kMinSlideRows,
                                       llvm::divideCeil(ranges[1], rowTiles));
      while (rows < ranges[1] && ranges[1] % rows != 0)
        ++rows;
      if (rows < ranges[1] || others > 1 || ranges[1] <= kMinSlideRows * 4) {
        tiles.cache[1] = std::min(rows, ranges[1]);
        tiles.registerOrder = {0, 3, 2, 1, 4, 5, 6};
      }
    }
  } else {
    ConvCacheTiles cache = chooseConvCacheTiles(ranges, mr, nr);
    tiles.cache = {1,
                   cache.oh,
                   cache.ow,
                   cache.oc,
                   0,
                   0,
                   chooseCacheTile(ranges[6], 1, 256)};
    tiles.registerOrder = {0, 3, 1, 2, 4, 5, 6};
  }
  tiles.registers = {1, 1, mr, nr, 1, 1, 1};
  tiles.vectorShape = {1, 1, 1, kernel->lanes, 1, 1, 1};
  return tiles;
}

/// conv_3d_ndhwc_dhwcf [n, od, oh, ow, oc, kd, kh, kw, ic]:
/// conv_2d_nhwc_hwcf's micro-kernel (output pixels of one row x
/// output channels, one input channel per step) with one output depth and
/// one filter tap of all three dimensions at a time. Cache tiles hold up to
/// kPixelsPerCacheTile pixels of one output plane in whole rows and 256
/// output channels, channel panels outside the rows. A register tile of a
/// strided one reads a strided slice of its input (unstrideConvTile).
std::optional<KernelTiles> chooseConv3DTiles(linalg::LinalgOp op,
                                             const CpuTarget &target) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.size() != 9)
    return std::nullopt;
  std::optional<MicroKernel> kernel = chooseMicroKernel(op, target, 3, 4);
  if (!kernel)
    return std::nullopt;
  int64_t mr = kernel->rows, nr = kernel->columns;
  int64_t ow = chooseCacheTile(ranges[3], mr, 64);
  int64_t oc = chooseCacheTile(ranges[4], nr, 256);
  int64_t oh = chooseCacheTile(ranges[2], 1,
                               std::max<int64_t>(1, kPixelsPerCacheTile / ow));
  KernelTiles tiles;
  tiles.cache = {1, 1, oh, ow, oc, 0, 0, 0, chooseCacheTile(ranges[8], 1, 256)};
  tiles.registerOrder = {0, 1, 4, 2, 3, 5, 6, 7, 8};
  tiles.registers = {1, 1, 1, mr, nr, 1, 1, 1, 1};
  tiles.vectorShape = {1, 1, 1, 1, kernel->lanes, 1, 1, 1, 1};
  return tiles;
}

/// AMX register tiles of the int8 dot-product contractions, when the CPU
/// has AMX-INT8 and each output row holds whole 16-column tiles. One
/// TDPBUSD multiplies up to 16 rows x 16 groups of 4 bytes by 16 groups x
/// 16 columns: an AMX register tile is up to 32 rows x 64 columns (panels
/// of four accumulator tiles) over the cache tile's whole reduction, which its
/// kernel unrolls in steps of 16 groups (per filter tap for a conv). The 8
/// tile registers each keep one shape in a function: when the groups per
/// tap leave a tail, the A and B tiles of the tail need registers of their
/// own, and the tile keeps 16 rows (two accumulators).
/// * matmul [b, m, n, k / 4, 4]: tiles [1, 32, 64, k / 4, 4];
/// * conv [n, oh, ow, f, kh, kw, c / 4, 4]: tiles [1, 1, 32, 64, kh, kw,
///   c / 4, 4]: rows are pixels of one output row.
/// (32 columns where the cache tiles do not have 64: the tile's code runs
/// panels of 32 columns, each with its four accumulators.)
/// The reduction is cut into cache tiles of at most kMaxAmxSteps steps.
constexpr int64_t kAmxRows = 16, kAmxGroups = 16, kMaxAmxSteps = 64,
                  kAmxPanels = 64;

std::optional<KernelTiles> chooseInt8AmxTiles(ArrayRef<int64_t> ranges,
                                              bool conv,
                                              const CpuTarget &target) {
  unsigned mDim = conv ? 2 : 1, nDim = mDim + 1, gDim = conv ? 6 : 3;
  int64_t m = ranges[mDim], n = ranges[nDim], groups = ranges[gDim];
  int64_t taps = conv ? ranges[4] * ranges[5] : 1;
  // Whole 16-column tiles, full 16-row tiles and at least one full step
  // of 64 bytes per tap: on less, the tile calls, their configuration and
  // their accumulator loads cost more than VPDPBUSD's register tiles.
  if (n % kAmxRows != 0 || m < kAmxRows || groups < kAmxGroups ||
      target.lanes(32) < 4)
    return std::nullopt;
  // Groups per cache tile: whole steps of 16, at most kMaxAmxSteps steps
  // in all taps.
  int64_t maxGroups = std::max<int64_t>(1, kMaxAmxSteps / taps) * kAmxGroups;
  int64_t gc = chooseCacheTile(groups, kAmxGroups, maxGroups);
  bool tail = gc % kAmxGroups != 0 && gc > kAmxGroups;
  bool lastTail = groups % gc % kAmxGroups != 0 && groups % gc > kAmxGroups;
  int64_t mr = std::min<int64_t>(tail || lastTail ? 16 : 32, m);
  int64_t nr = n % 32 == 0 ? 32 : 16;
  // The tiles' own vector shape is unused (their code is AMX's); the
  // accumulator init fused into them is vectorized along the columns.
  int64_t lanes = std::min<int64_t>(target.lanes(32), kAmxRows);
  KernelTiles tiles;
  tiles.int8Amx = true;
  // A register tile of two panels of 32 columns where the cache tile has
  // them: its code runs them in a loop, configuring the tile registers once.
  auto registerColumns = [&](int64_t cacheColumns) {
    return cacheColumns % kAmxPanels == 0 ? kAmxPanels : nr;
  };
  if (conv) {
    ConvCacheTiles cache = chooseConvCacheTiles(ranges, mr, nr);
    tiles.cache = {1, cache.oh, cache.ow, cache.oc, 0, 0, gc, 0};
    tiles.registers = {1,         1,         mr, registerColumns(cache.oc),
                       ranges[4], ranges[5], gc, 4};
    tiles.registerOrder = {0, 3, 1, 2, 4, 5, 6, 7};
    tiles.vectorShape = {1, 1, 1, lanes, 1, 1, 1, 4};
  } else {
    int64_t nc = chooseCacheTile(n, nr, 256);
    tiles.cache = {1, chooseCacheTile(m, mr, 64), nc, gc, 0};
    tiles.registers = {1, mr, registerColumns(nc), gc, 4};
    tiles.registerOrder = {0, 2, 1, 3, 4};
    tiles.vectorShape = {1, 1, lanes, 1, 4};
  }
  return tiles;
}

/// The int8 dot-product contractions of tosac-cpu-int8-dot-products, whose
/// innermost loop runs over the 4 bytes of one group:
/// * matmul [b, m, n, k / 4, 4]: f32 matmul's tiles with k counted in
///   groups (cache tiles of up to 128 groups, 512 bytes of a row of A);
/// * conv [n, oh, ow, f, kh, kw, c / 4, 4]: f32 convolution's tiles.
/// A register tile is `rows` pixels or rows by one or two vectors of
/// `lanes` int32 columns, for one group of 4 reduction bytes.
std::optional<KernelTiles> chooseInt8DotTiles(linalg::LinalgOp op,
                                              const CpuTarget &target) {
  auto lanesAttr = op->getAttrOfType<IntegerAttr>(kInt8DotAttr);
  if (!lanesAttr || !op.hasPureTensorSemantics())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic) ||
      (ranges.size() != 5 && ranges.size() != 8))
    return std::nullopt;
  bool conv = ranges.size() == 8;
  if (target.hasAmxInt8)
    if (std::optional<KernelTiles> tiles =
            chooseInt8AmxTiles(ranges, conv, target))
      return tiles;
  int64_t lanes = lanesAttr.getInt();
  unsigned mDim = conv ? 2 : 1, nDim = mDim + 1;
  int64_t m = ranges[mDim], n = ranges[nDim];
  std::optional<MicroKernel> kernel = sizeMicroKernel(m, n, lanes, target);
  if (!kernel)
    return std::nullopt;
  int64_t mr = kernel->rows, nr = kernel->columns;
  KernelTiles tiles;
  if (conv) {
    ConvCacheTiles cache = chooseConvCacheTiles(ranges, mr, nr);
    tiles.cache = {1,
                   cache.oh,
                   cache.ow,
                   cache.oc,
                   0,
                   0,
                   chooseCacheTile(ranges[6], 1, 64),
                   0};
    tiles.registers = {1, 1, mr, nr, 1, 1, 1, 4};
    tiles.registerOrder = {0, 3, 1, 2, 4, 5, 6, 7};
    tiles.vectorShape = {1, 1, 1, lanes, 1, 1, 1, 4};
  } else {
    tiles.cache = {1, chooseCacheTile(m, mr, 64), chooseCacheTile(n, nr, 256),
                   chooseCacheTile(ranges[3], 1, 128), 0};
    tiles.registers = {1, mr, nr, 1, 4};
    tiles.registerOrder = {0, 2, 1, 3, 4};
    tiles.vectorShape = {1, 1, lanes, 1, 4};
  }
  return tiles;
}

/// Whether `op` is an elementwise linalg.generic the vector kernels can
/// take: f32 or integer operands of at most 32 bits, every loop parallel,
/// every operand read through a projected permutation (broadcasts and
/// transposes), the result written in its own order, and a body of f32 and
/// integer arithmetic (RESCALE's 64-bit products and shifts included: the
/// vector code does exactly what the scalar code does, lane by lane), index
/// arithmetic, the math functions with vector forms, f32 tensor reads and
/// runtime checks (cf.assert: VectorChecks.h).
bool isVectorizableElementwise(linalg::LinalgOp op) {
  if (!isElementwiseGeneric(op) || op.getNumLoops() == 0 ||
      !allF32OrNarrowInts(op))
    return false;
  // Operands broadcast along dimensions of one element (a reduction's
  // result, `(d0, d1, 0)`) are read as broadcasts.
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true))
      return false;
  for (Operation &inner : op.getBlock()->without_terminator()) {
    // Reads of another f32 tensor at computed indices (the padded copy
    // of a convolution's input) become contiguous vector loads when the
    // innermost index follows the innermost loop.
    if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      Type type = extract.getType();
      if (!type.isF32() &&
          !(type.isSignlessInteger() && type.getIntOrFloatBitWidth() <= 32))
        return false;
      continue;
    }
    if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::NegFOp, arith::CmpFOp, arith::SelectOp,
             arith::ConstantOp, linalg::IndexOp, arith::AddIOp, arith::SubIOp,
             arith::CmpIOp, arith::AndIOp, arith::OrIOp, arith::MaxSIOp,
             arith::MinSIOp, arith::MulIOp, arith::IndexCastOp, arith::SIToFPOp,
             arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::ShRSIOp,
             arith::ShRUIOp, arith::ShLIOp, arith::XOrIOp, arith::MaxUIOp,
             arith::MinUIOp, arith::FPToSIOp, math::ExpOp, math::TanhOp,
             math::ErfOp, math::LogOp, math::SinOp, math::CosOp, math::SqrtOp,
             math::RsqrtOp, math::AbsFOp, math::FloorOp, math::CeilOp,
             math::FmaOp, cf::AssertOp>(inner))
      return false;
  }
  return true;
}

/// The cache tiles of an elementwise kernel over `ranges`: threads take
/// rows of the outermost loop of more than one iteration (not the
/// innermost: its rows are the vectors), when there is enough work to pay
/// for waking them.
SmallVector<int64_t> shareOutRows(ArrayRef<int64_t> ranges) {
  SmallVector<int64_t> cache(ranges.size(), 0);
  if (countIterations(ranges) >= kMinParallelElements)
    for (size_t loop = 0; loop + 1 < ranges.size(); ++loop)
      if (ranges[loop] > 1) {
        cache[loop] = 1;
        break;
      }
  return cache;
}

/// f32 elementwise ops: one or two vectors along the innermost loop per
/// register tile, every other loop one at a time; cache tiles only to share
/// the rows out over threads (each element is touched once).
std::optional<KernelTiles> chooseElementwiseTiles(linalg::LinalgOp op,
                                                  const CpuTarget &target) {
  if (!isVectorizableElementwise(op))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  int64_t lanes = target.lanes(32);
  // Vectors along the innermost loop of more than one iteration (a
  // depthwise epilogue's [.., C, 1]).
  size_t vectorLoop = ranges.size() - 1;
  while (vectorLoop > 0 && ranges[vectorLoop] == 1)
    --vectorLoop;
  int64_t inner = ranges[vectorLoop];
  if (lanes < 4 || inner < lanes)
    return std::nullopt;
  KernelTiles tiles;
  tiles.cache = shareOutRows(ranges);
  tiles.registers.assign(ranges.size(), 1);
  tiles.registers[vectorLoop] = inner < 2 * lanes ? lanes : 2 * lanes;
  tiles.vectorShape.assign(ranges.size(), 1);
  tiles.vectorShape[vectorLoop] = lanes;
  return tiles;
}

/// The loop along the innermost dimension of `op`'s result, when it is a
/// parallel loop.
std::optional<unsigned> getInnerParallelLoop(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1)
    return std::nullopt;
  auto inner = dyn_cast<AffineDimExpr>(
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getResults().back());
  if (!inner || op.getIteratorTypesArray()[inner.getPosition()] !=
                    utils::IteratorType::parallel)
    return std::nullopt;
  return inner.getPosition();
}

/// Whether `op` reduces f32 data along loops other than the one along the
/// innermost dimension of its result and input, which is parallel: a
/// linalg.generic reduction (tosa.reduce_* over any axis but the last)
/// whose body combines the input with the accumulator by add, mul, max or
/// min, or a pooling op (max_pool2d, the sum of avg_pool2d) on f32 or
/// integers of at most 32 bits.
bool isInnerParallelReduction(linalg::LinalgOp op) {
  std::optional<unsigned> inner = getInnerParallelLoop(op);
  bool pooling = isa<linalg::PoolingNhwcMaxOp, linalg::PoolingNhwcSumOp,
                     linalg::PoolingNhwcMinOp>(op.getOperation());
  // Pooling also on integers (int8 windows summed into int32, int8 max).
  if (!inner || !(allF32(op) || (pooling && allF32OrNarrowInts(op))) ||
      op.getNumDpsInputs() < 1 || op.getNumReductionLoops() == 0)
    return false;
  // The first input (the data) is read along the same loop innermost.
  AffineMap input = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  auto inputInner = dyn_cast<AffineDimExpr>(input.getResults().back());
  if (!inputInner || inputInner.getPosition() != *inner)
    return false;
  if (pooling)
    return true;
  if (!isa<linalg::GenericOp>(op.getOperation()) || op.getNumDpsInputs() != 1 ||
      !op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity())
    return false;
  return hasCombinerBody(op);
}

/// Reductions along outer loops and pooling (isInnerParallelReduction): a
/// register tile is one or two vectors along the innermost loop and one
/// iteration of every other loop, with the reduction loops innermost, so
/// that the accumulator vectors stay in registers across them (as in the
/// depthwise kernel). Cache tiles only share the outermost parallel loop
/// out over threads.
std::optional<KernelTiles> chooseReductionTiles(linalg::LinalgOp op,
                                                const CpuTarget &target) {
  if (!isInnerParallelReduction(op))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  int64_t lanes = target.lanes(32);
  unsigned vectorLoop = *getInnerParallelLoop(op);
  int64_t inner = ranges[vectorLoop];
  if (lanes < 4 || inner < lanes)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  KernelTiles tiles;
  tiles.cache.assign(ranges.size(), 0);
  if (countIterations(ranges) >= kMinParallelElements)
    for (auto [loop, range] : llvm::enumerate(ranges))
      if (range > 1 && loop != vectorLoop &&
          iterators[loop] == utils::IteratorType::parallel) {
        tiles.cache[loop] =
            llvm::divideCeil(range, std::min(range, kParallelChunks));
        break;
      }
  tiles.registers.assign(ranges.size(), 1);
  tiles.registers[vectorLoop] = inner < 2 * lanes ? lanes : 2 * lanes;
  tiles.vectorShape.assign(ranges.size(), 1);
  tiles.vectorShape[vectorLoop] = lanes;
  for (auto [loop, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::parallel)
      tiles.registerOrder.push_back(loop);
  for (auto [loop, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::reduction)
      tiles.registerOrder.push_back(loop);
  return tiles;
}

/// Any other op with static loop ranges and enough work (pooling,
/// reductions, integer kernels, ...): its outermost parallel loop of more
/// than one iteration is cut into up to kParallelChunks cache tiles that run
/// on the threads, each with the op's scalar loops inside. Loops before it
/// have one iteration, so the tiles are contiguous blocks of the result.
std::optional<KernelTiles> chooseParallelTiles(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() == 0)
    return std::nullopt;
  // Tiling derives operand slices from the indexing maps; an index that
  // decreases along a loop (the reversed filter of transpose_conv2d,
  // `2 - d1`) would get a wrong slice.
  for (AffineMap map : op.getIndexingMapsArray())
    for (AffineExpr result : map.getResults()) {
      bool decreasing = false;
      result.walk([&](AffineExpr expr) {
        auto mul = dyn_cast<AffineBinaryOpExpr>(expr);
        if (mul && mul.getKind() == AffineExprKind::Mul)
          if (auto factor = dyn_cast<AffineConstantExpr>(mul.getRHS()))
            decreasing |= factor.getValue() < 0;
      });
      if (decreasing)
        return std::nullopt;
    }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.empty() || llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  if (countIterations(ranges) < kMinParallelElements)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [loop, range] : llvm::enumerate(ranges)) {
    if (range == 1)
      continue;
    if (iterators[loop] != utils::IteratorType::parallel)
      return std::nullopt;
    KernelTiles tiles;
    tiles.cache.assign(ranges.size(), 0);
    tiles.cache[loop] =
        llvm::divideCeil(range, std::min(range, kParallelChunks));
    return tiles;
  }
  return std::nullopt;
}

/// int8 TABLE on a CPU with 512-bit byte permutes: register tiles of 64
/// bytes along the innermost loop (one lookup each), every other loop one
/// at a time; rows shared out over threads like elementwise ops.
std::optional<KernelTiles> chooseInt8TableTiles(linalg::LinalgOp op,
                                                const CpuTarget &target) {
  if (!target.hasBytePermute || !getInt8TableLookup(op))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.empty() || llvm::any_of(ranges, ShapedType::isDynamic) ||
      ranges.back() < 64)
    return std::nullopt;
  KernelTiles tiles;
  tiles.cache = shareOutRows(ranges);
  tiles.registers.assign(ranges.size(), 1);
  tiles.registers.back() = 64;
  tiles.vectorShape = tiles.registers;
  tiles.int8Table = true;
  return tiles;
}

/// The tiles of the vector kernel for `op`, or nullopt when there is none.
std::optional<KernelTiles> chooseVectorTiles(linalg::LinalgOp op,
                                             const CpuTarget &target) {
  if (target.vectorBits == 0)
    return std::nullopt;
  if (op->hasAttr(kInt8DotAttr))
    return chooseInt8DotTiles(op, target);
  if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) &&
      !op.hasUserDefinedMaps())
    return chooseMatmulTiles(op, target);
  if (isa<linalg::Conv2DNhwcHwcfOp>(op.getOperation()))
    return chooseConvTiles(op, target, /*depthwise=*/false);
  if (isa<linalg::DepthwiseConv2DNhwcHwcmOp>(op.getOperation()))
    return chooseConvTiles(op, target, /*depthwise=*/true);
  if (isa<linalg::Conv3DNdhwcDhwcfOp>(op.getOperation()))
    return chooseConv3DTiles(op, target);
  if (std::optional<KernelTiles> tiles = chooseReductionTiles(op, target))
    return tiles;
  if (std::optional<KernelTiles> tiles = chooseInt8TableTiles(op, target))
    return tiles;
  if (isa<linalg::GenericOp>(op.getOperation()))
    return chooseElementwiseTiles(op, target);
  return std::nullopt;
}

} // namespace

bool tosac::codegen::hasCombinerBody(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  if (body->getOperations().size() != 2)
    return false;
  Operation &combine = body->front();
  return isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp>(combine) &&
         combine.getResult(0) == body->getTerminator()->getOperand(0);
}

bool tosac::codegen::isElementwiseGeneric(linalg::LinalgOp op) {
  return isa<linalg::GenericOp>(op.getOperation()) &&
         op.hasPureTensorSemantics() &&
         op.getNumParallelLoops() == op.getNumLoops() &&
         op.getNumDpsInits() == 1 &&
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity();
}

std::optional<KernelTiles>
tosac::codegen::chooseKernelTiles(linalg::LinalgOp op,
                                  const CpuTarget &target) {
  if (std::optional<KernelTiles> tiles = chooseVectorTiles(op, target))
    return tiles;
  return chooseParallelTiles(op);
}
