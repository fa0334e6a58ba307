//===- TosaTable.cpp - TABLE lookups --------------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements TABLE's per-element computation: a direct lookup for
// int8 inputs and apply_lookup_s, the 513-entry interpolating lookup, for
// int16 inputs.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include <limits>

using namespace tosac;

ArithResult<int8_t> tosac::applyTableI8(const int8_t *table, size_t tableSize,
                                        int8_t value) {
  // REQUIRE(length(table) == TABLE_SIZE)
  if (!table || tableSize != kTableSizeI8)
    return ArithResult<int8_t>::failure(ArithStatus::TableSizeMismatch);
  // The signed value as a 0-based index.
  return table[static_cast<int32_t>(value) + 128];
}

ArithResult<int32_t> tosac::applyLookupS(const int16_t *table, size_t tableSize,
                                         int16_t value) {
  // REQUIRE(length(table) == TABLE_SIZE)
  if (!table || tableSize != kTableSizeI16)
    return ArithResult<int32_t>::failure(ArithStatus::TableSizeMismatch);
  // The int16 input needs no clipping. value + 32768 is in [0, 65535] and a
  // multiple of 128 away from value, so its low 7 bits are value & 0x7f.
  uint32_t offset = static_cast<uint32_t>(static_cast<int32_t>(value) + 32768);
  uint32_t index = offset >> 7;     // 0..511
  int32_t fraction = offset & 0x7f; // 7-bit fraction
  int32_t base = table[index];
  int32_t next = table[index + 1];
  int32_t slope = next - base;
  // REQUIRE(slope >= minimum_s<int16_t>() && slope <= maximum_s<int16_t>())
  if (slope < std::numeric_limits<int16_t>::min() ||
      slope > std::numeric_limits<int16_t>::max())
    return {base * 128 + slope * fraction, ArithStatus::TableSlopeOutOfRange};
  // (base << 7) + slope * fraction: the interpolated 16 + 7 = 23-bit value.
  return base * 128 + slope * fraction;
}
