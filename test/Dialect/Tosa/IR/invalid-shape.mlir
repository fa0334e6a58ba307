// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(length(input1) != length(input2))
func.func @add_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<3>) {
  // expected-error @+1 {{'tosa.add_shape' op ERROR_IF(length(input1) != length(input2)): expected shapes of equal length, got 2 and 3}}
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @sub_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.sub_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @mul_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.mul_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @div_ceil_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.div_ceil_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @div_floor_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.div_floor_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @mod_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.mod_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @max_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.max_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(length(input1) != length(input2))
func.func @min_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.min_shape' op ERROR_IF(length(input1) != length(input2))}}
  %0 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

// The result of an elementwise shape operator has the input length.
func.func @add_shape_result_length(%a: !tosa.shape<2>, %b: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.add_shape' op expected a result of length 2, got 3}}
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return
}

// -----

// The result of an elementwise shape operator has the input length.
func.func @exp2_shape_result_length(%a: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.exp2_shape' op expected a result of length 2, got 1}}
  %0 = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<1>
  return
}

// -----

// The result of an elementwise shape operator has the input length.
func.func @log2_ceil_shape_result_length(%a: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.log2_ceil_shape' op expected a result of length 2, got 1}}
  %0 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<1>
  return
}

// -----

// The result of an elementwise shape operator has the input length.
func.func @log2_floor_shape_result_length(%a: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.log2_floor_shape' op expected a result of length 2, got 3}}
  %0 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<3>
  return
}

// -----

// ERROR_IF(length(output) != sum(length(input1[k]) for all k))
func.func @concat_shape_error_if_length(%a: !tosa.shape<2>, %b: !tosa.shape<1>) {
  // expected-error @+1 {{'tosa.concat_shape' op ERROR_IF(length(output) != sum(length(input1[k]) for all k)): expected a result of length 3, got 4}}
  %0 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<4>
  return
}

// -----

// ERROR_IF(size_value <= 0)
func.func @slice_shape_error_if_size(%a: !tosa.shape<4>) {
  %start = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op ERROR_IF(size_value <= 0): expected a positive size, got 0}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<0>
  return
}

// -----

// ERROR_IF(start_value < 0)
func.func @slice_shape_error_if_start(%a: !tosa.shape<4>) {
  %start = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op ERROR_IF(start_value < 0): expected a non-negative start, got -1}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(start_value + size_value > length(input))
func.func @slice_shape_error_if_bounds(%a: !tosa.shape<4>) {
  %start = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op ERROR_IF(start_value + size_value > length(input)): expected start + size <= 4, got 3 + 2}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}

// -----

// ERROR_IF(start_value + size_value > length(input)): without constants the
// result length still bounds size_value.
func.func @slice_shape_error_if_result_too_long(%a: !tosa.shape<2>, %start: tensor<1xi32>, %size: tensor<1xi32>) {
  // expected-error @+1 {{'tosa.slice_shape' op ERROR_IF(start_value + size_value > length(input)): expected a result no longer than the input (2), got 3}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
  return
}

// -----

// The result of slice_shape has `size` extents.
func.func @slice_shape_result_length(%a: !tosa.shape<4>, %start: tensor<1xi32>) {
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op expected a result of length 2 (the size), got 1}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}

// -----

// start and size are one-element int32 tensors.
func.func @slice_shape_start_type(%a: !tosa.shape<4>, %start: tensor<2xi32>, %size: tensor<1xi32>) {
  // expected-error @+1 {{'tosa.slice_shape' op operand #1 must be one-element rank-1 tensor of 32-bit integers}}
  %0 = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<2xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}

// -----

// ERROR_IF(axis < 0)
func.func @dim_error_if_negative_axis(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.dim' op ERROR_IF(axis < 0): expected a non-negative axis, got -1}}
  %0 = tosa.dim %t {axis = -1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return
}

// -----

// ERROR_IF(axis >= rank(shape))
func.func @dim_error_if_axis_rank(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.dim' op ERROR_IF(axis >= rank(shape)): expected an axis below the input rank 2, got 2}}
  %0 = tosa.dim %t {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return
}

// -----

// REQUIRE(shape[axis] > 0)
func.func @dim_require_non_empty(%t: tensor<2x0xf32>) {
  // expected-error @+1 {{'tosa.dim' op REQUIRE(shape[axis] > 0): expected a non-empty dimension 1, got 'tensor<2x0xf32>'}}
  %0 = tosa.dim %t {axis = 1 : i32} : (tensor<2x0xf32>) -> !tosa.shape<1>
  return
}

// -----

// dim produces a one-extent shape.
func.func @dim_result_type(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.dim' op result #0 must be !tosa.shape<1>}}
  %0 = tosa.dim %t {axis = 0 : i32} : (tensor<2x3xf32>) -> !tosa.shape<2>
  return
}
