// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed CAST between f32, f16 and bf16 and from integers to floats.
// Results are printed as their bit patterns (zero-extended), derived by hand
// with round to nearest, ties to even, and overflow to infinity. bf16 has 8
// significant bits, f16 11, f32 24.

#id1 = affine_map<(d0) -> (d0)>
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @print_bf16(%t: tensor<?xbf16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xbf16>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xbf16>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: bf16, %o: i32):
    %b = arith.bitcast %x : bf16 to i16
    %y = arith.extui %b : i16 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_f16(%t: tensor<?xf16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf16>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xf16>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: f16, %o: i32):
    %b = arith.bitcast %x : f16 to i16
    %y = arith.extui %b : i16 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_f32(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xi64>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%e : tensor<?xi64>) {
  ^bb0(%x: f32, %o: i64):
    %b = arith.bitcast %x : f32 to i32
    %y = arith.extui %b : i32 to i64
    linalg.yield %y : i64
  } -> tensor<?xi64>
  %m = bufferization.to_buffer %w : tensor<?xi64> to memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @main() {
  // f32 -> bf16: 1.0 = 0x3F80; 1 + 2^-8 (tie, even) = 0x3F80; 1 + 3 * 2^-8 (tie) =
  // 0x3F82; just above the tie = 0x3F81; max f32 rounds to inf 0x7F80;
  // 0x7F7F7FFF (below the tie) = 0x7F7F; -inf = 0xFF80; NaN = 0x7FC0; min f32
  // subnormal -> 0; 2^-134 (tie 0 / 2^-133) = 0; 1.5 * 2^-133 (tie) = 0x0002;
  // -2^-133 = 0x8001; max f32 subnormal rounds to min normal 0x0080; -0 = 0x8000
  %in0 = "tosa.const"() <{values = dense<[0x3F800000, 0x3F808000, 0x3F818000, 0x3F808001, 0x7F7FFFFF, 0x7F7F7FFF, 0xFF800000, 0x7FC00000, 0x00000001, 0x00008000, 0x00018000, 0x80010000, 0x007FFFFF, 0x80000000]> : tensor<14xf32>}> : () -> tensor<14xf32>
  %r0 = tosa.cast %in0 : (tensor<14xf32>) -> tensor<14xbf16>
  %d0 = tensor.cast %r0 : tensor<14xbf16> to tensor<?xbf16>
  call @print_bf16(%d0) : (tensor<?xbf16>) -> ()
  // CHECK: [16256,  16256,  16258,  16257,  32640,  32639,  65408,  32704,  0,  0,  2,  32769,  128,  32768]

  // bf16 -> f32 (exact): 0x3F81; subnormal 0x0001 = 0x00010000; -inf; NaN
  %in1 = "tosa.const"() <{values = dense<[0x3F81, 0x0001, 0xFF80, 0x7FC0]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %r1 = tosa.cast %in1 : (tensor<4xbf16>) -> tensor<4xf32>
  %d1 = tensor.cast %r1 : tensor<4xf32> to tensor<?xf32>
  call @print_f32(%d1) : (tensor<?xf32>) -> ()
  // CHECK: [1065418752,  65536,  4286578688,  2143289344]

  // f32 -> f16: 65520 (tie 65504 / 65536) -> inf 0x7C00; 65519.996 = 0x7BFF;
  // 2^-25 (tie 0 / 2^-24) = 0; 1.5 * 2^-25 = 0x0001; -1e10 = 0xFC00; 1 + 2^-11
  // (tie) = 0x3C00; 1 + 3 * 2^-11 (tie) = 0x3C02
  %in2 = "tosa.const"() <{values = dense<[0x477FF000, 0x477FEFFF, 0x33000000, 0x33400000, 0xD01502F9, 0x3F801000, 0x3F803000]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r2 = tosa.cast %in2 : (tensor<7xf32>) -> tensor<7xf16>
  %d2 = tensor.cast %r2 : tensor<7xf16> to tensor<?xf16>
  call @print_f16(%d2) : (tensor<?xf16>) -> ()
  // CHECK: [31744,  31743,  0,  1,  64512,  15360,  15362]

  // f16 -> f32 (exact): 2^-24 = 0x33800000; 65504 = 0x477FE000; -inf
  %in3 = "tosa.const"() <{values = dense<[0x0001, 0x7BFF, 0xFC00]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %r3 = tosa.cast %in3 : (tensor<3xf16>) -> tensor<3xf32>
  %d3 = tensor.cast %r3 : tensor<3xf32> to tensor<?xf32>
  call @print_f32(%d3) : (tensor<?xf32>) -> ()
  // CHECK: [864026624,  1199562752,  4286578688]

  // i32 -> f32: 2^24 + 1 (tie) = 2^24 (0x4B800000); 2^24 + 3 (tie) = 2^24 + 4
  // (0x4B800002); -(2^24 + 1) = 0xCB800000; 2^31 - 1 -> 2^31 (0x4F000000);
  // -2^31 = 0xCF000000
  %in4 = "tosa.const"() <{values = dense<[16777217, 16777219, -16777217, 2147483647, -2147483648]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %r4 = tosa.cast %in4 : (tensor<5xi32>) -> tensor<5xf32>
  %d4 = tensor.cast %r4 : tensor<5xf32> to tensor<?xf32>
  call @print_f32(%d4) : (tensor<?xf32>) -> ()
  // CHECK: [1266679808,  1266679810,  3414163456,  1325400064,  3472883712]

  // i32 -> f16: 65504 = 0x7BFF; 65519 = 0x7BFF; 65520 (tie, even is 2^16) -> inf;
  // 2^31 - 1 -> inf; -70000 -> -inf; 2049 (tie) = 2048 (0x6800); 2051 (tie) =
  // 2052 (0x6802); 0
  %in5 = "tosa.const"() <{values = dense<[65504, 65519, 65520, 2147483647, -70000, 2049, 2051, 0]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %r5 = tosa.cast %in5 : (tensor<8xi32>) -> tensor<8xf16>
  %d5 = tensor.cast %r5 : tensor<8xf16> to tensor<?xf16>
  call @print_f16(%d5) : (tensor<?xf16>) -> ()
  // CHECK: [31743,  31743,  31744,  31744,  64512,  26624,  26626,  0]

  // i32 -> bf16 rounds once: 2^24 + 2^16 + 1 is above the tie, 0x4B81 (through
  // f32 it would round twice, to 0x4B80); 2^24 + 2^16 (tie) = 0x4B80; 2^31 - 1 =
  // 0x4F00; -1 = 0xBF80
  %in6 = "tosa.const"() <{values = dense<[16842753, 16842752, 2147483647, -1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r6 = tosa.cast %in6 : (tensor<4xi32>) -> tensor<4xbf16>
  %d6 = tensor.cast %r6 : tensor<4xbf16> to tensor<?xbf16>
  call @print_bf16(%d6) : (tensor<?xbf16>) -> ()
  // CHECK: [19329,  19328,  20224,  49024]

  // i16 -> bf16: 257 (tie) = 256 (0x4380); 259 (tie) = 260 (0x4382); -32768 =
  // 0xC700
  %in7 = "tosa.const"() <{values = dense<[257, 259, -32768]> : tensor<3xi16>}> : () -> tensor<3xi16>
  %r7 = tosa.cast %in7 : (tensor<3xi16>) -> tensor<3xbf16>
  %d7 = tensor.cast %r7 : tensor<3xbf16> to tensor<?xbf16>
  call @print_bf16(%d7) : (tensor<?xbf16>) -> ()
  // CHECK: [17280,  17282,  50944]

  // i8 -> bf16 / f16 / f32: 127 = 0x42FE; -128 = 0xC300
  %in8 = "tosa.const"() <{values = dense<[127, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r8 = tosa.cast %in8 : (tensor<2xi8>) -> tensor<2xbf16>
  %d8 = tensor.cast %r8 : tensor<2xbf16> to tensor<?xbf16>
  call @print_bf16(%d8) : (tensor<?xbf16>) -> ()
  // CHECK: [17150,  49920]

  // i8 -> f16: -128 = 0xD800; 127 = 0x57F0
  %in9 = "tosa.const"() <{values = dense<[-128, 127]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r9 = tosa.cast %in9 : (tensor<2xi8>) -> tensor<2xf16>
  %d9 = tensor.cast %r9 : tensor<2xf16> to tensor<?xf16>
  call @print_f16(%d9) : (tensor<?xf16>) -> ()
  // CHECK: [55296,  22512]

  // i16 -> f16: 2049 (tie) = 0x6800; -32768 = 0xF800; 32767 rounds to 32768 = 0x7800
  %in10 = "tosa.const"() <{values = dense<[2049, -32768, 32767]> : tensor<3xi16>}> : () -> tensor<3xi16>
  %r10 = tosa.cast %in10 : (tensor<3xi16>) -> tensor<3xf16>
  %d10 = tensor.cast %r10 : tensor<3xf16> to tensor<?xf16>
  call @print_f16(%d10) : (tensor<?xf16>) -> ()
  // CHECK: [26624,  63488,  30720]

  // i16 -> f32: -32768 = 0xC7000000
  %in11 = "tosa.const"() <{values = dense<[-32768, 1]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %r11 = tosa.cast %in11 : (tensor<2xi16>) -> tensor<2xf32>
  %d11 = tensor.cast %r11 : tensor<2xf32> to tensor<?xf32>
  call @print_f32(%d11) : (tensor<?xf32>) -> ()
  // CHECK: [3338665984,  1065353216]

  return
}
