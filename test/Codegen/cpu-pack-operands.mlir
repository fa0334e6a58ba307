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

// -----

// Filter rows of a power-of-two length of 128 floats or more are stored 16
// floats longer (rows 2^k bytes apart alias in the caches); the filter is
// the slice without the padding.
// CHECK-LABEL: func.func @conv_padded_rows
// CHECK: %[[STORED:.*]] = arith.constant dense_resource<tosac_hwcf_filter{{.*}}> : tensor<1x1x2x144xf32>
// CHECK: %[[T:.*]] = tensor.extract_slice %[[STORED]][0, 0, 0, 0] [1, 1, 2, 128] [1, 1, 1, 1] : tensor<1x1x2x144xf32> to tensor<1x1x2x128xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %[[T]] : tensor<1x4x4x2xf32>, tensor<1x1x2x128xf32>)
func.func @conv_padded_rows(%x: tensor<1x4x4x2xf32>,
                            %init: tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32> {
  %w2 = arith.constant dense<[[[[0.0, 1.0]]], [[[2.0, 3.0]]], [[[4.0, 5.0]]], [[[6.0, 7.0]]], [[[8.0, 9.0]]], [[[10.0, 11.0]]], [[[12.0, 13.0]]], [[[14.0, 15.0]]], [[[16.0, 17.0]]], [[[18.0, 19.0]]], [[[20.0, 21.0]]], [[[22.0, 23.0]]], [[[24.0, 25.0]]], [[[26.0, 27.0]]], [[[28.0, 29.0]]], [[[30.0, 31.0]]], [[[32.0, 33.0]]], [[[34.0, 35.0]]], [[[36.0, 37.0]]], [[[38.0, 39.0]]], [[[40.0, 41.0]]], [[[42.0, 43.0]]], [[[44.0, 45.0]]], [[[46.0, 47.0]]], [[[48.0, 49.0]]], [[[50.0, 51.0]]], [[[52.0, 53.0]]], [[[54.0, 55.0]]], [[[56.0, 57.0]]], [[[58.0, 59.0]]], [[[60.0, 61.0]]], [[[62.0, 63.0]]], [[[64.0, 65.0]]], [[[66.0, 67.0]]], [[[68.0, 69.0]]], [[[70.0, 71.0]]], [[[72.0, 73.0]]], [[[74.0, 75.0]]], [[[76.0, 77.0]]], [[[78.0, 79.0]]], [[[80.0, 81.0]]], [[[82.0, 83.0]]], [[[84.0, 85.0]]], [[[86.0, 87.0]]], [[[88.0, 89.0]]], [[[90.0, 91.0]]], [[[92.0, 93.0]]], [[[94.0, 95.0]]], [[[96.0, 97.0]]], [[[98.0, 99.0]]], [[[100.0, 101.0]]], [[[102.0, 103.0]]], [[[104.0, 105.0]]], [[[106.0, 107.0]]], [[[108.0, 109.0]]], [[[110.0, 111.0]]], [[[112.0, 113.0]]], [[[114.0, 115.0]]], [[[116.0, 117.0]]], [[[118.0, 119.0]]], [[[120.0, 121.0]]], [[[122.0, 123.0]]], [[[124.0, 125.0]]], [[[126.0, 127.0]]], [[[128.0, 129.0]]], [[[130.0, 131.0]]], [[[132.0, 133.0]]], [[[134.0, 135.0]]], [[[136.0, 137.0]]], [[[138.0, 139.0]]], [[[140.0, 141.0]]], [[[142.0, 143.0]]], [[[144.0, 145.0]]], [[[146.0, 147.0]]], [[[148.0, 149.0]]], [[[150.0, 151.0]]], [[[152.0, 153.0]]], [[[154.0, 155.0]]], [[[156.0, 157.0]]], [[[158.0, 159.0]]], [[[160.0, 161.0]]], [[[162.0, 163.0]]], [[[164.0, 165.0]]], [[[166.0, 167.0]]], [[[168.0, 169.0]]], [[[170.0, 171.0]]], [[[172.0, 173.0]]], [[[174.0, 175.0]]], [[[176.0, 177.0]]], [[[178.0, 179.0]]], [[[180.0, 181.0]]], [[[182.0, 183.0]]], [[[184.0, 185.0]]], [[[186.0, 187.0]]], [[[188.0, 189.0]]], [[[190.0, 191.0]]], [[[192.0, 193.0]]], [[[194.0, 195.0]]], [[[196.0, 197.0]]], [[[198.0, 199.0]]], [[[200.0, 201.0]]], [[[202.0, 203.0]]], [[[204.0, 205.0]]], [[[206.0, 207.0]]], [[[208.0, 209.0]]], [[[210.0, 211.0]]], [[[212.0, 213.0]]], [[[214.0, 215.0]]], [[[216.0, 217.0]]], [[[218.0, 219.0]]], [[[220.0, 221.0]]], [[[222.0, 223.0]]], [[[224.0, 225.0]]], [[[226.0, 227.0]]], [[[228.0, 229.0]]], [[[230.0, 231.0]]], [[[232.0, 233.0]]], [[[234.0, 235.0]]], [[[236.0, 237.0]]], [[[238.0, 239.0]]], [[[240.0, 241.0]]], [[[242.0, 243.0]]], [[[244.0, 245.0]]], [[[246.0, 247.0]]], [[[248.0, 249.0]]], [[[250.0, 251.0]]], [[[252.0, 253.0]]], [[[254.0, 255.0]]]]> : tensor<128x1x1x2xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w2 : tensor<1x4x4x2xf32>, tensor<128x1x1x2xf32>)
         outs(%init : tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
  return %0 : tensor<1x4x4x128xf32>
}
