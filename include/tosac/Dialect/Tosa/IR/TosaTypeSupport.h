//===- TosaTypeSupport.h - The spec's supported-type tables -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the lookup API of the supported-type tables of the TOSA
// specification (tosa.xml, "typesupport" rows): for every operator, the
// element-type combinations of its operands and results it accepts, and the
// profiles and extensions each combination needs.
//
// The table is keyed by op name ("tosa.conv2d") and describes operands and
// results by position, so it covers ops regardless of how they are defined.
// `!quant` element types count as their storage type; `!tosa.shape` operands
// and other untyped positions are not constrained.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATYPESUPPORT_H
#define TOSAC_DIALECT_TOSA_IR_TOSATYPESUPPORT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace tosac::tosa {

/// A TOSA profile or profile extension. Values are bits of a CapabilitySet.
enum class Capability : uint32_t {
  ProInt = 1u << 0,
  ProFp = 1u << 1,
  Int16 = 1u << 2,
  Int4 = 1u << 3,
  Bf16 = 1u << 4,
  Fp8E4M3 = 1u << 5,
  Fp8E5M2 = 1u << 6,
  Fft = 1u << 7,
  Variable = 1u << 8,
  ControlFlow = 1u << 9,
  DoubleRound = 1u << 10,
  InexactRound = 1u << 11,
  Dynamic = 1u << 12,
  // TOSA 1.1 draft extensions.
  MxFp = 1u << 13,
  MxFpConv = 1u << 14,
  Int64 = 1u << 15,
  Shape = 1u << 16,
};

/// A set of capabilities, as a bit mask of Capability values.
using CapabilitySet = uint32_t;

inline constexpr CapabilitySet operator|(Capability a, Capability b) {
  return static_cast<CapabilitySet>(a) | static_cast<CapabilitySet>(b);
}
inline constexpr CapabilitySet toSet(Capability c) {
  return static_cast<CapabilitySet>(c);
}

/// The set of both profiles.
inline constexpr CapabilitySet kAllProfiles =
    Capability::ProInt | Capability::ProFp;

/// Every capability, in declaration order.
llvm::ArrayRef<Capability> getAllCapabilities();

/// True for PRO-INT and PRO-FP.
bool isProfile(Capability capability);

/// The option-style name: "pro_int", "pro_fp", "int16", "bf16",
/// "controlflow", "mxfp_conv", ...
llvm::StringRef getCapabilityName(Capability capability);

/// The spec's name: "PRO-INT", "EXT-INT16", ...
llvm::StringRef getCapabilitySpecName(Capability capability);

/// Parses either spelling (case-insensitive), or returns std::nullopt.
std::optional<Capability> parseCapability(llvm::StringRef name);

/// The profiles an extension may be combined with (tosa.xml
/// "profile_supported"); the profile itself for a profile.
CapabilitySet getSupportingProfiles(Capability capability);

/// Describes a set in words, e.g. "profile pro_fp and extension int64" or
/// "extensions bf16 and fp8e4m3".
std::string describeCapabilities(CapabilitySet set);

/// The outcome of looking up an op's types in the tables.
struct TypeSupportResult {
  /// False when the op is not in the tables or its number of operands or
  /// results does not fit the table's signature: the op is not checked.
  bool checked = false;
  /// One entry per way the spec allows the op's type combination: each is a
  /// set of profiles/extensions that must all be enabled. Empty when no row
  /// matches (the combination is not supported by TOSA).
  llvm::SmallVector<CapabilitySet, 2> requirements;
  /// The op's types as the table sees them, e.g. "(i8, i8) -> i8".
  std::string actual;
};

/// Looks up an op given by name, operand and result types and an attribute
/// accessor (returning a null Attribute for absent attributes). Types may be
/// tensors (their element type counts), scalars, or `!tosa.shape`.
/// `describe` = false skips formatting `actual` (for the common success
/// path).
TypeSupportResult
checkTypeSupport(llvm::StringRef opName, mlir::TypeRange operandTypes,
                 mlir::TypeRange resultTypes,
                 llvm::function_ref<mlir::Attribute(llvm::StringRef)> getAttr,
                 bool describe = true);

/// Same, for an operation.
TypeSupportResult checkTypeSupport(mlir::Operation *op, bool describe = true);

/// True if the selected capabilities allow one of `result.requirements`.
bool isAllowedBy(const TypeSupportResult &result, CapabilitySet selected);

/// The supported combinations of `opName` formatted as
/// "(i32, i32) -> i32, (f16, f16) -> f16, ...", or "" for unknown ops.
std::string formatSupportedTypes(llvm::StringRef opName);

/// Emits "expected a type combination TOSA supports: got <actual>;
/// supported: <rows>" at `op` (tosa-validate's and --strict's wording) for
/// the caller to complete or return.
mlir::InFlightDiagnostic emitUnsupportedTypes(mlir::Operation *op,
                                              const TypeSupportResult &result);

/// The ops the tables describe, sorted by name.
llvm::SmallVector<llvm::StringRef> getTypeSupportOpNames();

/// The number of type-support rows of `opName` (0 for unknown ops).
unsigned getNumTypeSupportRows(llvm::StringRef opName);

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_IR_TOSATYPESUPPORT_H
