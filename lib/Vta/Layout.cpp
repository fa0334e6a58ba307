//===- Layout.cpp - VTA's blocked tensor layouts --------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the copies between TOSA's NHWC / OHWI layouts and
// VTA's blocked layouts.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Layout.h"

#include "tosac/Vta/Isa.h"

#include <cassert>

using namespace tosac::vta;

int64_t tosac::vta::roundUpToBlock(int64_t value, int64_t block) {
  return (value + block - 1) / block * block;
}

namespace {

/// The flat index of activation element (n, h, w, c) in the blocked layout.
int64_t blockedActivationIndex(const ActivationShape &s, int64_t n, int64_t h,
                               int64_t w, int64_t c) {
  int64_t blocks = roundUpToBlock(s.c, kBlockIn) / kBlockIn;
  return (((n * blocks + c / kBlockIn) * s.h + h) * s.w + w) * kBlockIn +
         c % kBlockIn;
}

int64_t blockedActivationSize(const ActivationShape &s) {
  return s.n * s.h * s.w * roundUpToBlock(s.c, kBlockIn);
}

} // namespace

std::vector<int8_t> tosac::vta::blockActivations(llvm::ArrayRef<int8_t> nhwc,
                                                 ActivationShape s) {
  assert(static_cast<int64_t>(nhwc.size()) == s.n * s.h * s.w * s.c &&
         "activation size does not match its shape");
  std::vector<int8_t> blocked(blockedActivationSize(s), 0);
  int64_t flat = 0;
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t h = 0; h < s.h; ++h)
      for (int64_t w = 0; w < s.w; ++w)
        for (int64_t c = 0; c < s.c; ++c)
          blocked[blockedActivationIndex(s, n, h, w, c)] = nhwc[flat++];
  return blocked;
}

std::vector<int8_t>
tosac::vta::unblockActivations(llvm::ArrayRef<int8_t> blocked,
                               ActivationShape s) {
  assert(static_cast<int64_t>(blocked.size()) == blockedActivationSize(s) &&
         "blocked activation size does not match its shape");
  std::vector<int8_t> nhwc;
  nhwc.reserve(s.n * s.h * s.w * s.c);
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t h = 0; h < s.h; ++h)
      for (int64_t w = 0; w < s.w; ++w)
        for (int64_t c = 0; c < s.c; ++c)
          nhwc.push_back(blocked[blockedActivationIndex(s, n, h, w, c)]);
  return nhwc;
}

std::vector<int8_t> tosac::vta::blockWeights(llvm::ArrayRef<int8_t> ohwi,
                                             WeightShape s) {
  assert(static_cast<int64_t>(ohwi.size()) == s.o * s.h * s.w * s.i &&
         "weight size does not match its shape");
  int64_t inBlocks = roundUpToBlock(s.i, kBlockIn) / kBlockIn;
  int64_t outBlocks = roundUpToBlock(s.o, kBlockOut) / kBlockOut;
  std::vector<int8_t> blocked(outBlocks * inBlocks * s.h * s.w * kBlockOut *
                                  kBlockIn,
                              0);
  int64_t flat = 0;
  for (int64_t o = 0; o < s.o; ++o)
    for (int64_t h = 0; h < s.h; ++h)
      for (int64_t w = 0; w < s.w; ++w)
        for (int64_t i = 0; i < s.i; ++i) {
          int64_t block =
              ((o / kBlockOut * inBlocks + i / kBlockIn) * s.h + h) * s.w + w;
          blocked[(block * kBlockOut + o % kBlockOut) * kBlockIn +
                  i % kBlockIn] = ohwi[flat++];
        }
  return blocked;
}
