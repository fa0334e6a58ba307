//===- Int8DotKernel.cpp - VPDPBUSD register tiles ------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements vectorizeInt8DotTile(). linalg's vectorizer would
// widen every byte to an int32 lane; the dot-product instruction instead
// takes a vector of `lanes` groups of 4 bytes from each side: the 4
// activation bytes of one row, broadcast to every lane, and 4 consecutive
// reduction bytes of `lanes` consecutive columns of the packed weights.
// VPDPBUSD is called through its LLVM intrinsic, whose memory effects MLIR
// does not know: the tiles are therefore vectorized after bufferization and
// buffer deallocation, by tosac-cpu-lower-vectors. The accumulators are
// transfers with constant indices, like those of the other register tiles,
// which that pass then keeps in registers across the reduction loop.
//
//===----------------------------------------------------------------------===//

#include "Int8DotKernel.h"

#include "KernelStrategy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;

namespace {

/// The operand positions of a tile, and where its loops are.
struct TileShape {
  unsigned columnLoop, groupLoop;
  std::optional<unsigned> rowLoop;
  int64_t rows, columns;
};

std::optional<TileShape> analyzeTile(linalg::LinalgOp tile) {
  SmallVector<int64_t> ranges = tile.getStaticLoopRanges();
  if (ranges.empty() || llvm::any_of(ranges, ShapedType::isDynamic) ||
      tile.getNumDpsInputs() != 2 || tile.getNumDpsInits() != 1)
    return std::nullopt;
  TileShape shape;
  shape.groupLoop = ranges.size() - 1;
  if (ranges[shape.groupLoop] != 4)
    return std::nullopt;
  AffineMap a = tile.getMatchingIndexingMap(tile.getDpsInputOperand(0));
  AffineMap b = tile.getMatchingIndexingMap(tile.getDpsInputOperand(1));
  AffineMap c = tile.getMatchingIndexingMap(tile.getDpsInitOperand(0));
  auto column = dyn_cast<AffineDimExpr>(c.getResults().back());
  if (!column || b.getNumResults() < 2)
    return std::nullopt;
  shape.columnLoop = column.getPosition();
  AffineExpr group = getAffineDimExpr(shape.groupLoop, tile.getContext());
  if (a.getResults().back() != group || b.getResults().back() != group ||
      b.getResults()[b.getNumResults() - 2] != column)
    return std::nullopt;
  shape.columns = ranges[shape.columnLoop];
  shape.rows = 1;
  for (auto [loop, range] : llvm::enumerate(ranges)) {
    if (range == 1 || loop == shape.columnLoop || loop == shape.groupLoop)
      continue;
    // One loop of rows, which must not be a reduction.
    if (shape.rowLoop ||
        tile.getIteratorTypesArray()[loop] != utils::IteratorType::parallel)
      return std::nullopt;
    shape.rowLoop = loop;
    shape.rows = range;
  }
  if (shape.columns % 4 != 0)
    return std::nullopt;
  return shape;
}

} // namespace

StringRef tosac::codegen::getDotIntrinsic(int64_t lanes) {
  switch (lanes) {
  case 16:
    return "llvm.x86.avx512.vpdpbusd.512";
  case 8:
    return "llvm.x86.avx512.vpdpbusd.256";
  default:
    return "llvm.x86.avx512.vpdpbusd.128";
  }
}

bool tosac::codegen::isDotIntrinsicCall(Operation *op) {
  auto call = dyn_cast<LLVM::CallIntrinsicOp>(op);
  return call && llvm::is_contained({getDotIntrinsic(16), getDotIntrinsic(8),
                                     getDotIntrinsic(4)},
                                    call.getIntrin());
}

LogicalResult tosac::codegen::vectorizeInt8DotTile(RewriterBase &rewriter,
                                                   linalg::LinalgOp tile) {
  auto lanesAttr = tile->getAttrOfType<IntegerAttr>(kInt8DotAttr);
  std::optional<TileShape> shape = analyzeTile(tile);
  if (!lanesAttr || !shape || !tile.hasPureBufferSemantics())
    return failure();
  int64_t lanes = lanesAttr.getInt();
  Location loc = tile.getLoc();
  MLIRContext *context = tile.getContext();
  Type i8 = IntegerType::get(context, 8), i32 = IntegerType::get(context, 32);
  auto [a, b, acc, aMap, bMap, cMap] = DotTileOperands(tile);
  rewriter.setInsertionPoint(tile);

  auto indicesAt = [&](AffineMap map, ArrayRef<int64_t> point) {
    SmallVector<Value> indices;
    for (int64_t index : map.compose(point))
      indices.push_back(arith::ConstantIndexOp::create(rewriter, loc, index));
    return indices;
  };
  auto minorIdentity = [&](Value source, unsigned vectorRank) {
    return AffineMap::getMinorIdentityMap(
        cast<ShapedType>(source.getType()).getRank(), vectorRank, context);
  };
  Value zeroI8 = arith::ConstantOp::create(rewriter, loc, i8,
                                           rewriter.getI8IntegerAttr(0));
  Value zeroI32 = arith::ConstantOp::create(rewriter, loc, i32,
                                            rewriter.getI32IntegerAttr(0));
  SmallVector<bool> inBounds1(1, true);

  // Column vectors of `lanes`, then narrower ones for the rest (a multiple
  // of 4 columns).
  SmallVector<std::pair<int64_t, int64_t>> chunks;
  for (int64_t start = 0, width = lanes; start < shape->columns;) {
    while (start + width > shape->columns)
      width /= 2;
    chunks.push_back({start, width});
    start += width;
  }

  // The weights' [column, 4] dimensions as one (contiguous: the packing
  // made them so), read as 1-D vectors of `width` groups.
  auto bType = cast<MemRefType>(b.getType());
  int64_t bRank = bType.getRank();
  SmallVector<ReassociationIndices> merge;
  for (int64_t d = 0; d + 2 < bRank; ++d)
    merge.push_back({d});
  merge.push_back({bRank - 2, bRank - 1});
  if (!memref::CollapseShapeOp::isGuaranteedCollapsible(bType, merge))
    return failure();
  Value rows = memref::CollapseShapeOp::create(rewriter, loc, b, merge);

  SmallVector<int64_t> point(tile.getNumLoops(), 0);
  // One vector of packed weights per chunk, read once for all rows.
  SmallVector<Value> weights;
  for (auto [start, width] : chunks) {
    point[shape->columnLoop] = start;
    SmallVector<int64_t> at = bMap.compose(point);
    at[bRank - 2] = at[bRank - 2] * 4 + at[bRank - 1];
    at.pop_back();
    SmallVector<Value> indices;
    for (int64_t index : at)
      indices.push_back(arith::ConstantIndexOp::create(rewriter, loc, index));
    weights.push_back(vector::TransferReadOp::create(
        rewriter, loc, VectorType::get({width * 4}, i8), rows, indices, zeroI8,
        minorIdentity(rows, 1), ArrayRef<bool>(inBounds1)));
  }
  for (int64_t row = 0; row < shape->rows; ++row) {
    if (shape->rowLoop)
      point[*shape->rowLoop] = row;
    point[shape->columnLoop] = 0;
    // The row's 4 activation bytes as one int32, broadcast to every lane.
    Value bytes = vector::TransferReadOp::create(
        rewriter, loc, VectorType::get({4}, i8), a, indicesAt(aMap, point),
        zeroI8, minorIdentity(a, 1), ArrayRef<bool>(inBounds1));
    Value word = vector::ExtractOp::create(
        rewriter, loc,
        vector::BitCastOp::create(rewriter, loc, VectorType::get({1}, i32),
                                  bytes),
        ArrayRef<int64_t>{0});
    llvm::SmallDenseMap<int64_t, Value> broadcasts;
    for (auto [chunk, weight] : llvm::zip(chunks, weights)) {
      auto [start, width] = chunk;
      Value &broadcast = broadcasts[width];
      if (!broadcast)
        broadcast = vector::BitCastOp::create(
            rewriter, loc, VectorType::get({width * 4}, i8),
            vector::BroadcastOp::create(rewriter, loc,
                                        VectorType::get({width}, i32), word));
      point[shape->columnLoop] = start;
      SmallVector<Value> indices = indicesAt(cMap, point);
      auto accType = VectorType::get({width}, i32);
      Value sum = vector::TransferReadOp::create(
          rewriter, loc, accType, acc, indices, zeroI32, minorIdentity(acc, 1),
          ArrayRef<bool>(inBounds1));
      Value dot = LLVM::CallIntrinsicOp::create(
                      rewriter, loc, accType,
                      rewriter.getStringAttr(getDotIntrinsic(width)),
                      ValueRange{sum, broadcast, weight})
                      .getResult(0);
      vector::TransferWriteOp::create(rewriter, loc, dot, acc, indices,
                                      minorIdentity(acc, 1),
                                      ArrayRef<bool>(inBounds1));
    }
  }
  rewriter.eraseOp(tile);
  return success();
}
