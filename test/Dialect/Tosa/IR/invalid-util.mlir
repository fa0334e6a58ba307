// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// apply_scale_32 takes an int32_t value, apply_scale_16 an int48_t one.
func.func @apply_scale_value_type(%v: i16, %m: i32, %s: i8) -> i32 {
  // expected-error @+1 {{'tosa.apply_scale' op expected an i32 (apply_scale_32) or i48 (apply_scale_16) value, got 'i16'}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i16, i32, i8) -> i32
  return %0 : i32
}

// -----

// apply_scale_32 takes an int32_t multiplier.
func.func @apply_scale_multiplier_type(%v: i32, %m: i16, %s: i8) -> i32 {
  // expected-error @+1 {{'tosa.apply_scale' op expected an i32 multiplier, got 'i16'}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i16, i8) -> i32
  return %0 : i32
}

// -----

// apply_scale_16 takes an int16_t multiplier (i32 accepted too).
func.func @apply_scale_16_multiplier_type(%v: i48, %m: i8, %s: i8) -> i32 {
  // expected-error @+1 {{'tosa.apply_scale' op expected an i32 multiplier (or i16 for an i48 value), got 'i8'}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i8, i8) -> i32
  return %0 : i32
}

// -----

// Both helpers return int32_t.
func.func @apply_scale_result_type(%v: i48, %m: i16, %s: i8) -> i48 {
  // expected-error @+1 {{'tosa.apply_scale' op expected an i32 result, got 'i48'}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i48
  return %0 : i48
}

// -----

// The shift is an int8_t.
func.func @apply_scale_shift_type(%v: i32, %m: i32, %s: i32) -> i32 {
  // expected-error @+1 {{'tosa.apply_scale' op operand #2 must be i8, or vector or tensor of i8}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i32) -> i32
  return %0 : i32
}

// -----

// Operands and result have one shape.
func.func @apply_scale_shapes(%v: tensor<2xi32>, %m: tensor<3xi32>, %s: tensor<2xi8>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.apply_scale' op all non-scalar operands/results must have the same shape and base type}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2xi32>, tensor<3xi32>, tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// REQUIRE(multiplier >= 0)
func.func @apply_scale_require_multiplier(%v: tensor<2xi32>, %s: tensor<2xi8>) -> tensor<2xi32> {
  %m = "tosa.const"() <{values = dense<[1, -5]> : tensor<2xi32>}> : () -> tensor<2xi32>
  // expected-error @+1 {{'tosa.apply_scale' op REQUIRE(multiplier >= 0): expected a non-negative multiplier, got -5}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2xi32>, tensor<2xi32>, tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// REQUIRE(2 <= shift && shift <= 62)
func.func @apply_scale_require_shift(%v: tensor<2xi32>, %m: tensor<2xi32>) -> tensor<2xi32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  // expected-error @+1 {{'tosa.apply_scale' op REQUIRE(2 <= shift && shift <= 62): expected a shift in [2, 62], got 1}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2xi32>, tensor<2xi32>, tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// rounding_mode is required.
func.func @apply_scale_missing_rounding_mode(%v: i32, %m: i32, %s: i8) -> i32 {
  // expected-error @+1 {{'tosa.apply_scale' op requires attribute 'rounding_mode'}}
  %0 = tosa.apply_scale %v, %m, %s : (i32, i32, i8) -> i32
  return %0 : i32
}
