// tosa-compile reports bad arguments and models it cannot compile.

// RUN: not tosa-compile %s -o %t.o --name 9lives 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: error: --name '9lives' is not a C identifier

// RUN: not tosa-compile %S/does-not-exist.mlir -o %t.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot read '{{.*}}does-not-exist.mlir'

// RUN: not tosa-compile %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: error: the module has several public functions and none is named 'main': choose one with --entry

// RUN: not tosa-compile %s -o %t.o --entry nope 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: error: no function named 'nope'

// RUN: tosa-compile %s -o %t.o --entry second --header %t.h
// RUN: FileCheck %s --check-prefix=SECOND < %t.h
// SECOND: void errors_entry(void *, void *);
// SECOND: static inline int32_t errors_run(errors_state *state, const float a[4], float result0[4]) {

func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

func.func @second(%a: tensor<4xf32> {tosa.name = "a"}) -> tensor<4xf32> {
  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
