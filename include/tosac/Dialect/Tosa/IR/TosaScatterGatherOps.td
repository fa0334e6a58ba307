//===- TosaScatterGatherOps.td - TOSA scatter and gather ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the scatter/gather operators of TOSA 1.0 section 2.11.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSASCATTERGATHEROPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSASCATTERGATHEROPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

/// Index tensors of GATHER and SCATTER: [N, W] of int32 (int64 is a TOSA 1.1
/// addition).
def TosaScatterGather_IndexTensor : Tosa_TensorOfRank<[I32, I64], 2>;

//===----------------------------------------------------------------------===//
// Scatter/gather operators (TOSA 1.0 section 2.11)
//===----------------------------------------------------------------------===//

def Tosa_GatherOp : Tosa_Op<"gather", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "gather of rows by index";
  let description = [{
    For each batch n and each of the W entries of `indices[n]`, copies the
    row `values[n, indices[n, w], :]` of C elements to `output[n, w, :]`.
    `values` is [N, K, C], `indices` is [N, W] and `output` is [N, W, C];
    an index outside [0, K) is a runtime REQUIRE failure.

    Spec: TOSA 1.0 section 2.11.1 GATHER.

    Example:
    ```mlir
    %0 = tosa.gather %values, %indices : (tensor<1x4x8xf32>, tensor<1x3xi32>) -> tensor<1x3x8xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor3D:$values,
                       TosaScatterGather_IndexTensor:$indices);
  let results = (outs Tosa_Tensor3D:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Tosa_ScatterOp : Tosa_Op<"scatter", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "scatter of rows by index";
  let description = [{
    Returns a copy of `values_in` ([N, K, C]) in which, for each batch n and
    each w < W, the row at index `indices[n, w]` is replaced by
    `input[n, w, :]`. No output row may be written twice, so W <= K.

    Spec: TOSA 1.0 section 2.11.2 SCATTER.

    Example:
    ```mlir
    %0 = tosa.scatter %values_in, %indices, %input : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf32>) -> tensor<1x4x8xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor3D:$values_in,
                       TosaScatterGather_IndexTensor:$indices,
                       Tosa_Tensor3D:$input);
  let results = (outs Tosa_Tensor3D:$values_out);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSASCATTERGATHEROPS_TD
