// ui8 tensors (framework IR: upstream MLIR accepts them, and so do tosac's
// verifiers, reading ui8 data as unsigned whatever input_unsigned says) do
// not run yet: the CPU lowering says so at the op, instead of failing
// silently or computing with signed bytes.
// RUN: not tosa-run %s --input u=%S/Inputs/u8_ramp.npy 2>&1 | FileCheck %s
// CHECK: rescale-unsigned-type.mlir:[[# @LINE + 7]]:{{[0-9]+}}: error: 'tosa.rescale' op cannot be lowered yet: tensors of unsigned element type 'ui8' (write i8 with input_unsigned / output_unsigned instead)

func.func @main(%u: tensor<6xui8> {tosa.name = "u"}) -> (tensor<6xi8> {tosa.name = "out"}) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %u, %m, %s, %uzp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<6xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}
