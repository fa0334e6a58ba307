//===- GraphCompare.h - Compare two serialized TOSA graphs ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the structural comparison of two .tosa graphs, given as
// the JSON form of their FlatBuffers: the same operators in the same order
// with the same attributes, and operands that match in kind, shape, type,
// variable-ness and constant bytes. Tensor names may differ (they are matched
// as a consistent renaming), shape constants may be stored either as
// `shapes[]` entries or as SHAPE-typed tensors, control-flow graphs may be
// regions or blocks, and constant data may carry trailing zero padding.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TOOLS_TOSA_CONFORMANCE_GRAPHCOMPARE_H
#define TOSAC_TOOLS_TOSA_CONFORMANCE_GRAPHCOMPARE_H

#include "llvm/Support/JSON.h"

#include <string>

namespace tosac::conformance {

/// Returns an empty string when `expected` and `actual` describe the same
/// graph, or else the first difference found.
std::string compareGraphs(const llvm::json::Value &expected,
                          const llvm::json::Value &actual);

} // namespace tosac::conformance

#endif // TOSAC_TOOLS_TOSA_CONFORMANCE_GRAPHCOMPARE_H
