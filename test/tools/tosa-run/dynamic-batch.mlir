// A batch dimension `?` inside the graph: the extents flow through conv2d,
// tosa.dim, the shape operators and reshape -1. Each batch size runs the
// model specialized to it, with outputs equal to the static graph's.
// RUN: tosa-run %s --print-interface | FileCheck %s --check-prefix=INTERFACE
// INTERFACE: input x FP32[?x4x4x2]
// INTERFACE: output y FP32[?x10]
// RUN: tosa-run %s --input %S/Inputs/dyn_x1.npy --output-dir %t.1
// RUN: tosa-run %s --input %S/Inputs/dyn_x3.npy --output-dir %t.3
// RUN: tosa-run %s --input %S/Inputs/dyn_x8.npy --output-dir %t.8
// RUN: sed 's/?/3/g' %s > %t.static3.mlir
// RUN: tosa-run %t.static3.mlir --input %S/Inputs/dyn_x3.npy --output-dir %t.s3
// RUN: cmp %t.3/y.npy %t.s3/y.npy
// RUN: sed 's/?/8/g' %s > %t.static8.mlir
// RUN: tosa-run %t.static8.mlir --input %S/Inputs/dyn_x8.npy --output-dir %t.s8
// RUN: cmp %t.8/y.npy %t.s8/y.npy
// RUN: sed 's/?/1/g' %s > %t.static1.mlir
// RUN: tosa-run %t.static1.mlir --input %S/Inputs/dyn_x1.npy --output-dir %t.s1
// RUN: cmp %t.1/y.npy %t.s1/y.npy
// The batch is printed with the outputs.
// RUN: tosa-run %s --input %S/Inputs/dyn_x3.npy | FileCheck %s --check-prefix=PRINT
// PRINT: y FP32[3x10] =
// Shapes that do not fit the signature are refused before compiling.
// RUN: not tosa-run %s --input %S/Inputs/a4_f32.npy 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: input 'x' expects shape (?, 4, 4, 2), got (4,)

func.func @main(%x: tensor<?x4x4x2xf32> {tosa.name = "x"}) -> (tensor<?x10xf32> {tosa.name = "y"}) {
  %w3 = "tosa.const"() <{values = dense<0.125> : tensor<6x3x3x2xf32>}> : () -> tensor<6x3x3x2xf32>
  %b = "tosa.const"() <{values = dense<[0.0, 1.0, -1.0, 0.5, 2.0, -2.0]> : tensor<6xf32>}> : () -> tensor<6xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w3, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x2xf32>, tensor<6x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x2x2x6xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<?x2x2x6xf32>) -> tensor<?x2x2x6xf32>
  %n = tosa.dim %r {axis = 0 : i32} : (tensor<?x2x2x6xf32>) -> !tosa.shape<1>
  %k = tosa.const_shape {values = dense<[1, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %tail = tosa.slice_shape %k, %one, %one : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  %s2 = tosa.concat_shape %n, %tail : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %f = tosa.reshape %r, %s2 : (tensor<?x2x2x6xf32>, !tosa.shape<2>) -> tensor<?x24xf32>
  %sa = tosa.const_shape {values = dense<[1, -1, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %a3 = tosa.reshape %f, %sa : (tensor<?x24xf32>, !tosa.shape<3>) -> tensor<1x?x24xf32>
  %fc = "tosa.const"() <{values = dense<0.03125> : tensor<1x24x10xf32>}> : () -> tensor<1x24x10xf32>
  %m = tosa.matmul %a3, %fc, %z, %z : (tensor<1x?x24xf32>, tensor<1x24x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x10xf32>
  %ten = tosa.const_shape {values = dense<10> : tensor<1xindex>} : () -> !tosa.shape<1>
  %so = tosa.concat_shape %n, %ten : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %y = tosa.reshape %m, %so : (tensor<1x?x10xf32>, !tosa.shape<2>) -> tensor<?x10xf32>
  return %y : tensor<?x10xf32>
}
