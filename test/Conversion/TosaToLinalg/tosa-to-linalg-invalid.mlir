// RUN: tosa-opt %s -tosa-to-linalg -split-input-file -verify-diagnostics

// Unranked tensors have no linalg.generic form.
func.func @add_unranked(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'tosa.add'}}
  %0 = tosa.add %a, %b : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
