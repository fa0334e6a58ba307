//===- TosaElementwiseOps.td - TOSA elementwise ops ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the activation, elementwise binary, unary, ternary and
// comparison operators of TOSA 1.0 sections 2.4-2.8.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAELEMENTWISEOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAELEMENTWISEOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

//===----------------------------------------------------------------------===//
// Constraints local to this chapter
//===----------------------------------------------------------------------===//

/// The `min_val` / `max_val` attributes of CLAMP: an integer or float
/// attribute whose type the verifier matches against the input element type.
def Tosa_ClampBoundAttr
    : Attr<Or<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
               CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">]>,
           "integer or floating-point attribute"> {
  let storageType = "::mlir::TypedAttr";
  let returnType = "::mlir::TypedAttr";
  let convertFromStorage = "$_self";
}

/// The `shift` operand of MUL: a rank-1, one-element int8 tensor.
def Tosa_MulShiftTensor : Tosa_TensorOfRank<[I8], 1>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

/// Elementwise operator with one tensor operand and a result of the same
/// shape and element type. Shape inference returns the operand's shape.
class Tosa_ElementwiseUnaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let arguments = (ins Tosa_Tensor:$input1);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

/// Activation function: as a unary operator, but the operand is named
/// `input` as in the spec's activation chapter.
class Tosa_ActivationOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ElementwiseUnaryOp<mnemonic, traits> {
  let arguments = (ins Tosa_Tensor:$input);
}

/// Elementwise binary operator: operands of equal rank whose extents are
/// equal or 1 (broadcast), result of the broadcast shape. Operands and
/// result share one element type (the spec's in_out_t).
class Tosa_ElementwiseBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

/// Elementwise binary operator on bool_t tensors.
class Tosa_LogicalBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ElementwiseBinaryOp<mnemonic, !listconcat(traits, [Commutative])> {
  let arguments = (ins Tosa_BoolTensor:$input1, Tosa_BoolTensor:$input2);
  let results = (outs Tosa_BoolTensor:$output);
  let hasFolder = 1;
}

/// Comparison operator: broadcast like a binary operator, operands of one
/// element type (in_t), a bool_t result.
class Tosa_ComparisonOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ElementwiseBinaryOp<mnemonic, traits> {
  let results = (outs Tosa_BoolTensor:$output);
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Activation functions (TOSA 1.0 section 2.4)
//===----------------------------------------------------------------------===//

def Tosa_ClampOp : Tosa_ActivationOp<"clamp"> {
  let summary = "elementwise clamp to a closed interval";
  let description = [{
    Limits every element of `input` to the interval [`min_val`, `max_val`].
    Both bounds are attributes of the input's element type (its storage type
    for quantized tensors). `nan_mode` says whether a NaN element stays NaN
    (PROPAGATE, the default) or becomes `min_val` (IGNORE).

    Spec: TOSA 1.0 section 2.4.1 CLAMP.

    Example:
    ```mlir
    %0 = tosa.clamp %x {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.clamp %y {max_val = 100 : i8, min_val = -100 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input,
                       Tosa_ClampBoundAttr:$min_val,
                       Tosa_ClampBoundAttr:$max_val,
                       Tosa_DefaultNanMode:$nan_mode);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tosa_ErfOp : Tosa_ActivationOp<"erf"> {
  let summary = "elementwise Gauss error function";
  let description = [{
    Computes erf(x) = 2/sqrt(pi) * integral of exp(-t^2) from 0 to x for each
    element of `input`.

    Spec: TOSA 1.0 section 2.4.2 ERF.

    Example:
    ```mlir
    %0 = tosa.erf %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_SigmoidOp : Tosa_ActivationOp<"sigmoid"> {
  let summary = "elementwise logistic sigmoid";
  let description = [{
    Computes 1 / (1 + exp(-x)) for each element of `input`.

    Spec: TOSA 1.0 section 2.4.3 SIGMOID.

    Example:
    ```mlir
    %0 = tosa.sigmoid %x : (tensor<4xf16>) -> tensor<4xf16>
    ```
  }];
}

def Tosa_TanhOp : Tosa_ActivationOp<"tanh"> {
  let summary = "elementwise hyperbolic tangent";
  let description = [{
    Computes tanh(x) for each element of `input`.

    Spec: TOSA 1.0 section 2.4.4 TANH.

    Example:
    ```mlir
    %0 = tosa.tanh %x : (tensor<4xbf16>) -> tensor<4xbf16>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Elementwise binary operators (TOSA 1.0 section 2.5)
//===----------------------------------------------------------------------===//

def Tosa_AddOp : Tosa_ElementwiseBinaryOp<"add", [Commutative]> {
  let summary = "elementwise addition";
  let description = [{
    Adds `input1` and `input2` elementwise, broadcasting extents of 1.
    Integer results must be representable: an overflowing int32 sum is
    undefined (a REQUIRE of the spec), so it is never constant-folded.

    Spec: TOSA 1.0 section 2.5.1 ADD.

    Example:
    ```mlir
    %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_ArithmeticRightShiftOp
    : Tosa_ElementwiseBinaryOp<"arithmetic_right_shift"> {
  let summary = "elementwise arithmetic right shift";
  let description = [{
    Shifts each element of `input1` right by the amount in `input2`, copying
    the sign bit. With `round = true` the result is rounded to nearest by
    adding the last bit shifted out.

    Spec: TOSA 1.0 section 2.5.2 ARITHMETIC_RIGHT_SHIFT.

    Example:
    ```mlir
    %0 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2,
                       BoolAttr:$round);
  let hasFolder = 1;
}

def Tosa_BitwiseAndOp : Tosa_ElementwiseBinaryOp<"bitwise_and", [Commutative]> {
  let summary = "elementwise bitwise AND";
  let description = [{
    Computes the bitwise AND of `input1` and `input2`, broadcasting extents
    of 1.

    Spec: TOSA 1.0 section 2.5.3 BITWISE_AND.

    Example:
    ```mlir
    %0 = tosa.bitwise_and %a, %b : (tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_BitwiseOrOp : Tosa_ElementwiseBinaryOp<"bitwise_or", [Commutative]> {
  let summary = "elementwise bitwise OR";
  let description = [{
    Computes the bitwise OR of `input1` and `input2`, broadcasting extents of
    1.

    Spec: TOSA 1.0 section 2.5.4 BITWISE_OR.

    Example:
    ```mlir
    %0 = tosa.bitwise_or %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_BitwiseXorOp : Tosa_ElementwiseBinaryOp<"bitwise_xor", [Commutative]> {
  let summary = "elementwise bitwise XOR";
  let description = [{
    Computes the bitwise exclusive OR of `input1` and `input2`, broadcasting
    extents of 1.

    Spec: TOSA 1.0 section 2.5.5 BITWISE_XOR.

    Example:
    ```mlir
    %0 = tosa.bitwise_xor %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_IntDivOp : Tosa_ElementwiseBinaryOp<"intdiv"> {
  let summary = "elementwise integer division";
  let description = [{
    Divides `input1` by `input2`, truncating the quotient toward zero. A zero
    divisor, or INT_MIN / -1, is undefined.

    Spec: TOSA 1.0 section 2.5.6 INTDIV.

    Example:
    ```mlir
    %0 = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_LogicalAndOp : Tosa_LogicalBinaryOp<"logical_and"> {
  let summary = "elementwise logical AND";
  let description = [{
    Computes `input1 && input2` on bool tensors, broadcasting extents of 1.

    Spec: TOSA 1.0 section 2.5.7 LOGICAL_AND.

    Example:
    ```mlir
    %0 = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    ```
  }];
}

def Tosa_LogicalLeftShiftOp : Tosa_ElementwiseBinaryOp<"logical_left_shift"> {
  let summary = "elementwise left shift";
  let description = [{
    Shifts each element of `input1` left by the amount in `input2`, filling
    with zeros.

    Spec: TOSA 1.0 section 2.5.8 LOGICAL_LEFT_SHIFT.

    Example:
    ```mlir
    %0 = tosa.logical_left_shift %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_LogicalRightShiftOp : Tosa_ElementwiseBinaryOp<"logical_right_shift"> {
  let summary = "elementwise logical right shift";
  let description = [{
    Shifts each element of `input1`, read as unsigned, right by the amount in
    `input2`, filling with zeros.

    Spec: TOSA 1.0 section 2.5.9 LOGICAL_RIGHT_SHIFT.

    Example:
    ```mlir
    %0 = tosa.logical_right_shift %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_LogicalOrOp : Tosa_LogicalBinaryOp<"logical_or"> {
  let summary = "elementwise logical OR";
  let description = [{
    Computes `input1 || input2` on bool tensors, broadcasting extents of 1.

    Spec: TOSA 1.0 section 2.5.10 LOGICAL_OR.

    Example:
    ```mlir
    %0 = tosa.logical_or %a, %b : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
    ```
  }];
}

def Tosa_LogicalXorOp : Tosa_LogicalBinaryOp<"logical_xor"> {
  let summary = "elementwise logical XOR";
  let description = [{
    Computes `input1 != input2` on bool tensors, broadcasting extents of 1.

    Spec: TOSA 1.0 section 2.5.11 LOGICAL_XOR.

    Example:
    ```mlir
    %0 = tosa.logical_xor %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    ```
  }];
}

def Tosa_MaximumOp : Tosa_ElementwiseBinaryOp<"maximum", [Commutative]> {
  let summary = "elementwise maximum";
  let description = [{
    Takes the larger of `input1` and `input2` elementwise, broadcasting
    extents of 1. `nan_mode` decides whether a NaN operand propagates
    (PROPAGATE, the default) or the other operand is returned (IGNORE).

    Spec: TOSA 1.0 section 2.5.12 MAXIMUM.

    Example:
    ```mlir
    %0 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2,
                       Tosa_DefaultNanMode:$nan_mode);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def Tosa_MinimumOp : Tosa_ElementwiseBinaryOp<"minimum", [Commutative]> {
  let summary = "elementwise minimum";
  let description = [{
    Takes the smaller of `input1` and `input2` elementwise, broadcasting
    extents of 1. `nan_mode` chooses between NaN propagation (PROPAGATE, the
    default) and returning the non-NaN operand (IGNORE).

    Spec: TOSA 1.0 section 2.5.13 MINIMUM.

    Example:
    ```mlir
    %0 = tosa.minimum %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2,
                       Tosa_DefaultNanMode:$nan_mode);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def Tosa_MulOp : Tosa_Op<"mul", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "elementwise multiplication";
  let description = [{
    Multiplies `input1` and `input2` elementwise, broadcasting extents of 1.
    int8 and int16 products are produced as int32. For int32 operands the
    64-bit product is rounded and shifted right by `shift` (0 to 63); int32
    products with shift 0 keep their low 32 bits. `shift` must be 0 for all
    other types.

    Spec: TOSA 1.0 section 2.5.14 MUL.

    Example:
    ```mlir
    %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2,
                       Tosa_MulShiftTensor:$shift);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tosa_PowOp : Tosa_ElementwiseBinaryOp<"pow"> {
  let summary = "elementwise power";
  let description = [{
    Raises each element of `input1` to the power in `input2`, broadcasting
    extents of 1.

    Spec: TOSA 1.0 section 2.5.15 POW.

    Example:
    ```mlir
    %0 = tosa.pow %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_SubOp : Tosa_ElementwiseBinaryOp<"sub"> {
  let summary = "elementwise subtraction";
  let description = [{
    Subtracts `input2` from `input1` elementwise, broadcasting extents of 1.
    An int32 difference that overflows is undefined.

    Spec: TOSA 1.0 section 2.5.16 SUB.

    Example:
    ```mlir
    %0 = tosa.sub %a, %b : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_TableOp : Tosa_Op<"table", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "table lookup";
  let description = [{
    Looks each element of `input1` up in the rank-1 `table`. An int8 input
    indexes a 256-entry int8 table directly (offset by 128). An int16 input
    is read as a 9.7 fixed-point value: the top 9 bits select an entry of a
    513-entry int16 table and the low 7 bits interpolate towards the next
    entry, giving an int32 result.

    Spec: TOSA 1.0 section 2.5.17 TABLE.

    Example:
    ```mlir
    %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor1D:$table);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise unary operators (TOSA 1.0 section 2.6)
//===----------------------------------------------------------------------===//

def Tosa_AbsOp : Tosa_ElementwiseUnaryOp<"abs"> {
  let summary = "elementwise absolute value";
  let description = [{
    Computes |x| for each element of `input1`. Float -0.0 becomes +0.0 and
    NaN is returned unchanged.

    Spec: TOSA 1.0 section 2.6.1 ABS.

    Example:
    ```mlir
    %0 = tosa.abs %x : (tensor<4xi32>) -> tensor<4xi32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_BitwiseNotOp : Tosa_ElementwiseUnaryOp<"bitwise_not"> {
  let summary = "elementwise bitwise NOT";
  let description = [{
    Inverts every bit of each element of `input1`.

    Spec: TOSA 1.0 section 2.6.2 BITWISE_NOT.

    Example:
    ```mlir
    %0 = tosa.bitwise_not %x : (tensor<4xi8>) -> tensor<4xi8>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_CeilOp : Tosa_ElementwiseUnaryOp<"ceil"> {
  let summary = "elementwise ceiling";
  let description = [{
    Rounds each element of `input1` up to the nearest integral value.

    Spec: TOSA 1.0 section 2.6.3 CEIL.

    Example:
    ```mlir
    %0 = tosa.ceil %x : (tensor<4xf16>) -> tensor<4xf16>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_ClzOp : Tosa_ElementwiseUnaryOp<"clz"> {
  let summary = "elementwise count of leading zero bits";
  let description = [{
    Counts the zero bits above the most significant set bit of each element
    of `input1`; a zero element gives the bit width.

    Spec: TOSA 1.0 section 2.6.4 CLZ.

    Example:
    ```mlir
    %0 = tosa.clz %x : (tensor<4xi32>) -> tensor<4xi32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_CosOp : Tosa_ElementwiseUnaryOp<"cos"> {
  let summary = "elementwise cosine";
  let description = [{
    Computes the cosine of each element of `input1`, in radians.

    Spec: TOSA 1.0 section 2.6.5 COS.

    Example:
    ```mlir
    %0 = tosa.cos %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_ExpOp : Tosa_ElementwiseUnaryOp<"exp"> {
  let summary = "elementwise natural exponential";
  let description = [{
    Computes e raised to each element of `input1`.

    Spec: TOSA 1.0 section 2.6.6 EXP.

    Example:
    ```mlir
    %0 = tosa.exp %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_FloorOp : Tosa_ElementwiseUnaryOp<"floor"> {
  let summary = "elementwise floor";
  let description = [{
    Rounds each element of `input1` down to the nearest integral value.

    Spec: TOSA 1.0 section 2.6.7 FLOOR.

    Example:
    ```mlir
    %0 = tosa.floor %x : (tensor<4xbf16>) -> tensor<4xbf16>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_LogOp : Tosa_ElementwiseUnaryOp<"log"> {
  let summary = "elementwise natural logarithm";
  let description = [{
    Computes ln(x) for each element of `input1`: -inf for 0 and NaN for
    negative values.

    Spec: TOSA 1.0 section 2.6.8 LOG.

    Example:
    ```mlir
    %0 = tosa.log %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_LogicalNotOp : Tosa_ElementwiseUnaryOp<"logical_not"> {
  let summary = "elementwise logical NOT";
  let description = [{
    Negates each element of the bool tensor `input1`.

    Spec: TOSA 1.0 section 2.6.9 LOGICAL_NOT.

    Example:
    ```mlir
    %0 = tosa.logical_not %x : (tensor<4xi1>) -> tensor<4xi1>
    ```
  }];
  let arguments = (ins Tosa_BoolTensor:$input1);
  let results = (outs Tosa_BoolTensor:$output);
  let hasFolder = 1;
}

def Tosa_NegateOp : Tosa_ElementwiseUnaryOp<"negate"> {
  let summary = "elementwise negation with zero points";
  let description = [{
    Computes `-(x - input1_zp) + output_zp` for each element of `input1` in
    the accumulator type and saturates it to the element type. The zero
    points are one-element rank-1 tensors of the input's element type; they
    must be zero unless the element type is int8.

    Spec: TOSA 1.0 section 2.6.10 NEGATE.

    Example:
    ```mlir
    %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = tosa.negate %x, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_ScalarTensor:$input1_zp,
                       Tosa_ScalarTensor:$output_zp);
  let hasFolder = 1;
}

def Tosa_ReciprocalOp : Tosa_ElementwiseUnaryOp<"reciprocal"> {
  let summary = "elementwise reciprocal";
  let description = [{
    Computes 1 / x for each element of `input1`.

    Spec: TOSA 1.0 section 2.6.11 RECIPROCAL.

    Example:
    ```mlir
    %0 = tosa.reciprocal %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

def Tosa_RsqrtOp : Tosa_ElementwiseUnaryOp<"rsqrt"> {
  let summary = "elementwise reciprocal square root";
  let description = [{
    Computes 1 / sqrt(x) for each element of `input1`.

    Spec: TOSA 1.0 section 2.6.12 RSQRT.

    Example:
    ```mlir
    %0 = tosa.rsqrt %x : (tensor<4xf16>) -> tensor<4xf16>
    ```
  }];
}

def Tosa_SinOp : Tosa_ElementwiseUnaryOp<"sin"> {
  let summary = "elementwise sine";
  let description = [{
    Computes the sine of each element of `input1`, in radians.

    Spec: TOSA 1.0 section 2.6.13 SIN.

    Example:
    ```mlir
    %0 = tosa.sin %x : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Elementwise ternary operators (TOSA 1.0 section 2.7)
//===----------------------------------------------------------------------===//

def Tosa_SelectOp : Tosa_Op<"select", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "elementwise selection";
  let description = [{
    Picks the element of `input2` where the bool `input1` is true and the
    element of `input3` where it is false. All three operands broadcast
    against each other.

    Spec: TOSA 1.0 section 2.7.1 SELECT.

    Example:
    ```mlir
    %0 = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Tosa_BoolTensor:$input1, Tosa_Tensor:$input2,
                       Tosa_Tensor:$input3);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Comparison operators (TOSA 1.0 section 2.8)
//===----------------------------------------------------------------------===//

def Tosa_EqualOp : Tosa_ComparisonOp<"equal", [Commutative]> {
  let summary = "elementwise equality";
  let description = [{
    Produces true where `input1` equals `input2`, broadcasting extents of 1.
    A NaN operand compares unequal; -0.0 equals +0.0.

    Spec: TOSA 1.0 section 2.8.1 EQUAL.

    Example:
    ```mlir
    %0 = tosa.equal %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    ```
  }];
}

def Tosa_GreaterOp : Tosa_ComparisonOp<"greater"> {
  let summary = "elementwise greater-than";
  let description = [{
    Produces true where `input1` is greater than `input2`, broadcasting
    extents of 1. Comparisons with NaN are false.

    Spec: TOSA 1.0 section 2.8.2 GREATER.

    Example:
    ```mlir
    %0 = tosa.greater %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xi1>
    ```
  }];
}

def Tosa_GreaterEqualOp : Tosa_ComparisonOp<"greater_equal"> {
  let summary = "elementwise greater-or-equal";
  let description = [{
    Produces true where `input1` is greater than or equal to `input2`,
    broadcasting extents of 1. Comparisons with NaN are false.

    Spec: TOSA 1.0 section 2.8.3 GREATER_EQUAL.

    Example:
    ```mlir
    %0 = tosa.greater_equal %a, %b : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
    ```
  }];
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAELEMENTWISEOPS_TD
