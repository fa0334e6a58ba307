// RUN: tosa-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold_add_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[8, 7]> : tensor<2xindex>
// CHECK-NOT: tosa.add_shape
// CHECK: return %[[R]]
func.func @fold_add_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// A -1 ("unknown") extent is not a size: not folded.
// CHECK-LABEL: func.func @no_fold_add_shape_unknown_extent
// CHECK: tosa.add_shape
func.func @no_fold_add_shape_unknown_extent() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// The sum does not fit int64: not folded.
// CHECK-LABEL: func.func @no_fold_add_shape_overflow
// CHECK: tosa.add_shape
func.func @no_fold_add_shape_overflow() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[9223372036854775807, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_sub_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[4, 1]> : tensor<2xindex>
// CHECK-NOT: tosa.sub_shape
// CHECK: return %[[R]]
func.func @fold_sub_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// A negative difference is not a size: not folded.
// CHECK-LABEL: func.func @no_fold_sub_shape_negative
// CHECK: tosa.sub_shape
func.func @no_fold_sub_shape_negative() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_mul_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<12> : tensor<2xindex>
// CHECK-NOT: tosa.mul_shape
// CHECK: return %[[R]]
func.func @fold_mul_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// The product does not fit int64: not folded.
// CHECK-LABEL: func.func @no_fold_mul_shape_overflow
// CHECK: tosa.mul_shape
func.func @no_fold_mul_shape_overflow() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[4611686018427387904, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[4, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_div_ceil_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[4, 2]> : tensor<2xindex>
// CHECK-NOT: tosa.div_ceil_shape
// CHECK: return %[[R]]
func.func @fold_div_ceil_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// REQUIRE(input2[index] >= 1) is a runtime requirement: not folded.
// CHECK-LABEL: func.func @no_fold_div_ceil_shape_by_zero
// CHECK: tosa.div_ceil_shape
func.func @no_fold_div_ceil_shape_by_zero() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_div_floor_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[3, 1]> : tensor<2xindex>
// CHECK-NOT: tosa.div_floor_shape
// CHECK: return %[[R]]
func.func @fold_div_floor_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// REQUIRE(input2[index] >= 1) is a runtime requirement: not folded.
// CHECK-LABEL: func.func @no_fold_div_floor_shape_by_zero
// CHECK: tosa.div_floor_shape
func.func @no_fold_div_floor_shape_by_zero() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_mod_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[1, 2]> : tensor<2xindex>
// CHECK-NOT: tosa.mod_shape
// CHECK: return %[[R]]
func.func @fold_mod_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// REQUIRE(input2[index] >= 1) is a runtime requirement: not folded.
// CHECK-LABEL: func.func @no_fold_mod_shape_by_zero
// CHECK: tosa.mod_shape
func.func @no_fold_mod_shape_by_zero() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[7, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_max_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[6, 3]> : tensor<2xindex>
// CHECK-NOT: tosa.max_shape
// CHECK: return %[[R]]
func.func @fold_max_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_min_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[2, 1]> : tensor<2xindex>
// CHECK-NOT: tosa.min_shape
// CHECK: return %[[R]]
func.func @fold_min_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_exp2_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[8, 1]> : tensor<2xindex>
// CHECK-NOT: tosa.exp2_shape
// CHECK: return %[[R]]
func.func @fold_exp2_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// 2^63 does not fit int64: not folded.
// CHECK-LABEL: func.func @no_fold_exp2_shape_overflow
// CHECK: tosa.exp2_shape
func.func @no_fold_exp2_shape_overflow() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[63, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_log2_ceil_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<3> : tensor<2xindex>
// CHECK-NOT: tosa.log2_ceil_shape
// CHECK: return %[[R]]
func.func @fold_log2_ceil_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[5, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_log2_ceil_shape_one
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<0> : tensor<2xindex>
// CHECK-NOT: tosa.log2_ceil_shape
// CHECK: return %[[R]]
func.func @fold_log2_ceil_shape_one() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// REQUIRE(in >= 1) is a runtime requirement: not folded.
// CHECK-LABEL: func.func @no_fold_log2_ceil_shape_zero
// CHECK: tosa.log2_ceil_shape
func.func @no_fold_log2_ceil_shape_zero() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[0, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_log2_floor_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[2, 3]> : tensor<2xindex>
// CHECK-NOT: tosa.log2_floor_shape
// CHECK: return %[[R]]
func.func @fold_log2_floor_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[5, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// REQUIRE(in >= 1) is a runtime requirement: not folded.
// CHECK-LABEL: func.func @no_fold_log2_floor_shape_zero
// CHECK: tosa.log2_floor_shape
func.func @no_fold_log2_floor_shape_zero() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[5, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_concat_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[6, 4, 2]> : tensor<3xindex>
// CHECK-NOT: tosa.concat_shape
// CHECK: return %[[R]]
func.func @fold_concat_shape() -> !tosa.shape<3> {
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
  return %r : !tosa.shape<3>
}

// A single input is the result.
// CHECK-LABEL: func.func @fold_concat_shape_single
// CHECK-SAME: (%[[A:.+]]: !tosa.shape<2>)
// CHECK-NEXT: return %[[A]]
func.func @fold_concat_shape_single(%a: !tosa.shape<2>) -> !tosa.shape<2> {
  %r = tosa.concat_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @no_fold_concat_shape_not_constant
// CHECK: tosa.concat_shape
func.func @no_fold_concat_shape_not_constant(%a: !tosa.shape<2>) -> !tosa.shape<3> {
  %b = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
  return %r : !tosa.shape<3>
}

// CHECK-LABEL: func.func @fold_slice_shape
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<[4, 2]> : tensor<2xindex>
// CHECK-NOT: tosa.slice_shape
// CHECK: return %[[R]]
func.func @fold_slice_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 4, 2, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @no_fold_slice_shape_unknown_start
// CHECK: tosa.slice_shape
func.func @no_fold_slice_shape_unknown_start(%start: tensor<1xi32>) -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[6, 4, 2, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r = tosa.slice_shape %a, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return %r : !tosa.shape<2>
}

// CHECK-LABEL: func.func @fold_dim
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<3> : tensor<1xindex>
// CHECK-NOT: tosa.dim
// CHECK: return %[[R]]
func.func @fold_dim(%t: tensor<2x3xf32>) -> !tosa.shape<1> {
  %r = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %r : !tosa.shape<1>
}

// A dynamic extent is not known: not folded.
// CHECK-LABEL: func.func @no_fold_dim_dynamic
// CHECK: tosa.dim
func.func @no_fold_dim_dynamic(%t: tensor<?x3xf32>) -> !tosa.shape<1> {
  %r = tosa.dim %t {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  return %r : !tosa.shape<1>
}

// Folds chain: dim -> mul_shape -> add_shape.
// CHECK-LABEL: func.func @fold_chain
// CHECK: %[[R:.+]] = tosa.const_shape {{.*}}dense<7> : tensor<1xindex>
// CHECK-NEXT: return %[[R]]
func.func @fold_chain(%t: tensor<2x3xf32>) -> !tosa.shape<1> {
  %d0 = tosa.dim %t {axis = 0 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %d1 = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %m = tosa.mul_shape %d0, %d1 : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<1>
  %one = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.add_shape %m, %one : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<1>
  return %r : !tosa.shape<1>
}
