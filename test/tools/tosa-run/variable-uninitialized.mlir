// Reading a variable without an initial value before any write is a
// runtime error (the stateful-ops design requires a write first); loading
// its state with --state-in makes the read valid.

// RUN: not tosa-run %s --input %S/Inputs/a4_i32.npy 2>&1 | FileCheck %s
// CHECK: error: runtime check failed: 'tosa.variable_read' op REQUIRE(is_written): variable 'state' is read before it is written

// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/a4_i32.npy %t/state.npy
// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --state-in %t | FileCheck %s --check-prefix=LOADED
// LOADED: out INT32[4] = [2, 4, 6, 8]

tosa.variable @state : tensor<4xi32>

func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @state : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @state, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
