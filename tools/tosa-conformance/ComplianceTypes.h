//===- ComplianceTypes.h - Output element types of the corpus ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares what the compliance checker needs to know about the
// corpus's output element types: the parameters of each floating-point format
// (mantissa bits, normal range, infinities, subnormals), exact decoders of the
// fp16, bf16, fp8e4m3 and fp8e5m2 bit patterns to double, and readers of npy
// elements as integers or doubles.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCETYPES_H
#define TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCETYPES_H

#include "tosac/Runtime/Npy.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tosac::conformance {

/// The floating-point output types.
enum class FloatKind { FP32, FP16, BF16, FP8E4M3, FP8E5M2 };

/// What the rules need to know about an output float type.
struct FloatFormat {
  const char *name;
  /// Explicit mantissa bits (m in the README).
  int mantissaBits;
  double minNormal;
  double maxNormal;
  /// Half a unit in the last place at maxNormal: a value whose magnitude
  /// reaches maxNormal + this rounds to infinity (round to nearest even).
  double halfUlpAtMax;
  /// FP8E4M3 has no infinity; out-of-range results are NaN.
  bool hasInf;
  /// FP8 results may not be flushed to zero.
  bool keepsSubnormals;
};

const FloatFormat &getFormat(FloatKind kind);

/// Exact decoders of raw bit patterns (NaN payloads are not kept).
double decodeFP16(uint16_t bits);
double decodeBF16(uint16_t bits);
double decodeFP8E4M3(uint8_t bits);
double decodeFP8E5M2(uint8_t bits);

/// Element `i` of an integer or bool array, sign-extended (zero-extended for
/// the unsigned npy types; float types give their bits).
int64_t readInt(const NpyArray &a, int64_t i);

/// Element `i` as its raw bits, zero-extended.
uint64_t readBits(const NpyArray &a, int64_t i);

/// Decodes every element of `a` to double. Float16/32/64 arrays are plain
/// floats; raw 1- and 2-byte arrays (|V1, uint8, |V2, uint16) hold the bits of
/// `kind` when it is an fp8 or bf16 kind; anything else converts as integers.
std::vector<double> toDoubles(const NpyArray &a, std::optional<FloatKind> kind);

/// Whether npy `dtype` can hold outputs of `kind`.
bool isStorageOf(NpyDType dtype, FloatKind kind);

/// The float kind named by desc.json's data_type (FP32, BF16 ...), if any.
std::optional<FloatKind> floatKindOfDataType(llvm::StringRef dataType);

/// The float kind an npy dtype holds when there is no desc.json data_type:
/// float32/float64 -> FP32, float16 -> FP16, |V2 -> BF16, |V1 -> FP8E4M3.
std::optional<FloatKind> floatKindOfNpy(NpyDType dtype);

} // namespace tosac::conformance

#endif // TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCETYPES_H
