// A reshape with a -1 extent (framework IR) runs: the extent is inferred
// from the input's 6 elements.
// RUN: tosa-run %s --input a=%S/Inputs/a23_i32.npy | FileCheck %s
// CHECK: out INT32[3x2] = [0, 1, 2, 3, 4, 5]

func.func @main(%a: tensor<2x3xi32> {tosa.name = "a"}) -> (tensor<3x2xi32> {tosa.name = "out"}) {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
