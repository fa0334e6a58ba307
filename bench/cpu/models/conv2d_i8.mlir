// int8 3x3 convolution, 1x56x56x64 -> 64 channels, pad 1, stride 1, with
// the i32 accumulator as output. The input zero point is -128 (activations
// after a ReLU in a TFLite-style int8 model), the weights are symmetric
// (zero point 0). Weights and bias are inputs of the graph.
func.func @main(%input: tensor<1x56x56x64xi8> {tosa.name = "input"},
                %weight: tensor<64x3x3x64xi8> {tosa.name = "weight"},
                %bias: tensor<64xi32> {tosa.name = "bias"})
    -> (tensor<1x56x56x64xi32> {tosa.name = "output"}) {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weight, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x56x56x64xi8>, tensor<64x3x3x64xi8>, tensor<64xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x56x56x64xi32>
  return %0 : tensor<1x56x56x64xi32>
}
