//===- CpuPackOperands.cpp - Vector dimensions innermost ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-pack-operands: f32 convolutions with an
// [F, H, W, C] filter get an [H, W, C, F] one, so that the output-channel
// vectors of the micro-kernel are contiguous loads; constant filters are
// transposed at compile time.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/ConstantData.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac {
#define GEN_PASS_DEF_CPUPACKOPERANDSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

bool isStaticF32(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && type.getElementType().isF32();
}

/// A static tensor of signless `bits`-bit integers.
bool isStaticOf(Value value, unsigned bits) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() &&
         type.getElementType().isSignlessInteger(bits);
}

/// The f32 values of a constant (dense or a resource blob), or nothing when
/// `value` is not a constant with readable data.
std::optional<ArrayRef<float>> getConstantFloats(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant || !getElementTypeOrSelf(constant.getType()).isF32())
    return std::nullopt;
  std::optional<ArrayRef<char>> bytes =
      tosac::getElementsBytes(constant.getValue());
  if (!bytes)
    return std::nullopt;
  return ArrayRef<float>(reinterpret_cast<const float *>(bytes->data()),
                         bytes->size() / sizeof(float));
}

/// Filter rows (over F) of a power-of-two size of 512 bytes or more are
/// padded by this many floats: the micro-kernel reads one row per step, and
/// rows a power of two apart all fall into the same few sets of the L1 and
/// L2 caches, which then hold a fraction of the panel the kernel reuses.
constexpr int64_t kFilterRowPad = 16;

int64_t paddedRowLength(int64_t f) {
  return f >= 128 && llvm::isPowerOf2_64(f) ? f + kFilterRowPad : f;
}

/// The constant filter `fhwc` (shape `shape`) in HWCF order, as a resource
/// constant: transposed once here, not by every call of the compiled code.
/// Rows of a power-of-two length are stored padded (paddedRowLength), and
/// the filter is the slice without the padding.
Value transposeConstantFilter(RewriterBase &rewriter, Location loc,
                              ArrayRef<float> fhwc, ArrayRef<int64_t> shape,
                              RankedTensorType hwcfType) {
  int64_t f = shape[0], h = shape[1], w = shape[2], c = shape[3];
  int64_t row = paddedRowLength(f);
  AsmResourceBlob blob = HeapAsmResourceBlob::allocate(
      h * w * c * row * sizeof(float), alignof(float) * 16);
  float *hwcf = reinterpret_cast<float *>(blob.getMutableData().data());
  std::fill(hwcf, hwcf + h * w * c * row, 0.0f);
  for (int64_t fi = 0; fi < f; ++fi)
    for (int64_t hw = 0; hw < h * w; ++hw)
      for (int64_t ci = 0; ci < c; ++ci)
        hwcf[(hw * c + ci) * row + fi] = fhwc[(fi * h * w + hw) * c + ci];
  auto storedType =
      RankedTensorType::get({h, w, c, row}, rewriter.getF32Type());
  auto packed = DenseResourceElementsAttr::get(storedType, "tosac_hwcf_filter",
                                               std::move(blob));
  Value stored = arith::ConstantOp::create(rewriter, loc, packed);
  if (row == f)
    return stored;
  SmallVector<OpFoldResult> offsets(4, rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(4, rewriter.getIndexAttr(1));
  for (int64_t size : hwcfType.getShape())
    sizes.push_back(rewriter.getIndexAttr(size));
  return tensor::ExtractSliceOp::create(rewriter, loc, hwcfType, stored,
                                        offsets, sizes, strides);
}

/// conv_2d_nhwc_fhwc(input, filter) ->
///   conv_2d_nhwc_hwcf(input, transpose(filter, [1, 2, 3, 0])),
/// with the transpose done at compile time when the filter is a constant.
void packConvFilter(RewriterBase &rewriter, linalg::Conv2DNhwcFhwcOp conv) {
  Value input = conv.getInputs()[0], filter = conv.getInputs()[1];
  Value init = conv.getOutputs()[0];
  bool f32 = isStaticF32(input) && isStaticF32(filter) && isStaticF32(init);
  bool int8 =
      isStaticOf(input, 8) && isStaticOf(filter, 8) && isStaticOf(init, 32);
  if (!f32 && !int8)
    return;
  auto filterType = cast<RankedTensorType>(filter.getType());
  ArrayRef<int64_t> fhwc = filterType.getShape();
  SmallVector<int64_t> hwcf = {fhwc[1], fhwc[2], fhwc[3], fhwc[0]};
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  Value transposed;
  if (std::optional<ArrayRef<float>> values = getConstantFloats(filter)) {
    transposed = transposeConstantFilter(
        rewriter, loc, *values, fhwc,
        RankedTensorType::get(hwcf, filterType.getElementType()));
  } else {
    Value empty = tensor::EmptyOp::create(rewriter, loc, hwcf,
                                          filterType.getElementType());
    transposed = linalg::TransposeOp::create(rewriter, loc, filter, empty,
                                             ArrayRef<int64_t>{1, 2, 3, 0})
                     ->getResult(0);
  }
  auto packed = linalg::Conv2DNhwcHwcfOp::create(
      rewriter, loc, conv.getResultTypes(), ValueRange{input, transposed},
      ValueRange{init}, conv.getStridesAttr(), conv.getDilationsAttr());
  rewriter.replaceOp(conv, packed->getResults());
}

struct CpuPackOperandsPass
    : tosac::impl::CpuPackOperandsPassBase<CpuPackOperandsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::Conv2DNhwcFhwcOp> convs;
    getOperation().walk(
        [&](linalg::Conv2DNhwcFhwcOp conv) { convs.push_back(conv); });
    IRRewriter rewriter(&getContext());
    for (linalg::Conv2DNhwcFhwcOp conv : convs)
      packConvFilter(rewriter, conv);
  }
};

} // namespace
