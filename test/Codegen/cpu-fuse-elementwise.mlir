// RUN: tosa-opt %s --split-input-file --tosac-cpu-fuse-elementwise | FileCheck %s

// A residual add and the ReLU clamp after it: one loop nest.
// CHECK-LABEL: func.func @add_clamp
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<1x8x8x32xf32>, tensor<1x8x8x32xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @add_clamp(%a: tensor<1x8x8x32xf32>, %b: tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %e0 = tensor.empty() : tensor<1x8x8x32xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
         ins(%a, %b : tensor<1x8x8x32xf32>, tensor<1x8x8x32xf32>) outs(%e0 : tensor<1x8x8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x32xf32>
  %e1 = tensor.empty() : tensor<1x8x8x32xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
         ins(%0 : tensor<1x8x8x32xf32>) outs(%e1 : tensor<1x8x8x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %lo = arith.maximumf %x, %zero : f32
    %hi = arith.minimumf %lo, %six : f32
    linalg.yield %hi : f32
  } -> tensor<1x8x8x32xf32>
  return %1 : tensor<1x8x8x32xf32>
}

// -----

// A producer with another user stays: fusing would compute it twice.
// CHECK-LABEL: func.func @shared_producer
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK: %[[NEG:.*]] = linalg.generic
// CHECK-SAME: ins(%[[SUM]] : tensor<64xf32>)
// CHECK: return %[[SUM]], %[[NEG]]
#id = affine_map<(d0) -> (d0)>
func.func @shared_producer(%a: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e0 = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
         ins(%a : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
         ins(%0 : tensor<64xf32>) outs(%e1 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  return %0, %1 : tensor<64xf32>, tensor<64xf32>
}

// -----

// A reduction is not elementwise: its producer stays.
// CHECK-LABEL: func.func @into_reduction
// CHECK-COUNT-2: linalg.generic
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @into_reduction(%a: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [#in, #in], iterator_types = ["parallel", "parallel"]}
         ins(%a : tensor<8x16xf32>) outs(%e0 : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
         ins(%0 : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A depthwise convolution's [.., C, 1] result, collapsed to [.., C] for
// its epilogue (a per-channel bias add): the epilogue reads the result
// itself over [.., C, 1], with the bias reshaped by an expand_shape moved
// up to the argument (before the convolution, which the epilogue's tiles
// then follow), and only its own result is collapsed.
// CHECK-LABEL: func.func @depthwise_epilogue(
// CHECK-SAME: %[[X:.*]]: tensor<1x10x10x16xf32>, %[[W:.*]]: tensor<3x3x16x1xf32>, %[[B:.*]]: tensor<16xf32>
// CHECK-NEXT: %[[BIAS:.*]] = tensor.expand_shape %[[B]] {{\[\[}}0, 1]] output_shape [16, 1]
// CHECK: %[[CONV:.*]] = linalg.depthwise_conv_2d_nhwc_hwcm
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK-SAME: ins(%[[CONV]], %[[BIAS]] : tensor<1x8x8x16x1xf32>, tensor<16x1xf32>)
// CHECK: arith.addf
// CHECK: } -> tensor<1x8x8x16x1xf32>
// CHECK: %[[OUT:.*]] = tensor.collapse_shape %[[SUM]] {{\[\[}}0], [1], [2], [3, 4]]
// CHECK: return %[[OUT]]
func.func @depthwise_epilogue(%x: tensor<1x10x10x16xf32>, %w: tensor<3x3x16x1xf32>, %b: tensor<16xf32>) -> tensor<1x8x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x16x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x16x1xf32>) -> tensor<1x8x8x16x1xf32>
  %conv = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %w : tensor<1x10x10x16xf32>, tensor<3x3x16x1xf32>) outs(%init : tensor<1x8x8x16x1xf32>) -> tensor<1x8x8x16x1xf32>
  %c = tensor.collapse_shape %conv [[0], [1], [2], [3, 4]] : tensor<1x8x8x16x1xf32> into tensor<1x8x8x16xf32>
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
         ins(%c, %b : tensor<1x8x8x16xf32>, tensor<16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}

// -----

// A producer with a runtime check (ADD's overflow REQUIRE) fused into its
// only user: the fused op keeps the check, and the producer goes (linalg's
// own pattern left it behind for its check, which then ran twice).
// CHECK-LABEL: func.func @checked_producer
// CHECK: linalg.generic
// CHECK: arith.addi
// CHECK: cf.assert {{.*}}, "integer addition overflows"
// CHECK: arith.shrsi
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK-NOT: cf.assert
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @checked_producer(%a: tensor<4x32xi32>, %b: tensor<4x32xi32>) -> tensor<4x32xi32> {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %e0 = tensor.empty() : tensor<4x32xi32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
         ins(%a, %b : tensor<4x32xi32>, tensor<4x32xi32>) outs(%e0 : tensor<4x32xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    %ok = arith.cmpi sge, %s, %zero : i32
    cf.assert %ok, "integer addition overflows"
    linalg.yield %s : i32
  } -> tensor<4x32xi32>
  %e1 = tensor.empty() : tensor<4x32xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
         ins(%0 : tensor<4x32xi32>) outs(%e1 : tensor<4x32xi32>) {
  ^bb0(%x: i32, %o: i32):
    %h = arith.shrsi %x, %one : i32
    linalg.yield %h : i32
  } -> tensor<4x32xi32>
  return %1 : tensor<4x32xi32>
}
