// Framework type forms tosac defines (here MUL with int8 results and a
// matmul accumulating in int16) export to .tosa, import back unchanged and
// run to the same bytes.
// RUN: tosa-translate --export-tosa-flatbuffer %s -o %t.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.tosa | FileCheck %s
// RUN: tosa-run %s --input %S/../../tools/tosa-run/Inputs/fw_i8_2x4.npy --output-dir %t.mlir.out
// RUN: tosa-run %t.tosa --input %S/../../tools/tosa-run/Inputs/fw_i8_2x4.npy --output-dir %t.tosa.out
// RUN: cmp %t.mlir.out/out.npy %t.tosa.out/out.npy
// A combination tosac gives no meaning is refused on export, as on import.
// RUN: not tosa-translate --export-tosa-flatbuffer %S/Inputs/undefined-types.txt -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// UNDEFINED: undefined-types.txt:[[#]]:{{[0-9]+}}: error: 'tosa.abs' op is not supported by the lowering: (i8) -> i8 is not a TOSA 1.0 type combination

// CHECK-LABEL: func.func @main
// CHECK: tosa.mul {{.*}} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi8>
// CHECK: tosa.matmul {{.*}} -> tensor<1x2x2xi16>

func.func @main(%x: tensor<2x4xi8> {tosa.name = "x"}) -> (tensor<1x2x2xi16> {tosa.name = "out"}) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %sq = tosa.mul %x, %x, %s : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  %shape = tosa.const_shape {values = dense<[1, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %a = tosa.reshape %sq, %shape : (tensor<2x4xi8>, !tosa.shape<3>) -> tensor<1x2x4xi8>
  %b = "tosa.const"() <{values = dense<[[[127, -128], [127, -128], [1, -128], [1, -128]]]> : tensor<1x4x2xi8>}> : () -> tensor<1x4x2xi8>
  %0 = tosa.matmul %a, %b, %s, %s : (tensor<1x2x4xi8>, tensor<1x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi16>
  return %0 : tensor<1x2x2xi16>
}
