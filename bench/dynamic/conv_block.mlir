// A convolution block with a dynamic batch (bench/dynamic/run.sh): 3x3
// conv2d 32 -> 32 + bias + relu, 1x1 conv2d 32 -> 64, average pool, a
// fully connected layer. run.sh also runs this graph with the batch written
// in (`?` replaced) to compare per-image times.
func.func @main(%x: tensor<?x28x28x32xf32> {tosa.name = "x"}) -> (tensor<?x10xf32> {tosa.name = "y"}) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w1 = "tosa.const"() <{values = dense<0.01> : tensor<32x3x3x32xf32>}> : () -> tensor<32x3x3x32xf32>
  %b1 = "tosa.const"() <{values = dense<0.1> : tensor<32xf32>}> : () -> tensor<32xf32>
  %c1 = tosa.conv2d %x, %w1, %b1, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x28x28x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x28x28x32xf32>
  %r1 = tosa.clamp %c1 {min_val = 0.0 : f32, max_val = 3.4e38 : f32} : (tensor<?x28x28x32xf32>) -> tensor<?x28x28x32xf32>
  %w2 = "tosa.const"() <{values = dense<0.02> : tensor<64x1x1x32xf32>}> : () -> tensor<64x1x1x32xf32>
  %b2 = "tosa.const"() <{values = dense<-0.05> : tensor<64xf32>}> : () -> tensor<64xf32>
  %c2 = tosa.conv2d %r1, %w2, %b2, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x28x28x32xf32>, tensor<64x1x1x32xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x28x28x64xf32>
  %p = tosa.avg_pool2d %c2, %z, %z {acc_type = f32, kernel = array<i64: 28, 28>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x28x28x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x1x1x64xf32>
  %s = tosa.const_shape {values = dense<[1, -1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %f = tosa.reshape %p, %s : (tensor<?x1x1x64xf32>, !tosa.shape<3>) -> tensor<1x?x64xf32>
  %fc = "tosa.const"() <{values = dense<0.015625> : tensor<1x64x10xf32>}> : () -> tensor<1x64x10xf32>
  %m = tosa.matmul %f, %fc, %z, %z : (tensor<1x?x64xf32>, tensor<1x64x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x10xf32>
  %n = tosa.dim %p {axis = 0 : i32} : (tensor<?x1x1x64xf32>) -> !tosa.shape<1>
  %ten = tosa.const_shape {values = dense<10> : tensor<1xindex>} : () -> !tosa.shape<1>
  %so = tosa.concat_shape %n, %ten : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %y = tosa.reshape %m, %so : (tensor<1x?x10xf32>, !tosa.shape<2>) -> tensor<?x10xf32>
  return %y : tensor<?x10xf32>
}
