// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// Integer narrowing truncates, widening sign-extends.
// CHECK-LABEL: func.func @cast_int_to_int
// CHECK-DAG: "tosa.const"() <{values = dense<[44, 127, 127, -128]> : tensor<4xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-1, 5, -128, 127]> : tensor<4xi32>}>
// CHECK-NOT: tosa.cast
func.func @cast_int_to_int() -> (tensor<4xi8>, tensor<4xi32>) {
  %a = "tosa.const"() <{values = dense<[300, -129, 127, 128]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi8>
  %b = "tosa.const"() <{values = dense<[-1, 5, -128, 127]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %1 = tosa.cast %b : (tensor<4xi8>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi8>, tensor<4xi32>
}

// -----

// bool -> int gives 0/1 (not the sign extension -1); int -> bool is != 0.
// CHECK-LABEL: func.func @cast_bool
// CHECK-DAG: "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi16>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[false, true, true]> : tensor<3xi1>}>
// CHECK-NOT: tosa.cast
func.func @cast_bool() -> (tensor<2xi16>, tensor<3xi1>) {
  %a = "tosa.const"() <{values = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %0 = tosa.cast %a : (tensor<2xi1>) -> tensor<2xi16>
  %b = "tosa.const"() <{values = dense<[0, 3, -1]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %1 = tosa.cast %b : (tensor<3xi8>) -> tensor<3xi1>
  return %0, %1 : tensor<2xi16>, tensor<3xi1>
}

// -----

// Float -> int rounds to nearest, ties to even, and saturates (infinities
// too).
// CHECK-LABEL: func.func @cast_float_to_int
// CHECK: "tosa.const"() <{values = dense<[2, 2, 0, -2, 127, -128, 127, -128]> : tensor<8xi8>}>
// CHECK-NOT: tosa.cast
func.func @cast_float_to_int() -> tensor<8xi8> {
  %a = "tosa.const"() <{values = dense<[1.5, 2.5, -0.5, -1.5, 300.0, -1.0e10, 0x7F800000, 0xFF800000]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %0 = tosa.cast %a : (tensor<8xf32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// -----

// CHECK-LABEL: func.func @cast_bf16_splat_to_int32
// CHECK: "tosa.const"() <{values = dense<-3> : tensor<2x2xi32>}>
// CHECK-NOT: tosa.cast
func.func @cast_bf16_splat_to_int32() -> tensor<2x2xi32> {
  %a = "tosa.const"() <{values = dense<-2.75> : tensor<2x2xbf16>}> : () -> tensor<2x2xbf16>
  %0 = tosa.cast %a : (tensor<2x2xbf16>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// NaN -> int is unpredictable: not folded.
// CHECK-LABEL: func.func @cast_nan_to_int
// CHECK: tosa.cast
func.func @cast_nan_to_int() -> tensor<2xi32> {
  %a = "tosa.const"() <{values = dense<[1.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.cast %a : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Int -> float rounds to nearest even; overflow gives infinity.
// 2049 lies halfway between 2048 and 2050 in f16 and rounds to 2048.
// CHECK-LABEL: func.func @cast_int_to_float
// CHECK-DAG: "tosa.const"() <{values = dense<[0x7C00, 3.000000e+00, -2.048000e+03, 2.052000e+03]> : tensor<4xf16>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[1.000000e+00, -1.280000e+02]> : tensor<2xbf16>}>
// CHECK-NOT: tosa.cast
func.func @cast_int_to_float() -> (tensor<4xf16>, tensor<2xbf16>) {
  %a = "tosa.const"() <{values = dense<[70000, 3, -2049, 2051]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xf16>
  %b = "tosa.const"() <{values = dense<[1, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %1 = tosa.cast %b : (tensor<2xi8>) -> tensor<2xbf16>
  return %0, %1 : tensor<4xf16>, tensor<2xbf16>
}

// -----

// Float widening is exact and always folds (fp8 and f16 to f32 here).
// CHECK-LABEL: func.func @cast_float_widening
// CHECK-DAG: "tosa.const"() <{values = dense<[4.480000e+02, -0.001953125]> : tensor<2xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<0.0999755859> : tensor<3xf32>}>
// CHECK-NOT: tosa.cast
func.func @cast_float_widening() -> (tensor<2xf32>, tensor<3xf32>) {
  %a = "tosa.const"() <{values = dense<[448.0, -0.001953125]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  %0 = tosa.cast %a : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %b = "tosa.const"() <{values = dense<0.1> : tensor<3xf16>}> : () -> tensor<3xf16>
  %1 = tosa.cast %b : (tensor<3xf16>) -> tensor<3xf32>
  return %0, %1 : tensor<2xf32>, tensor<3xf32>
}

// -----

// Float narrowing folds only when every value converts exactly.
// CHECK-LABEL: func.func @cast_float_narrowing_exact
// CHECK-DAG: "tosa.const"() <{values = dense<[5.000000e-01, -2.000000e+00]> : tensor<2xf16>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[4.480000e+02, 1.000000e+00]> : tensor<2xf8E4M3FN>}>
// CHECK-NOT: tosa.cast
func.func @cast_float_narrowing_exact() -> (tensor<2xf16>, tensor<2xf8E4M3FN>) {
  %a = "tosa.const"() <{values = dense<[0.5, -2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.cast %a : (tensor<2xf32>) -> tensor<2xf16>
  %b = "tosa.const"() <{values = dense<[448.0, 1.0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %1 = tosa.cast %b : (tensor<2xbf16>) -> tensor<2xf8E4M3FN>
  return %0, %1 : tensor<2xf16>, tensor<2xf8E4M3FN>
}

// -----

// Inexact float narrowing may round either way per the spec: kept. So is
// an overflow to E4M3FN, which has no infinity.
// CHECK-LABEL: func.func @cast_float_narrowing_inexact
// CHECK-COUNT-2: tosa.cast
func.func @cast_float_narrowing_inexact() -> (tensor<2xf16>, tensor<1xf8E4M3FN>) {
  %a = "tosa.const"() <{values = dense<[0.5, 0.1]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.cast %a : (tensor<2xf32>) -> tensor<2xf16>
  %b = "tosa.const"() <{values = dense<1000.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.cast %b : (tensor<1xf32>) -> tensor<1xf8E4M3FN>
  return %0, %1 : tensor<2xf16>, tensor<1xf8E4M3FN>
}

// -----

// A non-splat constant with another user is not duplicated.
// CHECK-LABEL: func.func @cast_shared_constant
// CHECK: tosa.cast
func.func @cast_shared_constant() -> (tensor<2xi8>, tensor<2xi32>) {
  %a = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.cast %a : (tensor<2xi8>) -> tensor<2xi32>
  return %a, %0 : tensor<2xi8>, tensor<2xi32>
}
