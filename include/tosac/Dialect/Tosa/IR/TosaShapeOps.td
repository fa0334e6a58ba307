//===- TosaShapeOps.td - TOSA shape operators ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the shape operators of the TOSA 1.1 draft (add_shape ... dim).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSASHAPEOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSASHAPEOPS_TD

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

/// A rank-1 int32 tensor of one element (or unranked), as the start and size
/// of tosa.slice_shape are passed.
def Tosa_ShapeOpsScalarI32Tensor
    : AnyTypeOf<[UnrankedTensorOf<[I32]>,
                 RankedTensorOf<[I32], [HasAnyRankOfPred<[1]>,
                                        CPred<"::llvm::cast<::mlir::ShapedType>"
                                              "($_self).getDimSize(0) == 1">],
                                "one-element rank-1 tensor">],
                "one-element rank-1 tensor of 32-bit integers">;

/// Base class of the shape operators: `!tosa.shape` operands and result,
/// no side effects, the `operands : functional-type` syntax.
class Tosa_ShapeOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure])> {
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

/// Elementwise operator on two shapes of equal length.
class Tosa_ShapeBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ShapeOp<mnemonic, traits> {
  let arguments = (ins Tosa_Shape:$input1, Tosa_Shape:$input2);
  let results = (outs Tosa_Shape:$output);
}

/// Elementwise operator on one shape.
class Tosa_ShapeUnaryOp<string mnemonic, list<Trait> traits = []>
    : Tosa_ShapeOp<mnemonic, traits> {
  let arguments = (ins Tosa_Shape:$input);
  let results = (outs Tosa_Shape:$output);
}

//===----------------------------------------------------------------------===//
// Elementwise binary shape operators
//===----------------------------------------------------------------------===//

def Tosa_AddShapeOp : Tosa_ShapeBinaryOp<"add_shape"> {
  let summary = "elementwise sum of two shapes";
  let description = [{
    Adds the extents of `input1` and `input2` position by position; both
    shapes and the result have the same length.

    Spec: TOSA 1.1 draft, shape operators, ADD_SHAPE.

    Example:
    ```mlir
    %r = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_SubShapeOp : Tosa_ShapeBinaryOp<"sub_shape"> {
  let summary = "elementwise difference of two shapes";
  let description = [{
    Subtracts the extents of `input2` from those of `input1` position by
    position; both shapes and the result have the same length.

    Spec: TOSA 1.1 draft, shape operators, SUB_SHAPE.

    Example:
    ```mlir
    %r = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_MulShapeOp : Tosa_ShapeBinaryOp<"mul_shape"> {
  let summary = "elementwise product of two shapes";
  let description = [{
    Multiplies the extents of `input1` and `input2` position by position;
    both shapes and the result have the same length.

    Spec: TOSA 1.1 draft, shape operators, MUL_SHAPE.

    Example:
    ```mlir
    %r = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_DivCeilShapeOp : Tosa_ShapeBinaryOp<"div_ceil_shape"> {
  let summary = "elementwise division of shapes, rounding up";
  let description = [{
    Divides each extent of `input1` (at least 0) by the extent of `input2`
    at the same position (at least 1) and rounds the quotient up.

    Spec: TOSA 1.1 draft, shape operators, DIV_CEIL_SHAPE.

    Example:
    ```mlir
    %r = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_DivFloorShapeOp : Tosa_ShapeBinaryOp<"div_floor_shape"> {
  let summary = "elementwise division of shapes, rounding down";
  let description = [{
    Divides each extent of `input1` (at least 0) by the extent of `input2`
    at the same position (at least 1) and rounds the quotient down.

    Spec: TOSA 1.1 draft, shape operators, DIV_FLOOR_SHAPE.

    Example:
    ```mlir
    %r = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_ModShapeOp : Tosa_ShapeBinaryOp<"mod_shape"> {
  let summary = "elementwise remainder of two shapes";
  let description = [{
    The remainder of dividing each extent of `input1` (at least 0) by the
    extent of `input2` at the same position (at least 1).

    Spec: TOSA 1.1 draft, shape operators, MOD_SHAPE.

    Example:
    ```mlir
    %r = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_MaxShapeOp : Tosa_ShapeBinaryOp<"max_shape"> {
  let summary = "elementwise maximum of two shapes";
  let description = [{
    Takes the larger extent of `input1` and `input2` at each position.

    Spec: TOSA 1.1 draft, shape operators, MAX_SHAPE.

    Example:
    ```mlir
    %r = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_MinShapeOp : Tosa_ShapeBinaryOp<"min_shape"> {
  let summary = "elementwise minimum of two shapes";
  let description = [{
    Takes the smaller extent of `input1` and `input2` at each position.

    Spec: TOSA 1.1 draft, shape operators, MIN_SHAPE.

    Example:
    ```mlir
    %r = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Elementwise unary shape operators
//===----------------------------------------------------------------------===//

def Tosa_Exp2ShapeOp : Tosa_ShapeUnaryOp<"exp2_shape"> {
  let summary = "two to the power of each extent";
  let description = [{
    Replaces each value `x` of `input` (0 <= x < MAX_LOG2_SIZE) by `2^x`.

    Spec: TOSA 1.1 draft, shape operators, EXP2_SHAPE.

    Example:
    ```mlir
    %r = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_Log2CeilShapeOp : Tosa_ShapeUnaryOp<"log2_ceil_shape"> {
  let summary = "base-2 logarithm of each extent, rounded up";
  let description = [{
    Replaces each extent `x` of `input` (at least 1) by the smallest `k`
    with `2^k >= x`.

    Spec: TOSA 1.1 draft, shape operators, LOG2_CEIL_SHAPE.

    Example:
    ```mlir
    %r = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

def Tosa_Log2FloorShapeOp : Tosa_ShapeUnaryOp<"log2_floor_shape"> {
  let summary = "base-2 logarithm of each extent, rounded down";
  let description = [{
    Replaces each extent `x` of `input` (at least 1) by the largest `k`
    with `2^k <= x`.

    Spec: TOSA 1.1 draft, shape operators, LOG2_FLOOR_SHAPE.

    Example:
    ```mlir
    %r = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Structural shape operators
//===----------------------------------------------------------------------===//

def Tosa_ConcatShapeOp : Tosa_ShapeOp<"concat_shape"> {
  let summary = "concatenation of shapes";
  let description = [{
    Joins the shapes of `input` one after the other; the result's length is
    the sum of their lengths.

    Spec: TOSA 1.1 draft, shape operators, CONCAT_SHAPE.

    Example:
    ```mlir
    %r = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
    ```
  }];
  let arguments = (ins Variadic<Tosa_Shape>:$input);
  let results = (outs Tosa_Shape:$output);
}

def Tosa_SliceShapeOp : Tosa_ShapeOp<"slice_shape"> {
  let summary = "contiguous part of a shape";
  let description = [{
    Takes `size` consecutive extents of `input` starting at position `start`.
    `start` and `size` are one-element int32 tensors; when they are constant,
    `size` is at least 1, `start` at least 0, the part lies within `input` and
    the result has length `size`.

    Spec: TOSA 1.1 draft, shape operators, SLICE_SHAPE.

    Example:
    ```mlir
    %r = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
    ```
  }];
  let arguments = (ins Tosa_Shape:$input,
                       Tosa_ShapeOpsScalarI32Tensor:$start,
                       Tosa_ShapeOpsScalarI32Tensor:$size);
  let results = (outs Tosa_Shape:$output);
}

def Tosa_DimOp : Tosa_ShapeOp<"dim"> {
  let summary = "one extent of a tensor as a shape";
  let description = [{
    Produces a `!tosa.shape<1>` holding the extent of `input1` along `axis`
    (0 <= axis < rank). Folds to a constant when that extent is static.

    Spec: TOSA 1.1 draft, shape operators, DIM.

    Example:
    ```mlir
    %d = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input1, I32Attr:$axis);
  let results = (outs Tosa_ShapeOfRank<1>:$output);
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSASHAPEOPS_TD
