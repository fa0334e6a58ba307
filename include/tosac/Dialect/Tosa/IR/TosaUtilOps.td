//===- TosaUtilOps.td - TOSA utility ops ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines dialect utility ops that are not TOSA operators themselves (apply_scale).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAUTILOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAUTILOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

/// An integer, or a vector or tensor of integers: the operand types of the
/// scalar-level utility ops, which lowerings create inside loop bodies.
class Tosa_UtilIntLike<list<Type> types, string description>
    : TypeConstraint<Or<[AnyTypeOf<types>.predicate,
                         VectorOfNonZeroRankOf<types>.predicate,
                         TensorOf<types>.predicate]>,
                     description>;

def Tosa_UtilAnyIntLike
    : Tosa_UtilIntLike<[AnySignlessInteger, AnyUnsignedInteger],
                       "integer, or vector or tensor of integers">;
def Tosa_UtilInt8Like
    : Tosa_UtilIntLike<[I8], "i8, or vector or tensor of i8">;

//===----------------------------------------------------------------------===//
// apply_scale
//===----------------------------------------------------------------------===//

def Tosa_ApplyScaleOp : Tosa_EnumAsmOp<"apply_scale",
    [Pure] # ElementwiseMappable.traits> {
  let summary = "fixed-point scaling of integers (apply_scale_32/16)";
  let description = [{
    Computes `(value * multiplier + round) >> shift` elementwise with a
    64-bit intermediate, as the specification's `apply_scale_32` (i32
    `value`, i32 `multiplier`) and `apply_scale_16` (i48 `value`, i16 or i32
    `multiplier`) helpers define it; the result is i32. `rounding_mode`
    DOUBLE_ROUND adds the extra rounding step of `apply_scale_32` for shifts
    above 31. Not a TOSA operator: lowerings of RESCALE, MUL and the
    quantized operators emit it on scalars, vectors or tensors.

    Spec: TOSA 1.0 section 4 (pseudo-code), apply_scale_32 / apply_scale_16.

    Example:
    ```mlir
    %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
    ```
  }];
  let arguments = (ins Tosa_UtilAnyIntLike:$value,
                       Tosa_UtilAnyIntLike:$multiplier,
                       Tosa_UtilInt8Like:$shift,
                       Tosa_RoundingModeAttr:$rounding_mode);
  let results = (outs Tosa_UtilAnyIntLike:$output);
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAUTILOPS_TD
