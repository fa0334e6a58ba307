//===- TosaArithDetail.h - Internals of the integer helpers -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file holds the small building blocks shared by the TosaArith sources:
// a 128-bit integer type, flooring right shifts and a conversion from the
// 64-bit pattern to its signed value, all free of undefined and
// implementation-defined behaviour.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_SUPPORT_TOSAARITHDETAIL_H
#define TOSAC_LIB_SUPPORT_TOSAARITHDETAIL_H

#include <cstdint>
#include <limits>

namespace tosac {
namespace detail {

// GCC and Clang provide a 128-bit integer; __extension__ keeps -pedantic quiet.
__extension__ typedef __int128 Int128;

/// The signed value of the two's-complement pattern `bits`.
inline int64_t toSigned(uint64_t bits) {
  if (bits <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
    return static_cast<int64_t>(bits);
  // bits >= 2^63: the value is -(2^64 - bits) = -(~bits) - 1.
  return -static_cast<int64_t>(~bits) - 1;
}

/// floor(x / 2^shift), i.e. the arithmetic right shift the spec's `>>` means,
/// without relying on how the compiler shifts negative numbers.
template <typename T> T floorShiftRight(T x, unsigned shift) {
  if (x >= 0)
    return x >> shift;
  // For x < 0: floor(x / 2^s) = -(floor((-x - 1) / 2^s)) - 1.
  return -((-(x + 1)) >> shift) - 1;
}

/// The low 32 bits of `x` as a signed value.
inline int32_t truncateToInt32(int64_t x) {
  uint32_t low = static_cast<uint32_t>(static_cast<uint64_t>(x));
  if (low <= static_cast<uint32_t>(std::numeric_limits<int32_t>::max()))
    return static_cast<int32_t>(low);
  return -static_cast<int32_t>(~low) - 1;
}

/// count_leading_zeros of a 32-bit pattern; 32 for zero.
inline int32_t countLeadingZeros32(uint32_t value) {
  int32_t count = 0;
  for (uint32_t bit = uint32_t(1) << 31; bit != 0 && (value & bit) == 0;
       bit >>= 1)
    ++count;
  return count;
}

inline bool fitsInt32(int64_t x) {
  return x >= std::numeric_limits<int32_t>::min() &&
         x <= std::numeric_limits<int32_t>::max();
}

} // namespace detail
} // namespace tosac

#endif // TOSAC_LIB_SUPPORT_TOSAARITHDETAIL_H
