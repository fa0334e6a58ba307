//===- DataLayoutVerifiers.cpp - Data layout op verification --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks and shape inference
// of the data layout operators CONCAT, PAD, RESHAPE, REVERSE, SLICE, TILE and
// TRANSPOSE (TOSA 1.0 section 2.10). Shape operands (`!tosa.shape`) that come
// from `tosa.const_shape` are read to compute static result shapes and to
// check the rules that depend on their values; otherwise only the ranks and
// the static extents that are known are checked.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Number of extents a `!tosa.shape` value holds.
int64_t shapeLength(Value shape) {
  return cast<ShapeType>(shape.getType()).getRank();
}

/// Number of elements of a static shape; std::nullopt if an extent is
/// dynamic or negative, or the product overflows.
std::optional<int64_t> staticSize(ArrayRef<int64_t> shape) {
  int64_t size = 1;
  for (int64_t extent : shape) {
    if (ShapedType::isDynamic(extent) || extent < 0)
      return std::nullopt;
    if (llvm::MulOverflow(size, extent, size))
      return std::nullopt;
  }
  return size;
}

/// Prints `[a, b, c]` with dynamic extents as `?`.
std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os, [&](int64_t extent) {
    if (ShapedType::isDynamic(extent))
      os << "?";
    else
      os << extent;
  });
  os << "]";
  return text;
}

/// The data layout operators move elements without converting them: `value`
/// has the element type of `reference` (`!quant` types by storage type).
LogicalResult verifySameElementType(Operation *op, Value reference, Value value,
                                    StringRef name) {
  Type expected = getStorageElementType(reference.getType());
  Type actual = getStorageElementType(value.getType());
  if (expected != actual)
    return op->emitOpError() << "expected " << name << " of element type "
                             << expected << ", got " << actual;
  return success();
}

/// Output and input have the same shape (REVERSE and the other ops whose
/// output shape is the input shape).
LogicalResult verifySameShape(Operation *op, Type inputType, Type outputType) {
  auto in = dyn_cast<RankedTensorType>(inputType);
  auto out = dyn_cast<RankedTensorType>(outputType);
  if (!in || !out)
    return success();
  if (in.getRank() != out.getRank())
    return op->emitOpError() << "expected output of rank " << in.getRank()
                             << ", got " << out.getRank();
  for (auto [i, expected, actual] :
       llvm::enumerate(in.getShape(), out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return op->emitOpError() << "expected output extent " << expected
                               << " in dimension " << i << ", got " << actual;
  return success();
}

/// Pushes a ranked result of `shape`, or an unranked one.
void pushShape(SmallVectorImpl<ShapedTypeComponents> &results,
               std::optional<SmallVector<int64_t>> shape) {
  if (shape)
    results.push_back(ShapedTypeComponents(*shape));
  else
    results.push_back(ShapedTypeComponents());
}

/// Returns a shape of `rank` dynamic extents.
SmallVector<int64_t> dynamicShape(int64_t rank) {
  return SmallVector<int64_t>(rank, ShapedType::kDynamic);
}

} // namespace

//===----------------------------------------------------------------------===//
// CONCAT
//===----------------------------------------------------------------------===//

LogicalResult ConcatOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ConcatOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  int64_t axis = adaptor.getAxisAttr().getInt();
  std::optional<SmallVector<int64_t>> shape;
  bool axisKnown = true;
  int64_t axisSum = 0;
  for (Value input : adaptor.getInput1()) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type) {
      axisKnown = false;
      continue;
    }
    if (!shape)
      shape = dynamicShape(type.getRank());
    if (static_cast<int64_t>(shape->size()) != type.getRank() || axis < 0 ||
        axis >= type.getRank()) {
      results.push_back(ShapedTypeComponents());
      return success();
    }
    for (auto [d, extent] : llvm::enumerate(type.getShape())) {
      if (static_cast<int64_t>(d) == axis)
        continue;
      if (ShapedType::isDynamic((*shape)[d]))
        (*shape)[d] = extent;
    }
    if (ShapedType::isDynamic(type.getDimSize(axis)))
      axisKnown = false;
    else
      axisSum += type.getDimSize(axis);
  }
  if (shape)
    (*shape)[axis] = axisKnown ? axisSum : ShapedType::kDynamic;
  pushShape(results, shape);
  return success();
}

LogicalResult ConcatOp::verify() {
  Operation *op = *this;
  // ERROR_IF(input1 == [])
  if (getInput1().empty())
    return emitErrorIf(op, "input1 == []") << "expected at least one input";

  for (auto [i, input] : llvm::enumerate(getInput1()))
    if (failed(verifySameElementType(op, getInput1().front(), input,
                                     "input " + std::to_string(i))))
      return failure();
  if (failed(verifySameElementType(op, getInput1().front(), getOutput(),
                                   "output")))
    return failure();

  // The rank all inputs share: the first ranked input's, else the output's.
  RankedTensorType first;
  for (Value input : getInput1())
    if ((first = dyn_cast<RankedTensorType>(input.getType())))
      break;
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  std::optional<int64_t> rank;
  if (first)
    rank = first.getRank();
  else if (out)
    rank = out.getRank();

  int64_t axis = getAxisAttr().getInt();
  // ERROR_IF(axis < 0 || axis >= max(1,rank(shapes1[0])))
  if (rank && (axis < 0 || axis >= std::max<int64_t>(1, *rank)))
    return emitErrorIf(op, "axis < 0 || axis >= max(1,rank(shapes1[0]))")
           << "expected axis in [0, " << std::max<int64_t>(1, *rank)
           << "), got " << axis;
  if (!rank)
    return success();

  // Extents of the non-axis dimensions as fixed by the first input that
  // knows them, and the sum of the axis extents.
  SmallVector<int64_t> common = dynamicShape(*rank);
  int64_t axisSum = 0;
  bool axisSumKnown = true;
  for (auto [i, input] : llvm::enumerate(getInput1())) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type) {
      axisSumKnown = false;
      continue;
    }
    // ERROR_IF(rank(shapes1[shape_index] != rank(shapes1[0])))
    if (type.getRank() != *rank)
      return emitErrorIf(op, "rank(shapes1[shape_index]) != rank(shapes1[0])")
             << "expected input " << i << " of rank " << *rank << ", got "
             << type.getRank();
    for (auto [d, extent] : llvm::enumerate(type.getShape())) {
      if (static_cast<int64_t>(d) == axis)
        continue;
      // ERROR_IF(shapes1[shape_index][axis_index] != shapes1[0][axis_index])
      if (!isCompatibleExtent(common[d], extent))
        return emitErrorIf(op, "shapes1[shape_index][axis_index] != "
                               "shapes1[0][axis_index]")
               << "expected extent " << common[d] << " in dimension " << d
               << " of input " << i << ", got " << extent;
      if (ShapedType::isDynamic(common[d]))
        common[d] = extent;
    }
    if (ShapedType::isDynamic(type.getDimSize(axis)))
      axisSumKnown = false;
    else
      axisSum += type.getDimSize(axis);
  }

  if (!out)
    return success();
  if (out.getRank() != *rank)
    return emitOpError() << "expected output of rank " << *rank << ", got "
                         << out.getRank();
  for (auto [d, extent] : llvm::enumerate(out.getShape()))
    if (static_cast<int64_t>(d) != axis &&
        !isCompatibleExtent(common[d], extent))
      return emitOpError() << "expected output extent " << common[d]
                           << " in dimension " << d << ", got " << extent;
  // ERROR_IF(axis_sum != shape[axis]); with some input extents unknown, the
  // known ones alone must not exceed the output extent.
  int64_t outAxis = out.getDimSize(axis);
  if (!ShapedType::isDynamic(outAxis) &&
      (axisSumKnown ? axisSum != outAxis : axisSum > outAxis))
    return emitErrorIf(op, "axis_sum != shape[axis]")
           << "expected output extent "
           << (axisSumKnown ? std::to_string(axisSum)
                            : ">= " + std::to_string(axisSum))
           << " in dimension " << axis << ", got " << outAxis;
  return success();
}

//===----------------------------------------------------------------------===//
// PAD
//===----------------------------------------------------------------------===//

LogicalResult PadOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, PadOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
  int64_t rank = in ? in.getRank() : shapeLength(adaptor.getPadding()) / 2;
  SmallVector<int64_t> shape = dynamicShape(rank);
  auto padding = getConstantShape(adaptor.getPadding());
  if (in && padding && static_cast<int64_t>(padding->size()) == 2 * rank) {
    for (int64_t i = 0; i < rank; ++i) {
      int64_t before = (*padding)[2 * i], after = (*padding)[2 * i + 1];
      if (!in.isDynamicDim(i) && before >= 0 && after >= 0)
        shape[i] = before + in.getDimSize(i) + after;
    }
  }
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult PadOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")) ||
      failed(
          verifySameElementType(op, getInput1(), getPadConst(), "pad_const")))
    return failure();
  auto padConst = dyn_cast<RankedTensorType>(getPadConst().getType());
  if (padConst && !isCompatibleExtent(1, padConst.getDimSize(0)))
    return emitOpError() << "expected pad_const of shape [1], got "
                         << formatShape(padConst.getShape());

  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t length = shapeLength(getPadding());
  if (length % 2 != 0)
    return emitOpError() << "expected padding of even length (a before and "
                            "after count per dimension), got "
                         << length;
  if (in && length != 2 * in.getRank())
    return emitOpError() << "expected padding of length 2 * rank(shape1) = "
                         << 2 * in.getRank() << ", got " << length;
  // ERROR_IF(rank(shape) != rank(shape1))
  if (in && out && in.getRank() != out.getRank())
    return emitErrorIf(op, "rank(shape) != rank(shape1)")
           << "expected output of rank " << in.getRank() << ", got "
           << out.getRank();
  if (!in && out && length != 2 * out.getRank())
    return emitOpError() << "expected padding of length 2 * rank(shape) = "
                         << 2 * out.getRank() << ", got " << length;

  auto padding = getConstantShape(getPadding());
  if (!padding)
    return success();
  for (int64_t i = 0, e = length / 2; i < e; ++i) {
    int64_t before = (*padding)[2 * i], after = (*padding)[2 * i + 1];
    // ERROR_IF(padding[i * 2] < 0 || padding[(i * 2) + 1] < 0)
    if (before < 0 || after < 0)
      return emitErrorIf(op, "padding[i * 2] < 0 || padding[(i * 2) + 1] < 0")
             << "expected non-negative padding, got [" << before << ", "
             << after << "] for dimension " << i;
    if (!in || !out)
      continue;
    // ERROR_IF(shape[i] != padding[i * 2] + shape1[i] + padding[(i * 2) + 1])
    int64_t inExtent = in.getDimSize(i), outExtent = out.getDimSize(i);
    if (!ShapedType::isDynamic(inExtent) &&
        !isCompatibleExtent(before + inExtent + after, outExtent))
      return emitErrorIf(op, "shape[i] != padding[i * 2] + shape1[i] + "
                             "padding[(i * 2) + 1]")
             << "expected output extent " << before + inExtent + after
             << " in dimension " << i << ", got " << outExtent;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// RESHAPE
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ReshapeOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  SmallVector<int64_t> shape = dynamicShape(shapeLength(adaptor.getShape()));
  if (auto values = getConstantShape(adaptor.getShape())) {
    // A -1 extent is inferred from a static input.
    auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
    if (in)
      if (auto inferred = inferReshapeExtents(in.getShape(), *values))
        values = inferred;
    for (auto [extent, value] : llvm::zip_equal(shape, *values))
      if (value >= 0)
        extent = value;
  }
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult ReshapeOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")))
    return failure();
  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t length = shapeLength(getShape());
  if (out && out.getRank() != length)
    return emitOpError() << "expected output of rank " << length
                         << " (the length of shape), got " << out.getRank();

  std::optional<SmallVector<int64_t>> target = getConstantShape(getShape());
  if (target) {
    // Like upstream MLIR, one extent may be -1 (inferred): frameworks write
    // it. TOSA 1.0 has none; tosa-validate reports it, the canonicalizer
    // (and tosa-legalize-for-export) replaces it by the inferred extent.
    for (int64_t value : *target)
      if (value < 0 && value != kInferredExtent)
        return emitErrorIf(op, "tensor_size(shape1) != tensor_size(shape)")
               << "expected non-negative extents in shape (or one -1, "
                  "inferred), got "
               << formatShape(*target);
    if (llvm::count(*target, kInferredExtent) > 1)
      return emitOpError() << "expected at most one inferred (-1) extent in "
                              "shape, got "
                           << formatShape(*target);
    if (llvm::is_contained(*target, kInferredExtent)) {
      if (!in || !in.hasStaticShape())
        return success();
      std::optional<SmallVector<int64_t>> inferred =
          inferReshapeExtents(in.getShape(), *target);
      if (!inferred)
        return emitErrorIf(op, "tensor_size(shape1) != tensor_size(shape)")
               << "cannot infer the -1 extent of shape " << formatShape(*target)
               << ": the other extents do not divide "
               << "the " << *staticSize(in.getShape()) << " elements of input1 "
               << formatShape(in.getShape());
      target = inferred;
    }
    if (out)
      for (auto [i, value, actual] : llvm::enumerate(*target, out.getShape()))
        if (!isCompatibleExtent(value, actual))
          return emitOpError()
                 << "expected output extent " << value << " in dimension " << i
                 << " (from shape), got " << actual;
  } else if (out) {
    target = SmallVector<int64_t>(out.getShape());
  }

  // ERROR_IF(tensor_size(shape1) != tensor_size(shape))
  if (!in || !target)
    return success();
  std::optional<int64_t> inSize = staticSize(in.getShape());
  std::optional<int64_t> outSize = staticSize(*target);
  if (inSize && outSize && *inSize != *outSize)
    return emitErrorIf(op, "tensor_size(shape1) != tensor_size(shape)")
           << "expected " << *inSize << " elements as input1 "
           << formatShape(in.getShape()) << " holds, got " << *outSize << " in "
           << formatShape(*target);
  return success();
}

//===----------------------------------------------------------------------===//
// REVERSE
//===----------------------------------------------------------------------===//

LogicalResult ReverseOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ReverseOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
  pushShape(results, in ? std::optional(SmallVector<int64_t>(in.getShape()))
                        : std::nullopt);
  return success();
}

LogicalResult ReverseOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")) ||
      failed(verifySameShape(op, getInput1().getType(), getOutput().getType())))
    return failure();
  auto ranked = dyn_cast<RankedTensorType>(getInput1().getType());
  if (!ranked)
    ranked = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t axis = getAxisAttr().getInt();
  // ERROR_IF(axis < 0 || axis >= rank(shape))
  if (ranked && (axis < 0 || axis >= ranked.getRank()))
    return emitErrorIf(op, "axis < 0 || axis >= rank(shape)")
           << "expected axis in [0, " << ranked.getRank() << "), got " << axis;
  return success();
}

//===----------------------------------------------------------------------===//
// SLICE
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, SliceOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  SmallVector<int64_t> shape = dynamicShape(shapeLength(adaptor.getSize()));
  auto size = getConstantShape(adaptor.getSize());
  auto start = getConstantShape(adaptor.getStart());
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
  // A -1 is what remains of a static input extent from a known start.
  if (size && start && in)
    size = inferSliceSizes(in.getShape(), *start, *size);
  if (size)
    for (auto [extent, value] : llvm::zip_equal(shape, *size))
      if (value > 0)
        extent = value;
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult SliceOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")))
    return failure();
  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t startLength = shapeLength(getStart());
  int64_t sizeLength = shapeLength(getSize());
  // ERROR_IF(rank(shape1) != length(start) || rank(shape1) != length(size))
  if (in && (in.getRank() != startLength || in.getRank() != sizeLength))
    return emitErrorIf(op, "rank(shape1) != length(start) || rank(shape1) != "
                           "length(size)")
           << "expected start and size of length " << in.getRank() << ", got "
           << startLength << " and " << sizeLength;
  if (startLength != sizeLength)
    return emitOpError() << "expected start and size of equal length, got "
                         << startLength << " and " << sizeLength;
  // ERROR_IF(rank(shape1) != rank(shape))
  if (in && out && in.getRank() != out.getRank())
    return emitErrorIf(op, "rank(shape1) != rank(shape)")
           << "expected output of rank " << in.getRank() << ", got "
           << out.getRank();
  if (!in && out && out.getRank() != sizeLength)
    return emitOpError() << "expected output of rank " << sizeLength
                         << " (the length of size), got " << out.getRank();

  auto start = getConstantShape(getStart());
  auto size = getConstantShape(getSize());
  for (int64_t i = 0; i < sizeLength; ++i) {
    // ERROR_IF(start[index] < 0)
    if (start && (*start)[i] < 0)
      return emitErrorIf(op, "start[index] < 0")
             << "expected non-negative start, got " << (*start)[i]
             << " in dimension " << i;
    // A size of -1 (framework IR, upstream MLIR) takes the rest of the
    // extent from start; tosa-validate reports it as not TOSA 1.0.
    if (size && (*size)[i] == kInferredExtent) {
      if (!start || !in || in.isDynamicDim(i))
        continue;
      int64_t rest = in.getDimSize(i) - (*start)[i];
      if (rest <= 0)
        return emitErrorIf(op, "size[index] <= 0")
               << "expected the -1 size of dimension " << i
               << " to leave elements after start " << (*start)[i]
               << " in extent " << in.getDimSize(i);
      if (out && !isCompatibleExtent(rest, out.getDimSize(i)))
        return emitErrorIf(op, "shape[index] != size[index]")
               << "expected output extent " << rest << " (-1: the rest of "
               << "extent " << in.getDimSize(i) << " from " << (*start)[i]
               << ") in dimension " << i << ", got " << out.getDimSize(i);
      continue;
    }
    // ERROR_IF(size[index] <= 0)
    if (size && (*size)[i] <= 0)
      return emitErrorIf(op, "size[index] <= 0")
             << "expected positive size, got " << (*size)[i] << " in dimension "
             << i;
    // ERROR_IF(start[index] + size[index] > shape1[index])
    if (start && size && in && !in.isDynamicDim(i) &&
        (*start)[i] + (*size)[i] > in.getDimSize(i))
      return emitErrorIf(op, "start[index] + size[index] > shape1[index]")
             << "expected the slice to end within extent " << in.getDimSize(i)
             << " of dimension " << i << ", got start " << (*start)[i]
             << " + size " << (*size)[i];
    // ERROR_IF(shape[index] != size[index])
    if (size && out && !isCompatibleExtent((*size)[i], out.getDimSize(i)))
      return emitErrorIf(op, "shape[index] != size[index]")
             << "expected output extent " << (*size)[i] << " in dimension " << i
             << ", got " << out.getDimSize(i);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// TILE
//===----------------------------------------------------------------------===//

LogicalResult TileOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, TileOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
  int64_t rank = in ? in.getRank() : shapeLength(adaptor.getMultiples());
  SmallVector<int64_t> shape = dynamicShape(rank);
  auto multiples = getConstantShape(adaptor.getMultiples());
  if (in && multiples && static_cast<int64_t>(multiples->size()) == rank)
    for (int64_t i = 0; i < rank; ++i)
      if (!in.isDynamicDim(i) && (*multiples)[i] >= 0)
        shape[i] = in.getDimSize(i) * (*multiples)[i];
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult TileOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")))
    return failure();
  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t length = shapeLength(getMultiples());
  if (in && in.getRank() != length)
    return emitOpError() << "expected multiples of length rank(shape1) = "
                         << in.getRank() << ", got " << length;
  // ERROR_IF(rank(shape1) != rank(shape))
  if (in && out && in.getRank() != out.getRank())
    return emitErrorIf(op, "rank(shape1) != rank(shape)")
           << "expected output of rank " << in.getRank() << ", got "
           << out.getRank();
  if (!in && out && out.getRank() != length)
    return emitOpError() << "expected output of rank " << length
                         << " (the length of multiples), got " << out.getRank();

  auto multiples = getConstantShape(getMultiples());
  if (!multiples)
    return success();
  for (int64_t i = 0; i < length; ++i) {
    int64_t multiple = (*multiples)[i];
    // ERROR_IF(shape1[i] * multiples[i] != shape[i]): output extents are
    // non-negative, so a negative multiple can never satisfy it.
    if (multiple < 0)
      return emitErrorIf(op, "shape1[i] * multiples[i] != shape[i]")
             << "expected non-negative multiples, got "
             << formatShape(*multiples);
    if (in && out && !in.isDynamicDim(i) &&
        !isCompatibleExtent(in.getDimSize(i) * multiple, out.getDimSize(i)))
      return emitErrorIf(op, "shape1[i] * multiples[i] != shape[i]")
             << "expected output extent " << in.getDimSize(i) * multiple
             << " in dimension " << i << ", got " << out.getDimSize(i);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// TRANSPOSE
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, TransposeOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  ArrayRef<int32_t> perms = adaptor.getPerms();
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput1().getType());
  SmallVector<int64_t> shape = dynamicShape(perms.size());
  if (in && in.getRank() == static_cast<int64_t>(perms.size()))
    for (auto [extent, perm] : llvm::zip_equal(shape, perms))
      if (perm >= 0 && perm < in.getRank())
        extent = in.getDimSize(perm);
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult TransposeOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getInput1(), getOutput(), "output")))
    return failure();
  ArrayRef<int32_t> perms = getPerms();
  auto in = dyn_cast<RankedTensorType>(getInput1().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());
  int64_t rank = perms.size();
  if (in && in.getRank() != rank)
    return emitOpError() << "expected perms of length rank(shape1) = "
                         << in.getRank() << ", got " << rank;
  // ERROR_IF(rank(shape1) != rank(shape))
  if (in && out && in.getRank() != out.getRank())
    return emitErrorIf(op, "rank(shape1) != rank(shape)")
           << "expected output of rank " << in.getRank() << ", got "
           << out.getRank();
  if (!in && out && out.getRank() != rank)
    return emitOpError() << "expected output of rank " << rank
                         << " (the length of perms), got " << out.getRank();

  SmallVector<bool> used(rank, false);
  for (int32_t index : perms) {
    // ERROR_IF(index >= rank(shape1))
    if (index >= rank)
      return emitErrorIf(op, "index >= rank(shape1)")
             << "expected perms values below " << rank << ", got " << index;
    // ERROR_IF(index < 0)
    if (index < 0)
      return emitErrorIf(op, "index < 0")
             << "expected non-negative perms values, got " << index;
    // ERROR_IF(indexes_used[index] == true)
    if (used[index])
      return emitErrorIf(op, "indexes_used[index] == true")
             << "expected a permutation, got " << index << " twice in perms";
    used[index] = true;
  }

  // ERROR_IF(shape1[perms[i]] != shape[i]); this also implies
  // ERROR_IF(tensor_size(shape1) != tensor_size(shape)).
  if (!in || !out)
    return success();
  for (int64_t i = 0; i < rank; ++i)
    if (!isCompatibleExtent(in.getDimSize(perms[i]), out.getDimSize(i)))
      return emitErrorIf(op, "shape1[perms[i]] != shape[i]")
             << "expected output extent " << in.getDimSize(perms[i])
             << " in dimension " << i << " (input dimension " << perms[i]
             << "), got " << out.getDimSize(i);
  return success();
}
