// RUN: tosa-opt %s -tosa-to-linalg -split-input-file -verify-diagnostics

func.func @mul_non_constant_shift(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  // expected-error@+2 {{not yet supported: lowering with a non-constant shift}}
  // expected-error@+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @negate_non_constant_zp(%a: tensor<4xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  // expected-error@+2 {{not yet supported: lowering with non-constant zero points}}
  // expected-error@+1 {{failed to legalize operation 'tosa.negate'}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// Unranked tensors have no linalg.generic form.
func.func @add_unranked(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'tosa.add'}}
  %0 = tosa.add %a, %b : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
