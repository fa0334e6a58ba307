// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// A reduction over an axis of static extent 1 is its input when the types
// match: each output element is init <op> x = x.

// CHECK-LABEL: func.func @reduce_extent_one
// CHECK-SAME: (%[[B:.+]]: tensor<2x1xi1>, %[[F:.+]]: tensor<1x3xf32>, %[[I:.+]]: tensor<2x1x4xi32>, %[[H:.+]]: tensor<1xf16>)
// CHECK-NOT: tosa.reduce
// CHECK: return %[[B]], %[[B]], %[[F]], %[[F]], %[[F]], %[[I]], %[[H]]
func.func @reduce_extent_one(%b: tensor<2x1xi1>, %f: tensor<1x3xf32>, %i: tensor<2x1x4xi32>, %h: tensor<1xf16>) -> (tensor<2x1xi1>, tensor<2x1xi1>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x1x4xi32>, tensor<1xf16>) {
  %0 = tosa.reduce_all %b {axis = 1 : i32} : (tensor<2x1xi1>) -> tensor<2x1xi1>
  %1 = tosa.reduce_any %b {axis = 1 : i32} : (tensor<2x1xi1>) -> tensor<2x1xi1>
  %2 = tosa.reduce_max %f {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = tosa.reduce_min %f {axis = 0 : i32, nan_mode = IGNORE} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = tosa.reduce_product %f {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %5 = tosa.reduce_sum %i {axis = 1 : i32} : (tensor<2x1x4xi32>) -> tensor<2x1x4xi32>
  %7 = tosa.reduce_max %h {axis = 0 : i32} : (tensor<1xf16>) -> tensor<1xf16>
  return %0, %1, %2, %3, %4, %5, %7 : tensor<2x1xi1>, tensor<2x1xi1>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x1x4xi32>, tensor<1xf16>
}

// -----

// Float REDUCE_SUM starts from +0.0, and +0.0 + -0.0 = +0.0: not folded.
// CHECK-LABEL: func.func @reduce_sum_float_extent_one_not_folded
// CHECK: tosa.reduce_sum
func.func @reduce_sum_float_extent_one_not_folded(%f: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = tosa.reduce_sum %f {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// The reduced extent is unknown (the result's ? could be 1 while the input's
// is not), or the types differ, or the axis has extent 3.
// CHECK-LABEL: func.func @reduce_not_folded
// CHECK: tosa.reduce_max
// CHECK: tosa.reduce_sum
// CHECK: tosa.reduce_min
func.func @reduce_not_folded(%a: tensor<?x3xi32>, %b: tensor<1x3xi32>, %c: tensor<2x3xi32>) -> (tensor<?x3xi32>, tensor<1x?xi32>, tensor<2x1xi32>) {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<?x3xi32>
  %1 = tosa.reduce_sum %b {axis = 0 : i32} : (tensor<1x3xi32>) -> tensor<1x?xi32>
  %2 = tosa.reduce_min %c {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0, %1, %2 : tensor<?x3xi32>, tensor<1x?xi32>, tensor<2x1xi32>
}
