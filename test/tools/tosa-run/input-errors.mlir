// Inputs that do not match the graph are reported, naming the input.

// RUN: not tosa-run %s --input %S/Inputs/a23_i32.npy --input %S/Inputs/b1_i32.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: input 'a' expects shape (4,), got (2, 3)

// RUN: not tosa-run %s --input %S/Inputs/a4_f32.npy --input %S/Inputs/b1_i32.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: error: input 'a' expects INT32 data (npy '<i4'), got npy '<f4'

// RUN: not tosa-run %s --input %S/Inputs/a4_i32.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: missing input 'b' (b INT32[1])

// RUN: not tosa-run %s --input c=%S/Inputs/a4_i32.npy 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: error: the graph has no input named 'c' (inputs: a, b)

// RUN: not tosa-run %s --input a=%S/Inputs/a4_i32.npy --input a=%S/Inputs/a4_i32.npy 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: input 'a' is given twice

// RUN: not tosa-run %s --input %S/Inputs/missing.npy --input %S/Inputs/b1_i32.npy 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: error: input 'a': {{.*}}missing.npy

func.func @main(%a: tensor<4xi32> {tosa.name = "a"}, %b: tensor<1xi32> {tosa.name = "b"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
