//===- Layout.h - VTA's blocked tensor layouts ------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the conversions between TOSA's tensor layouts and the
// blocked layouts VTA's buffers hold (docs/Vta.md, "Layouts"):
//
//   activations  NHWC  <->  N' C' H W n c   (n = kBatch = 1, c = kBlockIn = 16)
//   weights      OHWI   ->  O' I' H W o i   (o = kBlockOut, i = kBlockIn)
//
// Channel counts are zero-padded to a multiple of the block, so a blocked
// activation row (one INP/OUT element) and a weight block (one WGT element,
// output channel rows, input channel fastest) are always whole.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_LAYOUT_H
#define TOSAC_VTA_LAYOUT_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace tosac::vta {

/// `value` rounded up to a multiple of `block`.
int64_t roundUpToBlock(int64_t value, int64_t block);

/// The extents of an NHWC activation tensor.
struct ActivationShape {
  int64_t n, h, w, c;
};

/// The extents of an OHWI weight tensor.
struct WeightShape {
  int64_t o, h, w, i;
};

/// NHWC (row-major, `shape`) to N' C' H W n c, channels zero-padded to a
/// multiple of kBlockIn: element (n, h, w, c) goes to
/// ((((n * C' + c / 16) * H + h) * W + w) * 16 + c % 16).
std::vector<int8_t> blockActivations(llvm::ArrayRef<int8_t> nhwc,
                                     ActivationShape shape);

/// The inverse of blockActivations: drops the padding channels.
std::vector<int8_t> unblockActivations(llvm::ArrayRef<int8_t> blocked,
                                       ActivationShape shape);

/// OHWI (row-major, `shape`) to O' I' H W o i, both channel counts
/// zero-padded to a multiple of the block: element (o, h, w, i) goes to
/// (((((o / 16) * I' + i / 16) * H + h) * W + w) * 16 + o % 16) * 16 + i % 16.
std::vector<int8_t> blockWeights(llvm::ArrayRef<int8_t> ohwi,
                                 WeightShape shape);

} // namespace tosac::vta

#endif // TOSAC_VTA_LAYOUT_H
