// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

//===----------------------------------------------------------------------===//
// argmax
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @argmax
func.func @argmax(%a: tensor<2x3xf32>, %b: tensor<2x3x4xi8>, %c: tensor<5xi16>, %d: tensor<*xf32>, %e: tensor<?x3xbf16>) -> tensor<3xi32> {
  // CHECK: tosa.argmax %{{.*}} {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  // The default nan_mode is not printed, as upstream does.
  // CHECK: tosa.argmax %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  %1 = tosa.argmax %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<2x3xf32>) -> tensor<2xi32>
  // CHECK: tosa.argmax %{{.*}} {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2xi32>
  %2 = tosa.argmax %a {axis = 1 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>) -> tensor<2xi32>
  // CHECK: tosa.argmax %{{.*}} {axis = 2 : i32} : (tensor<2x3x4xi8>) -> tensor<2x3xi32>
  %3 = tosa.argmax %b {axis = 2 : i32} : (tensor<2x3x4xi8>) -> tensor<2x3xi32>
  // CHECK: tosa.argmax %{{.*}} {axis = 0 : i32} : (tensor<5xi16>) -> tensor<i64>
  %4 = tosa.argmax %c {axis = 0 : i32} : (tensor<5xi16>) -> tensor<i64>
  // CHECK: tosa.argmax %{{.*}} {axis = 3 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  %5 = tosa.argmax %d {axis = 3 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  // CHECK: tosa.argmax %{{.*}} {axis = 1 : i32} : (tensor<?x3xbf16>) -> tensor<?xi32>
  %6 = tosa.argmax %e {axis = 1 : i32} : (tensor<?x3xbf16>) -> tensor<?xi32>
  // The generic form uses upstream's property names.
  // CHECK: tosa.argmax %{{.*}} {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<3xi32>
  %7 = "tosa.argmax"(%a) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

//===----------------------------------------------------------------------===//
// avg_pool2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @avg_pool2d_f32
func.func @avg_pool2d_f32(%x: tensor<1x8x8x4xf32>, %zp: tensor<1xf32>) -> tensor<1x4x4x4xf32> {
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// CHECK-LABEL: func.func @avg_pool2d_f16_padded
func.func @avg_pool2d_f16_padded(%x: tensor<1x7x7x4xf16>, %zp: tensor<1xf16>) -> tensor<1x4x3x4xf16> {
  // (7 + 1 + 1 - 3) / 2 + 1 = 4 and (7 + 0 + 2 - 3) / 3 + 1 = 3.
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f16, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 0, 2>, stride = array<i64: 2, 3>} : (tensor<1x7x7x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x3x4xf16>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f16, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 0, 2>, stride = array<i64: 2, 3>} : (tensor<1x7x7x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x3x4xf16>
  return %0 : tensor<1x4x3x4xf16>
}

// CHECK-LABEL: func.func @avg_pool2d_i8
func.func @avg_pool2d_i8(%x: tensor<1x8x8x4xi8>) -> tensor<1x7x7x4xi8> {
  // Non-zero zero points are allowed for int8.
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x7x4xi8>
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x7x4xi8>
  return %0 : tensor<1x7x7x4xi8>
}

// CHECK-LABEL: func.func @avg_pool2d_i16
func.func @avg_pool2d_i16(%x: tensor<1x8x8x4xi16>, %zp: tensor<1xi16>) -> tensor<1x4x4x4xi16> {
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4x4xi16>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4x4xi16>
  return %0 : tensor<1x4x4x4xi16>
}

// CHECK-LABEL: func.func @avg_pool2d_quant
func.func @avg_pool2d_quant(%x: tensor<1x8x8x4x!quant.uniform<i8:f32, 0.25:-1>>, %zp: tensor<1xi8>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.5:3>> {
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4x!quant.uniform<i8:f32, 2.500000e-01:-1>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4x!quant.uniform<i8:f32, 0.25:-1>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<1x4x4x4x!quant.uniform<i8:f32, 0.5:3>>
}

// CHECK-LABEL: func.func @avg_pool2d_dynamic
func.func @avg_pool2d_dynamic(%x: tensor<?x?x8x4xf32>, %u: tensor<*xf32>, %zp: tensor<1xf32>) -> tensor<?x?x4x4xf32> {
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x?x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x4x4xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x?x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x4x4xf32>
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.avg_pool2d %u, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<?x?x4x4xf32>
}

//===----------------------------------------------------------------------===//
// conv2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @conv2d_f32
func.func @conv2d_f32(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %zp: tensor<1xf32>) -> tensor<1x8x8x6xf32> {
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  // The generic form uses upstream's property names.
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, local_bound = true, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  %1 = "tosa.conv2d"(%x, %w, %b, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 1>, local_bound = true, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  return %0 : tensor<1x8x8x6xf32>
}

// CHECK-LABEL: func.func @conv2d_strided_dilated
func.func @conv2d_strided_dilated(%x: tensor<2x10x10x3xf16>, %w: tensor<5x3x2x3xf16>, %b: tensor<1xf16>, %zp: tensor<1xf16>) -> tensor<2x4x5x5xf16> {
  // H: (10 - 1 + 1 + 0 - 2 * 2) / 2 + 1 = 4; W: (10 - 1 + 0 + 1 - 1 * 2) / 2 + 1 = 5.
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 2, 2>, local_bound = true, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<2x10x10x3xf16>, tensor<5x3x2x3xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x4x5x5xf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 2>, local_bound = true, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<2x10x10x3xf16>, tensor<5x3x2x3xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x4x5x5xf16>
  return %0 : tensor<2x4x5x5xf16>
}

// CHECK-LABEL: func.func @conv2d_i8
func.func @conv2d_i8(%x: tensor<1x8x8x4xi8>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %izp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x6xi32>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// CHECK-LABEL: func.func @conv2d_i8xi4
func.func @conv2d_i8xi4(%x: tensor<1x8x8x4xi8>, %w: tensor<6x1x1x4xi4>, %b: tensor<6xi32>, %izp: tensor<1xi8>, %wzp: tensor<1xi4>) -> tensor<1x8x8x6xi32> {
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x1x1x4xi4>, tensor<6xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x8x8x6xi32>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x1x1x4xi4>, tensor<6xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x8x8x6xi32>
  return %0 : tensor<1x8x8x6xi32>
}

// CHECK-LABEL: func.func @conv2d_i16_i48
func.func @conv2d_i16_i48(%x: tensor<1x8x8x4xi16>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi48>) -> tensor<1x8x8x6xi48> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x6xi48>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x6xi48>
  return %0 : tensor<1x8x8x6xi48>
}

// CHECK-LABEL: func.func @conv2d_quant
func.func @conv2d_quant(%x: tensor<1x8x8x4x!quant.uniform<i8:f32, 0.015625:-3>>, %w: tensor<6x3x3x4x!quant.uniform<i8<-127:127>:f32, 0.5>>, %b: tensor<6xi32>) -> tensor<1x8x8x6xi32> {
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4x!quant.uniform<i8:f32, 1.562500e-02:-3>>, tensor<6x3x3x4x!quant.uniform<i8<-127:127>:f32, 5.000000e-01>>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x6xi32>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4x!quant.uniform<i8:f32, 0.015625:-3>>, tensor<6x3x3x4x!quant.uniform<i8<-127:127>:f32, 0.5>>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x6xi32>
  return %0 : tensor<1x8x8x6xi32>
}

// CHECK-LABEL: func.func @conv2d_dynamic
func.func @conv2d_dynamic(%x: tensor<?x?x?x4xf32>, %w: tensor<?x3x3x?xf32>, %u: tensor<*xf32>, %b: tensor<?xf32>, %zp: tensor<1xf32>) -> tensor<?x?x?x?xf32> {
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x?x?x4xf32>, tensor<?x3x3x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x?x?x4xf32>, tensor<?x3x3x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  // CHECK: tosa.conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.conv2d %u, %u, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// conv3d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @conv3d_f32
func.func @conv3d_f32(%x: tensor<1x4x8x8x4xf32>, %w: tensor<6x3x3x3x4xf32>, %b: tensor<6xf32>, %zp: tensor<1xf32>) -> tensor<1x4x8x8x6xf32> {
  // CHECK: tosa.conv3d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x6xf32>
  return %0 : tensor<1x4x8x8x6xf32>
}

// CHECK-LABEL: func.func @conv3d_int
func.func @conv3d_int(%x: tensor<1x4x8x8x4xi8>, %w: tensor<6x2x2x2x4xi8>, %b: tensor<1xi32>, %zp: tensor<1xi8>, %x16: tensor<1x4x8x8x4xi16>, %b48: tensor<6xi48>, %zp16: tensor<1xi16>, %d: tensor<?x4x?x8x4xi8>) -> tensor<1x2x4x4x6xi32> {
  // CHECK: tosa.conv3d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<1x4x8x8x4xi8>, tensor<6x2x2x2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4x4x6xi32>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<1x4x8x8x4xi8>, tensor<6x2x2x2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4x4x6xi32>
  // CHECK: tosa.conv3d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i48, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xi16>, tensor<6x2x2x2x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x3x7x7x6xi48>
  %1 = tosa.conv3d %x16, %w, %b48, %zp16, %zp {acc_type = i48, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xi16>, tensor<6x2x2x2x4xi8>, tensor<6xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x3x7x7x6xi48>
  // CHECK: tosa.conv3d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<?x4x?x8x4xi8>, tensor<6x2x2x2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x2x?x4x6xi32>
  %2 = tosa.conv3d %d, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<?x4x?x8x4xi8>, tensor<6x2x2x2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x2x?x4x6xi32>
  return %0 : tensor<1x2x4x4x6xi32>
}

//===----------------------------------------------------------------------===//
// depthwise_conv2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @depthwise_conv2d_f32
func.func @depthwise_conv2d_f32(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %zp: tensor<1xf32>) -> tensor<1x8x8x8xf32> {
  // CHECK: tosa.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// CHECK-LABEL: func.func @depthwise_conv2d_int
func.func @depthwise_conv2d_int(%x: tensor<1x9x9x4xi8>, %w: tensor<3x3x4x1xi8>, %b: tensor<4xi32>, %zp: tensor<1xi8>, %x16: tensor<1x8x8x4xi16>, %b48: tensor<1xi48>, %zp16: tensor<1xi16>, %d: tensor<?x?x?x?xi8>) -> tensor<1x3x3x4xi32> {
  // CHECK: tosa.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x9x9x4xi8>, tensor<3x3x4x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x4xi32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x9x9x4xi8>, tensor<3x3x4x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x4xi32>
  // CHECK: tosa.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<3x3x4x1xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x4xi48>
  %1 = tosa.depthwise_conv2d %x16, %w, %b48, %zp16, %zp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<3x3x4x1xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x8x8x4xi48>
  // CHECK: tosa.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x?x?x?xi8>, tensor<3x3x4x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x?x?x4xi32>
  %2 = tosa.depthwise_conv2d %d, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x?x?x?xi8>, tensor<3x3x4x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x?x?x4xi32>
  return %0 : tensor<1x3x3x4xi32>
}

//===----------------------------------------------------------------------===//
// fft2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @fft2d
func.func @fft2d(%re: tensor<1x8x8xf32>, %im: tensor<1x8x8xf32>, %d: tensor<?x?x16xf32>, %u: tensor<*xf32>) -> tensor<1x8x8xf32> {
  // CHECK: %[[RE:.*]], %[[IM:.*]] = tosa.fft2d %{{.*}}, %{{.*}} {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  %0:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  // CHECK: tosa.fft2d %{{.*}}, %{{.*}} {inverse = true, local_bound = true} : (tensor<?x?x16xf32>, tensor<*xf32>) -> (tensor<?x?x16xf32>, tensor<*xf32>)
  %1:2 = tosa.fft2d %d, %u {inverse = true, local_bound = true} : (tensor<?x?x16xf32>, tensor<*xf32>) -> (tensor<?x?x16xf32>, tensor<*xf32>)
  return %0#1 : tensor<1x8x8xf32>
}

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @matmul
func.func @matmul(%a: tensor<1x4x8xf32>, %b: tensor<1x8x5xf32>, %zp: tensor<1xf32>) -> tensor<1x4x5xf32> {
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x4x8xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// CHECK-LABEL: func.func @matmul_int
func.func @matmul_int(%a: tensor<2x4x8xi8>, %b: tensor<2x8x5xi8>, %a16: tensor<2x4x8xi16>, %b16: tensor<2x8x5xi16>, %zp16: tensor<1xi16>) -> tensor<2x4x5xi32> {
  %azp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4x8xi8>, tensor<2x8x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x4x8xi8>, tensor<2x8x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4x8xi16>, tensor<2x8x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x4x5xi48>
  %1 = tosa.matmul %a16, %b16, %zp16, %zp16 : (tensor<2x4x8xi16>, tensor<2x8x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x4x5xi48>
  return %0 : tensor<2x4x5xi32>
}

// CHECK-LABEL: func.func @matmul_dynamic
func.func @matmul_dynamic(%a: tensor<?x4x?xf16>, %b: tensor<3x?x5xf16>, %u: tensor<*xf16>, %zp: tensor<1xf16>) -> tensor<3x4x5xf32> {
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x4x?xf16>, tensor<3x?x5xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3x4x5xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<?x4x?xf16>, tensor<3x?x5xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3x4x5xf32>
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<*xf16>, tensor<*xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<*xf16>
  %1 = tosa.matmul %u, %u, %zp, %zp : (tensor<*xf16>, tensor<*xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<*xf16>
  return %0 : tensor<3x4x5xf32>
}

//===----------------------------------------------------------------------===//
// matmul_t_block_scaled
//===----------------------------------------------------------------------===//

// The 1.1 draft's MX INT8 data, `!tosa.mxint8` as upstream MLIR spells it.
// CHECK-LABEL: func.func @matmul_t_block_scaled_mxint8
// CHECK: tosa.matmul_t_block_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<2x4x32x!tosa.mxint8>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x32x!tosa.mxint8>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
func.func @matmul_t_block_scaled_mxint8(%a: tensor<2x4x32x!tosa.mxint8>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x32x!tosa.mxint8>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x32x!tosa.mxint8>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x32x!tosa.mxint8>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// CHECK-LABEL: func.func @matmul_t_block_scaled
func.func @matmul_t_block_scaled(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<1x5x64xf8E4M3FN>, %bs: tensor<1x5x2xf8E8M0FNU>, %fa: tensor<?x4x32xf4E2M1FN>, %fas: tensor<*xf8E8M0FNU>, %fb: tensor<3x5x32xf4E2M1FN>, %fbs: tensor<3x5x1xf8E8M0FNU>) -> tensor<2x4x5xf32> {
  // CHECK: tosa.matmul_t_block_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  // CHECK: tosa.matmul_t_block_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<?x4x32xf4E2M1FN>, tensor<*xf8E8M0FNU>, tensor<3x5x32xf4E2M1FN>, tensor<3x5x1xf8E8M0FNU>) -> tensor<?x4x5xf32>
  %1 = tosa.matmul_t_block_scaled %fa, %fas, %fb, %fbs {block_size = BLOCK_SIZE_32} : (tensor<?x4x32xf4E2M1FN>, tensor<*xf8E8M0FNU>, tensor<3x5x32xf4E2M1FN>, tensor<3x5x1xf8E8M0FNU>) -> tensor<?x4x5xf32>
  // CHECK: tosa.matmul_t_block_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  %2 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<1x5x64xf8E4M3FN>, tensor<1x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

//===----------------------------------------------------------------------===//
// max_pool2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @max_pool2d
func.func @max_pool2d(%x: tensor<1x8x8x4xf32>, %i: tensor<1x8x8x4xi8>, %d: tensor<?x8x?x4xi16>, %u: tensor<*xbf16>) -> tensor<1x4x4x4xf32> {
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 3, 3>, nan_mode = IGNORE, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, nan_mode = IGNORE, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xi8>) -> tensor<1x4x4x4xi8>
  %2 = tosa.max_pool2d %i {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<1x8x8x4xi8>) -> tensor<1x4x4x4xi8>
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x8x?x4xi16>) -> tensor<?x4x?x4xi16>
  %3 = tosa.max_pool2d %d {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>, nan_mode = PROPAGATE} : (tensor<?x8x?x4xi16>) -> tensor<?x4x?x4xi16>
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<*xbf16>) -> tensor<*xbf16>
  %4 = tosa.max_pool2d %u {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<*xbf16>) -> tensor<*xbf16>
  return %0 : tensor<1x4x4x4xf32>
}

//===----------------------------------------------------------------------===//
// rfft2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @rfft2d
func.func @rfft2d(%x: tensor<1x8x8xf32>, %d: tensor<?x4x?xf32>, %u: tensor<*xf32>) -> tensor<1x8x5xf32> {
  // CHECK: %[[RE:.*]], %[[IM:.*]] = tosa.rfft2d %{{.*}} : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
  %0:2 = tosa.rfft2d %x : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
  // CHECK: tosa.rfft2d %{{.*}} {local_bound = true} : (tensor<?x4x?xf32>) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>)
  %1:2 = tosa.rfft2d %d {local_bound = true} : (tensor<?x4x?xf32>) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>)
  // CHECK: tosa.rfft2d %{{.*}} : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %2:2 = tosa.rfft2d %u : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %0#0 : tensor<1x8x5xf32>
}

//===----------------------------------------------------------------------===//
// transpose_conv2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @transpose_conv2d_f32
func.func @transpose_conv2d_f32(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>, %zp: tensor<1xf32>) -> tensor<1x10x10x6xf32> {
  // CHECK: tosa.transpose_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  // (8 - 1) * 2 - 1 - 2 + 3 = 14 and (8 - 1) * 3 + 0 + 1 + 3 = 25.
  // CHECK: tosa.transpose_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, local_bound = true, out_pad = array<i64: -1, -2, 0, 1>, stride = array<i64: 2, 3>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x25x6xf32>
  %1 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, local_bound = true, out_pad = array<i64: -1, -2, 0, 1>, stride = array<i64: 2, 3>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x25x6xf32>
  return %0 : tensor<1x10x10x6xf32>
}

// CHECK-LABEL: func.func @transpose_conv2d_int
func.func @transpose_conv2d_int(%x: tensor<1x8x8x4xi8>, %w: tensor<6x3x3x4xi8>, %b: tensor<6xi32>, %x16: tensor<1x8x8x4xi16>, %b48: tensor<1xi48>, %zp16: tensor<1xi16>, %d: tensor<?x?x8x4xi8>) -> tensor<1x10x10x6xi32> {
  %izp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.transpose_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10x10x6xi32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10x10x6xi32>
  // CHECK: tosa.transpose_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i48, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x10x10x6xi48>
  %1 = tosa.transpose_conv2d %x16, %w, %b48, %zp16, %wzp {acc_type = i48, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<6x3x3x4xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x10x10x6xi48>
  // CHECK: tosa.transpose_conv2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x?x10x6xi32>
  %2 = tosa.transpose_conv2d %d, %w, %b, %izp, %wzp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x8x4xi8>, tensor<6x3x3x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x?x10x6xi32>
  return %0 : tensor<1x10x10x6xi32>
}
