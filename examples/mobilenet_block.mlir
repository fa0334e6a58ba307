// A quantized MobileNet-style block as a framework compiler emits it in TOSA:
// int8 depthwise 3x3 conv + pointwise 1x1 conv, each requantized with RESCALE
// back to int8 and clamped (ReLU6), then a residual ADD done in int32.
// examples/mobilenet_block.tosa is this model as a .tosa file, which
// `bash scripts/demo.sh` runs with tosa-run on mobilenet_block.input.npy;
// mobilenet_block_reference.py computes the expected output independently.
func.func @main(%input: tensor<1x16x16x8xi8> {tosa.name = "input"}) -> (tensor<1x16x16x8xi8> {tosa.name = "output"}) {
  %in_zp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %out_zp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>

  // Depthwise 3x3, multiplier 1.
  %dw_w = "tosa.const"() <{values = dense<3> : tensor<3x3x8x1xi8>}> : () -> tensor<3x3x8x1xi8>
  %dw_b = "tosa.const"() <{values = dense<100> : tensor<8xi32>}> : () -> tensor<8xi32>
  %dw = tosa.depthwise_conv2d %input, %dw_w, %dw_b, %in_zp, %w_zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<3x3x8x1xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
  %dw_mult = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %dw_shift = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %dw_q = tosa.rescale %dw, %dw_mult, %dw_shift, %zp32, %out_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
  %dw_relu = tosa.clamp %dw_q {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x16x16x8xi8>) -> tensor<1x16x16x8xi8>

  // Pointwise 1x1 conv, per-channel requantization.
  %pw_w = "tosa.const"() <{values = dense<2> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
  %pw_b = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
  %pw = tosa.conv2d %dw_relu, %pw_w, %pw_b, %out_zp, %w_zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x1x1x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
  %pw_mult = "tosa.const"() <{values = dense<[1073741824, 1100000000, 1200000000, 1300000000, 1400000000, 1500000000, 1600000000, 1700000000]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %pw_shift = "tosa.const"() <{values = dense<[36, 36, 36, 36, 37, 37, 37, 37]> : tensor<8xi8>}> : () -> tensor<8xi8>
  %pw_q = tosa.rescale %pw, %pw_mult, %pw_shift, %zp32, %out_zp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>

  // Residual add in int32: rescale both sides up, add, rescale down.
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %lhs = tosa.rescale %input, %one, %s30, %in_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
  %rhs = tosa.rescale %pw_q, %one, %s30, %out_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
  %rhs0 = tosa.add %rhs, %zero : (tensor<1x16x16x8xi32>, tensor<1x1x1x1xi32>) -> tensor<1x16x16x8xi32>
  %sum = tosa.add %lhs, %rhs0 : (tensor<1x16x16x8xi32>, tensor<1x16x16x8xi32>) -> tensor<1x16x16x8xi32>
  %sum_q = tosa.rescale %sum, %one, %s30, %zp32, %out_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
  return %sum_q : tensor<1x16x16x8xi8>
}
