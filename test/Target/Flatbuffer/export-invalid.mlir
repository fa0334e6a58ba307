// What TOSA 1.0's file format cannot express is an error, never a file the
// reference model would misread.
// RUN: tosa-translate --export-tosa-flatbuffer --split-input-file --verify-diagnostics %s -o /dev/null

// expected-error @+1 {{element type 'i64' has no TOSA 1.0 serialization}}
func.func @main(%a: tensor<2xi64>) -> tensor<2xi64> {
  return %a : tensor<2xi64>
}

// -----

// expected-error @+1 {{element type 'f64' has no TOSA 1.0 serialization}}
func.func @main(%a: tensor<2xf64>) -> tensor<2xf64> {
  return %a : tensor<2xf64>
}

// -----

// expected-error @+1 {{dimension 3000000000 of 'tensor<3000000000xi8>' does not fit the int32 shape of .tosa}}
func.func @main(%a: tensor<3000000000xi8>) -> tensor<3000000000xi8> {
  return %a : tensor<3000000000xi8>
}

// -----

func.func @main() -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.empty' has no TOSA 1.0 serialization}}
  %0 = tensor.empty() : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @helper(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'func.call' has no TOSA 1.0 serialization}}
  %0 = func.call @helper(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{expected a body of exactly one block}}
func.func private @main(%a: tensor<2xf32>) -> tensor<2xf32>
