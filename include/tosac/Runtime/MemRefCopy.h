//===- MemRefCopy.h - Strided copies for compiled code ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the strided copy the LLVM lowering of memref.copy calls
// (as `memrefCopy`) when source or target is not contiguous. tosac provides
// its own so that compiled models need no MLIR runner library.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_MEMREFCOPY_H
#define TOSAC_RUNTIME_MEMREFCOPY_H

#include <cstdint>

extern "C" {
/// An unranked memref as the LLVM lowering passes it: the rank and a pointer
/// to a ranked descriptor {allocated, aligned, offset, sizes[rank],
/// strides[rank]}.
struct TosacUnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

/// Copies every element of `source` to `target` (same shape), each
/// `elementSize` bytes; strides may be arbitrary.
void tosac_memref_copy(int64_t elementSize, TosacUnrankedMemRef *source,
                       TosacUnrankedMemRef *target);
}

#endif // TOSAC_RUNTIME_MEMREFCOPY_H
