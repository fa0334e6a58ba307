// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

//===----------------------------------------------------------------------===//
// Activation functions
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @clamp
func.func @clamp(%f32: tensor<2x3xf32>, %f16: tensor<4xf16>, %bf16: tensor<4xbf16>, %i8: tensor<4xi8>, %i16: tensor<4xi16>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi8>, tensor<4xi16>) {
  // CHECK: tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.clamp %f32 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f16, min_val = -1.000000e+00 : f16, nan_mode = IGNORE} : (tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.clamp %f16 {min_val = -1.0 : f16, max_val = 1.0 : f16, nan_mode = IGNORE} : (tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.clamp %{{.*}} {max_val = 2.000000e+00 : bf16, min_val = -2.000000e+00 : bf16} : (tensor<4xbf16>) -> tensor<4xbf16>
  %2 = tosa.clamp %bf16 {min_val = -2.0 : bf16, max_val = 2.0 : bf16, nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xbf16>) -> tensor<4xbf16>
  // CHECK: tosa.clamp %{{.*}} {max_val = 100 : i8, min_val = -100 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.clamp %i8 {min_val = -100 : i8, max_val = 100 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.clamp %{{.*}} {max_val = 0 : i16, min_val = 0 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  %4 = tosa.clamp %i16 {min_val = 0 : i16, max_val = 0 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi8>, tensor<4xi16>
}

// CHECK-LABEL: func.func @clamp_quantized
func.func @clamp_quantized(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK: tosa.clamp %{{.*}} {max_val = 127 : i8, min_val = 3 : i8} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = tosa.clamp %q {min_val = 3 : i8, max_val = 127 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// CHECK-LABEL: func.func @activations
func.func @activations(%f32: tensor<2x3xf32>, %f16: tensor<4xf16>, %bf16: tensor<?xbf16>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<?xbf16>) {
  // CHECK: tosa.erf %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.erf %f32 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sigmoid %{{.*}} : (tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.sigmoid %f16 : (tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.tanh %{{.*}} : (tensor<?xbf16>) -> tensor<?xbf16>
  %2 = tosa.tanh %bf16 : (tensor<?xbf16>) -> tensor<?xbf16>
  // CHECK: tosa.erf %{{.*}} : (tensor<?xbf16>) -> tensor<?xbf16>
  %3 = tosa.erf %2 : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0, %1, %3 : tensor<2x3xf32>, tensor<4xf16>, tensor<?xbf16>
}

//===----------------------------------------------------------------------===//
// Elementwise binary operators
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add
func.func @add(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<4xf16>, %d: tensor<4xbf16>, %e: tensor<2x1xi32>, %f: tensor<1x5xi32>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<2x5xi32>) {
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.add %c, %c : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %2 = tosa.add %d, %d : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<2x1xi32>, tensor<1x5xi32>) -> tensor<2x5xi32>
  %3 = tosa.add %e, %f : (tensor<2x1xi32>, tensor<1x5xi32>) -> tensor<2x5xi32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<2x5xi32>
}

// CHECK-LABEL: func.func @add_dynamic
func.func @add_dynamic(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>, %c: tensor<*xf32>) -> (tensor<?x3xf32>, tensor<*xf32>) {
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<*xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  %1 = tosa.add %c, %b : (tensor<*xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<*xf32>
}

// CHECK-LABEL: func.func @shifts
func.func @shifts(%i8: tensor<4xi8>, %i16: tensor<4xi16>, %i32: tensor<2x4xi32>, %s32: tensor<1x4xi32>) -> (tensor<4xi8>, tensor<4xi16>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<4xi8>, tensor<4xi16>) {
  // CHECK: tosa.arithmetic_right_shift %{{.*}}, %{{.*}} {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %0 = tosa.arithmetic_right_shift %i8, %i8 {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.arithmetic_right_shift %{{.*}}, %{{.*}} {round = true} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.arithmetic_right_shift %i16, %i16 {round = true} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  // CHECK: tosa.arithmetic_right_shift %{{.*}}, %{{.*}} {round = true} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  %2 = tosa.arithmetic_right_shift %i32, %s32 {round = true} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  // CHECK: tosa.logical_left_shift %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  %3 = tosa.logical_left_shift %i32, %s32 : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  // CHECK: tosa.logical_left_shift %{{.*}}, %{{.*}} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %4 = tosa.logical_left_shift %i8, %i8 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.logical_right_shift %{{.*}}, %{{.*}} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %5 = tosa.logical_right_shift %i16, %i16 : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  // CHECK: tosa.logical_right_shift %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  %6 = tosa.logical_right_shift %i32, %s32 : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  return %0, %1, %2, %6, %4, %5 : tensor<4xi8>, tensor<4xi16>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<4xi8>, tensor<4xi16>
}

// CHECK-LABEL: func.func @bitwise
func.func @bitwise(%i8: tensor<4xi8>, %i16: tensor<4xi16>, %i32: tensor<2x4xi32>, %j32: tensor<2x1xi32>) -> (tensor<4xi8>, tensor<4xi16>, tensor<2x4xi32>) {
  // CHECK: tosa.bitwise_and %{{.*}}, %{{.*}} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %0 = tosa.bitwise_and %i8, %i8 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.bitwise_or %{{.*}}, %{{.*}} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.bitwise_or %i16, %i16 : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  // CHECK: tosa.bitwise_xor %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  %2 = tosa.bitwise_xor %i32, %j32 : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  // CHECK: tosa.bitwise_and %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  %3 = tosa.bitwise_and %2, %i32 : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  // CHECK: tosa.bitwise_or %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  %4 = tosa.bitwise_or %3, %j32 : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  // CHECK: tosa.bitwise_xor %{{.*}}, %{{.*}} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %5 = tosa.bitwise_xor %0, %i8 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %5, %1, %4 : tensor<4xi8>, tensor<4xi16>, tensor<2x4xi32>
}

// CHECK-LABEL: func.func @intdiv
func.func @intdiv(%a: tensor<2x3xi32>, %b: tensor<2x1xi32>) -> tensor<2x3xi32> {
  // CHECK: tosa.intdiv %{{.*}}, %{{.*}} : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %0 = tosa.intdiv %a, %b : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @logical
func.func @logical(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) {
  // CHECK: tosa.logical_and %{{.*}}, %{{.*}} : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  %0 = tosa.logical_and %a, %b : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.logical_or %{{.*}}, %{{.*}} : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %1 = tosa.logical_or %a, %0 : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.logical_xor %{{.*}}, %{{.*}} : (tensor<1x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %2 = tosa.logical_xor %b, %1 : (tensor<1x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0, %1, %2 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
}

// CHECK-LABEL: func.func @maximum_minimum
func.func @maximum_minimum(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<4xf16>, %d: tensor<4xbf16>, %e: tensor<3xi32>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<3xi32>) {
  // CHECK: tosa.maximum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.maximum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.maximum %0, %b {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.maximum %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.maximum %1, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // Older upstream syntax writes the mode as a string.
  // CHECK: tosa.minimum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.minimum %2, %a {nan_mode = "IGNORE"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.minimum %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %4 = tosa.minimum %c, %c {nan_mode = PROPAGATE} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.maximum %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %5 = tosa.maximum %d, %d : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  // CHECK: tosa.minimum %{{.*}}, %{{.*}} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %6 = tosa.minimum %e, %e : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %3, %4, %5, %6 : tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>, tensor<3xi32>
}

// CHECK-LABEL: func.func @mul
func.func @mul(%i8: tensor<4xi8>, %i16: tensor<2x4xi16>, %j16: tensor<1x4xi16>, %i32: tensor<4xi32>, %f32: tensor<4xf32>, %f16: tensor<4xf16>, %bf16: tensor<4xbf16>, %shift: tensor<1xi8>) -> (tensor<4xi32>, tensor<2x4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>) {
  %zero = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %three = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  %0 = tosa.mul %i8, %i8, %zero : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4xi16>, tensor<1x4xi16>, tensor<1xi8>) -> tensor<2x4xi32>
  %1 = tosa.mul %i16, %j16, %zero : (tensor<2x4xi16>, tensor<1x4xi16>, tensor<1xi8>) -> tensor<2x4xi32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %2 = tosa.mul %i32, %i32, %three : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %3 = tosa.mul %2, %i32, %shift : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  %4 = tosa.mul %f32, %f32, %zero : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>, tensor<1xi8>) -> tensor<4xf16>
  %5 = tosa.mul %f16, %f16, %zero : (tensor<4xf16>, tensor<4xf16>, tensor<1xi8>) -> tensor<4xf16>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<4xbf16>, tensor<1xi8>) -> tensor<4xbf16>
  %6 = tosa.mul %bf16, %bf16, %zero : (tensor<4xbf16>, tensor<4xbf16>, tensor<1xi8>) -> tensor<4xbf16>
  return %0, %1, %3, %4, %5, %6 : tensor<4xi32>, tensor<2x4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>
}

// CHECK-LABEL: func.func @pow_sub
func.func @pow_sub(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %c: tensor<4xf16>, %d: tensor<4xi32>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<4xi32>) {
  // CHECK: tosa.pow %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %0 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sub %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %1 = tosa.sub %0, %b : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.pow %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %2 = tosa.pow %c, %c : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.sub %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.sub %d, %d : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %1, %2, %3 : tensor<2x3xf32>, tensor<4xf16>, tensor<4xi32>
}

// CHECK-LABEL: func.func @table
func.func @table(%i8: tensor<2x3xi8>, %t8: tensor<256xi8>, %i16: tensor<4xi16>, %t16: tensor<513xi16>) -> (tensor<2x3xi8>, tensor<4xi32>) {
  // CHECK: tosa.table %{{.*}}, %{{.*}} : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  %0 = tosa.table %i8, %t8 : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  // CHECK: tosa.table %{{.*}}, %{{.*}} : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  %1 = tosa.table %i16, %t16 : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %0, %1 : tensor<2x3xi8>, tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// Elementwise unary operators
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @unary_int
func.func @unary_int(%i8: tensor<4xi8>, %i16: tensor<4xi16>, %i32: tensor<2x3xi32>, %b: tensor<2x3xi1>) -> (tensor<4xi8>, tensor<4xi16>, tensor<2x3xi32>, tensor<2x3xi1>) {
  // CHECK: tosa.abs %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %0 = tosa.abs %i32 : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.bitwise_not %{{.*}} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.bitwise_not %i8 : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.bitwise_not %{{.*}} : (tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.bitwise_not %i16 : (tensor<4xi16>) -> tensor<4xi16>
  // CHECK: tosa.clz %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = tosa.clz %0 : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.logical_not %{{.*}} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %4 = tosa.logical_not %b : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %1, %2, %3, %4 : tensor<4xi8>, tensor<4xi16>, tensor<2x3xi32>, tensor<2x3xi1>
}

// CHECK-LABEL: func.func @unary_float
func.func @unary_float(%f32: tensor<2x3xf32>, %f16: tensor<4xf16>, %bf16: tensor<4xbf16>) -> (tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>) {
  // CHECK: tosa.abs %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.abs %f32 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.ceil %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.ceil %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.cos %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.cos %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.exp %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.exp %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.floor %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.floor %3 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.log %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.log %4 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.reciprocal %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.reciprocal %5 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.rsqrt %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.rsqrt %6 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sin %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = tosa.sin %7 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.ceil %{{.*}} : (tensor<4xf16>) -> tensor<4xf16>
  %9 = tosa.ceil %f16 : (tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.exp %{{.*}} : (tensor<4xf16>) -> tensor<4xf16>
  %10 = tosa.exp %9 : (tensor<4xf16>) -> tensor<4xf16>
  // CHECK: tosa.floor %{{.*}} : (tensor<4xbf16>) -> tensor<4xbf16>
  %11 = tosa.floor %bf16 : (tensor<4xbf16>) -> tensor<4xbf16>
  // CHECK: tosa.reciprocal %{{.*}} : (tensor<4xbf16>) -> tensor<4xbf16>
  %12 = tosa.reciprocal %11 : (tensor<4xbf16>) -> tensor<4xbf16>
  // CHECK: tosa.sin %{{.*}} : (tensor<4xbf16>) -> tensor<4xbf16>
  %13 = tosa.sin %12 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %8, %10, %13 : tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>
}

// CHECK-LABEL: func.func @negate
func.func @negate(%i8: tensor<4xi8>, %i16: tensor<4xi16>, %i32: tensor<4xi32>, %f32: tensor<2x3xf32>, %f16: tensor<4xf16>, %bf16: tensor<4xbf16>) -> (tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>) {
  %zp8 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zpf32 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zpf16 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %zpbf16 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %0 = tosa.negate %i8, %zp8, %zp8 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  %1 = tosa.negate %i16, %zp16, %zp16 : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %2 = tosa.negate %i32, %zp32, %zp32 : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %3 = tosa.negate %f32, %zpf32, %zpf32 : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4xf16>
  %4 = tosa.negate %f16, %zpf16, %zpf16 : (tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4xf16>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
  %5 = tosa.negate %bf16, %zpbf16, %zpbf16 : (tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<2x3xf32>, tensor<4xf16>, tensor<4xbf16>
}

//===----------------------------------------------------------------------===//
// Ternary and comparison operators
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @select
func.func @select(%p: tensor<2x1xi1>, %a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %q: tensor<4xi1>, %c: tensor<4xi8>, %d: tensor<4xi16>, %e: tensor<4xbf16>) -> (tensor<2x3xf32>, tensor<4xi8>, tensor<4xi16>, tensor<4xi1>, tensor<4xbf16>) {
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.select %q, %c, %c : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.select %q, %d, %d : (tensor<4xi1>, tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = tosa.select %q, %q, %q : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %4 = tosa.select %q, %e, %e : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<4xi8>, tensor<4xi16>, tensor<4xi1>, tensor<4xbf16>
}

// CHECK-LABEL: func.func @comparison
func.func @comparison(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<4xi32>, %d: tensor<4xf16>, %e: tensor<4xbf16>) -> (tensor<2x3xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK: tosa.equal %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %0 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  // CHECK: tosa.greater %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = tosa.greater %c, %c : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // CHECK: tosa.greater_equal %{{.*}}, %{{.*}} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  %2 = tosa.greater_equal %d, %d : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  // CHECK: tosa.equal %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  %3 = tosa.equal %e, %e : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0, %1, %2, %3 : tensor<2x3xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%a: tensor<4xi32>, %b: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  // CHECK: tosa.arithmetic_right_shift %{{.*}}, %{{.*}} {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %0 = "tosa.arithmetic_right_shift"(%a, %a) <{round = true}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // CHECK: tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%b) <{max_val = 1.0 : f32, min_val = -1.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// Unranked and dynamic operands verify: only known shapes are checked.
// CHECK-LABEL: func.func @unranked
func.func @unranked(%a: tensor<*xi32>, %b: tensor<*xi1>, %f: tensor<*xf32>, %s: tensor<*xi8>, %t: tensor<*xi8>, %zp: tensor<*xi32>, %d: tensor<?x?xi32>) -> (tensor<*xi32>, tensor<*xi8>, tensor<*xi32>, tensor<*xf32>, tensor<*xi1>, tensor<*xi1>) {
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<*xi32>, tensor<*xi32>, tensor<*xi8>) -> tensor<*xi32>
  %0 = tosa.mul %a, %a, %s : (tensor<*xi32>, tensor<*xi32>, tensor<*xi8>) -> tensor<*xi32>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<*xi32>, tensor<?x?xi32>) -> tensor<*xi32>
  %1 = tosa.add %0, %d : (tensor<*xi32>, tensor<?x?xi32>) -> tensor<*xi32>
  // CHECK: tosa.table %{{.*}}, %{{.*}} : (tensor<*xi8>, tensor<*xi8>) -> tensor<*xi8>
  %2 = tosa.table %t, %t : (tensor<*xi8>, tensor<*xi8>) -> tensor<*xi8>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %3 = tosa.negate %a, %zp, %zp : (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  // CHECK: tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<*xf32>) -> tensor<*xf32>
  %4 = tosa.clamp %f {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<*xf32>) -> tensor<*xf32>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<*xi1>, tensor<*xi1>, tensor<*xi1>) -> tensor<*xi1>
  %5 = tosa.select %b, %b, %b : (tensor<*xi1>, tensor<*xi1>, tensor<*xi1>) -> tensor<*xi1>
  // CHECK: tosa.equal %{{.*}}, %{{.*}} : (tensor<*xi32>, tensor<?x?xi32>) -> tensor<*xi1>
  %6 = tosa.equal %a, %d : (tensor<*xi32>, tensor<?x?xi32>) -> tensor<*xi1>
  return %1, %2, %3, %4, %5, %6 : tensor<*xi32>, tensor<*xi8>, tensor<*xi32>, tensor<*xf32>, tensor<*xi1>, tensor<*xi1>
}
