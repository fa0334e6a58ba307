// A slice with -1 sizes (to the end, as framework IR writes them) runs: the
// extents are what remains of the input from start, here columns 1 and 2 of
// both rows. A dynamic input runs too: its -1 is resolved per input shape.
// RUN: tosa-run %s --entry=static --input a=%S/Inputs/a23_i32.npy | FileCheck %s
// RUN: tosa-run %s --entry=dynamic --input a=%S/Inputs/a23_i32.npy | FileCheck %s
// CHECK: out INT32[2x2] = [1, 2, 4, 5]

func.func @static(%a: tensor<2x3xi32> {tosa.name = "a"}) -> (tensor<2x2xi32> {tosa.name = "out"}) {
  %s = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @dynamic(%a: tensor<?x3xi32> {tosa.name = "a"}) -> (tensor<?x2xi32> {tosa.name = "out"}) {
  %s = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<?x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}
