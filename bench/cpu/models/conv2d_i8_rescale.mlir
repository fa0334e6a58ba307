// conv2d_i8.mlir followed by a per-channel tosa.rescale of the i32
// accumulators to int8 (DOUBLE_ROUND, output zero point -5), as in a
// TFLite-style int8 model. Scale of channel c: 1e-4 * (1 + c / 64), as a
// 31-bit multiplier and a shift.
func.func @main(%input: tensor<1x56x56x64xi8> {tosa.name = "input"},
                %weight: tensor<64x3x3x64xi8> {tosa.name = "weight"},
                %bias: tensor<64xi32> {tosa.name = "bias"})
    -> (tensor<1x56x56x64xi8> {tosa.name = "output"}) {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %input, %weight, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x56x56x64xi8>, tensor<64x3x3x64xi8>, tensor<64xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x56x56x64xi32>
  %mult = "tosa.const"() <{values = dense<[1759218604, 1786706395, 1814194186, 1841681977, 1869169767, 1896657558, 1924145349, 1951633139, 1979120930, 2006608721, 2034096511, 2061584302, 2089072093, 2116559883, 2144047674, 1085767732, 1099511628, 1113255523, 1126999418, 1140743314, 1154487209, 1168231105, 1181975000, 1195718895, 1209462791, 1223206686, 1236950581, 1250694477, 1264438372, 1278182267, 1291926163, 1305670058, 1319413953, 1333157849, 1346901744, 1360645639, 1374389535, 1388133430, 1401877325, 1415621221, 1429365116, 1443109011, 1456852907, 1470596802, 1484340697, 1498084593, 1511828488, 1525572384, 1539316279, 1553060174, 1566804070, 1580547965, 1594291860, 1608035756, 1621779651, 1635523546, 1649267442, 1663011337, 1676755232, 1690499128, 1704243023, 1717986918, 1731730814, 1745474709]> : tensor<64xi32>}> : () -> tensor<64xi32>
  %shift = "tosa.const"() <{values = dense<[44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43]> : tensor<64xi8>}> : () -> tensor<64xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %mult, %shift, %rzp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x56x56x64xi32>, tensor<64xi32>, tensor<64xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x56x56x64xi8>
  return %0 : tensor<1x56x56x64xi8>
}
