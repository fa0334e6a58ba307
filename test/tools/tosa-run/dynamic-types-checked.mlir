// A dynamic model's element types are checked as written, before its shapes
// are specialized: folding (here a reduce over an extent of 1, which
// disappears at any batch) must not hide an op the lowering refuses, as it
// is refused in the static model. tosa-compile checks the same way.
// RUN: not tosa-run %s --input %S/Inputs/a4_f32.npy 2>&1 | FileCheck %s
// RUN: not tosa-compile %s -o %t.o 2>&1 | FileCheck %s
// CHECK: dynamic-types-checked.mlir:[[# @LINE + 3]]:8: error: 'tosa.reduce_all' op is not supported by the lowering: (f32) -> f32 is not a TOSA 1.0 type combination

func.func @main(%x: tensor<?x1xf32> {tosa.name = "x"}) -> (tensor<?x1xf32> {tosa.name = "y"}) {
  %0 = tosa.reduce_all %x {axis = 1 : i32} : (tensor<?x1xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}
