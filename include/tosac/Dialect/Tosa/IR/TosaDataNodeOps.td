//===- TosaDataNodeOps.td - TOSA data nodes ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the data node operators of TOSA 1.0 section 2.14 (const, const_shape, identity).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSADATANODEOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSADATANODEOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"


def Tosa_ConstOp : Tosa_Op<"const", [ConstantLike, Pure,
    AllShapesMatch<["values", "output"]>]> {
  let summary = "constant tensor";
  let description = [{
    Produces the tensor held by the `values` attribute. Upstream MLIR prints
    this op in generic form, and so do we.

    `values` has the output's type, or, for an output of a `!quant` element
    type, the same shape with the storage type (quantized weights as
    TFLite's legalization writes them: `values = dense<[1, 2]> :
    tensor<2xi8>` for `tensor<2x!quant.uniform<i8:f32, 0.5>>`).
    `tosa-lower-quant-types` gives the output that storage type.

    Spec: TOSA 1.0 section 2.14.1 CONST.

    Example:
    ```mlir
    %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$values);
  let results = (outs Tosa_Tensor:$output);
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tosa_ConstShapeOp : Tosa_Op<"const_shape", [ConstantLike, Pure]> {
  let summary = "constant shape";
  let description = [{
    Produces a `!tosa.shape<N>` value from the rank-1 `index` elements of
    `values`, whose length must be N.

    Spec: TOSA 1.0 section 2.14.2 CONST_SHAPE.

    Example:
    ```mlir
    %0 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    ```
  }];
  let arguments = (ins IndexElementsAttr:$values);
  let results = (outs Tosa_Shape:$output);
  let assemblyFormat = "attr-dict `:` functional-type(operands, results)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tosa_IdentityOp : Tosa_Op<"identity", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "identity";
  let description = [{
    Returns `input1` unchanged: same shape, element type and values.

    Spec: TOSA 1.0 section 2.14.2 IDENTITY.

    Example:
    ```mlir
    %0 = tosa.identity %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSADATANODEOPS_TD
