// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// The axis rules of every reduction (TOSA 1.0 section 2.9), one negative case
// per op and rule.

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_all_error_if_axis_too_large(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_all' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_all %a {axis = 2 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_all_error_if_axis_negative(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_all' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_all %a {axis = -1 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_all_error_if_output_extent(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_all' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_any_error_if_axis_too_large(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_any' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_any %a {axis = 2 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_any_error_if_axis_negative(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_any' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_any %a {axis = -1 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_any_error_if_output_extent(%a: tensor<2x3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.reduce_any' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_max_error_if_axis_too_large(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_max' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_max_error_if_axis_negative(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_max' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_max %a {axis = -1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_max_error_if_output_extent(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_max' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_min_error_if_axis_too_large(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_min' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_min %a {axis = 2 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_min_error_if_axis_negative(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_min' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_min %a {axis = -1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_min_error_if_output_extent(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_min' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_product_error_if_axis_too_large(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_product' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_product %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_product_error_if_axis_negative(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_product' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_product %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_product_error_if_output_extent(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_product' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_sum_error_if_axis_too_large(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_sum' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got 2}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape1))
func.func @reduce_sum_error_if_axis_negative(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_sum' op ERROR_IF(axis < 0 || axis >= rank(shape1)): expected axis in [0, 2), got -1}}
  %0 = tosa.reduce_sum %a {axis = -1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape[axis] != 1)
func.func @reduce_sum_error_if_output_extent(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reduce_sum' op ERROR_IF(shape[axis] != 1): expected result extent 1 at axis 1, got 3}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
