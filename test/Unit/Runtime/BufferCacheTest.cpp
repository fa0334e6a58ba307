//===- BufferCacheTest.cpp - Reused buffers of JIT-compiled code ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Large blocks freed by compiled code are handed out again for the next
// request of the same rounded size; small blocks go straight to malloc.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/BufferCache.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <cstring>

using namespace tosac;

namespace {

TEST(BufferCache, LargeBlocksAreReusedBySize) {
  size_t before = getCachedBufferBytes();
  void *first = tosac_buffer_malloc(3 * 1024 * 1024 + 5);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(first) % 16, 0u);
  std::memset(first, 0x5a, 3 * 1024 * 1024 + 5);
  tosac_buffer_free(first);
  EXPECT_EQ(getCachedBufferBytes(), before + 3 * 1024 * 1024 + 4096);

  // The same rounded size gets the same block back; another size does not.
  void *other = tosac_buffer_malloc(5 * 1024 * 1024);
  EXPECT_NE(other, first);
  void *again = tosac_buffer_malloc(3 * 1024 * 1024 + 100);
  EXPECT_EQ(again, first);
  EXPECT_EQ(getCachedBufferBytes(), before);
  tosac_buffer_free(again);
  tosac_buffer_free(other);
  EXPECT_EQ(getCachedBufferBytes(),
            before + 3 * 1024 * 1024 + 4096 + 5 * 1024 * 1024);
}

TEST(BufferCache, SmallBlocksAreNotCached) {
  size_t before = getCachedBufferBytes();
  void *small = tosac_buffer_malloc(kCachedBufferBytes - 1);
  ASSERT_NE(small, nullptr);
  tosac_buffer_free(small);
  EXPECT_EQ(getCachedBufferBytes(), before);
  tosac_buffer_free(nullptr);
  EXPECT_EQ(getCachedBufferBytes(), before);
}

} // namespace
