//===- TosaElementwiseOps.td - TOSA elementwise ops ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the activation, elementwise binary, unary, ternary and comparison operators of TOSA 1.0 sections 2.4-2.8.
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
// Op classes
//===----------------------------------------------------------------------===//

/// Elementwise binary operator: operands of equal rank whose extents are
/// equal or 1 (broadcast), result of the broadcast shape.
class Tosa_ElementwiseBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise binary operators (TOSA 1.0 section 2.5)
//===----------------------------------------------------------------------===//

def Tosa_AddOp : Tosa_ElementwiseBinaryOp<"add", [Commutative]> {
  let summary = "elementwise addition";
  let description = [{
    Adds `input1` and `input2` elementwise, broadcasting extents of 1. Integer
    addition wraps modulo 2^32 (int32 is the only integer type).

    Spec: TOSA 1.0 section 2.5.1 ADD.

    Example:
    ```mlir
    %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let hasFolder = 1;
}

def Tosa_MaximumOp : Tosa_ElementwiseBinaryOp<"maximum", [Commutative]> {
  let summary = "elementwise maximum";
  let description = [{
    Takes the larger of `input1` and `input2` elementwise, broadcasting
    extents of 1. `nan_mode` decides whether a NaN operand propagates
    (PROPAGATE, the default) or the other operand is returned (IGNORE).

    Spec: TOSA 1.0 section 2.5.10 MAXIMUM.

    Example:
    ```mlir
    %0 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Tensor:$input2,
                       Tosa_DefaultNanMode:$nan_mode);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAELEMENTWISEOPS_TD
