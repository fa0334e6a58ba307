//===- TosaLowerUnsignedTypesPass.cpp - ui8 / ui16 to signless TOSA -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosa-lower-unsigned-types: ui8 / ui16 tensors of
// framework IR become signless tensors of the same bits, with RESCALE's
// unsigned flags carrying their meaning.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"
#include "llvm/ADT/StringSwitch.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSALOWERUNSIGNEDTYPESPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;
using namespace tosac::tosa;

namespace {

bool isUnsigned(Type type) {
  auto intType = dyn_cast<IntegerType>(getElementTypeOrSelf(type));
  return intType && intType.isUnsigned();
}

/// `type` with a signless element type of the same width.
Type toSignless(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !isUnsigned(type))
    return type;
  auto element = cast<IntegerType>(shaped.getElementType());
  return shaped.clone(IntegerType::get(type.getContext(), element.getWidth()));
}

/// Ops that only move elements (or are RESCALE / CAST, rewritten here).
bool takesUnsigned(Operation *op) {
  return llvm::StringSwitch<bool>(op->getName().getStringRef())
      .Cases({"tosa.const", "tosa.rescale", "tosa.cast", "tosa.reshape",
              "tosa.transpose", "tosa.slice", "tosa.concat", "tosa.pad",
              "tosa.tile", "tosa.reverse", "tosa.identity", "func.return",
              "func.call"},
             true)
      .Default(false);
}

/// RESCALE by exactly 1 (2^30 >> 30) from `input` to `resultType`, with
/// the zero-point operands `inZp` and `outZp`; saturates to the result type.
Value identityRescale(OpBuilder &b, Location loc, Value input, Type resultType,
                      bool inputUnsigned, bool outputUnsigned, Value inZp,
                      Value outZp) {
  Value multiplier = createScalarConst(b, loc, b.getI32Type(), 1 << 30);
  Value shift = createScalarConst(b, loc, b.getI8Type(), 30);
  return RescaleOp::create(b, loc, resultType, input, multiplier, shift, inZp,
                           outZp, /*scale32=*/true, RoundingMode::SINGLE_ROUND,
                           /*per_channel=*/false, inputUnsigned,
                           outputUnsigned);
}

/// The same with constant zero points.
Value identityRescale(OpBuilder &b, Location loc, Value input, Type resultType,
                      bool inputUnsigned, bool outputUnsigned, int64_t inZp = 0,
                      int64_t outZp = 0) {
  return identityRescale(
      b, loc, input, resultType, inputUnsigned, outputUnsigned,
      createScalarConst(b, loc, getElementTypeOrSelf(input.getType()), inZp),
      createScalarConst(b, loc, getElementTypeOrSelf(resultType), outZp));
}

/// A constant of `type`'s rank (all extents 1) holding `value`: a
/// broadcast operand of the elementwise operators.
Value broadcastConst(OpBuilder &b, Location loc, ShapedType type,
                     int64_t value) {
  auto constType = RankedTensorType::get(
      SmallVector<int64_t>(type.getRank(), 1), type.getElementType());
  return ConstOp::create(
      b, loc, constType,
      DenseElementsAttr::get(constType,
                             b.getIntegerAttr(type.getElementType(), value)));
}

/// `value` of an unsigned type as a signed value of at least 16 bits that
/// holds it exactly: ui8 -> i16; ui16 -> i32 (v - 32768 in i16, then + 32768
/// in i32). RESCALE takes unsigned data only between 8 and 16-bit types.
Value fromUnsigned(OpBuilder &b, Location loc, Value value) {
  auto type = cast<ShapedType>(value.getType());
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Type i16Type = type.clone(b.getI16Type());
  if (width == 8)
    return identityRescale(b, loc, value, i16Type, /*inputUnsigned=*/true,
                           /*outputUnsigned=*/false);
  Value centred =
      identityRescale(b, loc, value, i16Type, /*inputUnsigned=*/true,
                      /*outputUnsigned=*/false, /*inZp=*/32768);
  auto i32Type = cast<ShapedType>(type.clone(b.getI32Type()));
  Value wide = CastOp::create(b, loc, i32Type, centred);
  return AddOp::create(b, loc, i32Type, wide,
                       broadcastConst(b, loc, i32Type, 32768));
}

/// `value` (any int or float) saturated into the unsigned `resultType`
/// (ui8, ui16): to i32 (floats round to nearest even and saturate), clamped
/// to the unsigned range, then moved into 16 bits and out through a RESCALE
/// with the unsigned output (RESCALE takes unsigned data only between 8 and
/// 16-bit types; ui16 is offset by its zero point 32768).
Value toUnsigned(OpBuilder &b, Location loc, Value value,
                 ShapedType resultType) {
  auto type = cast<ShapedType>(value.getType());
  auto i32Type = cast<ShapedType>(type.clone(b.getI32Type()));
  Value wide = type.getElementType().isInteger(32)
                   ? value
                   : CastOp::create(b, loc, i32Type, value).getResult();
  unsigned width = resultType.getElementType().getIntOrFloatBitWidth();
  int64_t max = (int64_t(1) << width) - 1;
  // MAXIMUM / MINIMUM: the spec's int32 operators (CLAMP has no int32 row).
  Value clamped =
      MinimumOp::create(b, loc, i32Type,
                        MaximumOp::create(b, loc, i32Type, wide,
                                          broadcastConst(b, loc, i32Type, 0)),
                        broadcastConst(b, loc, i32Type, max));
  int64_t offset = width == 16 ? 32768 : 0;
  if (offset)
    clamped = SubOp::create(b, loc, i32Type, clamped,
                            broadcastConst(b, loc, i32Type, offset));
  Value narrow = CastOp::create(b, loc, type.clone(b.getI16Type()), clamped);
  return identityRescale(b, loc, narrow, resultType, /*inputUnsigned=*/false,
                         /*outputUnsigned=*/true, /*inZp=*/0,
                         /*outZp=*/offset);
}

struct TosaLowerUnsignedTypesPass
    : tosac::tosa::impl::TosaLowerUnsignedTypesPassBase<
          TosaLowerUnsignedTypesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Arithmetic on unsigned tensors has no meaning here: say where.
    WalkResult unsupported =
        module.walk([&](Operation *op) {
          bool touches = llvm::any_of(op->getOperandTypes(), isUnsigned) ||
                         llvm::any_of(op->getResultTypes(), isUnsigned);
          if (!touches || takesUnsigned(op) || isa<func::FuncOp>(op))
            return WalkResult::advance();
          op->emitOpError()
              << "is not supported by the lowering on unsigned element types: "
                 "only RESCALE, CAST, CONST and the data-layout operators take "
                 "ui8 / ui16 tensors";
          return WalkResult::interrupt();
        });
    if (unsupported.wasInterrupted())
      return signalPassFailure();

    SmallVector<CastOp> casts;
    module.walk([&](CastOp cast) {
      if (isUnsigned(cast.getInput().getType()) || isUnsigned(cast.getType()))
        casts.push_back(cast);
    });
    for (CastOp cast : casts)
      rewriteCast(cast);
    SmallVector<RescaleOp> unsignedToUnsigned;
    module.walk([&](RescaleOp rescale) {
      bool in = isUnsigned(rescale.getInput().getType());
      bool out = isUnsigned(rescale.getType());
      if (in && out)
        unsignedToUnsigned.push_back(rescale);
      else if (in)
        rescale.setInputUnsigned(true);
      else if (out)
        rescale.setOutputUnsigned(true);
    });
    for (RescaleOp rescale : unsignedToUnsigned)
      splitUnsignedToUnsigned(rescale);
    retype(module);
  }

  /// CAST from or to an unsigned type through an identity RESCALE and a
  /// CAST from or to i32.
  void rewriteCast(CastOp castOp) {
    OpBuilder b(castOp);
    Location loc = castOp.getLoc();
    auto resultType = cast<ShapedType>(castOp.getType());
    Value result = castOp.getInput();
    if (isUnsigned(result.getType()))
      result = fromUnsigned(b, loc, result);
    if (isUnsigned(resultType))
      result = toUnsigned(b, loc, result, resultType);
    else if (result.getType() != resultType)
      result = CastOp::create(b, loc, resultType, result);
    castOp.replaceAllUsesWith(result);
    castOp.erase();
    ++numRewrittenCasts;
  }

  /// RESCALE takes unsigned data on one side only: ui8 -> ui8 becomes the
  /// scaling into i16 (unsigned input), then an identity RESCALE out of it
  /// (unsigned output) that adds the output zero point and saturates.
  /// Exact: an i16 result saturated at +-32768 saturates to 0 or the
  /// maximum either way once the zero point is added.
  static void splitUnsignedToUnsigned(RescaleOp rescale) {
    OpBuilder b(rescale);
    Location loc = rescale.getLoc();
    auto outType = cast<ShapedType>(rescale.getType());
    Type i16Type = outType.clone(b.getI16Type());
    Value scaled = RescaleOp::create(
        b, loc, i16Type, rescale.getInput(), rescale.getMultiplier(),
        rescale.getShift(), rescale.getInputZp(),
        createScalarConst(b, loc, b.getI16Type(), 0), rescale.getScale32(),
        rescale.getRoundingMode(), rescale.getPerChannel(),
        /*input_unsigned=*/true, /*output_unsigned=*/false);
    Value result = identityRescale(
        b, loc, scaled, outType, /*inputUnsigned=*/false,
        /*outputUnsigned=*/true, createScalarConst(b, loc, b.getI16Type(), 0),
        rescale.getOutputZp());
    rescale.replaceAllUsesWith(result);
    rescale.erase();
  }

  /// Gives every value, constant and function type the signless types.
  static void retype(ModuleOp module) {
    module.walk([](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(toSignless(arg.getType()));
      for (OpResult result : op->getResults())
        result.setType(toSignless(result.getType()));
      if (auto constant = dyn_cast<ConstOp>(op)) {
        auto values = dyn_cast<DenseElementsAttr>(constant.getValues());
        if (values && isUnsigned(values.getType()))
          constant.setValuesAttr(values.bitcast(
              getElementTypeOrSelf(toSignless(values.getType()))));
      }
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        FunctionType type = func.getFunctionType();
        auto convert = [](TypeRange types) {
          return llvm::map_to_vector(types, toSignless);
        };
        func.setFunctionType(FunctionType::get(func.getContext(),
                                               convert(type.getInputs()),
                                               convert(type.getResults())));
      }
    });
  }
};

} // namespace
