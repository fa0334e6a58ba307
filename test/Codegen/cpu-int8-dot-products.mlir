// RUN: tosa-opt %s --split-input-file --tosac-cpu-int8-dot-products="dot-bits=512" | FileCheck %s
// RUN: tosa-opt %s --split-input-file --tosac-cpu-int8-dot-products="dot-bits=0" | FileCheck %s --check-prefix=NONE

// A matmul with input weights: A biased by xor 0x80 and grouped by 4 along
// K, B grouped and transposed to [b, K/4, N, 4], the init corrected by
// 128 * colsum(B), and a generic over [b, m, n, K/4, 4] marked with the
// dot product's 16 lanes.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<1x4x8xi8>, %[[B:.*]]: tensor<1x8x32xi8>, %[[C:.*]]: tensor<1x4x32xi32>)
// CHECK: %[[BIASED:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<1x4x8xi8>)
// CHECK: arith.xori %{{.*}}, %c-128_i8 : i8
// CHECK: %[[AG:.*]] = tensor.expand_shape %[[BIASED]] {{\[}}[0], [1], [2, 3]] output_shape [1, 4, 2, 4]
// CHECK: %[[BG:.*]] = tensor.expand_shape %[[B]] {{\[}}[0], [1, 2], [3]] output_shape [1, 2, 4, 32]
// CHECK: %[[PACKED:.*]] = linalg.transpose ins(%[[BG]] : tensor<1x2x4x32xi8>) outs(%{{.*}} : tensor<1x2x32x4xi8>) permutation = [0, 1, 3, 2]
// CHECK: %[[SUMS:.*]] = linalg.reduce ins(%[[B]] : tensor<1x8x32xi8>) outs(%{{.*}} : tensor<1x32xi32>) dimensions = [1]
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[SUMS]] : tensor<1x4x32xi32>, tensor<1x32xi32>)
// CHECK: arith.muli %c128_i32
// CHECK: arith.subi
// CHECK: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]
// CHECK-SAME: ins(%[[AG]], %[[PACKED]] : tensor<1x4x2x4xi8>, tensor<1x2x32x4xi8>) outs(%[[INIT]] : tensor<1x4x32xi32>)
// CHECK-SAME: tosac.int8_dot = 16 : i64
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.extsi %{{.*}} : i8 to i32
// CHECK: return %[[R]]
// NONE-LABEL: func.func @matmul
// NONE: linalg.batch_matmul
// NONE-NOT: tosac.int8_dot
func.func @matmul(%a: tensor<1x4x8xi8>, %b: tensor<1x8x32xi8>, %c: tensor<1x4x32xi32>) -> tensor<1x4x32xi32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x4x8xi8>, tensor<1x8x32xi8>) outs(%c : tensor<1x4x32xi32>) -> tensor<1x4x32xi32>
  return %0 : tensor<1x4x32xi32>
}

// -----

// Constant weights are packed and summed at compile time: column 0 of B
// holds k = 0..7 -> 0..7 (sum 28), every other column 1 (sum 8). (A blob
// starts with its alignment, 64 = 0x40.)
// CHECK-LABEL: func.func @constant_weights
// CHECK-NOT: linalg.transpose
// CHECK-NOT: linalg.reduce
// CHECK-DAG: arith.constant dense_resource<tosac_dot_weights> : tensor<1x2x16x4xi8>
// CHECK-DAG: arith.constant dense<{{\[\[}}28, 8, 8, {{.*}}]]> : tensor<1x16xi32>
// CHECK: tosac.int8_dot = 16
// CHECK: tosac_dot_weights: "0x400000000001020301010101{{.*}}0405060701010101
func.func @constant_weights(%a: tensor<1x4x8xi8>, %c: tensor<1x4x16xi32>) -> tensor<1x4x16xi32> {
  %b = arith.constant dense<[[[0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                              [7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]]]> : tensor<1x8x16xi8>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x4x8xi8>, tensor<1x8x16xi8>) outs(%c : tensor<1x4x16xi32>) -> tensor<1x4x16xi32>
  return %0 : tensor<1x4x16xi32>
}

// -----

// A convolution: the input grouped along channels, the [f, kh, kw, c]
// filter packed [kh, kw, c/4, f, 4], the strides and dilations in the
// input's map.
// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4, d2 * 2 + d5 * 2, d6, d7)>
// CHECK-DAG: #[[$FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d3, d7)>
// CHECK-LABEL: func.func @conv
// CHECK: linalg.transpose ins(%{{.*}} : tensor<16x3x3x2x4xi8>) outs(%{{.*}} : tensor<3x3x2x16x4xi8>) permutation = [1, 2, 3, 0, 4]
// CHECK: linalg.reduce ins(%{{.*}} : tensor<16x3x3x8xi8>) outs(%{{.*}} : tensor<16xi32>) dimensions = [1, 2, 3]
// CHECK: linalg.generic {indexing_maps = [#[[$IN]], #[[$FILTER]], {{.*}}]
// CHECK-SAME: tosac.int8_dot = 16
func.func @conv(%x: tensor<1x9x9x8xi8>, %w: tensor<16x3x3x8xi8>, %c: tensor<1x4x3x16xi32>) -> tensor<1x4x3x16xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x8xi8>, tensor<16x3x3x8xi8>) outs(%c : tensor<1x4x3x16xi32>) -> tensor<1x4x3x16xi32>
  return %0 : tensor<1x4x3x16xi32>
}

// -----

// A reduction that is not a multiple of 4, or fewer columns than lanes:
// left alone.
// CHECK-LABEL: func.func @not_groups
// CHECK: linalg.batch_matmul
// CHECK: linalg.batch_matmul
// CHECK-NOT: tosac.int8_dot
func.func @not_groups(%a: tensor<1x4x6xi8>, %b: tensor<1x6x32xi8>, %c: tensor<1x4x32xi32>,
                      %a2: tensor<1x4x8xi8>, %b2: tensor<1x8x8xi8>, %c2: tensor<1x4x8xi32>) -> (tensor<1x4x32xi32>, tensor<1x4x8xi32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x4x6xi8>, tensor<1x6x32xi8>) outs(%c : tensor<1x4x32xi32>) -> tensor<1x4x32xi32>
  %1 = linalg.batch_matmul ins(%a2, %b2 : tensor<1x4x8xi8>, tensor<1x8x8xi8>) outs(%c2 : tensor<1x4x8xi32>) -> tensor<1x4x8xi32>
  return %0, %1 : tensor<1x4x32xi32>, tensor<1x4x8xi32>
}

// -----

// Three input channels (an RGB stem): padded to 4 by a generic reading the
// element of channels 0..2 (a tensor.pad would become one copy per pixel),
// with -128 in the input (0 once biased) and 0 in the filter.
// CHECK-LABEL: func.func @conv_three_channels(
// CHECK-SAME: %[[X:.*]]: tensor<1x9x9x3xi8>, %[[W:.*]]: tensor<16x3x3x3xi8>
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: %[[C:.*]] = linalg.index 3 : index
// CHECK: %[[LAST:.*]] = arith.constant 2 : index
// CHECK: %[[IN:.*]] = arith.cmpi ule, %[[C]], %[[LAST]]
// CHECK: %[[AT:.*]] = arith.minui %[[C]], %[[LAST]]
// CHECK: %[[E:.*]] = tensor.extract %[[X]][%{{.*}}, %{{.*}}, %{{.*}}, %[[AT]]]
// CHECK: %[[M128:.*]] = arith.constant -128 : i8
// CHECK: arith.select %[[IN]], %[[E]], %[[M128]]
// CHECK: -> tensor<1x9x9x4xi8>
// CHECK: arith.xori
// CHECK: linalg.generic
// CHECK: tensor.extract %[[W]]
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[ZERO]]
// CHECK: -> tensor<16x3x3x4xi8>
// CHECK: linalg.reduce ins(%{{.*}} : tensor<16x3x3x3xi8>)
// CHECK: tosac.int8_dot = 16
func.func @conv_three_channels(%x: tensor<1x9x9x3xi8>, %w: tensor<16x3x3x3xi8>, %c: tensor<1x7x7x16xi32>) -> tensor<1x7x7x16xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x3xi8>, tensor<16x3x3x3xi8>) outs(%c : tensor<1x7x7x16xi32>) -> tensor<1x7x7x16xi32>
  return %0 : tensor<1x7x7x16xi32>
}
