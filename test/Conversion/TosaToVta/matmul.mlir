// matmul A [1, M, K] x constant B [1, K, N] -> rescale runs as a 1x1
// convolution over the image [1, 1, M, K]: tosa.reshape in, vta.launch,
// tosa.reshape out. The weights are B transposed (OHWI [N][1][1][K]).
// RUN: tosa-opt %s --tosa-to-vta | FileCheck %s

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<1x3x16xi8>)
// CHECK: %[[S4:.*]] = tosa.const_shape {values = dense<[1, 1, 3, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK: %[[IN:.*]] = tosa.reshape %[[A]], %[[S4]] : (tensor<1x3x16xi8>, !tosa.shape<4>) -> tensor<1x1x3x16xi8>
// CHECK: %[[OUT:.*]] = vta.launch @vta_matmul_0(%[[IN]]) : (tensor<1x1x3x16xi8>) -> tensor<1x1x3x32xi8>
// CHECK: %[[S3:.*]] = tosa.const_shape {values = dense<[1, 3, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK: %[[R:.*]] = tosa.reshape %[[OUT]], %[[S3]] : (tensor<1x1x3x32xi8>, !tosa.shape<3>) -> tensor<1x3x32xi8>
// CHECK-NOT: tosa.matmul
// CHECK: return %[[R]]
func.func @matmul(%a: tensor<1x3x16xi8>) -> tensor<1x3x32xi8> {
  // B[k][n] = 1 for n < 16, -1 for n >= 16: the transposed blocks differ.
  %b = "tosa.const"() <{values = dense<[[[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]]]> : tensor<1x16x32xi8>}> : () -> tensor<1x16x32xi8>
  %azp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.matmul %a, %b, %azp, %zp : (tensor<1x3x16xi8>, tensor<1x16x32xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x32xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x3x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x3x32xi8>
  return %r : tensor<1x3x32xi8>
}

// Blocked OHWI weights O' I' H W o i: output block 0 (n < 16) is all 1 and
// output block 1 (n >= 16) all -1 (0xFF) -- B transposed, not B.
// CHECK-LABEL: vta.program @vta_matmul_0
// CHECK: vta.segment @weights <WGT> addr({{[0-9]+}}) dense<"0x{{(0101){128}(FFFF){128}()}}"> : tensor<512xi8>
// CHECK: vta.tensor @input0 <input> <blocked> shape [1, 1, 3, 16] addr({{[0-9]+}}) size({{[0-9]+}}) host_pad [0, 0, 0, 0] pad_value(5)
// CHECK: vta.tensor @output <output> <blocked> shape [1, 1, 3, 32]
// CHECK: vta.gemm
// CHECK: vta.store <OUT>
// CHECK: vta.finish
