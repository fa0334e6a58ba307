//===- TosaArithTest.cpp - Tests of the spec's integer helpers ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include <gtest/gtest.h>

using namespace tosac;

TEST(CountLeadingZeros, Edges) {
  EXPECT_EQ(countLeadingZeros(0), 32);
  EXPECT_EQ(countLeadingZeros(1), 31);
  EXPECT_EQ(countLeadingZeros(-1), 0);
  EXPECT_EQ(countLeadingZeros(INT32_MIN), 0);
  EXPECT_EQ(countLeadingZeros(INT32_MAX), 1);
  EXPECT_EQ(countLeadingZeros(0x00010000), 15);
}
