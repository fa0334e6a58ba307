//===- BufferCache.h - Reused buffers for compiled code --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the allocator that compiled code's `malloc` and `free`
// become: the JIT maps the names to it, tosa-compile renames the calls.
// Compiled code allocates its intermediate tensors on every call and frees
// them before returning; with glibc, blocks of megabytes come from
// mmap and go back to the kernel, so that every call pays a page fault per
// 4 KiB of every intermediate (ResNet-50: 24 000 faults, a quarter of its
// time). Large blocks are therefore kept when freed and handed out again to
// the next request of the same rounded size.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_BUFFERCACHE_H
#define TOSAC_RUNTIME_BUFFERCACHE_H

#include <cstddef>

extern "C" {
/// malloc for compiled code: blocks of at least kCachedBufferBytes come from
/// the cache when one of the same rounded size was freed.
void *tosac_buffer_malloc(size_t size);
/// free for compiled code: cached blocks go back to the cache.
void tosac_buffer_free(void *pointer);
}

namespace tosac {

/// Requests of at least this many bytes are cached.
inline constexpr size_t kCachedBufferBytes = 64 * 1024;

/// Bytes held by freed blocks waiting in the cache (for tests).
size_t getCachedBufferBytes();

} // namespace tosac

#endif // TOSAC_RUNTIME_BUFFERCACHE_H
