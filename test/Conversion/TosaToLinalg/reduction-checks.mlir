// RUN: not tosa-run %s --entry=sum_overflow 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: tosa-run %s --entry=sum_back_in_range 2>&1 | FileCheck %s --check-prefix=OK

// REDUCE_SUM on int32 is apply_add_s: every partial sum must fit int32
// (REQUIRE), checked at run time.

// 2147483647 + 1 overflows at the second step even though adding -5 would
// bring the total back into range.
// OVERFLOW: error: runtime check failed: 'tosa.reduce_sum' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): the sum overflows the element type
func.func @sum_overflow() -> tensor<1xi32> {
  %x = "tosa.const"() <{values = dense<[2147483647, 1, -5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// 2147483647 - 1 + 1: every partial sum fits.
// OK: INT32[1] = [2147483647]
func.func @sum_back_in_range() -> tensor<1xi32> {
  %x = "tosa.const"() <{values = dense<[2147483647, -1, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}
