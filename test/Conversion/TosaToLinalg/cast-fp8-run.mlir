// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed CAST to and from f8E4M3FN and f8E5M2, lowered by integer
// manipulation of the encodings. Results are printed as their bit patterns
// (zero-extended). Expected encodings derived by hand: E4M3FN has bias 7,
// 3 mantissa bits, max 448 = 0x7E, NaN S.1111.111, no infinity (overflow
// gives NaN: OCP non-saturating); E5M2 bias 15, 2 mantissa bits, max 57344
// = 0x7B, inf 0x7C. Rounding is to nearest, ties to even.

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

func.func @print_f8E4M3FN(%t: tensor<?xf8E4M3FN>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf8E4M3FN>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xf8E4M3FN>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: f8E4M3FN, %o: i32):
    %b = arith.bitcast %x : f8E4M3FN to i8
    %y = arith.extui %b : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_f8E5M2(%t: tensor<?xf8E5M2>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf8E5M2>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xf8E5M2>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: f8E5M2, %o: i32):
    %b = arith.bitcast %x : f8E5M2 to i8
    %y = arith.extui %b : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // f32 -> E4M3FN: 1.0 = 0x38; 448 = 0x7E; 464 (tie 448/480, 448 even) = 0x7E;
  // 464 + ulp rounds to 480, beyond max: NaN 0x7F; 500 -> 0x7F; -1000 -> 0xFF;
  // +inf -> 0x7F; -inf -> 0xFF; NaN -> 0x7F; 240 = 1.875 * 2^7 = 0x77; -0 = 0x80
  %in0 = "tosa.const"() <{values = dense<[0x3F800000, 0x43E00000, 0x43E80000, 0x43E80001, 0x43FA0000, 0xC47A0000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x43700000, 0x80000000]> : tensor<11xf32>}> : () -> tensor<11xf32>
  %r0 = tosa.cast %in0 : (tensor<11xf32>) -> tensor<11xf8E4M3FN>
  %d0 = tensor.cast %r0 : tensor<11xf8E4M3FN> to tensor<?xf8E4M3FN>
  call @print_f8E4M3FN(%d0) : (tensor<?xf8E4M3FN>) -> ()
  // CHECK: [56,  126,  126,  127,  127,  255,  127,  255,  127,  119,  128]

  // f32 -> E4M3FN subnormals (unit 2^-9): 2^-9 = 0x01; 2^-10 (tie 0/1) = 0x00;
  // 1.5 * 2^-10 = 0x01; 1.5 * 2^-9 (tie 1/2) = 0x02; 7.5 * 2^-9 (tie 7 / min
  // normal 8) = 0x08; 2^-12 -> 0x00; -2^-9 = 0x81; mantissa ties: 1.0625
  // (tie 1.0/1.125) = 0x38, 1.1875 (tie 1.125/1.25) = 0x3A; 1.0625 + ulp = 0x39
  %in1 = "tosa.const"() <{values = dense<[0x3B000000, 0x3A800000, 0x3AC00000, 0x3B400000, 0x3C700000, 0x39800000, 0xBB000000, 0x3F880000, 0x3F980000, 0x3F880001]> : tensor<10xf32>}> : () -> tensor<10xf32>
  %r1 = tosa.cast %in1 : (tensor<10xf32>) -> tensor<10xf8E4M3FN>
  %d1 = tensor.cast %r1 : tensor<10xf8E4M3FN> to tensor<?xf8E4M3FN>
  call @print_f8E4M3FN(%d1) : (tensor<?xf8E4M3FN>) -> ()
  // CHECK: [1,  0,  1,  2,  8,  0,  129,  56,  58,  57]

  // f32 -> E5M2: 1.0 = 0x3C; 57344 = 0x7B; 61440 (tie 57344/65536, the even
  // one overflows) = inf 0x7C; 61439 = 0x7B; -1e6 = 0xFC; NaN = 0x7E; 2^-17
  // (tie 0 / 2^-16) = 0x00; 1.5 * 2^-17 = 0x01; -2^-16 = 0x81; 1.125 (tie) =
  // 0x3C; 1.375 (tie 1.25/1.5) = 0x3E; +inf = 0x7C; 3 * 2^-16 = 0x03;
  // 2^-14 (min normal) = 0x04
  %in2 = "tosa.const"() <{values = dense<[0x3F800000, 0x47600000, 0x47700000, 0x476FFF00, 0xC9742400, 0x7FC00000, 0x37000000, 0x37400000, 0xB7800000, 0x3F900000, 0x3FB00000, 0x7F800000, 0x38400000, 0x38800000]> : tensor<14xf32>}> : () -> tensor<14xf32>
  %r2 = tosa.cast %in2 : (tensor<14xf32>) -> tensor<14xf8E5M2>
  %d2 = tensor.cast %r2 : tensor<14xf8E5M2> to tensor<?xf8E5M2>
  call @print_f8E5M2(%d2) : (tensor<?xf8E5M2>) -> ()
  // CHECK: [60,  123,  124,  123,  252,  126,  0,  1,  129,  60,  62,  124,  3,  4]

  // f16 -> E4M3FN: 1.0 = 0x38; 65504 -> NaN 0x7F; 2^-24 -> 0x00; -inf -> 0xFF;
  // 0.5 = 0x30; 2^-9 (f16 0x1800) = 0x01
  %in3 = "tosa.const"() <{values = dense<[0x3C00, 0x7BFF, 0x0001, 0xFC00, 0x3800, 0x1800]> : tensor<6xf16>}> : () -> tensor<6xf16>
  %r3 = tosa.cast %in3 : (tensor<6xf16>) -> tensor<6xf8E4M3FN>
  %d3 = tensor.cast %r3 : tensor<6xf8E4M3FN> to tensor<?xf8E4M3FN>
  call @print_f8E4M3FN(%d3) : (tensor<?xf8E4M3FN>) -> ()
  // CHECK: [56,  127,  0,  255,  48,  1]

  // f16 -> E5M2: 1.0 = 0x3C; 65504 (1.999 * 2^15 rounds to 2^16) -> inf 0x7C;
  // 2^-16 (f16 0x0100) = 0x01; NaN -> 0x7E; 1.375 (f16 0x3D80, tie) = 0x3E
  %in4 = "tosa.const"() <{values = dense<[0x3C00, 0x7BFF, 0x0100, 0x7E00, 0x3D80]> : tensor<5xf16>}> : () -> tensor<5xf16>
  %r4 = tosa.cast %in4 : (tensor<5xf16>) -> tensor<5xf8E5M2>
  %d4 = tensor.cast %r4 : tensor<5xf8E5M2> to tensor<?xf8E5M2>
  call @print_f8E5M2(%d4) : (tensor<?xf8E5M2>) -> ()
  // CHECK: [60,  124,  1,  126,  62]

  // bf16 -> E4M3FN: 1.0 (0x3F80) = 0x38; 448 (0x43E0) = 0x7E; 2^-9 (0x3B00) = 0x01;
  // -inf -> 0xFF
  %in5 = "tosa.const"() <{values = dense<[0x3F80, 0x43E0, 0x3B00, 0xFF80]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %r5 = tosa.cast %in5 : (tensor<4xbf16>) -> tensor<4xf8E4M3FN>
  %d5 = tensor.cast %r5 : tensor<4xf8E4M3FN> to tensor<?xf8E4M3FN>
  call @print_f8E4M3FN(%d5) : (tensor<?xf8E4M3FN>) -> ()
  // CHECK: [56,  126,  1,  255]

  // E4M3FN -> f32: 0x01 = 2^-9 (0x3B000000); 0x7E = 448 (0x43E00000); 0x7F = NaN;
  // 0xFF = -NaN; 0x80 = -0; 0x08 = 2^-6 (0x3C800000); 0x07 = 7 * 2^-9
  // (0x3C600000); 0x38 = 1.0; 0xB9 = -1.125 (0xBF900000)
  %in6 = "tosa.const"() <{values = dense<[0x01, 0x7E, 0x7F, 0xFF, 0x80, 0x08, 0x07, 0x38, 0xB9]> : tensor<9xf8E4M3FN>}> : () -> tensor<9xf8E4M3FN>
  %r6 = tosa.cast %in6 : (tensor<9xf8E4M3FN>) -> tensor<9xf32>
  %d6 = tensor.cast %r6 : tensor<9xf32> to tensor<?xf32>
  call @print_f32(%d6) : (tensor<?xf32>) -> ()
  // CHECK: [989855744,  1138753536,  2143289344,  4290772992,  2147483648,  1015021568,  1012924416,  1065353216,  3213885440]

  // E5M2 -> f32: 0x7C = inf; 0x7D = NaN; 0x01 = 2^-16 (0x37800000); 0x7B = 57344
  // (0x47600000); 0x83 = -3 * 2^-16 (0xB8400000); 0xFC = -inf; 0x3C = 1.0
  %in7 = "tosa.const"() <{values = dense<[0x7C, 0x7D, 0x01, 0x7B, 0x83, 0xFC, 0x3C]> : tensor<7xf8E5M2>}> : () -> tensor<7xf8E5M2>
  %r7 = tosa.cast %in7 : (tensor<7xf8E5M2>) -> tensor<7xf32>
  %d7 = tensor.cast %r7 : tensor<7xf32> to tensor<?xf32>
  call @print_f32(%d7) : (tensor<?xf32>) -> ()
  // CHECK: [2139095040,  2143289344,  931135488,  1197473792,  3091202048,  4286578688,  1065353216]

  // E4M3FN -> f16: 0x7E = 448 (0x5F00); 0x01 = 2^-9 (0x1800); 0x7F = NaN (0x7E00);
  // 0xC0 = -2 (0xC000)
  %in8 = "tosa.const"() <{values = dense<[0x7E, 0x01, 0x7F, 0xC0]> : tensor<4xf8E4M3FN>}> : () -> tensor<4xf8E4M3FN>
  %r8 = tosa.cast %in8 : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  %d8 = tensor.cast %r8 : tensor<4xf16> to tensor<?xf16>
  call @print_f16(%d8) : (tensor<?xf16>) -> ()
  // CHECK: [24320,  6144,  32256,  49152]

  // E5M2 -> f16: 0x01 = 2^-16, f16 subnormal 256 * 2^-24 (0x0100); 0x7C = inf;
  // 0x7B = 57344 (0x7B00); 0x02 = 2^-15 (0x0200)
  %in9 = "tosa.const"() <{values = dense<[0x01, 0x7C, 0x7B, 0x02]> : tensor<4xf8E5M2>}> : () -> tensor<4xf8E5M2>
  %r9 = tosa.cast %in9 : (tensor<4xf8E5M2>) -> tensor<4xf16>
  %d9 = tensor.cast %r9 : tensor<4xf16> to tensor<?xf16>
  call @print_f16(%d9) : (tensor<?xf16>) -> ()
  // CHECK: [256,  31744,  31488,  512]

  // E4M3FN -> bf16: 0x01 = 2^-9 (0x3B00); 0x7E = 448 (0x43E0); E5M2 -> bf16 below
  %in10 = "tosa.const"() <{values = dense<[0x01, 0x7E]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  %r10 = tosa.cast %in10 : (tensor<2xf8E4M3FN>) -> tensor<2xbf16>
  %d10 = tensor.cast %r10 : tensor<2xbf16> to tensor<?xbf16>
  call @print_bf16(%d10) : (tensor<?xbf16>) -> ()
  // CHECK: [15104,  17376]

  // E5M2 -> bf16: 0x7C = inf (0x7F80); 0x01 = 2^-16 (0x3780)
  %in11 = "tosa.const"() <{values = dense<[0x7C, 0x01]> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  %r11 = tosa.cast %in11 : (tensor<2xf8E5M2>) -> tensor<2xbf16>
  %d11 = tensor.cast %r11 : tensor<2xbf16> to tensor<?xbf16>
  call @print_bf16(%d11) : (tensor<?xbf16>) -> ()
  // CHECK: [32640,  14208]

  return
}
