// RUN: tosa-opt %s --tosa-to-linalg-named --split-input-file --verify-diagnostics

// Dynamic shapes are not lowered yet: the pattern does not match and the
// pass reports the operator.

func.func @max_pool_dynamic_batch(%x: tensor<?x4x4x2xf32>) -> tensor<?x2x2x2xf32> {
  // expected-error@+1 {{failed to legalize operation 'tosa.max_pool2d'}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x2xf32>) -> tensor<?x2x2x2xf32>
  return %0 : tensor<?x2x2x2xf32>
}

// -----

func.func @matmul_dynamic(%a: tensor<?x3x4xi8>, %b: tensor<?x4x5xi8>, %zp: tensor<1xi8>) -> tensor<?x3x5xi32> {
  // expected-error@+1 {{failed to legalize operation 'tosa.matmul'}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<?x3x4xi8>, tensor<?x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x3x5xi32>
  return %0 : tensor<?x3x5xi32>
}
