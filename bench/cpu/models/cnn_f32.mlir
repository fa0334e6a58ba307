// A small f32 CNN classifier on a 64x64 RGB image, built from operator types
// of the conformance corpus: conv2d + clamp (ReLU6), depthwise_conv2d,
// pointwise conv2d, max_pool2d, a residual conv2d + add, global avg_pool2d,
// reshape, a fully connected layer as matmul + add. Weights and biases are
// inputs of the graph.
func.func @main(%image: tensor<1x64x64x3xf32> {tosa.name = "image"},
                %w1: tensor<32x3x3x3xf32> {tosa.name = "conv1.weight"},
                %b1: tensor<32xf32> {tosa.name = "conv1.bias"},
                %w2: tensor<3x3x32x1xf32> {tosa.name = "dw2.weight"},
                %b2: tensor<32xf32> {tosa.name = "dw2.bias"},
                %w3: tensor<64x1x1x32xf32> {tosa.name = "pw3.weight"},
                %b3: tensor<64xf32> {tosa.name = "pw3.bias"},
                %w4: tensor<64x3x3x64xf32> {tosa.name = "conv4.weight"},
                %b4: tensor<64xf32> {tosa.name = "conv4.bias"},
                %w5: tensor<1x64x10xf32> {tosa.name = "fc.weight"},
                %b5: tensor<1x1x10xf32> {tosa.name = "fc.bias"})
    -> (tensor<1x10xf32> {tosa.name = "logits"}) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // 64x64x3 -> 32x32x32, stride 2 with TF "SAME" padding (bottom/right).
  %c1 = tosa.conv2d %image, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x64x64x3xf32>, tensor<32x3x3x3xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x32xf32>
  %r1 = tosa.clamp %c1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  %c2 = tosa.depthwise_conv2d %r1, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x32x32x32xf32>, tensor<3x3x32x1xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x32xf32>
  %r2 = tosa.clamp %c2 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  %c3 = tosa.conv2d %r2, %w3, %b3, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x32xf32>, tensor<64x1x1x32xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x64xf32>
  %r3 = tosa.clamp %c3 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
  %p3 = tosa.max_pool2d %r3 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x32x32x64xf32>) -> tensor<1x16x16x64xf32>
  // Residual block.
  %c4 = tosa.conv2d %p3, %w4, %b4, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
  %s4 = tosa.add %c4, %p3 : (tensor<1x16x16x64xf32>, tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
  %r4 = tosa.clamp %s4 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
  // Global average pooling and the classifier.
  %g = tosa.avg_pool2d %r4, %zp, %zp {acc_type = f32, kernel = array<i64: 16, 16>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x64xf32>
  %shape3 = tosa.const_shape {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %f = tosa.reshape %g, %shape3 : (tensor<1x1x1x64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
  %fc = tosa.matmul %f, %w5, %zp, %zp : (tensor<1x1x64xf32>, tensor<1x64x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
  %fcb = tosa.add %fc, %b5 : (tensor<1x1x10xf32>, tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
  %shape2 = tosa.const_shape {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %logits = tosa.reshape %fcb, %shape2 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
  return %logits : tensor<1x10xf32>
}
