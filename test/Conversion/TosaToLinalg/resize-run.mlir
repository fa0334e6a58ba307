// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed RESIZE cases, expected values by hand from the spec pseudo-code:
// x = ox * scale_x_d + offset_x, ix = floor(x / scale_x_n), dx = x - ix *
// scale_x_n, ix0 = max(ix, 0), ix1 = min(ix + 1, IW - 1) (y likewise).
// NEAREST picks ix1 when 2 * dx >= scale_x_n; integer BILINEAR sums
// v * (unit - d) * ... with unit = scale_n, unscaled.

#id1 = affine_map<(d0) -> (d0)>

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @print_i32(%t: tensor<?xi32>) {
  %m = bufferization.to_buffer %t : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_f32(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print_i8(%t: tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xi8>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  call @print_i32(%w) : (tensor<?xi32>) -> ()
  return
}

func.func @print_i16(%t: tensor<?xi16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi16>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xi16>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i16, %o: i32):
    %y = arith.extsi %x : i16 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  call @print_i32(%w) : (tensor<?xi32>) -> ()
  return
}

func.func @print_i48(%t: tensor<?xi48>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi48>
  %e = tensor.empty(%n) : tensor<?xi64>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xi48>) outs(%e : tensor<?xi64>) {
  ^bb0(%x: i48, %o: i64):
    %y = arith.extsi %x : i48 to i64
    linalg.yield %y : i64
  } -> tensor<?xi64>
  %m = bufferization.to_buffer %w : tensor<?xi64> to memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @print_f16(%t: tensor<?xf16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf16>
  %e = tensor.empty(%n) : tensor<?xf32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xf16>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f16, %o: f32):
    %y = arith.extf %x : f16 to f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  call @print_f32(%w) : (tensor<?xf32>) -> ()
  return
}

func.func @print_bf16(%t: tensor<?xbf16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xbf16>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xbf16>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: bf16, %o: i32):
    %b = arith.bitcast %x : bf16 to i16
    %y = arith.extui %b : i16 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  call @print_i32(%w) : (tensor<?xi32>) -> ()
  return
}

func.func @main() {
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>

  // x scale 3/2: x = 2 * ox; ox = 0: ix 0, dx 0; ox = 1: x 2, ix 0, dx 2
  // (2 * 2 >= 3: ix1 = 1); ox = 2: x 4, ix 1, dx 1 (ix0 = 1); ox = 3: ix 2.
  %a = "tosa.const"() <{values = dense<[[[[10], [-20], [30]]]]> : tensor<1x1x3x1xi8>}> : () -> tensor<1x1x3x1xi8>
  %s32 = tosa.const_shape {values = dense<[1, 1, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r0 = tosa.resize %a, %s32, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x1x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x4x1xi8>
  %c0 = tensor.collapse_shape %r0 [[0, 1, 2, 3]] : tensor<1x1x4x1xi8> into tensor<4xi8>
  %p0 = tensor.cast %c0 : tensor<4xi8> to tensor<?xi8>
  call @print_i8(%p0) : (tensor<?xi8>) -> ()
  // CHECK: [10,  -20,  -20,  30]

  // BILINEAR of the same, unit_x = 3, unit_y = 1, dy = 0:
  // ox 0: 10 * 3 = 30; ox 1: 10 * 1 + -20 * 2 = -30;
  // ox 2: -20 * 2 + 30 * 1 = -10; ox 3: 30 * 3 = 90.
  %r1 = tosa.resize %a, %s32, %zero, %zero {mode = BILINEAR} : (tensor<1x1x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x4x1xi32>
  %c1 = tensor.collapse_shape %r1 [[0, 1, 2, 3]] : tensor<1x1x4x1xi32> into tensor<4xi32>
  %p1 = tensor.cast %c1 : tensor<4xi32> to tensor<?xi32>
  call @print_i32(%p1) : (tensor<?xi32>) -> ()
  // CHECK: [30,  -30,  -10,  90]

  // Negative offset and a border: x scale 2/1, offset_x -1, border_x 1,
  // OW = (2 + 1 + 1) / 1 + 1 = 5, x = ox - 1. ox 0: x -1, ix -1, dx 1,
  // ix0 = ix1 = 0: 100 * 1 + 100 * 1 = 200; ox 1: 100 * 2; ox 2: ix 0, dx 1:
  // 100 - 100 = 0; ox 3: -100 * 2; ox 4: ix 1, dx 1, ix1 = 1: -200.
  %b = "tosa.const"() <{values = dense<[[[[100], [-100]]]]> : tensor<1x1x2x1xi8>}> : () -> tensor<1x1x2x1xi8>
  %s21 = tosa.const_shape {values = dense<[1, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offm1 = tosa.const_shape {values = dense<[0, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %bord1 = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r2 = tosa.resize %b, %s21, %offm1, %bord1 {mode = BILINEAR} : (tensor<1x1x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x5x1xi32>
  %c2 = tensor.collapse_shape %r2 [[0, 1, 2, 3]] : tensor<1x1x5x1xi32> into tensor<5xi32>
  %p2 = tensor.cast %c2 : tensor<5xi32> to tensor<?xi32>
  call @print_i32(%p2) : (tensor<?xi32>) -> ()
  // CHECK: [200,  200,  0,  -200,  -200]
  // NEAREST of the same: ox 0: x -1, dx 1, 2 >= 2 -> ix1 = 0; ox 1: 0;
  // ox 2: x 1 -> ix1 = 1; ox 3: 1; ox 4: ix1 = min(2, 1) = 1.
  %r3 = tosa.resize %b, %s21, %offm1, %bord1 {mode = NEAREST_NEIGHBOR} : (tensor<1x1x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x5x1xi8>
  %c3 = tensor.collapse_shape %r3 [[0, 1, 2, 3]] : tensor<1x1x5x1xi8> into tensor<5xi8>
  %p3 = tensor.cast %c3 : tensor<5xi8> to tensor<?xi8>
  call @print_i8(%p3) : (tensor<?xi8>) -> ()
  // CHECK: [100,  100,  -100,  -100,  -100]

  // int16 -> int48 BILINEAR needs more than 32 bits: scale 2048/1024 on both
  // axes, unit 2048, d in {0, 1024}. Corners: v * 2048 * 2048 = v * 2^22
  // (32767 * 2^22 = 137434759168, -32768 * 2^22 = -137438953472); edges and
  // centre: (sum of the 2 or 4 neighbours) * 2^21 or 2^20 = -1 * 2^21 or
  // -2 * 2^20 = -2097152.
  %h = "tosa.const"() <{values = dense<[[[[32767], [-32768]], [[-32768], [32767]]]]> : tensor<1x2x2x1xi16>}> : () -> tensor<1x2x2x1xi16>
  %s2k = tosa.const_shape {values = dense<[2048, 1024, 2048, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r4 = tosa.resize %h, %s2k, %zero, %zero {mode = BILINEAR} : (tensor<1x2x2x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi48>
  %c4 = tensor.collapse_shape %r4 [[0, 1, 2, 3]] : tensor<1x3x3x1xi48> into tensor<9xi48>
  %p4 = tensor.cast %c4 : tensor<9xi48> to tensor<?xi48>
  call @print_i48(%p4) : (tensor<?xi48>) -> ()
  // CHECK: [137434759168,  -2097152,  -137438953472,  -2097152,  -2097152,  -2097152,  -137438953472,  -2097152,  137434759168]

  // int16 NEAREST downscale by 2 with offset_x 1: OW = (3 - 1) / 2 + 1 = 2,
  // x = 2 * ox + 1, scale_x_n = 1 so ix = x = 1, 3 (dx = 0).
  %g = "tosa.const"() <{values = dense<[[[[-32768], [32767], [7], [-7]]]]> : tensor<1x1x4x1xi16>}> : () -> tensor<1x1x4x1xi16>
  %s12 = tosa.const_shape {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %off1 = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r5 = tosa.resize %g, %s12, %off1, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x1x4x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x2x1xi16>
  %c5 = tensor.collapse_shape %r5 [[0, 1, 2, 3]] : tensor<1x1x2x1xi16> into tensor<2xi16>
  %p5 = tensor.cast %c5 : tensor<2xi16> to tensor<?xi16>
  call @print_i16(%p5) : (tensor<?xi16>) -> ()
  // CHECK: [32767,  -7]

  // f32 BILINEAR, scale 2 on both axes: the 3x3 output interpolates
  // [[1, 2], [3, 4]] at half steps.
  %f = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
  %s2 = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r6 = tosa.resize %f, %s2, %zero, %zero {mode = BILINEAR} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xf32>
  %c6 = tensor.collapse_shape %r6 [[0, 1, 2, 3]] : tensor<1x3x3x1xf32> into tensor<9xf32>
  %p6 = tensor.cast %c6 : tensor<9xf32> to tensor<?xf32>
  call @print_f32(%p6) : (tensor<?xf32>) -> ()
  // CHECK: [1,  1.5,  2,  2,  2.5,  3,  3,  3.5,  4]

  // f32 BILINEAR, x scale 3: dx = 0, 1/3, 2/3, then the last pixel.
  %l = "tosa.const"() <{values = dense<[[[[0.0], [1.0]]]]> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %s31 = tosa.const_shape {values = dense<[1, 1, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r7 = tosa.resize %l, %s31, %zero, %zero {mode = BILINEAR} : (tensor<1x1x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x4x1xf32>
  %c7 = tensor.collapse_shape %r7 [[0, 1, 2, 3]] : tensor<1x1x4x1xf32> into tensor<4xf32>
  %p7 = tensor.cast %c7 : tensor<4xf32> to tensor<?xf32>
  call @print_f32(%p7) : (tensor<?xf32>) -> ()
  // CHECK: [0,  0.333333,  0.666667,  1]
  // NEAREST: dx = 1/3 < 1/2 keeps ix0, dx = 2/3 takes ix1.
  %r8 = tosa.resize %l, %s31, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x1x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x4x1xf32>
  %c8 = tensor.collapse_shape %r8 [[0, 1, 2, 3]] : tensor<1x1x4x1xf32> into tensor<4xf32>
  %p8 = tensor.cast %c8 : tensor<4xf32> to tensor<?xf32>
  call @print_f32(%p8) : (tensor<?xf32>) -> ()
  // CHECK: [0,  0,  1,  1]

  // f16 BILINEAR and NEAREST, scale 2 on both axes (2 * dy >= 2 takes iy1).
  %fh = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf16>}> : () -> tensor<1x2x2x1xf16>
  %r9 = tosa.resize %fh, %s2, %zero, %zero {mode = BILINEAR} : (tensor<1x2x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xf16>
  %c9 = tensor.collapse_shape %r9 [[0, 1, 2, 3]] : tensor<1x3x3x1xf16> into tensor<9xf16>
  %p9 = tensor.cast %c9 : tensor<9xf16> to tensor<?xf16>
  call @print_f16(%p9) : (tensor<?xf16>) -> ()
  // CHECK: [1,  1.5,  2,  2,  2.5,  3,  3,  3.5,  4]
  %r10 = tosa.resize %fh, %s2, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x2x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xf16>
  %c10 = tensor.collapse_shape %r10 [[0, 1, 2, 3]] : tensor<1x3x3x1xf16> into tensor<9xf16>
  %p10 = tensor.cast %c10 : tensor<9xf16> to tensor<?xf16>
  call @print_f16(%p10) : (tensor<?xf16>) -> ()
  // CHECK: [1,  2,  2,  3,  4,  4,  3,  4,  4]

  // bf16 BILINEAR computes in f32 and rounds the encoding to nearest even:
  // [1.0 (0x3F80), 1.0078125 (0x3F81)] at x scale 3: 1 + 2^-7 / 3 is 1/3 ulp
  // above 1.0 (0x3F80 = 16256), 1 + 2 * 2^-7 / 3 is 2/3 ulp (0x3F81 = 16257).
  %fb = "tosa.const"() <{values = dense<[[[[0x3F80], [0x3F81]]]]> : tensor<1x1x2x1xbf16>}> : () -> tensor<1x1x2x1xbf16>
  %r11 = tosa.resize %fb, %s31, %zero, %zero {mode = BILINEAR} : (tensor<1x1x2x1xbf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x4x1xbf16>
  %c11 = tensor.collapse_shape %r11 [[0, 1, 2, 3]] : tensor<1x1x4x1xbf16> into tensor<4xbf16>
  %p11 = tensor.cast %c11 : tensor<4xbf16> to tensor<?xbf16>
  call @print_bf16(%p11) : (tensor<?xbf16>) -> ()
  // CHECK: [16256,  16256,  16257,  16257]
  return
}
