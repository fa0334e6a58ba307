//===- DataLayoutFolders.cpp - Data layout op folders ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the data layout operators (TOSA 1.0
// section 2.10). The data layout operators only move elements, so every fold
// here is exact: no-op forms fold to their input, chains of reshapes and of
// transposes collapse into one op, and constant inputs are rearranged at
// compile time. A non-splat constant is only rearranged when this op is its
// only user, so that folding never duplicates a large constant.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns true when `type` is a ranked tensor type with static extents.
bool isStatic(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && ranked.hasStaticShape();
}

/// Returns the constant `input` as dense elements when it may be rearranged
/// into a new constant of `resultType`: the result type is static with the
/// same element type, and the constant is a splat or has no other user.
DenseElementsAttr getFoldableConstant(Attribute input, Value inputValue,
                                      Type resultType) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(input);
  if (!dense || !isStatic(resultType) ||
      dense.getElementType() != getElementTypeOrSelf(resultType))
    return {};
  if (!dense.isSplat() && !inputValue.hasOneUse())
    return {};
  return dense;
}

/// Builds the constant of `resultType` whose element at output index `out`
/// is the element of `input` at index `sourceIndex(out)`.
template <typename T>
DenseElementsAttr
remapElements(DenseElementsAttr input, ShapedType resultType,
              function_ref<void(ArrayRef<int64_t>, SmallVectorImpl<int64_t> &)>
                  sourceIndex) {
  ArrayRef<int64_t> inShape = input.getType().getShape();
  ArrayRef<int64_t> outShape = resultType.getShape();
  SmallVector<int64_t> inStrides(inShape.size(), 1);
  for (int64_t i = static_cast<int64_t>(inShape.size()) - 2; i >= 0; --i)
    inStrides[i] = inStrides[i + 1] * inShape[i + 1];

  auto values = input.getValues<T>();
  SmallVector<T> result;
  result.reserve(resultType.getNumElements());
  SmallVector<int64_t> out(outShape.size(), 0), src;
  for (int64_t n = 0, e = resultType.getNumElements(); n < e; ++n) {
    src.clear();
    sourceIndex(out, src);
    int64_t offset = 0;
    for (auto [index, stride] : llvm::zip_equal(src, inStrides))
      offset += index * stride;
    result.push_back(*(values.begin() + offset));
    // Advance the row-major output index.
    for (int64_t d = static_cast<int64_t>(outShape.size()) - 1; d >= 0; --d) {
      if (++out[d] < outShape[d])
        break;
      out[d] = 0;
    }
  }
  return DenseElementsAttr::get(resultType, result);
}

/// Rearranges a constant into `resultType` (see remapElements); splats are
/// just resized.
DenseElementsAttr rearrangeConstant(
    DenseElementsAttr input, Type resultType,
    function_ref<void(ArrayRef<int64_t>, SmallVectorImpl<int64_t> &)>
        sourceIndex) {
  auto type = cast<ShapedType>(resultType);
  if (input.isSplat())
    return input.resizeSplat(type);
  if (isa<FloatType>(input.getElementType()))
    return remapElements<APFloat>(input, type, sourceIndex);
  if (isa<IntegerType>(input.getElementType()))
    return remapElements<APInt>(input, type, sourceIndex);
  return {};
}

} // namespace

OpFoldResult ConcatOp::fold(FoldAdaptor) {
  // A concatenation of one tensor is that tensor.
  if (getInput1().size() == 1 && getInput1().front().getType() == getType())
    return getInput1().front();
  return {};
}

OpFoldResult PadOp::fold(FoldAdaptor) {
  // Padding by zero elements everywhere is a no-op.
  auto padding = getConstantShape(getPadding());
  if (padding && llvm::all_of(*padding, [](int64_t p) { return p == 0; }) &&
      getInput1().getType() == getType())
    return getInput1();
  return {};
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  // A reshape to the static type the input already has is a no-op.
  if (getInput1().getType() == getType() && isStatic(getType()))
    return getInput1();

  // reshape(reshape(x)) -> reshape(x): a reshape only depends on the
  // row-major order of the elements, which the inner reshape keeps.
  if (auto inner = getInput1().getDefiningOp<ReshapeOp>()) {
    getInput1Mutable().assign(inner.getInput1());
    return getResult();
  }

  if (DenseElementsAttr input =
          getFoldableConstant(adaptor.getInput1(), getInput1(), getType()))
    return input.reshape(cast<ShapedType>(getType()));
  return {};
}

OpFoldResult ReverseOp::fold(FoldAdaptor adaptor) {
  Type inputType = getInput1().getType();
  // Reversing a dimension of extent 0 or 1 is a no-op.
  auto ranked = dyn_cast<RankedTensorType>(inputType);
  int64_t axis = getAxisAttr().getInt();
  if (ranked && inputType == getType() && axis >= 0 &&
      axis < ranked.getRank() && !ranked.isDynamicDim(axis) &&
      ranked.getDimSize(axis) <= 1)
    return getInput1();

  // reverse(reverse(x, a), a) -> x.
  if (auto inner = getInput1().getDefiningOp<ReverseOp>())
    if (inner.getAxis() == getAxis() &&
        inner.getInput1().getType() == getType())
      return inner.getInput1();

  // Reversing a splat leaves it unchanged.
  auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getInput1());
  if (dense && dense.isSplat() && isStatic(getType()) &&
      dense.getElementType() == getElementTypeOrSelf(getType()))
    return dense.resizeSplat(cast<ShapedType>(getType()));
  return {};
}

OpFoldResult SliceOp::fold(FoldAdaptor adaptor) {
  auto start = getConstantShape(getStart());
  if (!start)
    return {};
  // A slice from the origin to a static output of the input's type takes
  // the whole input (the verifier ties the output shape to size).
  if (getInput1().getType() == getType() && isStatic(getType()) &&
      llvm::all_of(*start, [](int64_t s) { return s == 0; }))
    return getInput1();

  DenseElementsAttr input =
      getFoldableConstant(adaptor.getInput1(), getInput1(), getType());
  if (!input ||
      input.getType().getRank() != static_cast<int64_t>(start->size()))
    return {};
  return rearrangeConstant(
      input, getType(),
      [&](ArrayRef<int64_t> out, SmallVectorImpl<int64_t> &src) {
        for (auto [index, offset] : llvm::zip_equal(out, *start))
          src.push_back(index + offset);
      });
}

OpFoldResult TileOp::fold(FoldAdaptor adaptor) {
  auto multiples = getConstantShape(getMultiples());
  if (!multiples)
    return {};
  // Tiling once along every dimension is a no-op.
  if (llvm::all_of(*multiples, [](int64_t m) { return m == 1; }) &&
      getInput1().getType() == getType())
    return getInput1();

  DenseElementsAttr input =
      getFoldableConstant(adaptor.getInput1(), getInput1(), getType());
  if (!input)
    return {};
  ArrayRef<int64_t> inShape = input.getType().getShape();
  return rearrangeConstant(
      input, getType(),
      [&](ArrayRef<int64_t> out, SmallVectorImpl<int64_t> &src) {
        for (auto [index, extent] : llvm::zip_equal(out, inShape))
          src.push_back(index % extent);
      });
}

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int32_t> perms = getPerms();
  // The identity permutation is a no-op.
  bool identity = llvm::all_of(llvm::enumerate(perms), [](auto entry) {
    return static_cast<int64_t>(entry.value()) ==
           static_cast<int64_t>(entry.index());
  });
  if (identity && getInput1().getType() == getType())
    return getInput1();

  // transpose(transpose(x, p), q) -> transpose(x, r) with r[i] = p[q[i]]:
  // output dimension i is inner dimension q[i], which is input dimension
  // p[q[i]].
  if (auto inner = getInput1().getDefiningOp<TransposeOp>()) {
    ArrayRef<int32_t> innerPerms = inner.getPerms();
    if (innerPerms.size() == perms.size() &&
        llvm::all_of(perms, [&](int32_t p) {
          return p >= 0 && p < static_cast<int64_t>(innerPerms.size());
        })) {
      SmallVector<int32_t> composed;
      for (int32_t p : perms)
        composed.push_back(innerPerms[p]);
      getInput1Mutable().assign(inner.getInput1());
      setPerms(composed);
      return getResult();
    }
  }

  DenseElementsAttr input =
      getFoldableConstant(adaptor.getInput1(), getInput1(), getType());
  if (!input || input.getType().getRank() != static_cast<int64_t>(perms.size()))
    return {};
  return rearrangeConstant(
      input, getType(),
      [&](ArrayRef<int64_t> out, SmallVectorImpl<int64_t> &src) {
        src.resize(out.size());
        for (auto [i, perm] : llvm::enumerate(perms))
          src[perm] = out[i];
      });
}
