// RUN: tosa-opt %s -tosa-to-linalg -linalg-inline-scalar-operands -canonicalize | FileCheck %s --implicit-check-not='{{"?tosa\.[a-z_0-9]+[" ]}}'

// Numeric checks of the integer semantics: each operator runs on rank-0
// constants; after inlining the scalar operands into the generic body the
// canonicalizer folds the body to the value the spec pseudo-code gives.

// (3 * 5 + (1 << 0)) >> 1 = 8
// CHECK-LABEL: func.func @mul_shift_round
// CHECK: %[[C:.+]] = arith.constant 8 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @mul_shift_round() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// (-15 + 1) >> 1 = -7 (floor)
// CHECK-LABEL: func.func @mul_shift_negative
// CHECK: %[[C:.+]] = arith.constant -7 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @mul_shift_negative() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-3> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// The product 2^32 - 2 needs the 64-bit intermediate: (2^32 - 2 + 1) >> 1.
// CHECK-LABEL: func.func @mul_shift_wide_product
// CHECK: %[[C:.+]] = arith.constant 2147483647 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @mul_shift_wide_product() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<2> : tensor<i32>}> : () -> tensor<i32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -7 >> 1 = -4, plus the bit shifted out (1): -3.
// CHECK-LABEL: func.func @ashr_round_negative
// CHECK: %[[C:.+]] = arith.constant -3 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @ashr_round_negative() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-7> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// Without round: floor(-7 / 2) = -4.
// CHECK-LABEL: func.func @ashr_no_round
// CHECK: %[[C:.+]] = arith.constant -4 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @ashr_no_round() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-7> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// Shift 0 with round adds nothing: 7. (The TOSA folder, which the
// conversion driver tries first, already returns the input.)
// CHECK-LABEL: func.func @ashr_round_zero_shift
// CHECK: %[[C:.+]] = "tosa.const"() <{values = dense<7> : tensor<i32>}>
// CHECK: return %[[C]]
func.func @ashr_round_zero_shift() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<7> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// Out-of-range amount (REQUIRE violation): clamped to 7, -128 >> 7 = -1.
// CHECK-LABEL: func.func @ashr_out_of_range
// CHECK: %[[C:.+]] = arith.constant -1 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @ashr_out_of_range() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<-128> : tensor<i8>}> : () -> tensor<i8>
  %b = "tosa.const"() <{values = dense<9> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<i8>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Truncation toward zero: -7 / 2 = -3.
// CHECK-LABEL: func.func @intdiv_truncates
// CHECK: %[[C:.+]] = arith.constant -3 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @intdiv_truncates() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-7> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<2> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.intdiv %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// 7 / -2 = -3 (the -1 / 0 guards leave ordinary divisors alone).
// CHECK-LABEL: func.func @intdiv_negative_divisor
// CHECK: %[[C:.+]] = arith.constant -3 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @intdiv_negative_divisor() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<7> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<-2> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.intdiv %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// REQUIRE violation, deterministic: minimum / -1 wraps to minimum.
// CHECK-LABEL: func.func @intdiv_min_by_minus_one
// CHECK: %[[C:.+]] = arith.constant -2147483648 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @intdiv_min_by_minus_one() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.intdiv %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// REQUIRE violation, deterministic: x / 0 gives x.
// CHECK-LABEL: func.func @intdiv_by_zero
// CHECK: %[[C:.+]] = arith.constant 9 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @intdiv_by_zero() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<9> : tensor<i32>}> : () -> tensor<i32>
  %b = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.intdiv %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -(-128) = 128 saturates to 127 in int8.
// CHECK-LABEL: func.func @negate_saturates
// CHECK: %[[C:.+]] = arith.constant 127 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @negate_saturates() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<-128> : tensor<i8>}> : () -> tensor<i8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %zp, %zp : (tensor<i8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Zero points: -5 - (100 - 3) = -102.
// CHECK-LABEL: func.func @negate_zero_points
// CHECK: %[[C:.+]] = arith.constant -102 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @negate_zero_points() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<100> : tensor<i8>}> : () -> tensor<i8>
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %izp, %ozp : (tensor<i8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Zero points push the result below int8: -128 - (100 - (-128)) saturates.
// CHECK-LABEL: func.func @negate_saturates_low
// CHECK: %[[C:.+]] = arith.constant -128 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @negate_saturates_low() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<100> : tensor<i8>}> : () -> tensor<i8>
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %izp, %ozp : (tensor<i8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Out-of-range amount (REQUIRE violation): 1 << 8 in int8 gives 0.
// CHECK-LABEL: func.func @lshl_out_of_range
// CHECK: %[[C:.+]] = arith.constant 0 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @lshl_out_of_range() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<1> : tensor<i8>}> : () -> tensor<i8>
  %b = "tosa.const"() <{values = dense<8> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.logical_left_shift %a, %b : (tensor<i8>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// 3 << 6 keeps the low 8 bits: 0xC0 = -64.
// CHECK-LABEL: func.func @lshl_drops_high_bits
// CHECK: %[[C:.+]] = arith.constant -64 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @lshl_drops_high_bits() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<3> : tensor<i8>}> : () -> tensor<i8>
  %b = "tosa.const"() <{values = dense<6> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.logical_left_shift %a, %b : (tensor<i8>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Zero fill: 0x80 >> 1 = 0x40 = 64.
// CHECK-LABEL: func.func @lshr_zero_fill
// CHECK: %[[C:.+]] = arith.constant 64 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @lshr_zero_fill() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<-128> : tensor<i8>}> : () -> tensor<i8>
  %b = "tosa.const"() <{values = dense<1> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.logical_right_shift %a, %b : (tensor<i8>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Out-of-range amount (REQUIRE violation): -1 >>> 200 gives 0.
// CHECK-LABEL: func.func @lshr_out_of_range
// CHECK: %[[C:.+]] = arith.constant 0 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @lshr_out_of_range() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<-1> : tensor<i8>}> : () -> tensor<i8>
  %b = "tosa.const"() <{values = dense<-56> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.logical_right_shift %a, %b : (tensor<i8>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// CLZ(0) is the bit width.
// CHECK-LABEL: func.func @clz_zero
// CHECK: %[[C:.+]] = arith.constant 32 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @clz_zero() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.clz %a : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @clamp_int
// CHECK: %[[C:.+]] = arith.constant 100 : i8
// CHECK: linalg.yield %[[C]] : i8
func.func @clamp_int() -> tensor<i8> {
  %a = "tosa.const"() <{values = dense<120> : tensor<i8>}> : () -> tensor<i8>
  %0 = tosa.clamp %a {min_val = -3 : i8, max_val = 100 : i8} : (tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// Float NaN handling (the TOSA folders leave these to the lowering: the
// linalg.yield checks fail if a folder replaced the operator).

// CLAMP with nan_mode IGNORE turns a NaN into min_val.
// CHECK-LABEL: func.func @clamp_nan_ignore
// CHECK: %[[C:.+]] = arith.constant -1.000000e+00 : f32
// CHECK: linalg.yield %[[C]] : f32
func.func @clamp_nan_ignore() -> tensor<f32> {
  %a = "tosa.const"() <{values = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
  %0 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CLAMP with nan_mode PROPAGATE keeps the NaN.
// CHECK-LABEL: func.func @clamp_nan_propagate
// CHECK: %[[C:.+]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.yield %[[C]] : f32
func.func @clamp_nan_propagate() -> tensor<f32> {
  %a = "tosa.const"() <{values = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
  %0 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// MAXIMUM with nan_mode IGNORE returns the other operand.
// CHECK-LABEL: func.func @maximum_nan_ignore
// CHECK: %[[C:.+]] = arith.constant 2.000000e+00 : f32
// CHECK: linalg.yield %[[C]] : f32
func.func @maximum_nan_ignore() -> tensor<f32> {
  %a = "tosa.const"() <{values = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
  %b = "tosa.const"() <{values = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// REQUIRE violation, deterministic: abs(minimum) wraps to minimum.
// CHECK-LABEL: func.func @abs_min
// CHECK: %[[C:.+]] = arith.constant -2147483648 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @abs_min() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.abs %a : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @abs_negative
// CHECK: %[[C:.+]] = arith.constant 300 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @abs_negative() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-300> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.abs %a : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @clz_one
// CHECK: %[[C:.+]] = arith.constant 31 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @clz_one() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = tosa.clz %a : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// int16 operands widen before multiplying: (-32768)^2 = 2^30.
// CHECK-LABEL: func.func @mul_i16_widens
// CHECK: %[[C:.+]] = arith.constant 1073741824 : i32
// CHECK: linalg.yield %[[C]] : i32
func.func @mul_i16_widens() -> tensor<i32> {
  %a = "tosa.const"() <{values = dense<-32768> : tensor<i16>}> : () -> tensor<i16>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<i16>, tensor<i16>, tensor<1xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}
