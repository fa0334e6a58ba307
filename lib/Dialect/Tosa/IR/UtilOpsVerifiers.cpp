//===- UtilOpsVerifiers.cpp - Utility op verification ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the syntax and the checks of tosa.apply_scale, the
// scalar-level form of the specification's apply_scale_32 / apply_scale_16
// helpers that lowerings of the quantized operators emit.
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

/// Returns the values of a constant integer scalar, vector or tensor (all of
/// them, so a REQUIRE can be checked on each), or std::nullopt.
std::optional<SmallVector<APInt>> getConstantInts(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    return SmallVector<APInt>{integer.getValue()};
  if (auto dense = dyn_cast<DenseIntElementsAttr>(attr))
    return llvm::to_vector(dense.getValues<APInt>());
  return std::nullopt;
}

} // namespace

LogicalResult ApplyScaleOp::verify() {
  Type value = getElementTypeOrSelf(getValue().getType());
  Type multiplier = getElementTypeOrSelf(getMultiplier().getType());
  Type output = getElementTypeOrSelf(getOutput().getType());
  // apply_scale_32(int32_t value, int32_t multiplier, ...) and
  // apply_scale_16(int48_t value, int16_t multiplier, ...) return int32_t.
  bool scale32 = value.isInteger(32);
  if (!scale32 && !value.isInteger(48))
    return emitOpError() << "expected an i32 (apply_scale_32) or i48 "
                            "(apply_scale_16) value, got "
                         << value;
  if (!multiplier.isInteger(32) && (scale32 || !multiplier.isInteger(16)))
    return emitOpError() << "expected an i32 multiplier"
                         << (scale32 ? "" : " (or i16 for an i48 value)")
                         << ", got " << multiplier;
  if (!output.isInteger(32))
    return emitOpError() << "expected an i32 result, got " << output;

  // REQUIRE(multiplier >= 0)
  if (auto values = getConstantInts(getMultiplier()))
    for (const APInt &m : *values)
      if (m.isNegative())
        return emitRequire(*this, "multiplier >= 0")
               << "expected a non-negative multiplier, got "
               << m.getSExtValue();
  // REQUIRE(2 <= shift && shift <= 62)
  if (auto values = getConstantInts(getShift()))
    for (const APInt &s : *values)
      if (s.getSExtValue() < 2 || s.getSExtValue() > 62)
        return emitRequire(*this, "2 <= shift && shift <= 62")
               << "expected a shift in [2, 62], got " << s.getSExtValue();
  return success();
}

TOSAC_DEFINE_ENUM_ATTR_ASM(ApplyScaleOp)
