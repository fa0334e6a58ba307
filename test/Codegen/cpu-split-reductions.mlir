// RUN: tosa-opt %s --split-input-file \
// RUN:   --tosac-cpu-split-reductions="vector-bits=512" | FileCheck %s

// A sum over the innermost 128 elements: 16 lanes of partial sums over 8
// steps (the lanes innermost, parallel), then a sum of the 16 partials.
// CHECK-LABEL: func.func @sum_last
// CHECK: %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2, 3]] output_shape [12, 128, 8, 16]
// CHECK: %[[ZERO:.*]] = linalg.fill {{.*}} -> tensor<12x128x16xf32>
// CHECK: %[[PARTIAL:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction", "parallel"]
// CHECK-SAME: ins(%[[X]] : tensor<12x128x8x16xf32>) outs(%[[ZERO]] : tensor<12x128x16xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[PARTIAL]] : tensor<12x128x16xf32>) outs(%{{.*}} : tensor<12x128xf32>)
func.func @sum_last(%x: tensor<12x128x128xf32>, %init: tensor<12x128xf32>) -> tensor<12x128xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<12x128x128xf32>) outs(%init : tensor<12x128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<12x128xf32>
  return %0 : tensor<12x128xf32>
}

// -----

// Left alone: fewer than two vectors of elements, a size that is not a
// multiple of the lanes, a reduction over an outer axis.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: tensor.expand_shape
func.func @kept(%a: tensor<4x24xf32>, %b: tensor<4x40xf32>, %c: tensor<40x4xf32>,
                %i: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x24xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<4x40xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.maximumf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%c : tensor<40x4xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
