// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @reduce_all_any
func.func @reduce_all_any(%a: tensor<2x3xi1>, %b: tensor<4xi1>) -> (tensor<1x3xi1>, tensor<2x1xi1>, tensor<1xi1>) {
  // CHECK: tosa.reduce_all %{{.*}} {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  // CHECK: tosa.reduce_any %{{.*}} {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %1 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  // CHECK: tosa.reduce_any %{{.*}} {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  %2 = tosa.reduce_any %b {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  return %0, %1, %2 : tensor<1x3xi1>, tensor<2x1xi1>, tensor<1xi1>
}

// CHECK-LABEL: func.func @reduce_max_min
func.func @reduce_max_min(%f32: tensor<2x3xf32>, %f16: tensor<2x3x4xf16>, %bf16: tensor<5xbf16>, %i8: tensor<2x3xi8>, %i16: tensor<4x2xi16>, %i32: tensor<?x3xi32>) -> (tensor<2x1xf32>, tensor<2x3x1xf16>, tensor<1xbf16>, tensor<1x3xi8>, tensor<4x1xi16>, tensor<?x1xi32>, tensor<1x3xf32>) {
  // CHECK: tosa.reduce_max %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %0 = tosa.reduce_max %f32 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: tosa.reduce_max %{{.*}} {axis = 2 : i32, nan_mode = IGNORE} : (tensor<2x3x4xf16>) -> tensor<2x3x1xf16>
  %1 = tosa.reduce_max %f16 {axis = 2 : i32, nan_mode = IGNORE} : (tensor<2x3x4xf16>) -> tensor<2x3x1xf16>
  // CHECK: tosa.reduce_min %{{.*}} {axis = 0 : i32, nan_mode = IGNORE} : (tensor<5xbf16>) -> tensor<1xbf16>
  %2 = tosa.reduce_min %bf16 {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<5xbf16>) -> tensor<1xbf16>
  // CHECK: tosa.reduce_min %{{.*}} {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  %3 = tosa.reduce_min %i8 {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  // CHECK: tosa.reduce_max %{{.*}} {axis = 1 : i32} : (tensor<4x2xi16>) -> tensor<4x1xi16>
  %4 = tosa.reduce_max %i16 {axis = 1 : i32} : (tensor<4x2xi16>) -> tensor<4x1xi16>
  // CHECK: tosa.reduce_min %{{.*}} {axis = 1 : i32} : (tensor<?x3xi32>) -> tensor<?x1xi32>
  %5 = tosa.reduce_min %i32 {axis = 1 : i32} : (tensor<?x3xi32>) -> tensor<?x1xi32>
  // CHECK: tosa.reduce_max %{{.*}} {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %6 = "tosa.reduce_max"(%f32) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x1xf32>, tensor<2x3x1xf16>, tensor<1xbf16>, tensor<1x3xi8>, tensor<4x1xi16>, tensor<?x1xi32>, tensor<1x3xf32>
}

// CHECK-LABEL: func.func @reduce_product_sum
func.func @reduce_product_sum(%f32: tensor<2x3xf32>, %f16: tensor<4xf16>, %bf16: tensor<2x2xbf16>, %i32: tensor<2x3xi32>) -> (tensor<2x1xf32>, tensor<1xf16>, tensor<1x2xbf16>, tensor<1x3xi32>, tensor<2x1xf32>) {
  // CHECK: tosa.reduce_product %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %0 = tosa.reduce_product %f32 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: tosa.reduce_product %{{.*}} {axis = 0 : i32} : (tensor<4xf16>) -> tensor<1xf16>
  %1 = tosa.reduce_product %f16 {axis = 0 : i32} : (tensor<4xf16>) -> tensor<1xf16>
  // CHECK: tosa.reduce_sum %{{.*}} {axis = 0 : i32} : (tensor<2x2xbf16>) -> tensor<1x2xbf16>
  %2 = tosa.reduce_sum %bf16 {axis = 0 : i32} : (tensor<2x2xbf16>) -> tensor<1x2xbf16>
  // CHECK: tosa.reduce_sum %{{.*}} {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  %3 = tosa.reduce_sum %i32 {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  // CHECK: tosa.reduce_sum %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %4 = tosa.reduce_sum %f32 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0, %1, %2, %3, %4 : tensor<2x1xf32>, tensor<1xf16>, tensor<1x2xbf16>, tensor<1x3xi32>, tensor<2x1xf32>
}

// Unranked and dynamic operands verify: only known shapes are checked.
// CHECK-LABEL: func.func @reduce_unranked
func.func @reduce_unranked(%a: tensor<*xi32>, %b: tensor<?x?xf32>) -> (tensor<*xi32>, tensor<?x1xf32>) {
  // CHECK: tosa.reduce_sum %{{.*}} {axis = 3 : i32} : (tensor<*xi32>) -> tensor<*xi32>
  %0 = tosa.reduce_sum %a {axis = 3 : i32} : (tensor<*xi32>) -> tensor<*xi32>
  // CHECK: tosa.reduce_min %{{.*}} {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  %1 = tosa.reduce_min %b {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  return %0, %1 : tensor<*xi32>, tensor<?x1xf32>
}
