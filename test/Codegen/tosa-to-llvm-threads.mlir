// The tosa-to-llvm pipeline runs the independent cache tiles of a kernel
// (here 2 x 2 tiles of 64 rows x 256 columns) on OpenMP threads unless
// parallel=0; a thread count can be fixed in the code.
// RUN: tosa-opt %s --tosa-to-llvm | FileCheck %s --check-prefix=PARALLEL
// RUN: tosa-opt %s --tosa-to-llvm="parallel=0" \
// RUN:   | FileCheck %s --check-prefix=SERIAL
// RUN: tosa-opt %s --tosa-to-llvm="threads=3" \
// RUN:   | FileCheck %s --check-prefix=FIXED

// The matmul: 2 x 2 tiles, each zero-filling its own part of the result
// first (one parallel region in all).
// PARALLEL: omp.parallel {
// PARALLEL-NEXT: omp.wsloop {
// PARALLEL-NEXT: omp.loop_nest ({{.*}}, {{.*}}) : i64 = {{.*}} collapse(2) {
// PARALLEL: llvm.intr.fmuladd
// PARALLEL: omp.yield
// PARALLEL: omp.terminator
// PARALLEL-NOT: omp.parallel
// SERIAL-NOT: omp.
// FIXED: %[[N:.*]] = llvm.mlir.constant(3 : i32) : i32
// FIXED: omp.parallel num_threads(%[[N]] : i32)
func.func @main(%a: tensor<1x128x64xf32>, %b: tensor<1x64x512xf32>) -> tensor<1x128x512xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x128x64xf32>, tensor<1x64x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x512xf32>
  return %0 : tensor<1x128x512xf32>
}
