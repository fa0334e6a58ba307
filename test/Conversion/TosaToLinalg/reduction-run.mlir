// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-mlir-opt --convert-elementwise-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed reductions. Expected values follow the REDUCE_* pseudo-code: the
// accumulator starts at the spec's initial value and combines the elements in
// index order with apply_add_s / apply_mul_s / apply_max_s / apply_min_s.

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}

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
func.func @print_f16(%t: tensor<*xf16>) {
  %m = bufferization.to_buffer %t : tensor<*xf16> to memref<*xf16>
  call @printMemrefF16(%m) : (memref<*xf16>) -> ()
  return
}
// Bools print as 0 / 1 through tosa.select.
func.func @print_bool(%t: tensor<1x3xi1>) {
  %one = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %0 = tosa.select %t, %one, %zero : (tensor<1x3xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>
  %u = tensor.cast %0 : tensor<1x3xi32> to tensor<*xi32>
  call @print_i32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  // REDUCE_SUM int32 near the top of the range: no partial sum overflows.
  // axis 0: [1 + 2147483000, -2 + 5, 3 - 6]; axis 1: [1 - 2 + 3, 2147483000 + 5 - 6].
  %si = "tosa.const"() <{values = dense<[[1, -2, 3], [2147483000, 5, -6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %s0 = tosa.reduce_sum %si {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  %s0u = tensor.cast %s0 : tensor<1x3xi32> to tensor<*xi32>
  call @print_i32(%s0u) : (tensor<*xi32>) -> ()
  // CHECK: [2147483001,   3,   -3]
  %s1 = tosa.reduce_sum %si {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %s1u = tensor.cast %s1 : tensor<2x1xi32> to tensor<*xi32>
  call @print_i32(%s1u) : (tensor<*xi32>) -> ()
  // CHECK: [2]
  // CHECK: [2147482999]

  // REDUCE_SUM fp16 accumulates in fp32 (acc_t): 2048 + 1 + 1 + 0.5 = 2050.5,
  // rounded once to fp16 (spacing 2 above 2048) = 2050. An fp16 accumulator
  // would stay at 2048.
  %sh = "tosa.const"() <{values = dense<[[2048.0, 1.0, 1.0, 0.5]]> : tensor<1x4xf16>}> : () -> tensor<1x4xf16>
  %sh1 = tosa.reduce_sum %sh {axis = 1 : i32} : (tensor<1x4xf16>) -> tensor<1x1xf16>
  %sh1u = tensor.cast %sh1 : tensor<1x1xf16> to tensor<*xf16>
  call @print_f16(%sh1u) : (tensor<*xf16>) -> ()
  // CHECK: [2050]

  // REDUCE_SUM fp32 of a rank-1 tensor: 0.5 - 2.25 + 4 = 2.25.
  %sf = "tosa.const"() <{values = dense<[0.5, -2.25, 4.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %sf0 = tosa.reduce_sum %sf {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  %sf0u = tensor.cast %sf0 : tensor<1xf32> to tensor<*xf32>
  call @print_f32(%sf0u) : (tensor<*xf32>) -> ()
  // CHECK: [2.25]

  // REDUCE_PRODUCT fp32 along the middle axis of 1x3x2: [2 * -3 * 0.5, -1 * -1 * -1].
  %p = "tosa.const"() <{values = dense<[[[2.0, -1.0], [-3.0, -1.0], [0.5, -1.0]]]> : tensor<1x3x2xf32>}> : () -> tensor<1x3x2xf32>
  %p1 = tosa.reduce_product %p {axis = 1 : i32} : (tensor<1x3x2xf32>) -> tensor<1x1x2xf32>
  %p1u = tensor.cast %p1 : tensor<1x1x2xf32> to tensor<*xf32>
  call @print_f32(%p1u) : (tensor<*xf32>) -> ()
  // CHECK: {{\[\[\[}}-3,   -1]]]

  // REDUCE_MAX / REDUCE_MIN int8 along axis 0, with both extremes.
  %mi = "tosa.const"() <{values = dense<[[-128, 5, 127], [-3, 5, -128]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  %mx = tosa.reduce_max %mi {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  %mxuw = arith.extsi %mx : tensor<1x3xi8> to tensor<1x3xi32>
  %mxu = tensor.cast %mxuw : tensor<1x3xi32> to tensor<*xi32>
  call @print_i32(%mxu) : (tensor<*xi32>) -> ()
  // CHECK: [-3,   5,   127]
  %mn = tosa.reduce_min %mi {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  %mnuw = arith.extsi %mn : tensor<1x3xi8> to tensor<1x3xi32>
  %mnu = tensor.cast %mnuw : tensor<1x3xi32> to tensor<*xi32>
  call @print_i32(%mnu) : (tensor<*xi32>) -> ()
  // CHECK: [-128,   5,   -128]

  // REDUCE_MAX / REDUCE_MIN fp32 with NaN, rows [1, NaN, 3], [-1, -5, -inf],
  // [NaN, NaN, NaN]. PROPAGATE: any NaN gives NaN. IGNORE: NaNs are skipped,
  // the all-NaN row stays at the initial NaN.
  %mf = "tosa.const"() <{values = dense<[[1.0, 0x7FC00000, 3.0], [-1.0, -5.0, 0xFF800000], [0x7FC00000, 0x7FC00000, 0x7FC00000]]> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
  %mfp = tosa.reduce_max %mf {axis = 1 : i32} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %mfpu = tensor.cast %mfp : tensor<3x1xf32> to tensor<*xf32>
  call @print_f32(%mfpu) : (tensor<*xf32>) -> ()
  // CHECK: [{{-?}}nan]
  // CHECK-NEXT: [-1]
  // CHECK-NEXT: [{{-?}}nan]
  %mfi = tosa.reduce_max %mf {axis = 1 : i32, nan_mode = IGNORE} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %mfiu = tensor.cast %mfi : tensor<3x1xf32> to tensor<*xf32>
  call @print_f32(%mfiu) : (tensor<*xf32>) -> ()
  // CHECK: [3]
  // CHECK-NEXT: [-1]
  // CHECK-NEXT: [{{-?}}nan]
  %nfp = tosa.reduce_min %mf {axis = 1 : i32} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %nfpu = tensor.cast %nfp : tensor<3x1xf32> to tensor<*xf32>
  call @print_f32(%nfpu) : (tensor<*xf32>) -> ()
  // CHECK: [{{-?}}nan]
  // CHECK-NEXT: [-inf]
  // CHECK-NEXT: [{{-?}}nan]
  %nfi = tosa.reduce_min %mf {axis = 1 : i32, nan_mode = IGNORE} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %nfiu = tensor.cast %nfi : tensor<3x1xf32> to tensor<*xf32>
  call @print_f32(%nfiu) : (tensor<*xf32>) -> ()
  // CHECK: [1]
  // CHECK-NEXT: [-inf]
  // CHECK-NEXT: [{{-?}}nan]

  // REDUCE_ALL / REDUCE_ANY.
  // all along axis 0 of [[T, F, T], [T, T, F]] = [T, F, F].
  %b = "tosa.const"() <{values = dense<[[true, false, true], [true, true, false]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %ba = tosa.reduce_all %b {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  call @print_bool(%ba) : (tensor<1x3xi1>) -> ()
  // CHECK: [1,   0,   0]
  // any along axis 0 of [[F, F, T], [F, T, F]] = [F, T, T].
  %c = "tosa.const"() <{values = dense<[[false, false, true], [false, true, false]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %ca = tosa.reduce_any %c {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  call @print_bool(%ca) : (tensor<1x3xi1>) -> ()
  // CHECK: [0,   1,   1]
  return
}
