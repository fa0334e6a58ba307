// Framework IR as canonicalization leaves it (weights and zero points as
// arith.constant, a row taken with tensor.extract_slice, a -1 reshape
// extent) exports to .tosa: tosa-legalize-for-export rewrites a copy first.
// The file holds only TOSA ops and runs to the same bytes as the original.
// RUN: tosa-translate --export-tosa-flatbuffer %s -o %t.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.tosa | FileCheck %s
// RUN: tosa-run %s --input %S/../../tools/tosa-run/Inputs/q_x_1x5x5x8_i8.npy --output-dir %t.mlir.out
// RUN: tosa-run %t.tosa --input %S/../../tools/tosa-run/Inputs/q_x_1x5x5x8_i8.npy --output-dir %t.tosa.out
// RUN: cmp %t.mlir.out/out.npy %t.tosa.out/out.npy
// The module given to the exporter is not changed.
// RUN: tosa-opt %s | FileCheck %s --check-prefix=SOURCE
// SOURCE-COUNT-3: arith.constant dense
// SOURCE: tensor.extract_slice

// CHECK-LABEL: func.func @main
// CHECK-NOT: arith.
// CHECK-NOT: tensor.
// CHECK: tosa.conv2d
// CHECK: tosa.slice
// CHECK: tosa.reshape
// CHECK: tosa.reshape
// CHECK-NOT: -1

func.func @main(%x: tensor<1x5x5x8xi8> {tosa.name = "x"}) -> (tensor<40xi32> {tosa.name = "out"}) {
  %w = arith.constant dense<[[[[1, -2, 3, -4, 5, -6, 7, -8]]], [[[2, 2, 2, 2, -2, -2, -2, -2]]]]> : tensor<2x1x1x8xi8>
  %b = arith.constant dense<[100, -100]> : tensor<2xi32>
  %zp = arith.constant dense<0> : tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x8xi8>, tensor<2x1x1x8xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x5x2xi32>
  %1 = tensor.extract_slice %0[0, 1, 0, 0] [1, 4, 5, 2] [1, 1, 1, 1] : tensor<1x5x5x2xi32> to tensor<4x5x2xi32>
  %s = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %2 = tosa.reshape %1, %s : (tensor<4x5x2xi32>, !tosa.shape<1>) -> tensor<40xi32>
  return %2 : tensor<40xi32>
}
