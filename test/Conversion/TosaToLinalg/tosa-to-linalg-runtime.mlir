// RUN: tosa-opt %s -tosa-to-linalg | FileCheck %s

// Runtime operands and runtime checks of the element-wise operators: the
// spec's REQUIRE / ERROR_IF conditions on data become cf.assert, with
// constant operands that satisfy them giving no check.

// A runtime shift is read with tensor.extract, checked and clamped; the
// rounding constant is computed once, outside the generic; the body checks
// the range of the rounded product when shift > 0.
// CHECK-LABEL: func.func @mul_runtime_shift
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<1xi8>
// CHECK: %[[RAW:.+]] = tensor.extract %[[S]][%{{.+}}] : tensor<1xi8>
// CHECK: %[[S64:.+]] = arith.extsi %[[RAW]] : i8 to i64
// CHECK: cf.assert %{{.+}}, "'tosa.mul' op REQUIRE(0 <= shift && shift <= 63): shift out of range"
// CHECK: linalg.generic
// CHECK:   arith.muli %{{.+}} : i64
// CHECK:   arith.shrsi
// CHECK:   cf.assert %{{.+}}, "'tosa.mul' op REQUIRE(product >= minimum_s<i32_t>() && product <= maximum_s<i32_t>()): rounded product out of the int32 range"
func.func @mul_runtime_shift(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// int8 inputs take no shift: REQUIRE(shift == 0), and a plain product.
// CHECK-LABEL: func.func @mul_i8_runtime_shift
// CHECK: tensor.extract
// CHECK: cf.assert %{{.+}}, "'tosa.mul' op REQUIRE(is_same<in_t,int32_t>() || shift == 0): expected shift 0 for this input type"
// CHECK: linalg.generic
// CHECK:   arith.extsi
// CHECK:   arith.extsi
// CHECK:   arith.muli %{{.+}} : i32
// CHECK-NEXT: linalg.yield
func.func @mul_i8_runtime_shift(%a: tensor<4xi8>, %b: tensor<4xi8>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A constant shift 0 needs no check at all.
// CHECK-LABEL: func.func @mul_constant_shift_zero
// CHECK-NOT: cf.assert
// CHECK: arith.muli %{{.+}} : i32
// CHECK-NOT: cf.assert
// CHECK: return
func.func @mul_constant_shift_zero(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A valid constant shift: only the product range check, in the body.
// CHECK-LABEL: func.func @mul_constant_shift
// CHECK-NOT: tensor.extract
// CHECK: linalg.generic
// CHECK:   arith.constant 4 : i64
// CHECK:   arith.constant 3 : i64
// CHECK:   cf.assert %{{.+}}, "'tosa.mul' op REQUIRE(product
func.func @mul_constant_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Operand ranges (IntegerRanges.h) put a rounded product with a constant
// shift into 32-bit lanes without a check: int8 values times a constant
// factor split (SplitProducts.h: 1518500250 = 45 * 2^25 + 8550810 at the
// shift 31 for |v| <= 128), int8 times int16 values round the int32
// product; products of int16 values at the shift 40 stay 64-bit but cannot
// leave int32, so they take no check either.
// CHECK-LABEL: func.func @mul_shift_of_known_ranges
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
// CHECK-NOT: i64
// CHECK: %[[Q:.+]] = arith.muli %[[V:.+]], %c45_i32 : i32
// CHECK: %[[R:.+]] = arith.muli %[[V]], %c8550810_i32 : i32
// CHECK: %[[L:.+]] = arith.shrsi %[[R]], %c25_i32 : i32
// CHECK: %[[S:.+]] = arith.addi %[[Q]], %[[L]] : i32
// CHECK: %[[H:.+]] = arith.addi %[[S]], %c32_i32 : i32
// CHECK: arith.shrsi %[[H]], %c6_i32 : i32
// CHECK: linalg.generic
// CHECK-NOT: i64
// CHECK: %[[P:.+]] = arith.muli %{{.+}}, %{{.+}} : i32
// CHECK: %[[PR:.+]] = arith.addi %[[P]], %c16_i32 : i32
// CHECK: arith.shrsi %[[PR]], %c5_i32 : i32
// CHECK: linalg.generic
// CHECK: arith.muli %{{.+}} : i64
// CHECK-NOT: cf.assert
// CHECK: return
func.func @mul_shift_of_known_ranges(%a: tensor<4xi8>, %b: tensor<4xi16>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %x = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %y = tosa.cast %b : (tensor<4xi16>) -> tensor<4xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s5 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s40 = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %x, %m, %s31 : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.mul %x, %y, %s5 : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %2 = tosa.mul %y, %y, %s40 : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// Float MUL: a runtime shift must be 0.
// CHECK-LABEL: func.func @mul_f32_runtime_shift
// CHECK: cf.assert %{{.+}}, "'tosa.mul' op REQUIRE(is_same<in_t,int32_t>() || shift == 0)
// CHECK: arith.mulf
func.func @mul_f32_runtime_shift(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<1xi8>) -> tensor<4xf32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// int8 NEGATE: runtime zero points are read and sign-extended to int32.
// CHECK-LABEL: func.func @negate_i8_runtime_zp
// CHECK-SAME: (%[[A:.+]]: tensor<4xi8>, %[[IZP:.+]]: tensor<1xi8>, %[[OZP:.+]]: tensor<1xi8>)
// CHECK: %[[I:.+]] = tensor.extract %[[IZP]]
// CHECK: %[[I32:.+]] = arith.extsi %[[I]] : i8 to i32
// CHECK: %[[O:.+]] = tensor.extract %[[OZP]]
// CHECK: %[[O32:.+]] = arith.extsi %[[O]] : i8 to i32
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
// CHECK:   %[[V:.+]] = arith.subi %{{.+}}, %[[I32]] : i32
// CHECK:   arith.subi %[[O32]], %[[V]] : i32
func.func @negate_i8_runtime_zp(%a: tensor<4xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a, %izp, %ozp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// int16 NEGATE: zero points must be 0 (ERROR_IF), checked at run time.
// CHECK-LABEL: func.func @negate_i16_runtime_zp
// CHECK: cf.assert %{{.+}}, "'tosa.negate' op ERROR_IF(!is_same<in_out_t,i8_t>() && input1_zp != 0): input1_zp must be 0 for this type"
// CHECK: cf.assert %{{.+}}, "'tosa.negate' op ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0): output_zp must be 0 for this type"
// CHECK: linalg.generic
func.func @negate_i16_runtime_zp(%a: tensor<4xi16>, %izp: tensor<1xi16>, %ozp: tensor<1xi16>) -> tensor<4xi16> {
  %0 = tosa.negate %a, %izp, %ozp : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// int32 NEGATE: 0 - minimum overflows apply_sub_s (REQUIRE), in the body.
// CHECK-LABEL: func.func @negate_i32
// CHECK: linalg.generic
// CHECK:   %[[MIN:.+]] = arith.constant -2147483648 : i32
// CHECK:   %[[OK:.+]] = arith.cmpi ne, %{{.+}}, %[[MIN]] : i32
// CHECK:   cf.assert %[[OK]], "'tosa.negate' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): negation of the minimum value overflows"
func.func @negate_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Float NEGATE: runtime zero points must be 0.0.
// CHECK-LABEL: func.func @negate_f32_runtime_zp
// CHECK: %[[Z:.+]] = tensor.extract
// CHECK: arith.cmpf oeq, %[[Z]]
// CHECK: cf.assert %{{.+}}, "'tosa.negate' op ERROR_IF(!is_same<in_out_t,i8_t>() && input1_zp != 0)
// CHECK: arith.negf
func.func @negate_f32_runtime_zp(%a: tensor<4xf32>, %izp: tensor<1xf32>, %ozp: tensor<1xf32>) -> tensor<4xf32> {
  %0 = tosa.negate %a, %izp, %ozp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// INTDIV: division by zero and minimum / -1.
// CHECK-LABEL: func.func @intdiv
// CHECK: linalg.generic
// CHECK:   cf.assert %{{.+}}, "'tosa.intdiv' op REQUIRE(value2 != 0): division by zero"
// CHECK:   cf.assert %{{.+}}, "'tosa.intdiv' op REQUIRE(static_cast<int64_t>(value1) / static_cast<int64_t>(value2) <= maximum_s<in_out_t>()): division of the minimum value by -1 overflows"
// CHECK:   arith.divsi
func.func @intdiv(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Shift amounts outside [0, bits - 1] (an unsigned comparison).
// CHECK-LABEL: func.func @shifts
// CHECK: arith.cmpi ult, %{{.+}}, %{{.+}} : i16
// CHECK: cf.assert %{{.+}}, "'tosa.logical_left_shift' op REQUIRE(0 <= value2 && value2 <= 15): shift amount out of range"
// CHECK: arith.shli
// CHECK: cf.assert %{{.+}}, "'tosa.logical_right_shift' op REQUIRE(0 <= value2 && value2 <= 15): shift amount out of range"
// CHECK: arith.shrui
// CHECK: cf.assert %{{.+}}, "'tosa.arithmetic_right_shift' op REQUIRE(0 <= value2 && value2 <= 15): shift amount out of range"
// CHECK: arith.shrsi
func.func @shifts(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.logical_right_shift %0, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.arithmetic_right_shift %1, %b {round = false} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %2 : tensor<4xi16>
}

// ADD / SUB / ABS on integers: signed overflow of apply_add_s / apply_sub_s.
// CHECK-LABEL: func.func @add_sub_abs
// CHECK: cf.assert %{{.+}}, "'tosa.add' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): integer addition overflows"
// CHECK: cf.assert %{{.+}}, "'tosa.sub' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): integer subtraction overflows"
// CHECK: cf.assert %{{.+}}, "'tosa.abs' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): negation of the minimum value overflows"
func.func @add_sub_abs(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %0, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.abs %1 : (tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}

// The operands' ranges can prove that no result overflows: the rescaled
// int8 values of a residual add (at most 2^19 * 128 each) add without a
// check, constants too; a rescale that can reach the whole int32 range, or
// a difference whose ends leave it, keeps the check.
// CHECK-LABEL: func.func @add_sub_of_known_ranges
// CHECK-NOT: cf.assert
// CHECK: arith.addi %{{.+}} : i32
// CHECK-NOT: cf.assert
// CHECK: arith.subi %{{.+}} : i32
// CHECK-NOT: cf.assert
// CHECK: arith.addi %{{.+}} : i32
// CHECK: cf.assert %{{.+}}, "'tosa.add' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): integer addition overflows"
// CHECK: arith.subi %{{.+}} : i32
// CHECK: cf.assert %{{.+}}, "'tosa.sub' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): integer subtraction overflows"
func.func @add_sub_of_known_ranges(%a: tensor<4xi8>, %b: tensor<4xi8>, %c: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ra = tosa.rescale %a, %m, %s, %zp8, %zp32 {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %rb = tosa.rescale %b, %m, %s, %zp8, %zp32 {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %k = "tosa.const"() <{values = dense<[5, -7, 2147483, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.add %ra, %rb : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %ra, %k : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.add %c, %ra : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %huge = "tosa.const"() <{values = dense<[2147483000]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %3 = tosa.sub %ra, %huge : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// CLAMP bounds its result and a proven ADD / SUB bounds its own: a chain
// of them needs no check until an operand can take any int32.
// CHECK-LABEL: func.func @add_sub_of_clamped_values
// CHECK-NOT: cf.assert
// CHECK: arith.addi %{{.+}} : i32
// CHECK-NOT: cf.assert
// CHECK: arith.subi %{{.+}} : i32
// CHECK-NOT: cf.assert
// CHECK: arith.addi %{{.+}} : i32
// CHECK: cf.assert %{{.+}}, "'tosa.add' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): integer addition overflows"
func.func @add_sub_of_clamped_values(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %ca = tosa.clamp %a {min_val = -1000 : i32, max_val = 1000 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %cb = tosa.clamp %b {min_val = -5 : i32, max_val = 5 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %0 = tosa.add %ca, %cb : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %0, %cb : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.add %1, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}

// Float ADD has no check.
// CHECK-LABEL: func.func @add_f32
// CHECK-NOT: cf.assert
// CHECK: return
func.func @add_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
