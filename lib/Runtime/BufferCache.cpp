//===- BufferCache.cpp - Reused buffers for compiled code -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the buffer cache behind compiled code's malloc and
// free: a header before each block records its rounded size (0 for a block
// that is not cached), and freed large blocks wait in per-size lists.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/BufferCache.h"

#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <vector>

using namespace tosac;

namespace {

/// Before every block: its rounded size. 64 bytes keep the block as aligned
/// as malloc's (and a cache line apart from the header).
constexpr size_t kHeaderBytes = 64;
/// Cached sizes are rounded up to whole pages.
constexpr size_t kPageBytes = 4096;

struct Cache {
  std::mutex mutex;
  std::map<size_t, std::vector<void *>> freeBlocks;
  size_t cachedBytes = 0;
};

Cache &getCache() {
  // Never destroyed: compiled code may still free blocks at exit.
  static Cache *cache = new Cache();
  return *cache;
}

void *withHeader(void *block, size_t size) {
  *static_cast<size_t *>(block) = size;
  return static_cast<uint8_t *>(block) + kHeaderBytes;
}

} // namespace

void *tosac_buffer_malloc(size_t size) {
  if (size < kCachedBufferBytes) {
    void *block = std::malloc(size + kHeaderBytes);
    return block ? withHeader(block, 0) : nullptr;
  }
  size_t rounded = (size + kPageBytes - 1) / kPageBytes * kPageBytes;
  Cache &cache = getCache();
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    auto found = cache.freeBlocks.find(rounded);
    if (found != cache.freeBlocks.end() && !found->second.empty()) {
      void *block = found->second.back();
      found->second.pop_back();
      cache.cachedBytes -= rounded;
      return withHeader(block, rounded);
    }
  }
  void *block = std::malloc(rounded + kHeaderBytes);
  return block ? withHeader(block, rounded) : nullptr;
}

void tosac_buffer_free(void *pointer) {
  if (!pointer)
    return;
  void *block = static_cast<uint8_t *>(pointer) - kHeaderBytes;
  size_t rounded = *static_cast<size_t *>(block);
  if (rounded == 0) {
    std::free(block);
    return;
  }
  Cache &cache = getCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.freeBlocks[rounded].push_back(block);
  cache.cachedBytes += rounded;
}

size_t tosac::getCachedBufferBytes() {
  Cache &cache = getCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  return cache.cachedBytes;
}
