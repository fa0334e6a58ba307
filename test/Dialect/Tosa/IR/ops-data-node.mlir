// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @identity
func.func @identity(%a: tensor<2x3xf32>, %b: tensor<4xi8>, %c: tensor<?x2xi1>, %d: tensor<i48>, %e: tensor<3xbf16>, %f: tensor<2xi4>) -> (tensor<2x3xf32>, tensor<4xi8>, tensor<?x2xi1>, tensor<i48>, tensor<3xbf16>, tensor<2xi4>) {
  // CHECK: tosa.identity %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.identity %{{.*}} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.identity %b : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK: tosa.identity %{{.*}} : (tensor<?x2xi1>) -> tensor<?x2xi1>
  %2 = tosa.identity %c : (tensor<?x2xi1>) -> tensor<?x2xi1>
  // CHECK: tosa.identity %{{.*}} : (tensor<i48>) -> tensor<i48>
  %3 = tosa.identity %d : (tensor<i48>) -> tensor<i48>
  // CHECK: tosa.identity %{{.*}} : (tensor<3xbf16>) -> tensor<3xbf16>
  %4 = tosa.identity %e : (tensor<3xbf16>) -> tensor<3xbf16>
  // CHECK: tosa.identity %{{.*}} : (tensor<2xi4>) -> tensor<2xi4>
  %5 = tosa.identity %f : (tensor<2xi4>) -> tensor<2xi4>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<4xi8>, tensor<?x2xi1>, tensor<i48>, tensor<3xbf16>, tensor<2xi4>
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<2xi16>, tensor<3xf8E4M3FN>, !tosa.shape<3>) {
  // CHECK: "tosa.const"() <{values = dense<[1, -2]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %0 = "tosa.const"() <{values = dense<[1, -2]> : tensor<2xi16>}> : () -> tensor<2xi16>
  // CHECK: "tosa.const"() <{values = dense<[1.000000e+00, 2.000000e+00, 4.480000e+02]> : tensor<3xf8E4M3FN>}> : () -> tensor<3xf8E4M3FN>
  %1 = "tosa.const"() <{values = dense<[1.0, 2.0, 448.0]> : tensor<3xf8E4M3FN>}> : () -> tensor<3xf8E4M3FN>
  // CHECK: tosa.const_shape {values = dense<[4, 0, 7]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %2 = tosa.const_shape {values = dense<[4, 0, 7]> : tensor<3xindex>} : () -> !tosa.shape<3>
  return %0, %1, %2 : tensor<2xi16>, tensor<3xf8E4M3FN>, !tosa.shape<3>
}
