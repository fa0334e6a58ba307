// ui8 tensors (framework IR: upstream MLIR accepts them, and so do tosac's
// verifiers) run with unsigned semantics: tosa-lower-unsigned-types reads
// ui8 data as unsigned whatever input_unsigned says. u8_ramp = [0, 1, 128,
// 129, 200, 255]; (u - 128) * 0.5 rounded half up.
// RUN: tosa-run %s --input u=%S/Inputs/u8_ramp.npy | FileCheck %s
// CHECK: out INT8[6] = [-64, -63, 0, 1, 36, 64]

func.func @main(%u: tensor<6xui8> {tosa.name = "u"}) -> (tensor<6xi8> {tosa.name = "out"}) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %u, %m, %s, %uzp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<6xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}
