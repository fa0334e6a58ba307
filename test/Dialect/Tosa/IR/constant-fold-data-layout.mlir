// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @reshape_constant
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>}>
// CHECK-NEXT: return %[[C]]
func.func @reshape_constant() -> tensor<3x2xi32> {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %c, %s : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// A non-splat constant with another user is not duplicated.
// CHECK-LABEL: func.func @reshape_shared_constant
// CHECK: tosa.reshape
func.func @reshape_shared_constant() -> (tensor<2x3xi32>, tensor<6xi32>) {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %c, %s : (tensor<2x3xi32>, !tosa.shape<1>) -> tensor<6xi32>
  return %c, %0 : tensor<2x3xi32>, tensor<6xi32>
}

// -----

// Splats are always folded, shared or not.
// CHECK-LABEL: func.func @splat_constants
// CHECK-DAG: "tosa.const"() <{values = dense<2.500000e+00> : tensor<2x3xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<2.500000e+00> : tensor<6xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<2.500000e+00> : tensor<3x2xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<2.500000e+00> : tensor<1x2xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<2.500000e+00> : tensor<4x3xf32>}>
// CHECK-NOT: tosa.reshape
// CHECK-NOT: tosa.transpose
// CHECK-NOT: tosa.reverse
// CHECK-NOT: tosa.slice
// CHECK-NOT: tosa.tile
func.func @splat_constants() -> (tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<4x3xf32>) {
  %c = "tosa.const"() <{values = dense<2.5> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %s6 = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %c, %s6 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %1 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = tosa.reverse %c {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %start = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %3 = tosa.slice %c, %start, %size : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.tile %c, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %c, %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_constant
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<{{\[}}[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi8>}>
// CHECK-NEXT: return %[[C]]
func.func @transpose_constant() -> tensor<3x2xi8> {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  %0 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
  return %0 : tensor<3x2xi8>
}

// -----

// out[i][j][k] = in[j][k][i] for perms [2, 0, 1] on a 2x2x3 input.
// CHECK-LABEL: func.func @transpose_constant_rank3
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<{{\[}}{{\[}}[0.000000e+00, 3.000000e+00], [6.000000e+00, 9.000000e+00]], {{\[}}[1.000000e+00, 4.000000e+00], [7.000000e+00, 1.000000e+01]], {{\[}}[2.000000e+00, 5.000000e+00], [8.000000e+00, 1.100000e+01]]]> : tensor<3x2x2xf16>}>
func.func @transpose_constant_rank3() -> tensor<3x2x2xf16> {
  %c = "tosa.const"() <{values = dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], [[6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]]> : tensor<2x2x3xf16>}> : () -> tensor<2x2x3xf16>
  %0 = tosa.transpose %c {perms = array<i32: 2, 0, 1>} : (tensor<2x2x3xf16>) -> tensor<3x2x2xf16>
  return %0 : tensor<3x2x2xf16>
}

// -----

// CHECK-LABEL: func.func @slice_constant
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<{{\[}}[5, 6], [8, 9]]> : tensor<2x2xi16>}>
// CHECK-NEXT: return %[[C]]
func.func @slice_constant() -> tensor<2x2xi16> {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi16>}> : () -> tensor<3x3xi16>
  %start = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %c, %start, %size : (tensor<3x3xi16>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi16>
  return %0 : tensor<2x2xi16>
}

// -----

// CHECK-LABEL: func.func @tile_constant
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<{{\[}}[true, false, true, false], [true, false, true, false]]> : tensor<2x4xi1>}>
// CHECK-NEXT: return %[[C]]
func.func @tile_constant() -> tensor<2x4xi1> {
  %c = "tosa.const"() <{values = dense<[[true, false]]> : tensor<1x2xi1>}> : () -> tensor<1x2xi1>
  %m = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %c, %m : (tensor<1x2xi1>, !tosa.shape<2>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}

// -----

// A non-splat reverse is not folded (only splats are).
// CHECK-LABEL: func.func @reverse_non_splat_constant
// CHECK: tosa.reverse
func.func @reverse_non_splat_constant() -> tensor<3xi32> {
  %c = "tosa.const"() <{values = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = tosa.reverse %c {axis = 0 : i32} : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// A dynamic result type has no constant to fold into.
// CHECK-LABEL: func.func @transpose_constant_dynamic_result
// CHECK: tosa.transpose
func.func @transpose_constant_dynamic_result() -> tensor<?x2xi8> {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  %0 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<?x2xi8>
  return %0 : tensor<?x2xi8>
}
