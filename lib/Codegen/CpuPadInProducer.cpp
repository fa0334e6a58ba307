//===- CpuPadInProducer.cpp - Producers write into padded tensors ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-pad-in-producer: the padded copy of a
// convolution's input (tosa-to-linalg-named's padTensor) is a pass of its
// own over the whole input. When the input is the result of a linalg op
// that writes a fresh tensor (a previous layer's epilogue), that op writes
// into the interior of the padded tensor instead, whose border alone is
// filled with the padding value.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"
#include "tosac/Conversion/TosaToLinalgNamed/TosaToLinalgNamed.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

namespace tosac {
#define GEN_PASS_DEF_CPUPADINPRODUCERPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using tosac::kPaddedCopyLowAttr;

namespace {

/// The tensor a padded copy reads and the constant it pads with.
struct PaddedCopy {
  Value source;
  Attribute padValue;
};

std::optional<PaddedCopy> matchPaddedCopy(linalg::GenericOp copy) {
  if (copy.getNumDpsInputs() != 0 || copy.getNumResults() != 1)
    return std::nullopt;
  Block &body = copy.getRegion().front();
  auto select =
      body.getTerminator()->getOperand(0).getDefiningOp<arith::SelectOp>();
  if (!select)
    return std::nullopt;
  auto extract = select.getTrueValue().getDefiningOp<tensor::ExtractOp>();
  Attribute padValue;
  if (!extract || !matchPattern(select.getFalseValue(), m_Constant(&padValue)))
    return std::nullopt;
  return PaddedCopy{extract.getTensor(), padValue};
}

/// `tensor.extract_slice` and `tensor.insert_slice` of static boxes.
Value extractBox(RewriterBase &rewriter, Location loc, Value source,
                 ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes) {
  MLIRContext *context = rewriter.getContext();
  SmallVector<int64_t> strides(offsets.size(), 1);
  return tensor::ExtractSliceOp::create(
      rewriter, loc, source, getAsIndexOpFoldResult(context, offsets),
      getAsIndexOpFoldResult(context, sizes),
      getAsIndexOpFoldResult(context, strides));
}

Value insertBox(RewriterBase &rewriter, Location loc, Value source, Value dest,
                ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes) {
  MLIRContext *context = rewriter.getContext();
  SmallVector<int64_t> strides(offsets.size(), 1);
  return tensor::InsertSliceOp::create(
      rewriter, loc, source, dest, getAsIndexOpFoldResult(context, offsets),
      getAsIndexOpFoldResult(context, sizes),
      getAsIndexOpFoldResult(context, strides));
}

/// Fills the border of `padded` (static shape) around the box at `low` of
/// `interior` extents with `value`: along each dimension, the slabs before
/// and after the box, each spanning the box's extents in the dimensions
/// already done and the whole tensor in the others.
Value fillBorder(RewriterBase &rewriter, Location loc, Value padded,
                 ArrayRef<int64_t> low, ArrayRef<int64_t> interior,
                 Value value) {
  auto type = cast<RankedTensorType>(padded.getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> offsets(rank, 0), sizes(type.getShape());
  for (int64_t d = 0; d < rank; ++d) {
    int64_t high = type.getDimSize(d) - low[d] - interior[d];
    for (auto [start, extent] :
         {std::pair<int64_t, int64_t>{0, low[d]},
          std::pair<int64_t, int64_t>{low[d] + interior[d], high}}) {
      if (extent == 0)
        continue;
      SmallVector<int64_t> slabOffsets(offsets), slabSizes(sizes);
      slabOffsets[d] = start;
      slabSizes[d] = extent;
      Value slab = extractBox(rewriter, loc, padded, slabOffsets, slabSizes);
      Value filled =
          linalg::FillOp::create(rewriter, loc, value, slab).getResult(0);
      padded = insertBox(rewriter, loc, filled, padded, slabOffsets, slabSizes);
    }
    offsets[d] = low[d];
    sizes[d] = interior[d];
  }
  return padded;
}

LogicalResult padInProducer(RewriterBase &rewriter, linalg::GenericOp copy) {
  auto low = copy->getAttrOfType<DenseI64ArrayAttr>(kPaddedCopyLowAttr);
  std::optional<PaddedCopy> match = matchPaddedCopy(copy);
  if (!low || !match || !match->source.hasOneUse())
    return failure();
  auto producer = match->source.getDefiningOp<linalg::LinalgOp>();
  if (!producer || producer->getNumResults() != 1 ||
      producer.getNumDpsInits() != 1)
    return failure();
  // A producer of its inputs' element type (an f32 activation after its
  // convolution) is computed in place of an input's buffer by the kernel
  // fusion; its result would then be copied into the padded tensor, which
  // costs more than the copy this pass removes. One that changes the
  // element type (int8 requantization of int32 accumulators) writes a
  // buffer of its own.
  Type resultElement = getElementTypeOrSelf(match->source.getType());
  if (llvm::any_of(producer.getDpsInputs(), [&](Value input) {
        return getElementTypeOrSelf(input.getType()) == resultElement;
      }))
    return failure();
  OpOperand *init = producer.getDpsInitOperand(0);
  auto empty = init->get().getDefiningOp<tensor::EmptyOp>();
  auto sourceType = dyn_cast<RankedTensorType>(match->source.getType());
  auto paddedType = dyn_cast<RankedTensorType>(copy.getResult(0).getType());
  if (!empty || !empty->hasOneUse() ||
      producer.payloadUsesValueFromOperand(init) || !sourceType ||
      !sourceType.hasStaticShape() || !paddedType ||
      !paddedType.hasStaticShape() ||
      low.size() != static_cast<size_t>(sourceType.getRank()))
    return failure();

  // The padded tensor with its border filled, before the producer; the
  // producer writes its interior; the copy is that tensor.
  Location loc = copy.getLoc();
  rewriter.setInsertionPoint(producer);
  Value value = arith::ConstantOp::create(rewriter, loc,
                                          cast<TypedAttr>(match->padValue));
  // An allocation of its own: tensor.empty ops of one shape (the padded
  // inputs of two same-shaped layers) would be merged by CSE, and the
  // second layer's producer would then have to write into a copy.
  Value padded = bufferization::AllocTensorOp::create(rewriter, loc, paddedType,
                                                      ValueRange{});
  padded = fillBorder(rewriter, loc, padded, low.asArrayRef(),
                      sourceType.getShape(), value);
  Value interior = extractBox(rewriter, loc, padded, low.asArrayRef(),
                              sourceType.getShape());
  rewriter.modifyOpInPlace(producer, [&] { init->set(interior); });
  rewriter.eraseOp(empty);
  rewriter.setInsertionPoint(copy);
  rewriter.replaceOp(copy, insertBox(rewriter, loc, match->source, padded,
                                     low.asArrayRef(), sourceType.getShape()));
  return success();
}

struct CpuPadInProducerPass
    : tosac::impl::CpuPadInProducerPassBase<CpuPadInProducerPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> copies;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op->hasAttr(kPaddedCopyLowAttr))
        copies.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp copy : copies)
      (void)padInProducer(rewriter, copy);
  }
};

} // namespace
