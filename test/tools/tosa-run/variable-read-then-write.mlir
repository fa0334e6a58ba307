// A graph that returns the value it read from a variable and then overwrites
// the variable returns the old value: the read is a snapshot, not the
// variable's storage.

// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy | FileCheck %s --check-prefix=ONE
// ONE: previous INT32[4] = [1, 2, 3, 4]
// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --repeat 2 | FileCheck %s --check-prefix=TWO
// TWO: previous INT32[4] = [2, 4, 6, 8]

tosa.variable @state = dense<[1, 2, 3, 4]> : tensor<4xi32>
func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "previous"}) {
  %s = tosa.variable_read @state : tensor<4xi32>
  %n = tosa.add %s, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @state, %n : tensor<4xi32>
  return %s : tensor<4xi32>
}
