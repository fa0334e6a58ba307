// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// IDENTITY: output = input1, same type
func.func @identity_element_type(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output of element type 'f32', got 'f16'}}
  %0 = tosa.identity %x : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return
}

// -----

// IDENTITY: output = input1, same rank
func.func @identity_rank(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output of rank 2, got 1}}
  %0 = tosa.identity %x : (tensor<2x3xf32>) -> tensor<6xf32>
  return
}

// -----

// IDENTITY: output = input1, same shape
func.func @identity_shape(%x: tensor<2x3xi8>) {
  // expected-error @+1 {{expected output extent 3 in dimension 1, got 4}}
  %0 = tosa.identity %x : (tensor<2x3xi8>) -> tensor<2x4xi8>
  return
}

// -----

// CONST_SHAPE: !tosa.shape<N> holds N values
func.func @const_shape_length() {
  // expected-error @+1 {{expected 3 values for !tosa.shape<3>, got 2}}
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>
  return
}

// -----

// CONST_SHAPE: the values are a rank-1 list
func.func @const_shape_rank() {
  // expected-error @+1 {{expected rank-1 values, got rank 2}}
  %0 = tosa.const_shape {values = dense<1> : tensor<1x1xindex>} : () -> !tosa.shape<1>
  return
}

// -----

// CONST: output has the type of values
func.func @const_type() {
  // expected-error @+1 {{expected values of the output's type 'tensor<2xi16>', got 'tensor<2xi8>'}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi16>
  return
}

// -----

// CONST of a quantized type: values of its storage type, not another one
func.func @const_quant_storage_type() {
  // expected-error @+1 {{expected values of the output's type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>' or of its storage type, got 'tensor<2xi16>'}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi16>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return
}
