// The tosa-to-llvm pipeline's code generation options: the vector width of
// the kernels follows vector-bits (whatever the host has), and vectorize=0
// leaves scalar loops.
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512 vector-registers=32" \
// RUN:   | FileCheck %s --check-prefix=AVX512
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=256 vector-registers=16" \
// RUN:   | FileCheck %s --check-prefix=AVX2
// RUN: tosa-opt %s --tosa-to-llvm="vectorize=0" \
// RUN:   | FileCheck %s --check-prefix=SCALAR

// 8 rows x 2 vectors of 16 lanes: 16 FMAs per k.
// AVX512-COUNT-16: llvm.intr.fmuladd({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// AVX512-NOT: llvm.intr.fmuladd
// 4 rows x 2 vectors of 8 lanes: 8 FMAs per k.
// AVX2-COUNT-8: llvm.intr.fmuladd({{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// AVX2-NOT: llvm.intr.fmuladd
// SCALAR-NOT: vector<
// SCALAR: llvm.fmul {{.*}} : f32
// SCALAR-NOT: vector<
func.func @main(%a: tensor<1x64x64xf32>, %b: tensor<1x64x64xf32>) -> tensor<1x64x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x64x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x64x64xf32>
  return %0 : tensor<1x64x64xf32>
}
