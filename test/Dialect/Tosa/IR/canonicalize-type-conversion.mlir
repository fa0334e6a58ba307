// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// i8 -> i32 keeps every value, so the second cast can read the i8 input.
// CHECK-LABEL: func.func @cast_widen_then_float
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>)
// CHECK-NEXT: %[[R:.*]] = tosa.cast %[[A]] : (tensor<4xi8>) -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @cast_widen_then_float(%a: tensor<4xi8>) -> tensor<4xf32> {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %1 = tosa.cast %0 : (tensor<4xi32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// i8 -> i16 -> i8 is the identity.
// CHECK-LABEL: func.func @cast_widen_then_narrow
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>)
// CHECK-NEXT: return %[[A]]
func.func @cast_widen_then_narrow(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi16>
  %1 = tosa.cast %0 : (tensor<4xi16>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}

// -----

// bool -> i32 keeps every value, but TOSA has no bool -> f16 cast: both stay.
// CHECK-LABEL: func.func @cast_bool_then_float
// CHECK-SAME: (%[[A:.*]]: tensor<4xi1>)
// CHECK-NEXT: %[[I:.*]] = tosa.cast %[[A]] : (tensor<4xi1>) -> tensor<4xi32>
// CHECK-NEXT: %[[R:.*]] = tosa.cast %[[I]] : (tensor<4xi32>) -> tensor<4xf16>
func.func @cast_bool_then_float(%a: tensor<4xi1>) -> tensor<4xf16> {
  %0 = tosa.cast %a : (tensor<4xi1>) -> tensor<4xi32>
  %1 = tosa.cast %0 : (tensor<4xi32>) -> tensor<4xf16>
  return %1 : tensor<4xf16>
}

// -----

// Exact conversions: i8 fits in bf16, f16 fits in f32, fp8 fits in f16.
// CHECK-LABEL: func.func @cast_exact_float_chains
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>, %[[B:.*]]: tensor<4xf16>, %[[C:.*]]: tensor<4xf8E4M3FN>)
// CHECK-DAG: tosa.cast %[[A]] : (tensor<4xi8>) -> tensor<4xi32>
// CHECK-DAG: tosa.cast %[[B]] : (tensor<4xf16>) -> tensor<4xi8>
// CHECK-DAG: tosa.cast %[[C]] : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
// CHECK-NOT: tosa.cast
func.func @cast_exact_float_chains(%a: tensor<4xi8>, %b: tensor<4xf16>, %c: tensor<4xf8E4M3FN>) -> (tensor<4xi32>, tensor<4xi8>, tensor<4xf32>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xbf16>
  %1 = tosa.cast %0 : (tensor<4xbf16>) -> tensor<4xi32>
  %2 = tosa.cast %b : (tensor<4xf16>) -> tensor<4xf32>
  %3 = tosa.cast %2 : (tensor<4xf32>) -> tensor<4xi8>
  %4 = tosa.cast %c : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  %5 = tosa.cast %4 : (tensor<4xf16>) -> tensor<4xf32>
  return %1, %3, %5 : tensor<4xi32>, tensor<4xi8>, tensor<4xf32>
}

// -----

// Narrowing first loses values: i32 -> i8 -> i32 is not the identity.
// CHECK-LABEL: func.func @cast_narrow_then_widen
// CHECK: tosa.cast %{{.*}} : (tensor<4xi32>) -> tensor<4xi8>
// CHECK: tosa.cast %{{.*}} : (tensor<4xi8>) -> tensor<4xi32>
func.func @cast_narrow_then_widen(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi8>
  %1 = tosa.cast %0 : (tensor<4xi8>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

// f32 -> f16 rounds, and i16 -> f16 rounds (15 magnitude bits, 11 in f16):
// neither chain may be shortened.
// CHECK-LABEL: func.func @cast_rounding_chains
// CHECK: tosa.cast %{{.*}} : (tensor<4xf32>) -> tensor<4xf16>
// CHECK: tosa.cast %{{.*}} : (tensor<4xf16>) -> tensor<4xf32>
// CHECK: tosa.cast %{{.*}} : (tensor<4xi16>) -> tensor<4xf16>
// CHECK: tosa.cast %{{.*}} : (tensor<4xf16>) -> tensor<4xi32>
func.func @cast_rounding_chains(%a: tensor<4xf32>, %b: tensor<4xi16>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  %1 = tosa.cast %0 : (tensor<4xf16>) -> tensor<4xf32>
  %2 = tosa.cast %b : (tensor<4xi16>) -> tensor<4xf16>
  %3 = tosa.cast %2 : (tensor<4xf16>) -> tensor<4xi32>
  return %1, %3 : tensor<4xf32>, tensor<4xi32>
}

// -----

// i32 -> bool is not value preserving.
// CHECK-LABEL: func.func @cast_to_bool_then_int
// CHECK: tosa.cast %{{.*}} : (tensor<4xi32>) -> tensor<4xi1>
// CHECK: tosa.cast %{{.*}} : (tensor<4xi1>) -> tensor<4xi32>
func.func @cast_to_bool_then_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi1>
  %1 = tosa.cast %0 : (tensor<4xi1>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

// Multiplier 2^30 and shift 30 with equal zero points scale by exactly 1;
// v = x - zp lies in [-255, 255], within apply_scale_32's range.
// CHECK-LABEL: func.func @rescale_unit_int8
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>)
// CHECK-NEXT: return %[[A]]
func.func @rescale_unit_int8(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @rescale_unit_per_channel_int16
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xi16>)
// CHECK-NEXT: return %[[A]]
func.func @rescale_unit_per_channel_int16(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %m = "tosa.const"() <{values = dense<[65536, 1073741824, 262144]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[16, 30, 18]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi16>, tensor<3xi32>, tensor<3xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

// apply_scale_16 has no input range requirement: i32 with 2^14 / 14 folds.
// CHECK-LABEL: func.func @rescale_unit_scale16_int32
// CHECK-SAME: (%[[A:.*]]: tensor<4xi32>)
// CHECK-NEXT: return %[[A]]
func.func @rescale_unit_scale16_int32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// With scale32, apply_scale_32 REQUIREs |v| < 2^(shift-1): 2^29 does not
// cover int32 inputs, and 2^14 (shift 15) does not cover int16 ones.
// CHECK-LABEL: func.func @rescale_unit_out_of_range
// CHECK-COUNT-2: tosa.rescale
func.func @rescale_unit_out_of_range(%a: tensor<4xi32>, %b: tensor<4xi16>) -> (tensor<4xi32>, tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %m15 = "tosa.const"() <{values = dense<32768> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s15 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = tosa.rescale %b, %m15, %s15, %zp16, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0, %1 : tensor<4xi32>, tensor<4xi16>
}

// -----

// Not a unit scale (2^30 / 2^31 = 0.5), different zero points, INEXACT_ROUND
// and unsigned output are all kept.
// CHECK-LABEL: func.func @rescale_not_identity
// CHECK-COUNT-4: tosa.rescale
func.func @rescale_not_identity(%a: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s31, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %1 = tosa.rescale %a, %m, %s, %zp, %zp1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %2 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %3 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0, %1, %2, %3 : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}

// -----

// Non-constant multiplier: nothing is known.
// CHECK-LABEL: func.func @rescale_dynamic_multiplier
// CHECK: tosa.rescale
func.func @rescale_dynamic_multiplier(%a: tensor<4xi8>, %m: tensor<1xi32>) -> tensor<4xi8> {
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
