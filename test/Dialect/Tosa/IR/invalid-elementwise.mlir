// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @add_rank_mismatch(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @add_not_broadcastable(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{do not broadcast}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @add_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
