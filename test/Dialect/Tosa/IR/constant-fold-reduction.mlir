// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant evaluation of the reductions on integer and bool constants, in
// the spec's order. Float constants are not folded.

// CHECK-LABEL: func.func @reduce_int
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}5, 7, 9]]> : tensor<1x3xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}6], [15]]> : tensor<2x1xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}4, -5, 6]]> : tensor<1x3xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}-3], [-5]]> : tensor<2x1xi16>}>
// CHECK-NOT: tosa.reduce
func.func @reduce_int() -> (tensor<1x3xi32>, tensor<2x1xi32>, tensor<1x3xi8>, tensor<2x1xi16>) {
  %a = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  %1 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %b = "tosa.const"() <{values = dense<[[1, -5, 6], [4, -7, -8]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  %2 = tosa.reduce_max %b {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  %c = "tosa.const"() <{values = dense<[[7, -3, 2], [-5, 0, 9]]> : tensor<2x3xi16>}> : () -> tensor<2x3xi16>
  %3 = tosa.reduce_min %c {axis = 1 : i32} : (tensor<2x3xi16>) -> tensor<2x1xi16>
  return %0, %1, %2, %3 : tensor<1x3xi32>, tensor<2x1xi32>, tensor<1x3xi8>, tensor<2x1xi16>
}

// -----

// CHECK-LABEL: func.func @reduce_bool
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}true, false, false]]> : tensor<1x3xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<{{\[\[}}true, true, false]]> : tensor<1x3xi1>}>
// CHECK-NOT: tosa.reduce
func.func @reduce_bool() -> (tensor<1x3xi1>, tensor<1x3xi1>) {
  %a = "tosa.const"() <{values = dense<[[true, true, false], [true, false, false]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %1 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %0, %1 : tensor<1x3xi1>, tensor<1x3xi1>
}

// -----

// Splat inputs: the sum of 1000 sevens and the maximum of 40 twos.
// (REDUCE_PRODUCT is float-only in TOSA 1.0, and floats are not folded.)
// CHECK-LABEL: func.func @reduce_splat
// CHECK-DAG: "tosa.const"() <{values = dense<7000> : tensor<1x8xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<2> : tensor<1xi32>}>
// CHECK-NOT: tosa.reduce
func.func @reduce_splat() -> (tensor<1x8xi32>, tensor<1xi32>) {
  %a = "tosa.const"() <{values = dense<7> : tensor<1000x8xi32>}> : () -> tensor<1000x8xi32>
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<1000x8xi32>) -> tensor<1x8xi32>
  %b = "tosa.const"() <{values = dense<2> : tensor<40xi32>}> : () -> tensor<40xi32>
  %1 = tosa.reduce_max %b {axis = 0 : i32} : (tensor<40xi32>) -> tensor<1xi32>
  return %0, %1 : tensor<1x8xi32>, tensor<1xi32>
}

// -----

// An int32 sum that overflows is undefined (REQUIRE in apply_add_s).
// CHECK-LABEL: func.func @reduce_sum_overflow_not_folded
// CHECK: tosa.reduce_sum
func.func @reduce_sum_overflow_not_folded() -> tensor<1xi32> {
  %a = "tosa.const"() <{values = dense<[2147483647, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// Float reductions are not constant-folded: REDUCE_SUM and REDUCE_PRODUCT
// may be evaluated in another order, and REDUCE_MAX / REDUCE_MIN folding is
// not implemented.
// CHECK-LABEL: func.func @reduce_float_not_folded
// CHECK: tosa.reduce_sum
// CHECK: tosa.reduce_max
func.func @reduce_float_not_folded() -> (tensor<1xf32>, tensor<1xf32>) {
  %a = "tosa.const"() <{values = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  %1 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %0, %1 : tensor<1xf32>, tensor<1xf32>
}
