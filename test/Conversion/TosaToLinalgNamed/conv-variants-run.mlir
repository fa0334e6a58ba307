// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg-named | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed CONV3D, DEPTHWISE_CONV2D and TRANSPOSE_CONV2D. Expected values
// are worked out by hand from the spec pseudo-code; the derivation is next
// to each check.

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>

  // CONV3D int8, input_zp 1: the input without its zero point is 1..8 over
  // [D=2, H=2, W=2]; OC 0 has the depth kernel [1, 10], OC 1 [2, -1].
  // out[oc=0][y][x] = in[0][y][x] + 10 in[1][y][x] = 51, 62, 73, 84;
  // out[oc=1] = 2 in[0] - in[1] = -3, -2, -1, 0, + bias 100.
  %x1 = "tosa.const"() <{values = dense<[[[[[2], [3]], [[4], [5]]], [[[6], [7]], [[8], [9]]]]]> : tensor<1x2x2x2x1xi8>}> : () -> tensor<1x2x2x2x1xi8>
  %w1 = "tosa.const"() <{values = dense<[[[[[1]]], [[[10]]]], [[[[2]]], [[[-1]]]]]> : tensor<2x2x1x1x1xi8>}> : () -> tensor<2x2x1x1x1xi8>
  %b1 = "tosa.const"() <{values = dense<[0, 100]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %izp1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.conv3d %x1, %w1, %b1, %izp1, %zp8 {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xi8>, tensor<2x2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x2x2xi32>
  %m1 = bufferization.to_buffer %1 : tensor<1x1x2x2x2xi32> to memref<1x1x2x2x2xi32>
  %u1 = memref.cast %m1 : memref<1x1x2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  // CHECK: {{\[}}[51,     97],
  // CHECK-NEXT: [62,     98]],
  // CHECK-NEXT: [73,     99],
  // CHECK-NEXT: [84,     100]]]]]

  // CONV3D fp32 with depth padding [1, 1] and depth stride 2, kernel [3, 10]:
  // OD = (2 - 1 + 2 - 1) / 2 + 1 = 2; window 0 covers depths -1 (padding,
  // contributes 0) and 0: 10 * 1; window 1 covers 1 and 2 (padding): 3 * 2;
  // + bias 0.5.
  %x2 = "tosa.const"() <{values = dense<[[[[[1.0]]], [[[2.0]]]]]> : tensor<1x2x1x1x1xf32>}> : () -> tensor<1x2x1x1x1xf32>
  %w2 = "tosa.const"() <{values = dense<[[[[[3.0]]], [[[10.0]]]]]> : tensor<1x2x1x1x1xf32>}> : () -> tensor<1x2x1x1x1xf32>
  %b2 = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.conv3d %x2, %w2, %b2, %zpf, %zpf {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 0, 0, 0, 0>, stride = array<i64: 2, 1, 1>} : (tensor<1x2x1x1x1xf32>, tensor<1x2x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1x1xf32>
  %m2 = bufferization.to_buffer %2 : tensor<1x2x1x1x1xf32> to memref<1x2x1x1x1xf32>
  %c2 = memref.collapse_shape %m2 [[0, 1, 2, 3, 4]] : memref<1x2x1x1x1xf32> into memref<2xf32>
  %u2 = memref.cast %c2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  // CHECK: [10.5,  6.5]

  // DEPTHWISE_CONV2D int8, C = 2, M = 2, 1x1 kernel, pad left 1 and right 1,
  // input_zp -1, weight_zp 1: the kernel without its zero point is
  // [[0, 1], [2, 3]] (per channel c, multiplier m), the pixels (1, 2) and
  // (-3, 4) become (2, 3) and (-2, 5). Output channel c * M + m:
  // pixel 0: [2*0, 2*1, 3*2, 3*3] = [0, 2, 6, 9]; pixel 1: [0, -2, 10, 15];
  // the padded columns hold input_zp and give 0, then + bias [1, 2, 3, 4].
  %x3 = "tosa.const"() <{values = dense<[[[[1, 2], [-3, 4]]]]> : tensor<1x1x2x2xi8>}> : () -> tensor<1x1x2x2xi8>
  %w3 = "tosa.const"() <{values = dense<[[[[1, 2], [3, 4]]]]> : tensor<1x1x2x2xi8>}> : () -> tensor<1x1x2x2xi8>
  %b3 = "tosa.const"() <{values = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %izp3 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp3 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %3 = tosa.depthwise_conv2d %x3, %w3, %b3, %izp3, %wzp3 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x2x2xi8>, tensor<1x1x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x4x4xi32>
  %m3 = bufferization.to_buffer %3 : tensor<1x1x4x4xi32> to memref<1x1x4x4xi32>
  %u3 = memref.cast %m3 : memref<1x1x4x4xi32> to memref<*xi32>
  call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  // CHECK: {{\[}}[1,   2,   3,   4],
  // CHECK-NEXT: [1,   4,   9,   13],
  // CHECK-NEXT: [1,   0,   13,   19],
  // CHECK-NEXT: [1,   2,   3,   4]]]]

  // DEPTHWISE_CONV2D fp32, C = 1, M = 2, 3-wide kernel with dilation 2 over
  // 5 columns: out[m] = sum_kx in[2 kx] * k[kx][m] with in = [1, 2, 3, 4, 5],
  // k[.][0] = [1, 1, 1] -> 1 + 3 + 5 = 9, k[.][1] = [1, 0, -1] -> 1 - 5 = -4;
  // one-element bias 0.5 broadcast.
  %x4 = "tosa.const"() <{values = dense<[[[[1.0], [2.0], [3.0], [4.0], [5.0]]]]> : tensor<1x1x5x1xf32>}> : () -> tensor<1x1x5x1xf32>
  %w4 = "tosa.const"() <{values = dense<[[[[1.0, 1.0]], [[1.0, 0.0]], [[1.0, -1.0]]]]> : tensor<1x3x1x2xf32>}> : () -> tensor<1x3x1x2xf32>
  %b4 = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %4 = tosa.depthwise_conv2d %x4, %w4, %b4, %zpf, %zpf {acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x5x1xf32>, tensor<1x3x1x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  %m4 = bufferization.to_buffer %4 : tensor<1x1x1x2xf32> to memref<1x1x1x2xf32>
  %u4 = memref.cast %m4 : memref<1x1x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  // CHECK: [9.5,   -3.5]

  // TRANSPOSE_CONV2D int8, stride 2, 2x2 kernel k = [[1, 2], [3, 4]],
  // input_zp 1 (input without it E = [[1, 2], [3, 4]]): every output gets
  // exactly one product, out[2i + ky][2j + kx] = E[i][j] * k[ky][kx]:
  //   [[1, 2, 2, 4], [3, 4, 6, 8], [3, 6, 4, 8], [9, 12, 12, 16]].
  // out_pad [-1, 0, 0, 1] drops the first row and adds a column of
  // no products on the right; + bias 7.
  %x5 = "tosa.const"() <{values = dense<[[[[2], [3]], [[4], [5]]]]> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
  %w5 = "tosa.const"() <{values = dense<[[[[1], [2]], [[3], [4]]]]> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
  %b5 = "tosa.const"() <{values = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
  %izp5 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %5 = tosa.transpose_conv2d %x5, %w5, %b5, %izp5, %zp8 {acc_type = i32, out_pad = array<i64: -1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x5x1xi32>
  %m5 = bufferization.to_buffer %5 : tensor<1x3x5x1xi32> to memref<1x3x5x1xi32>
  %c5 = memref.collapse_shape %m5 [[0, 1], [2, 3]] : memref<1x3x5x1xi32> into memref<3x5xi32>
  %u5 = memref.cast %c5 : memref<3x5xi32> to memref<*xi32>
  call @printMemrefI32(%u5) : (memref<*xi32>) -> ()
  // CHECK: {{\[}}[10,   11,   13,   15,   7],
  // CHECK-NEXT: [10,   13,   11,   15,   7],
  // CHECK-NEXT: [16,   19,   19,   23,   7]]

  // TRANSPOSE_CONV2D fp32, stride 1, overlapping products: in = [1, 2],
  // k = [10, 100] along x: out[ox] = sum_kx in[ox - kx] * k[kx] =
  // [10, 2 * 10 + 1 * 100, 2 * 100] = [10, 120, 200].
  %x6 = "tosa.const"() <{values = dense<[[[[1.0], [2.0]]]]> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %w6 = "tosa.const"() <{values = dense<[[[[10.0], [100.0]]]]> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %b6 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %6 = tosa.transpose_conv2d %x6, %w6, %b6, %zpf, %zpf {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3x1xf32>
  %m6 = bufferization.to_buffer %6 : tensor<1x1x3x1xf32> to memref<1x1x3x1xf32>
  %c6 = memref.collapse_shape %m6 [[0, 1, 2, 3]] : memref<1x1x3x1xf32> into memref<3xf32>
  %u6 = memref.cast %c6 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u6) : (memref<*xf32>) -> ()
  // CHECK: [10,  120,  200]
  return
}
