//===- AttributeCodec.cpp - .tosa attribute tables <-> MLIR attributes ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file converts the per-operator attribute tables of .tosa files to the
// attributes of the MLIR ops and back. Attribute names and types are those
// of upstream MLIR's TOSA ops: array parameters as DenseI64ArrayAttr (perms
// as DenseI32ArrayAttr), acc_type as TypeAttr, axis as i32 IntegerAttr, the
// enums as the tosa enum attributes, CLAMP bounds as typed attributes of the
// input's element type, CUSTOM's fields as StringAttr. Ops are handled by
// attribute name, so the codec needs no C++ op classes.
//
//===----------------------------------------------------------------------===//

#include "AttributeCodec.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Target/Flatbuffer/DataCodec.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

#include <array>

using namespace mlir;
using flatbuffers::Offset;

namespace tosac::flatbuffer {
namespace {

StringRef toStringRef(const flatbuffers::String *s) {
  return s ? StringRef(s->c_str(), s->size()) : StringRef();
}

} // namespace

//===----------------------------------------------------------------------===//
// Import
//===----------------------------------------------------------------------===//

LogicalResult importAttributes(MLIRContext *context, const fb::TosaOperator *op,
                               const OpInfo &info, ValueRange operands,
                               SmallVectorImpl<NamedAttribute> &attrs,
                               function_ref<InFlightDiagnostic()> emitError) {
  Builder builder(context);
  auto add = [&](StringRef name, Attribute value) {
    attrs.push_back(builder.getNamedAttr(name, value));
  };
  auto i64Array = [&](const flatbuffers::Vector<int32_t> *values) {
    SmallVector<int64_t> result;
    if (values)
      result.assign(values->begin(), values->end());
    return builder.getDenseI64ArrayAttr(result);
  };
  auto fail = [&](StringRef field) -> InFlightDiagnostic {
    InFlightDiagnostic diag = emitError();
    diag << "invalid " << field << " ";
    return diag;
  };
  auto accType = [&](fb::DType dtype) -> LogicalResult {
    Type type = getElementType(context, dtype);
    if (!type)
      return fail("acc_type") << stringifyDType(dtype);
    add("acc_type", TypeAttr::get(type));
    return success();
  };
  auto nanMode = [&](fb::NanPropagationMode mode) -> LogicalResult {
    std::optional<tosa::NanPropagationMode> value =
        tosa::symbolizeNanPropagationMode(static_cast<uint32_t>(mode));
    if (!value)
      return fail("nan_mode") << static_cast<uint32_t>(mode);
    add("nan_mode", tosa::NanPropagationModeAttr::get(context, *value));
    return success();
  };
  auto axis = [&](int32_t value) {
    add("axis", builder.getI32IntegerAttr(value));
  };

  fb::Attribute tag = op->attribute_type();
  // NONE = the empty table; ops whose table has required fields need it.
  if (tag == fb::Attribute::NONE || !op->attribute()) {
    switch (info.attribute) {
    case fb::Attribute::MaximumAttribute:
    case fb::Attribute::MinimumAttribute:
      add("nan_mode", tosa::NanPropagationModeAttr::get(
                          context, tosa::NanPropagationMode::PROPAGATE));
      return success();
    case fb::Attribute::ArgMaxAttribute:
    case fb::Attribute::AvgPool2dAttribute:
    case fb::Attribute::Conv2dAttribute:
    case fb::Attribute::Conv3dAttribute:
    case fb::Attribute::DepthwiseConv2dAttribute:
    case fb::Attribute::FFT2dAttribute:
    case fb::Attribute::MaxPool2dAttribute:
    case fb::Attribute::RFFT2dAttribute:
    case fb::Attribute::TransposeConv2dAttribute:
    case fb::Attribute::ClampAttribute:
    case fb::Attribute::ArithmeticRightShiftAttribute:
    case fb::Attribute::ReduceAllAttribute:
    case fb::Attribute::ReduceAnyAttribute:
    case fb::Attribute::ReduceMaxAttribute:
    case fb::Attribute::ReduceMinAttribute:
    case fb::Attribute::ReduceProductAttribute:
    case fb::Attribute::ReduceSumAttribute:
    case fb::Attribute::ConcatAttribute:
    case fb::Attribute::ReverseAttribute:
    case fb::Attribute::TransposeAttribute:
    case fb::Attribute::ResizeAttribute:
    case fb::Attribute::RescaleAttribute:
    case fb::Attribute::CustomAttribute:
    case fb::Attribute::CondIfAttribute:
    case fb::Attribute::WhileLoopAttribute:
      return emitError() << "the attribute table "
                         << stringifyAttribute(info.attribute) << " is missing";
    default:
      return success();
    }
  }

  switch (tag) {
  case fb::Attribute::ArgMaxAttribute: {
    const auto *a = op->attribute_as_ArgMaxAttribute();
    axis(a->axis());
    return nanMode(a->nan_mode());
  }
  case fb::Attribute::AvgPool2dAttribute: {
    const auto *a = op->attribute_as_AvgPool2dAttribute();
    add("kernel", i64Array(a->kernel()));
    add("stride", i64Array(a->stride()));
    add("pad", i64Array(a->pad()));
    return accType(a->acc_type());
  }
  case fb::Attribute::Conv2dAttribute:
  case fb::Attribute::Conv3dAttribute:
  case fb::Attribute::DepthwiseConv2dAttribute: {
    auto convolution = [&](const auto *a) {
      add("pad", i64Array(a->pad()));
      add("stride", i64Array(a->stride()));
      add("dilation", i64Array(a->dilation()));
      add("local_bound", builder.getBoolAttr(a->local_bound()));
      return accType(a->acc_type());
    };
    if (tag == fb::Attribute::Conv2dAttribute)
      return convolution(op->attribute_as_Conv2dAttribute());
    if (tag == fb::Attribute::Conv3dAttribute)
      return convolution(op->attribute_as_Conv3dAttribute());
    return convolution(op->attribute_as_DepthwiseConv2dAttribute());
  }
  case fb::Attribute::TransposeConv2dAttribute: {
    const auto *a = op->attribute_as_TransposeConv2dAttribute();
    add("out_pad", i64Array(a->out_pad()));
    add("stride", i64Array(a->stride()));
    add("local_bound", builder.getBoolAttr(a->local_bound()));
    return accType(a->acc_type());
  }
  case fb::Attribute::FFT2dAttribute: {
    const auto *a = op->attribute_as_FFT2dAttribute();
    add("inverse", builder.getBoolAttr(a->inverse()));
    add("local_bound", builder.getBoolAttr(a->local_bound()));
    return success();
  }
  case fb::Attribute::RFFT2dAttribute:
    add("local_bound",
        builder.getBoolAttr(op->attribute_as_RFFT2dAttribute()->local_bound()));
    return success();
  case fb::Attribute::MaxPool2dAttribute: {
    const auto *a = op->attribute_as_MaxPool2dAttribute();
    add("kernel", i64Array(a->kernel()));
    add("stride", i64Array(a->stride()));
    add("pad", i64Array(a->pad()));
    return nanMode(a->nan_mode());
  }
  case fb::Attribute::ClampAttribute: {
    const auto *a = op->attribute_as_ClampAttribute();
    // min_val / max_val hold one value of the input's element type.
    auto inputType = dyn_cast<ShapedType>(operands[0].getType());
    if (!inputType)
      return emitError() << "the input is not a tensor";
    Type elementType = getElementTypeOrSelf(inputType);
    if (auto quantType = dyn_cast<quant::QuantizedType>(elementType))
      elementType = quantType.getStorageType();
    for (auto [name, bytes] : {std::pair{StringRef("min_val"), a->min_val()},
                               std::pair{StringRef("max_val"), a->max_val()}}) {
      ArrayRef<uint8_t> data;
      if (bytes)
        data = ArrayRef<uint8_t>(bytes->data(), bytes->size());
      TypedAttr value = decodeScalar(elementType, data);
      if (!value)
        return fail(name) << "(" << data.size()
                          << " bytes cannot hold a value of " << elementType
                          << ")";
      add(name, value);
    }
    return nanMode(a->nan_mode());
  }
  case fb::Attribute::ArithmeticRightShiftAttribute:
    add("round",
        builder.getBoolAttr(
            op->attribute_as_ArithmeticRightShiftAttribute()->round()));
    return success();
  case fb::Attribute::MaximumAttribute:
    return nanMode(op->attribute_as_MaximumAttribute()->nan_mode());
  case fb::Attribute::MinimumAttribute:
    return nanMode(op->attribute_as_MinimumAttribute()->nan_mode());
  case fb::Attribute::ReduceAllAttribute:
    axis(op->attribute_as_ReduceAllAttribute()->axis());
    return success();
  case fb::Attribute::ReduceAnyAttribute:
    axis(op->attribute_as_ReduceAnyAttribute()->axis());
    return success();
  case fb::Attribute::ReduceMaxAttribute: {
    const auto *a = op->attribute_as_ReduceMaxAttribute();
    axis(a->axis());
    return nanMode(a->nan_mode());
  }
  case fb::Attribute::ReduceMinAttribute: {
    const auto *a = op->attribute_as_ReduceMinAttribute();
    axis(a->axis());
    return nanMode(a->nan_mode());
  }
  case fb::Attribute::ReduceProductAttribute:
    axis(op->attribute_as_ReduceProductAttribute()->axis());
    return success();
  case fb::Attribute::ReduceSumAttribute:
    axis(op->attribute_as_ReduceSumAttribute()->axis());
    return success();
  case fb::Attribute::ConcatAttribute:
    axis(op->attribute_as_ConcatAttribute()->axis());
    return success();
  case fb::Attribute::ReverseAttribute:
    axis(op->attribute_as_ReverseAttribute()->axis());
    return success();
  case fb::Attribute::TransposeAttribute: {
    SmallVector<int32_t> perms;
    if (const auto *values = op->attribute_as_TransposeAttribute()->perms())
      perms.assign(values->begin(), values->end());
    add("perms", builder.getDenseI32ArrayAttr(perms));
    return success();
  }
  case fb::Attribute::ResizeAttribute: {
    fb::ResizeMode mode = op->attribute_as_ResizeAttribute()->mode();
    std::optional<tosa::ResizeMode> value =
        tosa::symbolizeResizeMode(static_cast<uint32_t>(mode));
    if (!value)
      return fail("mode") << static_cast<uint32_t>(mode);
    add("mode", tosa::ResizeModeAttr::get(context, *value));
    return success();
  }
  case fb::Attribute::RescaleAttribute: {
    const auto *a = op->attribute_as_RescaleAttribute();
    add("scale32", builder.getBoolAttr(a->scale32()));
    std::optional<tosa::RoundingMode> mode =
        tosa::symbolizeRoundingMode(static_cast<uint32_t>(a->rounding_mode()));
    if (!mode)
      return fail("rounding_mode") << static_cast<uint32_t>(a->rounding_mode());
    add("rounding_mode", tosa::RoundingModeAttr::get(context, *mode));
    add("per_channel", builder.getBoolAttr(a->per_channel()));
    add("input_unsigned", builder.getBoolAttr(a->input_unsigned()));
    add("output_unsigned", builder.getBoolAttr(a->output_unsigned()));
    return success();
  }
  case fb::Attribute::CustomAttribute: {
    const auto *a = op->attribute_as_CustomAttribute();
    add("operator_name",
        builder.getStringAttr(toStringRef(a->operator_name())));
    add("domain_name", builder.getStringAttr(toStringRef(a->domain_name())));
    StringRef implementation;
    if (const auto *bytes = a->implementation_attrs())
      implementation = StringRef(reinterpret_cast<const char *>(bytes->data()),
                                 bytes->size());
    add("implementation_attrs", builder.getStringAttr(implementation));
    return success();
  }
  default:
    // Operators whose table has no fields.
    return success();
  }
}

//===----------------------------------------------------------------------===//
// Export
//===----------------------------------------------------------------------===//

FailureOr<flatbuffers::Offset<void>>
exportAttributes(Operation *op, const OpInfo &info,
                 flatbuffers::FlatBufferBuilder &fbb) {
  auto missing = [&](StringRef name) {
    return op->emitError() << "expected attribute '" << name
                           << "' to serialize it";
  };
  auto i32Vector =
      [&](StringRef name) -> FailureOr<Offset<flatbuffers::Vector<int32_t>>> {
    std::vector<int32_t> values;
    Attribute attr = op->getAttr(name);
    if (auto array = dyn_cast_or_null<DenseI64ArrayAttr>(attr)) {
      for (int64_t value : array.asArrayRef()) {
        if (value < std::numeric_limits<int32_t>::min() ||
            value > std::numeric_limits<int32_t>::max())
          return op->emitError() << "attribute '" << name << "' value " << value
                                 << " does not fit in int32";
        values.push_back(static_cast<int32_t>(value));
      }
    } else if (auto array = dyn_cast_or_null<DenseI32ArrayAttr>(attr)) {
      values.assign(array.asArrayRef().begin(), array.asArrayRef().end());
    } else {
      return missing(name);
    }
    return fbb.CreateVector(values);
  };
  auto boolean = [&](StringRef name) {
    auto attr = op->getAttrOfType<BoolAttr>(name);
    return attr && attr.getValue();
  };
  auto i32 = [&](StringRef name) -> FailureOr<int32_t> {
    auto attr = op->getAttrOfType<IntegerAttr>(name);
    if (!attr)
      return missing(name);
    return static_cast<int32_t>(attr.getInt());
  };
  auto nanMode = [&]() {
    auto attr = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode");
    auto mode = attr ? attr.getValue() : tosa::NanPropagationMode::PROPAGATE;
    return static_cast<fb::NanPropagationMode>(mode);
  };
  auto accType = [&]() -> FailureOr<fb::DType> {
    auto attr = op->getAttrOfType<TypeAttr>("acc_type");
    if (!attr)
      return missing("acc_type");
    std::optional<fb::DType> dtype = getDType(attr.getValue());
    if (!dtype)
      return op->emitError() << "acc_type " << attr.getValue()
                             << " has no TOSA 1.0 serialization";
    return *dtype;
  };

  switch (info.attribute) {
  case fb::Attribute::ArgMaxAttribute: {
    FailureOr<int32_t> axis = i32("axis");
    if (failed(axis))
      return failure();
    return fb::CreateArgMaxAttribute(fbb, *axis, nanMode()).Union();
  }
  case fb::Attribute::AvgPool2dAttribute:
  case fb::Attribute::MaxPool2dAttribute: {
    auto kernel = i32Vector("kernel");
    auto stride = i32Vector("stride");
    auto pad = i32Vector("pad");
    if (failed(kernel) || failed(stride) || failed(pad))
      return failure();
    if (info.attribute == fb::Attribute::MaxPool2dAttribute)
      return fb::CreateMaxPool2dAttribute(fbb, *kernel, *stride, *pad,
                                          nanMode())
          .Union();
    FailureOr<fb::DType> acc = accType();
    if (failed(acc))
      return failure();
    return fb::CreateAvgPool2dAttribute(fbb, *kernel, *stride, *pad, *acc)
        .Union();
  }
  case fb::Attribute::Conv2dAttribute:
  case fb::Attribute::Conv3dAttribute:
  case fb::Attribute::DepthwiseConv2dAttribute: {
    auto pad = i32Vector("pad");
    auto stride = i32Vector("stride");
    auto dilation = i32Vector("dilation");
    FailureOr<fb::DType> acc = accType();
    if (failed(pad) || failed(stride) || failed(dilation) || failed(acc))
      return failure();
    bool localBound = boolean("local_bound");
    if (info.attribute == fb::Attribute::Conv2dAttribute)
      return fb::CreateConv2dAttribute(fbb, *pad, *stride, *dilation,
                                       localBound, *acc)
          .Union();
    if (info.attribute == fb::Attribute::Conv3dAttribute)
      return fb::CreateConv3dAttribute(fbb, *pad, *stride, *dilation,
                                       localBound, *acc)
          .Union();
    return fb::CreateDepthwiseConv2dAttribute(fbb, *pad, *stride, *dilation,
                                              localBound, *acc)
        .Union();
  }
  case fb::Attribute::TransposeConv2dAttribute: {
    auto outPad = i32Vector("out_pad");
    auto stride = i32Vector("stride");
    FailureOr<fb::DType> acc = accType();
    if (failed(outPad) || failed(stride) || failed(acc))
      return failure();
    return fb::CreateTransposeConv2dAttribute(fbb, *outPad, *stride,
                                              boolean("local_bound"), *acc)
        .Union();
  }
  case fb::Attribute::FFT2dAttribute:
    return fb::CreateFFT2dAttribute(fbb, boolean("inverse"),
                                    boolean("local_bound"))
        .Union();
  case fb::Attribute::RFFT2dAttribute:
    return fb::CreateRFFT2dAttribute(fbb, boolean("local_bound")).Union();
  case fb::Attribute::ClampAttribute: {
    // One value of the input's element type, zero-padded to 8 bytes.
    Type elementType = getElementTypeOrSelf(op->getOperand(0).getType());
    if (auto quantType = dyn_cast<quant::QuantizedType>(elementType))
      elementType = quantType.getStorageType();
    Offset<flatbuffers::Vector<uint8_t>> bounds[2];
    const std::array<StringRef, 2> boundNames = {"min_val", "max_val"};
    for (auto [i, name] : llvm::enumerate(boundNames)) {
      auto value = op->getAttrOfType<TypedAttr>(name);
      if (!value)
        return missing(name);
      // Bring the bound to the input type (e.g. an i64 bound of an i8 input).
      if (auto intAttr = dyn_cast<IntegerAttr>(value);
          intAttr && isa<IntegerType>(elementType))
        value = IntegerAttr::get(elementType,
                                 intAttr.getValue().sextOrTrunc(
                                     elementType.getIntOrFloatBitWidth()));
      else if (auto floatAttr = dyn_cast<FloatAttr>(value);
               floatAttr && isa<FloatType>(elementType)) {
        APFloat converted = floatAttr.getValue();
        bool losesInfo;
        converted.convert(cast<FloatType>(elementType).getFloatSemantics(),
                          APFloat::rmNearestTiesToEven, &losesInfo);
        value = FloatAttr::get(elementType, converted);
      }
      std::vector<uint8_t> bytes;
      std::string message;
      if (!encodeScalar(value, bytes, message))
        return op->emitError() << name << ": " << message;
      bytes.resize(llvm::alignTo(bytes.size(), 8), 0);
      fbb.ForceVectorAlignment(bytes.size(), sizeof(uint8_t), 8);
      bounds[i] = fbb.CreateVector(bytes);
    }
    return fb::CreateClampAttribute(fbb, bounds[0], bounds[1], nanMode())
        .Union();
  }
  case fb::Attribute::ArithmeticRightShiftAttribute:
    return fb::CreateArithmeticRightShiftAttribute(fbb, boolean("round"))
        .Union();
  case fb::Attribute::MaximumAttribute:
    return fb::CreateMaximumAttribute(fbb, nanMode()).Union();
  case fb::Attribute::MinimumAttribute:
    return fb::CreateMinimumAttribute(fbb, nanMode()).Union();
  case fb::Attribute::ReduceAllAttribute:
  case fb::Attribute::ReduceAnyAttribute:
  case fb::Attribute::ReduceMaxAttribute:
  case fb::Attribute::ReduceMinAttribute:
  case fb::Attribute::ReduceProductAttribute:
  case fb::Attribute::ReduceSumAttribute:
  case fb::Attribute::ConcatAttribute:
  case fb::Attribute::ReverseAttribute: {
    FailureOr<int32_t> axis = i32("axis");
    if (failed(axis))
      return failure();
    switch (info.attribute) {
    case fb::Attribute::ReduceAllAttribute:
      return fb::CreateReduceAllAttribute(fbb, *axis).Union();
    case fb::Attribute::ReduceAnyAttribute:
      return fb::CreateReduceAnyAttribute(fbb, *axis).Union();
    case fb::Attribute::ReduceMaxAttribute:
      return fb::CreateReduceMaxAttribute(fbb, *axis, nanMode()).Union();
    case fb::Attribute::ReduceMinAttribute:
      return fb::CreateReduceMinAttribute(fbb, *axis, nanMode()).Union();
    case fb::Attribute::ReduceProductAttribute:
      return fb::CreateReduceProductAttribute(fbb, *axis).Union();
    case fb::Attribute::ReduceSumAttribute:
      return fb::CreateReduceSumAttribute(fbb, *axis).Union();
    case fb::Attribute::ConcatAttribute:
      return fb::CreateConcatAttribute(fbb, *axis).Union();
    default:
      return fb::CreateReverseAttribute(fbb, *axis).Union();
    }
  }
  case fb::Attribute::TransposeAttribute: {
    auto perms = i32Vector("perms");
    if (failed(perms))
      return failure();
    return fb::CreateTransposeAttribute(fbb, *perms).Union();
  }
  case fb::Attribute::ResizeAttribute: {
    auto mode = op->getAttrOfType<tosa::ResizeModeAttr>("mode");
    if (!mode)
      return missing("mode");
    return fb::CreateResizeAttribute(
               fbb, static_cast<fb::ResizeMode>(mode.getValue()))
        .Union();
  }
  case fb::Attribute::RescaleAttribute: {
    auto mode = op->getAttrOfType<tosa::RoundingModeAttr>("rounding_mode");
    if (!mode)
      return missing("rounding_mode");
    return fb::CreateRescaleAttribute(
               fbb, boolean("scale32"),
               static_cast<fb::RoundingMode>(mode.getValue()),
               boolean("per_channel"), boolean("input_unsigned"),
               boolean("output_unsigned"))
        .Union();
  }
  case fb::Attribute::CustomAttribute: {
    auto string = [&](StringRef name) {
      auto attr = op->getAttrOfType<StringAttr>(name);
      return attr ? attr.getValue() : StringRef();
    };
    StringRef implementation = string("implementation_attrs");
    auto operatorName = fbb.CreateString(string("operator_name").str());
    auto domainName = fbb.CreateString(string("domain_name").str());
    auto bytes = fbb.CreateVector(
        reinterpret_cast<const uint8_t *>(implementation.data()),
        implementation.size());
    return fb::CreateCustomAttribute(fbb, operatorName, domainName, bytes)
        .Union();
  }
  default: {
    // Every other operator carries its (empty) table.
    flatbuffers::uoffset_t start = fbb.StartTable();
    return Offset<void>(fbb.EndTable(start));
  }
  }
}

} // namespace tosac::flatbuffer
