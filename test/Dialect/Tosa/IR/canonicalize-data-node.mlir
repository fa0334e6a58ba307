// RUN: tosa-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @identity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.identity %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// A refined result type must stay visible.
// CHECK-LABEL: func.func @identity_refines_shape
// CHECK: tosa.identity %{{.*}} : (tensor<?x3xf32>) -> tensor<2x3xf32>
func.func @identity_refines_shape(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.identity %a : (tensor<?x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @identity_of_constant
// CHECK-NEXT: %[[C:.*]] = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi8>}>
// CHECK-NEXT: return %[[C]]
func.func @identity_of_constant() -> tensor<2xi8> {
  %c = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.identity %c : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
