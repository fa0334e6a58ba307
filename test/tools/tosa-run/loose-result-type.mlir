// Static inputs with results typed loosely (`?` extents, as framework IR may
// write them): the inputs fix the results' shapes, which tosa-run reports and
// tosa-compile's header declares (before, the executor crashed on them).
// RUN: tosa-run %s --input %S/Inputs/a23_i32.npy | FileCheck %s
// CHECK: y INT32[2x3] = [0, 2, 4, 6, 8, 10]
// RUN: tosa-compile %s -o %t.o --header %t.h --name loose
// RUN: FileCheck %s --check-prefix=HEADER < %t.h
// HEADER: static inline int32_t loose_run(loose_state *state, const int32_t a[2][3], int32_t y[2][3]) {

func.func @main(%a: tensor<2x3xi32> {tosa.name = "a"}) -> (tensor<?x?xi32> {tosa.name = "y"}) {
  %0 = tosa.add %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
