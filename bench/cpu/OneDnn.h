//===- OneDnn.h - oneDNN baseline of the CPU benchmark ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the oneDNN baseline: one convolution, depthwise
// convolution or matrix multiplication (optionally with its rescale to int8
// folded into oneDNN's output scales), described with plain C++ types so that
// its implementation compiles with exceptions, apart from the LLVM-flagged
// code. When oneDNN was not found at configure time, prepare() says so.
//
// Layouts follow the TOSA operands: activations NHWC, conv2d weights OHWI,
// depthwise weights [KH, KW, C, M], matmul operands row-major [B, M, K] and
// [B, K, N]; outputs NHWC / [B, M, N]. Convolution weights are reordered
// once into the layout oneDNN prefers, outside the timed loop (as for the
// constant weights of an inference graph).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_BENCH_CPU_ONEDNN_H
#define TOSAC_BENCH_CPU_ONEDNN_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tosac::bench::onednn {

enum class Kind { Conv2D, DepthwiseConv2D, MatMul };

struct Case {
  Kind kind = Kind::Conv2D;
  /// int8 operands with an int32 accumulator (or int8 after the rescale);
  /// otherwise f32.
  bool int8 = false;
  // Convolutions: NHWC input, output channels, kernel, multiplier (depthwise).
  int64_t n = 1, ih = 0, iw = 0, ic = 0, oc = 0, kh = 0, kw = 0, multiplier = 1;
  int64_t oh = 0, ow = 0;
  int64_t padTop = 0, padBottom = 0, padLeft = 0, padRight = 0;
  int64_t strideY = 1, strideX = 1, dilationY = 1, dilationX = 1;
  int32_t inputZp = 0;
  // MatMul: [batch, m, k] x [batch, k, cols].
  int64_t batch = 1, m = 0, k = 0, cols = 0;
  /// A rescale of the accumulators to int8: scale per output channel
  /// (multiplier / 2^shift) and the output zero point.
  bool rescale = false;
  std::vector<float> scales;
  int32_t outputZp = 0;
};

/// A oneDNN primitive ready to run on bound buffers.
class Runner {
public:
  virtual ~Runner();
  /// Executes once and waits for the result; false if oneDNN failed.
  virtual bool execute() = 0;
  /// The output of the last execution in TOSA layout (f32, i32 or i8).
  virtual std::vector<uint8_t> output() const = 0;
  /// The implementation oneDNN chose (e.g. "brg:avx512_core").
  virtual std::string implementation() const = 0;
};

/// Whether the benchmark was built with oneDNN.
bool isAvailable();

/// oneDNN's version and threading, for the report.
std::string describe();

/// Limits oneDNN to one thread (OpenMP runtime); returns the thread count in
/// effect afterwards (1 for a sequential build, 0 without oneDNN).
int useOneThread();

/// Creates the primitive of `c` bound to `input`, `weight` and `bias` (`a`,
/// `b` and null for a matmul) in TOSA layout; the buffers are not copied
/// and must outlive the runner. Convolution weights are reordered here.
/// Returns null with `error` set when oneDNN is absent or refuses the case.
std::unique_ptr<Runner> prepare(const Case &c, const void *input,
                                const void *weight, const void *bias,
                                std::string &error);

} // namespace tosac::bench::onednn

#endif // TOSAC_BENCH_CPU_ONEDNN_H
