// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | FileCheck %s --implicit-check-not=tosa.

// GATHER with indices known only at run time: REQUIRE(0 <= k < K) is a
// cf.assert, and the index is clamped into [0, K - 1] before the read.
// CHECK-DAG: #[[NW:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[SNW:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-DAG: #[[SNWC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[SNKC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @gather_checked(
// CHECK-SAME: %[[V:.+]]: tensor<2x5x3xf32>, %[[I:.+]]: tensor<2x4xi32>)
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<2x4x3xf32>
// CHECK: %[[K:.+]] = arith.constant 5 : i64
// CHECK: linalg.generic {indexing_maps = [#[[NW]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[I]] : tensor<2x4xi32>) outs(%[[EMPTY]] : tensor<2x4x3xf32>)
// CHECK: ^bb0(%[[IN:.+]]: i32, %{{.+}}: f32):
// CHECK: %[[IDX:.+]] = arith.extsi %[[IN]] : i32 to i64
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK: %[[LT:.+]] = arith.cmpi slt, %[[IDX]], %[[K]] : i64
// CHECK: %[[GE:.+]] = arith.cmpi sge, %[[IDX]], %[[ZERO]] : i64
// CHECK: %[[OK:.+]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK: cf.assert %[[OK]], "'tosa.gather' op REQUIRE(0 <= k && k < K): index out of range"
// CHECK: %[[LAST:.+]] = arith.subi %[[K]], %{{.+}} : i64
// CHECK: %[[LOW:.+]] = arith.maxsi %[[IDX]], %{{.+}} : i64
// CHECK: %[[CLAMPED:.+]] = arith.minsi %[[LOW]], %[[LAST]] : i64
// CHECK: %[[ROW:.+]] = arith.index_cast %[[CLAMPED]] : i64 to index
// CHECK: %[[N:.+]] = linalg.index 0 : index
// CHECK: %[[C:.+]] = linalg.index 2 : index
// CHECK: %[[E:.+]] = tensor.extract %[[V]][%[[N]], %[[ROW]], %[[C]]] : tensor<2x5x3xf32>
// CHECK: linalg.yield %[[E]] : f32
func.func @gather_checked(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// Constant indices in range: no check (the clamp stays).
// CHECK-LABEL: func.func @gather_const(
// CHECK-NOT: cf.assert
// CHECK: arith.minsi
// CHECK: tensor.extract
func.func @gather_const(%v: tensor<1x5x3xi8>) -> tensor<1x2x3xi8> {
  %i = "tosa.const"() <{values = dense<[[4, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %0 = tosa.gather %v, %i : (tensor<1x5x3xi8>, tensor<1x2xi32>) -> tensor<1x2x3xi8>
  return %0 : tensor<1x2x3xi8>
}

// A constant index out of range keeps the check.
// CHECK-LABEL: func.func @gather_const_out_of_range(
// CHECK: cf.assert %{{.+}}, "'tosa.gather' op REQUIRE(0 <= k && k < K): index out of range"
func.func @gather_const_out_of_range(%v: tensor<1x5x3xi8>) -> tensor<1x2x3xi8> {
  %i = "tosa.const"() <{values = dense<[[5, -1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %0 = tosa.gather %v, %i : (tensor<1x5x3xi8>, tensor<1x2xi32>) -> tensor<1x2x3xi8>
  return %0 : tensor<1x2x3xi8>
}

// SCATTER with run-time indices: loops (n, k, c, w), w a reduction; the
// output starts as values_in, an i1 tensor of written flags catches a
// position written twice, and the index range is checked.
// CHECK-LABEL: func.func @scatter_checked(
// CHECK-SAME: %[[V:.+]]: tensor<1x5x3xi16>, %[[I:.+]]: tensor<1x2xi32>, %[[X:.+]]: tensor<1x2x3xi16>)
// CHECK: %[[K:.+]] = arith.constant 5 : i64
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<1x5x3xi1>
// CHECK: %[[FALSE:.+]] = arith.constant false
// CHECK: %[[FLAGS:.+]] = linalg.fill ins(%[[FALSE]] : i1) outs(%[[EMPTY]] : tensor<1x5x3xi1>)
// CHECK: %[[R:.+]]:2 = linalg.generic {indexing_maps = [#[[SNW]], #[[SNWC]], #[[SNKC]], #[[SNKC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[I]], %[[X]] : tensor<1x2xi32>, tensor<1x2x3xi16>) outs(%[[V]], %[[FLAGS]] : tensor<1x5x3xi16>, tensor<1x5x3xi1>)
// CHECK: ^bb0(%[[IN:.+]]: i32, %[[ELEM:.+]]: i16, %[[CUR:.+]]: i16, %[[WRITTEN:.+]]: i1):
// CHECK: %[[IDX:.+]] = arith.extsi %[[IN]] : i32 to i64
// CHECK: %[[KI:.+]] = linalg.index 1 : index
// CHECK: %[[KW:.+]] = arith.index_cast %[[KI]] : index to i64
// CHECK: %[[MATCH:.+]] = arith.cmpi eq, %[[IDX]], %[[KW]] : i64
// CHECK: %[[NEW:.+]] = arith.select %[[MATCH]], %[[ELEM]], %[[CUR]] : i16
// CHECK: cf.assert %{{.+}}, "'tosa.scatter' op REQUIRE(0 <= k && k < K): index out of range"
// CHECK: %[[TWICE:.+]] = arith.andi %[[MATCH]], %[[WRITTEN]] : i1
// CHECK: %[[ONCE:.+]] = arith.xori %[[TWICE]], %{{.+}} : i1
// CHECK: cf.assert %[[ONCE]], "'tosa.scatter' op REQUIRE(output_modified[n,k,c] == false): an output position is written twice"
// CHECK: %[[NOWW:.+]] = arith.ori %[[WRITTEN]], %[[MATCH]] : i1
// CHECK: linalg.yield %[[NEW]], %[[NOWW]] : i16, i1
// CHECK: return %[[R]]#0 : tensor<1x5x3xi16>
func.func @scatter_checked(%v: tensor<1x5x3xi16>, %i: tensor<1x2xi32>, %x: tensor<1x2x3xi16>) -> tensor<1x5x3xi16> {
  %0 = tosa.scatter %v, %i, %x : (tensor<1x5x3xi16>, tensor<1x2xi32>, tensor<1x2x3xi16>) -> tensor<1x5x3xi16>
  return %0 : tensor<1x5x3xi16>
}

// Constant indices repeated within a batch keep both checks.
// CHECK-LABEL: func.func @scatter_const_repeat(
// CHECK: cf.assert %{{.+}}, "'tosa.scatter' op REQUIRE(0 <= k && k < K)
// CHECK: cf.assert %{{.+}}, "'tosa.scatter' op REQUIRE(output_modified[n,k,c] == false)
func.func @scatter_const_repeat(%v: tensor<1x5x3xi16>, %x: tensor<1x2x3xi16>) -> tensor<1x5x3xi16> {
  %i = "tosa.const"() <{values = dense<[[1, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x5x3xi16>, tensor<1x2xi32>, tensor<1x2x3xi16>) -> tensor<1x5x3xi16>
  return %0 : tensor<1x5x3xi16>
}

// Distinct constant indices in range: one output, no checks.
// CHECK-LABEL: func.func @scatter_const_ok(
// CHECK-SAME: %[[V:.+]]: tensor<1x5x3xi16>, %[[X:.+]]: tensor<1x2x3xi16>)
// CHECK-NOT: cf.assert
// CHECK: %[[R:.+]] = linalg.generic {{.+}} outs(%[[V]] : tensor<1x5x3xi16>)
// CHECK: arith.select
// CHECK: return %[[R]] : tensor<1x5x3xi16>
func.func @scatter_const_ok(%v: tensor<1x5x3xi16>, %x: tensor<1x2x3xi16>) -> tensor<1x5x3xi16> {
  %i = "tosa.const"() <{values = dense<[[4, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %0 = tosa.scatter %v, %i, %x : (tensor<1x5x3xi16>, tensor<1x2xi32>, tensor<1x2x3xi16>) -> tensor<1x5x3xi16>
  return %0 : tensor<1x5x3xi16>
}
