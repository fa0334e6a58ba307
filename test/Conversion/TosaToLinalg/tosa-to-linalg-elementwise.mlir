// RUN: tosa-opt %s -tosa-to-linalg | FileCheck %s --implicit-check-not='{{"?tosa\.[a-z_0-9]+[" ]}}'

// Structure: identity maps, broadcasting by a constant 0, tensor.empty.

// CHECK-DAG: #[[$ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$BC0:.+]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[$ID1:.+]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$ZERO:.+]] = affine_map<(d0) -> (0)>
// CHECK-DAG: #[[$BC1:.+]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[$R0:.+]] = affine_map<() -> ()>

// CHECK-LABEL: func.func @add_broadcast
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xi32>, %[[B:.+]]: tensor<1x3xi32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x3xi32>
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[$ID2]], #[[$BC0]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<2x3xi32>, tensor<1x3xi32>) outs(%[[E]] : tensor<2x3xi32>)
// CHECK: ^bb0(%[[X:.+]]: i32, %[[Y:.+]]: i32, %{{.+}}: i32):
// CHECK:   %[[S:.+]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK:   linalg.yield %[[S]] : i32
// CHECK: return %[[R]]
func.func @add_broadcast(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.add %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @add_dynamic
// CHECK-SAME: (%[[A:.+]]: tensor<?xf32>, %[[B:.+]]: tensor<1xf32>)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[D:.+]] = tensor.dim %[[A]], %[[C0]] : tensor<?xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID1]], #[[$ZERO]], #[[$ID1]]]
// CHECK: arith.addf
func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @sub
// CHECK: arith.subi
// CHECK: arith.subf
func.func @sub(%a: tensor<4xi32>, %b: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = tosa.sub %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %b, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @mul_shift
// CHECK: tosa.const
// CHECK: ^bb0(%[[X:.+]]: i32, %[[Y:.+]]: i32, %{{.+}}: i32):
// CHECK:   %[[XL:.+]] = arith.extsi %[[X]] : i32 to i64
// CHECK:   %[[YL:.+]] = arith.extsi %[[Y]] : i32 to i64
// CHECK:   %[[P:.+]] = arith.muli %[[XL]], %[[YL]] : i64
// CHECK:   %[[RND:.+]] = arith.constant 4 : i64
// CHECK:   %[[SUM:.+]] = arith.addi %[[P]], %[[RND]] : i64
// CHECK:   %[[SH:.+]] = arith.constant 3 : i64
// CHECK:   %[[Q:.+]] = arith.shrsi %[[SUM]], %[[SH]] : i64
// CHECK:   %[[T:.+]] = arith.trunci %[[Q]] : i64 to i32
// CHECK:   linalg.yield %[[T]] : i32
func.func @mul_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func @mul_i8
// CHECK: tosa.const
// CHECK: ^bb0(%[[X:.+]]: i8, %[[Y:.+]]: i8, %{{.+}}: i32):
// CHECK:   %[[XW:.+]] = arith.extsi %[[X]] : i8 to i32
// CHECK:   %[[YW:.+]] = arith.extsi %[[Y]] : i8 to i32
// CHECK:   %[[P:.+]] = arith.muli %[[XW]], %[[YW]] : i32
// CHECK:   linalg.yield %[[P]] : i32
func.func @mul_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func @mul_f32
// CHECK: tosa.const
// CHECK: arith.mulf
func.func @mul_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @int_binary
// CHECK: ^bb0(%[[X:.+]]: i32, %[[Y:.+]]: i32, %{{.+}}: i32):
// CHECK:   %[[ONE:.+]] = arith.constant 1 : i32
// CHECK:   %[[M1:.+]] = arith.constant -1 : i32
// CHECK:   %[[Z:.+]] = arith.constant 0 : i32
// CHECK:   %[[ISZ:.+]] = arith.cmpi eq, %[[Y]], %[[Z]] : i32
// CHECK:   %[[ISM1:.+]] = arith.cmpi eq, %[[Y]], %[[M1]] : i32
// CHECK:   %[[SP:.+]] = arith.ori %[[ISZ]], %[[ISM1]] : i1
// CHECK:   %[[DIV:.+]] = arith.select %[[SP]], %[[ONE]], %[[Y]] : i32
// CHECK:   %[[Q:.+]] = arith.divsi %[[X]], %[[DIV]] : i32
// CHECK:   %[[NEG:.+]] = arith.subi %[[Z]], %[[X]] : i32
// CHECK:   %[[R:.+]] = arith.select %[[ISM1]], %[[NEG]], %[[Q]] : i32
// CHECK:   linalg.yield %[[R]] : i32
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK: arith.xori
// CHECK: arith.maxsi
// CHECK: arith.minsi
func.func @int_binary(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.bitwise_and %0, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.bitwise_or %1, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.bitwise_xor %2, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %4 = tosa.maximum %3, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %5 = tosa.minimum %4, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %5 : tensor<4xi32>
}

// CHECK-LABEL: func.func @float_binary
// CHECK: arith.maximumf
// CHECK: arith.maxnumf
// CHECK: arith.minimumf
// CHECK: arith.minnumf
// CHECK: math.powf
func.func @float_binary(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.maximum %0, %b {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.minimum %1, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.minimum %2, %b {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.pow %3, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}

// CHECK-LABEL: func.func @logical
// CHECK: arith.andi %{{.+}}, %{{.+}} : i1
// CHECK: arith.ori %{{.+}}, %{{.+}} : i1
// CHECK: arith.xori %{{.+}}, %{{.+}} : i1
// CHECK: %[[T:.+]] = arith.constant true
// CHECK: arith.xori %{{.+}}, %[[T]] : i1
func.func @logical(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = tosa.logical_or %0, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.logical_xor %1, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = tosa.logical_not %2 : (tensor<4xi1>) -> tensor<4xi1>
  return %3 : tensor<4xi1>
}

// CHECK-LABEL: func.func @shifts
// CHECK: ^bb0(%[[X:.+]]: i8, %[[Y:.+]]: i8, %{{.+}}: i8):
// CHECK:   %[[Z:.+]] = arith.constant 0 : i8
// CHECK:   %[[ONE:.+]] = arith.constant 1 : i8
// CHECK:   %[[MAX:.+]] = arith.constant 7 : i8
// CHECK:   %[[LO:.+]] = arith.minsi %[[Y]], %[[MAX]] : i8
// CHECK:   %[[AMT:.+]] = arith.maxsi %[[LO]], %[[Z]] : i8
// CHECK:   %[[R:.+]] = arith.shrsi %[[X]], %[[AMT]] : i8
// CHECK:   %[[M1:.+]] = arith.subi %[[AMT]], %[[ONE]] : i8
// CHECK:   %[[M1C:.+]] = arith.maxsi %[[M1]], %[[Z]] : i8
// CHECK:   %[[S1:.+]] = arith.shrsi %[[X]], %[[M1C]] : i8
// CHECK:   %[[BIT:.+]] = arith.andi %[[S1]], %[[ONE]] : i8
// CHECK:   %[[POS:.+]] = arith.cmpi sgt, %[[AMT]], %[[Z]] : i8
// CHECK:   %[[INC:.+]] = arith.select %[[POS]], %[[BIT]], %[[Z]] : i8
// CHECK:   %[[SUM:.+]] = arith.addi %[[R]], %[[INC]] : i8
// CHECK:   linalg.yield %[[SUM]] : i8
// CHECK: ^bb0(%[[X:.+]]: i8, %[[Y:.+]]: i8, %{{.+}}: i8):
// CHECK:   %[[Z:.+]] = arith.constant 0 : i8
// CHECK:   %[[W:.+]] = arith.constant 8 : i8
// CHECK:   %[[IN:.+]] = arith.cmpi ult, %[[Y]], %[[W]] : i8
// CHECK:   %[[AMT:.+]] = arith.select %[[IN]], %[[Y]], %[[Z]] : i8
// CHECK:   %[[SH:.+]] = arith.shli %[[X]], %[[AMT]] : i8
// CHECK:   %[[R:.+]] = arith.select %[[IN]], %[[SH]], %[[Z]] : i8
// CHECK:   linalg.yield %[[R]] : i8
// CHECK: arith.shrui
func.func @shifts(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.logical_left_shift %0, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.logical_right_shift %1, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// CHECK-LABEL: func.func @ashr_no_round
// CHECK: arith.shrsi
// CHECK-NOT: arith.addi
// CHECK: linalg.yield
func.func @ashr_no_round(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Dimension 0 comes from %b alone (the others are 1 there). In dimension 1
// %p and %a are both dynamic: either may be 1 at run time, so the result
// extent is their maximum and both are read with tensor.extract at index
// `extent == 1 ? 0 : i`.
// CHECK-LABEL: func.func @select_dynamic
// CHECK-SAME: (%[[P:.+]]: tensor<1x?xi1>, %[[A:.+]]: tensor<1x?xf32>, %[[B:.+]]: tensor<?x1xf32>)
// CHECK: %[[D0:.+]] = tensor.dim %[[B]], %{{.+}} : tensor<?x1xf32>
// CHECK: %[[DP:.+]] = tensor.dim %[[P]], %{{.+}} : tensor<1x?xi1>
// CHECK: %[[DA:.+]] = tensor.dim %[[A]], %{{.+}} : tensor<1x?xf32>
// CHECK: %[[D1:.+]] = arith.maxui %[[DP]], %[[DA]] : index
// CHECK: %[[E:.+]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$BC1]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[B]] : tensor<?x1xf32>) outs(%[[E]] : tensor<?x?xf32>)
// CHECK: ^bb0(%[[F:.+]]: f32, %{{.+}}: f32):
// CHECK:   %[[Z0:.+]] = arith.constant 0 : index
// CHECK:   %[[I:.+]] = linalg.index 1 : index
// CHECK:   %[[ONE:.+]] = arith.constant 1 : index
// CHECK:   %[[ISONE:.+]] = arith.cmpi eq, %[[DP]], %[[ONE]] : index
// CHECK:   %[[Z:.+]] = arith.constant 0 : index
// CHECK:   %[[J:.+]] = arith.select %[[ISONE]], %[[Z]], %[[I]] : index
// CHECK:   %[[PV:.+]] = tensor.extract %[[P]][%[[Z0]], %[[J]]] : tensor<1x?xi1>
// CHECK:   arith.cmpi eq, %[[DA]], %{{.+}} : index
// CHECK:   %[[AV:.+]] = tensor.extract %[[A]][%{{.+}}, %{{.+}}] : tensor<1x?xf32>
// CHECK:   %[[S:.+]] = arith.select %[[PV]], %[[AV]], %[[F]] : f32
// CHECK:   linalg.yield %[[S]] : f32
func.func @select_dynamic(%p: tensor<1x?xi1>, %a: tensor<1x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<1x?xi1>, tensor<1x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @rank0
// CHECK: %[[E:.+]] = tensor.empty() : tensor<f32>
// CHECK: linalg.generic {indexing_maps = [#[[$R0]], #[[$R0]], #[[$R0]]], iterator_types = []}
// CHECK: arith.addf
func.func @rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// A dynamic operand against a static result extent may still be 1.
// CHECK-LABEL: func.func @add_dynamic_static_result
// CHECK-SAME: (%[[A:.+]]: tensor<?xi32>, %[[B:.+]]: tensor<4xi32>)
// CHECK: %[[D:.+]] = tensor.dim %[[A]], %{{.+}} : tensor<?xi32>
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4xi32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[B]] : tensor<4xi32>)
// CHECK: ^bb0(%[[Y:.+]]: i32, %{{.+}}: i32):
// CHECK:   %[[I:.+]] = linalg.index 0 : index
// CHECK:   %[[ISONE:.+]] = arith.cmpi eq, %[[D]], %{{.+}} : index
// CHECK:   %[[J:.+]] = arith.select %[[ISONE]], %{{.+}}, %[[I]] : index
// CHECK:   %[[X:.+]] = tensor.extract %[[A]][%[[J]]] : tensor<?xi32>
// CHECK:   arith.addi %[[X]], %[[Y]] : i32
func.func @add_dynamic_static_result(%a: tensor<?xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %a, %b : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
