// RUN: tosa-opt %s --split-input-file --tosac-cpu-pack-operands | FileCheck %s

// An f32 convolution's [F, H, W, C] filter becomes [H, W, C, F]: rows over
// the output channels are contiguous vectors.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x10x10x8xf32>, %[[W:.*]]: tensor<32x3x3x8xf32>, %[[INIT:.*]]: tensor<1x8x8x32xf32>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<3x3x8x32xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[W]] : tensor<32x3x3x8xf32>) outs(%[[EMPTY]] : tensor<3x3x8x32xf32>) permutation = [1, 2, 3, 0]
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[X]], %[[T]] : tensor<1x10x10x8xf32>, tensor<3x3x8x32xf32>) outs(%[[INIT]] : tensor<1x8x8x32xf32>)
// CHECK-NOT: linalg.conv_2d_nhwc_fhwc
func.func @conv(%x: tensor<1x10x10x8xf32>, %w: tensor<32x3x3x8xf32>,
                %init: tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x10x10x8xf32>, tensor<32x3x3x8xf32>)
         outs(%init : tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32>
  return %0 : tensor<1x8x8x32xf32>
}

// -----

// Integer convolutions are left as they are.
// CHECK-LABEL: func.func @conv_i32
// CHECK-NOT: linalg.transpose
// CHECK: linalg.conv_2d_nhwc_fhwc
func.func @conv_i32(%x: tensor<1x10x10x8xi32>, %w: tensor<32x3x3x8xi32>,
                    %init: tensor<1x8x8x32xi32>) -> tensor<1x8x8x32xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x10x10x8xi32>, tensor<32x3x3x8xi32>)
         outs(%init : tensor<1x8x8x32xi32>) -> tensor<1x8x8x32xi32>
  return %0 : tensor<1x8x8x32xi32>
}

// -----

// A constant filter is transposed at compile time into a resource constant
// (alignment 64, then 1 4 2 5 3 6 as little-endian f32): no transpose is
// left for the compiled code.
// CHECK-LABEL: func.func @conv_constant_filter
// CHECK-NOT: linalg.transpose
// CHECK: %[[T:.*]] = arith.constant dense_resource<tosac_hwcf_filter> : tensor<1x1x3x2xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %[[T]] : tensor<1x4x4x3xf32>, tensor<1x1x3x2xf32>)
// CHECK: tosac_hwcf_filter: "0x400000000000803F00008040000000400000A040000040400000C040"
func.func @conv_constant_filter(%x: tensor<1x4x4x3xf32>,
                                %init: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0, 3.0]]], [[[4.0, 5.0, 6.0]]]]> : tensor<2x1x1x3xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x4x4x3xf32>, tensor<2x1x1x3xf32>)
         outs(%init : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}
