//===- TosaDataLayoutOps.td - TOSA data layout ops ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the data layout operators of TOSA 1.0 section 2.10.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSADATALAYOUTOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSADATALAYOUTOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

/// A ranked tensor of rank >= 1, or an unranked tensor, of any TOSA element
/// type: the data layout operators do not accept rank-0 tensors.
def TosaDataLayout_TensorAtLeast1D : AnyTypeOf<[
    UnrankedTensorOf<[Tosa_Element]>,
    RankedTensorOf<[Tosa_Element],
        [CPred<"::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1">]>],
    "unranked tensor or tensor of rank >= 1">;

/// Data layout operator: moves elements without converting them, so the
/// input and output share their element type.
class Tosa_DataLayoutOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let results = (outs TosaDataLayout_TensorAtLeast1D:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Data layout operators (TOSA 1.0 section 2.10)
//===----------------------------------------------------------------------===//

def Tosa_ConcatOp : Tosa_DataLayoutOp<"concat"> {
  let summary = "concatenation of tensors along one axis";
  let description = [{
    Joins the tensors of `input1` one after another along dimension `axis`.
    All inputs have the same rank and element type, and agree in every
    extent except the one of `axis`, which the output holds the sum of.

    Spec: TOSA 1.0 section 2.10.1 CONCAT.

    Example:
    ```mlir
    %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    ```
  }];
  let arguments = (ins Variadic<TosaDataLayout_TensorAtLeast1D>:$input1,
                       I32Attr:$axis);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tosa_PadOp : Tosa_DataLayoutOp<"pad"> {
  let summary = "padding of a tensor with a constant value";
  let description = [{
    Surrounds `input1` with copies of `pad_const`. `padding` holds, for each
    dimension in order, the number of elements added before and after it
    ([before_0, after_0, before_1, after_1, ...]); all are non-negative.

    Spec: TOSA 1.0 section 2.10.2 PAD.

    Example:
    ```mlir
    %p = tosa.const_shape {values = dense<[0, 1, 2, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %0 = tosa.pad %x, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x5xf32>
    ```
  }];
  let arguments = (ins TosaDataLayout_TensorAtLeast1D:$input1,
                       Tosa_Shape:$padding,
                       Tosa_ScalarTensor:$pad_const);
  let hasFolder = 1;
}

def Tosa_ReshapeOp : Tosa_DataLayoutOp<"reshape"> {
  let summary = "reinterpretation of a tensor with a new shape";
  let description = [{
    Returns the elements of `input1`, in row-major order, as a tensor of
    shape `shape`. Both shapes hold the same number of elements. TOSA 1.0
    gives every extent of `shape` explicitly; like upstream MLIR, tosac also
    accepts one `-1` extent, the one the others leave (what framework
    compilers emit). `tosa-validate` reports it, and the canonicalizer
    replaces it by its value when the input's shape is static.

    Spec: TOSA 1.0 section 2.10.3 RESHAPE.

    Example:
    ```mlir
    %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %0 = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, Tosa_Shape:$shape);
  let results = (outs Tosa_Tensor:$output);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tosa_ReverseOp : Tosa_DataLayoutOp<"reverse"> {
  let summary = "reversal of a tensor along one axis";
  let description = [{
    Returns `input1` with the order of its elements along dimension `axis`
    reversed. The shape is unchanged.

    Spec: TOSA 1.0 section 2.10.4 REVERSE.

    Example:
    ```mlir
    %0 = tosa.reverse %x {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
    ```
  }];
  let arguments = (ins TosaDataLayout_TensorAtLeast1D:$input1, I32Attr:$axis);
  let hasFolder = 1;
}

def Tosa_SliceOp : Tosa_DataLayoutOp<"slice"> {
  let summary = "extraction of a rectangular window of a tensor";
  let description = [{
    Returns the `size[0] x size[1] x ...` window of `input1` whose first
    element sits at coordinates `start`. The window lies inside the input and
    every extent of `size` is positive.

    Spec: TOSA 1.0 section 2.10.5 SLICE.

    Example:
    ```mlir
    %start = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %0 = tosa.slice %x, %start, %size : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins TosaDataLayout_TensorAtLeast1D:$input1,
                       Tosa_Shape:$start, Tosa_Shape:$size);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tosa_TileOp : Tosa_DataLayoutOp<"tile"> {
  let summary = "replication of a tensor";
  let description = [{
    Repeats `input1` `multiples[i]` times along each dimension i, so that
    output extent i is `shape1[i] * multiples[i]`.

    Spec: TOSA 1.0 section 2.10.6 TILE.

    Example:
    ```mlir
    %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %0 = tosa.tile %x, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
    ```
  }];
  let arguments = (ins TosaDataLayout_TensorAtLeast1D:$input1,
                       Tosa_Shape:$multiples);
  let hasFolder = 1;
}

def Tosa_TransposeOp : Tosa_DataLayoutOp<"transpose"> {
  let summary = "permutation of the dimensions of a tensor";
  let description = [{
    Reorders the dimensions of `input1`: output dimension i is input
    dimension `perms[i]`. `perms` is a permutation of `[0, rank(input1))`.

    Spec: TOSA 1.0 section 2.10.7 TRANSPOSE.

    Example:
    ```mlir
    %0 = tosa.transpose %x {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins TosaDataLayout_TensorAtLeast1D:$input1,
                       DenseI32ArrayAttr:$perms);
  let hasFolder = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSADATALAYOUTOPS_TD
