//===- FrameworkTypeForms.cpp - Non-spec type combinations we lower -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// The element-type combinations outside the spec's tables that tosac's CPU
// lowerings define, and the check that runs before every lowering (the
// tosa-check-types pass, tosa-translate's import).
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Transforms/FrameworkTypeForms.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Signless i8, i16, i32 or i64.
bool isInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() &&
         llvm::is_contained({8u, 16u, 32u, 64u}, intType.getWidth());
}

bool isFloat(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type>(type);
}

bool isNumber(Type type) { return isInt(type) || isFloat(type); }

unsigned width(Type type) { return type.getIntOrFloatBitWidth(); }

/// The element (storage) types of the op's tensor operands and results.
struct ElementTypes {
  SmallVector<Type> in, out;
  explicit ElementTypes(Operation *op) {
    for (Type t : op->getOperandTypes())
      in.push_back(getStorageElementType(t));
    for (Type t : op->getResultTypes())
      out.push_back(getStorageElementType(t));
  }
  /// Every tensor operand and result has `type`.
  bool allAre(Type type) const {
    auto same = [&](Type t) { return t == type; };
    return llvm::all_of(in, same) && llvm::all_of(out, same);
  }
};

/// A convolution whose only departure from the tables is an integer bias of
/// another width than out_t: the lowering extends or truncates the bias to
/// the accumulator (upstream accepts any bias type for integer outputs).
bool isConvWithOtherBias(Operation *op, const ElementTypes &types) {
  const unsigned biasIndex = 2;
  if (types.out.size() != 1 || types.in.size() <= biasIndex ||
      !isInt(types.in[biasIndex]) || !isInt(types.out[0]))
    return false;
  SmallVector<Type> operandTypes(op->getOperandTypes());
  operandTypes[biasIndex] = RankedTensorType::get({1}, types.out[0]);
  auto getAttr = [op](StringRef name) { return op->getAttr(name); };
  TypeSupportResult spec =
      checkTypeSupport(op->getName().getStringRef(), operandTypes,
                       op->getResultTypes(), getAttr, /*describe=*/false);
  return spec.checked && !spec.requirements.empty();
}

enum class Form {
  None,
  Matmul,
  SameNumber, // every tensor of one int or float type
  SameInt,    // every tensor of one integer type
  Argmax,
  Cast,
  Table,
  Mul,
  Convolution,
  ResizeNearest,
};

} // namespace

bool tosac::tosa::isFrameworkTypeForm(Operation *op) {
  Form form = llvm::StringSwitch<Form>(op->getName().getStringRef())
                  .Case("tosa.matmul", Form::Matmul)
                  .Cases({"tosa.clamp", "tosa.minimum", "tosa.maximum",
                          "tosa.max_pool2d", "tosa.reduce_max",
                          "tosa.reduce_min", "tosa.reduce_product"},
                         Form::SameNumber)
                  .Cases({"tosa.reduce_all", "tosa.reduce_any",
                          "tosa.arithmetic_right_shift"},
                         Form::SameInt)
                  .Case("tosa.argmax", Form::Argmax)
                  .Case("tosa.cast", Form::Cast)
                  .Case("tosa.table", Form::Table)
                  .Case("tosa.mul", Form::Mul)
                  .Case("tosa.resize", Form::ResizeNearest)
                  .Cases({"tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d",
                          "tosa.transpose_conv2d"},
                         Form::Convolution)
                  .Default(Form::None);
  ElementTypes types(op);
  if (types.in.empty() || types.out.size() != 1)
    return false;
  Type in = types.in[0], out = types.out[0];
  switch (form) {
  case Form::None:
    return false;
  case Form::Matmul:
    // A, B and their zero points of one type; the product accumulates in
    // the output type (ints: at least as wide as the inputs, wrapping).
    if (llvm::any_of(types.in, [&](Type t) { return t != in; }))
      return false;
    return (isInt(in) && isInt(out) && width(out) >= width(in)) ||
           (isFloat(in) && isFloat(out));
  case Form::SameNumber:
    return isNumber(in) && types.allAre(in);
  case Form::SameInt:
    return isInt(in) && types.allAre(in);
  case Form::Argmax:
    return isNumber(in) && (out.isInteger(32) || out.isInteger(64));
  case Form::Cast:
    // Identity casts; float to bool (x != 0) and to i64 (round to nearest
    // even, saturate); between any two integer widths (extend or wrap).
    if (in == out)
      return isNumber(in) || in.isInteger(1);
    if (isFloat(in))
      return out.isInteger(1) || out.isInteger(64);
    return isInt(in) && isInt(out);
  case Form::Table:
    // An int8 index into a table of i16 or i32 entries.
    return types.in.size() == 2 && in.isInteger(8) &&
           (types.in[1].isInteger(16) || types.in[1].isInteger(32)) &&
           out == types.in[1];
  case Form::Mul:
    // The low bits of the product in the inputs' type (shift 0).
    return types.in.size() == 3 && isInt(in) && types.in[1] == in &&
           out == in && types.in[2].isInteger(8);
  case Form::Convolution:
    return isConvWithOtherBias(op, types);
  case Form::ResizeNearest: {
    // NEAREST_NEIGHBOR copies elements: any one type in and out.
    auto resize = cast<ResizeOp>(op);
    return resize.getMode() == ResizeMode::NEAREST_NEIGHBOR && isNumber(in) &&
           out == in;
  }
  }
  return false;
}

LogicalResult tosac::tosa::checkTypesForLowering(Operation *root, bool strict) {
  Dialect *tosaDialect = root->getContext()->getLoadedDialect<TosaDialect>();
  bool failedAny = false;
  root->walk([&](Operation *op) {
    if (op->getDialect() != tosaDialect)
      return;
    // CLAMP bounds of the other signedness (ui8 bounds on i8 data, which
    // the verifier accepts as upstream does) have no one meaning.
    if (auto clamp = dyn_cast<ClampOp>(op)) {
      Type element = getStorageElementType(clamp.getInput().getType());
      if (clamp.getMinValAttr().getType() != element ||
          clamp.getMaxValAttr().getType() != element) {
        failedAny = true;
        op->emitOpError() << "is not supported by the lowering: bounds of "
                             "type "
                          << clamp.getMinValAttr().getType()
                          << " on elements of type " << element
                          << " have no defined meaning in tosac";
        return;
      }
    }
    TypeSupportResult result = checkTypeSupport(op, /*describe=*/false);
    if (!result.checked || !result.requirements.empty())
      return;
    if (!strict && isFrameworkTypeForm(op))
      return;
    failedAny = true;
    result = checkTypeSupport(op);
    if (strict)
      emitUnsupportedTypes(op, result) << " (--strict)";
    else
      op->emitOpError() << "is not supported by the lowering: " << result.actual
                        << " is not a TOSA 1.0 type combination and has no "
                           "defined meaning in tosac; supported: "
                        << formatSupportedTypes(op->getName().getStringRef());
  });
  return failure(failedAny);
}
