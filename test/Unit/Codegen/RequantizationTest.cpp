//===- RequantizationTest.cpp - RESCALE against the scalar reference -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// The vector code of RESCALE (32-bit lanes for 8/16-bit values with 16-bit
// multipliers, 64-bit products otherwise) compared element by element with
// lib/Support's scalar rescaleValue, the spec's pseudo-code: every shift
// from 2 to 62 (one per channel, per_channel = true), the extreme
// multipliers, every 8-bit and 16-bit input value, and for 32-bit inputs
// values on and next to the rounding ties of each channel's scale.
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "tosac/Support/TosaArith.h"

#include "llvm/Support/FormatVariadic.h"

#include <string>
#include <vector>

using namespace tosac;

namespace {

/// One channel's scale.
struct Scale {
  int32_t multiplier, shift;
};

/// Every shift in [`first`, `last`] with each of `multipliers`.
std::vector<Scale> everyShift(std::initializer_list<int32_t> multipliers,
                              int32_t first = 2, int32_t last = 62) {
  std::vector<Scale> scales;
  for (int32_t multiplier : multipliers)
    for (int32_t shift = first; shift <= last; ++shift)
      scales.push_back({multiplier, shift});
  return scales;
}

std::string joined(const std::vector<Scale> &scales, bool shifts) {
  std::string text;
  for (const Scale &scale : scales)
    text += (text.empty() ? "" : ", ") +
            std::to_string(shifts ? scale.shift : scale.multiplier);
  return text;
}

/// RESCALE of a [rows, channels] tensor of `inType` to `outType` (i32 or
/// i8), input zero point 0, output zero point `outputZp`.
std::string rescaleModule(const char *inType, int64_t rows,
                          const std::vector<Scale> &scales, bool scale32,
                          const char *rounding, const char *outType = "i32",
                          int64_t outputZp = 0) {
  const char *multiplierType = scale32 ? "i32" : "i16";
  return llvm::formatv(R"MLIR(
func.func @main(%x: tensor<{0}x{1}x{2}>) -> tensor<{0}x{1}x{8}> {{
  %m = "tosa.const"() <{{values = dense<[{3}]> : tensor<{1}x{4}>}> : () -> tensor<{1}x{4}>
  %s = "tosa.const"() <{{values = dense<[{5}]> : tensor<{1}xi8>}> : () -> tensor<{1}xi8>
  %izp = "tosa.const"() <{{values = dense<0> : tensor<1x{2}>}> : () -> tensor<1x{2}>
  %ozp = "tosa.const"() <{{values = dense<{9}> : tensor<1x{8}>}> : () -> tensor<1x{8}>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {{scale32 = {6}, rounding_mode = {7}, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<{0}x{1}x{2}>, tensor<{1}x{4}>, tensor<{1}xi8>, tensor<1x{2}>, tensor<1x{8}>) -> tensor<{0}x{1}x{8}>
  return %0 : tensor<{0}x{1}x{8}>
}
)MLIR",
                       rows, scales.size(), inType, joined(scales, false),
                       multiplierType, joined(scales, true),
                       scale32 ? "true" : "false", rounding, outType, outputZp)
      .str();
}

/// Compiles the RESCALE of `input` ([rows, scales.size()] of `inBits`-bit
/// values) and expects every element to equal rescaleValue's.
void expectMatchesReference(const NpyArray &input, unsigned inBits,
                            const std::vector<Scale> &scales, bool scale32,
                            RescaleRounding rounding) {
  const char *roundingName = rounding == RescaleRounding::DoubleRound
                                 ? "DOUBLE_ROUND"
                                 : "SINGLE_ROUND";
  int64_t rows = input.numElements() / scales.size();
  std::string inType = "i" + std::to_string(inBits);
  test::KernelRunner runner;
  NpyArray output = runner.run(
      rescaleModule(inType.c_str(), rows, scales, scale32, roundingName), {},
      {input});
  ASSERT_EQ(output.numElements(), input.numElements());
  RescaleConfig config;
  config.inputBits = inBits;
  config.outputBits = 32;
  config.scale32 = scale32;
  config.rounding = rounding;
  int64_t mismatches = 0;
  for (int64_t i = 0; i < input.numElements(); ++i) {
    const Scale &scale = scales[i % scales.size()];
    int64_t value = inBits == 8    ? input.get<int8_t>(i)
                    : inBits == 16 ? input.get<int16_t>(i)
                                   : input.get<int32_t>(i);
    ArithResult<int64_t> expected =
        rescaleValue(value, scale.multiplier, scale.shift, config);
    ASSERT_TRUE(expected.ok()) << "test input outside the REQUIREs: " << value;
    if (output.get<int32_t>(i) != expected.value && ++mismatches <= 5)
      ADD_FAILURE() << roundingName << (scale32 ? " scale32" : " scale16")
                    << ": value " << value << ", multiplier "
                    << scale.multiplier << ", shift " << scale.shift << ": got "
                    << output.get<int32_t>(i) << ", expected "
                    << expected.value;
  }
  EXPECT_EQ(mismatches, 0);
}

/// Every value of an `bits`-bit input (8 or 16) in every channel.
NpyArray everyValue(unsigned bits, size_t channels) {
  int64_t count = int64_t(1) << bits;
  NpyArray input = NpyArray::zeros(bits == 8 ? NpyDType::Int8 : NpyDType::Int16,
                                   {count, static_cast<int64_t>(channels)});
  for (int64_t row = 0; row < count; ++row)
    for (size_t c = 0; c < channels; ++c) {
      int64_t value = row - count / 2;
      if (bits == 8)
        input.set<int8_t>(row * channels + c, static_cast<int8_t>(value));
      else
        input.set<int16_t>(row * channels + c, static_cast<int16_t>(value));
    }
  return input;
}

TEST(Requantization, Scale16OfEvery8And16BitValue) {
  // 32-bit lanes: the product of a 16-bit value and multiplier fits.
  std::vector<Scale> scales = everyShift({32767, 12345, 1, 0});
  expectMatchesReference(everyValue(8, scales.size()), 8, scales, false,
                         RescaleRounding::SingleRound);
  expectMatchesReference(everyValue(16, scales.size()), 16, scales, false,
                         RescaleRounding::SingleRound);
}

TEST(Requantization, Scale32OfEvery8BitValue) {
  // apply_scale_32 REQUIREs |value| <= 2^(shift - 1): shifts from 8 for
  // every int8.
  std::vector<Scale> scales =
      everyShift({2147483647, 1 << 30, 1518500250, 3, 1, 0}, 8);
  for (RescaleRounding rounding :
       {RescaleRounding::SingleRound, RescaleRounding::DoubleRound})
    expectMatchesReference(everyValue(8, scales.size()), 8, scales, true,
                           rounding);
}

/// Shifts up to 31 of 8 and 16-bit values: Rescale.cpp's split multipliers
/// in 32-bit lanes (SplitScale), split at the shift or below it, with every
/// value of the input type, both rounding modes (the same for such shifts)
/// and a residual add's scales (2^30 at 11, 1902263391 at 12).
TEST(Requantization, Scale32OfNarrowValuesWithShiftsTo31) {
  std::initializer_list<int32_t> multipliers = {
      2147483647, 1 << 30, 1902263391, 1518500250, 12345, 3, 1, 0};
  std::vector<Scale> bytes = everyShift(multipliers, 8, 31);
  std::vector<Scale> halves = everyShift(multipliers, 16, 31);
  for (RescaleRounding rounding :
       {RescaleRounding::SingleRound, RescaleRounding::DoubleRound}) {
    expectMatchesReference(everyValue(8, bytes.size()), 8, bytes, true,
                           rounding);
    expectMatchesReference(everyValue(16, halves.size()), 16, halves, true,
                           rounding);
    // One channel: the fields are constants.
    for (Scale scale : {Scale{1 << 30, 11}, Scale{1902263391, 12}})
      expectMatchesReference(everyValue(8, 1), 8, {scale}, true, rounding);
  }
}

/// MUL with a constant shift of int32 values cast from int8 / int16, which
/// the lowering computes in 32-bit lanes: by a constant factor with a
/// split multiplier (every int8 value, shifts 1 to 31, eight factors), and
/// int8 times int16 values as a rounded int32 product; each block of the
/// concatenated results against lib/Support's mulShift.
TEST(Requantization, MulWithShiftOfNarrowValues) {
  // The rounded product must fit int32 (a REQUIRE): shifts from 8 for the
  // large factors, from 1 for the small ones.
  std::vector<Scale> factors = everyShift(
      {2147483647, 1 << 30, 1902263391, 1518500250, 12345, 3, 1, 0}, 8, 31);
  for (Scale scale : everyShift({12345, 3, 1, 0}, 1, 7))
    factors.push_back(scale);
  const std::vector<int32_t> productShifts = {1, 2, 7, 15, 16, 22, 23, 31};
  std::string lines, results, types;
  auto addResult = [&](const std::string &name) {
    results += (results.empty() ? "%" : ", %") + name;
    types += std::string(types.empty() ? "" : ", ") + "tensor<256xi32>";
  };
  for (size_t i = 0; i < factors.size(); ++i) {
    lines += llvm::formatv(R"MLIR(
  %m{0} = "tosa.const"() <{{values = dense<{1}> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s{0} = "tosa.const"() <{{values = dense<{2}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %f{0} = tosa.mul %x, %m{0}, %s{0} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>)MLIR",
                           i, factors[i].multiplier, factors[i].shift)
                 .str();
    addResult("f" + std::to_string(i));
  }
  for (size_t i = 0; i < productShifts.size(); ++i) {
    lines += llvm::formatv(R"MLIR(
  %t{0} = "tosa.const"() <{{values = dense<{1}> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p{0} = tosa.mul %x, %y, %t{0} : (tensor<256xi32>, tensor<256xi32>, tensor<1xi8>) -> tensor<256xi32>)MLIR",
                           i, productShifts[i])
                 .str();
    addResult("p" + std::to_string(i));
  }
  size_t blocks = factors.size() + productShifts.size();
  std::string module = llvm::formatv(R"MLIR(
func.func @main(%a: tensor<256xi8>, %b: tensor<256xi16>) -> tensor<{0}xi32> {{
  %x = tosa.cast %a : (tensor<256xi8>) -> tensor<256xi32>
  %y = tosa.cast %b : (tensor<256xi16>) -> tensor<256xi32>{1}
  %all = tosa.concat {2} {{axis = 0 : i32} : ({3}) -> tensor<{0}xi32>
  return %all : tensor<{0}xi32>
}
)MLIR",
                                     blocks * 256, lines, results, types)
                           .str();
  NpyArray a = NpyArray::zeros(NpyDType::Int8, {256});
  NpyArray b = NpyArray::zeros(NpyDType::Int16, {256});
  std::mt19937 rng(7);
  for (int64_t i = 0; i < 256; ++i) {
    a.set<int8_t>(i, static_cast<int8_t>(i - 128));
    // The int16 extremes, then random values.
    const int16_t ends[] = {-32768, 32767, -1, 0, 1};
    b.set<int16_t>(i, i < 5 ? ends[i] : static_cast<int16_t>(rng()));
  }
  test::KernelRunner runner;
  NpyArray output = runner.run(module, {}, {a, b});
  ASSERT_EQ(output.numElements(), static_cast<int64_t>(blocks * 256));
  int64_t mismatches = 0;
  for (size_t block = 0; block < blocks; ++block)
    for (int64_t i = 0; i < 256; ++i) {
      int32_t x = a.get<int8_t>(i);
      bool factor = block < factors.size();
      int32_t other = factor ? factors[block].multiplier : b.get<int16_t>(i);
      int32_t shift =
          factor ? factors[block].shift : productShifts[block - factors.size()];
      ArithResult<int32_t> expected = mulShift(x, other, shift);
      ASSERT_TRUE(expected.ok());
      int32_t got = output.get<int32_t>(block * 256 + i);
      if (got != expected.value && ++mismatches <= 5)
        ADD_FAILURE() << "mul " << x << " * " << other << " >> " << shift
                      << ": got " << got << ", expected " << expected.value;
    }
  EXPECT_EQ(mismatches, 0);
}

/// int32 values at and next to each channel's rounding ties, the ends of
/// apply_scale_32's value range and around zero, in both rounding modes.
void expectTiesMatchReference(const std::vector<Scale> &scales) {
  const int64_t rows = 96;
  NpyArray input = NpyArray::zeros(NpyDType::Int32,
                                   {rows, static_cast<int64_t>(scales.size())});
  std::mt19937_64 rng(5);
  for (int64_t row = 0; row < rows; ++row)
    for (size_t c = 0; c < scales.size(); ++c) {
      const Scale &scale = scales[c];
      // apply_scale_32 REQUIREs -2^(s-1) <= value < 2^(s-1).
      __int128 half = __int128(1) << (scale.shift - 1);
      int64_t low = static_cast<int64_t>(std::max<__int128>(-half, INT32_MIN));
      int64_t high =
          static_cast<int64_t>(std::min<__int128>(half - 1, INT32_MAX));
      int64_t value;
      if (row < 6) {
        // The ends of the range and around zero.
        const int64_t fixed[] = {low, high, 0, 1, -1, low + 1};
        value = fixed[row];
      } else {
        // value * multiplier + 2^(s-1) at (k * 2^s) + {-1, 0, 1}: on a tie
        // of the single rounding or next to it; DOUBLE_ROUND's extra 2^30
        // moves its ties, which the random k also reaches.
        __int128 span = (__int128(high) * scale.multiplier) >> scale.shift;
        __int128 k =
            span > 0 ? __int128(rng() % uint64_t(2 * span + 1)) - span : 0;
        __int128 target = (k << scale.shift) - half;
        value = scale.multiplier
                    ? static_cast<int64_t>(target / scale.multiplier) +
                          (row % 3) - 1
                    : static_cast<int64_t>(rng());
        value = std::clamp(value, low, high);
      }
      input.set<int32_t>(row * scales.size() + c, static_cast<int32_t>(value));
    }
  for (RescaleRounding rounding :
       {RescaleRounding::SingleRound, RescaleRounding::DoubleRound})
    expectMatchesReference(input, 32, scales, true, rounding);
}

TEST(Requantization, Scale32OfInt32ValuesAtRoundingTies) {
  expectTiesMatchReference(
      everyShift({2147483647, 1 << 30, 1518500250, 12345, 3, 1}));
}

/// Every shift from 32 on: the product's high half rounded in 32-bit lanes
/// (Rescale.cpp's highProductRescale, HighProductLanes.cpp in the vector
/// code). Multiplier 2^30 puts odd values on DOUBLE_ROUND's first ties;
/// multiplier 0 takes random values, and every channel the value -2^31.
TEST(Requantization, Scale32WithShiftsFrom32AtRoundingTies) {
  expectTiesMatchReference(
      everyShift({2147483647, 1 << 30, 1518500250, 12345, 3, 1, 0}, 32));
}

/// Shifts from 32 to 60 with multipliers below 2^31 - 2^28: the high half
/// x of every product plus 2^(shift - 32) fits int32, so Rescale.cpp folds
/// DOUBLE_ROUND's last halving into the shift ((x + 2^(s-32)) >> (s - 31));
/// one channel of multiplier 2^31 - 1 at shift 62 in the test above keeps
/// the unfolded form there.
TEST(Requantization, Scale32WithTheHalvingFoldedAtRoundingTies) {
  expectTiesMatchReference(
      everyShift({1 << 30, 1518500250, 1879048191, 12345, 3, 1, 0}, 32, 60));
}

/// Shifts from 33: SINGLE_ROUND rounds the product's high word (shift by
/// 32, the rounding term added in 32 bits), DOUBLE_ROUND the form above.
TEST(Requantization, Scale32InTheHighWordAtRoundingTies) {
  expectTiesMatchReference(
      everyShift({2147483647, 1 << 30, 1518500250, 12345, 3, 1, 0}, 33));
}

/// The int8 test below for the shifts from `first` to 44.
void expectInt8TiesMatchReference(int32_t first) {
  // Shifts of int8 networks' scales (to 44): zp * 2^(s-31) fits int32.
  std::vector<Scale> scales =
      everyShift({1 << 30, 1518500250, 1879048191, 12345, 3}, first, 44);
  SCOPED_TRACE("shifts from " + std::to_string(first));
  const int64_t rows = 3 * 601;
  NpyArray input = NpyArray::zeros(NpyDType::Int32,
                                   {rows, static_cast<int64_t>(scales.size())});
  for (int64_t row = 0; row < rows; ++row)
    for (size_t c = 0; c < scales.size(); ++c) {
      const Scale &scale = scales[c];
      // value * multiplier + 2^(s-1) at k * 2^s + {-1, 0, 1}, k in
      // [-300, 300].
      __int128 k = row / 3 - 300;
      __int128 target = (k << scale.shift) - (__int128(1) << (scale.shift - 1));
      __int128 value = target / scale.multiplier + row % 3 - 1;
      value = std::clamp<__int128>(value, INT32_MIN, INT32_MAX);
      input.set<int32_t>(row * scales.size() + c, static_cast<int32_t>(value));
    }
  for (int64_t zp : {-128, -5, 0, 100, 127})
    for (RescaleRounding rounding :
         {RescaleRounding::SingleRound, RescaleRounding::DoubleRound}) {
      const char *roundingName = rounding == RescaleRounding::DoubleRound
                                     ? "DOUBLE_ROUND"
                                     : "SINGLE_ROUND";
      test::KernelRunner runner;
      NpyArray output = runner.run(
          rescaleModule("i32", rows, scales, true, roundingName, "i8", zp), {},
          {input});
      ASSERT_EQ(output.numElements(), input.numElements());
      RescaleConfig config;
      config.inputBits = 32;
      config.outputBits = 8;
      config.rounding = rounding;
      config.outputZp = zp;
      int64_t mismatches = 0, inRange = 0;
      for (int64_t i = 0; i < input.numElements(); ++i) {
        const Scale &scale = scales[i % scales.size()];
        ArithResult<int64_t> expected = rescaleValue(
            input.get<int32_t>(i), scale.multiplier, scale.shift, config);
        ASSERT_TRUE(expected.ok());
        inRange += expected.value > -128 && expected.value < 127;
        mismatches += output.get<int8_t>(i) != expected.value;
      }
      EXPECT_EQ(mismatches, 0) << roundingName << ", output zp " << zp;
      // Most results are not saturated: the test sees the rounding.
      EXPECT_GT(inRange, input.numElements() / 5);
    }
}

/// int8 results with output zero points at both ends and between, from
/// int32 values whose scaled results run from below -128 - zp to above
/// 127 - zp, each on and next to a rounding tie: the zero point folded into
/// the rounding term of the high-product form (zp * 2^(s-31) before the
/// shift) and the saturation agree with the reference. Shifts from 32 and
/// from 33 take both forms of SINGLE_ROUND (bits 31..62, the high word).
TEST(Requantization, Scale32ToInt8WithZeroPointsAtRoundingTies) {
  for (int32_t first : {32, 33})
    expectInt8TiesMatchReference(first);
}

} // namespace
