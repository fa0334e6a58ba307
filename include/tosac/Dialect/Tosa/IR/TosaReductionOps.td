//===- TosaReductionOps.td - TOSA reduction operators ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the reduction operators of TOSA 1.0 section 2.9.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAREDUCTIONOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAREDUCTIONOPS_TD

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

/// Reduction along one axis: the result keeps the input's rank, with extent
/// 1 at `axis`, and has the input's element type (in_out_t).
class Tosa_ReductionOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let arguments = (ins Tosa_Tensor:$input, I32Attr:$axis);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

/// Reduction whose float semantics depend on `nan_mode`; printed with the
/// enum as a bare keyword.
class Tosa_NanModeReductionOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ReductionOp<mnemonic, traits> {
  let arguments = (ins Tosa_Tensor:$input, I32Attr:$axis,
                       Tosa_DefaultNanMode:$nan_mode);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Reduction operators (TOSA 1.0 section 2.9)
//===----------------------------------------------------------------------===//

def Tosa_ReduceAllOp : Tosa_ReductionOp<"reduce_all"> {
  let summary = "logical AND along an axis";
  let description = [{
    Produces true where every bool element along `axis` of `input` is true.

    Spec: TOSA 1.0 section 2.9.1 REDUCE_ALL.

    Example:
    ```mlir
    %0 = tosa.reduce_all %x {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input, I32Attr:$axis);
  let results = (outs Tosa_Tensor:$output);
}

def Tosa_ReduceAnyOp : Tosa_ReductionOp<"reduce_any"> {
  let summary = "logical OR along an axis";
  let description = [{
    Produces true where at least one bool element along `axis` of `input` is
    true.

    Spec: TOSA 1.0 section 2.9.2 REDUCE_ANY.

    Example:
    ```mlir
    %0 = tosa.reduce_any %x {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input, I32Attr:$axis);
  let results = (outs Tosa_Tensor:$output);
}

def Tosa_ReduceMaxOp : Tosa_NanModeReductionOp<"reduce_max"> {
  let summary = "maximum along an axis";
  let description = [{
    Takes the largest element along `axis` of `input`. With `nan_mode =
    PROPAGATE` (the default) any NaN makes the result NaN; with IGNORE NaNs
    are skipped and an all-NaN slice gives NaN.

    Spec: TOSA 1.0 section 2.9.3 REDUCE_MAX.

    Example:
    ```mlir
    %0 = tosa.reduce_max %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    ```
  }];
}

def Tosa_ReduceMinOp : Tosa_NanModeReductionOp<"reduce_min"> {
  let summary = "minimum along an axis";
  let description = [{
    Takes the smallest element along `axis` of `input`, with NaNs handled as
    `nan_mode` says (see reduce_max).

    Spec: TOSA 1.0 section 2.9.4 REDUCE_MIN.

    Example:
    ```mlir
    %0 = tosa.reduce_min %x {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
    ```
  }];
}

def Tosa_ReduceProductOp : Tosa_ReductionOp<"reduce_product"> {
  let summary = "product along an axis";
  let description = [{
    Multiplies the elements along `axis` of `input`, in order, starting from
    1.

    Spec: TOSA 1.0 section 2.9.5 REDUCE_PRODUCT.

    Example:
    ```mlir
    %0 = tosa.reduce_product %x {axis = 1 : i32} : (tensor<2x3xf16>) -> tensor<2x1xf16>
    ```
  }];
}

def Tosa_ReduceSumOp : Tosa_ReductionOp<"reduce_sum"> {
  let summary = "sum along an axis";
  let description = [{
    Adds the elements along `axis` of `input`, in order, starting from +0.
    An int32 sum that overflows is undefined.

    Spec: TOSA 1.0 section 2.9.6 REDUCE_SUM.

    Example:
    ```mlir
    %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
    ```
  }];
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAREDUCTIONOPS_TD
