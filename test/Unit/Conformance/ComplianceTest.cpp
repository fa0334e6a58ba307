//===- ComplianceTest.cpp - Tests of the conformance output comparator ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests checkCompliance: per mode, outputs that must pass and
// outputs that must fail just outside the rule (one ULP too far, a wrong NaN
// or sign, flush to zero where FP8 forbids it, the DOT_PRODUCT statistics,
// overflow to infinity where the bound allows it, unsigned RESCALE_INEXACT),
// the exact fp16/bf16/fp8 decoders, and a sweep over every positive test of
// the corpus where each normal-mode ref-*.npy must pass its own rule.
//
//===----------------------------------------------------------------------===//

#include "Compliance.h"
#include "ComplianceTypes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <chrono>
#include <cmath>
#include <cstring>
#include <iostream>
#include <map>

using namespace tosac;
using namespace tosac::conformance;

namespace {

template <typename T> NpyArray make(NpyDType dtype, std::vector<T> values) {
  NpyArray array;
  array.dtype = dtype;
  array.shape = {static_cast<int64_t>(values.size())};
  array.data.resize(values.size() * sizeof(T));
  if (!values.empty())
    std::memcpy(array.data.data(), values.data(), array.data.size());
  return array;
}

/// Values given as doubles (literals, NaN, inf), stored rounded to float.
NpyArray f32(std::vector<double> v) {
  return make(NpyDType::Float32, std::vector<float>(v.begin(), v.end()));
}
NpyArray f64(std::vector<double> v) { return make(NpyDType::Float64, v); }
NpyArray f16(std::vector<uint16_t> v) { return make(NpyDType::Float16, v); }
NpyArray bf16(std::vector<uint16_t> v) { return make(NpyDType::Raw16, v); }
NpyArray e4m3(std::vector<uint8_t> v) { return make(NpyDType::Raw8, v); }
NpyArray e5m2(std::vector<uint8_t> v) { return make(NpyDType::UInt8, v); }
NpyArray i8(std::vector<int8_t> v) { return make(NpyDType::Int8, v); }
NpyArray i16(std::vector<int16_t> v) { return make(NpyDType::Int16, v); }
NpyArray i32(std::vector<int32_t> v) { return make(NpyDType::Int32, v); }
NpyArray i64(std::vector<int64_t> v) { return make(NpyDType::Int64, v); }
NpyArray b1(std::vector<uint8_t> v) { return make(NpyDType::Bool, v); }

/// Holds a parsed meta.compliance.tensors.<name> object.
struct Info {
  llvm::json::Value value = nullptr;
  explicit Info(const char *text) {
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
    EXPECT_TRUE(static_cast<bool>(parsed)) << text;
    if (parsed)
      value = std::move(*parsed);
    else
      llvm::consumeError(parsed.takeError());
  }
  const llvm::json::Object *get() const { return value.getAsObject(); }
};

const double kU32 = std::ldexp(1.0, -23); // FP32 ulp at 1.0
const double kInf = HUGE_VAL;
const double kNaN = std::nan("");

/// Checks a float output of mode `info` whose `ref` is also the precise ref.
ComplianceResult check(const Info &info, const NpyArray &imp,
                       const NpyArray &refPrecise,
                       const NpyArray *bounds = nullptr) {
  // ref-*.npy only provides the dtype and shape: use imp itself.
  return checkCompliance(info.get(), imp, imp, &refPrecise, bounds);
}

#define EXPECT_PASS(result)                                                    \
  do {                                                                         \
    ComplianceResult r_ = (result);                                            \
    EXPECT_TRUE(r_.passed) << r_.mode << ": " << r_.detail;                    \
  } while (0)
#define EXPECT_FAIL(result, text)                                              \
  do {                                                                         \
    ComplianceResult r_ = (result);                                            \
    EXPECT_FALSE(r_.passed) << r_.mode;                                        \
    EXPECT_NE(r_.detail.find(text), std::string::npos) << r_.detail;           \
  } while (0)

} // namespace

//===----------------------------------------------------------------------===//
// Decoders
//===----------------------------------------------------------------------===//

TEST(ComplianceTypes, Decoders) {
  EXPECT_EQ(decodeFP16(0x3C00), 1.0);
  EXPECT_EQ(decodeFP16(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(decodeFP16(0x0400), std::ldexp(1.0, -14));
  EXPECT_EQ(decodeFP16(0x7BFF), 65504.0);
  EXPECT_EQ(decodeFP16(0xFC00), -kInf);
  EXPECT_TRUE(std::signbit(decodeFP16(0x8000)));
  EXPECT_TRUE(std::isnan(decodeFP16(0x7E00)));
  EXPECT_EQ(decodeBF16(0x3F80), 1.0);
  EXPECT_EQ(decodeBF16(0xC000), -2.0);
  EXPECT_EQ(decodeBF16(0x7F7F), getFormat(FloatKind::BF16).maxNormal);
  EXPECT_EQ(decodeFP8E4M3(0x38), 1.0);
  EXPECT_EQ(decodeFP8E4M3(0xB8), -1.0);
  EXPECT_EQ(decodeFP8E4M3(0x7E), 448.0);
  EXPECT_EQ(decodeFP8E4M3(0x01), std::ldexp(1.0, -9));
  EXPECT_EQ(decodeFP8E4M3(0x08), std::ldexp(1.0, -6));
  EXPECT_TRUE(std::isnan(decodeFP8E4M3(0x7F)));
  EXPECT_TRUE(std::isnan(decodeFP8E4M3(0xFF)));
  EXPECT_EQ(decodeFP8E5M2(0x3C), 1.0);
  EXPECT_EQ(decodeFP8E5M2(0x7B), 57344.0);
  EXPECT_EQ(decodeFP8E5M2(0x7C), kInf);
  EXPECT_EQ(decodeFP8E5M2(0x01), std::ldexp(1.0, -16));
  EXPECT_TRUE(std::isnan(decodeFP8E5M2(0x7E)));
}

//===----------------------------------------------------------------------===//
// EXACT and no compliance data
//===----------------------------------------------------------------------===//

TEST(Compliance, ExactIntegers) {
  Info i32Info(R"({"mode": "EXACT", "data_type": "INT32"})");
  EXPECT_PASS(checkCompliance(i32Info.get(), i32({1, -7}), i32({1, -7}),
                              nullptr, nullptr));
  EXPECT_FAIL(checkCompliance(i32Info.get(), i32({1, -8}), i32({1, -7}),
                              nullptr, nullptr),
              "element 1: imp -8 ref -7");
  Info boolInfo(R"({"mode": "EXACT", "data_type": "BOOL"})");
  EXPECT_PASS(checkCompliance(boolInfo.get(), b1({0, 1}), b1({0, 1}), nullptr,
                              nullptr));
  EXPECT_FAIL(
      checkCompliance(boolInfo.get(), b1({1, 1}), b1({0, 1}), nullptr, nullptr),
      "element 0");
  Info i48Info(R"({"mode": "EXACT", "data_type": "INT48"})");
  EXPECT_FAIL(checkCompliance(i48Info.get(), i64({(1LL << 47) - 1}),
                              i64({-(1LL << 47)}), nullptr, nullptr),
              "imp 140737488355327 ref -140737488355328");
  Info i4Info(R"({"mode": "EXACT", "data_type": "INT4"})");
  EXPECT_PASS(checkCompliance(i4Info.get(), i8({-8, 7}), i8({-8, 7}), nullptr,
                              nullptr));
  Info shapeInfo(R"({"mode": "EXACT", "data_type": "SHAPE"})");
  EXPECT_FAIL(checkCompliance(shapeInfo.get(), i64({2, 3}), i64({2, 4}),
                              nullptr, nullptr),
              "element 1");
}

TEST(Compliance, ExactFloats) {
  Info info(R"({"mode": "EXACT", "data_type": "FP32"})");
  float sub = std::ldexp(1.0f, -130);
  NpyArray ref = f64({1.5, 0.0, kNaN, sub, -kInf});
  EXPECT_PASS(check(info, f32({1.5f, -0.0f, -kNaN, 0.0f, -kInf}), ref));
  EXPECT_PASS(check(info, f32({1.5f, 0.0f, kNaN, sub, -kInf}), ref));
  EXPECT_FAIL(
      check(info, f32({std::nextafter(1.5f, 2.0f), 0, kNaN, 0, -kInf}), ref),
      "element 0");
  EXPECT_FAIL(check(info, f32({1.5f, 0, 1.0f, 0, -kInf}), ref),
              "element 2: imp 1 but ref is NaN");
  EXPECT_FAIL(check(info, f32({1.5f, 0, kNaN, 2 * sub, -kInf}), ref),
              "element 3");
  EXPECT_FAIL(check(info, f32({1.5f, 0, kNaN, 0, kInf}), ref), "element 4");
  EXPECT_FAIL(check(info, f32({1.5f, kNaN, kNaN, 0, -kInf}), ref), "element 1");
  // Without ref_precise the normal-mode result is the reference.
  EXPECT_PASS(
      checkCompliance(info.get(), f32({2.0f}), f32({2.0f}), nullptr, nullptr));
  EXPECT_FAIL(
      checkCompliance(info.get(), f32({2.5f}), f32({2.0f}), nullptr, nullptr),
      "element 0");
  // FP8 subnormals may not be flushed: 3 * 2^-9 must stay 0x03.
  Info fp8(R"({"mode": "EXACT", "data_type": "FP8E4M3"})");
  EXPECT_PASS(check(fp8, e4m3({0x03}), f64({3 * std::ldexp(1.0, -9)})));
  EXPECT_FAIL(check(fp8, e4m3({0x00}), f64({3 * std::ldexp(1.0, -9)})),
              "element 0");
}

TEST(Compliance, NoComplianceData) {
  NpyArray precise = f64({100.0, 1e-3, kNaN});
  EXPECT_PASS(checkCompliance(nullptr, f32({100.001f, 1e-3f, kNaN}),
                              f32({100, 1e-3f, kNaN}), &precise, nullptr));
  EXPECT_FAIL(checkCompliance(nullptr, f32({100.1f, 1e-3f, kNaN}),
                              f32({100, 1e-3f, kNaN}), &precise, nullptr),
              "element 0");
  EXPECT_FAIL(checkCompliance(nullptr, f32({100, 1e-3f, 0}),
                              f32({100, 1e-3f, kNaN}), &precise, nullptr),
              "element 2");
  ComplianceResult r =
      checkCompliance(nullptr, i8({3, 4}), i8({3, 5}), nullptr, nullptr);
  EXPECT_EQ(r.mode, "NONE");
  EXPECT_FALSE(r.passed);
}

TEST(Compliance, MismatchedArrays) {
  Info info(R"({"mode": "EXACT", "data_type": "INT32"})");
  EXPECT_FAIL(checkCompliance(info.get(), i16({1}), i32({1}), nullptr, nullptr),
              "dtype <i2");
  EXPECT_FAIL(
      checkCompliance(info.get(), i32({1, 2}), i32({1}), nullptr, nullptr),
      "shape [2]");
  Info bf(R"({"mode": "ULP", "data_type": "BF16", "ulp_info": {"ulp": 0.5}})");
  NpyArray precise = f64({1.0});
  EXPECT_FAIL(checkCompliance(bf.get(), f16({0x3C00}), f16({0x3C00}), &precise,
                              nullptr),
              "cannot be stored");
  Info unknown(R"({"mode": "MAGIC", "data_type": "FP32"})");
  EXPECT_FAIL(check(unknown, f32({1}), f64({1})), "unsupported");
}

//===----------------------------------------------------------------------===//
// ULP
//===----------------------------------------------------------------------===//

TEST(Compliance, UlpHalf) {
  Info info(
      R"({"mode": "ULP", "data_type": "FP32", "ulp_info": {"ulp": 0.5}})");
  // ref = 1 + u/4: 1 is within u/2, 1 + u is 3u/4 away.
  NpyArray ref = f64({1.0 + kU32 / 4});
  EXPECT_PASS(check(info, f32({1.0f}), ref));
  EXPECT_FAIL(check(info, f32({1.0f + float(kU32)}), ref), "element 0");
  // 0 and infinities are exact.
  EXPECT_PASS(check(info, f32({0.0f, kInf}), f64({0.0, kInf})));
  EXPECT_FAIL(check(info, f32({std::ldexp(1.0f, -149)}), f64({0.0})),
              "element 0");
  EXPECT_FAIL(check(info, f32({3.4028235e38f}), f64({kInf})), "element 0");
  // NaN needs NaN both ways.
  EXPECT_PASS(check(info, f32({kNaN}), f64({kNaN})));
  EXPECT_FAIL(check(info, f32({0}), f64({kNaN})), "ref is NaN");
  EXPECT_FAIL(check(info, f32({kNaN}), f64({1.0})), "element 0");
}

TEST(Compliance, UlpOverflowToInfinity) {
  Info info(
      R"({"mode": "ULP", "data_type": "FP32", "ulp_info": {"ulp": 0.5}})");
  double max = getFormat(FloatKind::FP32).maxNormal;
  // ref just above max: the upper end overflows, so inf is accepted; the
  // lower end is still finite, so max is too.
  EXPECT_PASS(check(info, f32({kInf}), f64({max + std::ldexp(1.0, 102)})));
  EXPECT_PASS(
      check(info, f32({float(max)}), f64({max + std::ldexp(1.0, 102)})));
  EXPECT_PASS(check(info, f32({-kInf}), f64({-max - std::ldexp(1.0, 102)})));
  EXPECT_FAIL(check(info, f32({kInf}), f64({max / 2})), "element 0");
}

TEST(Compliance, UlpOneAndLowerBound) {
  Info one(R"({"mode": "ULP", "data_type": "FP32", "ulp_info": {"ulp": 1}})");
  NpyArray ref = f64({1.0});
  EXPECT_PASS(check(one, f32({std::nextafter(1.0f, 2.0f)}), ref));
  EXPECT_PASS(check(one, f32({float(1.0 - kU32)}), ref)); // on the bound
  EXPECT_FAIL(check(one, f32({float(1.0 + 2 * kU32)}), ref), "element 0");
  EXPECT_FAIL(check(one, f32({float(1.0 - 1.5 * kU32)}), ref), "element 0");

  // CAST: ulp 0.5 above, 1.0 below (towards zero, signs mirrored).
  // ref = -(1 + 0.75u): accepted magnitudes [1 - 0.25u, 1 + 1.25u].
  Info cast(R"({"mode": "ULP", "data_type": "FP32",
                "ulp_info": {"ulp": 0.5, "ulp_lower": 1.0}})");
  NpyArray neg = f64({-(1.0 + 0.75 * kU32)});
  EXPECT_PASS(check(cast, f32({-1.0f}), neg));
  EXPECT_PASS(check(cast, f32({-float(1.0 + kU32)}), neg));
  EXPECT_FAIL(check(cast, f32({-float(1.0 + 2 * kU32)}), neg), "element 0");
  EXPECT_FAIL(check(cast, f32({-float(1.0 - kU32 / 2)}), neg), "element 0");
  // ulp_lower defaults to ulp: then -1 is too far.
  Info half(
      R"({"mode": "ULP", "data_type": "FP32", "ulp_info": {"ulp": 0.5}})");
  EXPECT_FAIL(check(half, f32({-1.0f}), neg), "element 0");
}

TEST(Compliance, UlpHalfPrecisionTypes) {
  Info fp16(
      R"({"mode": "ULP", "data_type": "FP16", "ulp_info": {"ulp": 0.5}})");
  NpyArray ref16 = f64({1.0 + std::ldexp(1.0, -12)});
  EXPECT_PASS(check(fp16, f16({0x3C00}), ref16));
  EXPECT_FAIL(check(fp16, f16({0x3C01}), ref16), "element 0");
  // Flush to zero: ref 3 * 2^-24 (subnormal), lower end 2 * 2^-24.
  Info cast16(R"({"mode": "ULP", "data_type": "FP16",
                  "ulp_info": {"ulp": 0.5, "ulp_lower": 1.0}})");
  NpyArray sub16 = f64({3 * std::ldexp(1.0, -24)});
  EXPECT_PASS(check(cast16, f16({0x0000}), sub16));
  EXPECT_PASS(check(cast16, f16({0x8000}), sub16));
  EXPECT_PASS(check(cast16, f16({0x0003}), sub16));
  EXPECT_FAIL(check(cast16, f16({0x0001}), sub16), "element 0");

  Info bf(R"({"mode": "ULP", "data_type": "BF16", "ulp_info": {"ulp": 0.5}})");
  NpyArray refBf = f64({1.0 + std::ldexp(1.0, -9)});
  EXPECT_PASS(check(bf, bf16({0x3F80}), refBf));
  EXPECT_FAIL(check(bf, bf16({0x3F81}), refBf), "element 0");
}

TEST(Compliance, UlpFp8) {
  Info e4(R"({"mode": "ULP", "data_type": "FP8E4M3",
              "ulp_info": {"ulp": 0.5, "ulp_lower": 1.0}})");
  EXPECT_PASS(check(e4, e4m3({0x38}), f64({1.0})));
  EXPECT_FAIL(check(e4, e4m3({0x39}), f64({1.0})), "element 0");
  // No flush to zero for FP8: ref 3 * 2^-9 accepts [2, 3.5] * 2^-9 only.
  NpyArray sub = f64({3 * std::ldexp(1.0, -9)});
  EXPECT_PASS(check(e4, e4m3({0x02}), sub));
  EXPECT_FAIL(check(e4, e4m3({0x00}), sub), "element 0");
  // FP8E4M3 has no infinity: beyond the range, NaN is the accepted answer.
  EXPECT_PASS(check(e4, e4m3({0x7F}), f64({500.0})));
  EXPECT_FAIL(check(e4, e4m3({0x7E}), f64({500.0})), "element 0");
  EXPECT_FAIL(check(e4, e4m3({0x7F}), f64({400.0})), "element 0");

  Info e5(R"({"mode": "ULP", "data_type": "FP8E5M2",
              "ulp_info": {"ulp": 0.5, "ulp_lower": 1.0}})");
  EXPECT_PASS(check(e5, e5m2({0x3C}), f64({1.0})));
  // ref 60000: accepted [51808, +inf], so max and inf pass, NaN does not.
  EXPECT_PASS(check(e5, e5m2({0x7B}), f64({60000.0})));
  EXPECT_PASS(check(e5, e5m2({0x7C}), f64({60000.0})));
  EXPECT_FAIL(check(e5, e5m2({0x7E}), f64({60000.0})), "element 0");
  NpyArray sub5 = f64({3 * std::ldexp(1.0, -16)});
  EXPECT_FAIL(check(e5, e5m2({0x00}), sub5), "element 0");
}

//===----------------------------------------------------------------------===//
// ABS_ERROR, REDUCE_PRODUCT, RELATIVE
//===----------------------------------------------------------------------===//

TEST(Compliance, AbsError) {
  // EXP FP32: b = bnd + 3, err = 2^-23 * |ref| * b = 4u for ref 1, bnd 1.
  Info exp(R"({"mode": "ABS_ERROR", "data_type": "FP32",
               "abs_error_info": {"base_bound": 3}})");
  NpyArray ref = f64({1.0}), bnd = f64({1.0});
  EXPECT_PASS(check(exp, f32({float(1 + 4 * kU32)}), ref, &bnd));
  EXPECT_PASS(check(exp, f32({float(1 - 4 * kU32)}), ref, &bnd));
  EXPECT_FAIL(check(exp, f32({float(1 + 5 * kU32)}), ref, &bnd), "element 0");
  EXPECT_FAIL(check(exp, f32({1.0f}), ref), "needs bounds");

  // LOG: ref 0, lower_bound 0.5, bnd 1: err = 2^-23 * 0.5.
  Info log(R"({"mode": "ABS_ERROR", "data_type": "FP32",
               "abs_error_info": {"lower_bound": 0.5}})");
  EXPECT_PASS(check(log, f32({float(kU32 / 2)}), f64({0.0}), &bnd));
  EXPECT_FAIL(check(log, f32({float(kU32)}), f64({0.0}), &bnd), "element 0");

  // SIN: magnitude = bnd (the input) 3, b = base_bound 2, m / 2 -> 2^-11.
  Info sin(R"({"mode": "ABS_ERROR", "data_type": "FP32",
               "abs_error_info": {"base_bound": 2.0, "bound_as_magnitude": true,
                                  "normal_divisor": 2, "max_compare": 1e-30}})");
  double s3 = std::sin(3.0), e11 = std::ldexp(1.0, -11);
  NpyArray refSin = f64({s3}), input = f64({3.0});
  EXPECT_PASS(check(sin, f32({float(s3 + 5 * e11)}), refSin, &input));
  EXPECT_FAIL(check(sin, f32({float(s3 + 7 * e11)}), refSin, &input),
              "element 0");
  // max_compare raises a tiny bound.
  Info sinMax(R"({"mode": "ABS_ERROR", "data_type": "FP32",
                  "abs_error_info": {"base_bound": 2.0, "bound_as_magnitude": true,
                                     "normal_divisor": 2, "max_compare": 1e-3}})");
  NpyArray tiny = f64({1e-30});
  EXPECT_PASS(check(sinMax, f32({5e-4f}), f64({1e-30}), &tiny));
  EXPECT_FAIL(check(sinMax, f32({2e-3f}), f64({1e-30}), &tiny), "element 0");

  // SIGMOID: no abs_error_info, b = bnd; FP16 m = 10.
  Info sig(R"({"mode": "ABS_ERROR", "data_type": "FP16"})");
  NpyArray sigBnd = f64({2.0});
  // err = 2^-10 * 0.5 * 2 = 2^-10; fp16 spacing at 0.5 is 2^-11.
  EXPECT_PASS(check(sig, f16({0x3802}), f64({0.5}), &sigBnd));
  EXPECT_FAIL(check(sig, f16({0x3803}), f64({0.5}), &sigBnd), "element 0");
}

TEST(Compliance, ReduceProduct) {
  // n = 7: err = |ref| * ((1 + 2^-24)^7 - 1) ~ 3.5u.
  Info info(R"({"mode": "REDUCE_PRODUCT", "data_type": "FP32",
                "reduce_product_info": {"n": 7}})");
  EXPECT_PASS(check(info, f32({float(1 + 3 * kU32)}), f64({1.0})));
  EXPECT_FAIL(check(info, f32({float(1 + 4 * kU32)}), f64({1.0})), "element 0");
  EXPECT_PASS(check(info, f32({kNaN}), f64({kNaN})));
  // Overflow allowed when ref + err exceeds the range.
  Info fp16(R"({"mode": "REDUCE_PRODUCT", "data_type": "FP16",
                "reduce_product_info": {"n": 30}})");
  EXPECT_PASS(check(fp16, f16({0x7C00}), f64({65500.0})));
  EXPECT_FAIL(check(fp16, f16({0x7C00}), f64({60000.0})), "element 0");
}

TEST(Compliance, Relative) {
  Info info(R"({"mode": "RELATIVE", "data_type": "FP32",
                "relative_info": {"max": 1.0, "scale": 0.006, "ulp_bound": 20.0}})");
  EXPECT_PASS(check(info, f32({0.505f}), f64({0.5})));
  EXPECT_FAIL(check(info, f32({0.507f}), f64({0.5})), "element 0");
  // The ulp bound dominates for large values: 20 * ulp(1000) = 10 in FP16.
  Info fp16(R"({"mode": "RELATIVE", "data_type": "FP16",
                "relative_info": {"max": 0.001, "scale": 0.001, "ulp_bound": 20.0}})");
  EXPECT_PASS(check(fp16, f16({0x63E0}), f64({1000.0}))); // 1008
  EXPECT_FAIL(check(fp16, f16({0x63F0}), f64({1000.0})),  // 1016
              "element 0");
}

//===----------------------------------------------------------------------===//
// DOT_PRODUCT
//===----------------------------------------------------------------------===//

namespace {
/// `count` elements with ref `ref`, bound 1 (so e = (imp - ref) * 2^24 for
/// FP32) and imp = ref + errors[i % size] * 2^-24.
struct DotCase {
  NpyArray imp, ref, bnd;
  DotCase(double ref, std::vector<double> errors, size_t count) {
    std::vector<double> imps;
    std::vector<double> refs, bnds;
    for (size_t i = 0; i < count; ++i) {
      imps.push_back(ref + errors[i % errors.size()] * std::ldexp(1.0, -24));
      refs.push_back(ref);
      bnds.push_back(1.0);
    }
    imp = f32(imps);
    this->ref = f64(refs);
    bnd = f64(bnds);
  }
};
} // namespace

TEST(Compliance, DotProductPerElement) {
  // ksb 10: abs_bound 20, variance bound 16 by default.
  Info info(R"({"mode": "DOT_PRODUCT", "data_type": "FP32",
                "dot_product_info": {"s": 0, "ksb": 10}})");
  DotCase exact(1.0, {0}, 4);
  EXPECT_PASS(check(info, exact.imp, exact.ref, &exact.bnd));
  EXPECT_FAIL(check(info, exact.imp, exact.ref), "needs bounds");
  // e = 32 > 20 on element 2.
  DotCase far(1.0, {0, 0, 32, 0}, 4);
  EXPECT_FAIL(check(info, far.imp, far.ref, &far.bnd),
              "element 2: imp 1.0000019073486328 ref 1 bound 1: error 32 "
              "exceeds abs_bound 20");
  // An explicit abs_bound of 40 accepts it (with a variance bound of at
  // least sum(e^2) / T = 32^2 / 4 = 256).
  Info loose(R"({"mode": "DOT_PRODUCT", "data_type": "FP32",
                 "dot_product_info": {"s": 0, "ksb": 10, "abs_bound": 40,
                                      "variance_error_bound": 256}})");
  EXPECT_PASS(check(loose, far.imp, far.ref, &far.bnd));
  // bnd 0: ref and imp must be 0.
  NpyArray zero = f64({0.0});
  EXPECT_PASS(check(info, f32({0.0f}), f64({0.0}), &zero));
  EXPECT_FAIL(check(info, f32({1e-30f}), f64({0.0}), &zero), "bound is 0");
  // NaN ref needs NaN; NaN bound accepts anything.
  NpyArray one = f64({1.0}), nan = f64({kNaN});
  EXPECT_PASS(check(info, f32({kNaN}), f64({kNaN}), &one));
  EXPECT_FAIL(check(info, f32({1.0f}), f64({kNaN}), &one), "ref is NaN");
  EXPECT_PASS(check(info, f32({-7.0f}), f64({1.0}), &nan));
  EXPECT_FAIL(check(info, f32({kNaN}), f64({1.0}), &one), "element 0");
}

TEST(Compliance, DotProductOverflow) {
  Info info(R"({"mode": "DOT_PRODUCT", "data_type": "FP16",
                "dot_product_info": {"s": 1, "ksb": 10}})");
  // bnd * (1 + 20 * 2^-11) = 65635 rounds to inf in FP16: no requirement.
  NpyArray big = f64({65000.0}), smaller = f64({60000.0});
  EXPECT_PASS(check(info, f16({0x7C00}), f64({100.0}), &big));
  EXPECT_FAIL(check(info, f16({0x7C00}), f64({100.0}), &smaller), "element 0");
}

TEST(Compliance, DotProductStatistics) {
  Info info(R"({"mode": "DOT_PRODUCT", "data_type": "FP32",
                "dot_product_info": {"s": 4, "ksb": 10}})");
  // |e| = 8 everywhere, alternating signs: sum 0, sum(e^2) = 64 T > 16 T.
  DotCase noisy(2.0, {8, -8}, 100);
  EXPECT_FAIL(check(info, noisy.imp, noisy.ref, &noisy.bnd),
              "error variance: sum(e^2) = 6400 exceeds variance_error_bound "
              "* T = 16 * 100");
  // |e| = 4: sum(e^2) = 1600 = 16 T, on the bound.
  DotCase fine(2.0, {4, -4}, 100);
  EXPECT_PASS(check(info, fine.imp, fine.ref, &fine.bnd));
  // e = +3 everywhere: sum(e^2) = 900 <= 1600 but |sum| = 300 > sqrt(16000).
  DotCase biased(0.5, {3}, 100);
  EXPECT_FAIL(check(info, biased.imp, biased.ref, &biased.bnd),
              "error bias: |sum(e)| = 300");
  // The bias check applies to data sets 3..5 only.
  Info s0(R"({"mode": "DOT_PRODUCT", "data_type": "FP32",
              "dot_product_info": {"s": 0, "ksb": 10}})");
  EXPECT_PASS(check(s0, biased.imp, biased.ref, &biased.bnd));
  // A larger variance_error_bound relaxes both statistics.
  Info relaxed(R"({"mode": "DOT_PRODUCT", "data_type": "FP32",
                   "dot_product_info": {"s": 4, "ksb": 10, "abs_bound": 20,
                                        "variance_error_bound": 100}})");
  EXPECT_PASS(check(relaxed, noisy.imp, noisy.ref, &noisy.bnd));
  EXPECT_PASS(check(relaxed, biased.imp, biased.ref, &biased.bnd));
}

//===----------------------------------------------------------------------===//
// FP_SPECIAL and RESCALE_INEXACT
//===----------------------------------------------------------------------===//

TEST(Compliance, FpSpecial) {
  Info info(R"({"mode": "FP_SPECIAL", "data_type": "FP32"})");
  NpyArray ref = f64({kInf, 0.0, -5.0, kNaN, 1.0, 1.0});
  NpyArray bnd = f64({1.0, 1.0, 1.0, 1.0, kNaN, 1.0});
  EXPECT_PASS(
      check(info, f32({kInf, -0.0f, -7.0f, kNaN, kNaN, 3.0f}), ref, &bnd));
  EXPECT_FAIL(check(info, f32({-kInf, 0, -7, kNaN, kNaN, 3}), ref, &bnd),
              "element 0");
  EXPECT_FAIL(check(info, f32({1e30f, 0, -7, kNaN, kNaN, 3}), ref, &bnd),
              "element 0");
  EXPECT_FAIL(check(info, f32({kInf, 0, 7, kNaN, kNaN, 3}), ref, &bnd),
              "element 2");
  EXPECT_FAIL(check(info, f32({kInf, 0, -7, 1, kNaN, 3}), ref, &bnd),
              "element 3");
  EXPECT_FAIL(check(info, f32({kInf, 0, -7, kNaN, kNaN, kNaN}), ref, &bnd),
              "element 5");
  EXPECT_FAIL(check(info, f32({kInf, 0, -7, kNaN, kNaN, -3}), ref, &bnd),
              "element 5");
  Info fp16(R"({"mode": "FP_SPECIAL", "data_type": "FP16"})");
  NpyArray ref16 = f64({-kInf}), bnd16 = f64({1.0});
  EXPECT_PASS(check(fp16, f16({0xFC00}), ref16, &bnd16));
  EXPECT_FAIL(check(fp16, f16({0x7C00}), ref16, &bnd16), "element 0");
}

TEST(Compliance, RescaleInexact) {
  Info info(R"({"mode": "RESCALE_INEXACT", "data_type": "INT8",
                "rescale_inexact_info": {"unsigned_data": false}})");
  NpyArray min = i8({-3, 10}), max = i8({-1, 12});
  EXPECT_PASS(
      checkCompliance(info.get(), i8({-2, 12}), i8({-2, 11}), &min, &max));
  EXPECT_FAIL(
      checkCompliance(info.get(), i8({-4, 12}), i8({-2, 11}), &min, &max),
      "element 0: imp -4 not in [-3, -1]");
  EXPECT_FAIL(
      checkCompliance(info.get(), i8({-2, 11}), i8({-2, 11}), nullptr, nullptr),
      "needs ref_precise");
  // Unsigned: 100..200 stored as int8 100 and -56; imp 150 stored as -106.
  Info uinfo(R"({"mode": "RESCALE_INEXACT", "data_type": "INT8",
                 "rescale_inexact_info": {"unsigned_data": true}})");
  NpyArray umin = i8({100}), umax = i8({-56});
  EXPECT_PASS(
      checkCompliance(uinfo.get(), i8({-106}), i8({-106}), &umin, &umax));
  EXPECT_FAIL(checkCompliance(uinfo.get(), i8({99}), i8({-106}), &umin, &umax),
              "imp 99 not in [100, 200] (unsigned)");
  EXPECT_FAIL(checkCompliance(info.get(), i8({-106}), i8({-106}), &umin, &umax),
              "minimum 100 above maximum -56");
  Info u16(R"({"mode": "RESCALE_INEXACT", "data_type": "INT16",
               "rescale_inexact_info": {"unsigned_data": true}})");
  NpyArray min16 = i16({int16_t(40000)}), max16 = i16({int16_t(40010)});
  EXPECT_PASS(checkCompliance(u16.get(), i16({int16_t(40005)}),
                              i16({int16_t(40005)}), &min16, &max16));
  EXPECT_FAIL(checkCompliance(u16.get(), i16({int16_t(40011)}),
                              i16({int16_t(40005)}), &min16, &max16),
              "imp 40011");
  Info s32(R"({"mode": "RESCALE_INEXACT", "data_type": "INT32",
               "rescale_inexact_info": {"unsigned_data": false}})");
  NpyArray min32 = i32({-2147483647 - 1}), max32 = i32({-2147483647});
  EXPECT_PASS(
      checkCompliance(s32.get(), i32({-2147483647}), i32({0}), &min32, &max32));
}

//===----------------------------------------------------------------------===//
// The corpus: every normal-mode result passes its own rule
//===----------------------------------------------------------------------===//

namespace {
std::string corpusPath(llvm::StringRef relative = "") {
  return (llvm::Twine(TOSAC_SHARED_DIR) + "/conformance/" + relative).str();
}

std::optional<NpyArray> loadNpy(const std::string &path, std::string &error) {
  llvm::Expected<NpyArray> array = readNpy(path);
  if (!array) {
    error = path + ": " + llvm::toString(array.takeError());
    return std::nullopt;
  }
  return std::move(*array);
}

/// The string at `array[i]`, or "" when absent or null.
std::string fileAt(const llvm::json::Array *array, size_t i) {
  if (!array || i >= array->size())
    return "";
  return (*array)[i].getAsString().value_or("").str();
}
} // namespace

TEST(Compliance, CorpusReferencesPassTheirOwnRules) {
  std::string index = corpusPath("index.tsv");
  if (!llvm::sys::fs::exists(index))
    GTEST_SKIP() << "conformance corpus not found: " << index;
  auto start = std::chrono::steady_clock::now();

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> indexText =
      llvm::MemoryBuffer::getFile(index);
  ASSERT_TRUE(static_cast<bool>(indexText));
  llvm::SmallVector<llvm::StringRef> lines;
  (*indexText)->getBuffer().split(lines, '\n', -1, false);

  std::map<std::string, int> passedByMode;
  int tests = 0, failures = 0;
  for (llvm::StringRef line :
       llvm::ArrayRef<llvm::StringRef>(lines).drop_front()) {
    llvm::SmallVector<llvm::StringRef> fields;
    line.split(fields, '\t');
    ASSERT_GE(fields.size(), 8u) << line.str();
    if (fields[4] != "positive")
      continue;
    ++tests;
    std::string dir = corpusPath(fields[7]);
    auto descText = llvm::MemoryBuffer::getFile(dir + "/desc.json");
    ASSERT_TRUE(static_cast<bool>(descText)) << dir;
    llvm::Expected<llvm::json::Value> desc =
        llvm::json::parse((*descText)->getBuffer());
    ASSERT_TRUE(static_cast<bool>(desc)) << dir;
    const llvm::json::Object *root = desc->getAsObject();
    const llvm::json::Object *expected = root->getObject("expected");
    ASSERT_NE(expected, nullptr) << dir;
    const llvm::json::Object *tensors = nullptr;
    if (const llvm::json::Object *meta = root->getObject("meta"))
      if (const llvm::json::Object *compliance = meta->getObject("compliance"))
        tensors = compliance->getObject("tensors");
    const llvm::json::Array *outputs = expected->getArray("outputs");
    ASSERT_NE(outputs, nullptr) << dir;
    for (size_t i = 0; i < outputs->size(); ++i) {
      const llvm::json::Object *output = (*outputs)[i].getAsObject();
      std::string name = output->getString("name").value_or("").str();
      std::string file = output->getString("file").value_or("").str();
      const llvm::json::Object *info =
          tensors ? tensors->getObject(name) : nullptr;
      std::string error;
      std::optional<NpyArray> ref = loadNpy(dir + "/" + file, error);
      std::optional<NpyArray> precise, bounds;
      if (std::string f = fileAt(expected->getArray("precise_result_files"), i);
          !f.empty() && error.empty())
        precise = loadNpy(dir + "/" + f, error);
      if (std::string f = fileAt(expected->getArray("bounds_files"), i);
          !f.empty() && error.empty())
        bounds = loadNpy(dir + "/" + f, error);
      ASSERT_TRUE(error.empty()) << error;
      ComplianceResult result =
          checkCompliance(info, *ref, *ref, precise ? &*precise : nullptr,
                          bounds ? &*bounds : nullptr);
      if (result.passed) {
        ++passedByMode[result.mode];
      } else {
        ++failures;
        ADD_FAILURE() << fields[7].str() << " output " << name << " ("
                      << result.mode << "): " << result.detail;
      }
    }
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::cout << "corpus sweep: " << tests << " positive tests, " << failures
            << " failing outputs, " << seconds << " s\n";
  for (auto &[mode, count] : passedByMode)
    std::cout << "  " << mode << ": " << count << " outputs pass\n";
  EXPECT_EQ(tests, 2436);
  EXPECT_EQ(failures, 0);
  EXPECT_LT(seconds, 10.0);
}
