// The graph's inputs by position and by name, outputs printed or written as
// .npy files named after the graph's outputs.

// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --input %S/Inputs/b1_i32.npy | FileCheck %s --check-prefix=PRINT
// PRINT: out INT32[4] = [11, 24, 39, 56]

// RUN: tosa-run %s --input b=%S/Inputs/b1_i32.npy --input a=%S/Inputs/a4_i32.npy | FileCheck %s --check-prefix=PRINT

// RUN: rm -rf %t && tosa-run %s --input %S/Inputs/a4_i32.npy --input %S/Inputs/b1_i32.npy --output-dir %t
// RUN: tosa-run %s --input %t/out.npy --input %S/Inputs/b1_i32.npy | FileCheck %s --check-prefix=AGAIN
// (11+10)*1, (24+10)*2, (39+10)*3, (56+10)*4
// AGAIN: out INT32[4] = [21, 68, 147, 264]

// RUN: tosa-run %s --print-interface | FileCheck %s --check-prefix=IFACE
// IFACE: input a INT32[4]
// IFACE-NEXT: input b INT32[1]
// IFACE-NEXT: output out INT32[4]

// RUN: tosa-run %s --input %S/Inputs/a4_i32.npy --input %S/Inputs/b1_i32.npy --benchmark 3 --repeat 2 | FileCheck %s --check-prefix=BENCH
// BENCH: compile: {{[0-9.]+}} ms
// BENCH-NEXT: run (3 runs, {{[0-9]+}} threads): median {{[0-9.]+}} ms, min {{[0-9.]+}} ms

func.func @main(%a: tensor<4xi32> {tosa.name = "a"}, %b: tensor<1xi32> {tosa.name = "b"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %c = "tosa.const"() <{values = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.mul %0, %c, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
