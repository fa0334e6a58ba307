// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(max(OH,OW,IH,IW) >= 16384)
func.func @resize_error_if_max_extent(%x: tensor<1x16384x2x1xf32>, %s: !tosa.shape<4>, %o: !tosa.shape<2>) {
  // expected-error @+1 {{ERROR_IF(max(OH,OW,IH,IW) >= 16384): expected input height and width below 16384, got 16384 in dimension 1}}
  %0 = tosa.resize %x, %s, %o, %o {mode = BILINEAR} : (tensor<1x16384x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x1xf32>
  return
}

// -----

// ERROR_IF(max(OH,OW,IH,IW) >= 16384)
func.func @resize_error_if_max_output_extent(%x: tensor<1x8x8x1xf32>, %s: !tosa.shape<4>, %o: !tosa.shape<2>) {
  // expected-error @+1 {{expected output height and width below 16384, got 20000 in dimension 2}}
  %0 = tosa.resize %x, %s, %o, %o {mode = BILINEAR} : (tensor<1x8x8x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x20000x1xf32>
  return
}

// -----

// ERROR_IF(scale_y_n <= 0 || scale_y_d <= 0 || scale_x_n <= 0 || scale_x_d <= 0)
func.func @resize_error_if_scale_not_positive(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(scale_y_n <= 0 || scale_y_d <= 0 || scale_x_n <= 0 || scale_x_d <= 0): expected positive scale values, got [2, 0, 2, 1]}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(scale_y_n > (1 << 11) || scale_x_n > (1 << 11))
func.func @resize_error_if_scale_numerator(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 4096, 4096]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(scale_y_n > (1 << 11) || scale_x_n > (1 << 11)): expected scale numerators at most 2048, got scale_y_n = 2 and scale_x_n = 4096}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(scale_y_d >= 16 * scale_y_n || scale_x_d >= 16 * scale_x_n)
func.func @resize_error_if_downscale(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[1, 16, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(scale_y_d >= 16 * scale_y_n || scale_x_d >= 16 * scale_x_n): expected a downscale by less than 16, got scale_y = 1/16 and scale_x = 1/1}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(offset_y < -scale_y_n || offset_y >= 16 * scale_y_n)
func.func @resize_error_if_offset_y(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[-3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(offset_y < -scale_y_n || offset_y >= 16 * scale_y_n): expected offset_y in [-2, 32), got -3}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(offset_x < -scale_x_n || offset_x >= 16 * scale_x_n)
func.func @resize_error_if_offset_x(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(offset_x < -scale_x_n || offset_x >= 16 * scale_x_n): expected offset_x in [-2, 32), got 32}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(border_y < -16 * scale_y_n || border_y >= scale_y_n)
func.func @resize_error_if_border_y(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(border_y < -16 * scale_y_n || border_y >= scale_y_n): expected border_y in [-32, 2), got 2}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(border_x < -16 * scale_x_n || border_x >= scale_x_n)
func.func @resize_error_if_border_x(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, -33]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(border_x < -16 * scale_x_n || border_x >= scale_x_n): expected border_x in [-32, 2), got -33}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(input1 % input2 != 0) in idiv_check((IH - 1) * scale_y_n - offset_y + border_y, scale_y_d)
func.func @resize_error_if_height_not_exact(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[3, 2, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected (IH - 1) * scale_y_n - offset_y + border_y = 21 to be a multiple of scale_y_d = 2}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(input1 % input2 != 0) in idiv_check((IW - 1) * scale_x_n - offset_x + border_x, scale_x_d)
func.func @resize_error_if_width_not_exact(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected (IW - 1) * scale_x_n - offset_x + border_x = 14 to be a multiple of scale_x_d = 3}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check((IH - 1) * scale_y_n - offset_y + border_y, scale_y_d) + 1)
func.func @resize_error_if_output_height(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(OH != idiv_check((IH - 1) * scale_y_n - offset_y + border_y, scale_y_d) + 1): expected output height 15, got 16}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16x15x4xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check((IW - 1) * scale_x_n - offset_x + border_x, scale_x_d) + 1)
func.func @resize_error_if_output_width(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(OW != idiv_check((IW - 1) * scale_x_n - offset_x + border_x, scale_x_d) + 1): expected output width 14, got 15}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check((IH - 1) * scale_y_n - offset_y + border_y, scale_y_d) + 1): OH would be negative
func.func @resize_error_if_output_not_positive(%x: tensor<1x1x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[-32, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected a positive output height, got -31 from the scale, offset and border}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x1x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x15x4xf32>
  return
}

// -----

// ERROR_IF(!is_integer<in_t>() && !is_same<in_t,out_t>())
func.func @resize_error_if_float_out_type(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(!is_integer<in_t>() && !is_same<in_t,out_t>()): expected output element type 'f32' for a floating-point input, got 'f16'}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf16>
  return
}

// -----

// Output is [N,OH,OW,C]: batch and channels kept
func.func @resize_channels(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected output extent 4 in dimension 3 (C), got 3}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x3xf32>
  return
}

// -----

// mode is NEAREST_NEIGHBOR or BILINEAR
func.func @resize_mode(%x: tensor<1x8x8x4xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{unknown enum value 'BICUBIC' for attribute 'mode'}}
  %0 = tosa.resize %x, %s, %o, %b {mode = BICUBIC} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
  return
}

// -----

// Non-constant scale, offset and border are not checked
func.func @resize_non_constant_operands(%x: tensor<1x8x8x4xf32>, %s: !tosa.shape<4>, %o: !tosa.shape<2>) {
  %0 = tosa.resize %x, %s, %o, %o {mode = BILINEAR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x100x4xf32>
  return
}
