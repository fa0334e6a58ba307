// tosa-compile lowers the framework type forms tosac defines (here MUL with
// int8 results); --strict rejects every combination outside TOSA 1.0's
// tables, with tosa-validate's wording and the op's location.
// RUN: tosa-compile %s -o %t.o --header=%t.h --name=sq
// RUN: not tosa-compile %s --strict -o %t.strict.o 2>&1 | FileCheck %s
// CHECK: strict.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: 'tosa.mul' op expected a type combination TOSA supports: got (i8, i8, i8) -> i8

func.func @main(%a: tensor<4xi8> {tosa.name = "a"}) -> (tensor<4xi8> {tosa.name = "out"}) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
