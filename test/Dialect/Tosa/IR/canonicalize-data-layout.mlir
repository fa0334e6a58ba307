// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @concat_single_input
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @concat_single_input(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.concat %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A single input whose type differs from the result (a shape refinement)
// must stay.
// CHECK-LABEL: func.func @concat_single_input_refined
// CHECK: tosa.concat
func.func @concat_single_input_refined(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.concat %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @concat_flatten
// CHECK-SAME: (%[[A:.*]]: tensor<1x3xf32>, %[[B:.*]]: tensor<2x3xf32>, %[[C:.*]]: tensor<3x3xf32>)
// CHECK-NEXT: %[[R:.*]] = tosa.concat %[[A]], %[[B]], %[[C]], %[[A]] {axis = 0 : i32} : (tensor<1x3xf32>, tensor<2x3xf32>, tensor<3x3xf32>, tensor<1x3xf32>) -> tensor<7x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @concat_flatten(%a: tensor<1x3xf32>, %b: tensor<2x3xf32>, %c: tensor<3x3xf32>) -> tensor<7x3xf32> {
  %0 = tosa.concat %b, %c {axis = 0 : i32} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<5x3xf32>
  %1 = tosa.concat %a, %0, %a {axis = 0 : i32} : (tensor<1x3xf32>, tensor<5x3xf32>, tensor<1x3xf32>) -> tensor<7x3xf32>
  return %1 : tensor<7x3xf32>
}

// -----

// Concatenations along different axes do not merge.
// CHECK-LABEL: func.func @concat_no_flatten_other_axis
// CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 1 : i32}
// CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 0 : i32}
func.func @concat_no_flatten_other_axis(%a: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %0 = tosa.concat %a, %a {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  %1 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @pad_zero
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xi8>)
// CHECK-NEXT: return %[[A]]
func.func @pad_zero(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %p = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// CHECK-LABEL: func.func @pad_nonzero
// CHECK: tosa.pad
func.func @pad_nonzero(%a: tensor<2x3xi8>) -> tensor<2x4xi8> {
  %p = tosa.const_shape {values = dense<[0, 0, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// CHECK-LABEL: func.func @reshape_same_type
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @reshape_same_type(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Equal dynamic types do not prove that the extents are unchanged.
// CHECK-LABEL: func.func @reshape_same_dynamic_type
// CHECK: tosa.reshape
func.func @reshape_same_dynamic_type(%a: tensor<?x6xf32>, %s: !tosa.shape<2>) -> tensor<?x6xf32> {
  %0 = tosa.reshape %a, %s : (tensor<?x6xf32>, !tosa.shape<2>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// A -1 extent is written out (TOSA 1.0's form) when the input is static.
// CHECK-LABEL: func.func @reshape_inferred_extent
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>}
// CHECK: tosa.reshape %{{.*}}, %[[S]] : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
// CHECK-LABEL: func.func @reshape_inferred_dynamic
// CHECK: tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>}
func.func @reshape_inferred_extent(%a: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %s = tosa.const_shape {values = dense<[4, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
func.func @reshape_inferred_dynamic(%a: tensor<?x2x2xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<?x2x2xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_reshape
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>}
// CHECK-NEXT: %[[R:.*]] = tosa.reshape %[[A]], %[[S]] : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_reshape(%a: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %s1 = tosa.const_shape {values = dense<[24]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s2 = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s1 : (tensor<2x3x4xf32>, !tosa.shape<1>) -> tensor<24xf32>
  %1 = tosa.reshape %0, %s2 : (tensor<24xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// A reshape back to the original type cancels out.
// CHECK-LABEL: func.func @reshape_round_trip
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @reshape_round_trip(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s1 = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s2 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s1 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %1 = tosa.reshape %0, %s2 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reverse_unit_axis
// CHECK-SAME: (%[[A:.*]]: tensor<2x1xf32>)
// CHECK-NEXT: return %[[A]]
func.func @reverse_unit_axis(%a: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// CHECK-LABEL: func.func @reverse_reverse
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @reverse_reverse(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// Reversals along different axes do not cancel.
// CHECK-LABEL: func.func @reverse_reverse_other_axis
// CHECK: tosa.reverse %{{.*}} {axis = 0 : i32}
// CHECK: tosa.reverse %{{.*}} {axis = 1 : i32}
func.func @reverse_reverse_other_axis(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice_full
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @slice_full(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice_partial
// CHECK: tosa.slice
func.func @slice_partial(%a: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice_slice
// CHECK-SAME: (%[[A:.*]]: tensor<8x8xf32>)
// CHECK-DAG: %[[Z:.*]] = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>}
// CHECK-DAG: %[[S:.*]] = tosa.const_shape {values = dense<[3, 5]> : tensor<2xindex>}
// CHECK: %[[R:.*]] = tosa.slice %[[A]], %[[S]], %[[Z]] : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @slice_slice(%a: tensor<8x8xf32>) -> tensor<2x1xf32> {
  %s1 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z1 = tosa.const_shape {values = dense<[5, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s2 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s1, %z1 : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<5x5xf32>
  %1 = tosa.slice %0, %s2, %z2 : (tensor<5x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x1xf32>
  return %1 : tensor<2x1xf32>
}

// -----

// The inner slice has another user: keep both.
// CHECK-LABEL: func.func @slice_slice_shared
// CHECK-COUNT-2: tosa.slice
func.func @slice_slice_shared(%a: tensor<8x8xf32>) -> (tensor<5x5xf32>, tensor<2x1xf32>) {
  %s1 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z1 = tosa.const_shape {values = dense<[5, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s2 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s1, %z1 : (tensor<8x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<5x5xf32>
  %1 = tosa.slice %0, %s2, %z2 : (tensor<5x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x1xf32>
  return %0, %1 : tensor<5x5xf32>, tensor<2x1xf32>
}

// -----

// CHECK-LABEL: func.func @tile_ones
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xi16>)
// CHECK-NEXT: return %[[A]]
func.func @tile_ones(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %m = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xi16>, !tosa.shape<2>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

// CHECK-LABEL: func.func @tile_twice
// CHECK: tosa.tile
func.func @tile_twice(%a: tensor<2x3xi16>) -> tensor<2x6xi16> {
  %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xi16>, !tosa.shape<2>) -> tensor<2x6xi16>
  return %0 : tensor<2x6xi16>
}

// -----

// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @transpose_identity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Output dimension i of the outer transpose is input dimension
// inner[outer[i]]: inner [1, 2, 0], outer [0, 2, 1] -> [1, 0, 2].
// CHECK-LABEL: func.func @transpose_transpose
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = tosa.transpose %[[A]] {perms = array<i32: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @transpose_transpose(%a: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 0, 2, 1>} : (tensor<3x4x2xf32>) -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_inverse
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: return %[[A]]
func.func @transpose_inverse(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 2, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 2, 0, 1>} : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// -----

// A slice size of -1 (to the end, as framework IR and upstream write it) is
// written out where the input extent is static and stays on a dynamic one.
// CHECK-LABEL: func.func @slice_to_end
// CHECK: %[[Z:.*]] = tosa.const_shape {values = dense<[2, 60, 58, -1]> : tensor<4xindex>}
// CHECK: tosa.slice %{{.*}}, %{{.*}}, %[[Z]] : (tensor<2x60x59x?xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x60x58x?xf32>
func.func @slice_to_end(%a: tensor<2x60x59x?xf32>) -> tensor<2x60x58x?xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %z = tosa.const_shape {values = dense<[-1, 60, 58, -1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %0 = tosa.slice %a, %s, %z : (tensor<2x60x59x?xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x60x58x?xf32>
  return %0 : tensor<2x60x58x?xf32>
}

// -----

// The outer -1 is the end of the inner slice (5 - 2 = 3), not of %a: once
// written out, the two slices compose into elements 3..5 of %a.
// CHECK-LABEL: func.func @slice_of_slice_to_end
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<3> : tensor<1xindex>}
// CHECK-NEXT: %[[R:.*]] = tosa.slice %{{.*}}, %[[S]], %[[S]] : (tensor<8xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]
func.func @slice_of_slice_to_end(%a: tensor<8xf32>) -> tensor<3xf32> {
  %s1 = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %z1 = tosa.const_shape {values = dense<5> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.slice %a, %s1, %z1 : (tensor<8xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<5xf32>
  %s2 = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %z2 = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %1 = tosa.slice %0, %s2, %z2 : (tensor<5xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
