// RUN: tosa-opt %s --split-input-file --tosa-legalize-for-export | FileCheck %s

// Framework IR's tensor constants (zero points, weights) become tosa.const;
// a scalar arith.constant is not a tensor and stays.
// CHECK-LABEL: func.func @constants
// CHECK: %[[W:.*]] = "tosa.const"() <{values = dense<1> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
// CHECK: %[[B:.*]] = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK: %[[ZP:.*]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK: arith.constant 7 : i32
// CHECK-NOT: arith.constant dense
func.func @constants() -> (tensor<8x1x1x8xi8>, tensor<2xi32>, tensor<1xi8>, i32) {
  %w = arith.constant dense<1> : tensor<8x1x1x8xi8>
  %b = arith.constant dense<[1, 2]> : tensor<2xi32>
  %zp = arith.constant dense<-3> : tensor<1xi8>
  %s = arith.constant 7 : i32
  return %w, %b, %zp, %s : tensor<8x1x1x8xi8>, tensor<2xi32>, tensor<1xi8>, i32
}

// -----

// Static unit-stride slices become tosa.slice; one that drops unit
// dimensions is followed by a reshape; a dynamic offset stays.
// CHECK-LABEL: func.func @slices
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x8xi32>, %[[I:.*]]: index)
// CHECK: %[[S1:.*]] = tosa.const_shape {values = dense<[0, 1, 0, 2]> : tensor<4xindex>}
// CHECK: %[[Z1:.*]] = tosa.const_shape {values = dense<[1, 2, 4, 3]> : tensor<4xindex>}
// CHECK: %[[A:.*]] = tosa.slice %[[X]], %[[S1]], %[[Z1]] : (tensor<1x4x4x8xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x4x3xi32>
// CHECK: %[[S2:.*]] = tosa.const_shape {values = dense<[0, 3, 0, 0]> : tensor<4xindex>}
// CHECK: %[[Z2:.*]] = tosa.const_shape {values = dense<[1, 1, 4, 8]> : tensor<4xindex>}
// CHECK: %[[C:.*]] = tosa.slice %[[X]], %[[S2]], %[[Z2]] : (tensor<1x4x4x8xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x4x8xi32>
// CHECK: %[[R:.*]] = tosa.const_shape {values = dense<[4, 8]> : tensor<2xindex>}
// CHECK: %[[B:.*]] = tosa.reshape %[[C]], %[[R]] : (tensor<1x1x4x8xi32>, !tosa.shape<2>) -> tensor<4x8xi32>
// CHECK: %[[D:.*]] = tensor.extract_slice %[[X]][0, %[[I]], 0, 0]
// CHECK: return %[[A]], %[[B]], %[[D]]
func.func @slices(%x: tensor<1x4x4x8xi32>, %i: index) -> (tensor<1x2x4x3xi32>, tensor<4x8xi32>, tensor<1x1x4x8xi32>) {
  %0 = tensor.extract_slice %x[0, 1, 0, 2] [1, 2, 4, 3] [1, 1, 1, 1] : tensor<1x4x4x8xi32> to tensor<1x2x4x3xi32>
  %1 = tensor.extract_slice %x[0, 3, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x8xi32> to tensor<4x8xi32>
  %2 = tensor.extract_slice %x[0, %i, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x8xi32> to tensor<1x1x4x8xi32>
  return %0, %1, %2 : tensor<1x2x4x3xi32>, tensor<4x8xi32>, tensor<1x1x4x8xi32>
}

// -----

// A reshape's -1 extent is written out.
// CHECK-LABEL: func.func @reshape_inferred
// CHECK: tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>}
// CHECK-NOT: -1
func.func @reshape_inferred(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = tosa.const_shape {values = dense<[3, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// A slice's -1 size (to the end) is written out.
// CHECK-LABEL: func.func @slice_to_end
// CHECK: tosa.const_shape {values = dense<2> : tensor<2xindex>}
// CHECK-NOT: -1
func.func @slice_to_end(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %s = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %x, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A reshape's shape computed from a dynamic batch (tosa.dim and
// concat_shape, which .tosa cannot hold) becomes [-1, 10]; the shape
// operators are left unused and go.
// CHECK-LABEL: func.func @reshape_computed_shape
// CHECK-NOT: tosa.dim
// CHECK-NOT: tosa.concat_shape
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<[-1, 10]> : tensor<2xindex>}
// CHECK: tosa.reshape %{{.*}}, %[[S]] : (tensor<1x?x10xf32>, !tosa.shape<2>) -> tensor<?x10xf32>
func.func @reshape_computed_shape(%x: tensor<1x?x10xf32>) -> tensor<?x10xf32> {
  %n = tosa.dim %x {axis = 1 : i32} : (tensor<1x?x10xf32>) -> !tosa.shape<1>
  %ten = tosa.const_shape {values = dense<10> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s = tosa.concat_shape %n, %ten : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<1x?x10xf32>, !tosa.shape<2>) -> tensor<?x10xf32>
  return %0 : tensor<?x10xf32>
}

// -----

// Shape operators (TOSA 1.1 draft) whose values are known become
// CONST_SHAPE: arithmetic on constant shapes, tosa.dim of a static extent.
// tosa.dim of a dynamic extent stays (the exporter reports it).
// CHECK-LABEL: func.func @shape_operators_known
// CHECK-DAG: tosa.const_shape {values = dense<[6, 8]> : tensor<2xindex>}
// CHECK-DAG: tosa.const_shape {values = dense<3> : tensor<1xindex>}
// CHECK-NOT: tosa.add_shape
// CHECK: tosa.dim %{{.*}} {axis = 0 : i32}
// CHECK-NOT: tosa.dim
func.func @shape_operators_known(%x: tensor<?x3xf32>) -> (!tosa.shape<2>, !tosa.shape<1>, !tosa.shape<1>) {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[5, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %d = tosa.dim %x {axis = 1 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  %n = tosa.dim %x {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  return %c, %d, %n : !tosa.shape<2>, !tosa.shape<1>, !tosa.shape<1>
}
