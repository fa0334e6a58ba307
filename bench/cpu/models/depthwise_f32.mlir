// f32 3x3 depthwise convolution, 1x56x56x64, channel multiplier 1, pad 1,
// stride 1 (a MobileNet layer). Weights and bias are inputs of the graph.
func.func @main(%input: tensor<1x56x56x64xf32> {tosa.name = "input"},
                %weight: tensor<3x3x64x1xf32> {tosa.name = "weight"},
                %bias: tensor<64xf32> {tosa.name = "bias"})
    -> (tensor<1x56x56x64xf32> {tosa.name = "output"}) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %input, %weight, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x56x56x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
  return %0 : tensor<1x56x56x64xf32>
}
