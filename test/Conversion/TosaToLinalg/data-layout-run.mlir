// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed TRANSPOSE and REVERSE. TRANSPOSE: output[i] = input[j] with
// j[perms[d]] = i[d]. REVERSE: output[..., i, ...] = input[..., n - 1 - i, ...].

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @print_i32(%t: tensor<*xi32>) {
  %m = bufferization.to_buffer %t : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%m) : (memref<*xi32>) -> ()
  return
}
func.func @print_f32(%t: tensor<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %t = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %tu = tensor.cast %t : tensor<3x2xi32> to tensor<*xi32>
  call @print_i32(%tu) : (tensor<*xi32>) -> ()
  // CHECK: [1,   4]
  // CHECK-NEXT: [2,   5]
  // CHECK-NEXT: [3,   6]

  // x[a][b][c] = 100a + 10b + c over 2x3x4; perms [2, 0, 1] gives the 4x2x3
  // output[c][a][b] = x[a][b][c].
  %x = "tosa.const"() <{values = dense<[[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]], [[100, 101, 102, 103], [110, 111, 112, 113], [120, 121, 122, 123]]]> : tensor<2x3x4xi32>}> : () -> tensor<2x3x4xi32>
  %y = tosa.transpose %x {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
  %yu = tensor.cast %y : tensor<4x2x3xi32> to tensor<*xi32>
  call @print_i32(%yu) : (tensor<*xi32>) -> ()
  // CHECK: {{\[\[\[}}0,     10,    20],
  // CHECK-NEXT: [100,    110,    120]],
  // CHECK-NEXT: {{\[\[}}1,     11,    21],
  // CHECK-NEXT: [101,    111,    121]],
  // CHECK-NEXT: {{\[\[}}2,     12,    22],
  // CHECK-NEXT: [102,    112,    122]],
  // CHECK-NEXT: {{\[\[}}3,     13,    23],
  // CHECK-NEXT: [103,    113,    123]]]

  %r0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %r0u = tensor.cast %r0 : tensor<2x3xi32> to tensor<*xi32>
  call @print_i32(%r0u) : (tensor<*xi32>) -> ()
  // CHECK: [4,   5,   6]
  // CHECK-NEXT: [1,   2,   3]
  %r1 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %r1u = tensor.cast %r1 : tensor<2x3xi32> to tensor<*xi32>
  call @print_i32(%r1u) : (tensor<*xi32>) -> ()
  // CHECK: [3,   2,   1]
  // CHECK-NEXT: [6,   5,   4]

  // Reverse of a 4-element fp32 vector (even length: no fixed middle).
  %f = "tosa.const"() <{values = dense<[1.5, -2.0, 0x7FC00000, 8.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %rf = tosa.reverse %f {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %rfu = tensor.cast %rf : tensor<4xf32> to tensor<*xf32>
  call @print_f32(%rfu) : (tensor<*xf32>) -> ()
  // CHECK: [8,  {{-?}}nan,  -2,  1.5]
  return
}
