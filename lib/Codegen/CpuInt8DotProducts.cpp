//===- CpuInt8DotProducts.cpp - int8 contractions for VPDPBUSD ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-int8-dot-products: int8 batch_matmul and
// conv_2d_nhwc_fhwc become linalg.generic contractions over groups of four
// reduction elements, with unsigned-biased activations, weights packed
// [.., K/4, N, 4] and an accumulator corrected for the bias, marked for the
// VPDPBUSD register kernel (Int8DotKernel.cpp).
//
//===----------------------------------------------------------------------===//

#include "IntegerSums.h"
#include "KernelStrategy.h"
#include "tosac/Codegen/ConstantData.h"
#include "tosac/Codegen/CpuTarget.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac {
#define GEN_PASS_DEF_CPUINT8DOTPRODUCTSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac::codegen;

namespace {

/// Reduction elements per int32 lane of VPDPBUSD.
constexpr int64_t kGroup = 4;

bool isStaticInt(Value value, unsigned bits) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() &&
         type.getElementType().isSignlessInteger(bits);
}

/// `a` xor 0x80: the signed bytes as unsigned ones biased by 128.
Value biasToUnsigned(RewriterBase &rewriter, Location loc, Value a) {
  auto type = cast<RankedTensorType>(a.getType());
  unsigned rank = type.getRank();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(rank, rewriter.getContext());
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        type.getElementType());
  return linalg::GenericOp::create(
             rewriter, loc, type, ValueRange{a}, ValueRange{empty},
             ArrayRef<AffineMap>{identity, identity},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &b, Location l, ValueRange args) {
               Value sign = arith::ConstantOp::create(b, l, b.getI8Type(),
                                                      b.getI8IntegerAttr(-128));
               linalg::YieldOp::create(
                   b, l,
                   ValueRange{arith::XOrIOp::create(b, l, args[0], sign)});
             })
      .getResult(0);
}

/// `value` reshaped by splitting its dimension `dim` into [size / 4, 4].
Value splitIntoGroups(RewriterBase &rewriter, Location loc, Value value,
                      unsigned dim) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<ReassociationIndices> groups;
  for (unsigned d = 0; d < type.getRank(); ++d) {
    if (d == dim) {
      groups.push_back({static_cast<int64_t>(shape.size()),
                        static_cast<int64_t>(shape.size() + 1)});
      shape.push_back(type.getDimSize(d) / kGroup);
      shape.push_back(kGroup);
    } else {
      groups.push_back({static_cast<int64_t>(shape.size())});
      shape.push_back(type.getDimSize(d));
    }
  }
  return tensor::ExpandShapeOp::create(
      rewriter, loc, RankedTensorType::get(shape, type.getElementType()), value,
      groups);
}

/// The weights `b` packed so that the 4 reduction elements of a group are
/// innermost, after the output column: `b` viewed as [outer..., rows, cols]
/// becomes [outer..., rows / 4, cols, 4] (`packedShape`), where
/// a weight's row is its reduction index and its column its output index.
/// `index(outer, row, col)` is the weight's position in `b`'s data, or -1
/// for a zero (a row added to make the reduction a multiple of 4).
/// Constants are packed here; other weights by a transpose in the code.
Value packWeights(RewriterBase &rewriter, Location loc, Value b,
                  ArrayRef<int64_t> packedShape,
                  llvm::function_ref<int64_t(int64_t, int64_t, int64_t)> index,
                  Value runtimePacked) {
  std::optional<ArrayRef<int8_t>> data = tosac::getConstantInt8s(b);
  if (!data)
    return runtimePacked;
  int64_t rank = packedShape.size();
  int64_t cols = packedShape[rank - 2], groups = packedShape[rank - 3];
  int64_t outer = 1;
  for (int64_t d = 0; d + 3 < rank; ++d)
    outer *= packedShape[d];
  // A resource blob, 64-byte aligned like the vectors that read it.
  AsmResourceBlob blob = HeapAsmResourceBlob::allocate(
      outer * groups * cols * kGroup, /*align=*/64);
  MutableArrayRef<char> packed = blob.getMutableData();
  int64_t at = 0;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t g = 0; g < groups; ++g)
      for (int64_t c = 0; c < cols; ++c)
        for (int64_t j = 0; j < kGroup; ++j) {
          int64_t from = index(o, g * kGroup + j, c);
          packed[at++] = from < 0 ? 0 : (*data)[from];
        }
  auto type = RankedTensorType::get(packedShape, rewriter.getI8Type());
  return arith::ConstantOp::create(
      rewriter, loc,
      DenseResourceElementsAttr::get(type, "tosac_dot_weights",
                                     std::move(blob)));
}

/// init - 128 * sums, with `sums` read through `sumsMap`: the bias of the
/// activations taken back out.
Value correctInit(RewriterBase &rewriter, Location loc, Value init, Value sums,
                  AffineMap sumsMap) {
  Value bias = arith::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                         rewriter.getI32IntegerAttr(128));
  return subtractScaledSums(rewriter, loc, init, bias, sums, sumsMap);
}

/// The dot-product contraction: `loops` loops, reading the biased
/// activations and packed weights through `maps` (then the init's),
/// out += zext(a) * sext(b), marked with the dot-product lanes.
Value buildDotContraction(RewriterBase &rewriter, Location loc, Value a,
                          Value b, Value init, ArrayRef<AffineMap> maps,
                          ArrayRef<utils::IteratorType> iterators,
                          int64_t lanes) {
  Type i32 = rewriter.getI32Type();
  auto generic = linalg::GenericOp::create(
      rewriter, loc, init.getType(), ValueRange{a, b}, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value x = arith::ExtUIOp::create(nb, nl, i32, args[0]);
        Value w = arith::ExtSIOp::create(nb, nl, i32, args[1]);
        Value product = arith::MulIOp::create(nb, nl, x, w);
        linalg::YieldOp::create(
            nb, nl,
            ValueRange{arith::AddIOp::create(nb, nl, product, args[2])});
      });
  generic->setAttr(kInt8DotAttr, rewriter.getI64IntegerAttr(lanes));
  return generic.getResult(0);
}

/// batch_matmul [b, m, k] x [b, k, n] -> [b, m, n] on int8.
void rewriteMatmul(RewriterBase &rewriter, linalg::BatchMatmulOp op,
                   int64_t lanes) {
  Value a = op.getInputs()[0], b = op.getInputs()[1];
  Value init = op.getOutputs()[0];
  if (!isStaticInt(a, 8) || !isStaticInt(b, 8) || !isStaticInt(init, 32) ||
      op.hasUserDefinedMaps())
    return;
  ArrayRef<int64_t> bShape = cast<RankedTensorType>(b.getType()).getShape();
  int64_t batch = bShape[0], depth = bShape[1], n = bShape[2];
  if (depth % kGroup != 0 || n < lanes)
    return;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value biased =
      splitIntoGroups(rewriter, loc, biasToUnsigned(rewriter, loc, a),
                      /*dim=*/2);
  SmallVector<int64_t> packedShape = {batch, depth / kGroup, n, kGroup};
  Value runtimePacked;
  if (!tosac::getConstantInt8s(b)) {
    Value grouped = splitIntoGroups(rewriter, loc, b, /*dim=*/1);
    Value empty = tensor::EmptyOp::create(rewriter, loc, packedShape,
                                          rewriter.getI8Type());
    runtimePacked = linalg::TransposeOp::create(rewriter, loc, grouped, empty,
                                                ArrayRef<int64_t>{0, 1, 3, 2})
                        ->getResult(0);
  }
  Value packed = packWeights(
      rewriter, loc, b, packedShape,
      [&](int64_t o, int64_t k, int64_t c) { return (o * depth + k) * n + c; },
      runtimePacked);
  Value sums = sumInt8s(rewriter, loc, b, {1});
  MLIRContext *context = rewriter.getContext();
  AffineExpr d0, d1, d2, d3, d4;
  bindDims(context, d0, d1, d2, d3, d4);
  Value corrected = correctInit(rewriter, loc, init, sums,
                                AffineMap::get(3, 0, {d0, d2}, context));
  // Loops [b, m, n, k / 4, 4].
  using IT = utils::IteratorType;
  Value result = buildDotContraction(
      rewriter, loc, biased, packed, corrected,
      {AffineMap::get(5, 0, {d0, d1, d3, d4}, context),
       AffineMap::get(5, 0, {d0, d3, d2, d4}, context),
       AffineMap::get(5, 0, {d0, d1, d2}, context)},
      {IT::parallel, IT::parallel, IT::parallel, IT::reduction, IT::reduction},
      lanes);
  rewriter.replaceOp(op, result);
}

/// conv_2d_nhwc_fhwc [n, h, w, c] * [f, kh, kw, c] -> [n, oh, ow, f] on int8.
void rewriteConv(RewriterBase &rewriter, linalg::Conv2DNhwcFhwcOp op,
                 int64_t lanes) {
  Value input = op.getInputs()[0], filter = op.getInputs()[1];
  Value init = op.getOutputs()[0];
  if (!isStaticInt(input, 8) || !isStaticInt(filter, 8) ||
      !isStaticInt(init, 32))
    return;
  ArrayRef<int64_t> fShape =
      cast<RankedTensorType>(filter.getType()).getShape();
  int64_t f = fShape[0], kh = fShape[1], kw = fShape[2], c = fShape[3];
  if (f < lanes)
    return;
  SmallVector<int64_t> strides(op.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(op.getDilations().getValues<int64_t>());
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  // Channels padded to a multiple of 4 (an RGB input's 3): with -128 in the
  // input, 0 once biased, and 0 in the filter, the added products are 0.
  int64_t padded = llvm::alignTo(c, kGroup);
  // A linalg.generic rather than tensor.pad: bufferized, a pad copies its
  // source into a slice of its result, one memcpy per 3-byte pixel. The
  // generic reads each element (and fuses with the bias of the input).
  auto padChannels = [&](Value value, int8_t fill) -> Value {
    if (padded == c)
      return value;
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.back() = padded;
    unsigned rank = shape.size();
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
    AffineMap identity =
        AffineMap::getMultiDimIdentityMap(rank, rewriter.getContext());
    return linalg::GenericOp::create(
               rewriter, loc, empty.getType(), ValueRange{}, ValueRange{empty},
               ArrayRef<AffineMap>{identity},
               SmallVector<utils::IteratorType>(rank,
                                                utils::IteratorType::parallel),
               [&](OpBuilder &b, Location l, ValueRange) {
                 SmallVector<Value> indices;
                 for (unsigned d = 0; d < rank; ++d)
                   indices.push_back(linalg::IndexOp::create(b, l, d));
                 Value last = arith::ConstantIndexOp::create(b, l, c - 1);
                 Value inside = arith::CmpIOp::create(
                     b, l, arith::CmpIPredicate::ule, indices.back(), last);
                 indices.back() =
                     arith::MinUIOp::create(b, l, indices.back(), last);
                 Value element =
                     tensor::ExtractOp::create(b, l, value, indices);
                 Value fillValue = arith::ConstantOp::create(
                     b, l, b.getI8Type(), b.getI8IntegerAttr(fill));
                 linalg::YieldOp::create(
                     b, l,
                     ValueRange{arith::SelectOp::create(b, l, inside, element,
                                                        fillValue)});
               })
        .getResult(0);
  };
  Value biased = splitIntoGroups(
      rewriter, loc,
      biasToUnsigned(rewriter, loc, padChannels(input, /*fill=*/-128)),
      /*dim=*/3);
  // [kh, kw, c / 4, f, 4]: filter[f, h, w, g * 4 + j] at [h, w, g, f, j].
  SmallVector<int64_t> packedShape = {kh, kw, padded / kGroup, f, kGroup};
  Value runtimePacked;
  if (!tosac::getConstantInt8s(filter)) {
    Value grouped = splitIntoGroups(rewriter, loc,
                                    padChannels(filter, /*fill=*/0), /*dim=*/3);
    Value empty = tensor::EmptyOp::create(rewriter, loc, packedShape,
                                          rewriter.getI8Type());
    runtimePacked =
        linalg::TransposeOp::create(rewriter, loc, grouped, empty,
                                    ArrayRef<int64_t>{1, 2, 3, 0, 4})
            ->getResult(0);
  }
  // As [outer = h * w, rows = c, cols = f].
  Value packed = packWeights(
      rewriter, loc, filter, packedShape,
      [&](int64_t hw, int64_t ci, int64_t fi) -> int64_t {
        return ci < c ? (fi * kh * kw + hw) * c + ci : -1;
      },
      runtimePacked);
  Value sums = sumInt8s(rewriter, loc, filter, {1, 2, 3});
  MLIRContext *context = rewriter.getContext();
  SmallVector<AffineExpr> d(8);
  for (unsigned i = 0; i < 8; ++i)
    d[i] = getAffineDimExpr(i, context);
  Value corrected = correctInit(rewriter, loc, init, sums,
                                AffineMap::get(4, 0, {d[3]}, context));
  // Loops [n, oh, ow, f, kh, kw, c / 4, 4].
  using IT = utils::IteratorType;
  Value result = buildDotContraction(
      rewriter, loc, biased, packed, corrected,
      {AffineMap::get(8, 0,
                      {d[0], d[1] * strides[0] + d[4] * dilations[0],
                       d[2] * strides[1] + d[5] * dilations[1], d[6], d[7]},
                      context),
       AffineMap::get(8, 0, {d[4], d[5], d[6], d[3], d[7]}, context),
       AffineMap::get(8, 0, {d[0], d[1], d[2], d[3]}, context)},
      {IT::parallel, IT::parallel, IT::parallel, IT::parallel, IT::reduction,
       IT::reduction, IT::reduction, IT::reduction},
      lanes);
  rewriter.replaceOp(op, result);
}

struct CpuInt8DotProductsPass
    : tosac::impl::CpuInt8DotProductsPassBase<CpuInt8DotProductsPass> {
  using Base::Base;

  void runOnOperation() override {
    int64_t bits =
        dotBits >= 0 ? dotBits : tosac::CpuTarget::getHost().int8DotBits;
    if (bits != 512 && bits != 256)
      return;
    int64_t lanes = bits / 32;
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::BatchMatmulOp, linalg::Conv2DNhwcFhwcOp>(op))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      if (auto matmul = dyn_cast<linalg::BatchMatmulOp>(op))
        rewriteMatmul(rewriter, matmul, lanes);
      else
        rewriteConv(rewriter, cast<linalg::Conv2DNhwcFhwcOp>(op), lanes);
    }
  }
};

} // namespace
