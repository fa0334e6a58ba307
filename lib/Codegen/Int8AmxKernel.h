//===- Int8AmxKernel.h - AMX tiles of int8 dot products ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the AMX code of one register tile of an int8
// dot-product contraction (tosac-cpu-int8-dot-products) that the strategy
// gave to AMX (kInt8AmxAttr), which tosac-cpu-amx-tiles outlines.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_INT8AMXKERNEL_H
#define TOSAC_LIB_CODEGEN_INT8AMXKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// The tile registers of an AMX CPU.
inline constexpr int64_t kAmxTileRegisters = 8;

/// Whether `tile` can become AMX code: static loop ranges and operand
/// strides (it runs after bufferization); a loop of at most 32 rows and one
/// of output columns (whole 16-column blocks beyond 32); the groups of 4
/// reduction bytes and the bytes innermost in the activations and the packed
/// weights, each group's columns contiguous; any other reduction loops (filter
/// taps) of any range; and no more differently shaped tiles than tile
/// registers.
bool isInt8AmxTile(mlir::linalg::LinalgOp tile);

/// Replaces `tile` (isInt8AmxTile) by AMX operations, per panel of up to 32
/// columns (panels of 32 in a loop, then the rest): per block of up to 16
/// rows x 16 columns, one accumulator tile loaded from the tile's
/// accumulator and stored back at the end; per filter tap and step of up to
/// 16 groups, one tile of activation rows per row block, one of packed
/// weights per column block, and one TDPBUSD per accumulator (unsigned
/// activations, signed weights), all unrolled.
mlir::LogicalResult lowerInt8AmxTile(mlir::RewriterBase &rewriter,
                                     mlir::linalg::LinalgOp tile);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_INT8AMXKERNEL_H
