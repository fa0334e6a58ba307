// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @argmax_error_if_axis(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.argmax %x {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @argmax_error_if_negative_axis(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.argmax %x {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return
}

// -----

// ERROR_IF(flatten(left_shape, right_shape) != shape)
func.func @argmax_error_if_output_shape(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{ERROR_IF(flatten(left_shape, right_shape) != shape): expected output shape [2, 4], got [2, 3]}}
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3xi32>
  return
}

// -----

// ERROR_IF(flatten(left_shape, right_shape) != shape)
func.func @argmax_error_if_output_rank(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(flatten(left_shape, right_shape) != shape): expected output rank 1, got 2}}
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return
}

// -----

// REQUIRE(max_index <= maximum<out_t>())
func.func @argmax_require_max_index(%x: tensor<3000000000xi8>) {
  // expected-error @+1 {{REQUIRE(max_index <= maximum<out_t>()): expected the extent of axis 0 (3000000000) to fit indices of 'i32', whose maximum is 2147483647}}
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<3000000000xi8>) -> tensor<i32>
  return
}

// -----

// Not an ERROR_IF: output is i32 or i64 (argument table)
func.func @argmax_output_element_type(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{op result #0 must be tensor of 32-bit signless integer or 64-bit signless integer values}}
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi16>
  return
}

// -----

// Not an ERROR_IF: nan_mode is PROPAGATE or IGNORE
func.func @argmax_unknown_nan_mode(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{unknown enum value 'MAYBE' for attribute 'nan_mode'}}
  %0 = tosa.argmax %x {axis = 0 : i32, nan_mode = MAYBE} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

// The same as a string (older upstream syntax).
func.func @argmax_unknown_nan_mode_string(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{unknown enum value 'MAYBE' for attribute 'nan_mode'}}
  %0 = tosa.argmax %x {axis = 0 : i32, nan_mode = "MAYBE"} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

// ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0)
func.func @avg_pool2d_error_if_input_zp(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0): expected input_zp 0 for element type 'f32', got 1.5}}
  %0 = tosa.avg_pool2d %x, %c, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0)
func.func @avg_pool2d_error_if_output_zp(%x: tensor<1x8x8x4xi16>, %zp: tensor<1xi16>) {
  %c = "tosa.const"() <{values = dense<-3> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0): expected output_zp 0 for element type 'i16', got -3}}
  %0 = tosa.avg_pool2d %x, %zp, %c {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4x4xi16>
  return
}

// -----

// ERROR_IF(kernel_y < 1 || kernel_x < 1)
func.func @avg_pool2d_error_if_kernel(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(kernel_y < 1 || kernel_x < 1): expected kernel values >= 1, got [2, 0]}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 0>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(stride_y < 1 || stride_x < 1)
func.func @avg_pool2d_error_if_stride(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_y < 1 || stride_x < 1): expected stride values >= 1, got [0, 2]}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
func.func @avg_pool2d_error_if_pad(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0): expected pad values >= 0, got [0, 0, -1, 0]}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, -1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_right >= kernel_x || pad_left >= kernel_x)
func.func @avg_pool2d_error_if_pad_x(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_right >= kernel_x || pad_left >= kernel_x): expected pad_left and pad_right < kernel_x (2), got 0 and 2}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 2>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_top >= kernel_y || pad_bottom >= kernel_y)
func.func @avg_pool2d_error_if_pad_y(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top >= kernel_y || pad_bottom >= kernel_y): expected pad_top and pad_bottom < kernel_y (2), got 2 and 0}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1)
func.func @avg_pool2d_error_if_output_height(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1): expected output height 4, got 3}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x4x4xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1)
func.func @avg_pool2d_error_if_output_width(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1): expected output width 4, got 5}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1)
func.func @avg_pool2d_error_if_output_height_not_divisible(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1): expected the padded input height minus the kernel height (6) to be divisible by the stride (4)}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 4, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x4x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1)
func.func @avg_pool2d_error_if_kernel_exceeds_padded_input(%x: tensor<1x2x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1): expected the padded input height (3) to be at least the kernel height (4)}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 4, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @avg_pool2d_acc_type(%x: tensor<1x8x8x4xi8>, %zp: tensor<1xi8>) {
  // expected-error @+1 {{expected acc_type 'i32' for input element type 'i8', got 'f32'}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4xi8>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @avg_pool2d_acc_type_fp8(%x: tensor<1x8x8x4xf8E4M3FN>, %zp: tensor<1xf8E4M3FN>) {
  // expected-error @+1 {{expected acc_type 'f16' for input element type 'f8E4M3FN', got 'f32'}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> tensor<1x4x4x4xf8E4M3FN>
  return
}

// -----

// Not an ERROR_IF: input_zp has shape [1] (argument table)
func.func @avg_pool2d_zp_shape(%x: tensor<1x8x8x4xf32>, %zp: tensor<2xf32>) {
  // expected-error @+1 {{expected input_zp of shape [1], got 'tensor<2xf32>'}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: input_zp has element type in_out_t (argument table)
func.func @avg_pool2d_zp_element_type(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf16>) {
  // expected-error @+1 {{expected input_zp of element type 'f32' (in_out_t), got 'f16'}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: output has element type in_out_t (argument table)
func.func @avg_pool2d_output_element_type(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected output of element type 'f32' (that of input), got 'f16'}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf16>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,C] (argument table)
func.func @avg_pool2d_output_channels(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected output channels C to be 4, got 5}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,C] (argument table)
func.func @avg_pool2d_output_batch(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected output batch N to be 1, got 2}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: kernel has 2 elements (argument table)
func.func @avg_pool2d_kernel_attr_size(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'kernel' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: input is rank 4 (argument table)
func.func @avg_pool2d_input_rank(%x: tensor<8x8x4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{operand #0 must be unranked or rank-4 tensor}}
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
func.func @conv2d_error_if_input_zp(%x: tensor<1x8x8x4xi16>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi48>, %wzp: tensor<1xi8>) {
  %c = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0): expected input_zp 0 for element type 'i16', got 1}}
  %0 = tosa.conv2d %x, %w, %b, %c, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x6xi48>
  return
}

// -----

// ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0)
func.func @conv2d_error_if_weight_zp(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): expected weight_zp 0 for element type 'f32', got 0.5}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %c {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
func.func @conv2d_error_if_pad(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0): expected pad values >= 0, got [1, -1, 1, 1]}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, -1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// ERROR_IF(stride_y < 1 || stride_x < 1)
func.func @conv2d_error_if_stride(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_y < 1 || stride_x < 1): expected stride values >= 1, got [1, 0]}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 0>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// ERROR_IF(dilation_y < 1 || dilation_x < 1)
func.func @conv2d_error_if_dilation(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(dilation_y < 1 || dilation_x < 1): expected dilation values >= 1, got [0, 1]}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1)
func.func @conv2d_error_if_output_height(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1): expected output height 8, got 7}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x8x6xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1)
func.func @conv2d_error_if_output_width(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1): expected output width 4, got 5}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 0>, stride = array<i64: 1, 2>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x5x6xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1)
func.func @conv2d_error_if_output_height_not_divisible(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1): expected the padded input height minus the kernel height (5) to be divisible by the stride (2)}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 2, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x8x6xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1)
func.func @conv2d_error_if_dilated_kernel_exceeds_input(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1): expected the padded input width (10) to be at least the dilated kernel width (13)}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 6>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x1x6xf32>
  return
}

// -----

// ERROR_IF(BC != OC && BC != 1)
func.func @conv2d_error_if_bias_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<3xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(BC != OC && BC != 1): expected bias of 6 elements or 1, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @conv2d_acc_type(%x: tensor<1x8x8x4xi8>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi32>, %izp: tensor<1xi8>, %wzp: tensor<1xi8>) {
  // expected-error @+1 {{expected acc_type 'i32' for input element type 'i8', got 'i48'}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x6xi32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @conv2d_acc_type_f16(%x: tensor<1x8x8x4xf16>, %w: tensor<6x3x3x4xf16>, %b: tensor<6xf16>, %izp: tensor<1xf16>, %wzp: tensor<1xf16>) {
  // expected-error @+1 {{expected acc_type 'f16' or 'f32' for input element type 'f16', got 'i32'}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf16>, tensor<6x3x3x4xf16>, tensor<6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x6xf16>
  return
}

// -----

// Not an ERROR_IF: bias has element type out_t (argument table)
func.func @conv2d_bias_element_type(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf16>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected bias of element type 'f32' (that of output), got 'f16'}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: weight is [OC,KH,KW,IC] (argument table)
func.func @conv2d_input_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x3xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected the input channels IC of weight to be 4, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x3xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,OC] (argument table)
func.func @conv2d_output_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected output channels OC to be 6, got 5}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x5xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,OC] (argument table)
func.func @conv2d_output_batch(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected output batch N to be 1, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: weight_zp has shape [1] (argument table)
func.func @conv2d_zp_shape(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<6xf32>) {
  // expected-error @+1 {{expected weight_zp of shape [1], got 'tensor<6xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<6xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: input_zp has element type in_t (argument table)
func.func @conv2d_zp_element_type_quant(%x: tensor<1x8x8x4x!quant.uniform<i8:f32, 0.5>>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi32>, %izp: tensor<1xi16>, %wzp: tensor<1xi8>) {
  // expected-error @+1 {{expected input_zp of element type 'i8' (in_t), got 'i16'}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4x!quant.uniform<i8:f32, 0.5>>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x6xi32>
  return
}

// -----

// Not an ERROR_IF: pad values are of type i32_t (argument table)
func.func @conv2d_pad_i32(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected pad values that fit in i32, got [2147483648, 0, 1, 1]}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2147483648, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type is one of INT32, INT48, FP16, FP32
func.func @conv2d_acc_type_attr(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = bf16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
func.func @conv3d_error_if_input_zp(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %wzp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<-1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0): expected input_zp 0 for element type 'f32', got -1}}
  %0 = tosa.conv3d %x, %w, %b, %c, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0)
func.func @conv3d_error_if_weight_zp(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<2.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): expected weight_zp 0 for element type 'f32', got 2}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %c {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(pad_d0 < 0 || pad_d1 < 0 || pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
func.func @conv3d_error_if_pad(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_d0 < 0 || pad_d1 < 0 || pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0): expected pad values >= 0, got [-1, 1, 1, 1, 1, 1]}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: -1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(stride_d < 1 || stride_y < 1 || stride_x < 1)
func.func @conv3d_error_if_stride(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_d < 1 || stride_y < 1 || stride_x < 1): expected stride values >= 1, got [0, 1, 1]}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 0, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(dilation_d < 1 || dilation_y < 1 || dilation_x < 1)
func.func @conv3d_error_if_dilation(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(dilation_d < 1 || dilation_y < 1 || dilation_x < 1): expected dilation values >= 1, got [1, 1, -2]}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, -2>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(OD != idiv_check(ID - 1 + pad_d0 + pad_d1 - (KD - 1) * dilation_d, stride_d) + 1)
func.func @conv3d_error_if_output_depth(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OD != idiv_check(ID - 1 + pad_d0 + pad_d1 - (KD - 1) * dilation_d, stride_d) + 1): expected output depth 4, got 2}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8x6xf32>
  return
}

// -----

// ERROR_IF(OD != idiv_check(ID - 1 + pad_d0 + pad_d1 - (KD - 1) * dilation_d, stride_d) + 1)
func.func @conv3d_error_if_output_depth_not_divisible(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OD != idiv_check(ID - 1 + pad_d0 + pad_d1 - (KD - 1) * dilation_d, stride_d) + 1): expected the padded input depth minus the kernel depth (1) to be divisible by the stride (2)}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 1, 1, 1>, stride = array<i64: 2, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8x6xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1)
func.func @conv3d_error_if_output_height(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1): expected output height 8, got 9}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x9x8x6xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1)
func.func @conv3d_error_if_output_width(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1): expected output width 6, got 8}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(BC != OC && BC != 1)
func.func @conv3d_error_if_bias_channels(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<2xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(BC != OC && BC != 1): expected bias of 6 elements or 1, got 2}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: weight is [OC,KD,KH,KW,IC] (argument table)
func.func @conv3d_input_channels(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x2xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected the input channels IC of weight to be 4, got 2}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OD,OH,OW,OC] (argument table)
func.func @conv3d_output_channels(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected output channels OC to be 6, got 7}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x7xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @conv3d_acc_type(%x: tensor<1x4x8x8x4xi16>, %w: tensor<6x3x3x3x4xi8>, %b: tensor<6xi48>, %izp: tensor<1xi16>, %wzp: tensor<1xi8>) {
  // expected-error @+1 {{expected acc_type 'i48' for input element type 'i16', got 'i32'}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xi16>, tensor<6x3x3x3x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x8x8x6xi48>
  return
}

// -----

// Not an ERROR_IF: pad has 6 elements (argument table)
func.func @conv3d_pad_attr_size(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'pad' failed to satisfy constraint: i64 dense array attribute with exactly 6 elements}}
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
func.func @depthwise_conv2d_error_if_input_zp(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %wzp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0): expected input_zp 0 for element type 'f32', got 1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %c, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0)
func.func @depthwise_conv2d_error_if_weight_zp(%x: tensor<1x8x8x4xi8>, %w: tensor<3x3x4x2xi4>, %b: tensor<8xi32>, %izp: tensor<1xi8>) {
  %c = "tosa.const"() <{values = dense<1> : tensor<1xi4>}> : () -> tensor<1xi4>
  // expected-error @+1 {{ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): expected weight_zp 0 for element type 'i4', got 1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %c {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<3x3x4x2xi4>, tensor<8xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x8x8x8xi32>
  return
}

// -----

// ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
func.func @depthwise_conv2d_error_if_pad(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0): expected pad values >= 0, got [1, 1, 1, -1]}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, -1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// ERROR_IF(stride_y < 1 || stride_x < 1)
func.func @depthwise_conv2d_error_if_stride(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_y < 1 || stride_x < 1): expected stride values >= 1, got [-1, 1]}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: -1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// ERROR_IF(dilation_y < 1 || dilation_x < 1)
func.func @depthwise_conv2d_error_if_dilation(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(dilation_y < 1 || dilation_x < 1): expected dilation values >= 1, got [1, 0]}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 0>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1)
func.func @depthwise_conv2d_error_if_output_height(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y, stride_y) + 1): expected output height 6, got 8}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1)
func.func @depthwise_conv2d_error_if_output_width(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1): expected output width 8, got 9}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x9x8xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1)
func.func @depthwise_conv2d_error_if_output_width_not_divisible(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW - 1 + pad_left + pad_right - (KW - 1) * dilation_x, stride_x) + 1): expected the padded input width minus the kernel width (5) to be divisible by the stride (3)}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 3>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x3x8xf32>
  return
}

// -----

// ERROR_IF(BC != C*M && BC != 1)
func.func @depthwise_conv2d_error_if_bias_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<4xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(BC != C*M && BC != 1): expected bias of 8 elements or 1, got 4}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// Not an ERROR_IF: weight is [KH,KW,C,M] (argument table)
func.func @depthwise_conv2d_input_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x2x4xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected the input channels C of weight to be 4, got 2}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x2x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,C*M] (argument table)
func.func @depthwise_conv2d_output_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected output channels C*M to be 8, got 4}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @depthwise_conv2d_acc_type(%x: tensor<1x8x8x4xbf16>, %w: tensor<3x3x4x2xbf16>, %b: tensor<8xbf16>, %izp: tensor<1xbf16>, %wzp: tensor<1xbf16>) {
  // expected-error @+1 {{expected acc_type 'f32' for input element type 'bf16', got 'f16'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xbf16>, tensor<3x3x4x2xbf16>, tensor<8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x8x8x8xbf16>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
func.func @transpose_conv2d_error_if_input_zp(%x: tensor<1x8x8x4xi16>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi48>, %wzp: tensor<1xi8>) {
  %c = "tosa.const"() <{values = dense<7> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0): expected input_zp 0 for element type 'i16', got 7}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %c, %wzp {acc_type = i48, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x10x10x6xi48>
  return
}

// -----

// ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0)
func.func @transpose_conv2d_error_if_weight_zp(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): expected weight_zp 0 for element type 'f32', got 1}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %c {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// ERROR_IF(out_pad_top <= -KH || out_pad_bottom <= -KH)
func.func @transpose_conv2d_error_if_out_pad_y(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(out_pad_top <= -KH || out_pad_bottom <= -KH): expected out_pad_top and out_pad_bottom > -3, got 0 and -3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, -3, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x10x6xf32>
  return
}

// -----

// ERROR_IF(out_pad_left <= -KW || out_pad_right <= -KW)
func.func @transpose_conv2d_error_if_out_pad_x(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(out_pad_left <= -KW || out_pad_right <= -KW): expected out_pad_left and out_pad_right > -3, got -4 and 0}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, -4, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x6x6xf32>
  return
}

// -----

// ERROR_IF(stride_y < 1 || stride_x < 1)
func.func @transpose_conv2d_error_if_stride(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_y < 1 || stride_x < 1): expected stride values >= 1, got [1, 0]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH)
func.func @transpose_conv2d_error_if_output_height(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH): expected output height 17, got 10}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// ERROR_IF(OW != (IW - 1) * stride_x + out_pad_left + out_pad_right + KW)
func.func @transpose_conv2d_error_if_output_width(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != (IW - 1) * stride_x + out_pad_left + out_pad_right + KW): expected output width 12, got 10}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH)
func.func @transpose_conv2d_error_if_output_height_negative(%x: tensor<1x1x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH): expected a non-negative output height, but the formula gives -1}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: -2, -2, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10x6xf32>
  return
}

// -----

// ERROR_IF(BC != OC && BC != 1)
func.func @transpose_conv2d_error_if_bias_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<5xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{ERROR_IF(BC != OC && BC != 1): expected bias of 6 elements or 1, got 5}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// Not an ERROR_IF: weight is [OC,KH,KW,IC] (argument table)
func.func @transpose_conv2d_input_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<4x3x3x6xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected the input channels IC of weight to be 4, got 6}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<4x3x3x6xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,OC] (argument table)
func.func @transpose_conv2d_output_channels(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected output channels OC to be 6, got 4}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x4xf32>
  return
}

// -----

// Not an ERROR_IF: out_pad values are of type i32_t (argument table)
func.func @transpose_conv2d_out_pad_i32(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected out_pad values that fit in i32, got [9223372036854775807, 0, 0, 0]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 9223372036854775807, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// Not an ERROR_IF: acc_type matches acc_t of the supported data types table
func.func @transpose_conv2d_acc_type(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) {
  // expected-error @+1 {{expected acc_type 'f32' for input element type 'f32', got 'f16'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  return
}

// -----

// ERROR_IF(kernel_y < 1 || kernel_x < 1)
func.func @max_pool2d_error_if_kernel(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(kernel_y < 1 || kernel_x < 1): expected kernel values >= 1, got [0, 2]}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(stride_y < 1 || stride_x < 1)
func.func @max_pool2d_error_if_stride(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(stride_y < 1 || stride_x < 1): expected stride values >= 1, got [2, 0]}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 0>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0)
func.func @max_pool2d_error_if_pad(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top < 0 || pad_bottom < 0 || pad_left < 0 || pad_right < 0): expected pad values >= 0, got [-1, 0, 0, 0]}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_right >= kernel_x || pad_left >= kernel_x)
func.func @max_pool2d_error_if_pad_x(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_right >= kernel_x || pad_left >= kernel_x): expected pad_left and pad_right < kernel_x (2), got 3 and 0}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 3, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(pad_top >= kernel_y || pad_bottom >= kernel_y)
func.func @max_pool2d_error_if_pad_y(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(pad_top >= kernel_y || pad_bottom >= kernel_y): expected pad_top and pad_bottom < kernel_y (1), got 0 and 1}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 2>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1)
func.func @max_pool2d_error_if_output_height(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(OH != idiv_check(IH + pad_top + pad_bottom - kernel_y, stride_y) + 1): expected output height 4, got 2}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x2x4x4xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1)
func.func @max_pool2d_error_if_output_width(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1): expected output width 8, got 4}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 3>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 2, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1)
func.func @max_pool2d_error_if_output_width_not_divisible(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{ERROR_IF(OW != idiv_check(IW + pad_left + pad_right - kernel_x, stride_x) + 1): expected the padded input width minus the kernel width (5) to be divisible by the stride (2)}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: output has element type in_out_t (argument table)
func.func @max_pool2d_output_element_type(%x: tensor<1x8x8x4xi8>) {
  // expected-error @+1 {{expected output of element type 'i8' (that of input), got 'i16'}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi8>) -> tensor<1x4x4x4xi16>
  return
}

// -----

// Not an ERROR_IF: output is [N,OH,OW,C] (argument table)
func.func @max_pool2d_output_channels(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{expected output channels C to be 4, got 3}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x3xf32>
  return
}

// -----

// Not an ERROR_IF: kernel values are of type i32_t (argument table)
func.func @max_pool2d_kernel_i32(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{expected kernel values that fit in i32, got [2, -2147483649]}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, -2147483649>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: stride has 2 elements (argument table)
func.func @max_pool2d_stride_attr_size(%x: tensor<1x8x8x4xf32>) {
  // expected-error @+1 {{attribute 'stride' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

// ERROR_IF(!power_of_two(H))
func.func @fft2d_error_if_height(%re: tensor<1x6x8xf32>, %im: tensor<1x6x8xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(H)): expected a power-of-two height, got 6}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x6x8xf32>, tensor<1x6x8xf32>) -> (tensor<1x6x8xf32>, tensor<1x6x8xf32>)
  return
}

// -----

// ERROR_IF(!power_of_two(W))
func.func @fft2d_error_if_width(%re: tensor<1x8x?xf32>, %im: tensor<1x8x12xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(W)): expected a power-of-two width, got 12}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x8x?xf32>, tensor<1x8x12xf32>) -> (tensor<1x8x12xf32>, tensor<1x8x12xf32>)
  return
}

// -----

// ERROR_IF(!power_of_two(H))
func.func @fft2d_error_if_height_from_output(%re: tensor<*xf32>, %im: tensor<*xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(H)): expected a power-of-two height, got 7}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<1x?x8xf32>, tensor<1x7x8xf32>)
  return
}

// -----

// Not an ERROR_IF: input_imag is [N,H,W] like input_real (argument table)
func.func @fft2d_input_imag_shape(%re: tensor<1x8x8xf32>, %im: tensor<1x8x4xf32>) {
  // expected-error @+1 {{expected input_imag of shape [1, 8, 8], got [1, 8, 4]}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x4xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  return
}

// -----

// Not an ERROR_IF: output_imag is [N,H,W] (argument table)
func.func @fft2d_output_shape(%re: tensor<2x8x8xf32>, %im: tensor<*xf32>) {
  // expected-error @+1 {{expected output_imag of shape [2, 8, 8], got [2, 8, 16]}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<2x8x8xf32>, tensor<*xf32>) -> (tensor<2x8x8xf32>, tensor<2x8x16xf32>)
  return
}

// -----

// Not an ERROR_IF: all tensors are of type in_out_t (argument table)
func.func @fft2d_element_type(%re: tensor<1x8x8xf32>, %im: tensor<1x8x8xf32>) {
  // expected-error @+1 {{expected output_real of element type 'f32' (that of input_real), got 'f16'}}
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf16>, tensor<1x8x8xf32>)
  return
}

// -----

// Not an ERROR_IF: inverse is a required attribute
func.func @fft2d_missing_inverse(%re: tensor<1x8x8xf32>, %im: tensor<1x8x8xf32>) {
  // expected-error @+1 {{requires attribute 'inverse'}}
  %0:2 = tosa.fft2d %re, %im {local_bound = true} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  return
}

// -----

// ERROR_IF(!power_of_two(H))
func.func @rfft2d_error_if_height(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(H)): expected a power-of-two height, got 3}}
  %0:2 = tosa.rfft2d %x : (tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>)
  return
}

// -----

// ERROR_IF(!power_of_two(H))
func.func @rfft2d_error_if_height_from_output(%x: tensor<*xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(H)): expected a power-of-two height, got 5}}
  %0:2 = tosa.rfft2d %x : (tensor<*xf32>) -> (tensor<1x5x5xf32>, tensor<1x?x5xf32>)
  return
}

// -----

// ERROR_IF(!power_of_two(W))
func.func @rfft2d_error_if_width(%x: tensor<1x8x10xf32>) {
  // expected-error @+1 {{ERROR_IF(!power_of_two(W)): expected a power-of-two width, got 10}}
  %0:2 = tosa.rfft2d %x : (tensor<1x8x10xf32>) -> (tensor<1x8x6xf32>, tensor<1x8x6xf32>)
  return
}

// -----

// Not an ERROR_IF: output_real is [N,H,W/2 + 1] (argument table)
func.func @rfft2d_output_width(%x: tensor<1x8x8xf32>) {
  // expected-error @+1 {{expected output_real of shape [1, 8, 5], got [1, 8, 8]}}
  %0:2 = tosa.rfft2d %x : (tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x5xf32>)
  return
}

// -----

// Not an ERROR_IF: output_imag is [N,H,W/2 + 1] (argument table)
func.func @rfft2d_output_imag_shape(%x: tensor<1x8x8xf32>) {
  // expected-error @+1 {{expected output_imag of shape [1, 8, 5], got [2, 8, 5]}}
  %0:2 = tosa.rfft2d %x : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<2x8x5xf32>)
  return
}

// -----

// Not an ERROR_IF: all tensors are of type in_out_t (argument table)
func.func @rfft2d_element_type(%x: tensor<1x8x8xf32>) {
  // expected-error @+1 {{expected output_imag of element type 'f32' (that of input_real), got 'bf16'}}
  %0:2 = tosa.rfft2d %x : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xbf16>)
  return
}

// -----

// ERROR_IF(!is_same<A_t,i8_t>() && A_zp != 0)
func.func @matmul_error_if_a_zp(%a: tensor<1x4x8xi16>, %b: tensor<1x8x5xi16>, %zp: tensor<1xi16>) {
  %c = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(!is_same<A_t,i8_t>() && A_zp != 0): expected A_zp 0 for element type 'i16', got 1}}
  %0 = tosa.matmul %a, %b, %c, %zp : (tensor<1x4x8xi16>, tensor<1x8x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x5xi48>
  return
}

// -----

// ERROR_IF(!is_same<B_t,i8_t>() && B_zp != 0)
func.func @matmul_error_if_b_zp(%a: tensor<1x4x8xf32>, %b: tensor<1x8x5xf32>, %zp: tensor<1xf32>) {
  %c = "tosa.const"() <{values = dense<3.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(!is_same<B_t,i8_t>() && B_zp != 0): expected B_zp 0 for element type 'f32', got 3}}
  %0 = tosa.matmul %a, %b, %zp, %c : (tensor<1x4x8xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: B is [N,C,W] (argument table)
func.func @matmul_batch(%a: tensor<1x4x8xf32>, %b: tensor<2x8x5xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected the batch N of B to be 1, got 2}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8xf32>, tensor<2x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: B is [N,C,W] (argument table)
func.func @matmul_inner(%a: tensor<1x4x8xf32>, %b: tensor<1x7x5xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected the rows C of B to be 8, got 7}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x7x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,H,W] (argument table)
func.func @matmul_output_rows(%a: tensor<1x4x8xf32>, %b: tensor<1x8x5xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected output rows H to be 4, got 5}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,H,W] (argument table)
func.func @matmul_output_columns(%a: tensor<?x4x?xf32>, %b: tensor<1x8x5xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{expected output columns W to be 5, got 4}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<?x4x?xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: A_zp has element type A_t (argument table)
func.func @matmul_zp_element_type(%a: tensor<1x4x8xi8>, %b: tensor<1x8x5xi8>, %zp: tensor<1xi32>) {
  // expected-error @+1 {{expected A_zp of element type 'i8' (A_t), got 'i32'}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8xi8>, tensor<1x8x5xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x4x5xi32>
  return
}

// -----

// ERROR_IF(C % block_size != 0)
func.func @matmul_t_block_scaled_error_if_block_size(%a: tensor<2x4x48xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x?xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{ERROR_IF(C % block_size != 0): expected C (48) to be a multiple of the block size (32)}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x48xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x?xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// ERROR_IF(D != N && D != 1)
func.func @matmul_t_block_scaled_error_if_batch(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<3x5x64xf8E4M3FN>, %bs: tensor<3x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{ERROR_IF(D != N && D != 1): expected the batch D of B (3) to be 1 or N (2)}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<3x5x64xf8E4M3FN>, tensor<3x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: A_scale is [N,H,C/block_size] (argument table)
func.func @matmul_t_block_scaled_scale_blocks(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<1x5x64xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{expected a_scale inner extent C/block_size to be 2, got 1}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x1xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: B_scale is [D,W,C/block_size] (argument table)
func.func @matmul_t_block_scaled_b_scale_rows(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x64xf8E4M3FN>, %bs: tensor<1x6x2xf8E8M0FNU>) {
  // expected-error @+1 {{expected b_scale rows W to be 5, got 6}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x6x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: B_data is [D,W,C] (argument table)
func.func @matmul_t_block_scaled_inner(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x32xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{expected b_data inner extent C to be 64, got 32}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x32xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// Not an ERROR_IF: output is [N,H,W] (argument table)
func.func @matmul_t_block_scaled_output(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x64xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{expected output columns W to be 5, got 4}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x4xf32>
  return
}

// -----

// Not an ERROR_IF: A_data is a block-scaled data type
func.func @matmul_t_block_scaled_data_type(%a: tensor<2x4x64xf32>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x64xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>) {
  // expected-error @+1 {{operand #0 must be unranked or rank-3 tensor}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf32>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}

// -----

// An attribute of another type in an enum's place is an error, not dropped.
func.func @argmax_nan_mode_integer(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{expected an enum value for attribute 'nan_mode', got 3 : i32}}
  %0 = tosa.argmax %x {axis = 0 : i32, nan_mode = 3 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

// A keyword of another enum.
func.func @argmax_nan_mode_of_rescale(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{unknown enum value 'SINGLE_ROUND' for attribute 'nan_mode'}}
  %0 = tosa.argmax %x {axis = 0 : i32, nan_mode = SINGLE_ROUND} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}
