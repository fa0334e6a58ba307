//===- TosaArithTest.cpp - Tests of the spec's integer helpers ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Tests of the integer type helpers, the element-wise operators' arithmetic
// and TABLE. Every expected value is worked out by hand (shown in comments),
// never by calling the function under test.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>
#include <vector>

using namespace tosac;

namespace {

constexpr int64_t kI32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kI32Max = std::numeric_limits<int32_t>::max();
constexpr int64_t kI64Min = std::numeric_limits<int64_t>::min();
constexpr int64_t kI64Max = std::numeric_limits<int64_t>::max();

/// Expects `result` to be ok with `expected`.
template <typename T, typename U>
void expectOk(const ArithResult<T> &result, U expected) {
  EXPECT_EQ(result.status, ArithStatus::Ok)
      << describeArithStatus(result.status);
  EXPECT_EQ(result.value, static_cast<T>(expected));
}

} // namespace

//===----------------------------------------------------------------------===//
// Status
//===----------------------------------------------------------------------===//

TEST(ArithStatus, Categories) {
  EXPECT_TRUE(isRequireViolation(ArithStatus::NegativeMultiplier));
  EXPECT_TRUE(isRequireViolation(ArithStatus::DivisionByZero));
  EXPECT_TRUE(isRequireViolation(ArithStatus::TableSlopeOutOfRange));
  EXPECT_FALSE(isRequireViolation(ArithStatus::Ok));
  EXPECT_FALSE(isRequireViolation(ArithStatus::InvalidZeroPoint));
  EXPECT_TRUE(isErrorIfViolation(ArithStatus::InvalidZeroPoint));
  EXPECT_TRUE(isErrorIfViolation(ArithStatus::InvalidRescaleConfig));
  EXPECT_FALSE(isErrorIfViolation(ArithStatus::ResultOutOfRange));
  EXPECT_FALSE(isErrorIfViolation(ArithStatus::ScaleNotRepresentable));
  EXPECT_STREQ(describeArithStatus(ArithStatus::NegativeMultiplier),
               "REQUIRE(multiplier >= 0)");
  EXPECT_STREQ(describeArithStatus(ArithStatus::DivisionByZero),
               "REQUIRE(value2 != 0)");
  EXPECT_NE(std::strstr(describeArithStatus(ArithStatus::InvalidZeroPoint),
                        "ERROR_IF("),
            nullptr);
}

TEST(ArithStatus, ResultBoolConversion) {
  ArithResult<int32_t> good(5);
  EXPECT_TRUE(good.ok());
  EXPECT_TRUE(static_cast<bool>(good));
  auto bad = ArithResult<int32_t>::failure(ArithStatus::DivisionByZero);
  EXPECT_FALSE(bad.ok());
  EXPECT_FALSE(static_cast<bool>(bad));
  EXPECT_EQ(bad.status, ArithStatus::DivisionByZero);
}

//===----------------------------------------------------------------------===//
// Integer types
//===----------------------------------------------------------------------===//

TEST(IntTypes, Ranges) {
  auto expectRange = [](unsigned bits, bool isUnsigned, int64_t min,
                        int64_t max) {
    IntRange range = getIntRange(bits, isUnsigned);
    EXPECT_EQ(range.min, min) << bits << (isUnsigned ? "u" : "s");
    EXPECT_EQ(range.max, max) << bits << (isUnsigned ? "u" : "s");
  };
  expectRange(8, false, -128, 127);
  expectRange(8, true, 0, 255);
  expectRange(16, false, -32768, 32767);
  expectRange(16, true, 0, 65535);
  expectRange(32, false, kI32Min, kI32Max);
  expectRange(32, true, 0, 4294967295LL);
  expectRange(48, false, -140737488355328LL, 140737488355327LL);
  expectRange(64, false, kI64Min, kI64Max);
  expectRange(4, false, -8, 7);
  expectRange(1, false, -1, 0);
}

TEST(IntTypes, Extension) {
  EXPECT_EQ(signExtend(0xFF, 8), -1);
  EXPECT_EQ(signExtend(0x7F, 8), 127);
  EXPECT_EQ(signExtend(0x180, 8), -128); // only the low 8 bits count
  EXPECT_EQ(signExtend(0x8000, 16), -32768);
  EXPECT_EQ(signExtend(0x80000000LL, 32), kI32Min);
  EXPECT_EQ(signExtend(0x800000000000LL, 48), -140737488355328LL);
  EXPECT_EQ(signExtend(kI64Min, 64), kI64Min);
  EXPECT_EQ(zeroExtend(-1, 8), 255);
  EXPECT_EQ(zeroExtend(-128, 8), 128);
  EXPECT_EQ(zeroExtend(-1, 16), 65535);
  EXPECT_EQ(zeroExtend(-32768, 16), 32768);
  EXPECT_EQ(zeroExtend(-1, 32), 4294967295LL);
  EXPECT_EQ(zeroExtend(200, 8), 200);
  EXPECT_EQ(zeroExtend(-5, 64), -5);
}

TEST(IntTypes, Saturate) {
  EXPECT_EQ(saturate(300, 8, false), 127);
  EXPECT_EQ(saturate(-300, 8, false), -128);
  EXPECT_EQ(saturate(127, 8, false), 127);
  EXPECT_EQ(saturate(-128, 8, false), -128);
  EXPECT_EQ(saturate(300, 8, true), 255);
  EXPECT_EQ(saturate(-1, 8, true), 0);
  EXPECT_EQ(saturate(255, 8, true), 255);
  EXPECT_EQ(saturate(40000, 16, false), 32767);
  EXPECT_EQ(saturate(-40000, 16, false), -32768);
  EXPECT_EQ(saturate(70000, 16, true), 65535);
  EXPECT_EQ(saturate(-70000, 16, true), 0);
  EXPECT_EQ(saturate(int64_t(1) << 40, 32, false), kI32Max);
  EXPECT_EQ(saturate(-(int64_t(1) << 40), 32, false), kI32Min);
  EXPECT_EQ(saturate(12345, 32, false), 12345);
}

TEST(IntTypes, ApplyClipS) {
  expectOk(applyClipS(5, 0, 3), 3);
  expectOk(applyClipS(-5, 0, 3), 0);
  expectOk(applyClipS(2, 0, 3), 2);
  expectOk(applyClipS(7, 7, 7), 7);
  expectOk(applyClipS(kI64Min, -1, 1), -1);
  // REQUIRE(min_val <= max_val)
  EXPECT_EQ(applyClipS(1, 4, 3).status, ArithStatus::ClipRangeInverted);
}

//===----------------------------------------------------------------------===//
// CLZ
//===----------------------------------------------------------------------===//

TEST(CountLeadingZeros, Edges) {
  EXPECT_EQ(countLeadingZeros(0), 32);
  EXPECT_EQ(countLeadingZeros(1), 31);
  EXPECT_EQ(countLeadingZeros(-1), 0);
  EXPECT_EQ(countLeadingZeros(INT32_MIN), 0);
  EXPECT_EQ(countLeadingZeros(INT32_MAX), 1);
  EXPECT_EQ(countLeadingZeros(0x00010000), 15);
}

TEST(CountLeadingZeros, Edges64) {
  EXPECT_EQ(countLeadingZeros(int64_t(0)), 64);
  EXPECT_EQ(countLeadingZeros(int64_t(1)), 63);
  EXPECT_EQ(countLeadingZeros(int64_t(-1)), 0);
  EXPECT_EQ(countLeadingZeros(kI64Max), 1);
  EXPECT_EQ(countLeadingZeros(int64_t(1) << 40), 23);
  EXPECT_EQ(countLeadingZeros(int64_t(0xFFFFFFFF)), 32);
}

//===----------------------------------------------------------------------===//
// ADD / SUB
//===----------------------------------------------------------------------===//

TEST(AddSub, Int8) {
  expectOk(applyAddS(100, 27, 8), 127);
  EXPECT_EQ(applyAddS(100, 28, 8).status, ArithStatus::ResultOutOfRange);
  expectOk(applyAddS(-100, -28, 8), -128);
  EXPECT_EQ(applyAddS(-100, -29, 8).status, ArithStatus::ResultOutOfRange);
  expectOk(applySubS(-100, 28, 8), -128);
  EXPECT_EQ(applySubS(-100, 29, 8).status, ArithStatus::ResultOutOfRange);
}

TEST(AddSub, Int32AndInt64) {
  expectOk(applyAddS(kI32Max, 0, 32), kI32Max);
  EXPECT_EQ(applyAddS(kI32Max, 1, 32).status, ArithStatus::ResultOutOfRange);
  EXPECT_EQ(applySubS(kI32Min, 1, 32).status, ArithStatus::ResultOutOfRange);
  expectOk(applySubS(0, kI32Max, 32), -kI32Max);
  EXPECT_EQ(applySubS(0, kI32Min, 32).status, ArithStatus::ResultOutOfRange);
  expectOk(applyAddS(kI64Max, kI64Min, 64), -1);
  EXPECT_EQ(applyAddS(kI64Max, 1, 64).status, ArithStatus::ResultOutOfRange);
  EXPECT_EQ(applySubS(kI64Min, 1, 64).status, ArithStatus::ResultOutOfRange);
  EXPECT_EQ(applyAddS(1, 1, 0).status, ArithStatus::UnsupportedWidth);
  EXPECT_EQ(applyAddS(1, 1, 65).status, ArithStatus::UnsupportedWidth);
}

//===----------------------------------------------------------------------===//
// INTDIV
//===----------------------------------------------------------------------===//

TEST(IntDiv, TruncatesTowardZero) {
  expectOk(intdiv(7, 2), 3);
  expectOk(intdiv(-7, 2), -3);
  expectOk(intdiv(7, -2), -3);
  expectOk(intdiv(-7, -2), 3);
  expectOk(intdiv(0, 5), 0);
  expectOk(intdiv(6, 3), 2);
  expectOk(intdiv(1, 2), 0);
  expectOk(intdiv(-1, 2), 0);
}

TEST(IntDiv, Edges) {
  // REQUIRE(value2 != 0)
  EXPECT_EQ(intdiv(5, 0).status, ArithStatus::DivisionByZero);
  EXPECT_EQ(intdiv(0, 0).status, ArithStatus::DivisionByZero);
  // minimum / -1 is not representable.
  EXPECT_EQ(intdiv(kI32Min, -1).status, ArithStatus::ResultOutOfRange);
  expectOk(intdiv(kI32Min, 1), kI32Min);
  expectOk(intdiv(kI32Max, -1), -kI32Max);
  expectOk(intdiv(kI32Min, kI32Max), -1);
  expectOk(intdiv(kI32Min, 2), -1073741824);
  // 64-bit.
  EXPECT_EQ(intdiv(kI64Min, -1, 64).status, ArithStatus::ResultOutOfRange);
  expectOk(intdiv(kI64Min, 2, 64), -4611686018427387904LL);
  expectOk(intdiv(kI64Max, kI64Max, 64), 1);
  EXPECT_EQ(intdiv(kI64Min, 0, 64).status, ArithStatus::DivisionByZero);
  // Values wider than 32 bits are read through their low 32 bits:
  // 2^32 + 10 -> 10.
  expectOk(intdiv((int64_t(1) << 32) + 10, 5), 2);
}

//===----------------------------------------------------------------------===//
// Shifts
//===----------------------------------------------------------------------===//

TEST(ArithmeticRightShift, NoRound) {
  expectOk(arithmeticRightShift(-128, 7, 8, false), -1);
  expectOk(arithmeticRightShift(127, 7, 8, false), 0);
  expectOk(arithmeticRightShift(-7, 1, 8, false), -4); // floor(-3.5)
  expectOk(arithmeticRightShift(5, 1, 8, false), 2);
  expectOk(arithmeticRightShift(-1, 3, 16, false), -1);
  expectOk(arithmeticRightShift(kI32Min, 31, 32, false), -1);
  expectOk(arithmeticRightShift(kI32Max, 30, 32, false), 1);
  expectOk(arithmeticRightShift(kI64Min, 63, 64, false), -1);
  expectOk(arithmeticRightShift(100, 0, 32, false), 100);
  // 200 is read as the int8 -56: -56 >> 2 = -14.
  expectOk(arithmeticRightShift(200, 2, 8, false), -14);
}

TEST(ArithmeticRightShift, Round) {
  // 127 >> 7 = 0; (127 >> 6) & 1 = 1 -> 1.
  expectOk(arithmeticRightShift(127, 7, 8, true), 1);
  // -128 >> 7 = -1; (-128 >> 6) = -2, & 1 = 0 -> -1.
  expectOk(arithmeticRightShift(-128, 7, 8, true), -1);
  // -7 >> 1 = -4; -7 & 1 = 1 -> -3 (-3.5 rounds up).
  expectOk(arithmeticRightShift(-7, 1, 8, true), -3);
  // 5 >> 1 = 2; 5 & 1 = 1 -> 3.
  expectOk(arithmeticRightShift(5, 1, 8, true), 3);
  // 6 >> 2 = 1; (6 >> 1) & 1 = 1 -> 2 (1.5 rounds up).
  expectOk(arithmeticRightShift(6, 2, 16, true), 2);
  // 5 >> 2 = 1; (5 >> 1) & 1 = 0 -> 1 (1.25).
  expectOk(arithmeticRightShift(5, 2, 16, true), 1);
  // -6 >> 2 = -2; (-6 >> 1) = -3, & 1 = 1 -> -1 (-1.5 rounds up).
  expectOk(arithmeticRightShift(-6, 2, 32, true), -1);
  // Shift 0 never rounds.
  expectOk(arithmeticRightShift(-7, 0, 32, true), -7);
  // kI32Max >> 31 = 0; (kI32Max >> 30) & 1 = 1 -> 1.
  expectOk(arithmeticRightShift(kI32Max, 31, 32, true), 1);
  // kI64Min >> 63 = -1; (kI64Min >> 62) = -2, & 1 = 0 -> -1.
  expectOk(arithmeticRightShift(kI64Min, 63, 64, true), -1);
}

TEST(ArithmeticRightShift, ShiftRange) {
  EXPECT_EQ(arithmeticRightShift(1, 8, 8, false).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(arithmeticRightShift(1, -1, 8, false).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(arithmeticRightShift(1, 16, 16, true).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(arithmeticRightShift(1, 32, 32, false).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(arithmeticRightShift(1, 64, 64, false).status,
            ArithStatus::ShiftAmountOutOfRange);
  expectOk(arithmeticRightShift(1, 15, 16, false), 0);
  EXPECT_EQ(arithmeticRightShift(1, 0, 0, false).status,
            ArithStatus::UnsupportedWidth);
}

TEST(LogicalLeftShift, KeepsLowBits) {
  expectOk(logicalLeftShift(1, 7, 8), -128); // 0x80
  expectOk(logicalLeftShift(3, 7, 8), -128); // 0x180 -> 0x80
  expectOk(logicalLeftShift(1, 6, 8), 64);
  expectOk(logicalLeftShift(-1, 4, 16), -16); // 0xFFF0
  expectOk(logicalLeftShift(0x4000, 1, 16), -32768);
  expectOk(logicalLeftShift(1, 31, 32), kI32Min);
  expectOk(logicalLeftShift(3, 31, 32), kI32Min); // bit 32 is dropped
  expectOk(logicalLeftShift(1, 63, 64), kI64Min);
  expectOk(logicalLeftShift(5, 0, 32), 5);
  EXPECT_EQ(logicalLeftShift(1, 8, 8).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(logicalLeftShift(1, 32, 32).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(logicalLeftShift(1, -1, 32).status,
            ArithStatus::ShiftAmountOutOfRange);
}

TEST(LogicalRightShift, FillsWithZeros) {
  expectOk(logicalRightShift(-1, 1, 8), 127); // 0xFF >> 1 = 0x7F
  expectOk(logicalRightShift(-128, 7, 8), 1); // 0x80 >> 7
  expectOk(logicalRightShift(-32768, 15, 16), 1);
  expectOk(logicalRightShift(-1, 31, 32), 1);
  expectOk(logicalRightShift(-1, 1, 32), kI32Max);
  expectOk(logicalRightShift(-1, 0, 32), -1); // shift 0 keeps the value
  expectOk(logicalRightShift(-1, 1, 64), kI64Max);
  expectOk(logicalRightShift(-2, 1, 16), 32767); // 0xFFFE >> 1 = 0x7FFF
  expectOk(logicalRightShift(64, 3, 8), 8);
  EXPECT_EQ(logicalRightShift(1, 16, 16).status,
            ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(logicalRightShift(1, 64, 64).status,
            ArithStatus::ShiftAmountOutOfRange);
}

//===----------------------------------------------------------------------===//
// MUL
//===----------------------------------------------------------------------===//

TEST(MulShift, NoShiftWraps) {
  expectOk(mulShift(3, 4, 0), 12);
  expectOk(mulShift(-3, 4, 0), -12);
  // 65536 * 65536 = 2^32: the low 32 bits are 0.
  expectOk(mulShift(65536, 65536, 0), 0);
  // 46341^2 = 2147488281 = 2^31 + 4633 -> -2^31 + 4633.
  expectOk(mulShift(46341, 46341, 0), -2147479015);
  // (-2^31)^2 = 2^62 -> 0.
  expectOk(mulShift(INT32_MIN, INT32_MIN, 0), 0);
}

TEST(MulShift, RoundsAndShifts) {
  expectOk(mulShift(3, 5, 1), 8);       // (15 + 1) >> 1
  expectOk(mulShift(-3, 5, 1), -7);     // (-15 + 1) >> 1 = -7
  expectOk(mulShift(-1, 1, 1), 0);      // (-1 + 1) >> 1
  expectOk(mulShift(-3, 1, 1), -1);     // (-3 + 1) >> 1 = -1 (-1.5 rounds up)
  expectOk(mulShift(100, 100, 4), 625); // (10000 + 8) >> 4 = 625
  expectOk(mulShift(7, 1, 2), 2);       // (7 + 2) >> 2 = 2 (1.75)
  // (2^31 - 1) * 2 = 2^32 - 2; (2^32 - 1) >> 1 = 2^31 - 1.
  expectOk(mulShift(INT32_MAX, 2, 1), kI32Max);
  // (-2^31)^2 = 2^62; (2^62 + 2^62) >> 63 = 1 (needs more than 64 bits).
  expectOk(mulShift(INT32_MIN, INT32_MIN, 63), 1);
  // -2^31 * (2^31 - 1) = -2^62 + 2^31; + 2^62 = 2^31; >> 63 = 0.
  expectOk(mulShift(INT32_MIN, INT32_MAX, 63), 0);
  // (2^62 + 2^61) >> 62 = 1.
  expectOk(mulShift(INT32_MIN, INT32_MIN, 62), 1);
  // -2^62 + 2^31 + 2^61 = -2^61 + 2^31; >> 62 = -1.
  expectOk(mulShift(INT32_MIN, INT32_MAX, 62), -1);
}

TEST(MulShift, Requires) {
  EXPECT_EQ(mulShift(1, 1, 64).status, ArithStatus::ShiftAmountOutOfRange);
  EXPECT_EQ(mulShift(1, 1, -1).status, ArithStatus::ShiftAmountOutOfRange);
  // 4 * (2^31 - 1) = 2^33 - 4; (+1) >> 1 = 2^32 - 2: too big.
  EXPECT_EQ(mulShift(INT32_MAX, 4, 1).status, ArithStatus::ResultOutOfRange);
  // -2^31 * 2 = -2^32; (+1) >> 1 = -2^31: fits.
  expectOk(mulShift(INT32_MIN, 2, 1), kI32Min);
  // -2^31 * 4 = -2^33; (+1) >> 1 = -2^32: too small.
  EXPECT_EQ(mulShift(INT32_MIN, 4, 1).status, ArithStatus::ResultOutOfRange);
}

//===----------------------------------------------------------------------===//
// TABLE
//===----------------------------------------------------------------------===//

TEST(Table, Int8) {
  // table[i] = 127 - i as int8 (a descending ramp).
  std::vector<int8_t> table(256);
  for (int i = 0; i < 256; ++i)
    table[i] = static_cast<int8_t>(127 - i);
  expectOk(applyTableI8(table.data(), table.size(), -128), 127); // index 0
  expectOk(applyTableI8(table.data(), table.size(), 127), -128); // index 255
  expectOk(applyTableI8(table.data(), table.size(), 0), -1);     // index 128
  expectOk(applyTableI8(table.data(), table.size(), -1), 0);     // index 127
  // REQUIRE(length(table) == TABLE_SIZE)
  EXPECT_EQ(applyTableI8(table.data(), 255, 0).status,
            ArithStatus::TableSizeMismatch);
  EXPECT_EQ(applyTableI8(nullptr, 256, 0).status,
            ArithStatus::TableSizeMismatch);
}

namespace {

/// table[i] = 10 * i - 2000: entries -2000 .. 3120, every slope 10.
std::vector<int16_t> rampTable() {
  std::vector<int16_t> table(513);
  for (int i = 0; i < 513; ++i)
    table[i] = static_cast<int16_t>(10 * i - 2000);
  return table;
}

} // namespace

TEST(Table, Int16Interpolation) {
  std::vector<int16_t> t = rampTable();
  // -32768: index 0, fraction 0 -> -2000 * 128.
  expectOk(applyLookupS(t.data(), t.size(), -32768), -256000);
  // -32767: index 0, fraction 1 -> -256000 + 10.
  expectOk(applyLookupS(t.data(), t.size(), -32767), -255990);
  // 0: index 256, fraction 0 -> table[256] = 560 -> 560 * 128.
  expectOk(applyLookupS(t.data(), t.size(), 0), 71680);
  // 1: index 256, fraction 1 -> 71680 + 10.
  expectOk(applyLookupS(t.data(), t.size(), 1), 71690);
  // -1: index 255 (550), fraction 127 -> 550 * 128 + 10 * 127.
  expectOk(applyLookupS(t.data(), t.size(), -1), 71670);
  // Segment end and the next segment's start: 127 -> index 256, fraction
  // 127; 128 -> index 257 (570), fraction 0.
  expectOk(applyLookupS(t.data(), t.size(), 127), 72950);
  expectOk(applyLookupS(t.data(), t.size(), 128), 72960);
  // -129: index 254 (540), fraction 127 -> 69120 + 1270.
  expectOk(applyLookupS(t.data(), t.size(), -129), 70390);
  // -128: index 255 (550), fraction 0.
  expectOk(applyLookupS(t.data(), t.size(), -128), 70400);
}

TEST(Table, Int16LastEntry) {
  std::vector<int16_t> t = rampTable();
  // 32767: index 511 (3110), fraction 127, next = table[512] = 3120:
  // 3110 * 128 + 10 * 127 = 398080 + 1270.
  expectOk(applyLookupS(t.data(), t.size(), 32767), 399350);
  // 32640: index 511, fraction 0.
  expectOk(applyLookupS(t.data(), t.size(), 32640), 398080);
  // Only the 513th entry changes the result of 32767.
  t[512] = -3000; // slope -6110
  // 3110 * 128 - 6110 * 127 = 398080 - 775970.
  expectOk(applyLookupS(t.data(), t.size(), 32767), -377890);
  expectOk(applyLookupS(t.data(), t.size(), 32640), 398080);
}

TEST(Table, Int16Requires) {
  std::vector<int16_t> t = rampTable();
  EXPECT_EQ(applyLookupS(t.data(), 512, 0).status,
            ArithStatus::TableSizeMismatch);
  EXPECT_EQ(applyLookupS(nullptr, 513, 0).status,
            ArithStatus::TableSizeMismatch);
  // A slope of 32767 is allowed, 32768 is not.
  t[0] = -16384;
  t[1] = 16383; // slope 32767
  // -32767: index 0, fraction 1 -> -16384 * 128 + 32767.
  expectOk(applyLookupS(t.data(), t.size(), -32767), -2064385);
  t[1] = 16384; // slope 32768
  EXPECT_EQ(applyLookupS(t.data(), t.size(), -32767).status,
            ArithStatus::TableSlopeOutOfRange);
  // Other segments are unaffected: 0 -> 560 * 128.
  expectOk(applyLookupS(t.data(), t.size(), 0), 71680);
  t[0] = 32767;
  t[1] = -32768; // slope -65535
  EXPECT_EQ(applyLookupS(t.data(), t.size(), -32768).status,
            ArithStatus::TableSlopeOutOfRange);
}
