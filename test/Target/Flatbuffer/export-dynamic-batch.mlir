// A model with a dynamic batch exports to .tosa: the extents stay -1, and
// the reshapes whose shapes tosa.dim and concat_shape compute (which the
// format cannot hold) get constant shapes with -1. The file imports back and
// runs at batch 3 to the same bytes as the model itself.
// RUN: tosa-translate --export-tosa-flatbuffer %S/../../tools/tosa-run/dynamic-batch.mlir -o %t.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.tosa | FileCheck %s
// RUN: tosa-run %S/../../tools/tosa-run/dynamic-batch.mlir --input %S/../../tools/tosa-run/Inputs/dyn_x3.npy --output-dir %t.mlir.out
// RUN: tosa-run %t.tosa --input %S/../../tools/tosa-run/Inputs/dyn_x3.npy --output-dir %t.tosa.out
// RUN: cmp %t.mlir.out/y.npy %t.tosa.out/y.npy

// CHECK-LABEL: func.func @main
// CHECK-SAME: tensor<?x4x4x2xf32>
// CHECK-NOT: tosa.dim
// CHECK: tosa.reshape {{.*}} -> tensor<?x10xf32>
