// Variables persist across runs in one process (--repeat) and across
// processes through --state-out / --state-in.

// acc starts at [1, 2, 3, 4]; each run adds the input and returns the sum.
// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy | FileCheck %s --check-prefix=ONE
// ONE: out INT32[4] = [2, 4, 6, 8]

// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --repeat 3 | FileCheck %s --check-prefix=THREE
// THREE: out INT32[4] = [4, 8, 12, 16]

// Two runs, state saved; then one more run from the saved state.
// RUN: rm -rf %t && tosa-run %s --input %S/Inputs/a4_i32.npy --repeat 2 --state-out %t/state
// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --state-in %t/state --state-out %t/state2 | FileCheck %s --check-prefix=RESUMED
// RESUMED: out INT32[4] = [4, 8, 12, 16]
// RUN: tosa-run %s --input %t/state2/acc.npy | FileCheck %s --check-prefix=SAVED
// (the saved state [4, 8, 12, 16] fed back as input: acc 1..4 + it)
// SAVED: out INT32[4] = [5, 10, 15, 20]

// A state file of the wrong shape is rejected.
// RUN: mkdir -p %t/bad && cp %S/Inputs/b1_i32.npy %t/bad/acc.npy
// RUN: not tosa-run %s --input %S/Inputs/a4_i32.npy --state-in %t/bad 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: variable 'acc' expects shape (4,), got (1,)

// RUN: tosa-run %s --print-interface | FileCheck %s --check-prefix=IFACE
// IFACE: variable acc INT32[4]

tosa.variable @acc = dense<[1, 2, 3, 4]> : tensor<4xi32>

func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @acc : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @acc, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
