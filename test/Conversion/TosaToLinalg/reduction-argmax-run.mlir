// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed ARGMAX. Expected indices follow the pseudo-code: max_value starts
// at minimum_s (NaN for floats with IGNORE); the index moves only when
// apply_max_s(value, max_value) != max_value and the two are not both NaN.

func.func private @printMemrefI32(memref<*xi32>)

func.func @print_i32(%t: tensor<*xi32>) {
  %m = bufferization.to_buffer %t : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%m) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // int8 along the last axis. [3, 7, 7, -1]: the tie keeps the first 7 (1).
  // [-128 x 4]: every value equals the initial minimum, the index stays 0.
  %i = "tosa.const"() <{values = dense<[[3, 7, 7, -1], [-128, -128, -128, -128]]> : tensor<2x4xi8>}> : () -> tensor<2x4xi8>
  %ai = tosa.argmax %i {axis = 1 : i32} : (tensor<2x4xi8>) -> tensor<2xi32>
  %aiu = tensor.cast %ai : tensor<2xi32> to tensor<*xi32>
  call @print_i32(%aiu) : (tensor<*xi32>) -> ()
  // CHECK: [1,  0]

  // int16 along axis 0: column [1, 5] -> 1, column [9, 9] -> 0 (tie), column
  // [-4, -9] -> 0.
  %j = "tosa.const"() <{values = dense<[[1, 9, -4], [5, 9, -9]]> : tensor<2x3xi16>}> : () -> tensor<2x3xi16>
  %aj = tosa.argmax %j {axis = 0 : i32} : (tensor<2x3xi16>) -> tensor<3xi32>
  %aju = tensor.cast %aj : tensor<3xi32> to tensor<*xi32>
  call @print_i32(%aju) : (tensor<*xi32>) -> ()
  // CHECK: [1,  0,  0]

  // fp32 rows:
  //   r0 [1, NaN, 5, NaN]         PROPAGATE: first NaN -> 1; IGNORE: 5 -> 2
  //   r1 [-inf, -inf, -inf, -inf] both: equal to -inf / first value -> 0
  //   r2 [-0, +0, 2, 2]           both: +0 == -0 is no change, first 2 -> 2
  //   r3 [NaN, NaN, NaN, NaN]     both: 0 (IGNORE: NaN vs NaN never moves)
  //   r4 [NaN, -inf, -7, -inf]    PROPAGATE: 0; IGNORE: -inf at 1, then -7 -> 2
  %f = "tosa.const"() <{values = dense<[[1.0, 0x7FC00000, 5.0, 0x7FC00000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [-0.0, 0.0, 2.0, 2.0], [0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000], [0x7FC00000, 0xFF800000, -7.0, 0xFF800000]]> : tensor<5x4xf32>}> : () -> tensor<5x4xf32>
  %ap = tosa.argmax %f {axis = 1 : i32} : (tensor<5x4xf32>) -> tensor<5xi32>
  %apu = tensor.cast %ap : tensor<5xi32> to tensor<*xi32>
  call @print_i32(%apu) : (tensor<*xi32>) -> ()
  // CHECK: [1,  0,  2,  0,  0]
  %ag = tosa.argmax %f {axis = 1 : i32, nan_mode = IGNORE} : (tensor<5x4xf32>) -> tensor<5xi32>
  %agu = tensor.cast %ag : tensor<5xi32> to tensor<*xi32>
  call @print_i32(%agu) : (tensor<*xi32>) -> ()
  // CHECK: [2,  0,  2,  0,  2]

  // fp16 along the first of three axes: [[-1, 4], [3, 4]] per column pair.
  %h = "tosa.const"() <{values = dense<[[[-1.0, 4.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf16>}> : () -> tensor<2x1x2xf16>
  %ah = tosa.argmax %h {axis = 0 : i32} : (tensor<2x1x2xf16>) -> tensor<1x2xi32>
  %ahu = tensor.cast %ah : tensor<1x2xi32> to tensor<*xi32>
  call @print_i32(%ahu) : (tensor<*xi32>) -> ()
  // CHECK: {{\[\[}}1,   0]]
  return
}
