//===- TosaImageOps.td - TOSA image operators ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the image operators of TOSA 1.0 section 2.12 (resize).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAIMAGEOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAIMAGEOPS_TD

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
// Image operators (TOSA 1.0 section 2.12)
//===----------------------------------------------------------------------===//

def Tosa_ResizeOp : Tosa_EnumAsmOp<"resize", [Pure, InferShapedTypeOpAdaptor]> {
  let summary = "resize of the height and width of an NHWC tensor";
  let description = [{
    Resamples the H and W dimensions of `input` ([N, IH, IW, C]) by the
    rational factors scale_y_n/scale_y_d and scale_x_n/scale_x_d held by
    `scale` ([scale_y_n, scale_y_d, scale_x_n, scale_x_d]). Output pixel
    (oy, ox) samples the input at ((oy * scale_y_d + offset_y) / scale_y_n,
    (ox * scale_x_d + offset_x) / scale_x_n); `border` extends the output
    past the last input row/column. `mode` is NEAREST_NEIGHBOR or BILINEAR;
    integer BILINEAR returns the interpolation scaled by
    scale_y_n * scale_x_n in a wider type. The output extents are
    OH = ((IH - 1) * scale_y_n - offset_y + border_y) / scale_y_d + 1 and
    likewise OW, where the division must be exact.

    Spec: TOSA 1.0 section 2.12.1 RESIZE.

    Example:
    ```mlir
    %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %0 = tosa.resize %x, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
    ```
  }];
  let arguments = (ins Tosa_Tensor4D:$input,
                       Tosa_ShapeOfRank<4>:$scale,
                       Tosa_ShapeOfRank<2>:$offset,
                       Tosa_ShapeOfRank<2>:$border,
                       Tosa_ResizeModeAttr:$mode);
  let results = (outs Tosa_Tensor4D:$output);
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAIMAGEOPS_TD
