// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// Upstream MLIR requires shape operands it can resolve at compile time, so
// they come from tosa.const_shape.
// CHECK-LABEL: func.func @shape_ops
// CHECK-SAME: (%[[T:.+]]: tensor<2x3xf32>, %[[S:.+]]: tensor<1xi32>, %[[N:.+]]: tensor<1xi32>)
func.func @shape_ops(%t: tensor<2x3xf32>, %start: tensor<1xi32>, %size: tensor<1xi32>) {
  // CHECK: %[[A:.+]] = tosa.const_shape {{ *}}{values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: %[[B:.+]] = tosa.const_shape {{ *}}{values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.add_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.sub_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.mul_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %2 = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.div_ceil_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %3 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.div_floor_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %4 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.mod_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.max_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %6 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.min_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %7 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.exp2_shape %[[A]] : (!tosa.shape<2>) -> !tosa.shape<2>
  %8 = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.log2_ceil_shape %[[A]] : (!tosa.shape<2>) -> !tosa.shape<2>
  %9 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.log2_floor_shape %[[A]] : (!tosa.shape<2>) -> !tosa.shape<2>
  %10 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: %[[C:.+]] = tosa.concat_shape %[[A]], %[[B]] : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %11 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  // CHECK: tosa.slice_shape %[[C]], %[[S]], %[[N]] : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  %12 = tosa.slice_shape %11, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  // CHECK: tosa.dim %[[T]] {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %13 = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return
}

// CHECK-LABEL: func.func @shape_ops_edge_cases
func.func @shape_ops_edge_cases(%t: tensor<*xf32>, %u: tensor<?x3xf32>) {
  // CHECK: tosa.const_shape {{ *}}{values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %a = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  // Empty shapes and a single concatenated input.
  // CHECK: tosa.add_shape %{{.+}}, %{{.+}} : (!tosa.shape<0>, !tosa.shape<0>) -> !tosa.shape<0>
  %0 = tosa.add_shape %a, %a : (!tosa.shape<0>, !tosa.shape<0>) -> !tosa.shape<0>
  // CHECK: tosa.concat_shape %{{.+}} : (!tosa.shape<0>) -> !tosa.shape<0>
  %1 = tosa.concat_shape %a : (!tosa.shape<0>) -> !tosa.shape<0>
  // dim of an unranked or dynamic extent.
  // CHECK: tosa.dim %{{.+}} {axis = 3 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
  %2 = tosa.dim %t {axis = 3 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
  // CHECK: tosa.dim %{{.+}} {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  %3 = tosa.dim %u {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  return
}
