//===- ComplianceTypes.cpp - Output element types of the corpus ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the float format table, the exact decoders of fp16,
// bf16 and fp8 bits, and the npy element readers of the compliance checker.
//
//===----------------------------------------------------------------------===//

#include "ComplianceTypes.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace tosac;
using namespace tosac::conformance;

const FloatFormat &tosac::conformance::getFormat(FloatKind kind) {
  static const FloatFormat formats[] = {
      {"FP32", 23, std::ldexp(1.0, -126),
       std::ldexp(1.0, 128) - std::ldexp(1.0, 104), std::ldexp(1.0, 103), true,
       false},
      {"FP16", 10, std::ldexp(1.0, -14), 65504.0, 16.0, true, false},
      {"BF16", 7, std::ldexp(1.0, -126),
       std::ldexp(1.0, 128) - std::ldexp(1.0, 120), std::ldexp(1.0, 119), true,
       false},
      {"FP8E4M3", 3, std::ldexp(1.0, -6), 448.0, 16.0, false, true},
      {"FP8E5M2", 2, std::ldexp(1.0, -14), 57344.0, 4096.0, true, true},
  };
  return formats[static_cast<int>(kind)];
}

namespace {
double withSign(bool negative, double magnitude) {
  return negative ? -magnitude : magnitude;
}
} // namespace

double tosac::conformance::decodeFP16(uint16_t bits) {
  bool negative = bits >> 15;
  int exponent = (bits >> 10) & 0x1f;
  int fraction = bits & 0x3ff;
  if (exponent == 0x1f)
    return fraction ? std::numeric_limits<double>::quiet_NaN()
                    : withSign(negative, HUGE_VAL);
  if (exponent == 0)
    return withSign(negative, std::ldexp(fraction, -24));
  return withSign(negative, std::ldexp(fraction | 0x400, exponent - 25));
}

double tosac::conformance::decodeBF16(uint16_t bits) {
  uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &wide, sizeof(value));
  return value;
}

double tosac::conformance::decodeFP8E4M3(uint8_t bits) {
  bool negative = bits >> 7;
  int exponent = (bits >> 3) & 0xf;
  int fraction = bits & 0x7;
  if (exponent == 0xf && fraction == 0x7)
    return std::numeric_limits<double>::quiet_NaN();
  if (exponent == 0)
    return withSign(negative, std::ldexp(fraction, -9));
  return withSign(negative, std::ldexp(fraction | 0x8, exponent - 10));
}

double tosac::conformance::decodeFP8E5M2(uint8_t bits) {
  bool negative = bits >> 7;
  int exponent = (bits >> 2) & 0x1f;
  int fraction = bits & 0x3;
  if (exponent == 0x1f)
    return fraction ? std::numeric_limits<double>::quiet_NaN()
                    : withSign(negative, HUGE_VAL);
  if (exponent == 0)
    return withSign(negative, std::ldexp(fraction, -16));
  return withSign(negative, std::ldexp(fraction | 0x4, exponent - 17));
}

int64_t tosac::conformance::readInt(const NpyArray &a, int64_t i) {
  switch (a.dtype) {
  case NpyDType::Bool:
  case NpyDType::UInt8:
  case NpyDType::Raw8:
    return a.get<uint8_t>(i);
  case NpyDType::Int8:
    return a.get<int8_t>(i);
  case NpyDType::Int16:
    return a.get<int16_t>(i);
  case NpyDType::UInt16:
  case NpyDType::Raw16:
  case NpyDType::Float16:
    return a.get<uint16_t>(i);
  case NpyDType::Int32:
    return a.get<int32_t>(i);
  case NpyDType::UInt32:
  case NpyDType::Float32:
    return a.get<uint32_t>(i);
  case NpyDType::Int64:
  case NpyDType::UInt64:
  case NpyDType::Float64:
    return a.get<int64_t>(i);
  }
  return 0;
}

uint64_t tosac::conformance::readBits(const NpyArray &a, int64_t i) {
  uint64_t bits = 0;
  std::memcpy(&bits, a.data.data() + i * getNpyDTypeSize(a.dtype),
              getNpyDTypeSize(a.dtype));
  return bits;
}

std::vector<double>
tosac::conformance::toDoubles(const NpyArray &a,
                              std::optional<FloatKind> kind) {
  int64_t n = a.numElements();
  std::vector<double> out(n);
  for (int64_t i = 0; i < n; ++i) {
    double v;
    switch (a.dtype) {
    case NpyDType::Float64:
      v = a.get<double>(i);
      break;
    case NpyDType::Float32:
      v = a.get<float>(i);
      break;
    case NpyDType::Float16:
      v = decodeFP16(a.get<uint16_t>(i));
      break;
    case NpyDType::Raw16:
    case NpyDType::UInt16:
      v = kind == FloatKind::BF16 ? decodeBF16(a.get<uint16_t>(i))
                                  : static_cast<double>(a.get<uint16_t>(i));
      break;
    case NpyDType::Raw8:
    case NpyDType::UInt8:
      v = kind == FloatKind::FP8E4M3   ? decodeFP8E4M3(a.get<uint8_t>(i))
          : kind == FloatKind::FP8E5M2 ? decodeFP8E5M2(a.get<uint8_t>(i))
                                       : static_cast<double>(a.get<uint8_t>(i));
      break;
    default:
      v = static_cast<double>(readInt(a, i));
      break;
    }
    out[i] = v;
  }
  return out;
}

bool tosac::conformance::isStorageOf(NpyDType dtype, FloatKind kind) {
  switch (kind) {
  case FloatKind::FP32:
    return dtype == NpyDType::Float32;
  case FloatKind::FP16:
    return dtype == NpyDType::Float16;
  case FloatKind::BF16:
    return dtype == NpyDType::Raw16 || dtype == NpyDType::UInt16;
  case FloatKind::FP8E4M3:
  case FloatKind::FP8E5M2:
    return dtype == NpyDType::Raw8 || dtype == NpyDType::UInt8;
  }
  return false;
}

std::optional<FloatKind>
tosac::conformance::floatKindOfDataType(llvm::StringRef dataType) {
  return llvm::StringSwitch<std::optional<FloatKind>>(dataType)
      .Case("FP32", FloatKind::FP32)
      .Case("FP16", FloatKind::FP16)
      .Case("BF16", FloatKind::BF16)
      .Case("FP8E4M3", FloatKind::FP8E4M3)
      .Case("FP8E5M2", FloatKind::FP8E5M2)
      .Default(std::nullopt);
}

std::optional<FloatKind> tosac::conformance::floatKindOfNpy(NpyDType dtype) {
  switch (dtype) {
  case NpyDType::Float32:
  case NpyDType::Float64:
    return FloatKind::FP32;
  case NpyDType::Float16:
    return FloatKind::FP16;
  case NpyDType::Raw16:
    return FloatKind::BF16;
  case NpyDType::Raw8:
    return FloatKind::FP8E4M3;
  default:
    return std::nullopt;
  }
}
