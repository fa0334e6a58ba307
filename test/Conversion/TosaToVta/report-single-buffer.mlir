// `double-buffer=false` reaches the code generator: one virtual thread.
// RUN: tosa-opt %s --tosa-to-vta="report=true double-buffer=false" -verify-diagnostics

func.func @conv(%x: tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<16x1x1x16xi8>}> : () -> tensor<16x1x1x16xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+2 {{offloaded to VTA as @vta_conv2d_0 with tosa.rescale}}
  // expected-remark @+1 {{1 thread(s)}}
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x16xi8>
  return %r : tensor<1x2x2x16xi8>
}
