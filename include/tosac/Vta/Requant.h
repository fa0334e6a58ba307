//===- Requant.h - Requantization with 16-bit multipliers on VTA -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the requantization library of the VTA path: deriving a
// 16-bit multiplier and right shift from a TOSA RESCALE scale, bounding a
// GEMM accumulator from operand types and constant weights/bias, choosing the
// smallest pre-shift that keeps every int32 ALU intermediate exact, and a
// bit-exact model of the emitted ALU sequence (the reference the compiler's
// emitted programs are tested against).
//
// The emitted per-lane ALU sequence for a plan (VTA semantics: int32,
// wrapping, SHR floors) is:
//
//   ADD bias          (ACC row, per output channel; omitted when 0)
//   SHR p             (only if p > 0)
//   MUL m             (16-bit immediate, 0 <= m < 2^15)
//   ADD 2^(b'-1)      (b' = b - p >= 1; ACC row when 2^(b'-1) > 32767)
//   SHR b'
//   ADD zp            (output zero point)
//   MIN hi
//   MAX lo
//
// Pre-shift loss: `SHR p` floors v = acc + bias to floor(v / 2^p), i.e. it
// drops the low p bits of v (v & (2^p - 1)) before the multiply. The final
// result is round_half_up(m * floor(v / 2^p) / 2^b') instead of
// round_half_up(m * v / 2^b): for non-negative low bits this under-estimates
// the exact product by m * (v mod 2^p) / 2^b < m * 2^(p-b) <= 2^(15+p-b).
//
// Plain C++17 on LLVM Support and TosacSupport, no MLIR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_REQUANT_H
#define TOSAC_VTA_REQUANT_H

#include "tosac/Support/TosaArith.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace tosac::vta {

/// VTA shifts are defined for -31..31, so both emitted shifts (SHR p and
/// SHR b') are at most kMaxShrAmount, and the rounding term 2^(b'-1) needs
/// b' >= 1. The derived total shift b = p + b' is therefore in
/// [kMinRequantShift, kMaxRequantShift]; b > 31 forces p >= b - 31.
constexpr int32_t kMaxShrAmount = 31;
constexpr int32_t kMinRequantShift = 1;
constexpr int32_t kMaxRequantShift = 2 * kMaxShrAmount;

//===----------------------------------------------------------------------===//
// Derivation of the 16-bit multiplier
//===----------------------------------------------------------------------===//

/// The frexp rule of VTA.md: q = frexp(scale, &e); m = round(q * 2^15)
/// (half away from zero); m == 2^15 -> m = 2^14, ++e; b = 15 - e. So
/// 2^14 <= m < 2^15 and scale ~= m * 2^-b. This is TosacSupport's
/// computeScale16, the project's one derivation, which it calls: like a
/// 16-bit RESCALE the shift is at least 2 (larger scales, from 2^13 on, are
/// ScaleNotRepresentable) and at most 62 (tinier scales keep shift 62 with
/// a smaller multiplier). Scale 0 gives {0, 15}. Errors: negative / NaN /
/// infinite scale -> ScaleNotRepresentable.
ArithResult<ScaleFactor> deriveScale16(double scale);

/// The same rule for a TOSA RESCALE scale M * 2^-S (exact: M * 2^-S is a
/// double). REQUIRE(M >= 0) -> NegativeMultiplier; REQUIRE(2 <= S <= 62) ->
/// ShiftOutOfRange; b out of range -> ScaleNotRepresentable. A 16-bit RESCALE
/// scale (scale32 = false, M < 2^15) is reproduced exactly: m * 2^-b == M *
/// 2^-S.
ArithResult<ScaleFactor> deriveScale16(ScaleFactor rescale);

//===----------------------------------------------------------------------===//
// Accumulator bound
//===----------------------------------------------------------------------===//

/// The proven range of one output channel's GEMM accumulator
/// acc = sum_k (x_k - inputZp) * (w_k - weightZp), x_k in [inputMin,
/// inputMax], and its bias.
struct AccumulatorBound {
  /// Exact range of acc (bias excluded): every value is reachable.
  int64_t min = 0;
  int64_t max = 0;
  /// sum_k max |term_k|: bounds every partial sum of the GEMM's wrapping
  /// int32 accumulation.
  int64_t maxAbsPartial = 0;
  /// The channel's bias (0 without bias).
  int64_t bias = 0;
};

/// One bound per output channel. `weights` is [channels][reductionSize]
/// row-major (its size must be a multiple of reductionSize > 0); `bias` is
/// empty or one value per channel. Returns an empty vector on malformed sizes.
std::vector<AccumulatorBound>
accumulatorBound(int64_t inputMin, int64_t inputMax, int64_t inputZp,
                 llvm::ArrayRef<int64_t> weights, int64_t weightZp,
                 llvm::ArrayRef<int64_t> bias, int64_t reductionSize);

//===----------------------------------------------------------------------===//
// Plan and model
//===----------------------------------------------------------------------===//

/// The requantization of one output channel (see the file comment for the
/// emitted ALU sequence).
struct RequantPlan {
  int32_t bias = 0;
  /// Pre-shift p >= 0 (SHR p emitted only if p > 0).
  int32_t preShift = 0;
  /// 0 <= m < 2^15.
  int32_t multiplier = 0;
  /// 2^(finalShift - 1).
  int32_t roundingAdd = 0;
  /// b' = b - p, in [1, 31].
  int32_t finalShift = 0;
  int32_t outputZp = 0;
  int32_t clampMin = -128;
  int32_t clampMax = 127;
};

/// Builds the plan with the smallest p >= max(0, b - 31) (p <= 31) for which
/// every intermediate of the sequence fits int32 for every acc in [bound.min,
/// bound.max] (all steps are monotone in acc, so the two ends decide). Errors:
/// - scale16 not a valid derived scale (m outside [0, 2^15), b out of range)
///   -> ScaleNotRepresentable;
/// - clampMin > clampMax -> ClipRangeInverted;
/// - the accumulator, a partial sum, the bias or acc + bias outside int32, or
///   no p in [max(0, b - 31), min(b - 1, 31)] works -> ValueOutOfRange.
ArithResult<RequantPlan> planFor(const AccumulatorBound &bound,
                                 ScaleFactor scale16, int32_t outputZp,
                                 int32_t clampMin = -128,
                                 int32_t clampMax = 127);

/// The same plan with a forced pre-shift (no minimality search); the
/// overflow check is not made. For tests and experiments.
RequantPlan planWithPreShift(ScaleFactor scale16, int32_t preShift,
                             int32_t bias, int32_t outputZp, int32_t clampMin,
                             int32_t clampMax);

/// Bit-exact model of the emitted ALU sequence with VTA semantics (int32
/// wrapping ADD/MUL, floor SHR, MIN, MAX).
int32_t runSequence(const RequantPlan &plan, int32_t acc);

/// Evaluates the sequence in int64 and returns true if any intermediate
/// (acc + bias, the pre-shifted value, the product, the rounded sum, the
/// shifted value, the value plus zp) leaves int32 for this accumulator.
bool sequenceOverflows(const RequantPlan &plan, int64_t acc);

/// A bound on |runSequence(plan, acc) - TOSA| for |acc + bias| <= maxAbsValue,
/// where TOSA = clamp(apply_scale_32(acc + bias, M, S) + zp) with the original
/// 32-bit scale: 1 + floor(maxAbsValue * |M 2^-S - m 2^-b| +
/// m (2^p - 1) 2^-b) (two round-half-up results of reals within d differ by
/// at most floor(d) + 1). With p == 0 and a small multiplier error this is 1.
int64_t deviationBound(const RequantPlan &plan, ScaleFactor original,
                       int64_t maxAbsValue);

} // namespace tosac::vta

#endif // TOSAC_VTA_REQUANT_H
