//===- TosaArith.cpp - The TOSA specification's integer helpers -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

int32_t tosac::countLeadingZeros(int32_t a) {
  uint32_t value = static_cast<uint32_t>(a);
  int32_t count = 0;
  for (uint32_t bit = 1u << 31; bit != 0 && (value & bit) == 0; bit >>= 1)
    ++count;
  return count;
}
