//===- Arrays.h - Random inputs, comparisons and timing stats ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the small helpers of the CPU benchmark: the interface
// of an entry function, pseudo-random inputs for it, the comparison of two
// outputs (exact or within a tolerance) and the median / minimum of timings.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_ARRAYS_H
#define TOSAC_BENCH_CPU_ARRAYS_H

#include "tosac/Execution/Executor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/Error.h"

#include <random>
#include <string>
#include <vector>

namespace tosac::bench {

/// The inputs and outputs of `entry` (names from `tosa.name`), for element
/// types f32, i8, i16, i32 and i64 with static shapes.
llvm::Error getInterface(mlir::func::FuncOp entry,
                         std::vector<TensorSignature> &inputs,
                         std::vector<TensorSignature> &outputs);

/// A pseudo-random array for `signature`: floats uniform in [-1, 1], int8 and
/// int16 over their whole range, int32 and int64 in [-1000, 1000] (biases).
llvm::Expected<NpyArray> makeRandomArray(const TensorSignature &signature,
                                         std::mt19937 &generator);

struct Comparison {
  bool ok = false;
  std::string text;
};

/// Compares `actual` with `expected` elementwise: integers within
/// `intTolerance`, floats within `relativeTolerance` times the largest
/// magnitude of `expected` (at least 1), NaN only where `expected` is NaN.
Comparison compareArrays(const NpyArray &actual, const NpyArray &expected,
                         int64_t intTolerance, double relativeTolerance);

/// The median and the minimum of `times`.
double median(std::vector<double> times);
double minimum(const std::vector<double> &times);

/// "s32[1, 56, 56, 64]"-style description of a signature.
std::string describe(const TensorSignature &signature);

} // namespace tosac::bench

#endif // TOSAC_BENCH_CPU_ARRAYS_H
