// Dynamic inputs run by propagating their extents through the graph. A
// result whose shape depends on data (here a shape given as an input) is
// refused with the op's location, not run with a guessed shape.
// RUN: not tosa-run %s --input %S/Inputs/a23_i32.npy --input %S/Inputs/shape_3_2_i32.npy 2>&1 | FileCheck %s
// CHECK: dynamic-unknown-shape.mlir:[[# @LINE + 3]]:8: error: 'tosa.reshape' op has a result whose shape stays unknown for input shapes (2, 3), (2,)

func.func @main(%x: tensor<?x3xi32> {tosa.name = "x"}, %s: !tosa.shape<2> {tosa.name = "s"}) -> tensor<?x?xi32> {
  %0 = tosa.reshape %x, %s : (tensor<?x3xi32>, !tosa.shape<2>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
