// A runtime check of a vectorized tile (the overflow REQUIRE of an int32
// ADD) tests all lanes with one AND reduction of the flattened conditions,
// which LLVM lowers to a mask test (KORTEST on AVX-512), not one extract and
// AND per lane.
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512 vector-registers=32 amx=0" \
// RUN:   | FileCheck %s

// CHECK-LABEL: llvm.func @main
// CHECK: %[[OK:.*]] = "llvm.intr.vector.reduce.and"(%{{.*}}) : (vector<{{[0-9]+}}xi1>) -> i1
// CHECK: llvm.cond_br %[[OK]]
// CHECK-NOT: llvm.extractelement {{.*}} : vector<{{[0-9]+}}xi1>
func.func @main(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %0 = tosa.add %a, %b : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
  return %0 : tensor<64x64xi32>
}
