// int8 3x3 depthwise convolution, 1x56x56x64, channel multiplier 1, pad 1,
// stride 1 (a MobileNet layer), followed by a per-channel tosa.rescale of
// the i32 accumulators to int8 (DOUBLE_ROUND, output zero point -5), as in a
// TFLite-style int8 model. The input zero point is -128, the weights are
// symmetric (zero point 0). Scale of channel c: 1e-3 * (1 + c / 64), as a
// 31-bit multiplier and a shift. Weights and bias are inputs of the graph.
func.func @main(%input: tensor<1x56x56x64xi8> {tosa.name = "input"},
                %weight: tensor<3x3x64x1xi8> {tosa.name = "weight"},
                %bias: tensor<64xi32> {tosa.name = "bias"})
    -> (tensor<1x56x56x64xi8> {tosa.name = "output"}) {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %input, %weight, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x56x56x64xi8>, tensor<3x3x64x1xi8>, tensor<64xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x56x56x64xi32>
  %mult = "tosa.const"() <{values = dense<[1099511628, 1116691497, 1133871366, 1151051235, 1168231105, 1185410974, 1202590843, 1219770712, 1236950581, 1254130450, 1271310320, 1288490189, 1305670058, 1322849927, 1340029796, 1357209666, 1374389535, 1391569404, 1408749273, 1425929142, 1443109011, 1460288881, 1477468750, 1494648619, 1511828488, 1529008357, 1546188227, 1563368096, 1580547965, 1597727834, 1614907703, 1632087572, 1649267442, 1666447311, 1683627180, 1700807049, 1717986918, 1735166788, 1752346657, 1769526526, 1786706395, 1803886264, 1821066134, 1838246003, 1855425872, 1872605741, 1889785610, 1906965479, 1924145349, 1941325218, 1958505087, 1975684956, 1992864825, 2010044695, 2027224564, 2044404433, 2061584302, 2078764171, 2095944040, 2113123910, 2130303779, 1073741824, 1082331759, 1090921693]> : tensor<64xi32>}> : () -> tensor<64xi32>
  %shift = "tosa.const"() <{values = dense<[40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 39, 39, 39]> : tensor<64xi8>}> : () -> tensor<64xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %mult, %shift, %rzp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x56x56x64xi32>, tensor<64xi32>, tensor<64xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x56x56x64xi8>
  return %0 : tensor<1x56x56x64xi8>
}
