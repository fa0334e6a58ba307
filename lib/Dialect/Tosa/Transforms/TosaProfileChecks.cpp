//===- TosaProfileChecks.cpp - Profile/extension checks of tosa-validate --===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the profile and extension checks of `tosa-validate`:
// the op's type combination against the supported-type tables, and the
// features a profile alone does not allow (double/inexact rounding, dynamic
// shapes, non-constant compile-time-constant operands). Operands the spec
// marks as compile-time constants ("ctc" in tosa.xml) are listed below by op
// name and operand position.
//
//===----------------------------------------------------------------------===//

#include "TosaValidateChecks.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include <array>

using namespace mlir;
using namespace tosac::tosa;
using namespace tosac::tosa::validate;

namespace {

/// Operands that must be compile-time constants. EXT-DYNAMIC lifts the rule
/// unless `always` (tosa.xml "ctc" without "ctc_remove").
struct ConstantOperands {
  llvm::StringLiteral op;
  /// Operand positions, padded with -1.
  std::array<int, 4> operands;
  bool always = false;
};

const ConstantOperands kConstantOperands[] = {
    {"tosa.avg_pool2d", {1, 2, -1, -1}},       // input_zp, output_zp
    {"tosa.conv2d", {3, 4, -1, -1}},           // input_zp, weight_zp
    {"tosa.conv3d", {3, 4, -1, -1}},           // input_zp, weight_zp
    {"tosa.depthwise_conv2d", {3, 4, -1, -1}}, // input_zp, weight_zp
    {"tosa.transpose_conv2d", {3, 4, -1, -1}}, // input_zp, weight_zp
    {"tosa.matmul", {2, 3, -1, -1}},           // A_zp, B_zp
    {"tosa.mul", {2, -1, -1, -1}},             // shift
    {"tosa.table", {1, -1, -1, -1}},           // table
    {"tosa.negate", {1, 2, -1, -1}},           // input1_zp, output_zp
    {"tosa.pad", {1, 2, -1, -1}},              // padding, pad_const
    {"tosa.reshape", {1, -1, -1, -1}},         // shape
    {"tosa.slice", {1, 2, -1, -1}},            // start, size
    {"tosa.tile", {1, -1, -1, -1}},            // multiples
    {"tosa.resize", {1, 2, 3, -1}},            // scale, offset, border
    // multiplier, shift, input_zp, output_zp
    {"tosa.rescale", {1, 2, 3, 4}},
    // pad, stride, dilation
    {"tosa.conv2d_block_scaled", {5, 6, 7, -1}, /*always=*/true},
    // input, start, size
    {"tosa.slice_shape", {0, 1, 2, -1}, /*always=*/true},
};

bool isShapeCalculationOp(StringRef name) {
  return name.starts_with("tosa.") &&
         (name.ends_with("_shape") || name == "tosa.dim") &&
         name != "tosa.const_shape";
}

/// True if `value` is known at compile time: a constant, or a shape computed
/// by the shape operators (which are evaluated at compile time).
bool isCompileTimeConstant(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (def->hasTrait<mlir::OpTrait::ConstantLike>())
    return true;
  return isa<ShapeType>(value.getType()) &&
         isShapeCalculationOp(def->getName().getStringRef());
}

/// "extension int16", "profile pro_int or profile pro_fp", ...
std::string describeAlternatives(ArrayRef<CapabilitySet> alternatives) {
  SmallVector<CapabilitySet> unique;
  for (CapabilitySet set : alternatives)
    if (!llvm::is_contained(unique, set))
      unique.push_back(set);
  std::string text;
  for (auto [i, set] : llvm::enumerate(unique))
    text += (i ? " or " : "") + describeCapabilities(set);
  return text;
}

LogicalResult checkTypes(Operation *op, CapabilitySet selected, bool strict) {
  TypeSupportResult result = checkTypeSupport(op, /*describe=*/false);
  if (!result.checked) {
    if (!strict)
      return success();
    return op->emitOpError()
           << "is not described by the type tables of the TOSA "
              "specification (strict-op-spec-alignment)";
  }
  if (isAllowedBy(result, selected))
    return success();
  result = checkTypeSupport(op);
  if (result.requirements.empty())
    return emitUnsupportedTypes(op, result);
  return op->emitOpError() << "type combination " << result.actual
                           << " requires "
                           << describeAlternatives(result.requirements);
}

LogicalResult checkRoundingMode(Operation *op, CapabilitySet selected) {
  auto mode = dyn_cast_or_null<RoundingModeAttr>(op->getAttr("rounding_mode"));
  if (!mode)
    return success();
  std::optional<Capability> needed;
  if (mode.getValue() == RoundingMode::DOUBLE_ROUND)
    needed = Capability::DoubleRound;
  else if (mode.getValue() == RoundingMode::INEXACT_ROUND)
    needed = Capability::InexactRound;
  if (!needed || (selected & toSet(*needed)))
    return success();
  return op->emitOpError() << "rounding_mode = "
                           << stringifyRoundingMode(mode.getValue())
                           << " requires "
                           << describeCapabilities(toSet(*needed));
}

LogicalResult checkDynamic(Operation *op, CapabilitySet selected,
                           bool anyShape) {
  StringRef name = op->getName().getStringRef();
  bool dynamic = selected & toSet(Capability::Dynamic);

  if (!dynamic && !anyShape) {
    auto checkStatic = [&](Type type, StringRef what,
                           unsigned index) -> LogicalResult {
      auto tensor = dyn_cast<TensorType>(type);
      if (!tensor || tensor.hasStaticShape())
        return success();
      return op->emitOpError()
             << what << " #" << index << " has the non-static shape " << type
             << ", which requires "
             << describeCapabilities(toSet(Capability::Dynamic));
    };
    for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
      if (failed(checkStatic(type, "operand", index)))
        return failure();
    for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
      if (failed(checkStatic(type, "result", index)))
        return failure();
  }

  auto checkConstant = [&](int index, bool always) -> LogicalResult {
    if (index < 0 || index >= static_cast<int>(op->getNumOperands()) ||
        isCompileTimeConstant(op->getOperand(index)))
      return success();
    if (always)
      return op->emitOpError()
             << "operand #" << index << " must be a compile-time constant";
    if (dynamic)
      return success();
    return op->emitOpError()
           << "operand #" << index
           << " is not a compile-time constant, which requires "
           << describeCapabilities(toSet(Capability::Dynamic));
  };
  for (const ConstantOperands &entry : kConstantOperands) {
    if (entry.op != name)
      continue;
    for (int index : entry.operands)
      if (failed(checkConstant(index, entry.always)))
        return failure();
  }
  // The inputs of the shape calculation operators are always compile-time
  // constants.
  if (isShapeCalculationOp(name) && name != "tosa.dim") {
    for (auto [index, operand] : llvm::enumerate(op->getOperands()))
      if (isa<ShapeType>(operand.getType()) &&
          failed(checkConstant(index, /*always=*/true)))
        return failure();
  }
  return success();
}

} // namespace

LogicalResult tosac::tosa::validate::checkCapabilities(Operation *op,
                                                       CapabilitySet selected,
                                                       bool strict,
                                                       bool anyShape) {
  if (failed(checkTypes(op, selected, strict)) ||
      failed(checkRoundingMode(op, selected)) ||
      failed(checkDynamic(op, selected, anyShape)))
    return failure();
  return success();
}
