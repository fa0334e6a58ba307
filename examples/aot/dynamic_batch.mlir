// A quantized int8 block whose batch is dynamic, compiled ahead of time by
// tosa-compile: the header's run function takes the number of images and the
// object runs them one at a time. The batch moves from axis 0 into the rows
// of a matmul (reshape to 1x?x8 through tosa.dim and concat_shape) and back
// (reshape with -1). CMake also writes this model at batch 8 (static_batch),
// and dynamic.c checks that both give the same bytes.
func.func @main(%x: tensor<?x6x6x4xi8> {tosa.name = "x"}, %y: tensor<?x8xi8> {tosa.name = "y"}) -> (tensor<?x6x6x8xi8> {tosa.name = "features"}, tensor<?x8xi8> {tosa.name = "scores"}) {
  %xzp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<[-45, 115, -89, -26, 39, -115, -109, 83, 10, -103, -34, 22, -113, 105, 2, -73, -118, -105, -16, -20, -110, -66, -104, 14, -19, -112, 84, 17, -96, 115, -70, 34, 33, 22, 115, -112, 20, 22, -26, -115, 122, -71, -116, 15, 92, -93, -53, -20, -91, 11, -97, 19, -49, 16, 81, 47, -81, -101, 21, 19, 36, -79, -32, -103, 13, 55, -111, 17, -112, 31, -75, 0, 47, 9, -18, 71, -47, -8, 22, 109, -11, -35, -51, -64, 76, -81, 51, 72, -65, -107, 20, -51, 7, -1, 97, -40, 59, -13, -54, 28, 123, -109, -97, 4, -20, -85, 66, -40, -89, 111, -2, -20, -117, 119, 44, -108, 68, 15, 19, 75, 97, 82, -47, -40, 50, -38, 25, 0, 21, 77, -11, -110, 88, -104, 114, -58, -6, 51, 43, -111, -112, 60, 52, -48, 38, 20, 127, 47, 83, -13, -55, 56, -29, 100, 44, -39, -122, 113, -9, -37, -84, 29, -98, -1, -112, -72, 69, -54, -94, 62, -64, -26, -27, 107, 96, 0, -107, -85, -13, -25, 13, -56, 99, -92, 82, -17, 94, 13, -56, 53, -21, 125, -36, 47, 99, -30, 118, -68, -89, -106, -82, -89, -68, 41, -68, -124, -3, 85, 23, -81, -60, -55, -126, -90, -20, 9, -33, 29, 17, -46, 116, -95, 49, 92, 4, 116, 31, 40, 46, 62, -114, -11, 103, 95, 72, 116, 96, 47, 77, 16, -27, -26, -25, -27, -101, -4, 35, -25, -112, -79, -110, 125, -74, -15, -86, -99, -40, 26, -114, -101, -127, 18, -89, 10, -102, 115, -34, 30, -121, -109, 96, -74, 30, -31, -89, 35, -63, 117, -39, 27, -34, -6, -96, -98, 90, -3, 127, 123]> : tensor<288xi8>}> : () -> tensor<288xi8>
  %wshape = tosa.const_shape {values = dense<[8, 3, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %w4 = tosa.reshape %w, %wshape : (tensor<288xi8>, !tosa.shape<4>) -> tensor<8x3x3x4xi8>
  %b = "tosa.const"() <{values = dense<[-23, -9, -5, -181, -413, -353, -396, 267]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %acc = tosa.conv2d %x, %w4, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x6x6x4xi8>, tensor<8x3x3x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x6x6x8xi32>
  %m = "tosa.const"() <{values = dense<[904773343, 821151462, 1050787304, 710214299, 561669756, 757218845, 925299661, 694284186]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %s = "tosa.const"() <{values = dense<[36, 38, 36, 38, 38, 37, 38, 37]> : tensor<8xi8>}> : () -> tensor<8xi8>
  %zero32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %fzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %features = tosa.rescale %acc, %m, %s, %zero32, %fzp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<?x6x6x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<?x6x6x8xi8>
  %pool = tosa.avg_pool2d %features, %fzp, %fzp {acc_type = i32, kernel = array<i64: 6, 6>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x6x6x8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x1x1x8xi8>
  %n = tosa.dim %pool {axis = 0 : i32} : (tensor<?x1x1x8xi8>) -> !tosa.shape<1>
  %one = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %eight = tosa.const_shape {values = dense<8> : tensor<1xindex>} : () -> !tosa.shape<1>
  %rows = tosa.concat_shape %one, %n, %eight : (!tosa.shape<1>, !tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<3>
  %a = tosa.reshape %pool, %rows : (tensor<?x1x1x8xi8>, !tosa.shape<3>) -> tensor<1x?x8xi8>
  %fc = "tosa.const"() <{values = dense<[36, 38, 99, 28, -16, 62, -43, 56, 94, -51, -39, 2, 89, -42, -49, 32, 26, -9, 87, -93, -93, -29, 20, -34, -51, 77, 54, -12, 14, 85, -11, -7, -80, -44, -74, -42, 20, -50, -14, -48, 23, 59, 56, -100, 22, 67, -12, 64, -79, 69, -70, -1, 100, 82, 92, -49, 22, -55, 11, 62, -15, -78, 84, 1]> : tensor<64xi8>}> : () -> tensor<64xi8>
  %fcshape = tosa.const_shape {values = dense<[1, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %fc3 = tosa.reshape %fc, %fcshape : (tensor<64xi8>, !tosa.shape<3>) -> tensor<1x8x8xi8>
  %mm = tosa.matmul %a, %fc3, %fzp, %wzp : (tensor<1x?x8xi8>, tensor<1x8x8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x?x8xi32>
  %flat = tosa.const_shape {values = dense<[-1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %mm2 = tosa.reshape %mm, %flat : (tensor<1x?x8xi32>, !tosa.shape<2>) -> tensor<?x8xi32>
  %y32 = tosa.cast %y : (tensor<?x8xi8>) -> tensor<?x8xi32>
  %sum = tosa.add %mm2, %y32 : (tensor<?x8xi32>, tensor<?x8xi32>) -> tensor<?x8xi32>
  %m2 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s2 = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scores = tosa.rescale %sum, %m2, %s2, %zero32, %wzp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<?x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<?x8xi8>
  return %features, %scores : tensor<?x6x6x8xi8>, tensor<?x8xi8>
}
