// RUN: tosa-opt %s --tosa-to-tensor | FileCheck %s

// A function returning a constant shape returns it as tensor<Nxindex>.
// CHECK-LABEL: func.func @main() -> tensor<3xindex>
// CHECK: %[[C:.+]] = arith.constant dense<[2, 5, 7]> : tensor<3xindex>
// CHECK: return %[[C]] : tensor<3xindex>
func.func @main() -> !tosa.shape<3> {
  %0 = tosa.const_shape {values = dense<[2, 5, 7]> : tensor<3xindex>} : () -> !tosa.shape<3>
  return %0 : !tosa.shape<3>
}
