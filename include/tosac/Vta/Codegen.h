//===- Codegen.h - VTA programs for quantized int8 layers --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the layers tosac runs on VTA and the code generator that
// turns one layer into a complete VTA program: tiled to the SRAM sizes,
// double buffered (Schedule.h), with its constant DRAM images (blocked
// weights, per-channel ALU constant rows, micro-op kernels) and the placement
// of its input and output tensors. Each layer also has a reference model: the
// exact arithmetic the emitted program performs, computed directly in C++.
// The program on the simulator must equal the model bit for bit.
//
// Layers and their arithmetic:
// - Conv2dLayer: TOSA CONV2D (int8 input and weights, int32 accumulator)
//   followed by the per-channel requantization of Requant.h (bias, pre-shift,
//   16-bit multiplier, rounding, shift, zero point, clamp). Matmul and fully
//   connected layers are 1x1 convolutions over a 1xMx1xK "image".
// - AddLayer: two int8 tensors each brought to int32 by a 16-bit scale,
//   added, and requantized to int8 (TOSA's rescale - add - rescale).
// - MaxPool2dLayer: TOSA MAX_POOL2D on int8 (ALU MAX, padding excluded).
// - ClampLayer: TOSA CLAMP on int8 (ALU MIN/MAX).
//
// Plain C++17 on LLVM Support, no MLIR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_CODEGEN_H
#define TOSAC_VTA_CODEGEN_H

#include "tosac/Vta/Layout.h"
#include "tosac/Vta/Requant.h"
#include "tosac/Vta/Schedule.h"
#include "tosac/Vta/Simulator.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tosac::vta {

//===----------------------------------------------------------------------===//
// Tensor images
//===----------------------------------------------------------------------===//

/// How an int8 tensor is laid out in its DRAM image.
enum class ImageLayout : uint8_t {
  /// NHWC activations, spatially padded by the host (`hostPad`, value
  /// `hostPadValue`), then blocked to N' C' H W n c (Layout.h).
  Blocked,
  /// Any shape, row-major and flattened, zero-padded to a multiple of 16
  /// values: one INP/OUT element per 16 consecutive values.
  Flat,
};

/// Where a layer's input or output tensor lives in DRAM and how.
struct TensorImage {
  /// "input0", "input1" or "output".
  std::string name;
  ImageLayout layout = ImageLayout::Flat;
  /// The TOSA tensor's shape (NHWC for Blocked).
  std::vector<int64_t> shape;
  /// Blocked inputs: rows/columns added around H and W by the host before
  /// blocking (top, bottom, left, right), filled with `hostPadValue`.
  std::array<int64_t, 4> hostPad{0, 0, 0, 0};
  int8_t hostPadValue = 0;
  /// Physical byte address (after relocation) and size of the image.
  uint64_t addr = 0;
  uint64_t size = 0;
};

/// The number of values of a shape.
int64_t numElements(llvm::ArrayRef<int64_t> shape);
/// The image bytes of a row-major int8 tensor (size image.size).
std::vector<uint8_t> packImage(const TensorImage &image,
                               llvm::ArrayRef<int8_t> tensor);
/// The row-major int8 tensor held in an image.
std::vector<int8_t> unpackImage(const TensorImage &image,
                                llvm::ArrayRef<uint8_t> bytes);

//===----------------------------------------------------------------------===//
// Compiled programs
//===----------------------------------------------------------------------===//

/// One layer compiled to a VTA program. Addresses are physical.
struct CompiledLayer {
  std::vector<Instruction> insns;
  /// The micro-op kernels, laid out one after the other from `uopAddr`.
  std::vector<std::vector<Uop>> kernels;
  uint64_t uopAddr = 0;
  /// Constant images: WGT (blocked weights) and ACC (constant rows).
  std::vector<Segment> constants;
  std::vector<TensorImage> inputs;
  TensorImage output;
  /// One past the last DRAM byte the program uses.
  uint64_t dramEnd = kDramBase;
  /// Facts about the compilation for reports, e.g. "pre-shift 3 on output
  /// channels 0-15 drops the low 3 bits of acc + bias".
  std::vector<std::string> notes;

  /// The program image with the instructions, kernels, constants and the
  /// given input tensors (row-major int8, one per input) in place; the output
  /// region is named "output".
  Program toProgram(llvm::ArrayRef<std::vector<int8_t>> inputs) const;
  /// The output tensor from a final DRAM (as returned by the simulator).
  std::vector<int8_t> readOutput(llvm::ArrayRef<uint8_t> dram) const;
};

struct CodegenOptions {
  /// Two virtual threads (SRAM halves ping-pong) or one.
  bool doubleBuffer = true;
};

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

/// CONV2D + RESCALE (+ CLAMP) on int8. The weight zero point is 0.
struct Conv2dLayer {
  ActivationShape input{1, 1, 1, 1};
  int64_t outChannels = 1, kernelH = 1, kernelW = 1;
  int64_t strideH = 1, strideW = 1, dilationH = 1, dilationW = 1;
  int64_t padTop = 0, padBottom = 0, padLeft = 0, padRight = 0;
  int32_t inputZp = 0;
  /// OHWI, outChannels * kernelH * kernelW * input.c values.
  std::vector<int8_t> weights;
  /// One plan per output channel; plan.bias is the TOSA bias (the code
  /// generator folds the input zero point into the bias row itself).
  std::vector<RequantPlan> requant;

  int64_t outputH() const;
  int64_t outputW() const;
};

/// Derives the per-channel plans of a Conv2dLayer whose weights and input
/// zero point are set: `bias` and `scales` hold one value or one per output
/// channel; scales are the RESCALE's (multiplier, shift), 32- or 16-bit. The
/// accumulator bound comes from the int8 input range and the weights.
llvm::Expected<std::vector<RequantPlan>>
planConv2dRequant(const Conv2dLayer &layer, llvm::ArrayRef<int32_t> bias,
                  llvm::ArrayRef<ScaleFactor> scales, int32_t outputZp,
                  int32_t clampMin, int32_t clampMax);

/// The 16-bit scale of one input of an add: y = ((x - zp) * multiplier)
/// rounded-half-up >> shift when shift > 0, << -shift when shift <= 0.
struct InputScale {
  int32_t zp = 0;
  int32_t multiplier = 0;
  int32_t shift = 0;
};

/// RESCALE(a) + RESCALE(b) -> RESCALE (+ CLAMP) on int8 tensors of one shape.
struct AddLayer {
  std::vector<int64_t> shape;
  InputScale a, b;
  /// The requantization of the int32 sum (bias 0).
  RequantPlan output;
};

/// Derives the scales of an AddLayer from the graph's three RESCALEs
/// (input zero points, scales to int32, output scale and zero point, clamp)
/// and proves every intermediate fits int32.
llvm::Expected<AddLayer> planAdd(llvm::ArrayRef<int64_t> shape, int32_t zpA,
                                 ScaleFactor scaleA, int32_t zpB,
                                 ScaleFactor scaleB, ScaleFactor outputScale,
                                 int32_t outputZp, int32_t clampMin,
                                 int32_t clampMax);

/// MAX_POOL2D on int8 NHWC.
struct MaxPool2dLayer {
  ActivationShape input{1, 1, 1, 1};
  int64_t kernelH = 1, kernelW = 1, strideH = 1, strideW = 1;
  int64_t padTop = 0, padBottom = 0, padLeft = 0, padRight = 0;

  int64_t outputH() const;
  int64_t outputW() const;
};

/// CLAMP on int8 of any shape.
struct ClampLayer {
  std::vector<int64_t> shape;
  int32_t min = -128, max = 127;
};

//===----------------------------------------------------------------------===//
// Code generation and reference models
//===----------------------------------------------------------------------===//

/// Each fails with a message naming the limit when the layer cannot be run
/// (e.g. a reduction too large for the WGT buffer).
llvm::Expected<CompiledLayer> compileConv2d(const Conv2dLayer &layer,
                                            const CodegenOptions &options);
llvm::Expected<CompiledLayer> compileAdd(const AddLayer &layer,
                                         const CodegenOptions &options);
llvm::Expected<CompiledLayer> compileMaxPool2d(const MaxPool2dLayer &layer,
                                               const CodegenOptions &options);
llvm::Expected<CompiledLayer> compileClamp(const ClampLayer &layer,
                                           const CodegenOptions &options);

/// The emitted arithmetic computed directly (row-major int8 in and out).
std::vector<int8_t> modelConv2d(const Conv2dLayer &layer,
                                llvm::ArrayRef<int8_t> input);
std::vector<int8_t> modelAdd(const AddLayer &layer, llvm::ArrayRef<int8_t> a,
                             llvm::ArrayRef<int8_t> b);
std::vector<int8_t> modelMaxPool2d(const MaxPool2dLayer &layer,
                                   llvm::ArrayRef<int8_t> input);
std::vector<int8_t> modelClamp(const ClampLayer &layer,
                               llvm::ArrayRef<int8_t> input);

} // namespace tosac::vta

#endif // TOSAC_VTA_CODEGEN_H
