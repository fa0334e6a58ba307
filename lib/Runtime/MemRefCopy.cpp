//===- MemRefCopy.cpp - Strided copies for compiled code ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac_memref_copy, registered as `memrefCopy` for
// JIT-compiled code: an odometer walk over the shape that copies the
// innermost dimension element by element.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/MemRefCopy.h"

#include <cstring>
#include <vector>

namespace {
struct RankedView {
  char *base;
  const int64_t *sizes;
  const int64_t *strides;
};

RankedView view(const TosacUnrankedMemRef *memref, int64_t elementSize) {
  auto *words = static_cast<int64_t *>(memref->descriptor);
  char *aligned = reinterpret_cast<char *>(words[1]);
  int64_t offset = words[2];
  return {aligned + offset * elementSize, words + 3,
          words + 3 + memref->rank};
}
} // namespace

extern "C" void tosac_memref_copy(int64_t elementSize,
                                  TosacUnrankedMemRef *source,
                                  TosacUnrankedMemRef *target) {
  int64_t rank = source->rank;
  RankedView from = view(source, elementSize);
  RankedView to = view(target, elementSize);
  for (int64_t d = 0; d < rank; ++d)
    if (from.sizes[d] == 0)
      return;
  if (rank == 0) {
    std::memcpy(to.base, from.base, elementSize);
    return;
  }
  std::vector<int64_t> index(rank, 0);
  int64_t inner = rank - 1;
  while (true) {
    int64_t fromOffset = 0, toOffset = 0;
    for (int64_t d = 0; d < inner; ++d) {
      fromOffset += index[d] * from.strides[d];
      toOffset += index[d] * to.strides[d];
    }
    for (int64_t i = 0; i < from.sizes[inner]; ++i)
      std::memcpy(to.base + (toOffset + i * to.strides[inner]) * elementSize,
                  from.base + (fromOffset + i * from.strides[inner]) *
                                  elementSize,
                  elementSize);
    int64_t d = inner - 1;
    while (d >= 0 && ++index[d] == from.sizes[d])
      index[d--] = 0;
    if (d < 0)
      return;
  }
}
