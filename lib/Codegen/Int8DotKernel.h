//===- Int8DotKernel.h - VPDPBUSD register tiles ----------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares vectorizeInt8DotTile(), the vector code of one register
// tile of an int8 dot-product contraction (tosac-cpu-int8-dot-products).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_INT8DOTKERNEL_H
#define TOSAC_LIB_CODEGEN_INT8DOTKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// The operands of an int8 dot-product register tile (activations A, packed
/// weights B, accumulator C) and the maps they are read through.
struct DotTileOperands {
  mlir::Value a, b, acc;
  mlir::AffineMap aMap, bMap, cMap;

  explicit DotTileOperands(mlir::linalg::LinalgOp tile)
      : a(tile.getDpsInputs()[0]), b(tile.getDpsInputs()[1]),
        acc(tile.getDpsInits()[0]),
        aMap(tile.getMatchingIndexingMap(tile.getDpsInputOperand(0))),
        bMap(tile.getMatchingIndexingMap(tile.getDpsInputOperand(1))),
        cMap(tile.getMatchingIndexingMap(tile.getDpsInitOperand(0))) {}
};

/// Replaces `tile`, a register tile of an int8 dot-product contraction
/// (static loop ranges: one loop of rows, one of columns, the group of 4
/// reduction bytes innermost, every other loop of one iteration), by
/// vector transfers and VPDPBUSD calls on its buffers (it runs after
/// bufferization): per column vector,
/// one load of packed weights; per row, one broadcast of 4 activation
/// bytes; per row and column vector, one dot product into the accumulator.
/// Fails, leaving `tile` alone, when the tile is not of that form or its
/// column count is not a multiple of 4.
/// The LLVM intrinsic of VPDPBUSD on `lanes` int32 lanes (16, 8 or 4).
llvm::StringRef getDotIntrinsic(int64_t lanes);

/// Whether `op` calls one of getDotIntrinsic's intrinsics (which read and
/// write no memory).
bool isDotIntrinsicCall(mlir::Operation *op);

mlir::LogicalResult vectorizeInt8DotTile(mlir::RewriterBase &rewriter,
                                         mlir::linalg::LinalgOp tile);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_INT8DOTKERNEL_H
