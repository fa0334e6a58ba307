// A failed runtime check (cf.assert, as the lowerings emit for data-dependent
// ERROR_IF / REQUIRE conditions) fails the run with its message and writes
// no outputs.

// RUN: rm -rf %t && not tosa-run %s --input %S/Inputs/a4_i32.npy --output-dir %t 2>&1 | FileCheck %s
// CHECK: error: runtime check failed: 'tosa.test' op REQUIRE(a[0] != 1): first element is 1
// RUN: not ls %t/out.npy

func.func @main(%a: tensor<4xi32> {tosa.name = "a"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %first = tensor.extract %a[%c0] : tensor<4xi32>
  %ok = arith.cmpi ne, %first, %one : i32
  cf.assert %ok, "'tosa.test' op REQUIRE(a[0] != 1): first element is 1"
  %0 = tosa.add %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
