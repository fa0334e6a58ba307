//===- TosaTypeConversionOps.td - TOSA type conversion ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the type conversion operators of TOSA 1.0 section 2.13 (cast, rescale) and the block-scaled casts.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD

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
// Type conversion operators (TOSA 1.0 section 2.13)
//===----------------------------------------------------------------------===//

def Tosa_CastOp : Tosa_Op<"cast", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "elementwise conversion to another element type";
  let description = [{
    Converts every element of `input` to the element type of `output`; the
    shape is unchanged. Integers are sign-extended or truncated, floats are
    rounded to nearest (ties to even) and saturated when converted to
    integers, and a value converts to bool as `value != 0`.

    Spec: TOSA 1.0 section 2.13.1 CAST.

    Example:
    ```mlir
    %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3xi8>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input);
  let results = (outs Tosa_Tensor:$output);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Tosa_RescaleOp : Tosa_EnumAsmOp<"rescale", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "integer rescaling by a fixed-point multiplier and shift";
  let description = [{
    Computes, per element, `(input - input_zp) * multiplier / 2^shift` with
    integer rounding (`rounding_mode`), adds `output_zp` and saturates to the
    output type. `scale32` selects a 32-bit (else 16-bit) multiplier;
    `per_channel` takes multiplier and shift per index of the innermost
    dimension instead of a single pair. `input_unsigned`/`output_unsigned`
    read or write 8- and 16-bit values as unsigned.

    Spec: TOSA 1.0 section 2.13.2 RESCALE.

    Example:
    ```mlir
    %0 = tosa.rescale %x, %mult, %shift, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input,
                       Tosa_TensorOfRank<[I16, I32], 1>:$multiplier,
                       Tosa_TensorOfRank<[I8], 1>:$shift,
                       Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$output_zp,
                       BoolAttr:$scale32,
                       Tosa_RoundingModeAttr:$rounding_mode,
                       BoolAttr:$per_channel,
                       BoolAttr:$input_unsigned,
                       BoolAttr:$output_unsigned);
  let results = (outs Tosa_Tensor:$output);
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tosa_CastToBlockScaledOp : Tosa_EnumAsmOp<"cast_to_block_scaled",
    [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "conversion to a block-scaled (MX) format";
  let description = [{
    Splits the innermost dimension of `input_data` into blocks of
    `block_size` elements, computes one power-of-two scale per block
    (`output_scale`, f8E8M0FNU) and returns the input divided by its block's
    scale, converted to the MX data type (`output_data`). The innermost
    extent must be a multiple of the block size.

    Spec: TOSA 1.1 draft, section 2.13 CAST_TO_BLOCK_SCALED (not part of
    TOSA 1.0; accepted as upstream MLIR does).

    Example:
    ```mlir
    %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf32>) -> (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>)
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input_data,
                       Tosa_BlockSizeAttr:$block_size);
  let results = (outs Tosa_Tensor:$output_data, Tosa_Tensor:$output_scale);
  let hasVerifier = 1;
}

def Tosa_CastFromBlockScaledOp : Tosa_EnumAsmOp<"cast_from_block_scaled",
    [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "conversion from a block-scaled (MX) format";
  let description = [{
    Multiplies each element of `input_data` by the scale of its block of
    `block_size` innermost elements (`input_scale`, f8E8M0FNU) and returns
    the product in the output float type.

    Spec: TOSA 1.1 draft, section 2.13 CAST_FROM_BLOCK_SCALED (not part of
    TOSA 1.0; accepted as upstream MLIR does).

    Example:
    ```mlir
    %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input_data,
                       Tosa_Tensor:$input_scale,
                       Tosa_BlockSizeAttr:$block_size);
  let results = (outs Tosa_Tensor:$output_data);
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSATYPECONVERSIONOPS_TD
