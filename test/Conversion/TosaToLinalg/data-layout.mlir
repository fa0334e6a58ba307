// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not=tosa.

// TRANSPOSE becomes linalg.transpose (output extent d = input extent
// perms[d], dynamic extents read with tensor.dim).
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[ARG:.+]]: tensor<2x?x4xi16>)
// CHECK: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[DIM:.+]] = tensor.dim %[[ARG]], %[[C1]] : tensor<2x?x4xi16>
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[DIM]]) : tensor<4x2x?xi16>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[ARG]] : tensor<2x?x4xi16>) outs(%[[EMPTY]] : tensor<4x2x?xi16>) permutation = [2, 0, 1]
// CHECK: return %[[T]] : tensor<4x2x?xi16>
func.func @transpose(%arg0: tensor<2x?x4xi16>) -> tensor<4x2x?xi16> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 2, 0, 1>} : (tensor<2x?x4xi16>) -> tensor<4x2x?xi16>
  return %0 : tensor<4x2x?xi16>
}

// REVERSE reads input[..., extent - 1 - i, ...] in a generic over the output.
// CHECK-LABEL: func.func @reverse(
// CHECK-SAME: %[[ARG:.+]]: tensor<2x3xi1>)
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<2x3xi1>
// CHECK: %[[LAST:.+]] = arith.constant 2 : index
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]} outs(%[[EMPTY]] : tensor<2x3xi1>)
// CHECK: %[[I0:.+]] = linalg.index 0 : index
// CHECK: %[[I1:.+]] = linalg.index 1 : index
// CHECK: %[[R:.+]] = arith.subi %[[LAST]], %[[I1]] : index
// CHECK: %[[E:.+]] = tensor.extract %[[ARG]][%[[I0]], %[[R]]] : tensor<2x3xi1>
// CHECK: linalg.yield %[[E]] : i1
func.func @reverse(%arg0: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// A dynamic reversed extent: last = dim - 1.
// CHECK-LABEL: func.func @reverse_dynamic(
// CHECK-SAME: %[[ARG:.+]]: tensor<?xf16>)
// CHECK: %[[DIM:.+]] = tensor.dim %[[ARG]], %{{.+}} : tensor<?xf16>
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[DIM]]) : tensor<?xf16>
// CHECK: %[[DIM2:.+]] = tensor.dim %[[ARG]], %{{.+}} : tensor<?xf16>
// CHECK: %[[LAST:.+]] = arith.subi %[[DIM2]], %{{.+}} : index
// CHECK: linalg.generic
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[R:.+]] = arith.subi %[[LAST]], %[[I]] : index
// CHECK: tensor.extract %[[ARG]][%[[R]]] : tensor<?xf16>
func.func @reverse_dynamic(%arg0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}
