// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @gather
func.func @gather(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %w: tensor<2x5x3xi8>, %j: tensor<2x6xi32>, %h: tensor<?x4x2xbf16>, %k: tensor<3x?xi32>) -> (tensor<1x3x8xf32>, tensor<2x6x3xi8>, tensor<3x?x2xbf16>) {
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<1x4x8xf32>, tensor<1x3xi32>) -> tensor<1x3x8xf32>
  %0 = tosa.gather %v, %i : (tensor<1x4x8xf32>, tensor<1x3xi32>) -> tensor<1x3x8xf32>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<2x5x3xi8>, tensor<2x6xi32>) -> tensor<2x6x3xi8>
  %1 = tosa.gather %w, %j : (tensor<2x5x3xi8>, tensor<2x6xi32>) -> tensor<2x6x3xi8>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<?x4x2xbf16>, tensor<3x?xi32>) -> tensor<3x?x2xbf16>
  %2 = tosa.gather %h, %k : (tensor<?x4x2xbf16>, tensor<3x?xi32>) -> tensor<3x?x2xbf16>
  return %0, %1, %2 : tensor<1x3x8xf32>, tensor<2x6x3xi8>, tensor<3x?x2xbf16>
}

// CHECK-LABEL: func.func @gather_types
func.func @gather_types(%a: tensor<1x4x2xi16>, %b: tensor<1x4x2xi32>, %c: tensor<1x4x2xf16>, %d: tensor<1x4x2xf8E4M3FN>, %i: tensor<1x2xi32>) -> (tensor<1x2x2xi16>, tensor<1x2x2xi32>, tensor<1x2x2xf16>, tensor<1x2x2xf8E4M3FN>) {
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<1x4x2xi16>, tensor<1x2xi32>) -> tensor<1x2x2xi16>
  %0 = tosa.gather %a, %i : (tensor<1x4x2xi16>, tensor<1x2xi32>) -> tensor<1x2x2xi16>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<1x4x2xi32>, tensor<1x2xi32>) -> tensor<1x2x2xi32>
  %1 = tosa.gather %b, %i : (tensor<1x4x2xi32>, tensor<1x2xi32>) -> tensor<1x2x2xi32>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<1x4x2xf16>, tensor<1x2xi32>) -> tensor<1x2x2xf16>
  %2 = tosa.gather %c, %i : (tensor<1x4x2xf16>, tensor<1x2xi32>) -> tensor<1x2x2xf16>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<1x4x2xf8E4M3FN>, tensor<1x2xi32>) -> tensor<1x2x2xf8E4M3FN>
  %3 = tosa.gather %d, %i : (tensor<1x4x2xf8E4M3FN>, tensor<1x2xi32>) -> tensor<1x2x2xf8E4M3FN>
  return %0, %1, %2, %3 : tensor<1x2x2xi16>, tensor<1x2x2xi32>, tensor<1x2x2xf16>, tensor<1x2x2xf8E4M3FN>
}

// CHECK-LABEL: func.func @scatter
func.func @scatter(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x8xf32>, %w: tensor<2x5x3xi16>, %j: tensor<2x5xi32>, %y: tensor<2x5x3xi16>) -> (tensor<1x4x8xf32>, tensor<2x5x3xi16>) {
  // CHECK: tosa.scatter %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf32>) -> tensor<1x4x8xf32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf32>) -> tensor<1x4x8xf32>
  // CHECK: tosa.scatter %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x5x3xi16>, tensor<2x5xi32>, tensor<2x5x3xi16>) -> tensor<2x5x3xi16>
  %1 = tosa.scatter %w, %j, %y : (tensor<2x5x3xi16>, tensor<2x5xi32>, tensor<2x5x3xi16>) -> tensor<2x5x3xi16>
  return %0, %1 : tensor<1x4x8xf32>, tensor<2x5x3xi16>
}

// CHECK-LABEL: func.func @scatter_dynamic
func.func @scatter_dynamic(%v: tensor<?x?x4xi8>, %i: tensor<2x3xi32>, %x: tensor<?x3x?xi8>) -> tensor<2x?x4xi8> {
  // CHECK: tosa.scatter %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x?x4xi8>, tensor<2x3xi32>, tensor<?x3x?xi8>) -> tensor<2x?x4xi8>
  %0 = tosa.scatter %v, %i, %x : (tensor<?x?x4xi8>, tensor<2x3xi32>, tensor<?x3x?xi8>) -> tensor<2x?x4xi8>
  return %0 : tensor<2x?x4xi8>
}
