// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @apply_scale_32
func.func @apply_scale_32(%v: i32, %m: i32, %s: i8) -> i32 {
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %1 = tosa.apply_scale %0, %m, %s {rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>} : (i32, i32, i8) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @apply_scale_16
func.func @apply_scale_16(%v: i48, %m: i16, %m32: i32, %s: i8) -> (i32, i32) {
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i32
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i32
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = SINGLE_ROUND} : (i48, i32, i8) -> i32
  %1 = tosa.apply_scale %v, %m32, %s {rounding_mode = SINGLE_ROUND} : (i48, i32, i8) -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @apply_scale_shaped
func.func @apply_scale_shaped(%v: vector<4xi32>, %m: vector<4xi32>, %s: vector<4xi8>, %tv: tensor<2x3xi32>, %tm: tensor<2x3xi32>, %ts: tensor<2x3xi8>) -> (vector<4xi32>, tensor<2x3xi32>) {
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = DOUBLE_ROUND} : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = SINGLE_ROUND} : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi8>) -> tensor<2x3xi32>
  %1 = tosa.apply_scale %tv, %tm, %ts {rounding_mode = SINGLE_ROUND} : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0, %1 : vector<4xi32>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @apply_scale_generic
func.func @apply_scale_generic(%v: i32, %m: i32, %s: i8) -> i32 {
  // CHECK: tosa.apply_scale %{{.+}}, %{{.+}}, %{{.+}} {rounding_mode = INEXACT_ROUND} : (i32, i32, i8) -> i32
  %0 = "tosa.apply_scale"(%v, %m, %s) <{rounding_mode = #tosa.rounding_mode<INEXACT_ROUND>}> : (i32, i32, i8) -> i32
  return %0 : i32
}
