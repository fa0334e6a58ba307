// Images of a dynamic batch run one at a time, so they would share the
// model's variables: tosa-compile refuses that combination.

// RUN: not tosa-compile %s -o %t.o 2>&1 | FileCheck %s
// CHECK: error: the model has variables and a dynamic batch, whose images would share them: tosa-compile compiles dynamic extents that are one batch of independent images

tosa.variable @total = dense<0.0> : tensor<1x4xf32>

func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tosa.variable_read @total : tensor<1x4xf32>
  %1 = tosa.add %x, %0 : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
