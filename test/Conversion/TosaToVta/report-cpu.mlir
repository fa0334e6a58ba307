// Every candidate operator that does not fit a VTA pattern stays on the CPU
// with a remark naming the reason; the IR is left unchanged. These reasons
// come from the matchers, before any code generation.
// RUN: tosa-opt %s --tosa-to-vta=report=true -verify-diagnostics -split-input-file

func.func @conv_f32(%x: tensor<1x2x2x4xf32>, %w: tensor<4x1x1x4xf32>) -> tensor<1x2x2x4xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @+1 {{stays on the CPU: input is f32, not i8}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xf32>, tensor<4x1x1x4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x4xf32>
  return %c : tensor<1x2x2x4xf32>
}

// -----

func.func @conv_dynamic(%x: tensor<?x2x2x4xi8>) -> tensor<?x2x2x4xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: input is not statically shaped: tensor<?x2x2x4xi8>}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x2x2x4xi32>
  return %c : tensor<?x2x2x4xi32>
}

// -----

func.func @conv_weights_argument(%x: tensor<1x2x2x4xi8>, %w: tensor<4x1x1x4xi8>) -> tensor<1x2x2x4xi32> {
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: weights are not a constant}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}

// -----

func.func @conv_weight_zp(%x: tensor<1x2x2x4xi8>) -> tensor<1x2x2x4xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: weight zero point is 3, not 0}}
  %c = tosa.conv2d %x, %w, %b, %zp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}

// -----

func.func @conv_input_zp_argument(%x: tensor<1x2x2x4xi8>, %zp: tensor<1xi8>) -> tensor<1x2x2x4xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: input zero point is not a constant}}
  %c = tosa.conv2d %x, %w, %b, %zp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}

// -----

func.func @conv_bias_argument(%x: tensor<1x2x2x4xi8>, %b: tensor<4xi32>) -> tensor<1x2x2x4xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: bias is not a constant}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}

// -----

func.func @conv_no_rescale(%x: tensor<1x2x2x4xi8>) -> tensor<1x2x2x4xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: no tosa.rescale to i8 follows (the user is func.return)}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}

// -----

func.func @conv_two_users(%x: tensor<1x2x2x4xi8>) -> (tensor<1x2x2x4xi32>, tensor<1x2x2x4xi32>) {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: result has 2 users}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %c, %c : tensor<1x2x2x4xi32>, tensor<1x2x2x4xi32>
}

// -----

func.func @conv_rescale_to_i16(%x: tensor<1x2x2x4xi8>) -> tensor<1x2x2x4xi16> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: no tosa.rescale to i8 follows (tosa.rescale output is i16, not i8)}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x2x2x4xi16>
  return %r : tensor<1x2x2x4xi16>
}

// -----

func.func @conv_rescale_dynamic_scale(%x: tensor<1x2x2x4xi8>, %m: tensor<1xi32>) -> tensor<1x2x2x4xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: tosa.rescale multiplier is not a constant}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x4xi8>
  return %r : tensor<1x2x2x4xi8>
}

// -----

func.func @conv_rescale_output_zp_argument(%x: tensor<1x2x2x4xi8>, %ozp: tensor<1xi8>) -> tensor<1x2x2x4xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: tosa.rescale output zero point is not a constant}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x4xi8>
  return %r : tensor<1x2x2x4xi8>
}

// -----

func.func @matmul_batch(%a: tensor<2x3x4xi8>) -> tensor<2x3x5xi32> {
  %b = "tosa.const"() <{values = dense<1> : tensor<2x4x5xi8>}> : () -> tensor<2x4x5xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: batch is 2, not 1}}
  %c = tosa.matmul %a, %b, %zp, %zp : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3x5xi32>
  return %c : tensor<2x3x5xi32>
}

// -----

func.func @matmul_b_argument(%a: tensor<1x3x4xi8>, %b: tensor<1x4x5xi8>) -> tensor<1x3x5xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: B is not a constant}}
  %c = tosa.matmul %a, %b, %zp, %zp : (tensor<1x3x4xi8>, tensor<1x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x5xi32>
  return %c : tensor<1x3x5xi32>
}

// -----

func.func @matmul_b_zp(%a: tensor<1x3x4xi8>) -> tensor<1x3x5xi32> {
  %b = "tosa.const"() <{values = dense<1> : tensor<1x4x5xi8>}> : () -> tensor<1x4x5xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: B zero point is -2, not 0}}
  %c = tosa.matmul %a, %b, %zp, %bzp : (tensor<1x3x4xi8>, tensor<1x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x5xi32>
  return %c : tensor<1x3x5xi32>
}

// -----

func.func @matmul_i16(%a: tensor<1x3x4xi16>) -> tensor<1x3x5xi48> {
  %b = "tosa.const"() <{values = dense<1> : tensor<1x4x5xi16>}> : () -> tensor<1x4x5xi16>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-remark @+1 {{stays on the CPU: A is i16, not i8}}
  %c = tosa.matmul %a, %b, %zp, %zp : (tensor<1x3x4xi16>, tensor<1x4x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x3x5xi48>
  return %c : tensor<1x3x5xi48>
}

// -----

func.func @add_f32(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-remark @+1 {{stays on the CPU: result is f32, not i32}}
  %s = tosa.add %a, %b : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return %s : tensor<2x16xf32>
}

// -----

func.func @add_not_rescaled(%a: tensor<2x16xi32>, %b: tensor<2x16xi32>) -> tensor<2x16xi32> {
  // expected-remark @+1 {{stays on the CPU: input1 is not produced by a tosa.rescale}}
  %s = tosa.add %a, %b : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  return %s : tensor<2x16xi32>
}

// -----

func.func @add_shared_rescale(%a: tensor<2x16xi8>) -> tensor<2x16xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  // expected-remark @+1 {{stays on the CPU: input1's tosa.rescale has 2 users}}
  %sum = tosa.add %ra, %ra : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  return %sum : tensor<2x16xi32>
}

// -----

func.func @add_broadcast(%a: tensor<2x16xi8>, %b: tensor<1x16xi8>) -> tensor<2x16xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16xi32>
  // expected-remark @+1 {{stays on the CPU: input2 is broadcast from [1, 16] to [2, 16]}}
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<1x16xi32>) -> tensor<2x16xi32>
  return %sum : tensor<2x16xi32>
}

// -----

func.func @add_rescale_from_i16(%a: tensor<2x16xi16>, %b: tensor<2x16xi8>) -> tensor<2x16xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  // expected-remark @+1 {{stays on the CPU: input1's tosa.rescale input is i16, not i8}}
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  return %sum : tensor<2x16xi32>
}

// -----

func.func @add_per_channel_input(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x2xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m2 = "tosa.const"() <{values = dense<[1073741824, 1200000000]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s2 = "tosa.const"() <{values = dense<30> : tensor<2xi8>}> : () -> tensor<2xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x2xi32>
  %rb = tosa.rescale %b, %m2, %s2, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x2xi32>
  // expected-remark @+1 {{stays on the CPU: input2's tosa.rescale is per-channel with different scales}}
  %sum = tosa.add %ra, %rb : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %sum : tensor<2x2xi32>
}

// -----

func.func @add_no_output_rescale(%a: tensor<2x16xi8>, %b: tensor<2x16xi8>) -> tensor<2x16xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  // expected-remark @+1 {{stays on the CPU: no tosa.rescale to i8 follows (the user is func.return)}}
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  return %sum : tensor<2x16xi32>
}

// -----

func.func @max_pool_i16(%x: tensor<1x4x4x16xi16>) -> tensor<1x2x2x16xi16> {
  // expected-remark @+1 {{stays on the CPU: input is i16, not i8}}
  %p = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x16xi16>) -> tensor<1x2x2x16xi16>
  return %p : tensor<1x2x2x16xi16>
}

// -----

func.func @clamp_f32(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-remark @+1 {{stays on the CPU: input is f32, not i8}}
  %c = tosa.clamp %x {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// -----

func.func @clamp_unranked(%x: tensor<*xi8>) -> tensor<*xi8> {
  // expected-remark @+1 {{stays on the CPU: input is unranked: tensor<*xi8>}}
  %c = tosa.clamp %x {max_val = 100 : i8, min_val = 0 : i8} : (tensor<*xi8>) -> tensor<*xi8>
  return %c : tensor<*xi8>
}

// -----

// Convolutions and pools VTA has no lowering for are reported too.
func.func @no_lowering(%x: tensor<1x4x4x8xi8>) -> tensor<1x4x4x8xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<3x3x8x1xi8>}> : () -> tensor<3x3x8x1xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: tosa.depthwise_conv2d has no VTA lowering yet}}
  %d = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xi8>, tensor<3x3x8x1xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  // expected-remark @+1 {{stays on the CPU: tosa.avg_pool2d has no VTA lowering yet}}
  %p = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi8>
  return %p : tensor<1x4x4x8xi8>
}
