// RUN: not tosa-run %s --entry=gather_out_of_range 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: not tosa-run %s --entry=scatter_twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not tosa-run %s --entry=scatter_negative 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: tosa-run %s --entry=scatter_ok 2>&1 | FileCheck %s --check-prefix=OK

// The runtime checks of GATHER and SCATTER fire when run (constant indices
// that violate a REQUIRE keep their checks). The gather reads a clamped row
// so the failed run stays memory-safe.

// GATHER: error: runtime check failed: 'tosa.gather' op REQUIRE(0 <= k && k < K): index out of range
func.func @gather_out_of_range() -> tensor<1x2x2xf32> {
  %v = "tosa.const"() <{values = dense<[[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]]> : tensor<1x3x2xf32>}> : () -> tensor<1x3x2xf32>
  %i = "tosa.const"() <{values = dense<[[1, 1000000]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %0 = tosa.gather %v, %i : (tensor<1x3x2xf32>, tensor<1x2xi32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// TWICE: error: runtime check failed: 'tosa.scatter' op REQUIRE(output_modified[n,k,c] == false): an output position is written twice
// TWICE-NOT: REQUIRE(0 <= k
func.func @scatter_twice() -> tensor<1x3x1xi32> {
  %v = "tosa.const"() <{values = dense<0> : tensor<1x3x1xi32>}> : () -> tensor<1x3x1xi32>
  %i = "tosa.const"() <{values = dense<[[2, 2]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %x = "tosa.const"() <{values = dense<[[[5], [6]]]> : tensor<1x2x1xi32>}> : () -> tensor<1x2x1xi32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x3x1xi32>, tensor<1x2xi32>, tensor<1x2x1xi32>) -> tensor<1x3x1xi32>
  return %0 : tensor<1x3x1xi32>
}

// NEGATIVE: error: runtime check failed: 'tosa.scatter' op REQUIRE(0 <= k && k < K): index out of range
func.func @scatter_negative() -> tensor<1x3x1xi32> {
  %v = "tosa.const"() <{values = dense<0> : tensor<1x3x1xi32>}> : () -> tensor<1x3x1xi32>
  %i = "tosa.const"() <{values = dense<[[-1, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %x = "tosa.const"() <{values = dense<[[[5], [6]]]> : tensor<1x2x1xi32>}> : () -> tensor<1x2x1xi32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x3x1xi32>, tensor<1x2xi32>, tensor<1x2x1xi32>) -> tensor<1x3x1xi32>
  return %0 : tensor<1x3x1xi32>
}

// Rows 2 and 0 written once each, row 1 keeps values_in.
// OK: INT32[1x3x1] = [6, 0, 5]
func.func @scatter_ok() -> tensor<1x3x1xi32> {
  %v = "tosa.const"() <{values = dense<0> : tensor<1x3x1xi32>}> : () -> tensor<1x3x1xi32>
  %i = "tosa.const"() <{values = dense<[[2, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %x = "tosa.const"() <{values = dense<[[[5], [6]]]> : tensor<1x2x1xi32>}> : () -> tensor<1x2x1xi32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x3x1xi32>, tensor<1x2xi32>, tensor<1x2x1xi32>) -> tensor<1x3x1xi32>
  return %0 : tensor<1x3x1xi32>
}
