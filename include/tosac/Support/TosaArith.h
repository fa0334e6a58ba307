//===- TosaArith.h - The TOSA specification's integer helpers ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the integer helper functions of the TOSA specification
// (section 4, "Operator pseudo-code"). Folders, lowerings, the VTA passes and
// the runtime all use these, so every component rounds the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_SUPPORT_TOSAARITH_H
#define TOSAC_SUPPORT_TOSAARITH_H

#include <cstdint>

namespace tosac {

/// count_leading_zeros(a): the number of leading zero bits of the 32-bit
/// value `a`; 32 for zero.
int32_t countLeadingZeros(int32_t a);

} // namespace tosac

#endif // TOSAC_SUPPORT_TOSAARITH_H
