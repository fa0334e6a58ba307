//===- ModelAnalysis.h - Which oneDNN primitive a model is ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the recognition of single-operator benchmark models
// that oneDNN can run: one tosa.conv2d, tosa.depthwise_conv2d or tosa.matmul
// on the function's arguments (optionally followed by a tosa.rescale of an
// int8 convolution to int8), with constant zero points.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_MODELANALYSIS_H
#define TOSAC_BENCH_CPU_MODELANALYSIS_H

#include "OneDnn.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <array>
#include <optional>
#include <string>

namespace tosac::bench {

struct OneDnnModel {
  onednn::Case c;
  /// The argument numbers of the input, weight and bias (a, b, -1 for a
  /// matmul).
  std::array<int, 3> arguments{-1, -1, -1};
};

/// The oneDNN form of `entry`, or std::nullopt with `why` set.
std::optional<OneDnnModel> analyzeForOneDnn(mlir::func::FuncOp entry,
                                            std::string &why);

} // namespace tosac::bench

#endif // TOSAC_BENCH_CPU_MODELANALYSIS_H
