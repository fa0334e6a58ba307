// An ERROR_IF that depends on a dynamic extent is checked when a run brings
// the extent, and fails it with the rule (here a slice past the end of a
// 4-element input).
// RUN: not tosa-run %s --input %S/Inputs/a4_f32.npy 2>&1 | FileCheck %s
// CHECK: dynamic-error-if.mlir:[[# @LINE + 5]]:8: error: 'tosa.slice' op ERROR_IF(start[index] + size[index] > shape1[index]): expected the slice to end within extent 4 of dimension 0, got start 0 + size 6

func.func @main(%x: tensor<?xf32>) -> tensor<6xf32> {
  %start = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %size = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.slice %x, %start, %size : (tensor<?xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
