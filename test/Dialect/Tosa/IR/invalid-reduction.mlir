// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_sum_error_if_axis_too_large(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_sum' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_max_error_if_axis_negative(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_max %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1)): a rank-0 input has no axis.
func.func @reduce_all_error_if_rank0(%a: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{'tosa.reduce_all' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 0), got 0}}
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<i1>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_min_error_if_output_extent(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.reduce_min' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// ERROR_IF(shape[axis] != 1), also with an unranked input.
func.func @reduce_any_error_if_output_extent_unranked_input(%a: tensor<*xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_any' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 0, got 2}}
  %0 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<*xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// The output has the rank of the input.
func.func @reduce_product_result_rank(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.reduce_product' op expected result rank 2 equal to the input rank, got 1}}
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The output keeps the input extents off the axis.
func.func @reduce_sum_result_extent(%a: tensor<2x3xf32>) -> tensor<1x4xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expected result extent 3 in dimension 1 equal to the input extent, got 4}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// input and output are of type in_out_t.
func.func @reduce_max_in_out_t(%a: tensor<2x3xi16>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.reduce_max' op expected in_out_t element type 'i16', got 'i32'}}
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xi16>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// axis is an i32 attribute.
func.func @reduce_sum_axis_type(%a: tensor<2x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.reduce_sum' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tosa.reduce_sum %a {axis = 0 : i64} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}
