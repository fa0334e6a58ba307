// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed CAST to integers and bool: integer truncation (the low bits) and
// sign extension, bool <-> integer, and float -> integer with round to
// nearest, ties to even, saturation, and NaN -> 0 (the spec leaves NaN
// unpredictable). Expected values by hand.

#id1 = affine_map<(d0) -> (d0)>
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @print_i1(%t: tensor<?xi1>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi1>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xi1>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i1, %o: i32):
    %y = arith.extui %x : i1 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_i16(%t: tensor<?xi16>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi16>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xi16>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i16, %o: i32):
    %y = arith.extsi %x : i16 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_i32(%t: tensor<?xi32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xi32>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_i8(%t: tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<?xi8>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // i32 -> i8 keeps the low 8 bits: 300 = 0x12C -> 0x2C = 44; -129 = 0x..FF7F -> 127;
  // 65535 -> -1
  %in0 = "tosa.const"() <{values = dense<[300, -129, 127, -1, 65535]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %r0 = tosa.cast %in0 : (tensor<5xi32>) -> tensor<5xi8>
  %d0 = tensor.cast %r0 : tensor<5xi8> to tensor<?xi8>
  call @print_i8(%d0) : (tensor<?xi8>) -> ()
  // CHECK: [44,  127,  127,  -1,  -1]

  // i16 -> i8: -32768 -> 0; 255 -> -1; 128 -> -128
  %in1 = "tosa.const"() <{values = dense<[-32768, 255, 128]> : tensor<3xi16>}> : () -> tensor<3xi16>
  %r1 = tosa.cast %in1 : (tensor<3xi16>) -> tensor<3xi8>
  %d1 = tensor.cast %r1 : tensor<3xi8> to tensor<?xi8>
  call @print_i8(%d1) : (tensor<?xi8>) -> ()
  // CHECK: [0,  -1,  -128]

  // i8 -> i32 sign-extends
  %in2 = "tosa.const"() <{values = dense<[-128, -1, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %r2 = tosa.cast %in2 : (tensor<3xi8>) -> tensor<3xi32>
  %d2 = tensor.cast %r2 : tensor<3xi32> to tensor<?xi32>
  call @print_i32(%d2) : (tensor<?xi32>) -> ()
  // CHECK: [-128,  -1,  127]

  // i8 -> i16 sign-extends
  %in3 = "tosa.const"() <{values = dense<[-128, -1, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %r3 = tosa.cast %in3 : (tensor<3xi8>) -> tensor<3xi16>
  %d3 = tensor.cast %r3 : tensor<3xi16> to tensor<?xi16>
  call @print_i16(%d3) : (tensor<?xi16>) -> ()
  // CHECK: [-128,  -1,  127]

  // i32 -> i16: 65536 + 5 -> 5; 32768 -> -32768
  %in4 = "tosa.const"() <{values = dense<[65541, 32768]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r4 = tosa.cast %in4 : (tensor<2xi32>) -> tensor<2xi16>
  %d4 = tensor.cast %r4 : tensor<2xi16> to tensor<?xi16>
  call @print_i16(%d4) : (tensor<?xi16>) -> ()
  // CHECK: [5,  -32768]

  // i32 -> bool: value != 0
  %in5 = "tosa.const"() <{values = dense<[0, 1, -1, 256]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r5 = tosa.cast %in5 : (tensor<4xi32>) -> tensor<4xi1>
  %d5 = tensor.cast %r5 : tensor<4xi1> to tensor<?xi1>
  call @print_i1(%d5) : (tensor<?xi1>) -> ()
  // CHECK: [0,  1,  1,  1]

  // i8 -> bool
  %in6 = "tosa.const"() <{values = dense<[0, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r6 = tosa.cast %in6 : (tensor<2xi8>) -> tensor<2xi1>
  %d6 = tensor.cast %r6 : tensor<2xi1> to tensor<?xi1>
  call @print_i1(%d6) : (tensor<?xi1>) -> ()
  // CHECK: [0,  1]

  // bool -> i8 / i32: 1 and 0
  %in7 = "tosa.const"() <{values = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %r7 = tosa.cast %in7 : (tensor<2xi1>) -> tensor<2xi8>
  %d7 = tensor.cast %r7 : tensor<2xi8> to tensor<?xi8>
  call @print_i8(%d7) : (tensor<?xi8>) -> ()
  // CHECK: [1,  0]

  // bool -> i32
  %in8 = "tosa.const"() <{values = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %r8 = tosa.cast %in8 : (tensor<2xi1>) -> tensor<2xi32>
  %d8 = tensor.cast %r8 : tensor<2xi32> to tensor<?xi32>
  call @print_i32(%d8) : (tensor<?xi32>) -> ()
  // CHECK: [1,  0]

  // f32 -> i8: 2.5 -> 2; 3.5 -> 4; -2.5 -> -2; -0.5 -> 0; 0.5 -> 0; 1.5 -> 2;
  // 127.5 -> 128 -> 127; -128.5 -> -128; 300 -> 127; -300 -> -128; inf -> 127;
  // -inf -> -128; NaN -> 0
  %in9 = "tosa.const"() <{values = dense<[2.5, 3.5, -2.5, -0.5, 0.5, 1.5, 127.5, -128.5, 300.0, -300.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<13xf32>}> : () -> tensor<13xf32>
  %r9 = tosa.cast %in9 : (tensor<13xf32>) -> tensor<13xi8>
  %d9 = tensor.cast %r9 : tensor<13xi8> to tensor<?xi8>
  call @print_i8(%d9) : (tensor<?xi8>) -> ()
  // CHECK: [2,  4,  -2,  0,  0,  2,  127,  -128,  127,  -128,  127,  -128,  0]

  // f32 -> i32: 2147483520 (largest f32 below 2^31) is exact; 2^31 -> 2^31 - 1;
  // -2^31 exact; -3e9 -> -2^31; 1e10 -> 2^31 - 1; NaN -> 0; -1.5 -> -2;
  // 0.49999997 -> 0; 8388609.0 exact
  %in10 = "tosa.const"() <{values = dense<[2147483520.0, 2147483648.0, -2147483648.0, -3.0e9, 1.0e10, 0x7FC00000, -1.5, 0x3EFFFFFF, 8388609.0]> : tensor<9xf32>}> : () -> tensor<9xf32>
  %r10 = tosa.cast %in10 : (tensor<9xf32>) -> tensor<9xi32>
  %d10 = tensor.cast %r10 : tensor<9xi32> to tensor<?xi32>
  call @print_i32(%d10) : (tensor<?xi32>) -> ()
  // CHECK: [2147483520,  2147483647,  -2147483648,  -2147483648,  2147483647,  0,  -2,  0,  8388609]

  // f16 -> i16: 65504 -> 32767; -65504 -> -32768; 2.5 -> 2; -inf -> -32768;
  // 1000.5 (tie) -> 1000; 1001.5 -> 1002
  %in11 = "tosa.const"() <{values = dense<[65504.0, -65504.0, 2.5, 0xFC00, 1000.5, 1001.5]> : tensor<6xf16>}> : () -> tensor<6xf16>
  %r11 = tosa.cast %in11 : (tensor<6xf16>) -> tensor<6xi16>
  %d11 = tensor.cast %r11 : tensor<6xi16> to tensor<?xi16>
  call @print_i16(%d11) : (tensor<?xi16>) -> ()
  // CHECK: [32767,  -32768,  2,  -32768,  1000,  1002]

  // f16 -> i32: 65504 exact; -0.5 -> 0; NaN -> 0
  %in12 = "tosa.const"() <{values = dense<[65504.0, -0.5, 0x7E00]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %r12 = tosa.cast %in12 : (tensor<3xf16>) -> tensor<3xi32>
  %d12 = tensor.cast %r12 : tensor<3xi32> to tensor<?xi32>
  call @print_i32(%d12) : (tensor<?xi32>) -> ()
  // CHECK: [65504,  0,  0]

  // f16 -> i8: 200 -> 127; -2.5 -> -2
  %in13 = "tosa.const"() <{values = dense<[200.0, -2.5]> : tensor<2xf16>}> : () -> tensor<2xf16>
  %r13 = tosa.cast %in13 : (tensor<2xf16>) -> tensor<2xi8>
  %d13 = tensor.cast %r13 : tensor<2xi8> to tensor<?xi8>
  call @print_i8(%d13) : (tensor<?xi8>) -> ()
  // CHECK: [127,  -2]

  // bf16 -> i32: 2.5 -> 2; 3.5 -> 4; -2.5 -> -2; 2^31 -> 2^31 - 1; -2^31; inf -> 2^31 - 1;
  // NaN -> 0
  %in14 = "tosa.const"() <{values = dense<[0x4020, 0x4060, 0xC020, 0x4F00, 0xCF00, 0x7F80, 0x7FC0]> : tensor<7xbf16>}> : () -> tensor<7xbf16>
  %r14 = tosa.cast %in14 : (tensor<7xbf16>) -> tensor<7xi32>
  %d14 = tensor.cast %r14 : tensor<7xi32> to tensor<?xi32>
  call @print_i32(%d14) : (tensor<?xi32>) -> ()
  // CHECK: [2,  4,  -2,  2147483647,  -2147483648,  2147483647,  0]

  // bf16 -> i16 / i8: 39936 (0x471C) -> 32767; -1.5 (0xBFC0) -> -2
  %in15 = "tosa.const"() <{values = dense<[0x471C, 0xBFC0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %r15 = tosa.cast %in15 : (tensor<2xbf16>) -> tensor<2xi16>
  %d15 = tensor.cast %r15 : tensor<2xi16> to tensor<?xi16>
  call @print_i16(%d15) : (tensor<?xi16>) -> ()
  // CHECK: [32767,  -2]

  return
}
