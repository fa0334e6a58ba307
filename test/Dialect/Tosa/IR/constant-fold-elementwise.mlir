// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant evaluation of the elementwise operators, bit-exact to the spec's
// pseudo-code. Negative cases: results the spec leaves undefined (a REQUIRE)
// and operations that are not exactly rounded are left alone.

//===----------------------------------------------------------------------===//
// ADD / SUB / MUL / INTDIV
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add_int_broadcast
// CHECK: %[[C:.+]] = "tosa.const"() <{values = dense<{{\[\[}}11, 12, 13], [21, 22, 23]]> : tensor<2x3xi32>}>
// CHECK-NOT: tosa.add
// CHECK: return %[[C]]
func.func @add_int_broadcast() -> tensor<2x3xi32> {
  %a = "tosa.const"() <{values = dense<[[1, 2, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %b = "tosa.const"() <{values = dense<[[10], [20]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
  %0 = tosa.add %a, %b : (tensor<1x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// An int32 sum that overflows is undefined (REQUIRE in apply_add_s).
// CHECK-LABEL: func.func @add_int_overflow_not_folded
// CHECK: tosa.add
func.func @add_int_overflow_not_folded() -> tensor<2xi32> {
  %a = "tosa.const"() <{values = dense<[1, 2147483647]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.add %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Round to nearest, ties to even: 1 + 2^-11 is a tie in f16 and rounds to 1,
// 1 + 3 * 2^-11 rounds up to 1 + 2^-9.
// CHECK-LABEL: func.func @add_float
// CHECK-DAG: "tosa.const"() <{values = dense<[1.000000e+00, 1.001950e+00]> : tensor<2xf16>}>
// CHECK-DAG: "tosa.const"() <{values = dense<3.500000e+00> : tensor<4xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<-1.000000e+00> : tensor<4xbf16>}>
// CHECK-NOT: tosa.add
func.func @add_float() -> (tensor<2xf16>, tensor<4xf32>, tensor<4xbf16>) {
  %a = "tosa.const"() <{values = dense<1.0> : tensor<2xf16>}> : () -> tensor<2xf16>
  %b = "tosa.const"() <{values = dense<[0.00048828125, 0.00146484375]> : tensor<2xf16>}> : () -> tensor<2xf16>
  %0 = tosa.add %a, %b : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  %c = "tosa.const"() <{values = dense<1.25> : tensor<4xf32>}> : () -> tensor<4xf32>
  %d = "tosa.const"() <{values = dense<2.25> : tensor<4xf32>}> : () -> tensor<4xf32>
  %1 = tosa.add %c, %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e = "tosa.const"() <{values = dense<1.0> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %f = "tosa.const"() <{values = dense<-2.0> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %2 = tosa.add %e, %f : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0, %1, %2 : tensor<2xf16>, tensor<4xf32>, tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @sub
// CHECK-DAG: "tosa.const"() <{values = dense<[-2147483648, 5]> : tensor<2xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[0.000000e+00, -5.000000e-01]> : tensor<2xf32>}>
// CHECK-NOT: tosa.sub
func.func @sub() -> (tensor<2xi32>, tensor<2xf32>) {
  %a = "tosa.const"() <{values = dense<[-2147483647, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "tosa.const"() <{values = dense<[1, -3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.sub %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %c = "tosa.const"() <{values = dense<[-0.0, 1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %d = "tosa.const"() <{values = dense<[-0.0, 1.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.sub %c, %d : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xi32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @sub_int_overflow_not_folded
// CHECK: tosa.sub
func.func @sub_int_overflow_not_folded() -> tensor<1xi32> {
  %a = "tosa.const"() <{values = dense<-2147483648> : tensor<1xi32>}> : () -> tensor<1xi32>
  %b = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.sub %a, %b : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// shift 0 keeps the low 32 bits (65536 * 65536 = 2^32 -> 0); int8 and int16
// products widen to int32; with shift 2 the product is rounded: (15 + 2) >> 2
// = 4 and (-15 + 2) >> 2 = -4.
// CHECK-LABEL: func.func @mul_int
// CHECK-DAG: "tosa.const"() <{values = dense<[0, -6]> : tensor<2xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[16384, -16256]> : tensor<2xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[4, -4]> : tensor<2xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<1073741824> : tensor<2xi32>}>
// CHECK-NOT: tosa.mul
func.func @mul_int() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a = "tosa.const"() <{values = dense<[65536, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "tosa.const"() <{values = dense<[65536, -3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.mul %a, %b, %s0 : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  %c = "tosa.const"() <{values = dense<[-128, 127]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %d = "tosa.const"() <{values = dense<-128> : tensor<2xi8>}> : () -> tensor<2xi8>
  %1 = tosa.mul %c, %d, %s0 : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi32>
  %e = "tosa.const"() <{values = dense<[3, -3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %f = "tosa.const"() <{values = dense<5> : tensor<2xi32>}> : () -> tensor<2xi32>
  %2 = tosa.mul %e, %f, %s2 : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  %g = "tosa.const"() <{values = dense<-32768> : tensor<2xi16>}> : () -> tensor<2xi16>
  %3 = tosa.mul %g, %g, %s0 : (tensor<2xi16>, tensor<2xi16>, tensor<1xi8>) -> tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// With shift > 0 the result must fit int32 (REQUIRE): 2^30 * 2^30 >> 1 does
// not. (-2^31)^2 + 2^62 overflows the spec's int64_t.
// CHECK-LABEL: func.func @mul_int_shift_overflow_not_folded
// CHECK: tosa.mul
// CHECK: tosa.mul
func.func @mul_int_shift_overflow_not_folded() -> (tensor<1xi32>, tensor<1xi32>) {
  %s1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s63 = "tosa.const"() <{values = dense<63> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.mul %a, %a, %s1 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>
  %b = "tosa.const"() <{values = dense<-2147483648> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = tosa.mul %b, %b, %s63 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>
  return %0, %1 : tensor<1xi32>, tensor<1xi32>
}

// -----

// CHECK-LABEL: func.func @mul_float
// CHECK: "tosa.const"() <{values = dense<[-7.500000e+00, 0.000000e+00]> : tensor<2xf32>}>
// CHECK-NOT: tosa.mul
func.func @mul_float() -> tensor<2xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a = "tosa.const"() <{values = dense<[2.5, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "tosa.const"() <{values = dense<[-3.0, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.mul %a, %b, %s : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Division truncates toward zero.
// CHECK-LABEL: func.func @intdiv
// CHECK: "tosa.const"() <{values = dense<[-3, -3, 3, 0]> : tensor<4xi32>}>
// CHECK-NOT: tosa.intdiv
func.func @intdiv() -> tensor<4xi32> {
  %a = "tosa.const"() <{values = dense<[7, -7, -7, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %b = "tosa.const"() <{values = dense<[-2, 2, -2, 5]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REQUIRE(value2 != 0), and INT32_MIN / -1 does not fit.
// CHECK-LABEL: func.func @intdiv_undefined_not_folded
// CHECK: tosa.intdiv
// CHECK: tosa.intdiv
func.func @intdiv_undefined_not_folded() -> (tensor<2xi32>, tensor<1xi32>) {
  %a = "tosa.const"() <{values = dense<[4, 5]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "tosa.const"() <{values = dense<[2, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %c = "tosa.const"() <{values = dense<-2147483648> : tensor<1xi32>}> : () -> tensor<1xi32>
  %d = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = tosa.intdiv %c, %d : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  return %0, %1 : tensor<2xi32>, tensor<1xi32>
}

// -----

// POW is not exactly rounded: never folded.
// CHECK-LABEL: func.func @pow_not_folded
// CHECK: tosa.pow
func.func @pow_not_folded() -> tensor<1xf32> {
  %a = "tosa.const"() <{values = dense<2.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pow %a, %a : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// A dynamic result type cannot hold a folded constant.
// CHECK-LABEL: func.func @add_dynamic_result_not_folded
// CHECK: tosa.add
func.func @add_dynamic_result_not_folded() -> tensor<?xi32> {
  %a = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.add %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

//===----------------------------------------------------------------------===//
// MAXIMUM / MINIMUM
//===----------------------------------------------------------------------===//

// -----

// On ties apply_max_s returns its first operand (max(-0.0, +0.0) = -0.0) and
// apply_min_s its second (min(+0.0, -0.0) = -0.0). NaN: PROPAGATE gives NaN,
// IGNORE the other operand.
// CHECK-LABEL: func.func @maximum_minimum
// CHECK-DAG: "tosa.const"() <{values = dense<[-0.000000e+00, 0x7FC00000, 2.000000e+00]> : tensor<3xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-0.000000e+00, 1.000000e+00, 2.000000e+00]> : tensor<3xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-5, 3]> : tensor<2xi32>}>
// CHECK-NOT: tosa.maximum
// CHECK-NOT: tosa.minimum
func.func @maximum_minimum() -> (tensor<3xf32>, tensor<3xf32>, tensor<2xi32>) {
  %a = "tosa.const"() <{values = dense<[-0.0, 0x7FC00000, 2.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %b = "tosa.const"() <{values = dense<[0.0, 1.0, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = tosa.maximum %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %c = "tosa.const"() <{values = dense<[0.0, 0x7FC00000, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %d = "tosa.const"() <{values = dense<[-0.0, 1.0, 2.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = tosa.minimum %c, %d {nan_mode = IGNORE} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %e = "tosa.const"() <{values = dense<[-5, 7]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %f = "tosa.const"() <{values = dense<3> : tensor<2xi32>}> : () -> tensor<2xi32>
  %2 = tosa.minimum %e, %f : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<2xi32>
}

//===----------------------------------------------------------------------===//
// Bitwise, shift and logical operators
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @bitwise
// CHECK-DAG: "tosa.const"() <{values = dense<[8, 0]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[14, -1]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[6, -1]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-13, 0]> : tensor<2xi8>}>
// CHECK-NOT: tosa.bitwise
func.func @bitwise() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  %a = "tosa.const"() <{values = dense<[12, -1]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %b = "tosa.const"() <{values = dense<[10, 0]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.bitwise_and %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %1 = tosa.bitwise_or %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %2 = tosa.bitwise_xor %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %3 = tosa.bitwise_not %a : (tensor<2xi8>) -> tensor<2xi8>
  return %0, %1, %2, %3 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

// -----

// int8: 1 << 7 = -128, -128 >>> 7 = 1 (logical), -7 >> 1 = -4, rounded -3.
// CHECK-LABEL: func.func @shifts
// CHECK-DAG: "tosa.const"() <{values = dense<[-128, 12]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[1, 32]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-4, 3]> : tensor<2xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-3, 4]> : tensor<2xi8>}>
// CHECK-NOT: shift
func.func @shifts() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  %a = "tosa.const"() <{values = dense<[1, 3]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %b = "tosa.const"() <{values = dense<[7, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.logical_left_shift %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %c = "tosa.const"() <{values = dense<[-128, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %d = "tosa.const"() <{values = dense<[7, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %1 = tosa.logical_right_shift %c, %d : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %e = "tosa.const"() <{values = dense<[-7, 7]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %f = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  %2 = tosa.arithmetic_right_shift %e, %f {round = false} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %3 = tosa.arithmetic_right_shift %e, %f {round = true} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0, %1, %2, %3 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

// -----

// A shift amount outside [0, 7] is undefined for int8.
// CHECK-LABEL: func.func @shift_out_of_range_not_folded
// CHECK: tosa.logical_left_shift
// CHECK: tosa.arithmetic_right_shift
func.func @shift_out_of_range_not_folded() -> (tensor<1xi8>, tensor<1xi8>) {
  %a = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %b = "tosa.const"() <{values = dense<8> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.logical_left_shift %a, %b : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  %1 = tosa.arithmetic_right_shift %a, %c {round = false} : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  return %0, %1 : tensor<1xi8>, tensor<1xi8>
}

// -----

// CHECK-LABEL: func.func @logical
// CHECK-DAG: "tosa.const"() <{values = dense<[true, false, false, false]> : tensor<4xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[true, true, true, false]> : tensor<4xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[false, true, true, false]> : tensor<4xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[false, false, true, true]> : tensor<4xi1>}>
// CHECK-NOT: tosa.logical
func.func @logical() -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %a = "tosa.const"() <{values = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %b = "tosa.const"() <{values = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %0 = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = tosa.logical_or %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.logical_xor %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = tosa.logical_not %a : (tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @table_int8
// CHECK: "tosa.const"() <{values = dense<[-117, -26, 11, 48, 102, -60]> : tensor<6xi8>}>
// CHECK-NOT: tosa.table
func.func @table_int8() -> tensor<6xi8> {
  %t = "tosa.const"() <{values = dense<[-117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26, 11, 48, 85, 122, -97, -60, -23, 14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %x = "tosa.const"() <{values = dense<[-128, -1, 0, 1, 127, 5]> : tensor<6xi8>}> : () -> tensor<6xi8>
  %0 = tosa.table %x, %t : (tensor<6xi8>, tensor<256xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// -----

// The int16 table interpolates: not folded.
// CHECK-LABEL: func.func @table_int16_not_folded
// CHECK: tosa.table
func.func @table_int16_not_folded() -> tensor<1xi32> {
  %t = "tosa.const"() <{values = dense<7> : tensor<513xi16>}> : () -> tensor<513xi16>
  %x = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.table %x, %t : (tensor<1xi16>, tensor<513xi16>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

//===----------------------------------------------------------------------===//
// Unary operators
//===----------------------------------------------------------------------===//

// -----

// ABS: -0.0 -> +0.0, NaN keeps its sign bit (it is not < 0).
// CHECK-LABEL: func.func @abs
// CHECK-DAG: "tosa.const"() <{values = dense<[5, 0, 2147483647]> : tensor<3xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[2.500000e+00, 0.000000e+00, 0xFFC00000, 0x7F800000]> : tensor<4xf32>}>
// CHECK-NOT: tosa.abs
func.func @abs() -> (tensor<3xi32>, tensor<4xf32>) {
  %a = "tosa.const"() <{values = dense<[-5, 0, -2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = tosa.abs %a : (tensor<3xi32>) -> tensor<3xi32>
  %b = "tosa.const"() <{values = dense<[-2.5, -0.0, 0xFFC00000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %1 = tosa.abs %b : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<3xi32>, tensor<4xf32>
}

// -----

// abs(INT32_MIN) is undefined.
// CHECK-LABEL: func.func @abs_int_min_not_folded
// CHECK: tosa.abs
func.func @abs_int_min_not_folded() -> tensor<1xi32> {
  %a = "tosa.const"() <{values = dense<-2147483648> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.abs %a : (tensor<1xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// CHECK-LABEL: func.func @ceil_floor
// CHECK-DAG: "tosa.const"() <{values = dense<[-1.000000e+00, -0.000000e+00, 3.000000e+00]> : tensor<3xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-2.000000e+00, -1.000000e+00, 2.000000e+00]> : tensor<3xf16>}>
// CHECK-NOT: tosa.ceil
// CHECK-NOT: tosa.floor
func.func @ceil_floor() -> (tensor<3xf32>, tensor<3xf16>) {
  %a = "tosa.const"() <{values = dense<[-1.5, -0.5, 2.25]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = tosa.ceil %a : (tensor<3xf32>) -> tensor<3xf32>
  %b = "tosa.const"() <{values = dense<[-1.5, -0.5, 2.25]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %1 = tosa.floor %b : (tensor<3xf16>) -> tensor<3xf16>
  return %0, %1 : tensor<3xf32>, tensor<3xf16>
}

// -----

// CHECK-LABEL: func.func @clz
// CHECK: "tosa.const"() <{values = dense<[32, 31, 0, 1]> : tensor<4xi32>}>
// CHECK-NOT: tosa.clz
func.func @clz() -> tensor<4xi32> {
  %a = "tosa.const"() <{values = dense<[0, 1, -1, 1073741824]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.clz %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// int8 with zero points: -(x - zp) + zp, saturated: -(10 + 3) - 3 = -16,
// -(-128 + 3) - 3 = 122, -(127 + 3) - 3 = -133 -> -128. float: -x.
// CHECK-LABEL: func.func @negate
// CHECK-DAG: "tosa.const"() <{values = dense<[-16, 122, -128]> : tensor<3xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[32767, -5]> : tensor<2xi16>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[-2.500000e+00, 0x7F800000]> : tensor<2xf32>}>
// CHECK-NOT: tosa.negate
func.func @negate() -> (tensor<3xi8>, tensor<2xi16>, tensor<2xf32>) {
  %zp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a = "tosa.const"() <{values = dense<[10, -128, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %0 = tosa.negate %a, %zp, %zp : (tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %b = "tosa.const"() <{values = dense<[-32768, 5]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %1 = tosa.negate %b, %zp16, %zp16 : (tensor<2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2xi16>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tosa.const"() <{values = dense<[2.5, 0xFF800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %2 = tosa.negate %c, %zpf, %zpf : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<3xi8>, tensor<2xi16>, tensor<2xf32>
}

// -----

// int32: -INT32_MIN overflows acc_t (REQUIRE). float: the spec's 0 - x maps
// -0.0 to +0.0 where an IEEE negation gives -0.0; zeros are left alone.
// CHECK-LABEL: func.func @negate_not_folded
// CHECK: tosa.negate
// CHECK: tosa.negate
func.func @negate_not_folded() -> (tensor<1xi32>, tensor<2xf32>) {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %a = "tosa.const"() <{values = dense<-2147483648> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tosa.const"() <{values = dense<[2.5, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.negate %c, %zpf, %zpf : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<1xi32>, tensor<2xf32>
}

// -----

// Transcendental and reciprocal functions are not exactly rounded.
// CHECK-LABEL: func.func @inexact_not_folded
// CHECK: tosa.exp
// CHECK: tosa.reciprocal
// CHECK: tosa.sigmoid
func.func @inexact_not_folded() -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) {
  %a = "tosa.const"() <{values = dense<2.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.exp %a : (tensor<1xf32>) -> tensor<1xf32>
  %1 = tosa.reciprocal %a : (tensor<1xf32>) -> tensor<1xf32>
  %2 = tosa.sigmoid %a : (tensor<1xf32>) -> tensor<1xf32>
  return %0, %1, %2 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
}

//===----------------------------------------------------------------------===//
// SELECT, comparisons, CLAMP
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @select
// CHECK: "tosa.const"() <{values = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [-1.000000e+00, -2.000000e+00]]> : tensor<2x2xf32>}>
// CHECK-NOT: tosa.select
func.func @select() -> tensor<2x2xf32> {
  %p = "tosa.const"() <{values = dense<[[true], [false]]> : tensor<2x1xi1>}> : () -> tensor<2x1xi1>
  %a = "tosa.const"() <{values = dense<[[1.0, 2.0]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %b = "tosa.const"() <{values = dense<[[-1.0, -2.0]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %0 = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// NaN compares false; -0.0 == +0.0.
// CHECK-LABEL: func.func @comparison
// CHECK-DAG: "tosa.const"() <{values = dense<[true, false, false]> : tensor<3xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[false, false, true]> : tensor<3xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[true, false, true]> : tensor<3xi1>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[false, true, true]> : tensor<3xi1>}>
// CHECK-NOT: tosa.equal
// CHECK-NOT: tosa.greater
func.func @comparison() -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %a = "tosa.const"() <{values = dense<[-0.0, 0x7FC00000, 2.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %b = "tosa.const"() <{values = dense<[0.0, 0x7FC00000, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = tosa.equal %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %1 = tosa.greater %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %2 = tosa.greater_equal %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %c = "tosa.const"() <{values = dense<[-1, 0, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %d = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %3 = tosa.greater_equal %c, %d : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi1>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

// -----

// IGNORE maps NaN to min_val, PROPAGATE keeps it NaN.
// CHECK-LABEL: func.func @clamp
// CHECK-DAG: "tosa.const"() <{values = dense<[-10, 5, 10]> : tensor<3xi8>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[0.000000e+00, 6.000000e+00, 2.500000e+00]> : tensor<3xf32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[0x7FC00000, 6.000000e+00, 2.500000e+00]> : tensor<3xf32>}>
// CHECK-NOT: tosa.clamp
func.func @clamp() -> (tensor<3xi8>, tensor<3xf32>, tensor<3xf32>) {
  %a = "tosa.const"() <{values = dense<[-100, 5, 100]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %0 = tosa.clamp %a {min_val = -10 : i8, max_val = 10 : i8} : (tensor<3xi8>) -> tensor<3xi8>
  %b = "tosa.const"() <{values = dense<[0x7FC00000, 7.0, 2.5]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = tosa.clamp %b {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<3xf32>) -> tensor<3xf32>
  %2 = tosa.clamp %b {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3xi8>, tensor<3xf32>, tensor<3xf32>
}
