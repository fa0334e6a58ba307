//===- ByteProductRows.h - Rows' byte products as one dot -------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the packing of up to four byte products of one int32
// sum into one VPDPBUSD: an int8 depthwise convolution's taps of one filter
// column read the same column of consecutive input rows, so their bytes can
// share a lane's four bytes. ByteProductDots.h spends a whole VPDPBUSD on
// each tap instead.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_BYTEPRODUCTROWS_H
#define TOSAC_LIB_CODEGEN_BYTEPRODUCTROWS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tosac::codegen {

/// In every block of `func`, a sum of int32 vector terms ext(x) * ext(w)
/// (x and w vectors of N sign-extended bytes, 32 N <= `dotBits`) in which
/// up to four x are loads of consecutive rows of one buffer at the same
/// column and channels (a buffer's third dimension from the end: NHWC's H)
/// takes one VPDPBUSD per such group:
///   sum_j x_j w_j = dot((x_0 + 128, .., x_3 + 128), (w_0, .., w_3))
///                   - 128 sum_j w_j
/// The unsigned side packs the rows' bytes (zext(x_j) << 8j, xor 0x80 in
/// each used byte) once per column for every sum that reads it; the signed
/// side packs the w, the factor shared by the sums (a depthwise tile's
/// weights, the same for its pixels); the correction is added once per sum.
/// Other terms stay for ByteProductDots.h. Integer adds wrap, so the
/// regrouped sum is exactly the old one.
void packByteProductRows(mlir::func::FuncOp func, int64_t dotBits);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_BYTEPRODUCTROWS_H
