// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg-named | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed MATMUL. Expected values are worked out by hand from the spec
// pseudo-code: acc += (A[n][h][c] - A_zp) * (B[n][c][w] - B_zp) in out_t.

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)

// Zero points as graph inputs (tensor.extract at run time).
func.func @matmul_zp(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>, %azp: tensor<1xi8>, %bzp: tensor<1xi8>) -> tensor<1x2x2xi32> {
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// int16 zero points must be 0: checked at run time.
func.func @matmul_i16(%a: tensor<2x1x2xi16>, %b: tensor<2x2x1xi16>, %zp: tensor<1xi16>) -> tensor<2x1x1xi48> {
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x1x2xi16>, tensor<2x2x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x1x1xi48>
  return %0 : tensor<2x1x1xi48>
}

func.func @main() {
  // int8, A_zp 1, B_zp -1: A - 1 = [[0, 1, 2], [3, 4, 5]],
  // B + 1 = [[2, 3], [4, 5], [6, 7]]; the product is
  // [[0*2 + 1*4 + 2*6, 0*3 + 1*5 + 2*7], [3*2 + 4*4 + 5*6, 3*3 + 4*5 + 5*7]]
  // = [[16, 19], [52, 64]].
  %a = "tosa.const"() <{values = dense<[[[1, 2, 3], [4, 5, 6]]]> : tensor<1x2x3xi8>}> : () -> tensor<1x2x3xi8>
  %b = "tosa.const"() <{values = dense<[[[1, 2], [3, 4], [5, 6]]]> : tensor<1x3x2xi8>}> : () -> tensor<1x3x2xi8>
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  %m0 = bufferization.to_buffer %0 : tensor<1x2x2xi32> to memref<1x2x2xi32>
  %u0 = memref.cast %m0 : memref<1x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%u0) : (memref<*xi32>) -> ()
  // CHECK: {{\[}}[16,   19],
  // CHECK-NEXT: [52,   64]]]
  %1 = call @matmul_zp(%a, %b, %azp, %bzp) : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  %m1 = bufferization.to_buffer %1 : tensor<1x2x2xi32> to memref<1x2x2xi32>
  %u1 = memref.cast %m1 : memref<1x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  // CHECK: {{\[}}[16,   19],
  // CHECK-NEXT: [52,   64]]]

  // int16 -> int48, two batches: 32767 * 32767 + 32767 * 32767 = 2147352578
  // fits int32, but (-32768) * (-32768) * 2 = 2^31 does not.
  %a2 = "tosa.const"() <{values = dense<[[[32767, 32767]], [[-32768, -32768]]]> : tensor<2x1x2xi16>}> : () -> tensor<2x1x2xi16>
  %b2 = "tosa.const"() <{values = dense<[[[32767], [32767]], [[-32768], [-32768]]]> : tensor<2x2x1xi16>}> : () -> tensor<2x2x1xi16>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %2 = call @matmul_i16(%a2, %b2, %zp16) : (tensor<2x1x2xi16>, tensor<2x2x1xi16>, tensor<1xi16>) -> tensor<2x1x1xi48>
  %e2 = tensor.empty() : tensor<2x1x1xi64>
  %wide2 = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x1x1xi48>) outs(%e2 : tensor<2x1x1xi64>) {
  ^bb0(%in: i48, %out: i64):
    %e = arith.extsi %in : i48 to i64
    linalg.yield %e : i64
  } -> tensor<2x1x1xi64>
  %m2 = bufferization.to_buffer %wide2 : tensor<2x1x1xi64> to memref<2x1x1xi64>
  %u2 = memref.cast %m2 : memref<2x1x1xi64> to memref<*xi64>
  call @printMemrefI64(%u2) : (memref<*xi64>) -> ()
  // CHECK: {{\[}}{{\[}}[2147352578]],
  // CHECK-NEXT: {{\[}}[2147483648]]]

  // fp16 x fp16 -> fp32: 1.5 * 2 + 2 * 0.25 = 3.5; the fp32 accumulator
  // keeps 2048 + 1 = 2049, which fp16 cannot hold.
  %a3 = "tosa.const"() <{values = dense<[[[1.5, 2.0]], [[2048.0, 1.0]]]> : tensor<2x1x2xf16>}> : () -> tensor<2x1x2xf16>
  %b3 = "tosa.const"() <{values = dense<[[[2.0], [0.25]], [[1.0], [1.0]]]> : tensor<2x2x1xf16>}> : () -> tensor<2x2x1xf16>
  %zph = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %3 = tosa.matmul %a3, %b3, %zph, %zph : (tensor<2x1x2xf16>, tensor<2x2x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x1x1xf32>
  %m3 = bufferization.to_buffer %3 : tensor<2x1x1xf32> to memref<2x1x1xf32>
  %c3 = memref.collapse_shape %m3 [[0, 1, 2]] : memref<2x1x1xf32> into memref<2xf32>
  %u3 = memref.cast %c3 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  // CHECK: [3.5,  2049]
  return
}
