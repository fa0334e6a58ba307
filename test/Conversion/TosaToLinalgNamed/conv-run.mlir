// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg-named | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed convolutions. Expected values are worked out by hand from the
// spec pseudo-code of CONV2D / CONV3D / DEPTHWISE_CONV2D / TRANSPOSE_CONV2D
// (sum over the window of (in - input_zp) * (w - weight_zp), 0 outside the
// input, then + bias); the derivation is next to each check.

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}

func.func @print_i32(%t: tensor<?x?x?x?xi32>) {
  %m = bufferization.to_buffer %t : tensor<?x?x?x?xi32> to memref<?x?x?x?xi32>
  %u = memref.cast %m : memref<?x?x?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// Zero points as graph inputs (tensor.extract at run time).
func.func @conv2d_zp(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>, %izp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<1x3x3x1xi32> {
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x1xi32>
  return %0 : tensor<1x3x3x1xi32>
}

func.func @main() {
  // CONV2D int8, input_zp 1, weight_zp 2, pad [1, 0, 1, 0]. With the zero
  // points removed the input is E = [[0,1,2],[3,4,5],[6,7,8]] and the kernel
  // [[1,2],[3,4]]; out[oy][ox] = sum E[oy-1+ky][ox-1+kx] * k[ky][kx] + 100.
  // Padding contributes 0 (not (0 - 1) * k): out[0][0] = 0 * 4 + 100.
  %x = "tosa.const"() <{values = dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi8>}> : () -> tensor<1x3x3x1xi8>
  %w = "tosa.const"() <{values = dense<[[[[3], [4]], [[5], [6]]]]> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
  %b = "tosa.const"() <{values = dense<100> : tensor<1xi32>}> : () -> tensor<1xi32>
  %izp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x1xi32>
  %c0 = tensor.cast %0 : tensor<1x3x3x1xi32> to tensor<?x?x?x?xi32>
  call @print_i32(%c0) : (tensor<?x?x?x?xi32>) -> ()
  // CHECK: [100],
  // CHECK-NEXT: [104],
  // CHECK-NEXT: [111]],
  // CHECK-NEXT: [112],
  // CHECK-NEXT: [127],
  // CHECK-NEXT: [137]],
  // CHECK-NEXT: [130],
  // CHECK-NEXT: [157],
  // CHECK-NEXT: [167]]]]

  // The same with the zero points read at run time.
  %1 = call @conv2d_zp(%x, %w, %b, %izp, %wzp) : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x1xi32>
  %c1 = tensor.cast %1 : tensor<1x3x3x1xi32> to tensor<?x?x?x?xi32>
  call @print_i32(%c1) : (tensor<?x?x?x?xi32>) -> ()
  // CHECK: [100],
  // CHECK-NEXT: [104],
  // CHECK-NEXT: [111]],
  // CHECK-NEXT: [112],
  // CHECK-NEXT: [127],
  // CHECK-NEXT: [137]],
  // CHECK-NEXT: [130],
  // CHECK-NEXT: [157],
  // CHECK-NEXT: [167]]]]

  // CONV2D int8 x int4, stride 2, dilation 2: in[r][c] = 5r + c - 12,
  // k = [[1,-1],[2,-3]] (sum -1), so out[oy][ox] = sum in[2oy+2ky][2ox+2kx] *
  // k[ky][kx] = -(10 oy + 2 ox - 12) + (0 - 2 + 20 - 36) = 12 - 10 oy - 2 ox
  // - 18; + bias 5: [[-1, -3], [-11, -13]].
  %x2 = "tosa.const"() <{values = dense<[[[[-12], [-11], [-10], [-9], [-8]], [[-7], [-6], [-5], [-4], [-3]], [[-2], [-1], [0], [1], [2]], [[3], [4], [5], [6], [7]], [[8], [9], [10], [11], [12]]]]> : tensor<1x5x5x1xi8>}> : () -> tensor<1x5x5x1xi8>
  %w2 = "tosa.const"() <{values = dense<[[[[1], [-1]], [[2], [-3]]]]> : tensor<1x2x2x1xi4>}> : () -> tensor<1x2x2x1xi4>
  %b2 = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp4 = "tosa.const"() <{values = dense<0> : tensor<1xi4>}> : () -> tensor<1xi4>
  %2 = tosa.conv2d %x2, %w2, %b2, %zp8, %zp4 {acc_type = i32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x5x5x1xi8>, tensor<1x2x2x1xi4>, tensor<1xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x2x2x1xi32>
  %c2 = tensor.cast %2 : tensor<1x2x2x1xi32> to tensor<?x?x?x?xi32>
  call @print_i32(%c2) : (tensor<?x?x?x?xi32>) -> ()
  // CHECK: [-1],
  // CHECK-NEXT: [-3]],
  // CHECK-NEXT: [-11],
  // CHECK-NEXT: [-13]]]]

  // CONV2D int16 x int8 accumulating in int48: 32767 * 127 + (-32768) *
  // (-128) = 8355713, + bias 2^40 = 1099519983489 (needs more than 32 bits).
  %x3 = "tosa.const"() <{values = dense<[[[[32767, -32768]]]]> : tensor<1x1x1x2xi16>}> : () -> tensor<1x1x1x2xi16>
  %w3 = "tosa.const"() <{values = dense<[[[[127, -128]]]]> : tensor<1x1x1x2xi8>}> : () -> tensor<1x1x1x2xi8>
  %b3 = "tosa.const"() <{values = dense<1099511627776> : tensor<1xi48>}> : () -> tensor<1xi48>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %3 = tosa.conv2d %x3, %w3, %b3, %zp16, %zp8 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi16>, tensor<1x1x1x2xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x1x1x1xi48>
  %e3 = tensor.empty() : tensor<1x1x1x1xi64>
  %wide3 = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x1x1xi48>) outs(%e3 : tensor<1x1x1x1xi64>) {
  ^bb0(%in: i48, %out: i64):
    %e = arith.extsi %in : i48 to i64
    linalg.yield %e : i64
  } -> tensor<1x1x1x1xi64>
  %m3 = bufferization.to_buffer %wide3 : tensor<1x1x1x1xi64> to memref<1x1x1x1xi64>
  %u3 = memref.cast %m3 : memref<1x1x1x1xi64> to memref<*xi64>
  call @printMemrefI64(%u3) : (memref<*xi64>) -> ()
  // CHECK: [1099519983489]

  // CONV2D fp32: 0.5 * x + 0.25.
  %x4 = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %w4 = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %b4 = "tosa.const"() <{values = dense<0.25> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %4 = tosa.conv2d %x4, %w4, %b4, %zpf, %zpf {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  %m4 = bufferization.to_buffer %4 : tensor<1x2x2x1xf32> to memref<1x2x2x1xf32>
  %u4 = memref.cast %m4 : memref<1x2x2x1xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  // CHECK: [0.75],
  // CHECK-NEXT: [1.25]],
  // CHECK-NEXT: [1.75],
  // CHECK-NEXT: [2.25]]]]

  // CONV2D fp16 with acc_type f32 vs f16: 2048 + 1 + 1 is 2050 in fp32 but
  // 2048 in fp16 (2049 rounds to even 2048, twice).
  %x5 = "tosa.const"() <{values = dense<[[[[2048.0, 1.0, 1.0]]]]> : tensor<1x1x1x3xf16>}> : () -> tensor<1x1x1x3xf16>
  %w5 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1x3xf16>}> : () -> tensor<1x1x1x3xf16>
  %b5 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %zph = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %5 = tosa.conv2d %x5, %w5, %b5, %zph, %zph {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf16>, tensor<1x1x1x3xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  %6 = tosa.conv2d %x5, %w5, %b5, %zph, %zph {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf16>, tensor<1x1x1x3xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  %m5 = bufferization.to_buffer %5 : tensor<1x1x1x1xf16> to memref<1x1x1x1xf16>
  %u5 = memref.cast %m5 : memref<1x1x1x1xf16> to memref<*xf16>
  call @printMemrefF16(%u5) : (memref<*xf16>) -> ()
  // CHECK: [2050]
  %m6 = bufferization.to_buffer %6 : tensor<1x1x1x1xf16> to memref<1x1x1x1xf16>
  %u6 = memref.cast %m6 : memref<1x1x1x1xf16> to memref<*xf16>
  call @printMemrefF16(%u6) : (memref<*xf16>) -> ()
  // CHECK: [2048]
  return
}
