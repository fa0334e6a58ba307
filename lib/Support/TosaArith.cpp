//===- TosaArith.cpp - The TOSA specification's integer helpers -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the status helpers, the integer type helpers
// (ranges, extension, saturation, apply_clip_s) and the arithmetic of the
// element-wise integer operators (apply_add_s, apply_sub_s, INTDIV, the
// shifts, MUL and CLZ). Scaling lives in TosaScale.cpp, TABLE in
// TosaTable.cpp.
//
//===----------------------------------------------------------------------===//

#include "tosac/Support/TosaArith.h"

#include "TosaArithDetail.h"

using namespace tosac;
using tosac::detail::Int128;

//===----------------------------------------------------------------------===//
// Status
//===----------------------------------------------------------------------===//

bool tosac::isRequireViolation(ArithStatus status) {
  switch (status) {
  case ArithStatus::NegativeMultiplier:
  case ArithStatus::ShiftOutOfRange:
  case ArithStatus::ValueOutOfRange:
  case ArithStatus::ResultOutOfRange:
  case ArithStatus::DivisionByZero:
  case ArithStatus::ShiftAmountOutOfRange:
  case ArithStatus::ClipRangeInverted:
  case ArithStatus::TableSizeMismatch:
  case ArithStatus::TableSlopeOutOfRange:
    return true;
  default:
    return false;
  }
}

bool tosac::isErrorIfViolation(ArithStatus status) {
  return status == ArithStatus::InvalidZeroPoint ||
         status == ArithStatus::InvalidRescaleConfig;
}

const char *tosac::describeArithStatus(ArithStatus status) {
  switch (status) {
  case ArithStatus::Ok:
    return "ok";
  case ArithStatus::NegativeMultiplier:
    return "REQUIRE(multiplier >= 0)";
  case ArithStatus::ShiftOutOfRange:
    return "REQUIRE(2 <= shift && shift <= 62)";
  case ArithStatus::ValueOutOfRange:
    return "REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - "
           "1))) or a value outside its type";
  case ArithStatus::ResultOutOfRange:
    return "REQUIRE(result >= minimum_s<out_t>() && result <= "
           "maximum_s<out_t>())";
  case ArithStatus::DivisionByZero:
    return "REQUIRE(value2 != 0)";
  case ArithStatus::ShiftAmountOutOfRange:
    return "REQUIRE(0 <= shift && shift <= bit width - 1)";
  case ArithStatus::ClipRangeInverted:
    return "REQUIRE(min_val <= max_val)";
  case ArithStatus::TableSizeMismatch:
    return "REQUIRE(length(table) == TABLE_SIZE)";
  case ArithStatus::TableSlopeOutOfRange:
    return "REQUIRE(slope >= minimum_s<int16_t>() && slope <= "
           "maximum_s<int16_t>())";
  case ArithStatus::InvalidZeroPoint:
    return "ERROR_IF(zero point != 0 for a type other than int8, uint8 or "
           "uint16 (0 or 32768))";
  case ArithStatus::InvalidRescaleConfig:
    return "ERROR_IF(unsupported RESCALE combination of types, scale32, "
           "rounding_mode and unsigned flags)";
  case ArithStatus::UnsupportedWidth:
    return "unsupported integer bit width";
  case ArithStatus::ScaleNotRepresentable:
    return "scale not representable as multiplier * 2^-shift with 2 <= shift "
           "<= 62";
  }
  return "unknown status";
}

//===----------------------------------------------------------------------===//
// Integer types
//===----------------------------------------------------------------------===//

namespace {

unsigned clampWidth(unsigned bitWidth, unsigned maxWidth) {
  if (bitWidth < 1)
    return 1;
  return bitWidth > maxWidth ? maxWidth : bitWidth;
}

bool isValidWidth(unsigned bitWidth) { return bitWidth >= 1 && bitWidth <= 64; }

/// The result `c` of an operation on `bitWidth`-bit signed values, or
/// ResultOutOfRange with the wrapped value.
ArithResult<int64_t> checkSignedResult(Int128 c, unsigned bitWidth) {
  IntRange range = getIntRange(bitWidth, /*isUnsigned=*/false);
  if (c >= range.min && c <= range.max)
    return static_cast<int64_t>(c);
  int64_t wrapped =
      signExtend(detail::toSigned(static_cast<uint64_t>(c)), bitWidth);
  return {wrapped, ArithStatus::ResultOutOfRange};
}

/// REQUIRE(0 <= shift && shift <= bitWidth - 1) of the shift operators.
ArithStatus checkShiftAmount(int64_t shift, unsigned bitWidth) {
  if (!isValidWidth(bitWidth))
    return ArithStatus::UnsupportedWidth;
  if (shift < 0 || shift > static_cast<int64_t>(bitWidth) - 1)
    return ArithStatus::ShiftAmountOutOfRange;
  return ArithStatus::Ok;
}

} // namespace

IntRange tosac::getIntRange(unsigned bitWidth, bool isUnsigned) {
  if (isUnsigned) {
    unsigned width = clampWidth(bitWidth, 63);
    return {0, static_cast<int64_t>((uint64_t(1) << width) - 1)};
  }
  unsigned width = clampWidth(bitWidth, 64);
  if (width == 64)
    return {std::numeric_limits<int64_t>::min(),
            std::numeric_limits<int64_t>::max()};
  int64_t half = int64_t(1) << (width - 1);
  return {-half, half - 1};
}

int64_t tosac::signExtend(int64_t value, unsigned bitWidth) {
  unsigned width = clampWidth(bitWidth, 64);
  if (width == 64)
    return value;
  uint64_t mask = (uint64_t(1) << width) - 1;
  uint64_t bits = static_cast<uint64_t>(value) & mask;
  if (bits & (uint64_t(1) << (width - 1)))
    bits |= ~mask;
  return detail::toSigned(bits);
}

int64_t tosac::zeroExtend(int64_t value, unsigned bitWidth) {
  unsigned width = clampWidth(bitWidth, 64);
  if (width == 64)
    return value;
  uint64_t mask = (uint64_t(1) << width) - 1;
  return static_cast<int64_t>(static_cast<uint64_t>(value) & mask);
}

int64_t tosac::saturate(int64_t value, unsigned bitWidth, bool isUnsigned) {
  IntRange range = getIntRange(bitWidth, isUnsigned);
  if (value < range.min)
    return range.min;
  if (value > range.max)
    return range.max;
  return value;
}

ArithResult<int64_t> tosac::applyClipS(int64_t value, int64_t minVal,
                                       int64_t maxVal) {
  // REQUIRE(sign_extend<int64_t>(min_val) <= sign_extend<int64_t>(max_val))
  if (minVal > maxVal)
    return ArithResult<int64_t>::failure(ArithStatus::ClipRangeInverted);
  // value = apply_max_s(value, min_val); value = apply_min_s(value, max_val)
  if (value < minVal)
    value = minVal;
  if (value > maxVal)
    value = maxVal;
  return value;
}

//===----------------------------------------------------------------------===//
// Element-wise integer operators
//===----------------------------------------------------------------------===//

int32_t tosac::countLeadingZeros(int32_t a) {
  return detail::countLeadingZeros32(static_cast<uint32_t>(a));
}

int32_t tosac::countLeadingZeros(int64_t a) {
  uint64_t value = static_cast<uint64_t>(a);
  int32_t count = 0;
  for (uint64_t bit = uint64_t(1) << 63; bit != 0 && (value & bit) == 0;
       bit >>= 1)
    ++count;
  return count;
}

ArithResult<int64_t> tosac::applyAddS(int64_t a, int64_t b, unsigned bitWidth) {
  if (!isValidWidth(bitWidth))
    return ArithResult<int64_t>::failure(ArithStatus::UnsupportedWidth);
  // int64_t c = sign_extend<int64_t>(a) + sign_extend<int64_t>(b);
  Int128 c = Int128(signExtend(a, bitWidth)) + signExtend(b, bitWidth);
  return checkSignedResult(c, bitWidth);
}

ArithResult<int64_t> tosac::applySubS(int64_t a, int64_t b, unsigned bitWidth) {
  if (!isValidWidth(bitWidth))
    return ArithResult<int64_t>::failure(ArithStatus::UnsupportedWidth);
  Int128 c = Int128(signExtend(a, bitWidth)) - signExtend(b, bitWidth);
  return checkSignedResult(c, bitWidth);
}

ArithResult<int64_t> tosac::intdiv(int64_t a, int64_t b, unsigned bitWidth) {
  if (!isValidWidth(bitWidth))
    return ArithResult<int64_t>::failure(ArithStatus::UnsupportedWidth);
  int64_t dividend = signExtend(a, bitWidth);
  int64_t divisor = signExtend(b, bitWidth);
  // REQUIRE(value2 != 0)
  if (divisor == 0)
    return ArithResult<int64_t>::failure(ArithStatus::DivisionByZero);
  // C++ division truncates toward zero like the spec's idiv; 128 bits keep
  // minimum / -1 defined so the REQUIRE can catch it.
  Int128 quotient = Int128(dividend) / Int128(divisor);
  return checkSignedResult(quotient, bitWidth);
}

ArithResult<int64_t> tosac::arithmeticRightShift(int64_t value, int64_t shift,
                                                 unsigned bitWidth,
                                                 bool round) {
  ArithStatus status = checkShiftAmount(shift, bitWidth);
  if (status != ArithStatus::Ok)
    return ArithResult<int64_t>::failure(status);
  int64_t a = signExtend(value, bitWidth);
  unsigned amount = static_cast<unsigned>(shift);
  int64_t result = detail::floorShiftRight(a, amount);
  // if (round && value2 > 0 && (apply_arith_rshift(value1, value2 - 1) & 1))
  //   result = result + 1;
  // The increment cannot overflow: with value2 >= 1 the result is at most
  // maximum / 2.
  if (round && amount > 0 &&
      (static_cast<uint64_t>(detail::floorShiftRight(a, amount - 1)) & 1))
    result += 1;
  return result;
}

ArithResult<int64_t> tosac::logicalLeftShift(int64_t value, int64_t shift,
                                             unsigned bitWidth) {
  ArithStatus status = checkShiftAmount(shift, bitWidth);
  if (status != ArithStatus::Ok)
    return ArithResult<int64_t>::failure(status);
  // Shift the unsigned pattern; bits above the type's width are dropped.
  uint64_t bits = static_cast<uint64_t>(value) << static_cast<unsigned>(shift);
  return signExtend(detail::toSigned(bits), bitWidth);
}

ArithResult<int64_t> tosac::logicalRightShift(int64_t value, int64_t shift,
                                              unsigned bitWidth) {
  ArithStatus status = checkShiftAmount(shift, bitWidth);
  if (status != ArithStatus::Ok)
    return ArithResult<int64_t>::failure(status);
  // Logical shifts happen on the zero-extended (unsigned) pattern.
  uint64_t bits = static_cast<uint64_t>(zeroExtend(value, bitWidth));
  bits >>= static_cast<unsigned>(shift);
  return signExtend(detail::toSigned(bits), bitWidth);
}

ArithResult<int32_t> tosac::mulShift(int32_t a, int32_t b, int32_t shift) {
  // REQUIRE(0 <= shift && shift <= 63)
  if (shift < 0 || shift > 63)
    return ArithResult<int32_t>::failure(ArithStatus::ShiftAmountOutOfRange);
  // |a * b| <= 2^62: exact in 64 bits.
  int64_t product = int64_t(a) * int64_t(b);
  if (shift == 0)
    return detail::truncateToInt32(product); // apply_mul_s: low 32 bits
  // product + round reaches 2^63 for shift 63; use 128 bits.
  Int128 rounded = Int128(product) + (Int128(1) << (shift - 1));
  Int128 result =
      detail::floorShiftRight(rounded, static_cast<unsigned>(shift));
  // REQUIRE(product >= minimum_s<i32_t>() && product <= maximum_s<i32_t>())
  int64_t narrowed = static_cast<int64_t>(result); // |result| <= 2^62
  if (!detail::fitsInt32(narrowed))
    return {detail::truncateToInt32(narrowed), ArithStatus::ResultOutOfRange};
  return static_cast<int32_t>(narrowed);
}
