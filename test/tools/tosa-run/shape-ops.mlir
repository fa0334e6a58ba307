// Shape operators on constant shapes fold before the lowering, so a reshape
// whose shape is computed (4 + 2 = 6) runs.
// RUN: tosa-run %s --input a=%S/Inputs/a23_i32.npy | FileCheck %s
// CHECK: out INT32[6] = [0, 1, 2, 3, 4, 5]

func.func @main(%a: tensor<2x3xi32> {tosa.name = "a"}) -> (tensor<6xi32> {tosa.name = "out"}) {
  %s1 = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s2 = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s = tosa.add_shape %s1, %s2 : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<1>
  %0 = tosa.reshape %a, %s : (tensor<2x3xi32>, !tosa.shape<1>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}
