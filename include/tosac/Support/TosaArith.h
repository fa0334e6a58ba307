//===- TosaArith.h - The TOSA specification's integer helpers ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the integer helper functions of the TOSA specification
// (section 4, "Operator pseudo-code", and the pseudo-code library): scaling
// (apply_scale_32/16, reciprocal_scale), RESCALE's per-element computation,
// TABLE lookups, the element-wise integer operators' arithmetic, and the
// derivation of a multiplier/shift pair from a floating-point scale.
//
// Folders, lowerings, the VTA passes and the runtime all use these, so every
// component rounds the same way. The library is plain C++17 with no MLIR
// dependency and no undefined behaviour for any input: where the spec says
// REQUIRE(...) (the result is unpredictable) or ERROR_IF(...) (the graph is
// invalid) the helpers return an ArithResult whose status names the rule
// instead of aborting.
//
// Integer values of any TOSA type travel as int64_t. Helpers that take a bit
// width interpret their operands through the low `bitWidth` bits (sign or zero
// extended as the spec's sign_extend / zero_extend would), so both the signed
// storage value (-1) and the unsigned value (255) of a uint8 work.
//
// docs/Arith.md lists every helper with its spec name.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_SUPPORT_TOSAARITH_H
#define TOSAC_SUPPORT_TOSAARITH_H

#include <cstddef>
#include <cstdint>

namespace tosac {

//===----------------------------------------------------------------------===//
// Status and result type
//===----------------------------------------------------------------------===//

/// Why a helper could not produce the result the spec defines.
enum class ArithStatus : uint8_t {
  Ok = 0,

  // REQUIRE(...) violations: the spec calls the result unpredictable.
  /// REQUIRE(multiplier >= 0)
  NegativeMultiplier,
  /// REQUIRE(2 <= shift && shift <= 62)
  ShiftOutOfRange,
  /// REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - 1))) of
  /// apply_scale_32, or a value outside its type (e.g. int48_t).
  ValueOutOfRange,
  /// REQUIRE(result >= minimum_s<t>() && result <= maximum_s<t>()): the
  /// result of apply_scale_16, apply_add_s, apply_sub_s, INTDIV or MUL does
  /// not fit its type.
  ResultOutOfRange,
  /// REQUIRE(value2 != 0) of INTDIV, REQUIRE(value > 0) of reciprocal_scale.
  DivisionByZero,
  /// REQUIRE(0 <= value2 && value2 <= bits - 1) of the shift operators, or
  /// REQUIRE(0 <= shift && shift <= 63) of MUL.
  ShiftAmountOutOfRange,
  /// REQUIRE(min_val <= max_val) of apply_clip_s.
  ClipRangeInverted,
  /// REQUIRE(length(table) == TABLE_SIZE) of TABLE.
  TableSizeMismatch,
  /// REQUIRE(slope >= minimum_s<int16_t>() && slope <= maximum_s<int16_t>())
  /// of apply_lookup_s.
  TableSlopeOutOfRange,

  // ERROR_IF(...) violations: the graph is invalid.
  /// RESCALE's zero-point rules (only int8/uint8, and uint16 with 0 or
  /// 32768, may have a non-zero zero point).
  InvalidZeroPoint,
  /// RESCALE's other type/flag ERROR_IFs (scale32 with int48 input,
  /// DOUBLE_ROUND without scale32, unsigned combinations) and a 16-bit scale
  /// whose multiplier does not fit int16_t.
  InvalidRescaleConfig,

  // Not spec rules.
  /// A bit width the helper does not support (API misuse).
  UnsupportedWidth,
  /// computeScale32/16: the scale is negative, not finite, or too large for
  /// any multiplier with shift >= 2.
  ScaleNotRepresentable,
};

/// True for the statuses that are REQUIRE violations (unpredictable result).
bool isRequireViolation(ArithStatus status);
/// True for the statuses that are ERROR_IF violations (invalid graph).
bool isErrorIfViolation(ArithStatus status);
/// A short description naming the spec rule, e.g. "REQUIRE(multiplier >=
/// 0)". Never null.
const char *describeArithStatus(ArithStatus status);

/// The value of a helper and whether the spec defines it. When `status` is
/// not Ok, `value` is unspecified (but deterministic): never fold it.
template <typename T> struct [[nodiscard]] ArithResult {
  T value{};
  ArithStatus status = ArithStatus::Ok;

  ArithResult() = default;
  ArithResult(T v) : value(v) {} // NOLINT: implicit success
  ArithResult(T v, ArithStatus s) : value(v), status(s) {}

  static ArithResult failure(ArithStatus s) { return ArithResult(T{}, s); }
  bool ok() const { return status == ArithStatus::Ok; }
  explicit operator bool() const { return ok(); }
};

//===----------------------------------------------------------------------===//
// Integer types
//===----------------------------------------------------------------------===//

/// The range of a TOSA integer type of `bitWidth` bits: minimum_s/maximum_s
/// when signed (1..64 bits), minimum_u/maximum_u when unsigned (1..63 bits).
/// Widths outside those ranges are clamped into them.
struct IntRange {
  int64_t min;
  int64_t max;
};
IntRange getIntRange(unsigned bitWidth, bool isUnsigned);

/// sign_extend<int64_t> of the low `bitWidth` bits of `value` (1..64).
int64_t signExtend(int64_t value, unsigned bitWidth);
/// zero_extend<int64_t> of the low `bitWidth` bits of `value` (1..63; 64
/// returns `value` unchanged).
int64_t zeroExtend(int64_t value, unsigned bitWidth);

/// Clamps `value` into the range of the (un)signed `bitWidth`-bit type:
/// saturation to int8/int16/int32/int48/uint8/uint16/uint32.
int64_t saturate(int64_t value, unsigned bitWidth, bool isUnsigned);

/// apply_clip_s: max(min(value, maxVal), minVal) for integers.
/// REQUIRE(min_val <= max_val) -> ClipRangeInverted.
ArithResult<int64_t> applyClipS(int64_t value, int64_t minVal, int64_t maxVal);

//===----------------------------------------------------------------------===//
// Element-wise integer operators
//===----------------------------------------------------------------------===//

/// count_leading_zeros(a) / CLZ: the number of leading zero bits; 32 (64)
/// for zero.
int32_t countLeadingZeros(int32_t a);
int32_t countLeadingZeros(int64_t a);

/// apply_add_s / apply_sub_s on `bitWidth`-bit signed values (1..64).
/// REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()) ->
/// ResultOutOfRange.
ArithResult<int64_t> applyAddS(int64_t a, int64_t b, unsigned bitWidth);
ArithResult<int64_t> applySubS(int64_t a, int64_t b, unsigned bitWidth);

/// INTDIV (apply_intdiv_s): quotient truncated toward zero, for 8/16/32/64-bit
/// operands. REQUIRE(value2 != 0) -> DivisionByZero; minimum / -1 ->
/// ResultOutOfRange.
ArithResult<int64_t> intdiv(int64_t a, int64_t b, unsigned bitWidth = 32);

/// ARITHMETIC_RIGHT_SHIFT of a `bitWidth`-bit value (8, 16, 32 or 64): floor
/// division by 2^shift; with `round`, adds the last bit shifted out.
/// REQUIRE(0 <= shift && shift <= bitWidth - 1) -> ShiftAmountOutOfRange.
ArithResult<int64_t> arithmeticRightShift(int64_t value, int64_t shift,
                                          unsigned bitWidth, bool round);

/// LOGICAL_LEFT_SHIFT: value << shift, keeping the low `bitWidth` bits
/// (returned sign-extended). Same REQUIRE as arithmeticRightShift.
ArithResult<int64_t> logicalLeftShift(int64_t value, int64_t shift,
                                      unsigned bitWidth);

/// LOGICAL_RIGHT_SHIFT (apply_logical_rshift): shifts the `bitWidth`-bit
/// pattern right filling with zeros (returned sign-extended, so shift 0 keeps
/// negative values). Same REQUIRE as arithmeticRightShift.
ArithResult<int64_t> logicalRightShift(int64_t value, int64_t shift,
                                       unsigned bitWidth);

/// MUL for int32_t inputs. shift == 0: the low 32 bits of the product
/// (wrapping, like apply_mul_s). shift > 0: (product + (1 << (shift - 1))) >>
/// shift computed exactly.
/// REQUIRE(0 <= shift && shift <= 63) -> ShiftAmountOutOfRange;
/// REQUIRE(product fits int32_t) -> ResultOutOfRange.
ArithResult<int32_t> mulShift(int32_t a, int32_t b, int32_t shift);

//===----------------------------------------------------------------------===//
// Scaling
//===----------------------------------------------------------------------===//

/// RESCALE's rounding_mode. INEXACT_ROUND lets an implementation be off by
/// one; the helpers return the single-round result for it, which is always
/// acceptable.
enum class RescaleRounding : uint8_t { SingleRound, InexactRound, DoubleRound };

/// The spec's scale_t: the factor multiplier * 2^-shift.
struct ScaleFactor {
  int32_t multiplier;
  int32_t shift;
};

/// apply_scale_32: (value * multiplier + round) >> shift with round =
/// 1 << (shift - 1), adjusted by +-(1 << 30) for DOUBLE_ROUND when
/// shift > 31. Checks, in order: REQUIRE(multiplier >= 0), REQUIRE(2 <=
/// shift && shift <= 62), REQUIRE(-(1 << (shift - 1)) <= value < 1 << (shift
/// - 1)).
ArithResult<int32_t>
applyScale32(int32_t value, int32_t multiplier, int32_t shift,
             RescaleRounding rounding = RescaleRounding::SingleRound);

/// apply_scale_16: a 48-bit value times a 16-bit multiplier. Checks
/// REQUIRE(multiplier >= 0), REQUIRE(2 <= shift && shift <= 62), the value
/// being an int48_t (ValueOutOfRange) and REQUIRE(result fits int32_t)
/// (ResultOutOfRange).
ArithResult<int32_t> applyScale16(int64_t value, int16_t multiplier,
                                  int32_t shift);

/// reciprocal_scale: the scale approximating 1 / value used by AVG_POOL2D,
/// with 1 << 30 <= multiplier < 1 << 31 and shift = 30 + ceil(log2(value)).
/// REQUIRE(value > 0) -> DivisionByZero. For value 2^30 + 1, 2^31 + 1 and
/// 2^31 + 2 the spec's multiplier is exactly 2^31, which its int32_t field
/// cannot hold (apply_scale_32 would then see a negative multiplier):
/// ResultOutOfRange.
ArithResult<ScaleFactor> reciprocalScale(uint32_t value);

/// Derives a 32-bit RESCALE scale for `scale` >= 0: normally multiplier in
/// [1 << 30, 1 << 31) and the shift for which multiplier ==
/// round(scale * 2^shift) (round half away from zero, like TFLite and the
/// reference model's compute_scale32).
///  - scale == 0 gives {0, 62} (zero for every value; shift 62 puts no limit
///    on the value).
///  - tiny scales (shift > 62) keep shift 62 and use round(scale * 2^62),
///    which may be below 1 << 30 or 0.
///  - large scales (shift < 2) use shift 2 and round(scale * 4) when that
///    fits int32_t (scale < ~2^29); otherwise ScaleNotRepresentable.
///  - negative, NaN and infinite scales are ScaleNotRepresentable.
ArithResult<ScaleFactor> computeScale32(double scale);

/// The 16-bit counterpart of computeScale32: multiplier in [1 << 14, 1 << 15)
/// normally, the same clamping, large scales up to ~2^13.
ArithResult<ScaleFactor> computeScale16(double scale);

//===----------------------------------------------------------------------===//
// RESCALE
//===----------------------------------------------------------------------===//

/// The per-tensor part of a RESCALE: types, flags and zero points.
struct RescaleConfig {
  /// in_t width: 8, 16, 32 or 48.
  unsigned inputBits = 8;
  /// out_t width: 8, 16 or 32.
  unsigned outputBits = 8;
  bool scale32 = true;
  RescaleRounding rounding = RescaleRounding::SingleRound;
  bool inputUnsigned = false;
  bool outputUnsigned = false;
  /// The zero points as stored in their in_t/out_t tensors; only the low
  /// inputBits/outputBits bits are used (so -128 and 128 are the same uint8).
  int64_t inputZp = 0;
  int64_t outputZp = 0;
};

/// RESCALE's ERROR_IF rules for `config` (InvalidZeroPoint,
/// InvalidRescaleConfig, UnsupportedWidth), or Ok.
ArithStatus verifyRescaleConfig(const RescaleConfig &config);

/// One element of RESCALE: extends `value` and the input zero point (zero
/// extension when inputUnsigned), subtracts, applies apply_scale_32 (scale32)
/// or apply_scale_16, adds the extended output zero point with apply_add_s
/// and clamps to out_t's signed or unsigned range. For 16-bit scales
/// `multiplier` must fit int16_t. Returns the output as a number in that range
/// (0..255 for uint8). Reports verifyRescaleConfig's ERROR_IFs and the
/// REQUIREs of the helpers it calls.
///
/// The unsigned clamp compares signed 32-bit values, as the reference model
/// does: a negative intermediate result gives 0 (a literal reading of the
/// pseudo-code's apply_clip_u<i32_t> would zero-extend it to a large value).
ArithResult<int64_t> rescaleValue(int64_t value, int32_t multiplier,
                                  int32_t shift, const RescaleConfig &config);

//===----------------------------------------------------------------------===//
// TABLE
//===----------------------------------------------------------------------===//

constexpr size_t kTableSizeI8 = 256;
constexpr size_t kTableSizeI16 = 513;

/// TABLE for int8 input: table[value + 128].
/// REQUIRE(length(table) == 256) -> TableSizeMismatch.
ArithResult<int8_t> applyTableI8(const int8_t *table, size_t tableSize,
                                 int8_t value);

/// apply_lookup_s, TABLE for int16 input: linear interpolation between
/// table[index] and table[index + 1] with index = (value + 32768) >> 7 and a
/// 7-bit fraction, giving the 23-bit value (base << 7) + slope * fraction as
/// int32_t. REQUIRE(length(table) == 513) -> TableSizeMismatch; REQUIRE(slope
/// fits int16_t) -> TableSlopeOutOfRange.
ArithResult<int32_t> applyLookupS(const int16_t *table, size_t tableSize,
                                  int16_t value);

} // namespace tosac

#endif // TOSAC_SUPPORT_TOSAARITH_H
