//===- HighProductLanes.h - 32x32 -> 64-bit products in place ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the rewrite of the high half of 32 x 32 -> 64-bit
// products on vectors (RESCALE's apply_scale_32, Rescale.cpp's
// highProductRescale) into products of the even and odd lanes in place.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_HIGHPRODUCTLANES_H
#define TOSAC_LIB_CODEGEN_HIGHPRODUCTLANES_H

#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// trunci(shrsi(extsi(a) * extsi(b) [+ c...], 31 or 32)) from vector<2N x
/// i32> to vector<2N x i64> and back becomes two products of N 64-bit lanes
/// on the vectors themselves, seen as vector<N x i64>: the even lanes
/// sign-extended in place, the odd ones shifted down. The even results are
/// the low halves of (product + c) >> 31, the odd ones the high halves of
/// (product + c) << 1 (for a shift by 32: >> 32, and the odd products' high
/// halves as they are), and one blend interleaves them. On x86 each product
/// is one VPMULDQ, with no widening of the operands and no narrowing of the
/// results (shuffles, which AVX-512 issues on one port only). `b` may be a
/// constant of 32-bit values; each addend `c` a constant, a sign extension
/// of a vector of i32, or one of those shifted left by a constant (RESCALE's
/// per-channel rounding term and zero point, added in the product's lanes).
void populateHighProductLanePatterns(mlir::RewritePatternSet &patterns);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_HIGHPRODUCTLANES_H
