//===- Image.cpp - Tensor images and program images of compiled layers ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the host side of a compiled VTA layer: packing int8
// tensors into their DRAM images (host padding, blocking or flat rows),
// unpacking the output, and assembling the program image the simulator runs.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Codegen.h"

#include "llvm/Support/ErrorHandling.h"

using namespace tosac::vta;

int64_t tosac::vta::numElements(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// The NHWC shape of a Blocked image after host padding.
static ActivationShape paddedShape(const TensorImage &image) {
  if (image.shape.size() != 4)
    llvm::report_fatal_error("a blocked tensor image must be NHWC");
  return {image.shape[0], image.shape[1] + image.hostPad[0] + image.hostPad[1],
          image.shape[2] + image.hostPad[2] + image.hostPad[3], image.shape[3]};
}

std::vector<uint8_t> tosac::vta::packImage(const TensorImage &image,
                                           llvm::ArrayRef<int8_t> tensor) {
  std::vector<uint8_t> bytes(image.size, 0);
  if (int64_t(tensor.size()) != numElements(image.shape))
    llvm::report_fatal_error("tensor size does not match its image");
  std::vector<int8_t> values;
  if (image.layout == ImageLayout::Flat) {
    values.assign(tensor.begin(), tensor.end());
  } else {
    ActivationShape s{image.shape[0], image.shape[1], image.shape[2],
                      image.shape[3]};
    ActivationShape p = paddedShape(image);
    std::vector<int8_t> padded(p.n * p.h * p.w * p.c, image.hostPadValue);
    for (int64_t n = 0; n < s.n; ++n)
      for (int64_t h = 0; h < s.h; ++h)
        for (int64_t w = 0; w < s.w; ++w)
          for (int64_t c = 0; c < s.c; ++c)
            padded[((n * p.h + h + image.hostPad[0]) * p.w + w +
                    image.hostPad[2]) *
                       p.c +
                   c] = tensor[((n * s.h + h) * s.w + w) * s.c + c];
    values = blockActivations(padded, p);
  }
  if (values.size() > bytes.size())
    llvm::report_fatal_error("tensor image larger than its DRAM segment");
  std::copy(values.begin(), values.end(), bytes.begin());
  return bytes;
}

std::vector<int8_t> tosac::vta::unpackImage(const TensorImage &image,
                                            llvm::ArrayRef<uint8_t> bytes) {
  int64_t count = numElements(image.shape);
  if (image.layout == ImageLayout::Flat) {
    if (int64_t(bytes.size()) < count)
      llvm::report_fatal_error("image smaller than its tensor");
    return std::vector<int8_t>(bytes.begin(), bytes.begin() + count);
  }
  ActivationShape p = paddedShape(image);
  std::vector<int8_t> blocked(bytes.begin(), bytes.end());
  blocked.resize(p.n * roundUpToBlock(p.c, kBlockIn) * p.h * p.w, 0);
  std::vector<int8_t> padded = unblockActivations(blocked, p);
  std::vector<int8_t> out(count);
  const auto &s = image.shape;
  for (int64_t n = 0; n < s[0]; ++n)
    for (int64_t h = 0; h < s[1]; ++h)
      for (int64_t w = 0; w < s[2]; ++w)
        for (int64_t c = 0; c < s[3]; ++c)
          out[((n * s[1] + h) * s[2] + w) * s[3] + c] =
              padded[((n * p.h + h + image.hostPad[0]) * p.w + w +
                      image.hostPad[2]) *
                         p.c +
                     c];
  return out;
}

Program
CompiledLayer::toProgram(llvm::ArrayRef<std::vector<int8_t>> tensors) const {
  Program program = Program::fromInstructions(insns, 0);
  program.name = "layer";
  program.dram.assign(dramEnd - kDramBase, 0);
  for (size_t i = 0; i < insns.size(); ++i)
    wordsToBytes(encode(insns[i]), program.dram.data() + i * 16);
  std::vector<uint8_t> uopBytes;
  for (const auto &kernel : kernels)
    for (const Uop &uop : kernel) {
      uint32_t word = encode(uop);
      for (int b = 0; b < 4; ++b)
        uopBytes.push_back(uint8_t(word >> (8 * b)));
    }
  if (!uopBytes.empty())
    program.write(uopAddr, uopBytes);
  for (const Segment &segment : constants)
    program.write(segment.addr, segment.bytes);
  if (tensors.size() != inputs.size())
    llvm::report_fatal_error("wrong number of input tensors for a layer");
  for (size_t i = 0; i < inputs.size(); ++i)
    program.write(inputs[i].addr, packImage(inputs[i], tensors[i]));
  Region out;
  out.name = output.name;
  out.kind = "OUT";
  out.addr = output.addr;
  out.size = output.size;
  program.outputs.push_back(out);
  return program;
}

std::vector<int8_t>
CompiledLayer::readOutput(llvm::ArrayRef<uint8_t> dram) const {
  return unpackImage(output,
                     dram.slice(output.addr - kDramBase, output.size));
}
