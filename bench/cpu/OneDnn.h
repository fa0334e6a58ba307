//===- OneDnn.h - oneDNN baseline of the CPU benchmark ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the oneDNN baseline: one convolution, depthwise
// convolution or matrix multiplication, f32 or int8 (optionally with its
// rescale to int8 folded into oneDNN's output scales), described with plain
// C++ types so that its implementation compiles with exceptions, apart from
// the LLVM-flagged code. When oneDNN was not found at configure time,
// prepare() says so.
//
// Layouts follow the TOSA operands: activations NHWC, conv2d weights OHWI,
// depthwise weights [KH, KW, C, M], matmul operands row-major [B, M, K] and
// [B, K, N] (a matmul bias [1, 1, N]); outputs NHWC / [B, M, N]. Convolution
// weights, and the B operand of a matmul when it is a constant of the graph,
// are reordered once into the layout oneDNN prefers, outside the timed loop
// (as for the constant weights of an inference graph).
//
// oneDNN picks its kernels for the best instruction set of the machine, or
// for the one the ONEDNN_MAX_CPU_ISA environment variable names (read once
// per process, before the first primitive): describe() reports which.
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
  /// The zero point of the input (of A for a matmul); the weights' is 0.
  int32_t inputZp = 0;
  // MatMul: [batch, m, k] x [batch, k, cols].
  int64_t batch = 1, m = 0, k = 0, cols = 0;
  /// MatMul: a bias [1, 1, cols] added to the product (f32, or i32 for
  /// int8), as a fully connected layer has.
  bool matmulBias = false;
  /// MatMul: B is a constant of the graph (weights), reordered once into
  /// oneDNN's layout; otherwise bound as it is, row-major.
  bool constantWeights = false;
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

/// oneDNN's version, threading and the instruction set its kernels may use
/// (e.g. "avx512_core_vnni"), for the report.
std::string describe();

/// Limits oneDNN to one thread (OpenMP runtime); returns the thread count in
/// effect afterwards (1 for a sequential build, 0 without oneDNN).
int useOneThread();

/// The best instruction set oneDNN's kernels may use in this process, in
/// oneDNN's spelling ("avx512_core_amx"); "none" without oneDNN.
std::string effectiveIsa();

/// Creates the primitive of `c` bound to `input`, `weight` and `bias` (`a`,
/// `b` and the bias or null for a matmul) in TOSA layout; the buffers are not
/// copied and must outlive the runner. Convolution weights (and constant matmul
/// weights) are reordered here.
/// Returns null with `error` set when oneDNN is absent or refuses the case.
std::unique_ptr<Runner> prepare(const Case &c, const void *input,
                                const void *weight, const void *bias,
                                std::string &error);

} // namespace tosac::bench::onednn

#endif // TOSAC_BENCH_CPU_ONEDNN_H
