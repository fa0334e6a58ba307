//===- OpMapping.cpp - .tosa operators and types <-> MLIR -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file holds the one table of TOSA 1.0 operators as the .tosa format
// stores them: Op enum, MLIR op name, attribute union tag and the operand
// lists of TOSA 1.0 (zero points, shifts, pad values and shape parameters
// are inputs, not attributes).
//
//===----------------------------------------------------------------------===//

#include "OpMapping.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

namespace tosac::flatbuffer {
namespace {

using fb::Attribute;
using fb::Op;
constexpr int V = kVariadic;

// clang-format off
const OpInfo kOps[] = {
  // op                      MLIR name                       attribute table                          inputs   outputs
  {Op::ARGMAX,               "tosa.argmax",                 Attribute::ArgMaxAttribute,               1, 1,    1},
  {Op::AVG_POOL2D,           "tosa.avg_pool2d",             Attribute::AvgPool2dAttribute,            3, 3,    1},
  {Op::CONV2D,               "tosa.conv2d",                 Attribute::Conv2dAttribute,               5, 5,    1},
  {Op::CONV3D,               "tosa.conv3d",                 Attribute::Conv3dAttribute,               5, 5,    1},
  {Op::DEPTHWISE_CONV2D,     "tosa.depthwise_conv2d",       Attribute::DepthwiseConv2dAttribute,      5, 5,    1},
  {Op::FFT2D,                "tosa.fft2d",                  Attribute::FFT2dAttribute,                2, 2,    2},
  {Op::MATMUL,               "tosa.matmul",                 Attribute::MatMulAttribute,               4, 4,    1},
  {Op::MAX_POOL2D,           "tosa.max_pool2d",             Attribute::MaxPool2dAttribute,            1, 1,    1},
  {Op::RFFT2D,               "tosa.rfft2d",                 Attribute::RFFT2dAttribute,               1, 1,    2},
  {Op::TRANSPOSE_CONV2D,     "tosa.transpose_conv2d",       Attribute::TransposeConv2dAttribute,      5, 5,    1},
  {Op::CLAMP,                "tosa.clamp",                  Attribute::ClampAttribute,                1, 1,    1},
  {Op::ERF,                  "tosa.erf",                    Attribute::ErfAttribute,                  1, 1,    1},
  {Op::SIGMOID,              "tosa.sigmoid",                Attribute::SigmoidAttribute,              1, 1,    1},
  {Op::TANH,                 "tosa.tanh",                   Attribute::TanhAttribute,                 1, 1,    1},
  {Op::ADD,                  "tosa.add",                    Attribute::AddAttribute,                  2, 2,    1},
  {Op::ARITHMETIC_RIGHT_SHIFT, "tosa.arithmetic_right_shift", Attribute::ArithmeticRightShiftAttribute, 2, 2,  1},
  {Op::BITWISE_AND,          "tosa.bitwise_and",            Attribute::BitwiseAndAttribute,           2, 2,    1},
  {Op::BITWISE_OR,           "tosa.bitwise_or",             Attribute::BitwiseOrAttribute,            2, 2,    1},
  {Op::BITWISE_XOR,          "tosa.bitwise_xor",            Attribute::BitwiseXorAttribute,           2, 2,    1},
  {Op::INTDIV,               "tosa.intdiv",                 Attribute::IntDivAttribute,               2, 2,    1},
  {Op::LOGICAL_AND,          "tosa.logical_and",            Attribute::LogicalAndAttribute,           2, 2,    1},
  {Op::LOGICAL_LEFT_SHIFT,   "tosa.logical_left_shift",     Attribute::LogicalLeftShiftAttribute,     2, 2,    1},
  {Op::LOGICAL_RIGHT_SHIFT,  "tosa.logical_right_shift",    Attribute::LogicalRightShiftAttribute,    2, 2,    1},
  {Op::LOGICAL_OR,           "tosa.logical_or",             Attribute::LogicalOrAttribute,            2, 2,    1},
  {Op::LOGICAL_XOR,          "tosa.logical_xor",            Attribute::LogicalXorAttribute,           2, 2,    1},
  {Op::MAXIMUM,              "tosa.maximum",                Attribute::MaximumAttribute,              2, 2,    1},
  {Op::MINIMUM,              "tosa.minimum",                Attribute::MinimumAttribute,              2, 2,    1},
  {Op::MUL,                  "tosa.mul",                    Attribute::MulAttribute,                  3, 3,    1},
  {Op::POW,                  "tosa.pow",                    Attribute::PowAttribute,                  2, 2,    1},
  {Op::SUB,                  "tosa.sub",                    Attribute::SubAttribute,                  2, 2,    1},
  {Op::TABLE,                "tosa.table",                  Attribute::TableAttribute,                2, 2,    1},
  {Op::ABS,                  "tosa.abs",                    Attribute::AbsAttribute,                  1, 1,    1},
  {Op::BITWISE_NOT,          "tosa.bitwise_not",            Attribute::BitwiseNotAttribute,           1, 1,    1},
  {Op::CEIL,                 "tosa.ceil",                   Attribute::CeilAttribute,                 1, 1,    1},
  {Op::CLZ,                  "tosa.clz",                    Attribute::ClzAttribute,                  1, 1,    1},
  {Op::COS,                  "tosa.cos",                    Attribute::CosAttribute,                  1, 1,    1},
  {Op::EXP,                  "tosa.exp",                    Attribute::ExpAttribute,                  1, 1,    1},
  {Op::FLOOR,                "tosa.floor",                  Attribute::FloorAttribute,                1, 1,    1},
  {Op::LOG,                  "tosa.log",                    Attribute::LogAttribute,                  1, 1,    1},
  {Op::LOGICAL_NOT,          "tosa.logical_not",            Attribute::LogicalNotAttribute,           1, 1,    1},
  {Op::NEGATE,               "tosa.negate",                 Attribute::NegateAttribute,               3, 3,    1},
  {Op::RECIPROCAL,           "tosa.reciprocal",             Attribute::ReciprocalAttribute,           1, 1,    1},
  {Op::RSQRT,                "tosa.rsqrt",                  Attribute::RsqrtAttribute,                1, 1,    1},
  {Op::SIN,                  "tosa.sin",                    Attribute::SinAttribute,                  1, 1,    1},
  {Op::SELECT,               "tosa.select",                 Attribute::SelectAttribute,               3, 3,    1},
  {Op::EQUAL,                "tosa.equal",                  Attribute::EqualAttribute,                2, 2,    1},
  {Op::GREATER,              "tosa.greater",                Attribute::GreaterAttribute,              2, 2,    1},
  {Op::GREATER_EQUAL,        "tosa.greater_equal",          Attribute::GreaterEqualAttribute,         2, 2,    1},
  {Op::REDUCE_ALL,           "tosa.reduce_all",             Attribute::ReduceAllAttribute,            1, 1,    1},
  {Op::REDUCE_ANY,           "tosa.reduce_any",             Attribute::ReduceAnyAttribute,            1, 1,    1},
  {Op::REDUCE_MAX,           "tosa.reduce_max",             Attribute::ReduceMaxAttribute,            1, 1,    1},
  {Op::REDUCE_MIN,           "tosa.reduce_min",             Attribute::ReduceMinAttribute,            1, 1,    1},
  {Op::REDUCE_PRODUCT,       "tosa.reduce_product",         Attribute::ReduceProductAttribute,        1, 1,    1},
  {Op::REDUCE_SUM,           "tosa.reduce_sum",             Attribute::ReduceSumAttribute,            1, 1,    1},
  {Op::CONCAT,               "tosa.concat",                 Attribute::ConcatAttribute,               1, V,    1},
  {Op::PAD,                  "tosa.pad",                    Attribute::PadAttribute,                  3, 3,    1},
  {Op::RESHAPE,              "tosa.reshape",                Attribute::ReshapeAttribute,              2, 2,    1},
  {Op::REVERSE,              "tosa.reverse",                Attribute::ReverseAttribute,              1, 1,    1},
  {Op::SLICE,                "tosa.slice",                  Attribute::SliceAttribute,                3, 3,    1},
  {Op::TILE,                 "tosa.tile",                   Attribute::TileAttribute,                 2, 2,    1},
  {Op::TRANSPOSE,            "tosa.transpose",              Attribute::TransposeAttribute,            1, 1,    1},
  {Op::GATHER,               "tosa.gather",                 Attribute::GatherAttribute,               2, 2,    1},
  {Op::SCATTER,              "tosa.scatter",                Attribute::ScatterAttribute,              3, 3,    1},
  {Op::RESIZE,               "tosa.resize",                 Attribute::ResizeAttribute,               4, 4,    1},
  {Op::CAST,                 "tosa.cast",                   Attribute::CastAttribute,                 1, 1,    1},
  {Op::RESCALE,              "tosa.rescale",                Attribute::RescaleAttribute,              5, 5,    1},
  {Op::CONST,                "tosa.const",                  Attribute::ConstAttribute,                0, 0,    1},
  {Op::IDENTITY,             "tosa.identity",               Attribute::IdentityAttribute,             1, 1,    1},
  {Op::CUSTOM,               "tosa.custom",                 Attribute::CustomAttribute,               0, V,    V},
  {Op::COND_IF,              "tosa.cond_if",                Attribute::CondIfAttribute,               1, V,    V},
  {Op::WHILE_LOOP,           "tosa.while_loop",             Attribute::WhileLoopAttribute,            0, V,    V},
  {Op::VARIABLE,             "tosa.variable",               Attribute::VariableAttribute,             0, 0,    0},
  {Op::VARIABLE_WRITE,       "tosa.variable_write",         Attribute::VariableWriteAttribute,        1, 1,    0},
  {Op::VARIABLE_READ,        "tosa.variable_read",          Attribute::VariableReadAttribute,         0, 0,    1},
  {Op::CONST_SHAPE,          "tosa.const_shape",            Attribute::ConstShapeAttribute,           0, 0,    1},
};
// clang-format on

} // namespace

const OpInfo *lookupOp(fb::Op op) {
  // The table is in enum order, starting at ARGMAX = 1.
  auto index = static_cast<uint32_t>(op);
  if (index == 0 || index > std::size(kOps))
    return nullptr;
  const OpInfo &info = kOps[index - 1];
  return info.op == op ? &info : nullptr;
}

const OpInfo *lookupOp(llvm::StringRef name) {
  static const llvm::StringMap<const OpInfo *> byName = [] {
    llvm::StringMap<const OpInfo *> map;
    for (const OpInfo &info : kOps)
      map[info.name] = &info;
    return map;
  }();
  auto it = byName.find(name);
  return it == byName.end() ? nullptr : it->second;
}

std::string stringifyOp(fb::Op op) {
  const char *name = fb::EnumNameOp(op);
  if (name && *name)
    return name;
  return "<op " + std::to_string(static_cast<uint32_t>(op)) + ">";
}

std::string stringifyAttribute(fb::Attribute attribute) {
  const char *name = fb::EnumNameAttribute(attribute);
  if (name && *name)
    return name;
  return "<attribute type " + std::to_string(static_cast<unsigned>(attribute)) +
         ">";
}

std::string stringifyDType(fb::DType type) {
  const char *name = fb::EnumNameDType(type);
  if (name && *name)
    return name;
  return "<type " + std::to_string(static_cast<uint32_t>(type)) + ">";
}

Type getElementType(MLIRContext *context, fb::DType type) {
  Builder b(context);
  switch (type) {
  case fb::DType::BOOL:
    return b.getI1Type();
  case fb::DType::INT4:
    return b.getIntegerType(4);
  case fb::DType::INT8:
    return b.getI8Type();
  case fb::DType::INT16:
    return b.getI16Type();
  case fb::DType::INT32:
    return b.getI32Type();
  case fb::DType::INT48:
    return b.getIntegerType(48);
  case fb::DType::FP32:
    return b.getF32Type();
  case fb::DType::FP16:
    return b.getF16Type();
  case fb::DType::BF16:
    return b.getBF16Type();
  case fb::DType::FP8E4M3:
    return b.getType<Float8E4M3FNType>();
  case fb::DType::FP8E5M2:
    return b.getType<Float8E5M2Type>();
  case fb::DType::UNKNOWN:
  case fb::DType::SHAPE:
    return {};
  }
  return {};
}

std::optional<fb::DType> getDType(Type elementType) {
  if (auto quantType = dyn_cast<quant::QuantizedType>(elementType))
    elementType = quantType.getStorageType();
  if (auto intType = dyn_cast<IntegerType>(elementType)) {
    switch (intType.getWidth()) {
    case 1:
      return fb::DType::BOOL;
    case 4:
      return fb::DType::INT4;
    case 8:
      return fb::DType::INT8;
    case 16:
      return fb::DType::INT16;
    case 32:
      return fb::DType::INT32;
    case 48:
      return fb::DType::INT48;
    default:
      return std::nullopt;
    }
  }
  if (isa<Float32Type>(elementType))
    return fb::DType::FP32;
  if (isa<Float16Type>(elementType))
    return fb::DType::FP16;
  if (isa<BFloat16Type>(elementType))
    return fb::DType::BF16;
  if (isa<Float8E4M3FNType>(elementType))
    return fb::DType::FP8E4M3;
  if (isa<Float8E5M2Type>(elementType))
    return fb::DType::FP8E5M2;
  return std::nullopt;
}

} // namespace tosac::flatbuffer
