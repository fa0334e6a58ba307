// Vectorized transcendental functions are polynomial approximations made of
// vector FMAs (tosac-cpu-lower-vectors), not libm calls per lane; on the
// scalar path (vectorize=0) they stay LLVM intrinsics (libm calls).
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512" \
// RUN:   | FileCheck %s --check-prefix=VECTOR
// RUN: tosa-opt %s --tosa-to-llvm="vectorize=0" \
// RUN:   | FileCheck %s --check-prefix=SCALAR

// VECTOR-NOT: llvm.intr.exp
// VECTOR-NOT: llvm.intr.tanh
// VECTOR: llvm.intr.fma({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VECTOR-NOT: llvm.intr.exp
// VECTOR-NOT: llvm.intr.tanh
// SCALAR: llvm.intr.exp({{.*}}) : (f32) -> f32
// SCALAR: llvm.intr.tanh({{.*}}) : (f32) -> f32
func.func @main(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %0 = tosa.exp %x : (tensor<4x64xf32>) -> tensor<4x64xf32>
  %1 = tosa.tanh %0 : (tensor<4x64xf32>) -> tensor<4x64xf32>
  return %1 : tensor<4x64xf32>
}
