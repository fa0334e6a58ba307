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
// tails are left to scalar code.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::codegen;

namespace {

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

bool allF32(linalg::LinalgOp op) {
  for (OpOperand &operand : op->getOpOperands())
    if (!getElementTypeOrSelf(operand.get().getType()).isF32())
      return false;
  return true;
}

std::optional<KernelTiles> chooseMatmulTiles(linalg::LinalgOp op,
                                             const CpuTarget &target) {
  if (!allF32(op) || !op.hasPureTensorSemantics())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  unsigned lanes = target.lanes(32);
  if (lanes < 4)
    return std::nullopt;
  bool batched = ranges.size() == 4;
  int64_t m = ranges[batched ? 1 : 0], n = ranges[batched ? 2 : 1],
          k = ranges[batched ? 3 : 2];

  int64_t mr = target.vectorRegisters >= 32 ? 8 : 4;
  int64_t nr = 2 * lanes;
  // A narrow result: one vector of columns (or the vector width alone).
  if (n < nr)
    nr = lanes;
  if (n < nr || m < mr)
    return std::nullopt;

  int64_t mc = chooseCacheTile(m, mr, 64);
  int64_t nc = chooseCacheTile(n, nr, 256);
  int64_t kc = chooseCacheTile(k, 1, 256);
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

} // namespace

std::optional<KernelTiles>
tosac::codegen::chooseKernelTiles(linalg::LinalgOp op,
                                  const CpuTarget &target) {
  if (target.vectorBits == 0)
    return std::nullopt;
  if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) &&
      !op.hasUserDefinedMaps())
    return chooseMatmulTiles(op, target);
  return std::nullopt;
}
