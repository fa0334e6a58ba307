// RUN: tosa-opt %s --tosa-lower-quant-types --split-input-file -verify-diagnostics
// RUN: not tosa-opt %s --tosa-lower-quant-types=multiplier-bits=8 --split-input-file 2>&1 | FileCheck %s --check-prefix=BITS

// BITS: error: tosa-lower-quant-types: multiplier-bits must be 32 or 16, got 8

// TOSA takes one weight_zp, so per-axis weights need zero points 0.
func.func @per_axis_weight_zp(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25:1, 0.5:0}>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.125, 0.25}>> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{tosa-lower-quant-types: tosa.conv2d with quantized types is not supported yet: per-axis weights must have zero points 0 (TOSA takes one weight_zp), got 1}}
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25:1, 0.5:0}>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.125, 0.25}>>
  return %acc : tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.125, 0.25}>>
}

// -----

// Conv weights are quantized along the output channels (dimension 0).
func.func @per_axis_wrong_dimension(%x: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<2x1x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) -> tensor<1x4x4x2xi32> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{per-axis weights must be quantized along the output channels (dimension 0), got dimension 3}}
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %acc : tensor<1x4x4x2xi32>
}

// -----

// A quantized bias must have the accumulator's scale 0.5 * 0.25 = 0.125.
func.func @bias_scale(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2x!quant.uniform<i32:f32, 0.2>>) -> tensor<1x4x4x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{tosa.conv2d with quantized types is not supported yet: the bias scale 2.000000e-01 of channel 0 is not input_scale * weight_scale = 1.250000e-01}}
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i32:f32, 0.2>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %acc : tensor<1x4x4x2xi32>
}

// -----

// Per-axis weights give a per-channel accumulator; a per-tensor accumulator
// type cannot describe it.
func.func @accumulator_per_tensor(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{the result must be quantized per output channel like the weights}}
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>
  return %acc : tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @plain_weight(%a: tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<1x8x5xi8>) -> tensor<1x4x5xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{tosa-lower-quant-types: tosa.matmul with quantized types is not supported yet: both the input and the b must be quantized, or neither}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x8x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5xi32>
  return %0 : tensor<1x4x5xi32>
}

// -----

// A zero-point operand that contradicts the type is a conflict, not a hint.
func.func @zero_point_conflict(%a: tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<1x8x5x!quant.uniform<i8:f32, 0.5>>) -> tensor<1x4x5xi32> {
  %azp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{a_zp operand 7 disagrees with the zero point -1 of the type}}
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x8x5x!quant.uniform<i8:f32, 0.5>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5xi32>
  return %0 : tensor<1x4x5xi32>
}

// -----

func.func @negate(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{tosa-lower-quant-types: tosa.negate with quantized types is not supported yet: no lowering rule for this operator}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
}

// -----

func.func @dequantize(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf32> {
  // expected-error @+1 {{tosa.cast with quantized types is not supported yet: only casts between quantized types (requantization) or to and from the storage type are handled, got tensor<4xf32>}}
  %0 = tosa.cast %a : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @resize_bilinear(%a: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x3x3x1xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{tosa.resize with quantized types is not supported yet: BILINEAR resizing scales the values}}
  %0 = tosa.resize %a, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:-1>>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi32>
  return %0 : tensor<1x3x3x1xi32>
}

// -----

func.func @unsigned_storage(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>> {
  // expected-error @+1 {{tosa.clamp with quantized types is not supported yet: unsigned storage type in !quant.uniform<u8:f32, 5.000000e-01:128>}}
  %0 = tosa.clamp %a {max_val = 100 : i8, min_val = 0 : i8} : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>>
  return %0 : tensor<4x!quant.uniform<u8:f32, 0.5:128>>
}

// -----

// Per-axis parameters cannot be RESCALEd by a data-movement op.
func.func @per_axis_reshape(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  %s = tosa.const_shape {values = dense<4> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{per-axis parameters that differ between operand #0 and the result}}
  %0 = tosa.reshape %a, %s : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, !tosa.shape<1>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// A requantization by 2^40 has no 32-bit multiplier with shift >= 2.
func.func @scale_too_large(%a: tensor<4x!quant.uniform<i32:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 9.094947017729282e-13>> {
  // expected-error @+1 {{tosa-lower-quant-types: scale 1.099512e+12 has no 32-bit multiplier and shift}}
  %0 = tosa.cast %a : (tensor<4x!quant.uniform<i32:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 9.094947017729282e-13>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 9.094947017729282e-13>>
}

// -----

// MUL of quantized tensors needs the shift 0, known at compile time.
func.func @mul_shift(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %shift: tensor<1xi8>) -> tensor<4x!quant.uniform<i32:f32, 0.25>> {
  // expected-error @+1 {{tosa.mul with quantized types is not supported yet: the shift operand must be the constant 0}}
  %0 = tosa.mul %a, %b, %shift : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1xi8>) -> tensor<4x!quant.uniform<i32:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i32:f32, 0.25>>
}
