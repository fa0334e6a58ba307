// A pad with a pre-1.0 quantization_info runs as TOSA 1.0 defines it: the
// pad value is the pad_const operand (7), the attribute's zero point (3) has
// no effect, as in upstream MLIR's lowering.
// RUN: tosa-run %s --input a=%S/Inputs/a23_i32.npy | FileCheck %s
// CHECK: out INT32[2x5] = [7, 0, 1, 2, 7, 7, 3, 4, 5, 7]

func.func @main(%a: tensor<2x3xi32> {tosa.name = "a"}) -> (tensor<2x5xi32> {tosa.name = "out"}) {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.pad %a, %p, %v {quantization_info = #tosa.pad_quant<input_zp = 3>} : (tensor<2x3xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}
