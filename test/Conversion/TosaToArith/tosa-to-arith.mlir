// RUN: tosa-opt %s --tosa-to-arith --split-input-file | FileCheck %s --implicit-check-not=tosa.const --implicit-check-not=tosa.apply_scale
// The lowered IR must parse with upstream mlir-opt too.
// RUN: tosa-opt %s --tosa-to-arith --split-input-file | %upstream-mlir-opt --split-input-file > /dev/null

// CHECK-LABEL: func.func @const_dense
// CHECK: %[[C:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: return %[[C]]
func.func @const_dense() -> tensor<2xf32> {
  %0 = "tosa.const"() <{values = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @const_splat_int
// CHECK: arith.constant dense<-3> : tensor<2x3xi8>
func.func @const_splat_int() -> tensor<2x3xi8> {
  %0 = "tosa.const"() <{values = dense<-3> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// CHECK-LABEL: func.func @const_resource
// CHECK: arith.constant dense_resource<blob1> : tensor<2xi32>
func.func @const_resource() -> tensor<2xi32> {
  %0 = "tosa.const"() <{values = dense_resource<blob1> : tensor<2xi32>}> : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// -----

// Shape constants feeding TOSA ops are kept; unused ones are erased.
// CHECK-LABEL: func.func @const_shape
// CHECK: %[[S:.+]] = tosa.const_shape {values = dense<6> : tensor<1xindex>}
// CHECK-NOT: tosa.const_shape
// CHECK: tosa.reshape %{{.+}}, %[[S]]
func.func @const_shape(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %unused = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @apply_scale_single
// CHECK-SAME: (%[[V:.+]]: i32, %[[M:.+]]: i32, %[[S:.+]]: i8)
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[V64:.+]] = arith.extsi %[[V]] : i32 to i64
// CHECK-DAG: %[[M64:.+]] = arith.extsi %[[M]] : i32 to i64
// CHECK-DAG: %[[S64:.+]] = arith.extsi %[[S]] : i8 to i64
// CHECK: %[[SM1:.+]] = arith.subi %[[S64]], %[[ONE]] : i64
// CHECK: %[[ROUND:.+]] = arith.shli %[[ONE]], %[[SM1]] : i64
// CHECK: %[[P:.+]] = arith.muli %[[V64]], %[[M64]] : i64
// CHECK: %[[SUM:.+]] = arith.addi %[[P]], %[[ROUND]] : i64
// CHECK: %[[Q:.+]] = arith.shrsi %[[SUM]], %[[S64]] : i64
// CHECK: %[[R:.+]] = arith.trunci %[[Q]] : i64 to i32
// CHECK: return %[[R]]
func.func @apply_scale_single(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @apply_scale_double
// CHECK-SAME: (%[[V:.+]]: i32, %[[M:.+]]: i32, %[[S:.+]]: i8)
// CHECK-DAG: %[[V64:.+]] = arith.extsi %[[V]] : i32 to i64
// CHECK-DAG: %[[S64:.+]] = arith.extsi %[[S]] : i8 to i64
// CHECK: %[[ROUND:.+]] = arith.shli
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-DAG: %[[C31:.+]] = arith.constant 31 : i64
// CHECK-DAG: %[[POS:.+]] = arith.constant 1073741824 : i64
// CHECK-DAG: %[[NEG:.+]] = arith.constant -1073741824 : i64
// CHECK: %[[NONNEG:.+]] = arith.cmpi sge, %[[V64]], %[[ZERO]] : i64
// CHECK: %[[ADJ:.+]] = arith.select %[[NONNEG]], %[[POS]], %[[NEG]] : i64
// CHECK: %[[WIDE:.+]] = arith.cmpi sgt, %[[S64]], %[[C31]] : i64
// CHECK: %[[ADJ2:.+]] = arith.select %[[WIDE]], %[[ADJ]], %[[ZERO]] : i64
// CHECK: %[[ROUND2:.+]] = arith.addi %[[ROUND]], %[[ADJ2]] : i64
// CHECK: %[[P:.+]] = arith.muli
// CHECK: arith.addi %[[P]], %[[ROUND2]] : i64
// CHECK: arith.shrsi
// CHECK: arith.trunci
func.func @apply_scale_double(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// INEXACT_ROUND lowers as SINGLE_ROUND: no adjustment.
// CHECK-LABEL: func.func @apply_scale_inexact
// CHECK-NOT: arith.select
// CHECK: arith.shrsi
func.func @apply_scale_inexact(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = INEXACT_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @apply_scale_tensor
// CHECK-SAME: (%[[V:.+]]: tensor<2x3xi32>, %[[M:.+]]: tensor<2x3xi32>, %[[S:.+]]: i8)
// CHECK-DAG: %[[ONE:.+]] = arith.constant dense<1> : tensor<2x3xi64>
// CHECK-DAG: arith.extsi %[[V]] : tensor<2x3xi32> to tensor<2x3xi64>
// CHECK-DAG: %[[SPLAT:.+]] = tensor.splat %[[S]] : tensor<2x3xi8>
// CHECK-DAG: arith.extsi %[[SPLAT]] : tensor<2x3xi8> to tensor<2x3xi64>
// CHECK: arith.shrsi {{.+}} : tensor<2x3xi64>
// CHECK: arith.trunci {{.+}} : tensor<2x3xi64> to tensor<2x3xi32>
func.func @apply_scale_tensor(%v: tensor<2x3xi32>, %m: tensor<2x3xi32>, %s: i8) -> tensor<2x3xi32> {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<2x3xi32>, tensor<2x3xi32>, i8) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// -----

// apply_scale_16: i48 value, i16 multiplier.
// CHECK-LABEL: func.func @apply_scale_16
// CHECK-DAG: arith.extsi %{{.+}} : i48 to i64
// CHECK-DAG: arith.extsi %{{.+}} : i16 to i64
// CHECK: arith.trunci %{{.+}} : i64 to i32
func.func @apply_scale_16(%v: i48, %m: i16, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i32
  return %r : i32
}
