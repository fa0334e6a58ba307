//===- ModelAnalysis.h - Which oneDNN primitive a model is ------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the recognition of what oneDNN can run of a benchmark
// model: a single-operator model (one tosa.conv2d, tosa.depthwise_conv2d or
// tosa.matmul on the function's arguments, optionally followed by a
// tosa.rescale of its int8 accumulators to int8, with constant zero points)
// as one primitive on the model's own inputs, or every convolution and
// matmul of a network as one primitive each (an int8 one with the bias add
// and the rescale to int8 that follow it).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_MODELANALYSIS_H
#define TOSAC_BENCH_CPU_MODELANALYSIS_H

#include "OneDnn.h"

#include "tosac/Execution/Executor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tosac::bench {

struct OneDnnModel {
  onednn::Case c;
  /// The argument numbers of the input, weight and bias (a, b, -1 for a
  /// matmul).
  std::array<int, 3> arguments{-1, -1, -1};
};

/// The oneDNN form of the single-operator model `entry`, or std::nullopt
/// with `why` set.
std::optional<OneDnnModel> analyzeForOneDnn(mlir::func::FuncOp entry,
                                            std::string &why);

/// One convolution or matmul of a network as a oneDNN primitive.
struct OneDnnLayer {
  onednn::Case c;
  /// The operator's name and location, for the report.
  std::string description;
};

/// Every tosa.conv2d, tosa.depthwise_conv2d and tosa.matmul of `entry` in
/// order, wherever their operands come from. An int8 operator whose
/// accumulators only feed a rescale to int8 (a matmul's through the add of a
/// constant [1, 1, N] bias) gets that rescale (and bias) folded in, as
/// oneDNN runs it; other operators after it are left out. False, with `why`
/// naming the operator, if oneDNN cannot take one of them.
bool collectOneDnnLayers(mlir::func::FuncOp entry,
                         std::vector<OneDnnLayer> &layers, std::string &why);

/// The input, weight and bias (a, b and the bias, empty if it has none, for a
/// matmul) that the primitive of `c` reads, in TOSA layout.
std::array<TensorSignature, 3> getOperandSignatures(const onednn::Case &c);

} // namespace tosac::bench

#endif // TOSAC_BENCH_CPU_MODELANALYSIS_H
