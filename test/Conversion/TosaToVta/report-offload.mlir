// Remarks of offloaded patterns (program name, absorbed operators, the code
// generator's notes) and of patterns the code generator refuses (its error
// becomes the reason; the operators stay on the CPU).
// RUN: tosa-opt %s --tosa-to-vta=report=true -verify-diagnostics -split-input-file

func.func @conv_clamp(%x: tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<16x1x1x16xi8>}> : () -> tensor<16x1x1x16xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+2 {{offloaded to VTA as @vta_conv2d_0 with tosa.rescale and tosa.clamp}}
  // expected-remark @+1 {{2 thread(s)}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x16xi8>
  // expected-remark @+1 {{offloaded to VTA as part of @vta_conv2d_0 with the tosa.conv2d}}
  %cl = tosa.clamp %r {max_val = 6 : i8, min_val = 0 : i8} : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
  return %cl : tensor<1x2x2x16xi8>
}

// -----

// A scale of 2^28 has no 16-bit multiplier form on VTA.
func.func @matmul_scale(%a: tensor<1x3x16xi8>) -> tensor<1x3x16xi8> {
  %b = "tosa.const"() <{values = dense<2> : tensor<1x16x16xi8>}> : () -> tensor<1x16x16xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: output channel 0: scale (1073741824, 2) has no 16-bit form}}
  %c = tosa.matmul %a, %b, %zp, %zp : (tensor<1x3x16xi8>, tensor<1x16x16xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x16xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x3x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x3x16xi8>
  return %r : tensor<1x3x16xi8>
}

// -----

// 3x3x2048 input channels: 1152 weight blocks per output block.
func.func @conv_wgt_buffer(%x: tensor<1x4x4x2048xi8>) -> tensor<1x4x4x16xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<16x3x3x2048xi8>}> : () -> tensor<16x3x3x2048xi8>
  %b = "tosa.const"() <{values = dense<5> : tensor<16xi32>}> : () -> tensor<16xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{stays on the CPU: conv2d: reduction of 1152 weight blocks does not fit the WGT buffer}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2048xi8>, tensor<16x3x3x2048xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x16xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4x4x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x16xi8>
  return %r : tensor<1x4x4x16xi8>
}

// -----

func.func @add(%a: tensor<2x16xi8>, %b: tensor<2x16xi8>) -> tensor<2x16xi8> {
  %zp8 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  // expected-remark @+3 {{offloaded to VTA as @vta_add_0 with 3 tosa.rescale and tosa.clamp}}
  // expected-remark @+2 {{rounding term}}
  // expected-remark @+1 {{pre-shift 2}}
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  %q = tosa.rescale %sum, %m, %s2, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16xi8>
  // expected-remark @+1 {{offloaded to VTA as part of @vta_add_0 with the tosa.add}}
  %cl = tosa.clamp %q {max_val = 100 : i8, min_val = -1 : i8} : (tensor<2x16xi8>) -> tensor<2x16xi8>
  return %cl : tensor<2x16xi8>
}

// -----

// The add stays on the CPU (its input scale 2^28 overflows int32 on VTA);
// the clamp after it is then a standalone clamp and runs on VTA alone.
func.func @add_overflow(%a: tensor<2x16xi8>, %b: tensor<2x16xi8>) -> tensor<2x16xi8> {
  %zp8 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  // expected-remark @+1 {{stays on the CPU: add input a scale 1073741824 * 2^-2: ((x - -1) * 16384) scaled by 2^14 overflows int32 for x = -128}}
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  %q = tosa.rescale %sum, %m, %s2, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16xi8>
  // expected-remark @+1 {{offloaded to VTA as @vta_clamp_0}}
  %cl = tosa.clamp %q {max_val = 100 : i8, min_val = -1 : i8} : (tensor<2x16xi8>) -> tensor<2x16xi8>
  return %cl : tensor<2x16xi8>
}

// -----

func.func @pools(%x: tensor<1x4x4x16xi8>, %y: tensor<1x64x64x16xi8>) -> (tensor<1x2x2x16xi8>, tensor<1x1x1x16xi8>) {
  // expected-remark @+2 {{offloaded to VTA as @vta_max_pool2d_0}}
  // expected-remark @+1 {{tiles of}}
  %p = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x16xi8>) -> tensor<1x2x2x16xi8>
  // expected-remark @+1 {{stays on the CPU: max_pool2d: a 1x1 output tile needs 4096 input rows, more than the SRAM half holds}}
  %q = tosa.max_pool2d %y {kernel = array<i64: 64, 64>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 64, 64>} : (tensor<1x64x64x16xi8>) -> tensor<1x1x1x16xi8>
  return %p, %q : tensor<1x2x2x16xi8>, tensor<1x1x1x16xi8>
}
