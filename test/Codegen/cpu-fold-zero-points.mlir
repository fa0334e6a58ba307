// RUN: tosa-opt %s --split-input-file --tosac-cpu-fold-zero-points | FileCheck %s

// Zero points that are constant zeros: a plain batch_matmul of the int8
// operands into the same init.
// CHECK-LABEL: func.func @zero
// CHECK-SAME: (%[[A:.*]]: tensor<1x4x8xi8>, %[[B:.*]]: tensor<1x8x5xi8>, %[[C:.*]]: tensor<1x4x5xi32>)
// CHECK-NOT: quantized_batch_matmul
// CHECK: %[[R:.*]] = linalg.batch_matmul ins(%[[A]], %[[B]] : tensor<1x4x8xi8>, tensor<1x8x5xi8>) outs(%[[C]] : tensor<1x4x5xi32>)
// CHECK: return %[[R]]
func.func @zero(%a: tensor<1x4x8xi8>, %b: tensor<1x8x5xi8>, %c: tensor<1x4x5xi32>) -> tensor<1x4x5xi32> {
  %z = arith.constant 0 : i8
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %z, %z : tensor<1x4x8xi8>, tensor<1x8x5xi8>, i8, i8) outs(%c : tensor<1x4x5xi32>) -> tensor<1x4x5xi32>
  return %0 : tensor<1x4x5xi32>
}

// -----

// Non-zero zero points: the init gets - za colsum(B) - zb rowsum(A) +
// K za zb (K = 8), the sums extended to int32.
// CHECK-LABEL: func.func @nonzero
// CHECK-SAME: (%[[A:.*]]: tensor<1x4x8xi8>, %[[B:.*]]: tensor<1x8x5xi8>, %[[C:.*]]: tensor<1x4x5xi32>, %[[ZA:.*]]: i8, %[[ZB:.*]]: i8)
// CHECK-DAG: %[[ZA32:.*]] = arith.extsi %[[ZA]] : i8 to i32
// CHECK-DAG: %[[ZB32:.*]] = arith.extsi %[[ZB]] : i8 to i32
// CHECK-DAG: %[[K:.*]] = arith.constant 8 : i32
// CHECK: %[[COLS:.*]] = linalg.reduce ins(%[[B]] : tensor<1x8x5xi8>) outs(%{{.*}} : tensor<1x5xi32>) dimensions = [1]
// CHECK: %[[ROWS:.*]] = linalg.reduce ins(%[[A]] : tensor<1x4x8xi8>) outs(%{{.*}} : tensor<1x4xi32>) dimensions = [2]
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[COLS]], %[[ROWS]] : tensor<1x4x5xi32>, tensor<1x5xi32>, tensor<1x4xi32>)
// CHECK: ^bb0(%[[ACC:.*]]: i32, %[[COL:.*]]: i32, %[[ROW:.*]]: i32, %{{.*}}: i32):
// CHECK: arith.muli %[[ZA32]], %[[COL]]
// CHECK: arith.muli %[[ZB32]], %[[ROW]]
// CHECK: arith.muli %[[ZA32]], %[[ZB32]]
// CHECK: arith.muli %{{.*}}, %[[K]]
// CHECK: linalg.batch_matmul ins(%[[A]], %[[B]] : tensor<1x4x8xi8>, tensor<1x8x5xi8>) outs(%[[INIT]] : tensor<1x4x5xi32>)
func.func @nonzero(%a: tensor<1x4x8xi8>, %b: tensor<1x8x5xi8>, %c: tensor<1x4x5xi32>,
                   %za: i8, %zb: i8) -> tensor<1x4x5xi32> {
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<1x4x8xi8>, tensor<1x8x5xi8>, i8, i8) outs(%c : tensor<1x4x5xi32>) -> tensor<1x4x5xi32>
  return %0 : tensor<1x4x5xi32>
}

// -----

// int16 x int8 (int48 accumulators) is left alone.
// CHECK-LABEL: func.func @int16
// CHECK: linalg.quantized_batch_matmul
func.func @int16(%a: tensor<1x4x8xi16>, %b: tensor<1x8x5xi8>, %c: tensor<1x4x5xi48>) -> tensor<1x4x5xi48> {
  %z = arith.constant 0 : i16
  %zb = arith.constant 0 : i8
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %z, %zb : tensor<1x4x8xi16>, tensor<1x8x5xi8>, i16, i8) outs(%c : tensor<1x4x5xi48>) -> tensor<1x4x5xi48>
  return %0 : tensor<1x4x5xi48>
}

// -----

// int8 conv2d with a zero filter zero point: a plain convolution of the
// raw operands into init - zx * sum(filter[f]); the sum over taps and input
// channels is a reduction of its own.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x6x6x8xi8>, %[[W:.*]]: tensor<16x3x3x8xi8>, %[[C:.*]]: tensor<1x4x4x16xi32>, %[[ZX:.*]]: i8)
// CHECK: %[[ZX32:.*]] = arith.extsi %[[ZX]] : i8 to i32
// CHECK: %[[SUMS:.*]] = linalg.reduce ins(%[[W]] : tensor<16x3x3x8xi8>) outs(%{{.*}} : tensor<16xi32>) dimensions = [1, 2, 3]
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[SUMS]] : tensor<1x4x4x16xi32>, tensor<16xi32>)
// CHECK: arith.muli %[[ZX32]]
// CHECK: arith.subi
// CHECK: linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[X]], %[[W]] : tensor<1x6x6x8xi8>, tensor<16x3x3x8xi8>) outs(%[[INIT]] : tensor<1x4x4x16xi32>)
// CHECK-NOT: conv_2d_nhwc_fhwc_q
func.func @conv(%x: tensor<1x6x6x8xi8>, %w: tensor<16x3x3x8xi8>, %c: tensor<1x4x4x16xi32>,
                %zx: i8) -> tensor<1x4x4x16xi32> {
  %zw = arith.constant 0 : i8
  %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x6x6x8xi8>, tensor<16x3x3x8xi8>, i8, i8)
      outs(%c : tensor<1x4x4x16xi32>) -> tensor<1x4x4x16xi32>
  return %0 : tensor<1x4x4x16xi32>
}

// -----

// A non-zero filter zero point is left alone.
// CHECK-LABEL: func.func @conv_filter_zp
// CHECK: linalg.conv_2d_nhwc_fhwc_q
func.func @conv_filter_zp(%x: tensor<1x6x6x8xi8>, %w: tensor<16x3x3x8xi8>, %c: tensor<1x4x4x16xi32>,
                          %zx: i8, %zw: i8) -> tensor<1x4x4x16xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x6x6x8xi8>, tensor<16x3x3x8xi8>, i8, i8)
      outs(%c : tensor<1x4x4x16xi32>) -> tensor<1x4x4x16xi32>
  return %0 : tensor<1x4x4x16xi32>
}

// -----

// Constant weights: their column sums are computed at compile time
// (column n of B holds k + n for k = 0..3: 6 + 4n).
// CHECK-LABEL: func.func @constant_weights
// CHECK-NOT: linalg.reduce
// CHECK: %[[COLS:.*]] = arith.constant dense<{{\[\[}}6, 10, 14]]> : tensor<1x3xi32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[COLS]] : tensor<1x2x3xi32>, tensor<1x3xi32>)
func.func @constant_weights(%a: tensor<1x2x4xi8>, %c: tensor<1x2x3xi32>, %za: i8) -> tensor<1x2x3xi32> {
  %b = arith.constant dense<[[[0, 1, 2], [1, 2, 3], [2, 3, 4], [3, 4, 5]]]> : tensor<1x4x3xi8>
  %zb = arith.constant 0 : i8
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<1x2x4xi8>, tensor<1x4x3xi8>, i8, i8) outs(%c : tensor<1x2x3xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// int8 depthwise conv2d with a zero filter zero point: a plain depthwise
// convolution into init - zx * sum over the taps of filter[., ., c, m].
// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: (%[[X:.*]]: tensor<1x6x6x8xi8>, %[[W:.*]]: tensor<3x3x8x1xi8>, %[[C:.*]]: tensor<1x4x4x8x1xi32>, %[[ZX:.*]]: i8)
// CHECK: %[[SUMS:.*]] = linalg.reduce ins(%[[W]] : tensor<3x3x8x1xi8>) outs(%{{.*}} : tensor<8x1xi32>) dimensions = [0, 1]
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[SUMS]] : tensor<1x4x4x8x1xi32>, tensor<8x1xi32>)
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm {{.*}} ins(%[[X]], %[[W]] : tensor<1x6x6x8xi8>, tensor<3x3x8x1xi8>) outs(%[[INIT]] : tensor<1x4x4x8x1xi32>)
// CHECK-NOT: depthwise_conv_2d_nhwc_hwcm_q
func.func @depthwise(%x: tensor<1x6x6x8xi8>, %w: tensor<3x3x8x1xi8>, %c: tensor<1x4x4x8x1xi32>,
                     %zx: i8) -> tensor<1x4x4x8x1xi32> {
  %zw = arith.constant 0 : i8
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x6x6x8xi8>, tensor<3x3x8x1xi8>, i8, i8)
      outs(%c : tensor<1x4x4x8x1xi32>) -> tensor<1x4x4x8x1xi32>
  return %0 : tensor<1x4x4x8x1xi32>
}
