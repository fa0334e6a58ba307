// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// Identity folds and multi-op patterns of the elementwise operators. Every
// positive case has a negative twin where the rewrite would not be exact.

//===----------------------------------------------------------------------===//
// ADD / SUB
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add_zero_int
// CHECK-SAME: (%[[X:.+]]: tensor<2x3xi32>)
// CHECK-NOT: tosa.add
// CHECK: return %[[X]], %[[X]]
func.func @add_zero_int(%x: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %z = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %0 = tosa.add %x, %z : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
  %1 = tosa.add %z, %x : (tensor<1x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<2x3xi32>
}

// -----

// x + (-0.0) is x for every float x.
// CHECK-LABEL: func.func @add_negative_zero_float
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>)
// CHECK-NOT: tosa.add
// CHECK: return %[[X]]
func.func @add_negative_zero_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<-0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// (-0.0) + (+0.0) is +0.0, so +0.0 is not an identity.
// CHECK-LABEL: func.func @add_positive_zero_float_not_folded
// CHECK: tosa.add
func.func @add_positive_zero_float_not_folded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Returning %x would drop the broadcast to 2x3.
// CHECK-LABEL: func.func @add_zero_broadcast_not_folded
// CHECK: tosa.add
func.func @add_zero_broadcast_not_folded(%x: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.add %x, %z : (tensor<1x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// No float reassociation: (x + 1) + 2 stays two adds.
// CHECK-LABEL: func.func @add_float_not_reassociated
// CHECK: tosa.add
// CHECK: tosa.add
func.func @add_float_not_reassociated(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c2 = "tosa.const"() <{values = dense<2.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %x, %c1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %c2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sub_zero
// CHECK-SAME: (%[[X:.+]]: tensor<4xi32>, %[[Y:.+]]: tensor<4xf16>)
// CHECK-NOT: tosa.sub
// CHECK: return %[[X]], %[[Y]]
func.func @sub_zero(%x: tensor<4xi32>, %y: tensor<4xf16>) -> (tensor<4xi32>, tensor<4xf16>) {
  %zi = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zf = "tosa.const"() <{values = dense<0.0> : tensor<4xf16>}> : () -> tensor<4xf16>
  %0 = tosa.sub %x, %zi : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %y, %zf : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0, %1 : tensor<4xi32>, tensor<4xf16>
}

// -----

// (-0.0) - (-0.0) is +0.0; 0 - x is not x.
// CHECK-LABEL: func.func @sub_not_folded
// CHECK: tosa.sub
// CHECK: tosa.sub
func.func @sub_not_folded(%x: tensor<4xf32>, %y: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %nz = "tosa.const"() <{values = dense<-0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %zi = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.sub %x, %nz : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.sub %zi, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @sub_self_int
// CHECK: %[[Z:.+]] = "tosa.const"() <{values = dense<0> : tensor<4xi32>}>
// CHECK: return %[[Z]]
func.func @sub_self_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.sub %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// inf - inf is NaN.
// CHECK-LABEL: func.func @sub_self_float_not_folded
// CHECK: tosa.sub
func.func @sub_self_float_not_folded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.sub %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// MUL
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @mul_one
// CHECK-SAME: (%[[X:.+]]: tensor<4xi32>, %[[Y:.+]]: tensor<4xbf16>)
// CHECK-NOT: tosa.mul
// CHECK: return %[[X]], %[[X]], %[[Y]]
func.func @mul_one(%x: tensor<4xi32>, %y: tensor<4xbf16>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xbf16>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %one = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %onef = "tosa.const"() <{values = dense<1.0> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %0 = tosa.mul %x, %one, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.mul %one, %x, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %2 = tosa.mul %y, %onef, %s : (tensor<4xbf16>, tensor<4xbf16>, tensor<1xi8>) -> tensor<4xbf16>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xbf16>
}

// -----

// x * 1 with shift 2 is (x + 2) >> 2; int8 x * 1 widens to int32; an unknown
// shift may be non-zero.
// CHECK-LABEL: func.func @mul_one_not_folded
// CHECK: tosa.mul
// CHECK: tosa.mul
// CHECK: tosa.mul
func.func @mul_one_not_folded(%x: tensor<4xi32>, %y: tensor<4xi8>, %s: tensor<1xi8>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %one = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %one8 = "tosa.const"() <{values = dense<1> : tensor<4xi8>}> : () -> tensor<4xi8>
  %0 = tosa.mul %x, %one, %s2 : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.mul %y, %one8, %s0 : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  %2 = tosa.mul %x, %one, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Integer x * 0 is 0 for any shift (the rounding constant is below 2^shift).
// CHECK-LABEL: func.func @mul_zero_int
// CHECK: %[[Z:.+]] = "tosa.const"() <{values = dense<0> : tensor<2x4xi32>}>
// CHECK-NOT: tosa.mul
// CHECK: return %[[Z]], %[[Z]]
func.func @mul_zero_int(%x: tensor<2x4xi32>, %y: tensor<2x4xi16>) -> (tensor<2x4xi32>, tensor<2x4xi32>) {
  %s5 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %z16 = "tosa.const"() <{values = dense<0> : tensor<1x4xi16>}> : () -> tensor<1x4xi16>
  %0 = tosa.mul %x, %z, %s5 : (tensor<2x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  %1 = tosa.mul %z16, %y, %s0 : (tensor<1x4xi16>, tensor<2x4xi16>, tensor<1xi8>) -> tensor<2x4xi32>
  return %0, %1 : tensor<2x4xi32>, tensor<2x4xi32>
}

// -----

// Float x * 0 is NaN for inf and -0.0 for negative x.
// CHECK-LABEL: func.func @mul_zero_float_not_folded
// CHECK: tosa.mul
func.func @mul_zero_float_not_folded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.mul %x, %z, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// MAXIMUM / MINIMUM
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @max_min_self_int
// CHECK-SAME: (%[[X:.+]]: tensor<4xi32>)
// CHECK-NOT: tosa.m
// CHECK: return %[[X]], %[[X]]
func.func @max_min_self_int(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = tosa.maximum %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.minimum %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// A NaN input gives the spec's NaN, not necessarily the input's bits.
// CHECK-LABEL: func.func @max_self_float_not_folded
// CHECK: tosa.maximum
func.func @max_self_float_not_folded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Bitwise and shift operators
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @bitwise_identities
// CHECK-SAME: (%[[X:.+]]: tensor<4xi8>)
// CHECK-DAG: %[[ZERO:.+]] = "tosa.const"() <{values = dense<0> : tensor<4xi8>}>
// CHECK-DAG: %[[ONES:.+]] = "tosa.const"() <{values = dense<-1> : tensor<4xi8>}>
// CHECK-NOT: tosa.bitwise
// CHECK: return %[[X]], %[[ZERO]], %[[X]], %[[ONES]], %[[X]], %[[ZERO]], %[[X]], %[[X]]
func.func @bitwise_identities(%x: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %z = "tosa.const"() <{values = dense<0> : tensor<4xi8>}> : () -> tensor<4xi8>
  %m = "tosa.const"() <{values = dense<-1> : tensor<4xi8>}> : () -> tensor<4xi8>
  %0 = tosa.bitwise_and %x, %m : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.bitwise_and %x, %z : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.bitwise_or %z, %x : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.bitwise_or %x, %m : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %4 = tosa.bitwise_xor %x, %z : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %5 = tosa.bitwise_xor %x, %x : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %6 = tosa.bitwise_and %x, %x : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %7 = tosa.bitwise_or %x, %x : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}

// -----

// and with 0x7f is not the identity; xor with -1 is not either.
// CHECK-LABEL: func.func @bitwise_not_identities
// CHECK: tosa.bitwise_and
// CHECK: tosa.bitwise_xor
func.func @bitwise_not_identities(%x: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %c = "tosa.const"() <{values = dense<127> : tensor<4xi8>}> : () -> tensor<4xi8>
  %m = "tosa.const"() <{values = dense<-1> : tensor<4xi8>}> : () -> tensor<4xi8>
  %0 = tosa.bitwise_and %x, %c : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.bitwise_xor %x, %m : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0, %1 : tensor<4xi8>, tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @shift_by_zero
// CHECK-SAME: (%[[X:.+]]: tensor<4xi16>)
// CHECK-NOT: shift
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]]
func.func @shift_by_zero(%x: tensor<4xi16>) -> (tensor<4xi16>, tensor<4xi16>, tensor<4xi16>, tensor<4xi16>) {
  %z = "tosa.const"() <{values = dense<0> : tensor<4xi16>}> : () -> tensor<4xi16>
  %0 = tosa.logical_left_shift %x, %z : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.logical_right_shift %x, %z : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.arithmetic_right_shift %x, %z {round = false} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %3 = tosa.arithmetic_right_shift %x, %z {round = true} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0, %1, %2, %3 : tensor<4xi16>, tensor<4xi16>, tensor<4xi16>, tensor<4xi16>
}

// -----

// Shifting zero is not an identity of the shift amount.
// CHECK-LABEL: func.func @shift_of_zero_not_folded
// CHECK: tosa.logical_left_shift
func.func @shift_of_zero_not_folded(%x: tensor<4xi16>) -> tensor<4xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<4xi16>}> : () -> tensor<4xi16>
  %0 = tosa.logical_left_shift %z, %x : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @intdiv_by_one
// CHECK-SAME: (%[[X:.+]]: tensor<4xi32>)
// CHECK-NOT: tosa.intdiv
// CHECK: return %[[X]]
func.func @intdiv_by_one(%x: tensor<4xi32>) -> tensor<4xi32> {
  %one = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.intdiv %x, %one : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// 1 / x is not x.
// CHECK-LABEL: func.func @intdiv_one_by_not_folded
// CHECK: tosa.intdiv
func.func @intdiv_one_by_not_folded(%x: tensor<4xi32>) -> tensor<4xi32> {
  %one = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.intdiv %one, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// Logical operators
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @logical_identities
// CHECK-SAME: (%[[X:.+]]: tensor<4xi1>)
// CHECK-DAG: %[[F:.+]] = "tosa.const"() <{values = dense<false> : tensor<4xi1>}>
// CHECK-DAG: %[[T:.+]] = "tosa.const"() <{values = dense<true> : tensor<4xi1>}>
// CHECK-NOT: tosa.logical
// CHECK: return %[[X]], %[[F]], %[[X]], %[[T]], %[[X]], %[[F]], %[[X]], %[[X]]
func.func @logical_identities(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %t = "tosa.const"() <{values = dense<true> : tensor<4xi1>}> : () -> tensor<4xi1>
  %f = "tosa.const"() <{values = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
  %0 = tosa.logical_and %x, %t : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = tosa.logical_and %f, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.logical_or %x, %f : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = tosa.logical_or %x, %t : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %4 = tosa.logical_xor %f, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %5 = tosa.logical_xor %x, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %6 = tosa.logical_and %x, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %7 = tosa.logical_or %x, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// The constant operand would have to broadcast %x from 1x4 to 2x4; x xor
// true is not x.
// CHECK-LABEL: func.func @logical_not_identities
// CHECK: tosa.logical_and
// CHECK: tosa.logical_xor
func.func @logical_not_identities(%x: tensor<1x4xi1>, %y: tensor<4xi1>) -> (tensor<2x4xi1>, tensor<4xi1>) {
  %t = "tosa.const"() <{values = dense<true> : tensor<2x4xi1>}> : () -> tensor<2x4xi1>
  %tt = "tosa.const"() <{values = dense<true> : tensor<4xi1>}> : () -> tensor<4xi1>
  %0 = tosa.logical_and %x, %t : (tensor<1x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  %1 = tosa.logical_xor %y, %tt : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<2x4xi1>, tensor<4xi1>
}

//===----------------------------------------------------------------------===//
// Unary operators
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @involutions
// CHECK-SAME: (%[[B:.+]]: tensor<4xi1>, %[[I:.+]]: tensor<4xi8>)
// CHECK-NOT: tosa.
// CHECK: return %[[B]], %[[I]]
func.func @involutions(%b: tensor<4xi1>, %i: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi8>) {
  %0 = tosa.logical_not %b : (tensor<4xi1>) -> tensor<4xi1>
  %1 = tosa.logical_not %0 : (tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.bitwise_not %i : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.bitwise_not %2 : (tensor<4xi8>) -> tensor<4xi8>
  return %1, %3 : tensor<4xi1>, tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @idempotent
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>, %[[Y:.+]]: tensor<4xi32>)
// CHECK: %[[C:.+]] = tosa.ceil %[[X]]
// CHECK: %[[F:.+]] = tosa.floor %[[X]]
// CHECK: %[[A:.+]] = tosa.abs %[[Y]]
// CHECK: %[[AF:.+]] = tosa.abs %[[X]]
// CHECK-NOT: tosa.
// CHECK: return %[[C]], %[[F]], %[[A]], %[[AF]]
func.func @idempotent(%x: tensor<4xf32>, %y: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %0 = tosa.ceil %x : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.ceil %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.floor %x : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.floor %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.abs %y : (tensor<4xi32>) -> tensor<4xi32>
  %5 = tosa.abs %4 : (tensor<4xi32>) -> tensor<4xi32>
  %6 = tosa.abs %x : (tensor<4xf32>) -> tensor<4xf32>
  %7 = tosa.abs %6 : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %3, %5, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// floor(ceil(x)) is ceil(x) too, but only same-op pairs are folded.
// CHECK-LABEL: func.func @mixed_rounding_not_folded
// CHECK: tosa.ceil
// CHECK: tosa.floor
func.func @mixed_rounding_not_folded(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.ceil %x : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.floor %0 : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// negate(negate(x)) is x for int32 with zero points 0: only minimum_s does
// not round-trip, and its negation is undefined.
// CHECK-LABEL: func.func @negate_negate_int32
// CHECK-SAME: (%[[X:.+]]: tensor<4xi32>)
// CHECK-NOT: tosa.negate
// CHECK: return %[[X]]
func.func @negate_negate_int32(%x: tensor<4xi32>) -> tensor<4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %x, %zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %1 = tosa.negate %0, %zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

// int8: -(-128) saturates to 127, whose negation is -127. float: the spec
// computes 0 - x, so negate(negate(-0.0)) is +0.0. int8 with a zero point
// saturates too.
// CHECK-LABEL: func.func @negate_negate_not_folded
// CHECK-COUNT-6: tosa.negate
func.func @negate_negate_not_folded(%x: tensor<4xi8>, %y: tensor<4xf32>) -> (tensor<4xi8>, tensor<4xf32>, tensor<4xi8>) {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp5 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %x, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %1 = tosa.negate %0, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %2 = tosa.negate %y, %zpf, %zpf : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %3 = tosa.negate %2, %zpf, %zpf : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %4 = tosa.negate %x, %zp5, %zp5 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %5 = tosa.negate %4, %zp5, %zp5 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %1, %3, %5 : tensor<4xi8>, tensor<4xf32>, tensor<4xi8>
}

//===----------------------------------------------------------------------===//
// SELECT
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @select_constant_predicate
// CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %[[B:.+]]: tensor<4xf32>, %[[P:.+]]: tensor<4xi1>)
// CHECK-NOT: tosa.select
// CHECK: return %[[A]], %[[B]], %[[A]]
func.func @select_constant_predicate(%a: tensor<4xf32>, %b: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
  %f = "tosa.const"() <{values = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
  %0 = tosa.select %t, %a, %b : (tensor<1xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.select %f, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.select %p, %a, %a : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// The chosen side would have to broadcast from 1x4 to 2x4.
// CHECK-LABEL: func.func @select_constant_predicate_broadcast_not_folded
// CHECK: tosa.select
func.func @select_constant_predicate_broadcast_not_folded(%a: tensor<1x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %t = "tosa.const"() <{values = dense<true> : tensor<1x1xi1>}> : () -> tensor<1x1xi1>
  %0 = tosa.select %t, %a, %b : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @select_of_logical_not
// CHECK-SAME: (%[[P:.+]]: tensor<4xi1>, %[[A:.+]]: tensor<4xi8>, %[[B:.+]]: tensor<4xi8>)
// CHECK-NOT: tosa.logical_not
// CHECK: %[[S:.+]] = tosa.select %[[P]], %[[B]], %[[A]]
// CHECK: return %[[S]]
func.func @select_of_logical_not(%p: tensor<4xi1>, %a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %n = tosa.logical_not %p : (tensor<4xi1>) -> tensor<4xi1>
  %0 = tosa.select %n, %a, %b : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @compare_self_int
// CHECK-DAG: %[[T:.+]] = "tosa.const"() <{values = dense<true> : tensor<4xi1>}>
// CHECK-DAG: %[[F:.+]] = "tosa.const"() <{values = dense<false> : tensor<4xi1>}>
// CHECK-NOT: tosa.equal
// CHECK-NOT: tosa.greater
// CHECK: return %[[T]], %[[F]], %[[T]]
func.func @compare_self_int(%x: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = tosa.equal %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = tosa.greater %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = tosa.greater_equal %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// NaN == NaN is false.
// CHECK-LABEL: func.func @compare_self_float_not_folded
// CHECK: tosa.equal
// CHECK: tosa.greater_equal
func.func @compare_self_float_not_folded(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = tosa.equal %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = tosa.greater_equal %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

//===----------------------------------------------------------------------===//
// CLAMP
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @clamp_identity
// CHECK-SAME: (%[[X:.+]]: tensor<4xi8>, %[[Y:.+]]: tensor<4xf32>)
// CHECK-NOT: tosa.clamp
// CHECK: return %[[X]], %[[Y]]
func.func @clamp_identity(%x: tensor<4xi8>, %y: tensor<4xf32>) -> (tensor<4xi8>, tensor<4xf32>) {
  %0 = tosa.clamp %x {min_val = -128 : i8, max_val = 127 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %y {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xi8>, tensor<4xf32>
}

// -----

// With IGNORE a NaN becomes -inf; a narrower interval is no identity.
// CHECK-LABEL: func.func @clamp_identity_not_folded
// CHECK: tosa.clamp
// CHECK: tosa.clamp
func.func @clamp_identity_not_folded(%x: tensor<4xi8>, %y: tensor<4xf32>) -> (tensor<4xi8>, tensor<4xf32>) {
  %0 = tosa.clamp %x {min_val = -127 : i8, max_val = 127 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %y {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xi8>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_of_clamp
// CHECK-SAME: (%[[X:.+]]: tensor<4xi16>, %[[Y:.+]]: tensor<4xf32>)
// CHECK: %[[A:.+]] = tosa.clamp %[[X]] {max_val = 50 : i16, min_val = 0 : i16}
// CHECK: %[[B:.+]] = tosa.clamp %[[Y]] {max_val = 4.000000e+00 : f32, min_val = 2.000000e+00 : f32, nan_mode = IGNORE}
// CHECK: return %[[A]], %[[B]]
func.func @clamp_of_clamp(%x: tensor<4xi16>, %y: tensor<4xf32>) -> (tensor<4xi16>, tensor<4xf32>) {
  %0 = tosa.clamp %x {min_val = -10 : i16, max_val = 50 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.clamp %0 {min_val = 0 : i16, max_val = 100 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.clamp %y {min_val = 1.0 : f32, max_val = 4.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.clamp %2 {min_val = 2.0 : f32, max_val = 8.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %3 : tensor<4xi16>, tensor<4xf32>
}

// -----

// Not merged: a zero float bound (apply_max_s keeps the first of -0.0 and
// +0.0), different nan_modes, and disjoint intervals.
// CHECK-LABEL: func.func @clamp_of_clamp_not_merged
// CHECK-COUNT-6: tosa.clamp
func.func @clamp_of_clamp_not_merged(%x: tensor<4xf32>, %y: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi8>) {
  %0 = tosa.clamp %x {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.clamp %0 {min_val = -0.0 : f32, max_val = 4.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.clamp %x {min_val = 1.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.clamp %2 {min_val = 2.0 : f32, max_val = 4.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.clamp %y {min_val = 0 : i8, max_val = 10 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %5 = tosa.clamp %4 {min_val = 20 : i8, max_val = 30 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xi8>
}

// -----

// Bounds of the other signedness are not folded or merged: they have no one
// meaning on the elements.
// CHECK-LABEL: func.func @clamp_unsigned_bounds_kept
// CHECK: tosa.clamp {{.*}}max_val = 200 : ui8
// CHECK: tosa.clamp {{.*}}max_val = 100 : i8
func.func @clamp_unsigned_bounds_kept() -> tensor<4xi8> {
  %a = "tosa.const"() <{values = dense<[-128, -1, 5, 127]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %0 = tosa.clamp %a {max_val = 200 : ui8, min_val = 0 : ui8} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %0 {max_val = 100 : i8, min_val = 3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
