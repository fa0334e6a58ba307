// RUN: tosa-opt %s --split-input-file --tosac-cpu-fold-bias | FileCheck %s

// A convolution accumulating into zeros, then a bias add over its result:
// it accumulates into the broadcast bias instead.
// CHECK-DAG: #[[BIAS:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x6x6x8xf32>, %[[W:.*]]: tensor<3x3x8x16xf32>, %[[B:.*]]: tensor<16xf32>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<1x4x4x16xf32>
// CHECK: %[[INIT:.*]] = linalg.generic {indexing_maps = [#[[BIAS]], #[[ID]]]
// CHECK-SAME: ins(%[[B]] : tensor<16xf32>) outs(%[[EMPTY]] : tensor<1x4x4x16xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK: %[[CONV:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} outs(%[[INIT]] : tensor<1x4x4x16xf32>)
// CHECK-NOT: linalg.fill
// CHECK-NOT: arith.addf
// CHECK: return %[[CONV]]
func.func @conv(%x: tensor<1x6x6x8xf32>, %w: tensor<3x3x8x16xf32>,
                %b: tensor<16xf32>) -> tensor<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x4x4x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x8xf32>, tensor<3x3x8x16xf32>) outs(%fill : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  %out = tensor.empty() : tensor<1x4x4x16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x4x4x16xf32>, tensor<16xf32>) outs(%out : tensor<1x4x4x16xf32>) {
  ^bb0(%acc: f32, %bias: f32, %o: f32):
    %s = arith.addf %acc, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x16xf32>
  return %sum : tensor<1x4x4x16xf32>
}

// -----

// Depthwise: the [C, M] accumulator is collapsed to C * M channels; the
// bias is expanded to [C, M] and broadcast along both. The add's operands
// may come in either order, and integers fold too.
// CHECK-DAG: #[[CM:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<16xi32>
// CHECK: %[[EXP:.*]] = tensor.expand_shape %[[B]] {{\[}}[0, 1]] output_shape [8, 2] : tensor<16xi32> into tensor<8x2xi32>
// CHECK: %[[INIT:.*]] = linalg.generic {indexing_maps = [#[[CM]], #{{.*}}], {{.*}} ins(%[[EXP]] : tensor<8x2xi32>)
// CHECK: %[[DW:.*]] = linalg.depthwise_conv_2d_nhwc_hwcm {{.*}} outs(%[[INIT]] : tensor<1x4x4x8x2xi32>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[DW]]
// CHECK-NOT: arith.addi
// CHECK: return %[[C]]
func.func @depthwise(%x: tensor<1x6x6x8xi32>, %w: tensor<3x3x8x2xi32>,
                     %b: tensor<16xi32>) -> tensor<1x4x4x16xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<1x4x4x8x2xi32>
  %fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<1x4x4x8x2xi32>) -> tensor<1x4x4x8x2xi32>
  %dw = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x8xi32>, tensor<3x3x8x2xi32>) outs(%fill : tensor<1x4x4x8x2xi32>) -> tensor<1x4x4x8x2xi32>
  %c = tensor.collapse_shape %dw [[0], [1], [2], [3, 4]] : tensor<1x4x4x8x2xi32> into tensor<1x4x4x16xi32>
  %out = tensor.empty() : tensor<1x4x4x16xi32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b, %c : tensor<16xi32>, tensor<1x4x4x16xi32>) outs(%out : tensor<1x4x4x16xi32>) {
  ^bb0(%bias: i32, %acc: i32, %o: i32):
    %s = arith.addi %acc, %bias : i32
    linalg.yield %s : i32
  } -> tensor<1x4x4x16xi32>
  return %sum : tensor<1x4x4x16xi32>
}

// -----

// Left alone: an accumulator filled with another value than zero, and a
// result read by another op too.
// CHECK-LABEL: func.func @not_folded
// CHECK: linalg.fill
// CHECK: linalg.add
// CHECK: linalg.fill
// CHECK-COUNT-2: arith.addf
func.func @not_folded(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>,
                      %bias: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x4xf32>
  %ones = linalg.fill ins(%one : f32) outs(%empty : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%ones : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s1 = linalg.add ins(%m1, %bias : tensor<4x4xf32>, tensor<4x4xf32>) outs(%empty : tensor<4x4xf32>) -> tensor<4x4xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%zeros : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %bias : tensor<4x4xf32>, tensor<4x4xf32>) outs(%empty : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m2 : tensor<4x4xf32>) outs(%empty : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %s1, %s2, %t : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// An int8 convolution accumulating into its zero-point correction (a
// broadcast of per-channel sums, tosac-cpu-fold-zero-points): the bias is
// added to the correction, once per channel value, instead of to every
// accumulator after the convolution. int32 adds wrap in any order: the
// same bits.
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @int8_correction
// CHECK-SAME: (%[[X:.*]]: tensor<1x6x6x8xi8>, %[[W:.*]]: tensor<3x3x8x16xi8>, %[[S:.*]]: tensor<16xi32>, %[[B:.*]]: tensor<16xi32>)
// CHECK: %[[INIT:.*]] = linalg.generic {indexing_maps = [#[[CHANNEL]], #[[CHANNEL]], #[[ID]]]
// CHECK-SAME: ins(%[[S]], %[[B]] : tensor<16xi32>, tensor<16xi32>)
// CHECK-NEXT: ^bb0(%[[SUM:.*]]: i32, %[[BIAS:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[CORR:.*]] = arith.muli %[[SUM]], %c128_i32
// CHECK-NEXT: %[[TOTAL:.*]] = arith.addi %[[CORR]], %[[BIAS]]
// CHECK-NEXT: linalg.yield %[[TOTAL]] : i32
// CHECK: %[[CONV:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} outs(%[[INIT]] : tensor<1x4x4x16xi32>)
// CHECK-NOT: linalg.generic
// CHECK: return %[[CONV]]
func.func @int8_correction(%x: tensor<1x6x6x8xi8>, %w: tensor<3x3x8x16xi8>,
                           %sums: tensor<16xi32>, %b: tensor<16xi32>) -> tensor<1x4x4x16xi32> {
  %c128 = arith.constant 128 : i32
  %empty = tensor.empty() : tensor<1x4x4x16xi32>
  %corr = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sums : tensor<16xi32>) outs(%empty : tensor<1x4x4x16xi32>) {
  ^bb0(%s: i32, %o: i32):
    %m = arith.muli %s, %c128 : i32
    linalg.yield %m : i32
  } -> tensor<1x4x4x16xi32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x8xi8>, tensor<3x3x8x16xi8>) outs(%corr : tensor<1x4x4x16xi32>) -> tensor<1x4x4x16xi32>
  %out = tensor.empty() : tensor<1x4x4x16xi32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x4x4x16xi32>, tensor<16xi32>) outs(%out : tensor<1x4x4x16xi32>) {
  ^bb0(%acc: i32, %bias: i32, %o: i32):
    %s = arith.addi %acc, %bias : i32
    linalg.yield %s : i32
  } -> tensor<1x4x4x16xi32>
  return %sum : tensor<1x4x4x16xi32>
}

// -----

// A correction that reads its init (an accumulation, not a broadcast)
// keeps the bias add after the convolution.
// CHECK-LABEL: func.func @init_reads_its_output
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: linalg.yield
func.func @init_reads_its_output(%x: tensor<1x6x6x8xi8>, %w: tensor<3x3x8x16xi8>,
                                 %sums: tensor<16xi32>, %b: tensor<16xi32>,
                                 %start: tensor<1x4x4x16xi32>) -> tensor<1x4x4x16xi32> {
  %corr = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sums : tensor<16xi32>) outs(%start : tensor<1x4x4x16xi32>) {
  ^bb0(%s: i32, %o: i32):
    %m = arith.addi %s, %o : i32
    linalg.yield %m : i32
  } -> tensor<1x4x4x16xi32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x8xi8>, tensor<3x3x8x16xi8>) outs(%corr : tensor<1x4x4x16xi32>) -> tensor<1x4x4x16xi32>
  %out = tensor.empty() : tensor<1x4x4x16xi32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x4x4x16xi32>, tensor<16xi32>) outs(%out : tensor<1x4x4x16xi32>) {
  ^bb0(%acc: i32, %bias: i32, %o: i32):
    %s = arith.addi %acc, %bias : i32
    linalg.yield %s : i32
  } -> tensor<1x4x4x16xi32>
  return %sum : tensor<1x4x4x16xi32>
}
