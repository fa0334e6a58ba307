// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg-named | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed AVG_POOL2D and MAX_POOL2D. Integer averages follow the spec:
// acc = sum(in - input_zp) over the input positions of the window (count),
// (multiplier, shift) = reciprocal_scale(count), i.e. k = 32 - clz(count - 1),
// multiplier = ((1 << 30) + 1) << k / count, shift = 30 + k, then
// apply_scale_32(acc) = (acc * multiplier + (1 << (shift - 1))) >> shift,
// + output_zp, clamped. count 4: multiplier 2^30 + 1, shift 32; count 6:
// 1431655766, shift 33; count 9: 1908874355, shift 34. The expected values
// were worked out with these formulas.

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

// Prints int8 values as int32 (printMemrefI8 prints characters).
func.func @print_i8(%t: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi8>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi8>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?x?xi8>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%in: i8, %out: i32):
    %x = arith.extsi %in : i8 to i32
    linalg.yield %x : i32
  } -> tensor<?x?xi32>
  %m = bufferization.to_buffer %w : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}

// Zero points as graph inputs; int16 ones must be 0 (run-time check).
func.func @avg_i16(%x: tensor<1x3x1x2xi16>, %zp: tensor<1xi16>) -> tensor<1x1x1x2xi16> {
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 3, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x1x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1x2xi16>
  return %0 : tensor<1x1x1x2xi16>
}

func.func @avg_i8(%x: tensor<1x1x2x2xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<1x1x1x2xi8> {
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi8>
  return %0 : tensor<1x1x1x2xi8>
}

func.func @main() {
  // int8, 3x3 kernel, stride 1, pad 1 on every side over a 3x3x2 input,
  // input_zp 3, output_zp -2. Channel 0, corner (0, 0): (10 + 3 + 0 + 100)
  // - 4 * 3 = 101, count 4: (101 * (2^30 + 1) + 2^31) >> 32 = 25, - 2 = 23.
  // Channel 1, corner (0, 0): -7 + 20 + 5 - 100 - 12 = -94:
  // (-94 * (2^30 + 1) + 2^31) >> 32 = -24 (the tie -23.5 goes down), - 2.
  %x = "tosa.const"() <{values = dense<[[[[10, -7], [3, 20], [-9, 4]], [[0, 5], [100, -100], [7, 7]], [[-50, 1], [2, 2], [30, -31]]]]> : tensor<1x3x3x2xi8>}> : () -> tensor<1x3x3x2xi8>
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi8>
  %c0 = tensor.collapse_shape %0 [[0, 1, 2], [3]] : tensor<1x3x3x2xi8> into tensor<9x2xi8>
  %d0 = tensor.cast %c0 : tensor<9x2xi8> to tensor<?x?xi8>
  call @print_i8(%d0) : (tensor<?x?xi8>) -> ()
  // CHECK: {{\[}}[23,   -26],
  // CHECK-NEXT: [14,   -17],
  // CHECK-NEXT: [20,   -22],
  // CHECK-NEXT: [6,   -18],
  // CHECK-NEXT: [5,   -16],
  // CHECK-NEXT: [17,   -21],
  // CHECK-NEXT: [8,   -28],
  // CHECK-NEXT: [10,   -24],
  // CHECK-NEXT: [30,   -36]]

  // Saturation, zero points read at run time: channel 0 = [127, 127],
  // channel 1 = [-128, -128].
  // input_zp -128, output_zp 100: 255 + 100 -> 127; 0 + 100 = 100.
  // input_zp 127, output_zp -100: 0 - 100 = -100; -255 - 100 -> -128.
  %xs = "tosa.const"() <{values = dense<[[[[127, -128], [127, -128]]]]> : tensor<1x1x2x2xi8>}> : () -> tensor<1x1x2x2xi8>
  %zm128 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z100 = "tosa.const"() <{values = dense<100> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z127 = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zm100 = "tosa.const"() <{values = dense<-100> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = call @avg_i8(%xs, %zm128, %z100) : (tensor<1x1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi8>
  %c1 = tensor.collapse_shape %1 [[0, 1, 2], [3]] : tensor<1x1x1x2xi8> into tensor<1x2xi8>
  %d1 = tensor.cast %c1 : tensor<1x2xi8> to tensor<?x?xi8>
  call @print_i8(%d1) : (tensor<?x?xi8>) -> ()
  // CHECK: [127,  100]
  %2 = call @avg_i8(%xs, %z127, %zm100) : (tensor<1x1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi8>
  %c2 = tensor.collapse_shape %2 [[0, 1, 2], [3]] : tensor<1x1x1x2xi8> into tensor<1x2xi8>
  %d2 = tensor.cast %c2 : tensor<1x2xi8> to tensor<?x?xi8>
  call @print_i8(%d2) : (tensor<?x?xi8>) -> ()
  // CHECK: [-100,  -128]

  // int16 near the limits, count 3 (multiplier 1431655766, shift 32):
  // (32767 + 32767 + 32766) / 3 = 32766.67 -> 32767;
  // (-32768 - 32768 - 32767) / 3 = -32767.67 -> -32768.
  %x3 = "tosa.const"() <{values = dense<[[[[32767, -32768]], [[32767, -32768]], [[32766, -32767]]]]> : tensor<1x3x1x2xi16>}> : () -> tensor<1x3x1x2xi16>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %3 = call @avg_i16(%x3, %zp16) : (tensor<1x3x1x2xi16>, tensor<1xi16>) -> tensor<1x1x1x2xi16>
  %m3 = bufferization.to_buffer %3 : tensor<1x1x1x2xi16> to memref<1x1x1x2xi16>
  %c3 = memref.collapse_shape %m3 [[0, 1, 2, 3]] : memref<1x1x1x2xi16> into memref<2xi16>
  %u3 = memref.cast %c3 : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%u3) : (memref<*xi16>) -> ()
  // CHECK: [32767,  -32768]

  // fp32, 2x2 kernel, pad bottom 1 and right 1 over [[1, 2], [3, 5]]: the
  // count excludes padding: [11 / 4, (2 + 5) / 2, (3 + 5) / 2, 5 / 1].
  %x4 = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [5.0]]]]> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %4 = tosa.avg_pool2d %x4, %zpf, %zpf {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  %m4 = bufferization.to_buffer %4 : tensor<1x2x2x1xf32> to memref<1x2x2x1xf32>
  %c4 = memref.collapse_shape %m4 [[0, 1, 2, 3]] : memref<1x2x2x1xf32> into memref<4xf32>
  %u4 = memref.cast %c4 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  // CHECK: [2.75,  3.5,  4,  5]

  // MAX_POOL2D int8, 2x2 kernel, pad 1 on every side over
  // [[-5, -7], [-128, -9]]: padding never wins, so every result is negative.
  %x5 = "tosa.const"() <{values = dense<[[[[-5], [-7]], [[-128], [-9]]]]> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
  %5 = tosa.max_pool2d %x5 {kernel = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi8>
  %c5 = tensor.collapse_shape %5 [[0, 1], [2, 3]] : tensor<1x3x3x1xi8> into tensor<3x3xi8>
  %d5 = tensor.cast %c5 : tensor<3x3xi8> to tensor<?x?xi8>
  call @print_i8(%d5) : (tensor<?x?xi8>) -> ()
  // CHECK: {{\[}}[-5,   -5,   -7],
  // CHECK-NEXT: [-5,   -5,   -7],
  // CHECK-NEXT: [-128,   -9,   -9]]

  // MAX_POOL2D fp32, 1x2 kernel, pad right 1 over [NaN, NaN, 1, -inf]:
  // windows {NaN, NaN}, {NaN, 1}, {1, -inf}, {-inf, pad}.
  // PROPAGATE: [NaN, NaN, 1, -inf]; IGNORE: [NaN, 1, 1, -inf].
  %x6 = "tosa.const"() <{values = dense<[[[[0x7FC00000], [0x7FC00000], [1.0], [0xFF800000]]]]> : tensor<1x1x4x1xf32>}> : () -> tensor<1x1x4x1xf32>
  %6 = tosa.max_pool2d %x6 {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>, nan_mode = PROPAGATE} : (tensor<1x1x4x1xf32>) -> tensor<1x1x4x1xf32>
  %m6 = bufferization.to_buffer %6 : tensor<1x1x4x1xf32> to memref<1x1x4x1xf32>
  %c6 = memref.collapse_shape %m6 [[0, 1, 2, 3]] : memref<1x1x4x1xf32> into memref<4xf32>
  %u6 = memref.cast %c6 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u6) : (memref<*xf32>) -> ()
  // CHECK: [nan,  nan,  1,  -inf]
  %7 = tosa.max_pool2d %x6 {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<1x1x4x1xf32>) -> tensor<1x1x4x1xf32>
  %m7 = bufferization.to_buffer %7 : tensor<1x1x4x1xf32> to memref<1x1x4x1xf32>
  %c7 = memref.collapse_shape %m7 [[0, 1, 2, 3]] : memref<1x1x4x1xf32> into memref<4xf32>
  %u7 = memref.cast %c7 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u7) : (memref<*xf32>) -> ()
  // CHECK: [nan,  1,  1,  -inf]
  return
}
