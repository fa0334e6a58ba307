// Operators the CPU path cannot run are reported with their location.

// RUN: not tosa-run %s --input %S/Inputs/a4_f32.npy 2>&1 | FileCheck %s
// CHECK: unsupported.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: unsupported custom operator acme::my_op

func.func @main(%a: tensor<4xf32> {tosa.name = "a"}) -> (tensor<4xf32> {tosa.name = "out"}) {
  %0 = tosa.custom %a {domain_name = "acme", implementation_attrs = "", operator_name = "my_op"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
