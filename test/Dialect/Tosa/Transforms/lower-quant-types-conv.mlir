// RUN: tosa-opt %s --tosa-lower-quant-types --split-input-file | FileCheck %s
// RUN: tosa-opt %s --tosa-lower-quant-types=multiplier-bits=16 --split-input-file | FileCheck %s --check-prefix=M16

// Convolutions and MATMUL with quantized operands: the op gets i8 operands,
// zero-point constants from the types and its i32 accumulator; a cast of the
// accumulator to the i8 output type is the RESCALE of scale
// input_scale * weight_scale / output_scale.

// Per-tensor weights: scale 0.5 * 0.25 / 0.125 = 1.0 -> multiplier 1 << 30,
// shift 30 (16 bits: 1 << 14, shift 14). Input zp -1, weight zp 2, output
// zp 3.
// CHECK-LABEL: func.func @conv2d_per_tensor
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x4x3xi8>) -> tensor<1x4x4x2xi8>
// CHECK-DAG: %[[W:.+]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}1, 2, 3]]], {{\[\[\[}}4, 5, 6]]]]> : tensor<2x1x1x3xi8>}> : () -> tensor<2x1x1x3xi8>
// CHECK-DAG: %[[B:.+]] = "tosa.const"() <{values = dense<[5, -7]> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK-DAG: %[[IZP:.+]] = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}>
// CHECK-DAG: %[[WZP:.+]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}>
// CHECK: %[[ACC:.+]] = tosa.conv2d %[[X]], %[[W]], %[[B]], %[[IZP]], %[[WZP]] {{.*}} -> tensor<1x4x4x2xi32>
// CHECK-DAG: %[[M:.+]] = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}>
// CHECK-DAG: %[[S:.+]] = "tosa.const"() <{values = dense<30> : tensor<1xi8>}>
// CHECK-DAG: %[[AZP:.+]] = "tosa.const"() <{values = dense<0> : tensor<1xi32>}>
// CHECK-DAG: %[[OZP:.+]] = "tosa.const"() <{values = dense<3> : tensor<1xi8>}>
// CHECK: %[[Y:.+]] = tosa.rescale %[[ACC]], %[[M]], %[[S]], %[[AZP]], %[[OZP]] {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x4x4x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
// CHECK: return %[[Y]] : tensor<1x4x4x2xi8>
// M16-LABEL: func.func @conv2d_per_tensor
// M16-DAG: "tosa.const"() <{values = dense<16384> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<14> : tensor<1xi8>}>
// M16: tosa.rescale {{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x4x4x2xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
func.func @conv2d_per_tensor(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>> {
  %w = "tosa.const"() <{values = dense<"0x010203040506"> : tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25:2>>}> : () -> tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25:2>>
  %b = "tosa.const"() <{values = dense<"0x05000000F9FFFFFF"> : tensor<2x!quant.uniform<i32:f32, 0.125>>}> : () -> tensor<2x!quant.uniform<i32:f32, 0.125>>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25:2>>, tensor<2x!quant.uniform<i32:f32, 0.125>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>
  %y = tosa.cast %acc : (tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
  return %y : tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
}

// -----

// Per-axis weights {0.25, 0.5}: scales 0.5 * 0.25 / 0.125 = 1.0 (1 << 30,
// shift 30) and 0.5 * 0.5 / 0.125 = 2.0 (1 << 30, shift 29), per channel.
// 16 bits: 1 << 14 with shifts 14 and 13.
// CHECK-LABEL: func.func @conv2d_per_axis
// CHECK-DAG: %[[WZP:.+]] = "tosa.const"() <{values = dense<0> : tensor<1xi8>}>
// CHECK: %[[ACC:.+]] = tosa.conv2d {{.*}} : (tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
// CHECK-DAG: %[[M:.+]] = "tosa.const"() <{values = dense<1073741824> : tensor<2xi32>}>
// CHECK-DAG: %[[S:.+]] = "tosa.const"() <{values = dense<[30, 29]> : tensor<2xi8>}>
// CHECK: tosa.rescale %[[ACC]], %[[M]], %[[S]], {{.*}} {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x4x4x2xi32>, tensor<2xi32>, tensor<2xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
// M16-LABEL: func.func @conv2d_per_axis
// M16-DAG: "tosa.const"() <{values = dense<16384> : tensor<2xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<[14, 13]> : tensor<2xi8>}>
// M16: per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false
func.func @conv2d_per_axis(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>> {
  %w = "tosa.const"() <{values = dense<"0x010101010101"> : tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>}> : () -> tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  %b = "tosa.const"() <{values = dense<"0x0100000002000000"> : tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25}>>}> : () -> tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25}>>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25}>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.125, 0.25}>>
  %y = tosa.cast %acc : (tensor<1x4x4x2x!quant.uniform<i32:f32:3, {0.125, 0.25}>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
  return %y : tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
}

// -----

// An accumulator returned as is: only the types change; the plain i32 bias
// stays.
// CHECK-LABEL: func.func @conv2d_accumulator
// CHECK-SAME: -> tensor<1x4x4x2xi32>
// CHECK: %[[ACC:.+]] = tosa.conv2d {{.*}} -> tensor<1x4x4x2xi32>
// CHECK-NOT: tosa.rescale
// CHECK: return %[[ACC]] : tensor<1x4x4x2xi32>
func.func @conv2d_accumulator(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2xi32>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>
  return %acc : tensor<1x4x4x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

// Depthwise, weights [KH, KW, C, M] = [1, 1, 2, 2] per axis along M {0.25,
// 0.5}: output channel c*M + m has weight scale s[m], so the scales are
// 1.0, 2.0, 1.0, 2.0 (shifts 30, 29, 30, 29).
// CHECK-LABEL: func.func @depthwise_per_axis_m
// CHECK: tosa.depthwise_conv2d {{.*}} -> tensor<1x4x4x4xi32>
// CHECK-DAG: "tosa.const"() <{values = dense<1073741824> : tensor<4xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<[30, 29, 30, 29]> : tensor<4xi8>}>
// CHECK: tosa.rescale {{.*}} per_channel = true
func.func @depthwise_per_axis_m(%x: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>> {
  %w = "tosa.const"() <{values = dense<"0x01020304"> : tensor<1x1x2x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>}> : () -> tensor<1x1x2x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x1x2x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4x!quant.uniform<i32:f32:3, {0.125, 0.25, 0.125, 0.25}>>
  %y = tosa.cast %acc : (tensor<1x4x4x4x!quant.uniform<i32:f32:3, {0.125, 0.25, 0.125, 0.25}>>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>>
  return %y : tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>>
}

// -----

// Depthwise per axis along C {0.25, 0.5} with M = 2: scales 1.0, 1.0, 2.0,
// 2.0 (shifts 30, 30, 29, 29).
// CHECK-LABEL: func.func @depthwise_per_axis_c
// CHECK-DAG: "tosa.const"() <{values = dense<[30, 30, 29, 29]> : tensor<4xi8>}>
func.func @depthwise_per_axis_c(%x: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>> {
  %w = "tosa.const"() <{values = dense<"0x01020304"> : tensor<1x1x2x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>}> : () -> tensor<1x1x2x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x1x2x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4x!quant.uniform<i32:f32:3, {0.125, 0.125, 0.25, 0.25}>>
  %y = tosa.cast %acc : (tensor<1x4x4x4x!quant.uniform<i32:f32:3, {0.125, 0.125, 0.25, 0.25}>>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>>
  return %y : tensor<1x4x4x4x!quant.uniform<i8:f32, 0.125:3>>
}

// -----

// TRANSPOSE_CONV2D and CONV3D take the same path. Scale 0.5 * 0.1 / 0.2 =
// 0.25 -> 1 << 30, shift 32.
// CHECK-LABEL: func.func @transpose_conv2d
// CHECK: tosa.transpose_conv2d {{.*}} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x1xi32>
// CHECK-DAG: "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<32> : tensor<1xi8>}>
// CHECK: tosa.rescale
func.func @transpose_conv2d(%x: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:4>>, %w: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.1>>) -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.2:-2>> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:4>>, tensor<1x2x2x1x!quant.uniform<i8:f32, 0.1>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x1x!quant.uniform<i32:f32, 0.05>>
  %y = tosa.cast %acc : (tensor<1x3x3x1x!quant.uniform<i32:f32, 0.05>>) -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.2:-2>>
  return %y : tensor<1x3x3x1x!quant.uniform<i8:f32, 0.2:-2>>
}

// CHECK-LABEL: func.func @conv3d
// CHECK-DAG: "tosa.const"() <{values = dense<4> : tensor<1xi8>}>
// CHECK: tosa.conv3d {{.*}} -> tensor<1x2x2x2x1xi32>
func.func @conv3d(%x: tensor<1x2x2x2x1x!quant.uniform<i8:f32, 0.5:4>>, %w: tensor<1x1x1x1x1x!quant.uniform<i8:f32, 0.1>>) -> tensor<1x2x2x2x1x!quant.uniform<i32:f32, 0.05>> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1x!quant.uniform<i8:f32, 0.5:4>>, tensor<1x1x1x1x1x!quant.uniform<i8:f32, 0.1>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2x1x!quant.uniform<i32:f32, 0.05>>
  return %acc : tensor<1x2x2x2x1x!quant.uniform<i32:f32, 0.05>>
}

// -----

// MATMUL: a zp 5, b zp -3 (per tensor), scale 0.5 * 0.1 / 0.3 = 1/6 ->
// multiplier round(2^33 / 6) = 1431655765, shift 33.
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[AZP:.+]] = "tosa.const"() <{values = dense<5> : tensor<1xi8>}>
// CHECK-DAG: %[[BZP:.+]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK: %[[ACC:.+]] = tosa.matmul %{{.*}}, %{{.*}}, %[[AZP]], %[[BZP]] : (tensor<1x4x8xi8>, tensor<1x8x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5xi32>
// CHECK-DAG: "tosa.const"() <{values = dense<1431655765> : tensor<1xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<33> : tensor<1xi8>}>
// CHECK: tosa.rescale %[[ACC]]
// M16-LABEL: func.func @matmul
// M16-DAG: "tosa.const"() <{values = dense<21845> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<17> : tensor<1xi8>}>
func.func @matmul(%a: tensor<1x4x8x!quant.uniform<i8:f32, 0.5:5>>, %b: tensor<1x8x5x!quant.uniform<i8:f32, 0.1:-3>>) -> tensor<1x4x5x!quant.uniform<i8:f32, 0.3:1>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8x!quant.uniform<i8:f32, 0.5:5>>, tensor<1x8x5x!quant.uniform<i8:f32, 0.1:-3>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5x!quant.uniform<i32:f32, 0.05>>
  %y = tosa.cast %acc : (tensor<1x4x5x!quant.uniform<i32:f32, 0.05>>) -> tensor<1x4x5x!quant.uniform<i8:f32, 0.3:1>>
  return %y : tensor<1x4x5x!quant.uniform<i8:f32, 0.3:1>>
}
