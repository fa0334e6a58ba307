//===- TypeConversionVerifiers.cpp - Type conversion op verification ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks, shape inference and
// custom assembly of the type conversion operators: CAST and RESCALE (TOSA
// 1.0 section 2.13) and the TOSA 1.1 draft CAST_TO_BLOCK_SCALED and
// CAST_FROM_BLOCK_SCALED that upstream MLIR already has.
//
// RESCALE's element types are read by bit width: the spec's `i8_t` covers
// both i8 and ui8 storage, `i16_t` both i16 and ui16. An unsigned element
// type (ui8, ui16) must be matched by input_unsigned/output_unsigned.
// Zero-point rules are checked when the zero point is a constant.
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Output has the shape of the input (ranks equal, static extents equal).
LogicalResult verifySameShape(Operation *op, Type inputType, Type outputType,
                              StringRef inputName, StringRef outputName) {
  auto in = dyn_cast<RankedTensorType>(inputType);
  auto out = dyn_cast<RankedTensorType>(outputType);
  if (!in || !out)
    return success();
  if (in.getRank() != out.getRank())
    return op->emitOpError()
           << "expected " << outputName << " of rank " << in.getRank()
           << " (as " << inputName << "), got " << out.getRank();
  for (auto [i, expected, actual] :
       llvm::enumerate(in.getShape(), out.getShape()))
    if (!isCompatibleExtent(expected, actual))
      return op->emitOpError() << "expected " << outputName << " extent "
                               << expected << " in dimension " << i << " (as "
                               << inputName << "), got " << actual;
  return success();
}

/// Pushes the shape of `type` (unranked if it has none).
void pushSameShape(Type type, SmallVectorImpl<ShapedTypeComponents> &results) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    results.push_back(ShapedTypeComponents(ranked.getShape()));
  else
    results.push_back(ShapedTypeComponents());
}

/// Returns all elements of a constant integer tensor.
std::optional<SmallVector<APInt>> getConstantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  return llvm::to_vector(attr.getValues<APInt>());
}

/// The block size of a block-scaled cast, as a number of elements.
int64_t blockSizeOf(BlockSize blockSize) {
  return static_cast<int64_t>(blockSize);
}

/// ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0) for
/// the data tensor of a block-scaled cast, and the shape of its scale tensor:
/// the data shape with the innermost extent divided by the block size.
LogicalResult verifyBlockScaledShapes(Operation *op, Value data, Value scale,
                                      StringRef dataName, StringRef scaleName,
                                      int64_t blockSize) {
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  if (dataType) {
    int64_t rank = dataType.getRank();
    if (rank == 0 || (!dataType.isDynamicDim(rank - 1) &&
                      dataType.getDimSize(rank - 1) % blockSize != 0))
      return emitErrorIf(op, "rank(shape) == 0 || shape[rank(shape)-1] % "
                             "block_size != 0")
             << "expected " << dataName
             << " of rank >= 1 whose innermost extent is a multiple of "
             << blockSize << ", got " << dataType;
  }
  Type scaleElement = getElementTypeOrSelf(scale.getType());
  if (!isa<Float8E8M0FNUType>(scaleElement))
    return op->emitOpError()
           << "expected " << scaleName << " of element type f8E8M0FNU, got "
           << scaleElement;
  auto scaleType = dyn_cast<RankedTensorType>(scale.getType());
  if (!dataType || !scaleType)
    return success();
  if (scaleType.getRank() != dataType.getRank())
    return op->emitOpError()
           << "expected " << scaleName << " of rank " << dataType.getRank()
           << " (as " << dataName << "), got " << scaleType.getRank();
  for (int64_t i = 0, rank = dataType.getRank(); i < rank; ++i) {
    int64_t expected = dataType.getDimSize(i);
    if (i == rank - 1 && !ShapedType::isDynamic(expected))
      expected /= blockSize;
    if (!isCompatibleExtent(expected, scaleType.getDimSize(i)))
      return op->emitOpError()
             << "expected " << scaleName << " extent " << expected
             << " in dimension " << i << ", got " << scaleType.getDimSize(i);
  }
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// CAST
//===----------------------------------------------------------------------===//

LogicalResult CastOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, CastOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  pushSameShape(adaptor.getInput().getType(), results);
  return success();
}

LogicalResult CastOp::verify() {
  // CAST has no ERROR_IF; the element type pairs are the type table's. The
  // output keeps the input shape.
  return verifySameShape(*this, getInput().getType(), getOutput().getType(),
                         "input", "output");
}

//===----------------------------------------------------------------------===//
// RESCALE
//===----------------------------------------------------------------------===//

LogicalResult RescaleOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, RescaleOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  pushSameShape(adaptor.getInput().getType(), results);
  return success();
}

LogicalResult RescaleOp::verify() {
  Operation *op = *this;
  if (failed(verifySameShape(op, getInput().getType(), getOutput().getType(),
                             "input", "output")))
    return failure();

  auto inType =
      dyn_cast<IntegerType>(getStorageElementType(getInput().getType()));
  auto outType =
      dyn_cast<IntegerType>(getStorageElementType(getOutput().getType()));
  if (!inType || !outType)
    return emitOpError() << "expected integer input and output, got "
                         << getElementTypeOrSelf(getInput().getType())
                         << " and "
                         << getElementTypeOrSelf(getOutput().getType());
  unsigned inBits = inType.getWidth(), outBits = outType.getWidth();
  bool scale32 = getScale32(), perChannel = getPerChannel();
  bool inputUnsigned = getInputUnsigned(), outputUnsigned = getOutputUnsigned();
  RoundingMode roundingMode = getRoundingMode();

  // The ERROR_IFs on the combination of flags see the flags as written: an
  // unsigned element type (ui8, ui16: framework IR) with the flag false is
  // upstream's form, which it accepts on both sides at once and with 32-bit
  // types (tosa-lower-unsigned-types gives it TOSA's meaning). The zero
  // point rules below read such a type as unsigned, as its data is;
  // tosa-validate reports the form.
  bool unsignedInType = inType.isUnsigned(),
       unsignedOutType = outType.isUnsigned();

  // ERROR_IF(scale32 && is_same<in_t,i48_t>())
  if (scale32 && inBits == 48)
    return emitErrorIf(op, "scale32 && is_same<in_t,i48_t>()")
           << "expected scale32 = false for a 48-bit input";
  // ERROR_IF(!scale32 && (rounding_mode == DOUBLE_ROUND))
  if (!scale32 && roundingMode == RoundingMode::DOUBLE_ROUND)
    return emitErrorIf(op, "!scale32 && (rounding_mode == DOUBLE_ROUND)")
           << "expected scale32 = true with rounding_mode = DOUBLE_ROUND";
  // ERROR_IF(input_unsigned && output_unsigned)
  if (inputUnsigned && outputUnsigned)
    return emitErrorIf(op, "input_unsigned && output_unsigned")
           << "expected at most one of input_unsigned and output_unsigned";
  // ERROR_IF(is_same<out_t,i32_t>() && input_unsigned)
  if (outBits == 32 && inputUnsigned)
    return emitErrorIf(op, "is_same<out_t,i32_t>() && input_unsigned")
           << "expected input_unsigned = false with a 32-bit output";
  // ERROR_IF(is_same<in_t,i32_t>() && output_unsigned)
  if (inBits == 32 && outputUnsigned)
    return emitErrorIf(op, "is_same<in_t,i32_t>() && output_unsigned")
           << "expected output_unsigned = false with a 32-bit input";
  // ERROR_IF(is_same<in_t,i48_t>() && output_unsigned)
  if (inBits == 48 && outputUnsigned)
    return emitErrorIf(op, "is_same<in_t,i48_t>() && output_unsigned")
           << "expected output_unsigned = false with a 48-bit input";
  // ERROR_IF(is_same<in_t, i48_t> && input_unsigned)
  if (inBits == 48 && inputUnsigned)
    return emitErrorIf(op, "is_same<in_t, i48_t> && input_unsigned")
           << "expected input_unsigned = false with a 48-bit input";
  // ERROR_IF(is_same<in_t, i32_t> && input_unsigned)
  if (inBits == 32 && inputUnsigned)
    return emitErrorIf(op, "is_same<in_t, i32_t> && input_unsigned")
           << "expected input_unsigned = false with a 32-bit input";
  // ERROR_IF(is_same<out_t, i32_t> && output_unsigned)
  if (outBits == 32 && outputUnsigned)
    return emitErrorIf(op, "is_same<out_t, i32_t> && output_unsigned")
           << "expected output_unsigned = false with a 32-bit output";
  inputUnsigned |= unsignedInType;
  outputUnsigned |= unsignedOutType;

  auto in = dyn_cast<RankedTensorType>(getInput().getType());
  // ERROR_IF(per_channel && rank(input) < 1)
  if (perChannel && in && in.getRank() < 1)
    return emitErrorIf(op, "per_channel && rank(input) < 1")
           << "expected an input of rank >= 1 with per_channel = true";

  // Argument shapes: multiplier and shift are [NC] with NC the innermost
  // extent when per_channel, else 1; mul_t is i32 with scale32, else i16.
  unsigned mulBits = scale32 ? 32 : 16;
  Type mulType = getElementTypeOrSelf(getMultiplier().getType());
  if (!mulType.isInteger(mulBits))
    return emitOpError() << "expected multiplier of element type i" << mulBits
                         << " with scale32 = " << (scale32 ? "true" : "false")
                         << ", got " << mulType;
  int64_t nc = 1;
  if (perChannel)
    nc = in ? in.getDimSize(in.getRank() - 1) : ShapedType::kDynamic;
  for (auto [value, name] : {std::pair(getMultiplier(), "multiplier"),
                             std::pair(getShift(), "shift")}) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (type && !isCompatibleExtent(nc, type.getDimSize(0)))
      return emitOpError() << "expected " << name << " of length " << nc
                           << (perChannel ? " (the innermost input extent)"
                                          : " without per_channel")
                           << ", got " << type.getDimSize(0);
  }

  // Zero points have the input and output storage widths.
  for (auto [zp, bits, name] :
       {std::tuple(getInputZp(), inBits, "input_zp"),
        std::tuple(getOutputZp(), outBits, "output_zp")}) {
    Type zpType = getStorageElementType(zp.getType());
    if (!zpType.isInteger(bits))
      return emitOpError() << "expected " << name << " of a " << bits
                           << "-bit integer type, got " << zpType;
  }

  if (auto zp = getConstantScalarInt(getInputZp())) {
    int64_t value = inputUnsigned ? zp->getZExtValue() : zp->getSExtValue();
    // ERROR_IF(!is_same<in_t,i8_t>() &&
    //          (!is_same<in_t,i16_t>() || input_unsigned == false) &&
    //          input_zp != 0)
    if (inBits != 8 && (inBits != 16 || !inputUnsigned) && value != 0)
      return emitErrorIf(op, "!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() "
                             "|| input_unsigned == false) && input_zp != 0")
             << "expected input_zp = 0 for input type " << inType
             << (inputUnsigned ? " read as unsigned" : "") << ", got " << value;
    // ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true &&
    //          input_zp != 0 && input_zp != 32768)
    if (inBits == 16 && inputUnsigned && value != 0 && value != 32768)
      return emitErrorIf(op, "is_same<in_t,i16_t>() && input_unsigned == true "
                             "&& input_zp != 0 && input_zp != 32768")
             << "expected input_zp of 0 or 32768 for an unsigned 16-bit "
                "input, got "
             << value;
  }
  if (auto zp = getConstantScalarInt(getOutputZp())) {
    int64_t value = outputUnsigned ? zp->getZExtValue() : zp->getSExtValue();
    // ERROR_IF(!is_same<out_t,i8_t>() &&
    //          (!is_same<out_t,i16_t>() || output_unsigned == false) &&
    //          output_zp != 0)
    if (outBits != 8 && (outBits != 16 || !outputUnsigned) && value != 0)
      return emitErrorIf(op,
                         "!is_same<out_t,i8_t>() && (!is_same<out_t,i16_t>"
                         "() || output_unsigned == false) && output_zp != 0")
             << "expected output_zp = 0 for output type " << outType
             << (outputUnsigned ? " written as unsigned" : "") << ", got "
             << value;
    // ERROR_IF(is_same<out_t,i16_t>() && output_unsigned == true &&
    //          output_zp != 0 && output_zp != 32768)
    if (outBits == 16 && outputUnsigned && value != 0 && value != 32768)
      return emitErrorIf(op, "is_same<out_t,i16_t>() && output_unsigned == "
                             "true && output_zp != 0 && output_zp != 32768")
             << "expected output_zp of 0 or 32768 for an unsigned 16-bit "
                "output, got "
             << value;
  }

  // apply_scale_32/apply_scale_16 REQUIRE a non-negative multiplier and a
  // shift in [2, 62]; with constant operands the failure is certain (unless
  // the input has no elements).
  if (in && in.hasStaticShape() && in.getNumElements() == 0)
    return success();
  if (auto multipliers = getConstantInts(getMultiplier()))
    for (const APInt &m : *multipliers)
      // REQUIRE(multiplier >= 0)
      if (m.isNegative())
        return emitRequire(op, "multiplier >= 0")
               << "expected non-negative multipliers, got " << m.getSExtValue();
  if (auto shifts = getConstantInts(getShift()))
    for (const APInt &s : *shifts)
      // REQUIRE(2 <= shift && shift <= 62)
      if (s.getSExtValue() < 2 || s.getSExtValue() > 62)
        return emitRequire(op, "2 <= shift && shift <= 62")
               << "expected shifts in [2, 62], got " << s.getSExtValue();
  return success();
}

//===----------------------------------------------------------------------===//
// CAST_TO_BLOCK_SCALED / CAST_FROM_BLOCK_SCALED (TOSA 1.1 draft)
//===----------------------------------------------------------------------===//

LogicalResult CastToBlockScaledOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>,
    CastToBlockScaledOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  auto data = dyn_cast<RankedTensorType>(adaptor.getInputData().getType());
  if (!data || data.getRank() == 0) {
    results.push_back(ShapedTypeComponents());
    results.push_back(ShapedTypeComponents());
    return success();
  }
  results.push_back(ShapedTypeComponents(data.getShape()));
  SmallVector<int64_t> scaleShape(data.getShape());
  int64_t &inner = scaleShape.back();
  if (!ShapedType::isDynamic(inner))
    inner /= blockSizeOf(adaptor.getBlockSize());
  results.push_back(ShapedTypeComponents(scaleShape));
  return success();
}

LogicalResult CastToBlockScaledOp::verify() {
  Operation *op = *this;
  if (failed(verifySameShape(op, getInputData().getType(),
                             getOutputData().getType(), "input_data",
                             "output_data")))
    return failure();
  return verifyBlockScaledShapes(op, getInputData(), getOutputScale(),
                                 "input_data", "output_scale",
                                 blockSizeOf(getBlockSize()));
}

LogicalResult CastFromBlockScaledOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>,
    CastFromBlockScaledOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  pushSameShape(adaptor.getInputData().getType(), results);
  return success();
}

LogicalResult CastFromBlockScaledOp::verify() {
  Operation *op = *this;
  if (failed(verifySameShape(op, getInputData().getType(),
                             getOutputData().getType(), "input_data",
                             "output_data")))
    return failure();
  return verifyBlockScaledShapes(op, getInputData(), getInputScale(),
                                 "input_data", "input_scale",
                                 blockSizeOf(getBlockSize()));
}

TOSAC_DEFINE_ENUM_ATTR_ASM(RescaleOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(CastToBlockScaledOp)
TOSAC_DEFINE_ENUM_ATTR_ASM(CastFromBlockScaledOp)
