// RUN: tosa-opt %s --tosa-to-arith --canonicalize --split-input-file | FileCheck %s --implicit-check-not=tosa.apply_scale --implicit-check-not=arith.shrsi

// Numerics of the apply_scale lowering: each function applies tosa.apply_scale
// to constants, and --canonicalize folds the lowered arith ops to one
// constant. The expected values were computed with tosac::applyScale32
// (lib/Support/TosaScale.cpp), the reference implementation of the spec's
// apply_scale_32; the comment above each case records the call.
// Multiplier 1610612736 = 0x60000000 puts the product just below a rounding
// point, so DOUBLE_ROUND (shift > 31) rounds differently from SINGLE_ROUND;
// 256 * 2145386496 = 2^39 - 2^29 does the same for shift 40.

// value 100, multiplier 1073741824, shift 31, SINGLE_ROUND: applyScale32 = 50
// CHECK-LABEL: func.func @pos_shift31
// CHECK-NEXT: %[[R:.+]] = arith.constant 50 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @pos_shift31() -> i32 {
  %v = arith.constant 100 : i32
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 31 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -100, multiplier 1073741824, shift 31, SINGLE_ROUND: applyScale32 = -50
// CHECK-LABEL: func.func @neg_shift31
// CHECK-NEXT: %[[R:.+]] = arith.constant -50 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @neg_shift31() -> i32 {
  %v = arith.constant -100 : i32
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 31 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -3, multiplier 1073741824, shift 31, SINGLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @neg_half_rounds_up
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @neg_half_rounds_up() -> i32 {
  %v = arith.constant -3 : i32
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 31 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 1, multiplier 1610612736, shift 31, DOUBLE_ROUND: applyScale32 = 1
// CHECK-LABEL: func.func @double_shift31_no_adjust
// CHECK-NEXT: %[[R:.+]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift31_no_adjust() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 31 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 1, multiplier 1610612736, shift 32, SINGLE_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @single_shift32
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift32() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 1, multiplier 1610612736, shift 32, DOUBLE_ROUND: applyScale32 = 1
// CHECK-LABEL: func.func @double_shift32_adjust_up
// CHECK-NEXT: %[[R:.+]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_adjust_up() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -1, multiplier 1610612736, shift 32, SINGLE_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @single_shift32_neg
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift32_neg() -> i32 {
  %v = arith.constant -1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -1, multiplier 1610612736, shift 32, DOUBLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @double_shift32_adjust_down
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_adjust_down() -> i32 {
  %v = arith.constant -1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 1, multiplier 1610612736, shift 32, INEXACT_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @inexact_shift32_as_single
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @inexact_shift32_as_single() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1610612736 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = INEXACT_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -123456789, multiplier 1518500250, shift 40, SINGLE_ROUND: applyScale32 = -170502
// CHECK-LABEL: func.func @single_shift40
// CHECK-NEXT: %[[R:.+]] = arith.constant -170502 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift40() -> i32 {
  %v = arith.constant -123456789 : i32
  %m = arith.constant 1518500250 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -123456789, multiplier 1518500250, shift 40, DOUBLE_ROUND: applyScale32 = -170502
// CHECK-LABEL: func.func @double_shift40
// CHECK-NEXT: %[[R:.+]] = arith.constant -170502 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift40() -> i32 {
  %v = arith.constant -123456789 : i32
  %m = arith.constant 1518500250 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 987654321, multiplier 2147483647, shift 40, DOUBLE_ROUND: applyScale32 = 1929012
// CHECK-LABEL: func.func @double_shift40_pos
// CHECK-NEXT: %[[R:.+]] = arith.constant 1929012 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift40_pos() -> i32 {
  %v = arith.constant 987654321 : i32
  %m = arith.constant 2147483647 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 2147483647, multiplier 2147483647, shift 62, SINGLE_ROUND: applyScale32 = 1
// CHECK-LABEL: func.func @single_shift62
// CHECK-NEXT: %[[R:.+]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift62() -> i32 {
  %v = arith.constant 2147483647 : i32
  %m = arith.constant 2147483647 : i32
  %s = arith.constant 62 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -2147483648, multiplier 2147483647, shift 62, DOUBLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @double_shift62_neg
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift62_neg() -> i32 {
  %v = arith.constant -2147483648 : i32
  %m = arith.constant 2147483647 : i32
  %s = arith.constant 62 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -2, multiplier 3, shift 2, SINGLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @single_shift2
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift2() -> i32 {
  %v = arith.constant -2 : i32
  %m = arith.constant 3 : i32
  %s = arith.constant 2 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 256, multiplier 2145386496, shift 40, SINGLE_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @single_shift40_no_adjust
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @single_shift40_no_adjust() -> i32 {
  %v = arith.constant 256 : i32
  %m = arith.constant 2145386496 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 256, multiplier 2145386496, shift 40, DOUBLE_ROUND: applyScale32 = 1
// CHECK-LABEL: func.func @double_shift40_adjust_up
// CHECK-NEXT: %[[R:.+]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift40_adjust_up() -> i32 {
  %v = arith.constant 256 : i32
  %m = arith.constant 2145386496 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -256, multiplier 2145386496, shift 40, DOUBLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @double_shift40_adjust_down
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift40_adjust_down() -> i32 {
  %v = arith.constant -256 : i32
  %m = arith.constant 2145386496 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// Tensors fold elementwise; the values repeat cases above (50, -50, -1).
// CHECK-LABEL: func.func @tensor_single
// CHECK-NEXT: %[[R:.+]] = arith.constant dense<[50, -50, -1]> : tensor<3xi32>
// CHECK-NEXT: return %[[R]] : tensor<3xi32>
func.func @tensor_single() -> tensor<3xi32> {
  %v = arith.constant dense<[100, -100, -3]> : tensor<3xi32>
  %m = arith.constant dense<1073741824> : tensor<3xi32>
  %s = arith.constant dense<31> : tensor<3xi8>
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<3xi32>, tensor<3xi32>, tensor<3xi8>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// Repeats double_shift32_adjust_up/down and single_shift40_no_adjust's
// operands under DOUBLE_ROUND (1, -1, 1).
// CHECK-LABEL: func.func @tensor_double
// CHECK-NEXT: %[[R:.+]] = arith.constant dense<[1, -1, 1]> : tensor<3xi32>
// CHECK-NEXT: return %[[R]] : tensor<3xi32>
func.func @tensor_double() -> tensor<3xi32> {
  %v = arith.constant dense<[1, -1, 256]> : tensor<3xi32>
  %m = arith.constant dense<[1610612736, 1610612736, 2145386496]> : tensor<3xi32>
  %s = arith.constant dense<[32, 32, 40]> : tensor<3xi8>
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<3xi32>, tensor<3xi32>, tensor<3xi8>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// apply_scale_16 (i48 value, i16 multiplier), checked against
// tosac::applyScale16(-1234567890123, 16384, 30) = -18838011.
// CHECK-LABEL: func.func @scale16_neg_shift30
// CHECK-NEXT: %[[R:.+]] = arith.constant -18838011 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @scale16_neg_shift30() -> i32 {
  %v = arith.constant -1234567890123 : i48
  %m = arith.constant 16384 : i16
  %s = arith.constant 30 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i32
  return %r : i32
}

// -----

// The DOUBLE_ROUND adjustment is exactly 1 << 30: products at and just past
// 2^31 - 2^30 (and -(2^31 - 2^30)) fall on either side of the rounding point.
// value 1, multiplier 1073741824, shift 32, DOUBLE_ROUND: applyScale32 = 1
// CHECK-LABEL: func.func @double_shift32_boundary_up
// CHECK-NEXT: %[[R:.+]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_boundary_up() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value 1, multiplier 1073741823, shift 32, DOUBLE_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @double_shift32_below_boundary
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_below_boundary() -> i32 {
  %v = arith.constant 1 : i32
  %m = arith.constant 1073741823 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -1, multiplier 1073741824, shift 32, DOUBLE_ROUND: applyScale32 = 0
// CHECK-LABEL: func.func @double_shift32_boundary_neg
// CHECK-NEXT: %[[R:.+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_boundary_neg() -> i32 {
  %v = arith.constant -1 : i32
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

// -----

// value -1, multiplier 1073741825, shift 32, DOUBLE_ROUND: applyScale32 = -1
// CHECK-LABEL: func.func @double_shift32_past_boundary_neg
// CHECK-NEXT: %[[R:.+]] = arith.constant -1 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @double_shift32_past_boundary_neg() -> i32 {
  %v = arith.constant -1 : i32
  %m = arith.constant 1073741825 : i32
  %s = arith.constant 32 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
