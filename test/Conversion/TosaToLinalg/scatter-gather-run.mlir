// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed GATHER and SCATTER, with constant indices (no runtime checks) and
// with indices passed as function arguments (checked, all in range here).
// GATHER: output[n, w, c] = values[n, indices[n, w], c].
// SCATTER: values_out = values_in, then values_out[n, indices[n, w], c] =
// input[n, w, c].

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

func.func @gather(%v: tensor<2x3x1xi32>, %i: tensor<2x2xi32>) -> tensor<2x2x1xi32> {
  %0 = tosa.gather %v, %i : (tensor<2x3x1xi32>, tensor<2x2xi32>) -> tensor<2x2x1xi32>
  return %0 : tensor<2x2x1xi32>
}

func.func @scatter(%v: tensor<2x4x1xi32>, %i: tensor<2x2xi32>, %x: tensor<2x2x1xi32>) -> tensor<2x4x1xi32> {
  %0 = tosa.scatter %v, %i, %x : (tensor<2x4x1xi32>, tensor<2x2xi32>, tensor<2x2x1xi32>) -> tensor<2x4x1xi32>
  return %0 : tensor<2x4x1xi32>
}

func.func @main() {
  // Constant indices [[3, 0, 3]] (a row may be gathered twice), C = 2.
  %v = "tosa.const"() <{values = dense<[[[0.0, 0.5], [10.0, 10.5], [20.0, 20.5], [30.0, 30.5]]]> : tensor<1x4x2xf32>}> : () -> tensor<1x4x2xf32>
  %i = "tosa.const"() <{values = dense<[[3, 0, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %g = tosa.gather %v, %i : (tensor<1x4x2xf32>, tensor<1x3xi32>) -> tensor<1x3x2xf32>
  %gu = tensor.cast %g : tensor<1x3x2xf32> to tensor<*xf32>
  call @print_f32(%gu) : (tensor<*xf32>) -> ()
  // CHECK: {{\[\[\[}}30,   30.5],
  // CHECK-NEXT: [0,   0.5],
  // CHECK-NEXT: [30,   30.5]]]

  // Checked gather over two batches: indices [[2, 0], [1, 1]].
  %v2 = "tosa.const"() <{values = dense<[[[1], [2], [3]], [[4], [5], [6]]]> : tensor<2x3x1xi32>}> : () -> tensor<2x3x1xi32>
  %i2 = "tosa.const"() <{values = dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %g2 = call @gather(%v2, %i2) : (tensor<2x3x1xi32>, tensor<2x2xi32>) -> tensor<2x2x1xi32>
  %g2u = tensor.cast %g2 : tensor<2x2x1xi32> to tensor<*xi32>
  call @print_i32(%g2u) : (tensor<*xi32>) -> ()
  // CHECK: {{\[\[\[}}3],
  // CHECK-NEXT: [1]],
  // CHECK-NEXT: {{\[\[}}5],
  // CHECK-NEXT: [5]]]

  // Checked scatter: batch 0 writes rows 3 and 1, batch 1 rows 0 and 2; the
  // other rows keep values_in.
  %s = "tosa.const"() <{values = dense<[[[0], [0], [0], [0]], [[9], [9], [9], [9]]]> : tensor<2x4x1xi32>}> : () -> tensor<2x4x1xi32>
  %si = "tosa.const"() <{values = dense<[[3, 1], [0, 2]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %sx = "tosa.const"() <{values = dense<[[[7], [8]], [[5], [6]]]> : tensor<2x2x1xi32>}> : () -> tensor<2x2x1xi32>
  %so = call @scatter(%s, %si, %sx) : (tensor<2x4x1xi32>, tensor<2x2xi32>, tensor<2x2x1xi32>) -> tensor<2x4x1xi32>
  %sou = tensor.cast %so : tensor<2x4x1xi32> to tensor<*xi32>
  call @print_i32(%sou) : (tensor<*xi32>) -> ()
  // CHECK: {{\[\[\[}}0],
  // CHECK-NEXT: [8],
  // CHECK-NEXT: [0],
  // CHECK-NEXT: [7]],
  // CHECK-NEXT: {{\[\[}}5],
  // CHECK-NEXT: [9],
  // CHECK-NEXT: [6],
  // CHECK-NEXT: [9]]]

  // Constant-index scatter of fp32 rows with C = 2: row 0 <- [1, 2].
  %fv = "tosa.const"() <{values = dense<[[[-1.0, -1.0], [-2.0, -2.0]]]> : tensor<1x2x2xf32>}> : () -> tensor<1x2x2xf32>
  %fi = "tosa.const"() <{values = dense<[[0]]> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %fx = "tosa.const"() <{values = dense<[[[1.0, 2.0]]]> : tensor<1x1x2xf32>}> : () -> tensor<1x1x2xf32>
  %fo = tosa.scatter %fv, %fi, %fx : (tensor<1x2x2xf32>, tensor<1x1xi32>, tensor<1x1x2xf32>) -> tensor<1x2x2xf32>
  %fou = tensor.cast %fo : tensor<1x2x2xf32> to tensor<*xf32>
  call @print_f32(%fou) : (tensor<*xf32>) -> ()
  // CHECK: {{\[\[\[}}1,   2],
  // CHECK-NEXT: [-2,   -2]]]
  return
}
