//===- TosaLevelChecks.cpp - Level limits of tosa-validate ----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the level checks of `tosa-validate`: the LEVEL_CHECK
// lines the spec derives from the "levellimit" entries of tosa.xml, applied
// per op by name, and the tensor rank and size limits that hold for every
// tensor. Values that are not known at compile time (dynamic extents,
// non-constant shapes) are not checked.
//
//===----------------------------------------------------------------------===//

#include "TosaValidateChecks.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::validate;

namespace {

// tosa.xml "levels".
constexpr Level kLevel8K = {"8k",
                            /*maxRank=*/6,
                            /*maxKernel=*/8192,
                            /*maxStride=*/8192,
                            /*maxScale=*/256,
                            /*maxLog2Size=*/31,
                            /*maxNesting=*/6,
                            /*maxTensorListSize=*/64};
constexpr Level kLevelNone = {"none",
                              /*maxRank=*/32,
                              /*maxKernel=*/2147483647,
                              /*maxStride=*/2147483647,
                              /*maxScale=*/2048,
                              /*maxLog2Size=*/63,
                              /*maxNesting=*/256,
                              /*maxTensorListSize=*/256};

/// Starts a level-check error.
InFlightDiagnostic levelError(Operation *op) {
  return op->emitOpError() << "failed level check: ";
}

/// Reads an integer array attribute (array<i64: ...>, array<i32: ...>,
/// dense elements or an array of integers).
std::optional<SmallVector<int64_t>> getIntArray(Operation *op, StringRef name) {
  Attribute attr = op->getAttr(name);
  if (!attr)
    return std::nullopt;
  if (auto array = dyn_cast<DenseI64ArrayAttr>(attr))
    return SmallVector<int64_t>(array.asArrayRef());
  if (auto array = dyn_cast<DenseI32ArrayAttr>(attr))
    return SmallVector<int64_t>(array.asArrayRef().begin(),
                                array.asArrayRef().end());
  if (auto elements = dyn_cast<DenseIntElementsAttr>(attr)) {
    SmallVector<int64_t> values;
    for (const APInt &value : elements.getValues<APInt>())
      values.push_back(value.getSExtValue());
    return values;
  }
  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    SmallVector<int64_t> values;
    for (Attribute element : array) {
      auto integer = dyn_cast<IntegerAttr>(element);
      if (!integer)
        return std::nullopt;
      values.push_back(integer.getInt());
    }
    return values;
  }
  return std::nullopt;
}

/// Returns extent `dim` of a value's static shape, if known.
std::optional<int64_t> getStaticDim(Value value, unsigned dim) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || dim >= type.getRank() || type.isDynamicDim(dim))
    return std::nullopt;
  return type.getDimSize(dim);
}

/// Checks `values[i] <= limit` for an attribute whose elements the spec
/// names `names`.
LogicalResult checkAttrLimit(Operation *op, StringRef attrName,
                             ArrayRef<StringRef> names, int64_t limit,
                             StringRef limitName) {
  std::optional<SmallVector<int64_t>> values = getIntArray(op, attrName);
  if (!values)
    return success();
  for (auto [value, name] : llvm::zip(*values, names)) {
    // LEVEL_CHECK(<name> <= <limit>)
    if (value > limit)
      return levelError(op) << name << " <= " << limitName << " (" << limit
                            << "), got " << value;
  }
  return success();
}

/// Checks `dilation[i] * weight.shape[kernelDims[i]] <= MAX_KERNEL`.
LogicalResult checkDilatedKernel(Operation *op, unsigned weightIndex,
                                 ArrayRef<unsigned> kernelDims,
                                 ArrayRef<StringRef> names,
                                 std::optional<SmallVector<int64_t>> dilation,
                                 const Level &level) {
  if (op->getNumOperands() <= weightIndex)
    return success();
  Value weight = op->getOperand(weightIndex);
  for (auto [i, dim] : llvm::enumerate(kernelDims)) {
    std::optional<int64_t> extent = getStaticDim(weight, dim);
    if (!extent)
      continue;
    int64_t factor = dilation && i < dilation->size() ? (*dilation)[i] : 1;
    int64_t product = factor * *extent;
    // LEVEL_CHECK(dilation_<d> * K<d> <= MAX_KERNEL)
    if (product > level.maxKernel)
      return levelError(op) << names[i] << " <= MAX_KERNEL (" << level.maxKernel
                            << "), got " << product;
  }
  return success();
}

/// Pooling and convolution attributes shared by several ops.
LogicalResult checkPad2D(Operation *op, StringRef attr, const Level &level) {
  return checkAttrLimit(op, attr,
                        {"pad_top", "pad_bottom", "pad_left", "pad_right"},
                        level.maxKernel, "MAX_KERNEL");
}
LogicalResult checkStride2D(Operation *op, const Level &level) {
  return checkAttrLimit(op, "stride", {"stride_y", "stride_x"}, level.maxStride,
                        "MAX_STRIDE");
}

/// The size in bytes of one element (1 for types narrower than a byte).
std::optional<uint64_t> getElementBytes(Type type) {
  Type element = getStorageElementType(type);
  if (!element.isIntOrFloat())
    return std::nullopt;
  return std::max<uint64_t>(
      1, llvm::divideCeil(element.getIntOrFloatBitWidth(), 8));
}

/// Checks the rank and size limits of one tensor.
LogicalResult checkTensor(Operation *op, Type type, StringRef what,
                          unsigned index, const Level &level) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return success();
  // LEVEL_CHECK(rank(shape) <= MAX_RANK)
  if (tensor.getRank() > level.maxRank)
    return levelError(op) << "rank(" << what << " #" << index
                          << ") <= MAX_RANK (" << level.maxRank << "), got "
                          << tensor.getRank();
  if (!tensor.hasStaticShape())
    return success();
  // Each extent fits index_t: shape[i] <= (1 << MAX_LOG2_SIZE) - 1.
  uint64_t maxExtent = level.maxLog2Size >= 64
                           ? UINT64_MAX
                           : (uint64_t(1) << level.maxLog2Size) - 1;
  for (auto [dim, extent] : llvm::enumerate(tensor.getShape())) {
    if (static_cast<uint64_t>(extent) > maxExtent)
      return levelError(op) << "shape(" << what << " #" << index << ")[" << dim
                            << "] <= (1 << MAX_LOG2_SIZE) - 1 (" << maxExtent
                            << "), got " << extent;
  }
  // The size in bytes fits size_t: <= (1 << (MAX_LOG2_SIZE + 1)) - 1.
  std::optional<uint64_t> elementBytes = getElementBytes(tensor);
  if (!elementBytes)
    return success();
  uint64_t maxBytes = level.maxLog2Size + 1 >= 64
                          ? UINT64_MAX
                          : (uint64_t(1) << (level.maxLog2Size + 1)) - 1;
  bool overflow = false;
  uint64_t bytes = *elementBytes;
  for (int64_t extent : tensor.getShape())
    bytes = llvm::SaturatingMultiply(bytes, static_cast<uint64_t>(extent),
                                     &overflow);
  if (bytes > maxBytes)
    return levelError(op) << "tensor size in bytes of " << what << " #" << index
                          << " <= (1 << (MAX_LOG2_SIZE + 1)) - 1 (" << maxBytes
                          << "), got "
                          << (overflow ? std::string("more than 2^64")
                                       : std::to_string(bytes));
  return success();
}

/// The number of `tosa.cond_if` / `tosa.while_loop` ops enclosing `op`.
int64_t getNestingDepth(Operation *op) {
  int64_t depth = 0;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    StringRef name = parent->getName().getStringRef();
    if (name == "tosa.cond_if" || name == "tosa.while_loop")
      ++depth;
  }
  return depth;
}

LogicalResult checkListSize(Operation *op, StringRef list, size_t size,
                            const Level &level) {
  // LEVEL_CHECK(tensor_list_shape(<list>) <= MAX_TENSOR_LIST_SIZE)
  if (static_cast<int64_t>(size) > level.maxTensorListSize)
    return levelError(op) << "tensor_list_shape(" << list
                          << ") <= MAX_TENSOR_LIST_SIZE ("
                          << level.maxTensorListSize << "), got " << size;
  return success();
}

bool isShapeCalculationOp(StringRef name) {
  return name.starts_with("tosa.") && name.ends_with("_shape") &&
         name != "tosa.const_shape";
}

/// The op-specific LEVEL_CHECKs.
LogicalResult checkOpLimits(Operation *op, const Level &level) {
  StringRef name = op->getName().getStringRef();

  if (name == "tosa.avg_pool2d" || name == "tosa.max_pool2d") {
    if (failed(checkAttrLimit(op, "kernel", {"kernel_y", "kernel_x"},
                              level.maxKernel, "MAX_KERNEL")) ||
        failed(checkStride2D(op, level)) ||
        failed(checkPad2D(op, "pad", level)))
      return failure();
    return success();
  }

  // Weights are [OC,KH,KW,IC] (conv2d), [KH,KW,C,M] (depthwise) and
  // [OC,KD,KH,KW,IC] (conv3d).
  if (name == "tosa.conv2d" || name == "tosa.depthwise_conv2d") {
    SmallVector<unsigned> dims = name == "tosa.conv2d"
                                     ? SmallVector<unsigned>{1, 2}
                                     : SmallVector<unsigned>{0, 1};
    if (failed(checkDilatedKernel(op, 1, dims,
                                  {"dilation_y * KH", "dilation_x * KW"},
                                  getIntArray(op, "dilation"), level)) ||
        failed(checkPad2D(op, "pad", level)) ||
        failed(checkStride2D(op, level)))
      return failure();
    return success();
  }
  if (name == "tosa.conv3d") {
    if (failed(checkDilatedKernel(
            op, 1, {1, 2, 3},
            {"dilation_d * KD", "dilation_y * KH", "dilation_x * KW"},
            getIntArray(op, "dilation"), level)) ||
        failed(checkAttrLimit(op, "pad",
                              {"pad_d0", "pad_d1", "pad_top", "pad_bottom",
                               "pad_left", "pad_right"},
                              level.maxKernel, "MAX_KERNEL")) ||
        failed(checkAttrLimit(op, "stride",
                              {"stride_d", "stride_y", "stride_x"},
                              level.maxStride, "MAX_STRIDE")))
      return failure();
    return success();
  }
  if (name == "tosa.transpose_conv2d") {
    if (failed(checkDilatedKernel(op, 1, {1, 2}, {"KH", "KW"}, std::nullopt,
                                  level)) ||
        failed(checkAttrLimit(
            op, "out_pad",
            {"out_pad_top", "out_pad_bottom", "out_pad_left", "out_pad_right"},
            level.maxKernel, "MAX_KERNEL")) ||
        failed(checkStride2D(op, level)))
      return failure();
    return success();
  }
  if (name == "tosa.conv2d_block_scaled") {
    // input_data, input_scale, weight_data [OC,KH,KW,IC], weight_scale,
    // bias, pad, stride, dilation (shape operands).
    auto shapeOperand =
        [&](unsigned index) -> std::optional<SmallVector<int64_t>> {
      if (op->getNumOperands() <= index)
        return std::nullopt;
      return getConstantShape(op->getOperand(index));
    };
    auto checkValues = [&](std::optional<SmallVector<int64_t>> values,
                           ArrayRef<StringRef> names, int64_t limit,
                           StringRef limitName) -> LogicalResult {
      if (!values)
        return success();
      for (auto [value, valueName] : llvm::zip(*values, names))
        if (value > limit)
          return levelError(op) << valueName << " <= " << limitName << " ("
                                << limit << "), got " << value;
      return success();
    };
    if (failed(checkDilatedKernel(op, 2, {1, 2},
                                  {"dilation_y * KH", "dilation_x * KW"},
                                  shapeOperand(7), level)) ||
        failed(checkValues(shapeOperand(5),
                           {"pad_top", "pad_bottom", "pad_left", "pad_right"},
                           level.maxKernel, "MAX_KERNEL")) ||
        failed(checkValues(shapeOperand(6), {"stride_y", "stride_x"},
                           level.maxStride, "MAX_STRIDE")))
      return failure();
    return success();
  }

  // input_real is [N,H,W].
  if (name == "tosa.fft2d" || name == "tosa.rfft2d") {
    // Named arrays: an ArrayRef of a braced list would dangle inside the
    // range-for.
    static constexpr unsigned kDims[] = {1, 2};
    static constexpr StringLiteral kDimNames[] = {"H", "W"};
    for (auto [dim, dimName] : llvm::zip(kDims, kDimNames)) {
      std::optional<int64_t> extent = op->getNumOperands()
                                          ? getStaticDim(op->getOperand(0), dim)
                                          : std::nullopt;
      // LEVEL_CHECK(H <= MAX_KERNEL), LEVEL_CHECK(W <= MAX_KERNEL)
      if (extent && *extent > level.maxKernel)
        return levelError(op) << dimName << " <= MAX_KERNEL ("
                              << level.maxKernel << "), got " << *extent;
    }
    return success();
  }

  if (name == "tosa.resize") {
    std::optional<SmallVector<int64_t>> scale =
        op->getNumOperands() > 1 ? getConstantShape(op->getOperand(1))
                                 : std::nullopt;
    if (!scale || scale->size() != 4)
      return success();
    const int64_t numerators[] = {(*scale)[0], (*scale)[2]};
    const int64_t denominators[] = {(*scale)[1], (*scale)[3]};
    static constexpr StringLiteral kAxes[] = {"y", "x"};
    for (auto [n, d, axis] : llvm::zip(numerators, denominators, kAxes)) {
      if (d <= 0)
        continue; // ERROR_IF of the op verifier.
      // LEVEL_CHECK(scale_<a>_n / scale_<a>_d <= MAX_SCALE), integer division
      // as in the pseudo-code.
      if (n / d > level.maxScale)
        return levelError(op) << "scale_" << axis << "_n / scale_" << axis
                              << "_d <= MAX_SCALE (" << level.maxScale
                              << "), got " << n << " / " << d << " = " << n / d;
    }
    return success();
  }

  if (name == "tosa.cond_if" || name == "tosa.while_loop") {
    // ERROR_IF(tosa_nesting_depth >= MAX_NESTING)
    int64_t depth = getNestingDepth(op);
    if (depth >= level.maxNesting)
      return levelError(op) << "tosa_nesting_depth < MAX_NESTING ("
                            << level.maxNesting << "), got " << depth;
    size_t inputs = op->getNumOperands();
    if (name == "tosa.cond_if" && inputs > 0)
      --inputs; // the condition
    if (failed(checkListSize(op, "input_list", inputs, level)) ||
        failed(checkListSize(op, "output_list", op->getNumResults(), level)))
      return failure();
    return success();
  }
  if (name == "tosa.custom") {
    if (failed(checkListSize(op, "input_list", op->getNumOperands(), level)) ||
        failed(checkListSize(op, "output_list", op->getNumResults(), level)))
      return failure();
    return success();
  }
  if (name == "tosa.concat")
    return checkListSize(op, "input1", op->getNumOperands(), level);

  if (isShapeCalculationOp(name)) {
    for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
      auto shape = dyn_cast<ShapeType>(operand.getType());
      // LEVEL_CHECK(length(input) <= MAX_RANK)
      if (shape && shape.getRank() > level.maxRank)
        return levelError(op)
               << "length(operand #" << index << ") <= MAX_RANK ("
               << level.maxRank << "), got " << shape.getRank();
    }
    return success();
  }

  if (name == "tosa.variable") {
    // The declared variable's rank.
    std::optional<SmallVector<int64_t>> varShape = getIntArray(op, "var_shape");
    if (varShape && static_cast<int64_t>(varShape->size()) > level.maxRank)
      return levelError(op) << "rank(var_shape) <= MAX_RANK (" << level.maxRank
                            << "), got " << varShape->size();
    return success();
  }
  return success();
}

} // namespace

std::optional<Level> tosac::tosa::validate::parseLevel(StringRef name) {
  if (name.equals_insensitive(kLevel8K.name))
    return kLevel8K;
  if (name.equals_insensitive(kLevelNone.name))
    return kLevelNone;
  return std::nullopt;
}

LogicalResult tosac::tosa::validate::checkLevel(Operation *op,
                                                const Level &level) {
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(checkTensor(op, type, "operand", index, level)))
      return failure();
  for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkTensor(op, type, "result", index, level)))
      return failure();
  return checkOpLimits(op, level);
}
