//===- ByteProductDots.h - Byte multiply-adds as VPDPBUSD -------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the rewrite of int32 multiply-adds of bytes on vectors
// (the depthwise convolutions' register tiles: each channel is its own
// lane, so there is no 4-byte reduction to give VPDPBUSD) into one
// VPDPBUSD per multiply-add, with the same int32 result.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_BYTEPRODUCTDOTS_H
#define TOSAC_LIB_CODEGEN_BYTEPRODUCTDOTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// acc + ext(x) * ext(w) on vector<N x i32>, x and w vectors of N bytes
/// (sign- or zero-extended, not both zero-extended), becomes one VPDPBUSD
/// of N lanes when 32 N <= `dotBits` (128, 256 or 512 bits). Each lane
/// multiplies 4 unsigned bytes of its first operand by 4 signed bytes of
/// its second one and adds the 4 products to the accumulator:
/// * x unsigned, w signed: (x, 0, 0, 0) . (w, s, s, s) = x w (zero- and
///   sign-extended lanes as they are);
/// * both signed: (x + 128, 128, 128, 0) . (w, -w - 1, 1, 0)
///   = (x + 128) w - 128 w - 128 + 128 = x w. The first is zext(x) xor
///   0x00808080, the second (zext(w) | zext(w) << 8) xor 0x0001FF00, made
///   from the factor with more uses (a depthwise tile's weights, shared by
///   its pixels).
/// Every byte product fits 16 bits and the lane adds wrap like arith.addi:
/// the result is exact.
void populateByteProductDotPatterns(mlir::RewritePatternSet &patterns,
                                    int64_t dotBits);

/// Whether `value` is a vector of bytes sign- or zero-extended (a factor of
/// the multiply-adds above).
bool isWidenedBytes(mlir::Value value);

/// Unrolls the filter taps of the int8 depthwise register tiles of `func`
/// (innermost loops of 2 or 3 iterations carrying accumulators, whose body
/// multiplies widened byte vectors): the tap after the first reads the
/// pixel vectors of its neighbour, which LLVM then loads and widens once.
void unrollByteProductTaps(mlir::func::FuncOp func);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_BYTEPRODUCTDOTS_H
