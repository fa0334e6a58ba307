//===- TensorVerifiers.cpp - Tensor operator verification -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks, shape inference and
// custom assembly of ARGMAX, FFT2D, RFFT2D, MATMUL and the 1.1-draft
// MATMUL_T_BLOCK_SCALED (TOSA 1.0 section 2.3), and the helpers all tensor
// operators share (TensorOpUtils.h). Convolutions and pooling live in
// ConvVerifiers.cpp and PoolVerifiers.cpp.
//
//===----------------------------------------------------------------------===//

#include "TensorOpUtils.h"
#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::detail;

//===----------------------------------------------------------------------===//
// Shared helpers (TensorOpUtils.h)
//===----------------------------------------------------------------------===//

std::string tosac::tosa::detail::formatList(ArrayRef<int64_t> values) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(values, os, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      os << "?";
    else
      os << v;
  });
  os << "]";
  return text;
}

int64_t tosac::tosa::detail::getExtent(Type type, int64_t dim) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || dim < 0 || dim >= ranked.getRank())
    return ShapedType::kDynamic;
  return ranked.getDimSize(dim);
}

int64_t tosac::tosa::detail::mergeExtents(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) ? b : a;
}

LogicalResult tosac::tosa::detail::verifyZeroPoint(Operation *op, Value zp,
                                                   Type tensorType,
                                                   StringRef zpName,
                                                   StringRef typeName) {
  auto zpType = dyn_cast<RankedTensorType>(zp.getType());
  if (zpType && zpType.hasStaticShape() && zpType.getNumElements() != 1)
    return op->emitOpError()
           << "expected " << zpName << " of shape [1], got " << zpType;
  Type elementType = getStorageElementType(tensorType);
  Type zpElementType = getStorageElementType(zp.getType());
  if (zpElementType != elementType)
    return op->emitOpError()
           << "expected " << zpName << " of element type " << elementType
           << " (" << typeName << "), got " << zpElementType;

  // ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0) and its variants.
  if (elementType.isInteger(8))
    return success();
  std::string rule =
      ("!is_same<" + typeName + ",i8_t>() && " + zpName + " != 0").str();
  if (auto value = getConstantScalarInt(zp); value && !value->isZero())
    return emitErrorIf(op, rule)
           << "expected " << zpName << " 0 for element type " << elementType
           << ", got " << value->getSExtValue();
  if (auto value = getConstantScalarFloat(zp); value && !value->isZero()) {
    SmallString<16> text;
    value->toString(text);
    return emitErrorIf(op, rule)
           << "expected " << zpName << " 0 for element type " << elementType
           << ", got " << text;
  }
  return success();
}

LogicalResult tosac::tosa::detail::verifyAccType(Operation *op, Type inputType,
                                                 Type accType,
                                                 AccTypeTable table) {
  Type element = getStorageElementType(inputType);
  MLIRContext *ctx = op->getContext();
  Type i32 = IntegerType::get(ctx, 32), i48 = IntegerType::get(ctx, 48);
  Type f16 = Float16Type::get(ctx), f32 = Float32Type::get(ctx);
  SmallVector<Type, 2> allowed;
  bool conv = table == AccTypeTable::Convolution;
  if (element.isInteger(8))
    allowed = {i32};
  else if (element.isInteger(16))
    allowed = {conv ? i48 : i32};
  else if (isa<Float8E4M3FNType, Float8E5M2Type>(element))
    // TOSA 1.1 adds fp32 accumulation of fp8 convolutions.
    allowed = conv ? SmallVector<Type, 2>{f16, f32} : SmallVector<Type, 2>{f16};
  else if (element.isF16())
    allowed = {f16, f32};
  else if (element.isBF16() || element.isF32())
    allowed = {f32};
  if (allowed.empty() || llvm::is_contained(allowed, accType))
    return success();
  auto diag = op->emitOpError() << "expected acc_type ";
  llvm::interleave(
      allowed, [&](Type t) { diag << t; }, [&] { diag << " or "; });
  return diag << " for input element type " << element << ", got " << accType;
}

LogicalResult tosac::tosa::detail::verifyAtLeast(Operation *op,
                                                 ArrayRef<int64_t> values,
                                                 int64_t minimum,
                                                 StringRef rule,
                                                 StringRef what) {
  if (llvm::all_of(values, [&](int64_t v) { return v >= minimum; }))
    return success();
  return emitErrorIf(op, rule)
         << "expected " << what << " values >= " << minimum << ", got "
         << formatList(values);
}

LogicalResult tosac::tosa::detail::verifyI32Values(Operation *op,
                                                   ArrayRef<int64_t> values,
                                                   StringRef what) {
  if (llvm::all_of(values, [](int64_t v) { return llvm::isInt<32>(v); }))
    return success();
  return op->emitOpError() << "expected " << what
                           << " values that fit in i32, got "
                           << formatList(values);
}

namespace {

/// Returns I - 1 + pa + pb - (K - 1) * d, or std::nullopt on overflow.
std::optional<int64_t> windowNumerator(const WindowDim &dim) {
  auto span = llvm::checkedMul<int64_t>(dim.kernel - 1, dim.dilation);
  if (!span)
    return std::nullopt;
  auto padded = llvm::checkedAdd<int64_t>(dim.input - 1, dim.padBefore);
  if (padded)
    padded = llvm::checkedAdd<int64_t>(*padded, dim.padAfter);
  if (!padded)
    return std::nullopt;
  return llvm::checkedSub<int64_t>(*padded, *span);
}

} // namespace

int64_t tosac::tosa::detail::inferWindowExtent(const WindowDim &dim) {
  if (ShapedType::isDynamic(dim.input) || ShapedType::isDynamic(dim.kernel) ||
      dim.stride < 1 || dim.dilation < 1)
    return ShapedType::kDynamic;
  std::optional<int64_t> numerator = windowNumerator(dim);
  if (!numerator || *numerator < 0 || *numerator % dim.stride != 0)
    return ShapedType::kDynamic;
  return *numerator / dim.stride + 1;
}

LogicalResult tosac::tosa::detail::verifyWindowExtent(Operation *op,
                                                      const WindowDim &dim,
                                                      int64_t output,
                                                      StringRef rule,
                                                      StringRef dimName) {
  if (ShapedType::isDynamic(dim.input) || ShapedType::isDynamic(dim.kernel))
    return success();
  std::optional<int64_t> numerator = windowNumerator(dim);
  if (!numerator)
    return success();
  StringRef kernel = dim.dilation == 1 ? "kernel" : "dilated kernel";
  if (*numerator < 0)
    return emitErrorIf(op, rule)
           << "expected the padded input " << dimName << " ("
           << dim.input + dim.padBefore + dim.padAfter
           << ") to be at least the " << kernel << " " << dimName << " ("
           << (dim.kernel - 1) * dim.dilation + 1 << ")";
  if (*numerator % dim.stride != 0)
    return emitErrorIf(op, rule)
           << "expected the padded input " << dimName << " minus the " << kernel
           << " " << dimName << " (" << *numerator
           << ") to be divisible by the stride (" << dim.stride << ")";
  int64_t expected = *numerator / dim.stride + 1;
  if (!isCompatibleExtent(expected, output))
    return emitErrorIf(op, rule) << "expected output " << dimName << " "
                                 << expected << ", got " << output;
  return success();
}

LogicalResult tosac::tosa::detail::verifyExtent(Operation *op, int64_t expected,
                                                int64_t actual,
                                                StringRef what) {
  if (isCompatibleExtent(expected, actual))
    return success();
  return op->emitOpError() << "expected " << what << " to be " << expected
                           << ", got " << actual;
}

LogicalResult tosac::tosa::detail::verifySameElementType(Operation *op, Value a,
                                                         StringRef aName,
                                                         Value b,
                                                         StringRef bName) {
  Type aType = getStorageElementType(a.getType());
  Type bType = getStorageElementType(b.getType());
  if (aType == bType)
    return success();
  return op->emitOpError() << "expected " << bName << " of element type "
                           << aType << " (that of " << aName << "), got "
                           << bType;
}

LogicalResult tosac::tosa::detail::verifyInferredShapes(
    Operation *op, ArrayRef<ShapedTypeComponents> shapes) {
  for (auto [shape, result] : llvm::zip(shapes, op->getResults())) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!shape.hasRank() || !type)
      continue;
    ArrayRef<int64_t> dims = shape.getDims();
    if (dims.size() == static_cast<size_t>(type.getRank()) &&
        llvm::all_of(llvm::zip(dims, type.getShape()), [](auto pair) {
          return isCompatibleExtent(std::get<0>(pair), std::get<1>(pair));
        }))
      continue;
    return op->emitOpError()
           << "expected result #" << result.getResultNumber() << " of shape "
           << formatList(dims) << ", got " << formatList(type.getShape());
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ARGMAX
//===----------------------------------------------------------------------===//

LogicalResult ArgMaxOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ArgMaxOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  auto input = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
  int64_t axis = static_cast<int32_t>(adaptor.getAxis());
  if (!input || axis < 0 || axis >= input.getRank()) {
    results.push_back(ShapedTypeComponents());
    return success();
  }
  SmallVector<int64_t> shape(input.getShape());
  shape.erase(shape.begin() + axis);
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult ArgMaxOp::verify() {
  auto input = dyn_cast<RankedTensorType>(getInput().getType());
  if (!input)
    return success();
  int64_t axis = static_cast<int32_t>(getAxis());
  // ERROR_IF(axis < 0 || axis >= rank(shape1))
  if (axis < 0 || axis >= input.getRank())
    return emitErrorIf(*this, "axis < 0 || axis >= rank(shape1)")
           << "expected axis in [0, " << input.getRank() << "), got " << axis;

  // ERROR_IF(flatten(left_shape, right_shape) != shape)
  SmallVector<int64_t> expected(input.getShape());
  expected.erase(expected.begin() + axis);
  if (auto output = dyn_cast<RankedTensorType>(getOutput().getType())) {
    const char *rule = "flatten(left_shape, right_shape) != shape";
    if (output.getRank() != input.getRank() - 1)
      return emitErrorIf(*this, rule)
             << "expected output rank " << input.getRank() - 1 << ", got "
             << output.getRank();
    for (auto [i, e, a] : llvm::enumerate(expected, output.getShape()))
      if (!isCompatibleExtent(e, a))
        return emitErrorIf(*this, rule)
               << "expected output shape " << formatList(expected) << ", got "
               << formatList(output.getShape());
  }

  // REQUIRE(max_index <= maximum<out_t>()): the largest index is
  // shape1[axis] - 1.
  int64_t extent = input.getDimSize(axis);
  unsigned width =
      getElementTypeOrSelf(getOutput().getType()).getIntOrFloatBitWidth();
  if (!ShapedType::isDynamic(extent) && width < 64 &&
      extent - 1 > static_cast<int64_t>(llvm::maxIntN(width)))
    return emitRequire(*this, "max_index <= maximum<out_t>()")
           << "expected the extent of axis " << axis << " (" << extent
           << ") to fit indices of " << getElementTypeOrSelf(getOutput())
           << ", whose maximum is " << llvm::maxIntN(width);
  return verifyInferredShapes(*this);
}

TOSAC_DEFINE_ENUM_ATTR_ASM(ArgMaxOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(MaxPool2dOp)

//===----------------------------------------------------------------------===//
// FFT2D and RFFT2D
//===----------------------------------------------------------------------===//

namespace {

/// Merges the static extents of several [N, H, W] types into one shape.
SmallVector<int64_t, 3> mergeShapes3D(ArrayRef<Type> types) {
  SmallVector<int64_t, 3> shape(3, ShapedType::kDynamic);
  for (Type type : types)
    for (int64_t i = 0; i < 3; ++i)
      shape[i] = mergeExtents(shape[i], getExtent(type, i));
  return shape;
}

/// ERROR_IF(!power_of_two(H)) and ERROR_IF(!power_of_two(W)).
LogicalResult verifyPowerOfTwoHW(Operation *op, ArrayRef<int64_t> shape) {
  if (!ShapedType::isDynamic(shape[1]) && !llvm::isPowerOf2_64(shape[1]))
    return emitErrorIf(op, "!power_of_two(H)")
           << "expected a power-of-two height, got " << shape[1];
  if (!ShapedType::isDynamic(shape[2]) && !llvm::isPowerOf2_64(shape[2]))
    return emitErrorIf(op, "!power_of_two(W)")
           << "expected a power-of-two width, got " << shape[2];
  return success();
}

/// Checks that `value` is [N, H, W] with the given (mergeable) extents.
LogicalResult verifyShape3D(Operation *op, Value value, StringRef name,
                            ArrayRef<int64_t> expected) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return success();
  for (int64_t i = 0; i < 3; ++i)
    if (!isCompatibleExtent(expected[i], type.getDimSize(i)))
      return op->emitOpError()
             << "expected " << name << " of shape " << formatList(expected)
             << ", got " << formatList(type.getShape());
  return success();
}

} // namespace

LogicalResult FFT2dOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, FFT2dOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Type real = adaptor.getInputReal().getType();
  Type imag = adaptor.getInputImag().getType();
  if (!isa<RankedTensorType>(real) && !isa<RankedTensorType>(imag)) {
    results.append(2, ShapedTypeComponents());
    return success();
  }
  SmallVector<int64_t, 3> shape = mergeShapes3D({real, imag});
  results.append(2, ShapedTypeComponents(shape));
  return success();
}

LogicalResult FFT2dOp::verify() {
  // The argument table gives all four tensors the shape [N, H, W] and the
  // element type in_out_t.
  Value values[] = {getInputReal(), getInputImag(), getOutputReal(),
                    getOutputImag()};
  StringRef names[] = {"input_real", "input_imag", "output_real",
                       "output_imag"};
  for (int i = 1; i < 4; ++i)
    if (failed(verifySameElementType(*this, values[0], names[0], values[i],
                                     names[i])))
      return failure();
  SmallVector<int64_t, 3> inputShape =
      mergeShapes3D({values[0].getType(), values[1].getType()});
  if (failed(verifyShape3D(*this, values[1], names[1],
                           mergeShapes3D({values[0].getType()}))))
    return failure();
  for (int i = 2; i < 4; ++i)
    if (failed(verifyShape3D(*this, values[i], names[i], inputShape)))
      return failure();
  // H and W may be known from any of the four (compatible) shapes.
  if (failed(verifyPowerOfTwoHW(
          *this, mergeShapes3D({values[0].getType(), values[1].getType(),
                                values[2].getType(), values[3].getType()}))))
    return failure();
  return verifyInferredShapes(*this);
}

void FFT2dOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutputReal(), "output_real");
  setNameFn(getOutputImag(), "output_imag");
}

LogicalResult RFFT2dOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, RFFT2dOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Type input = adaptor.getInputReal().getType();
  if (!isa<RankedTensorType>(input)) {
    results.append(2, ShapedTypeComponents());
    return success();
  }
  SmallVector<int64_t, 3> shape = mergeShapes3D({input});
  if (!ShapedType::isDynamic(shape[2]))
    shape[2] = shape[2] / 2 + 1;
  results.append(2, ShapedTypeComponents(shape));
  return success();
}

LogicalResult RFFT2dOp::verify() {
  // The argument table: outputs [N, H, W/2 + 1], all of type in_out_t.
  if (failed(verifySameElementType(*this, getInputReal(), "input_real",
                                   getOutputReal(), "output_real")) ||
      failed(verifySameElementType(*this, getInputReal(), "input_real",
                                   getOutputImag(), "output_imag")))
    return failure();
  SmallVector<int64_t, 3> inputShape =
      mergeShapes3D({getInputReal().getType()});
  SmallVector<int64_t, 3> outputShape = inputShape;
  if (!ShapedType::isDynamic(inputShape[2]))
    outputShape[2] = inputShape[2] / 2 + 1;
  if (failed(
          verifyShape3D(*this, getOutputReal(), "output_real", outputShape)) ||
      failed(verifyShape3D(*this, getOutputImag(), "output_imag", outputShape)))
    return failure();
  // H may also be known from the outputs; W only from the input.
  inputShape[1] =
      mergeShapes3D({getInputReal().getType(), getOutputReal().getType(),
                     getOutputImag().getType()})[1];
  if (failed(verifyPowerOfTwoHW(*this, inputShape)))
    return failure();
  return verifyInferredShapes(*this);
}

void RFFT2dOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutputReal(), "output_real");
  setNameFn(getOutputImag(), "output_imag");
}

//===----------------------------------------------------------------------===//
// MATMUL
//===----------------------------------------------------------------------===//

LogicalResult MatMulOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, MatMulOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Type a = adaptor.getA().getType(), b = adaptor.getB().getType();
  SmallVector<int64_t, 3> shape = {
      mergeExtents(getExtent(a, 0), getExtent(b, 0)), getExtent(a, 1),
      getExtent(b, 2)};
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult MatMulOp::verify() {
  // ERROR_IF(!is_same<A_t,i8_t>() && A_zp != 0)
  // ERROR_IF(!is_same<B_t,i8_t>() && B_zp != 0)
  if (failed(
          verifyZeroPoint(*this, getAZp(), getA().getType(), "A_zp", "A_t")) ||
      failed(verifyZeroPoint(*this, getBZp(), getB().getType(), "B_zp", "B_t")))
    return failure();

  // The argument table: A is [N, H, C], B is [N, C, W], output [N, H, W].
  Type a = getA().getType(), b = getB().getType();
  Type output = getOutput().getType();
  int64_t n = mergeExtents(getExtent(a, 0), getExtent(b, 0));
  if (failed(verifyExtent(*this, getExtent(a, 0), getExtent(b, 0),
                          "the batch N of B")) ||
      failed(verifyExtent(*this, getExtent(a, 2), getExtent(b, 1),
                          "the rows C of B")) ||
      failed(verifyExtent(*this, n, getExtent(output, 0), "output batch N")) ||
      failed(verifyExtent(*this, getExtent(a, 1), getExtent(output, 1),
                          "output rows H")) ||
      failed(verifyExtent(*this, getExtent(b, 2), getExtent(output, 2),
                          "output columns W")))
    return failure();
  return verifyInferredShapes(*this);
}

//===----------------------------------------------------------------------===//
// MATMUL_T_BLOCK_SCALED
//===----------------------------------------------------------------------===//

LogicalResult MatmulTBlockScaledOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>,
    MatmulTBlockScaledOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Type a = adaptor.getAData().getType(), as = adaptor.getAScale().getType();
  Type b = adaptor.getBData().getType(), bs = adaptor.getBScale().getType();
  SmallVector<int64_t, 3> shape = {
      mergeExtents(getExtent(a, 0), getExtent(as, 0)),
      mergeExtents(getExtent(a, 1), getExtent(as, 1)),
      mergeExtents(getExtent(b, 1), getExtent(bs, 1))};
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult MatmulTBlockScaledOp::verify() {
  Type a = getAData().getType(), as = getAScale().getType();
  Type b = getBData().getType(), bs = getBScale().getType();
  Type output = getOutputData().getType();
  int64_t blockSize = static_cast<int64_t>(getBlockSize());

  int64_t n = mergeExtents(getExtent(a, 0), getExtent(as, 0));
  int64_t h = mergeExtents(getExtent(a, 1), getExtent(as, 1));
  int64_t d = mergeExtents(getExtent(b, 0), getExtent(bs, 0));
  int64_t w = mergeExtents(getExtent(b, 1), getExtent(bs, 1));
  int64_t c = mergeExtents(getExtent(a, 2), getExtent(b, 2));

  // ERROR_IF(C % block_size != 0)
  if (!ShapedType::isDynamic(c) && c % blockSize != 0)
    return emitErrorIf(*this, "C % block_size != 0")
           << "expected C (" << c << ") to be a multiple of the block size ("
           << blockSize << ")";
  // ERROR_IF(D != N && D != 1)
  if (!ShapedType::isDynamic(d) && !ShapedType::isDynamic(n) && d != n &&
      d != 1)
    return emitErrorIf(*this, "D != N && D != 1")
           << "expected the batch D of B (" << d << ") to be 1 or N (" << n
           << ")";

  // The argument table: A_data [N, H, C], A_scale [N, H, C/block_size],
  // B_data [D, W, C], B_scale [D, W, C/block_size], output [N, H, W].
  int64_t blocks =
      ShapedType::isDynamic(c) ? ShapedType::kDynamic : c / blockSize;
  if (failed(verifyExtent(*this, getExtent(a, 0), getExtent(as, 0),
                          "a_scale batch N")) ||
      failed(verifyExtent(*this, getExtent(a, 1), getExtent(as, 1),
                          "a_scale rows H")) ||
      failed(verifyExtent(*this, getExtent(b, 0), getExtent(bs, 0),
                          "b_scale batch D")) ||
      failed(verifyExtent(*this, getExtent(b, 1), getExtent(bs, 1),
                          "b_scale rows W")) ||
      failed(verifyExtent(*this, getExtent(a, 2), getExtent(b, 2),
                          "b_data inner extent C")) ||
      failed(verifyExtent(*this, blocks, getExtent(as, 2),
                          "a_scale inner extent C/block_size")) ||
      failed(verifyExtent(*this, blocks, getExtent(bs, 2),
                          "b_scale inner extent C/block_size")) ||
      failed(verifyExtent(*this, n, getExtent(output, 0), "output batch N")) ||
      failed(verifyExtent(*this, h, getExtent(output, 1), "output rows H")) ||
      failed(verifyExtent(*this, w, getExtent(output, 2), "output columns W")))
    return failure();
  return verifyInferredShapes(*this);
}

TOSAC_DEFINE_ENUM_ATTR_ASM(MatmulTBlockScaledOp)
