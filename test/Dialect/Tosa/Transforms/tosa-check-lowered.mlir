// RUN: tosa-opt %s --split-input-file --tosa-to-llvm -verify-diagnostics

// What the CPU lowerings do not take stays TOSA and is reported at the op:
// here MX INT8 data (!tosa.mxint8, TOSA 1.1 draft), which tosac reads,
// verifies and validates but does not execute yet.
func.func @mxint8(%a: tensor<1x4x32x!tosa.mxint8>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x5x32x!tosa.mxint8>, %bs: tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op is not lowered: no CPU lowering supports this operator with these operand types yet}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32x!tosa.mxint8>, tensor<1x4x1xf8E8M0FNU>, tensor<1x5x32x!tosa.mxint8>, tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}
