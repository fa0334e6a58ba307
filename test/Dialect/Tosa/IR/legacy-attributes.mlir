// RUN: tosa-opt %s | FileCheck %s
// Upstream MLIR reads what tosac prints.
// RUN: tosa-opt %s | %upstream-mlir-opt > /dev/null

// TOSA's pre-1.0 quantization attributes, which upstream MLIR 22 still
// parses and framework IR may carry: read, kept as they are, and without
// effect (TOSA 1.0's zero points are operands; tosa-validate reports them).
// CHECK-LABEL: func.func @legacy_quantization_info
// CHECK: tosa.pad {{.*}} {quantization_info = #tosa.pad_quant<input_zp = 3>}
// CHECK: tosa.identity {{.*}} {a = #tosa.unary_quant<input_zp = 1, output_zp = -2>, b = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, c = #tosa.matmul_quant<a_zp = 5, b_zp = 6>}
func.func @legacy_quantization_info(%x: tensor<2x3xi8>) -> (tensor<4x5xi8>, tensor<2x3xi8>) {
  %p = tosa.const_shape {values = dense<[1, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %x, %p, %v {quantization_info = #tosa.pad_quant<input_zp = 3>} : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<4x5xi8>
  %1 = tosa.identity %x {a = #tosa.unary_quant<input_zp = 1, output_zp = -2>, b = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, c = #tosa.matmul_quant<a_zp = 5, b_zp = 6>} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0, %1 : tensor<4x5xi8>, tensor<2x3xi8>
}
