//===- Compliance.h - Compare an output with the conformance rules -*- C++ -*-//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the output comparator of the conformance gate: whether
// an implementation's output tensor passes the compliance rule that the
// test's desc.json gives it (meta.compliance.tensors.<name>), as described in
// "How to compare an implementation's output" of the corpus README. The modes
// are EXACT, ULP, ABS_ERROR, DOT_PRODUCT (per element and whole-tensor error
// statistics), REDUCE_PRODUCT, RELATIVE, FP_SPECIAL and RESCALE_INEXACT, plus
// the rule for tests without compliance data. Output types are the corpus's
// npy encodings: float32, float16, bf16 as |V2 bits, fp8e4m3 as |V1 bits,
// fp8e5m2 as uint8 bits, integers (INT4 in int8, INT48 and SHAPE in int64)
// and bool.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCE_H
#define TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCE_H

#include "tosac/Runtime/Npy.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace tosac::conformance {

/// The verdict on one output tensor.
struct ComplianceResult {
  bool passed = false;
  /// The mode applied: EXACT, ULP, ... or NONE (no compliance data).
  std::string mode;
  /// On failure, what failed: the first failing element (flat index, imp,
  /// ref and the allowed interval or error) or, for DOT_PRODUCT, the failing
  /// whole-tensor statistic. Empty on success.
  std::string detail;
};

/// Checks `imp` against the rule of `tensorInfo`, the object
/// meta.compliance.tensors.<name> of desc.json (nullptr when the test has no
/// compliance data). `imp` must have the npy dtype and shape of `ref`, the
/// test's ref-<name>.npy. `refPrecise` and `bounds` are ref_precise-<name>.npy
/// and bounds_ref_precise-<name>.npy, nullptr when absent; the modes that need
/// them fail without them.
ComplianceResult checkCompliance(const llvm::json::Object *tensorInfo,
                                 const NpyArray &imp, const NpyArray &ref,
                                 const NpyArray *refPrecise,
                                 const NpyArray *bounds);

} // namespace tosac::conformance

#endif // TOSAC_TOOLS_TOSA_CONFORMANCE_COMPLIANCE_H
