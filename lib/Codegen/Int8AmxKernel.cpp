//===- Int8AmxKernel.cpp - AMX tiles of int8 dot products -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements isInt8AmxTile() and lowerInt8AmxTile(). An AMX tile
// register holds up to 16 rows of 64 bytes. TDPBUSD takes the activation
// rows as A (16 rows x 16 groups of 4 unsigned bytes), the packed weights
// [.., K/4, N, 4] as B (16 groups x 16 columns of 4 signed bytes: a row of
// B is one group of 16 consecutive columns, 64 contiguous bytes) and
// accumulates into C (16 rows x 16 int32 columns). Every tile is loaded
// with a row stride, so A's rows may be any pixels of a convolution (a
// strided row of the input) and C's a slice of a wider output.
//
// Each tile register keeps one shape (rows, bytes per row) for a whole
// function: LLVM configures them once, at its entry (ldtilecfg). The tile
// therefore uses one register per differently shaped value that is live
// at once, and isInt8AmxTile() refuses tiles that need more than eight.
//
//===----------------------------------------------------------------------===//

#include "Int8AmxKernel.h"

#include "Int8DotKernel.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"

using namespace mlir;
using namespace tosac::codegen;

namespace {

/// Rows of a tile; groups of 4 bytes in one row of A, rows of B; columns
/// of the accumulators of one panel (two tiles).
constexpr int64_t kTileRows = 16, kTileGroups = 16, kPanelColumns = 32;

/// Where the loops of a tile are, and their ranges.
struct AmxTileShape {
  std::optional<unsigned> rowLoop;
  unsigned columnLoop, groupLoop, byteLoop;
  SmallVector<unsigned> tapLoops;
  SmallVector<int64_t> ranges;
  int64_t rows, columns, groups;

  /// The blocks of `size` in pieces of at most 16: [start, size] pairs.
  static SmallVector<std::pair<int64_t, int64_t>> blocks(int64_t size,
                                                         int64_t piece) {
    SmallVector<std::pair<int64_t, int64_t>> result;
    for (int64_t start = 0; start < size; start += piece)
      result.push_back({start, std::min(piece, size - start)});
    return result;
  }
  int64_t rowBlocks() const { return llvm::divideCeil(rows, kTileRows); }
  /// Column blocks of one panel.
  int64_t columnBlocks() const {
    return llvm::divideCeil(std::min(columns, kPanelColumns), kTileRows);
  }
  /// Registers for differently shaped values live at once: every
  /// accumulator, plus the A and B tiles of a full step and of the last,
  /// shorter one.
  int64_t registers() const {
    int64_t stepShapes = (groups >= kTileGroups) + (groups % kTileGroups != 0);
    return rowBlocks() * columnBlocks() +
           (rowBlocks() + columnBlocks()) * stepShapes;
  }
};

/// The constant element strides of a memref, or nullopt.
std::optional<SmallVector<int64_t>> getStaticStrides(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type)
    return std::nullopt;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  return strides;
}

/// The distance in elements between the elements `map` reads at loop
/// points that differ by one iteration of `loop`.
int64_t stepStride(AffineMap map, unsigned loop, ArrayRef<int64_t> strides) {
  SmallVector<int64_t> zero(map.getNumDims(), 0), one(zero);
  one[loop] = 1;
  SmallVector<int64_t> from = map.compose(zero), to = map.compose(one);
  int64_t stride = 0;
  for (auto [a, b, s] : llvm::zip(from, to, strides))
    stride += (b - a) * s;
  return stride;
}

std::optional<AmxTileShape> analyzeTile(linalg::LinalgOp tile) {
  if (!tile.hasPureBufferSemantics() || tile.getNumDpsInputs() != 2 ||
      tile.getNumDpsInits() != 1)
    return std::nullopt;
  AmxTileShape shape;
  shape.ranges = tile.getStaticLoopRanges();
  unsigned loops = shape.ranges.size();
  if (loops < 3 || llvm::any_of(shape.ranges, ShapedType::isDynamic))
    return std::nullopt;
  AffineMap a = tile.getMatchingIndexingMap(tile.getDpsInputOperand(0));
  AffineMap b = tile.getMatchingIndexingMap(tile.getDpsInputOperand(1));
  AffineMap c = tile.getMatchingIndexingMap(tile.getDpsInitOperand(0));
  if (a.getNumResults() < 2 || b.getNumResults() < 3)
    return std::nullopt;
  auto dimOf = [](AffineExpr expr) -> std::optional<unsigned> {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      return dim.getPosition();
    return std::nullopt;
  };
  std::optional<unsigned> byte = dimOf(a.getResults().back());
  std::optional<unsigned> group = dimOf(a.getResults().end()[-2]);
  std::optional<unsigned> column = dimOf(c.getResults().back());
  if (!byte || !group || !column || shape.ranges[*byte] != 4 ||
      dimOf(b.getResults().back()) != byte ||
      dimOf(b.getResults().end()[-2]) != column ||
      dimOf(b.getResults().end()[-3]) != group)
    return std::nullopt;
  shape.byteLoop = *byte;
  shape.groupLoop = *group;
  shape.columnLoop = *column;
  shape.columns = shape.ranges[*column];
  shape.groups = shape.ranges[*group];
  shape.rows = 1;
  for (auto [loop, iterator] : llvm::enumerate(tile.getIteratorTypesArray())) {
    if (shape.ranges[loop] == 1 || loop == *byte || loop == *group ||
        loop == *column)
      continue;
    if (iterator == utils::IteratorType::reduction) {
      shape.tapLoops.push_back(loop);
      continue;
    }
    if (shape.rowLoop)
      return std::nullopt;
    shape.rowLoop = loop;
    shape.rows = shape.ranges[loop];
  }
  // Panels after the first have the same shapes: whole 16-column blocks.
  if (shape.rows > 2 * kTileRows ||
      (shape.columns > kPanelColumns && shape.columns % kTileRows != 0) ||
      shape.registers() > kAmxTileRegisters)
    return std::nullopt;

  // Rows of A: a group's 4 bytes, then the next groups, contiguous; rows of
  // B: 4 bytes per column, columns contiguous; C: columns contiguous.
  std::optional<SmallVector<int64_t>> aStrides =
      getStaticStrides(tile.getDpsInputs()[0]);
  std::optional<SmallVector<int64_t>> bStrides =
      getStaticStrides(tile.getDpsInputs()[1]);
  std::optional<SmallVector<int64_t>> cStrides =
      getStaticStrides(tile.getDpsInits()[0]);
  if (!aStrides || !bStrides || !cStrides ||
      stepStride(a, *byte, *aStrides) != 1 ||
      stepStride(a, *group, *aStrides) != 4 ||
      stepStride(b, *byte, *bStrides) != 1 ||
      stepStride(b, *column, *bStrides) != 4 ||
      stepStride(c, *column, *cStrides) != 1)
    return std::nullopt;
  return shape;
}

} // namespace

bool tosac::codegen::isInt8AmxTile(linalg::LinalgOp tile) {
  return analyzeTile(tile).has_value();
}

LogicalResult tosac::codegen::lowerInt8AmxTile(RewriterBase &rewriter,
                                               linalg::LinalgOp tile) {
  std::optional<AmxTileShape> shape = analyzeTile(tile);
  if (!shape)
    return failure();
  Location loc = tile.getLoc();
  MLIRContext *context = tile.getContext();
  Type i8 = IntegerType::get(context, 8), i32 = IntegerType::get(context, 32);
  auto [a, b, acc, aMap, bMap, cMap] = DotTileOperands(tile);
  rewriter.setInsertionPoint(tile);

  // Constants at the start of the block: the panel loop below uses them,
  // and so does the code after it.
  OpBuilder constantBuilder(context);
  llvm::DenseMap<int64_t, Value> constants;
  auto index = [&](int64_t value) {
    Value &constant = constants[value];
    if (!constant) {
      constantBuilder.setInsertionPointToStart(tile->getBlock());
      constant = arith::ConstantIndexOp::create(constantBuilder, loc, value);
    }
    return constant;
  };
  // The indices `map` gives at `point`, with `panel` (an index value, or
  // null for 0) added to the column loop.
  auto indicesAt = [&](AffineMap map, ArrayRef<int64_t> point, Value panel) {
    SmallVector<int64_t> at = map.compose(point);
    SmallVector<int64_t> next(point);
    ++next[shape->columnLoop];
    SmallVector<int64_t> atNext = map.compose(next);
    SmallVector<Value> indices;
    for (auto [value, nextValue] : llvm::zip(at, atNext)) {
      Value indexValue = index(value);
      if (panel && nextValue != value)
        indexValue = arith::AddIOp::create(
            rewriter, loc, indexValue,
            arith::MulIOp::create(rewriter, loc, panel,
                                  index(nextValue - value)));
      indices.push_back(indexValue);
    }
    return indices;
  };
  // Row strides in elements: A's and C's from one row to the next (any,
  // for a tile of one row), B's from one group to the next.
  int64_t aStride = 4 * kTileGroups, cStride = kTileRows;
  if (shape->rowLoop) {
    aStride = stepStride(aMap, *shape->rowLoop, *getStaticStrides(a));
    cStride = stepStride(cMap, *shape->rowLoop, *getStaticStrides(acc));
  }
  int64_t bStride = stepStride(bMap, shape->groupLoop, *getStaticStrides(b));

  auto rowBlocks = AmxTileShape::blocks(shape->rows, kTileRows);
  SmallVector<int64_t> point(shape->ranges.size(), 0);
  auto setBlock = [&](int64_t row, int64_t column) {
    if (shape->rowLoop)
      point[*shape->rowLoop] = row;
    point[shape->columnLoop] = column;
  };
  SmallVector<int64_t> tapRanges = llvm::map_to_vector(
      shape->tapLoops, [&](unsigned loop) { return shape->ranges[loop]; });
  int64_t taps = tapRanges.empty() ? 1 : computeProduct(tapRanges);

  // One panel of up to 32 columns starting at column `panel`: its
  // accumulators loaded, every filter tap and step of 16 groups, the
  // accumulators stored.
  auto emitPanel = [&](Value panel, int64_t columns) {
    auto columnBlocks = AmxTileShape::blocks(columns, kTileRows);
    point.assign(point.size(), 0);
    // The accumulators, [row block][column block].
    SmallVector<SmallVector<Value>> sums(rowBlocks.size());
    for (auto [i, rowBlock] : llvm::enumerate(rowBlocks))
      for (auto [column, width] : columnBlocks) {
        setBlock(rowBlock.first, column);
        auto type = amx::TileType::get({rowBlock.second, width}, i32);
        sums[i].push_back(amx::TileLoadOp::create(rewriter, loc, type, acc,
                                                  indicesAt(cMap, point, panel),
                                                  index(cStride)));
      }
    for (int64_t tap = 0; tap < taps; ++tap) {
      if (!tapRanges.empty())
        for (auto [loop, position] :
             llvm::zip(shape->tapLoops,
                       delinearize(tap, computeSuffixProduct(tapRanges))))
          point[loop] = position;
      for (auto [group, groups] :
           AmxTileShape::blocks(shape->groups, kTileGroups)) {
        point[shape->groupLoop] = group;
        SmallVector<Value> rowsOfA, columnsOfB;
        for (auto [row, rows] : rowBlocks) {
          setBlock(row, 0);
          auto type = amx::TileType::get({rows, groups * 4}, i8);
          rowsOfA.push_back(amx::TileLoadOp::create(
              rewriter, loc, type, a, indicesAt(aMap, point, nullptr),
              index(aStride)));
        }
        for (auto [column, width] : columnBlocks) {
          setBlock(0, column);
          auto type = amx::TileType::get({groups, width * 4}, i8);
          columnsOfB.push_back(amx::TileLoadOp::create(
              rewriter, loc, type, b, indicesAt(bMap, point, panel),
              index(bStride)));
        }
        for (auto [i, rowTile] : llvm::enumerate(rowsOfA))
          for (auto [j, columnTile] : llvm::enumerate(columnsOfB))
            sums[i][j] = amx::TileMulIOp::create(
                rewriter, loc, sums[i][j].getType(), rowTile, columnTile,
                sums[i][j], /*isZextLhs=*/true, /*isZextRhs=*/false);
      }
    }
    point.assign(point.size(), 0);
    for (auto [i, rowBlock] : llvm::enumerate(rowBlocks))
      for (auto [j, columnBlock] : llvm::enumerate(columnBlocks)) {
        setBlock(rowBlock.first, columnBlock.first);
        amx::TileStoreOp::create(rewriter, loc, acc,
                                 indicesAt(cMap, point, panel), sums[i][j],
                                 index(cStride));
      }
  };

  // Panels of 32 columns in a loop (their tiles have the same shapes, so
  // the same registers serve every panel), then one of the rest.
  int64_t panels = shape->columns / kPanelColumns;
  int64_t rest = shape->columns % kPanelColumns;
  if (panels > 1) {
    auto loop =
        scf::ForOp::create(rewriter, loc, index(0),
                           index(panels * kPanelColumns), index(kPanelColumns));
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(loop.getBody()->getTerminator());
    emitPanel(loop.getInductionVar(), kPanelColumns);
  } else if (panels == 1) {
    emitPanel(nullptr, kPanelColumns);
  }
  if (rest)
    emitPanel(panels ? index(panels * kPanelColumns) : nullptr, rest);
  rewriter.eraseOp(tile);
  return success();
}
