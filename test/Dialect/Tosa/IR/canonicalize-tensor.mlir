// RUN: tosa-opt %s -canonicalize | FileCheck %s

//===----------------------------------------------------------------------===//
// argmax
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @argmax_unit_axis
func.func @argmax_unit_axis(%x: tensor<3x1x4xf32>) -> tensor<3x4xi32> {
  // CHECK: %[[C:.*]] = "tosa.const"() <{values = dense<0> : tensor<3x4xi32>}> : () -> tensor<3x4xi32>
  // CHECK-NOT: tosa.argmax
  // CHECK: return %[[C]]
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<3x1x4xf32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// CHECK-LABEL: func.func @argmax_unit_axis_i64
func.func @argmax_unit_axis_i64(%x: tensor<1xi8>) -> tensor<i64> {
  // CHECK: %[[C:.*]] = "tosa.const"() <{values = dense<0> : tensor<i64>}> : () -> tensor<i64>
  // CHECK: return %[[C]]
  %0 = tosa.argmax %x {axis = 0 : i32, nan_mode = IGNORE} : (tensor<1xi8>) -> tensor<i64>
  return %0 : tensor<i64>
}

// CHECK-LABEL: func.func @argmax_no_fold_wide_axis
func.func @argmax_no_fold_wide_axis(%x: tensor<3x2xf32>) -> tensor<3xi32> {
  // CHECK: tosa.argmax
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<3x2xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func.func @argmax_no_fold_dynamic_result
func.func @argmax_no_fold_dynamic_result(%x: tensor<?x1xf32>) -> tensor<?xi32> {
  // CHECK: tosa.argmax
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<?x1xf32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

//===----------------------------------------------------------------------===//
// max_pool2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @max_pool2d_identity
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xf32>)
func.func @max_pool2d_identity(%x: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  // CHECK-NOT: tosa.max_pool2d
  // CHECK: return %[[X]]
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// CHECK-LABEL: func.func @max_pool2d_identity_i8
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xi8>)
func.func @max_pool2d_identity_i8(%x: tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8> {
  // CHECK-NOT: tosa.max_pool2d
  // CHECK: return %[[X]]
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8>
  return %0 : tensor<1x8x8x4xi8>
}

// A 1x1 window with stride 2 subsamples: no fold.
// CHECK-LABEL: func.func @max_pool2d_no_fold_stride
func.func @max_pool2d_no_fold_stride(%x: tensor<1x7x7x4xf32>) -> tensor<1x4x4x4xf32> {
  // CHECK: tosa.max_pool2d
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// CHECK-LABEL: func.func @max_pool2d_no_fold_kernel
func.func @max_pool2d_no_fold_kernel(%x: tensor<1x8x8x4xf32>) -> tensor<1x8x7x4xf32> {
  // CHECK: tosa.max_pool2d
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x8x7x4xf32>
  return %0 : tensor<1x8x7x4xf32>
}

// Folding would change the type of the value (dynamic to static).
// CHECK-LABEL: func.func @max_pool2d_no_fold_type_change
func.func @max_pool2d_no_fold_type_change(%x: tensor<?x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  // CHECK: tosa.max_pool2d
  %0 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

//===----------------------------------------------------------------------===//
// avg_pool2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @avg_pool2d_identity
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x4xf16>)
func.func @avg_pool2d_identity(%x: tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // CHECK-NOT: tosa.avg_pool2d
  // CHECK: return %[[X]]
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x4xf16>
  return %0 : tensor<1x8x8x4xf16>
}

// x - (-0.0) turns -0.0 into +0.0: no fold.
// CHECK-LABEL: func.func @avg_pool2d_no_fold_negative_zero_zp
func.func @avg_pool2d_no_fold_negative_zero_zp(%x: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  %zp = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // CHECK: tosa.avg_pool2d
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// The zero point is not known.
// CHECK-LABEL: func.func @avg_pool2d_no_fold_unknown_zp
func.func @avg_pool2d_no_fold_unknown_zp(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // CHECK: tosa.avg_pool2d
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// The integer path rescales and adds output_zp: no fold.
// CHECK-LABEL: func.func @avg_pool2d_no_fold_int
func.func @avg_pool2d_no_fold_int(%x: tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.avg_pool2d
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x4xi8>
  return %0 : tensor<1x8x8x4xi8>
}

// CHECK-LABEL: func.func @avg_pool2d_no_fold_window
func.func @avg_pool2d_no_fold_window(%x: tensor<1x8x8x4xf32>) -> tensor<1x7x7x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // CHECK: tosa.avg_pool2d
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x4xf32>
  return %0 : tensor<1x7x7x4xf32>
}
