// RUN: tosa-opt %s --tosa-to-tensor --split-input-file | FileCheck %s --implicit-check-not=tosa.reshape --implicit-check-not=tosa.slice --implicit-check-not=tosa.pad --implicit-check-not=tosa.concat --implicit-check-not=tosa.tile --implicit-check-not=tosa.identity --implicit-check-not=tosa.const_shape
// The lowered IR must parse with upstream mlir-opt too.
// RUN: tosa-opt %s --tosa-to-tensor --split-input-file | %upstream-mlir-opt --split-input-file > /dev/null

// CHECK-LABEL: func.func @reshape_collapse
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>)
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: return %[[R]]
func.func @reshape_collapse(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A -1 extent is inferred from the static input.
// CHECK-LABEL: func.func @reshape_inferred
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
func.func @reshape_inferred(%a: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %s = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<2x12xf32>
  return %r : tensor<2x12xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_expand
// CHECK-SAME: (%[[A:.+]]: tensor<6xi8>)
// CHECK: tensor.expand_shape %[[A]] {{\[}}[0, 1, 2]] output_shape [1, 2, 3] : tensor<6xi8> into tensor<1x2x3xi8>
func.func @reshape_expand(%a: tensor<6xi8>) -> tensor<1x2x3xi8> {
  %s = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r = tosa.reshape %a, %s : (tensor<6xi8>, !tosa.shape<3>) -> tensor<1x2x3xi8>
  return %r : tensor<1x2x3xi8>
}

// -----

// Same rank, different extents: neither collapse nor expand.
// CHECK-LABEL: func.func @reshape_general
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>)
// CHECK: %[[S:.+]] = arith.constant dense<[3, 2]> : tensor<2xindex>
// CHECK: tensor.reshape %[[A]](%[[S]]) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
func.func @reshape_general(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_noop
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @reshape_noop(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice
// CHECK-SAME: (%[[A:.+]]: tensor<4x5xf32>)
// CHECK: tensor.extract_slice %[[A]][1, 2] [2, 3] [1, 1] : tensor<4x5xf32> to tensor<2x3xf32>
func.func @slice(%a: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %start = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %a, %start, %size : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>, %[[PC:.+]]: tensor<1xf32>)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[V:.+]] = tensor.extract %[[PC]][%[[C0]]] : tensor<1xf32>
// CHECK: %[[P:.+]] = tensor.pad %[[A]] low[1, 0] high[0, 2]
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: tensor.yield %[[V]] : f32
// CHECK: } : tensor<2x3xf32> to tensor<3x5xf32>
// CHECK: return %[[P]]
func.func @pad(%a: tensor<2x3xf32>, %pc: tensor<1xf32>) -> tensor<3x5xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %a, %p, %pc : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>, %[[B:.+]]: tensor<2x1xf32>)
// CHECK: tensor.concat dim(1) %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>) -> tensor<2x4xf32> {
  %r = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @concat_single
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @concat_single(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.concat %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @tile
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xi32>)
// CHECK: %[[T0:.+]] = tensor.concat dim(0) %[[A]], %[[A]] : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
// CHECK: %[[T1:.+]] = tensor.concat dim(1) %[[T0]], %[[T0]], %[[T0]] : (tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x9xi32>
// CHECK: return %[[T1]]
func.func @tile(%a: tensor<2x3xi32>) -> tensor<4x9xi32> {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<4x9xi32>
  return %r : tensor<4x9xi32>
}

// -----

// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]]
func.func @identity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A more precise result type than the operand's is kept with a cast.
// CHECK-LABEL: func.func @identity_refined
// CHECK: tensor.cast %{{.+}} : tensor<?x3xf32> to tensor<2x3xf32>
func.func @identity_refined(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.identity %a : (tensor<?x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_to_rank0
// CHECK: tensor.collapse_shape %{{.+}} [] : tensor<1x1xf32> into tensor<f32>
func.func @reshape_to_rank0(%a: tensor<1x1xf32>) -> tensor<f32> {
  %s = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %r = tosa.reshape %a, %s : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @concat_dynamic
// CHECK: tensor.concat dim(0) %{{.+}}, %{{.+}} : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
func.func @concat_dynamic(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %r = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
