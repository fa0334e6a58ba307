// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// The three broadcast rules of every elementwise binary and comparison
// operator (TOSA 1.0 sections 2.5 and 2.8), one negative case per op and rule.

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @add_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @add_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @add_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @sub_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.sub' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @sub_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.sub' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @sub_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.sub' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @mul_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2x3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @mul_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2x3xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @mul_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.mul %a, %b, %shift : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @pow_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.pow' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @pow_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.pow' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @pow_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.pow' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @maximum_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.maximum' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @maximum_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.maximum' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @maximum_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.maximum' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @minimum_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.minimum' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @minimum_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.minimum' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.minimum %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @minimum_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.minimum' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.minimum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @intdiv_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.intdiv' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.intdiv %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @intdiv_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.intdiv' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.intdiv %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @intdiv_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.intdiv' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.intdiv %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @arithmetic_right_shift_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @arithmetic_right_shift_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @arithmetic_right_shift_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @bitwise_and_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.bitwise_and %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @bitwise_and_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.bitwise_and %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @bitwise_and_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.bitwise_and %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @bitwise_or_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.bitwise_or %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @bitwise_or_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.bitwise_or %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @bitwise_or_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.bitwise_or %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @bitwise_xor_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.bitwise_xor %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @bitwise_xor_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.bitwise_xor %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @bitwise_xor_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.bitwise_xor %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @logical_left_shift_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.logical_left_shift %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @logical_left_shift_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.logical_left_shift %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_left_shift_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.logical_left_shift %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @logical_right_shift_error_if_rank(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.logical_right_shift %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @logical_right_shift_error_if_broadcast(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi32>' and 'tensor<2x4xi32>' do not broadcast}}
  %0 = tosa.logical_right_shift %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_right_shift_error_if_result_shape(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<1x3xi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.logical_right_shift %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @logical_and_error_if_rank(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_and' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.logical_and %a, %b : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @logical_and_error_if_broadcast(%a: tensor<2x3xi1>, %b: tensor<2x4xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_and' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi1>' and 'tensor<2x4xi1>' do not broadcast}}
  %0 = tosa.logical_and %a, %b : (tensor<2x3xi1>, tensor<2x4xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_and_error_if_result_shape(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.logical_and' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.logical_and %a, %b : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @logical_or_error_if_rank(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_or' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.logical_or %a, %b : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @logical_or_error_if_broadcast(%a: tensor<2x3xi1>, %b: tensor<2x4xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_or' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi1>' and 'tensor<2x4xi1>' do not broadcast}}
  %0 = tosa.logical_or %a, %b : (tensor<2x3xi1>, tensor<2x4xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_or_error_if_result_shape(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.logical_or' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.logical_or %a, %b : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @logical_xor_error_if_rank(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_xor' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.logical_xor %a, %b : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @logical_xor_error_if_broadcast(%a: tensor<2x3xi1>, %b: tensor<2x4xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_xor' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xi1>' and 'tensor<2x4xi1>' do not broadcast}}
  %0 = tosa.logical_xor %a, %b : (tensor<2x3xi1>, tensor<2x4xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_xor_error_if_result_shape(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.logical_xor' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.logical_xor %a, %b : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @equal_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.equal' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @equal_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.equal' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @equal_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.equal' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @greater_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.greater' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @greater_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.greater' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @greater_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.greater' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @greater_equal_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @greater_equal_error_if_broadcast(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @greater_equal_error_if_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}
