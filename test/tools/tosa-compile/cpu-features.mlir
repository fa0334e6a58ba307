// tosa-compile generates the kernels for the CPU it is given (--cpu, with
// --features on top of that CPU's), not for the host; --threads fixes the
// kernels' thread count in the object.
// RUN: tosa-compile %s --emit-llvm -o - --cpu=skylake-avx512 \
// RUN:   | FileCheck %s --check-prefix=AVX512
// RUN: tosa-compile %s --emit-llvm -o - --cpu=skylake-avx512 \
// RUN:   --features=-avx512f | FileCheck %s --check-prefix=AVX2
// RUN: tosa-compile %s --emit-llvm -o - --cpu=x86-64 \
// RUN:   | FileCheck %s --check-prefix=SSE
// RUN: tosa-compile %s --emit-llvm -o - --cpu=haswell --threads=2 \
// RUN:   | FileCheck %s --check-prefix=THREADS
// RUN: not tosa-compile %s -o %t.o --cpu=no-such-cpu 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADCPU
// RUN: not tosa-compile %s -o %t.o --features=avx2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADSYNTAX
// RUN: not tosa-compile %s -o %t.o --features=+no-such-feature 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADFEATURE

// AVX512: fmuladd.v16f32
// AVX2-NOT: <16 x float>
// AVX2: fmuladd.v8f32
// AVX2-NOT: <16 x float>
// SSE-NOT: <8 x float>
// SSE: <4 x float>
// SSE-NOT: <8 x float>
// THREADS: call void @__kmpc_push_num_threads(ptr {{.*}}, i32 {{.*}}, i32 2)
// THREADS: call void {{.*}}@__kmpc_fork_call(
// BADCPU: error: unknown CPU 'no-such-cpu'
// BADSYNTAX: error: --features: 'avx2' is not +<feature> or -<feature>
// BADFEATURE: error: unknown CPU feature 'no-such-feature'
func.func @main(%a: tensor<1x128x64xf32>, %b: tensor<1x64x512xf32>) -> tensor<1x128x512xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x128x64xf32>, tensor<1x64x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x512xf32>
  return %0 : tensor<1x128x512xf32>
}
