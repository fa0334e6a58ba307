//===- TosaTensorOps.td - TOSA tensor operators ------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the tensor operators of TOSA 1.0 section 2.3:
// convolutions, pooling, matrix multiplication, FFTs and argmax, plus the
// 1.1-draft block-scaled matrix multiplication upstream MLIR already has.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATENSOROPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSATENSOROPS_TD

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
// Attribute and type constraints of the tensor operators
//===----------------------------------------------------------------------===//

/// An `array<i64: ...>` attribute of exactly `n` elements (kernel, stride,
/// dilation, pad).
class Tosa_TensorOpI64Array<int n>
    : ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<n>]>;

/// The accumulator types `acc_type` may name: INT32, INT48, FP16, FP32.
def Tosa_TensorOpAccType : AnyTypeOf<[I32, I<48>, F16, F32]>;

/// `local_bound`: ask for the error bound of a direct dot product rather
/// than one that allows fast (transform-based) algorithms. False by default.
def Tosa_LocalBoundAttr : DefaultValuedOptionalAttr<BoolAttr, "false">;

/// Element types of block-scaled data and scale tensors (TOSA 1.1 draft,
/// EXT-MXFP).
def Tosa_MXDataElement : AnyTypeOf<[F8E4M3FN, F8E5M2, F6E2M3FN, F6E3M2FN,
                                    F4E2M1FN, Tosa_MXInt8]>;
def Tosa_MXScaleElement : AnyTypeOf<[F8E8M0FNU]>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

/// A tensor operator whose result shapes the spec derives from the operands
/// and attributes.
class Tosa_TensorOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, !listconcat(traits, [Pure, InferShapedTypeOpAdaptor])> {
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// ARGMAX (TOSA 1.0 section 2.3.1)
//===----------------------------------------------------------------------===//

def Tosa_ArgMaxOp : Tosa_TensorOp<"argmax"> {
  let summary = "index of the largest value along an axis";
  let description = [{
    Reduces `input` along `axis` to the position of its largest element; the
    first position wins on ties. The result has the input's shape with `axis`
    removed. `nan_mode` decides whether a NaN counts as the largest value
    (PROPAGATE, the default) or is skipped (IGNORE).

    Spec: TOSA 1.0 section 2.3.1 ARGMAX.

    Example:
    ```mlir
    %0 = tosa.argmax %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x5xf32>) -> tensor<2xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor:$input, I32Attr:$axis,
                       Tosa_DefaultNanMode:$nan_mode);
  let results = (outs TensorOf<[I32, I64]>:$output);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// AVG_POOL2D (TOSA 1.0 section 2.3.2)
//===----------------------------------------------------------------------===//

def Tosa_AvgPool2dOp : Tosa_TensorOp<"avg_pool2d"> {
  let summary = "2D average pooling over NHWC windows";
  let description = [{
    Averages each `kernel`-sized window of the NHWC `input`, moving by
    `stride` over the input extended by `pad` ([top, bottom, left, right]).
    Padding does not count towards the divisor. Integer inputs subtract
    `input_zp`, accumulate in `acc_type`, divide by reciprocal scaling and
    add `output_zp`.

    Spec: TOSA 1.0 section 2.3.2 AVG_POOL2D.

    Example:
    ```mlir
    %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input, Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$output_zp,
                       Tosa_TensorOpI64Array<2>:$kernel,
                       Tosa_TensorOpI64Array<2>:$stride,
                       Tosa_TensorOpI64Array<4>:$pad,
                       TypeAttrOf<Tosa_TensorOpAccType>:$acc_type);
  let results = (outs Tosa_Tensor4D:$output);
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// CONV2D (TOSA 1.0 section 2.3.3)
//===----------------------------------------------------------------------===//

def Tosa_Conv2DOp : Tosa_TensorOp<"conv2d"> {
  let summary = "2D convolution of an NHWC tensor";
  let description = [{
    Convolves the NHWC `input` with `weight` laid out [OC, KH, KW, IC] and
    adds `bias` per output channel (a one-element bias is broadcast). `pad`
    is [top, bottom, left, right], `stride` and `dilation` are [y, x]. The
    zero points are subtracted from input and weight before multiplying;
    products accumulate in `acc_type`. `local_bound` asks for the tighter
    floating-point error bound of a direct dot product.

    Spec: TOSA 1.0 section 2.3.3 CONV2D.

    Example:
    ```mlir
    %0 = tosa.conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x6xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input, Tosa_Tensor4D:$weight,
                       Tosa_Tensor1D:$bias, Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$weight_zp,
                       Tosa_TensorOpI64Array<4>:$pad,
                       Tosa_TensorOpI64Array<2>:$stride,
                       Tosa_TensorOpI64Array<2>:$dilation,
                       TypeAttrOf<Tosa_TensorOpAccType>:$acc_type,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor4D:$output);
}

//===----------------------------------------------------------------------===//
// CONV3D (TOSA 1.0 section 2.3.4)
//===----------------------------------------------------------------------===//

def Tosa_Conv3DOp : Tosa_TensorOp<"conv3d"> {
  let summary = "3D convolution of an NDHWC tensor";
  let description = [{
    Convolves the NDHWC `input` with `weight` laid out [OC, KD, KH, KW, IC]
    and adds `bias` per output channel. `pad` is [d0, d1, top, bottom, left,
    right], `stride` and `dilation` are [d, y, x]. Zero points and
    `acc_type` work as for `tosa.conv2d`.

    Spec: TOSA 1.0 section 2.3.4 CONV3D.

    Example:
    ```mlir
    %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x1x1x1x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor5D:$input, Tosa_Tensor5D:$weight,
                       Tosa_Tensor1D:$bias, Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$weight_zp,
                       Tosa_TensorOpI64Array<6>:$pad,
                       Tosa_TensorOpI64Array<3>:$stride,
                       Tosa_TensorOpI64Array<3>:$dilation,
                       TypeAttrOf<Tosa_TensorOpAccType>:$acc_type,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor5D:$output);
}

//===----------------------------------------------------------------------===//
// DEPTHWISE_CONV2D (TOSA 1.0 section 2.3.5)
//===----------------------------------------------------------------------===//

def Tosa_DepthwiseConv2DOp : Tosa_TensorOp<"depthwise_conv2d"> {
  let summary = "2D depthwise convolution of an NHWC tensor";
  let description = [{
    Convolves each of the C input channels separately with M filters of
    `weight` laid out [KH, KW, C, M], giving C*M output channels (channel
    c*M+m). Padding, stride, dilation, bias, zero points and `acc_type` work
    as for `tosa.conv2d`.

    Spec: TOSA 1.0 section 2.3.5 DEPTHWISE_CONV2D.

    Example:
    ```mlir
    %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input, Tosa_Tensor4D:$weight,
                       Tosa_Tensor1D:$bias, Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$weight_zp,
                       Tosa_TensorOpI64Array<4>:$pad,
                       Tosa_TensorOpI64Array<2>:$stride,
                       Tosa_TensorOpI64Array<2>:$dilation,
                       TypeAttrOf<Tosa_TensorOpAccType>:$acc_type,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor4D:$output);
}

//===----------------------------------------------------------------------===//
// FFT2D (TOSA 1.0 section 2.3.6)
//===----------------------------------------------------------------------===//

def Tosa_FFT2dOp : Tosa_TensorOp<"fft2d", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "2D discrete Fourier transform of complex data";
  let description = [{
    Transforms N complex HxW matrices given as separate real and imaginary
    tensors [N, H, W]; H and W are powers of two. `inverse` selects the
    inverse transform (no 1/(H*W) scaling). `local_bound` asks for the
    tighter error bound of a direct computation.

    Spec: TOSA 1.0 section 2.3.6 FFT2D.

    Example:
    ```mlir
    %re, %im = tosa.fft2d %xr, %xi {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
    ```
  }];
  let arguments = (ins Tosa_Tensor3D:$input_real, Tosa_Tensor3D:$input_imag,
                       BoolAttr:$inverse,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor3D:$output_real, Tosa_Tensor3D:$output_imag);
}

//===----------------------------------------------------------------------===//
// MATMUL (TOSA 1.0 section 2.3.7)
//===----------------------------------------------------------------------===//

def Tosa_MatMulOp : Tosa_TensorOp<"matmul"> {
  let summary = "batched matrix multiplication";
  let description = [{
    Multiplies N pairs of matrices: `a` is [N, H, C], `b` is [N, C, W] and
    the result [N, H, W]. The zero points `a_zp` and `b_zp` are subtracted
    from the operands first; the result element type is the accumulator.

    Spec: TOSA 1.0 section 2.3.7 MATMUL.

    Example:
    ```mlir
    %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x4x8xi8>, tensor<1x8x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5xi32>
    ```
  }];
  let arguments = (ins Tosa_Tensor3D:$a, Tosa_Tensor3D:$b,
                       Tosa_ScalarTensor:$a_zp, Tosa_ScalarTensor:$b_zp);
  let results = (outs Tosa_Tensor3D:$output);
}

//===----------------------------------------------------------------------===//
// MATMUL_T_BLOCK_SCALED (TOSA 1.1 draft)
//===----------------------------------------------------------------------===//

def Tosa_MatmulTBlockScaledOp : Tosa_TensorOp<"matmul_t_block_scaled"> {
  let summary = "batched matrix multiplication of block-scaled operands";
  let description = [{
    Multiplies `a_data` [N, H, C] by the transpose of `b_data` [D, W, C]
    (D is N or 1, broadcast), giving [N, H, W]. Each run of `block_size`
    values along C shares one scale from `a_scale` [N, H, C/block_size] or
    `b_scale` [D, W, C/block_size]. This is a TOSA 1.1 draft operator of
    the EXT-MXFP extension.

    Spec: TOSA 1.1 draft, MATMUL_T_BLOCK_SCALED.

    Example:
    ```mlir
    %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x5x32xf8E4M3FN>, tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32>
    ```
  }];
  let arguments = (ins Tosa_TensorOfRank<[Tosa_MXDataElement], 3>:$a_data,
                       Tosa_TensorOfRank<[Tosa_MXScaleElement], 3>:$a_scale,
                       Tosa_TensorOfRank<[Tosa_MXDataElement], 3>:$b_data,
                       Tosa_TensorOfRank<[Tosa_MXScaleElement], 3>:$b_scale,
                       Tosa_BlockSizeAttr:$block_size);
  let results = (outs Tosa_Tensor3D:$output_data);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// MAX_POOL2D (TOSA 1.0 section 2.3.8)
//===----------------------------------------------------------------------===//

def Tosa_MaxPool2dOp : Tosa_TensorOp<"max_pool2d"> {
  let summary = "2D max pooling over NHWC windows";
  let description = [{
    Takes the largest value of each `kernel`-sized window of the NHWC
    `input`, moving by `stride`; `pad` ([top, bottom, left, right]) adds
    positions that never win. `nan_mode` chooses between propagating NaNs
    (PROPAGATE, the default) and skipping them (IGNORE).

    Spec: TOSA 1.0 section 2.3.8 MAX_POOL2D.

    Example:
    ```mlir
    %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input,
                       Tosa_TensorOpI64Array<2>:$kernel,
                       Tosa_TensorOpI64Array<2>:$stride,
                       Tosa_TensorOpI64Array<4>:$pad,
                       Tosa_DefaultNanMode:$nan_mode);
  let results = (outs Tosa_Tensor4D:$output);
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// RFFT2D (TOSA 1.0 section 2.3.9)
//===----------------------------------------------------------------------===//

def Tosa_RFFT2dOp : Tosa_TensorOp<"rfft2d", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "2D discrete Fourier transform of real data";
  let description = [{
    Transforms N real HxW matrices [N, H, W] (H and W powers of two) and
    returns the non-redundant half of the spectrum, [N, H, W/2 + 1], as
    real and imaginary parts.

    Spec: TOSA 1.0 section 2.3.9 RFFT2D.

    Example:
    ```mlir
    %re, %im = tosa.rfft2d %x : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
    ```
  }];
  let arguments = (ins Tosa_Tensor3D:$input_real,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor3D:$output_real, Tosa_Tensor3D:$output_imag);
}

//===----------------------------------------------------------------------===//
// TRANSPOSE_CONV2D (TOSA 1.0 section 2.3.10)
//===----------------------------------------------------------------------===//

def Tosa_TransposeConv2DOp : Tosa_TensorOp<"transpose_conv2d"> {
  let summary = "2D transposed convolution of an NHWC tensor";
  let description = [{
    Scatters every input position, spaced `stride` apart, through `weight`
    laid out [OC, KH, KW, IC], and adds `bias` per output channel. `out_pad`
    ([top, bottom, left, right]) grows the output, or crops it when
    negative. Zero points and `acc_type` work as for `tosa.conv2d`.

    Spec: TOSA 1.0 section 2.3.10 TRANSPOSE_CONV2D.

    Example:
    ```mlir
    %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input, Tosa_Tensor4D:$weight,
                       Tosa_Tensor1D:$bias, Tosa_ScalarTensor:$input_zp,
                       Tosa_ScalarTensor:$weight_zp,
                       Tosa_TensorOpI64Array<4>:$out_pad,
                       Tosa_TensorOpI64Array<2>:$stride,
                       TypeAttrOf<Tosa_TensorOpAccType>:$acc_type,
                       Tosa_LocalBoundAttr:$local_bound);
  let results = (outs Tosa_Tensor4D:$output);
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSATENSOROPS_TD
