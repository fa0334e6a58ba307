// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not=tosa.

// The reductions become a linalg.generic with one reduction iterator into a
// filled accumulator without the axis, expanded back to extent 1 at the axis.

// int32 REDUCE_SUM: apply_add_s REQUIREs every partial sum to fit int32.
// CHECK-DAG: #[[ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[D1:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID3:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[D02:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @reduce_sum_i32(
// CHECK-SAME: %[[ARG:.+]]: tensor<2x3xi32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<3xi32>
// CHECK: %[[FILL:.+]] = linalg.fill ins(%[[ZERO]] : i32) outs(%[[EMPTY]] : tensor<3xi32>)
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[ID2]], #[[D1]]], iterator_types = ["reduction", "parallel"]} ins(%[[ARG]] : tensor<2x3xi32>) outs(%[[FILL]] : tensor<3xi32>)
// CHECK: ^bb0(%[[IN:.+]]: i32, %[[OUT:.+]]: i32):
// CHECK-DAG: %[[WIN:.+]] = arith.extsi %[[IN]] : i32 to i64
// CHECK-DAG: %[[WOUT:.+]] = arith.extsi %[[OUT]] : i32 to i64
// CHECK: %[[WIDE:.+]] = arith.addi %[[WOUT]], %[[WIN]] : i64
// CHECK-DAG: %[[MIN:.+]] = arith.constant -2147483648 : i64
// CHECK-DAG: %[[MAX:.+]] = arith.constant 2147483647 : i64
// CHECK-DAG: %[[LE:.+]] = arith.cmpi sle, %[[WIDE]], %[[MAX]] : i64
// CHECK-DAG: %[[GE:.+]] = arith.cmpi sge, %[[WIDE]], %[[MIN]] : i64
// CHECK: %[[OK:.+]] = arith.andi %[[GE]], %[[LE]] : i1
// CHECK: cf.assert %[[OK]], "'tosa.reduce_sum' op REQUIRE(c >= minimum_s<in_t>() && c <= maximum_s<in_t>()): the sum overflows the element type"
// CHECK: %[[NARROW:.+]] = arith.trunci %[[WIDE]] : i64 to i32
// CHECK: linalg.yield %[[NARROW]] : i32
// CHECK: %[[RES:.+]] = tensor.expand_shape %[[SUM]] {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
// CHECK: return %[[RES]] : tensor<1x3xi32>
func.func @reduce_sum_i32(%arg0: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// fp16 REDUCE_SUM accumulates in fp32 and rounds once; no runtime check.
// CHECK-LABEL: func.func @reduce_sum_f16(
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<2xf32>)
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]} ins(%{{.+}} : tensor<2x3xf16>) outs(%{{.+}} : tensor<2xf32>)
// CHECK: ^bb0(%[[IN:.+]]: f16, %[[OUT:.+]]: f32):
// CHECK: %[[EXT:.+]] = arith.extf %[[IN]] : f16 to f32
// CHECK: %[[ADD:.+]] = arith.addf %[[OUT]], %[[EXT]] : f32
// CHECK: linalg.yield %[[ADD]] : f32
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel"]} ins(%{{.+}} : tensor<2xf32>) outs(%{{.+}} : tensor<2xf16>)
// CHECK: arith.truncf %{{.+}} : f32 to f16
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xf16> into tensor<2x1xf16>
// CHECK-NOT: cf.assert
func.func @reduce_sum_f16(%arg0: tensor<2x3xf16>) -> tensor<2x1xf16> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x3xf16>) -> tensor<2x1xf16>
  return %0 : tensor<2x1xf16>
}

// REDUCE_MAX with nan_mode IGNORE: the accumulator starts at NaN and a NaN
// operand yields the other one (apply_max_s: a >= b ? a : b otherwise).
// CHECK-LABEL: func.func @reduce_max_ignore(
// CHECK: %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.fill ins(%[[NAN]] : f32) outs(%{{.+}} : tensor<2x4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[D02]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK: %[[GE:.+]] = arith.cmpf oge, %[[ACC]], %[[IN]] : f32
// CHECK: %[[PLAIN:.+]] = arith.select %[[GE]], %[[ACC]], %[[IN]] : f32
// CHECK: %[[ACCNAN:.+]] = arith.cmpf uno, %[[ACC]], %[[ACC]] : f32
// CHECK: %[[INNAN:.+]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK: %[[S1:.+]] = arith.select %[[INNAN]], %[[ACC]], %[[PLAIN]] : f32
// CHECK: %[[S2:.+]] = arith.select %[[ACCNAN]], %[[IN]], %[[S1]] : f32
// CHECK: linalg.yield %[[S2]] : f32
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0, 1], [2]] output_shape [2, 1, 4] : tensor<2x4xf32> into tensor<2x1x4xf32>
func.func @reduce_max_ignore(%arg0: tensor<2x3x4xf32>) -> tensor<2x1x4xf32> {
  %0 = tosa.reduce_max %arg0 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
}

// REDUCE_MAX fp32 PROPAGATE: any NaN operand gives NaN; starts at -inf.
// CHECK-LABEL: func.func @reduce_max_propagate(
// CHECK: %[[NEGINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.fill ins(%[[NEGINF]] : f32)
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK: %[[GE:.+]] = arith.cmpf oge, %[[ACC]], %[[IN]] : f32
// CHECK: %[[PLAIN:.+]] = arith.select %[[GE]], %[[ACC]], %[[IN]] : f32
// CHECK: %[[EITHER:.+]] = arith.cmpf uno, %[[ACC]], %[[IN]] : f32
// CHECK: %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[R:.+]] = arith.select %[[EITHER]], %[[NAN]], %[[PLAIN]] : f32
// CHECK: linalg.yield %[[R]] : f32
func.func @reduce_max_propagate(%arg0: tensor<4xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_max %arg0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// REDUCE_MIN int8 with a dynamic batch: starts at maximum_s<int8_t>().
// CHECK-LABEL: func.func @reduce_min_dynamic(
// CHECK-SAME: %[[ARG:.+]]: tensor<?x3xi8>)
// CHECK: %[[MAX:.+]] = arith.constant 127 : i8
// CHECK: %[[DIM:.+]] = tensor.dim %[[ARG]], %{{.+}} : tensor<?x3xi8>
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[DIM]]) : tensor<?xi8>
// CHECK: linalg.fill ins(%[[MAX]] : i8) outs(%[[EMPTY]] : tensor<?xi8>)
// CHECK: ^bb0(%[[IN:.+]]: i8, %[[ACC:.+]]: i8):
// CHECK: %[[LT:.+]] = arith.cmpi slt, %[[ACC]], %[[IN]] : i8
// CHECK: %[[R:.+]] = arith.select %[[LT]], %[[ACC]], %[[IN]] : i8
// CHECK: linalg.yield %[[R]] : i8
// CHECK: %[[DIM2:.+]] = tensor.dim %[[ARG]], %{{.+}} : tensor<?x3xi8>
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [%[[DIM2]], 1] : tensor<?xi8> into tensor<?x1xi8>
func.func @reduce_min_dynamic(%arg0: tensor<?x3xi8>) -> tensor<?x1xi8> {
  %0 = tosa.reduce_min %arg0 {axis = 1 : i32} : (tensor<?x3xi8>) -> tensor<?x1xi8>
  return %0 : tensor<?x1xi8>
}

// REDUCE_ALL of a rank-1 tensor reduces to rank 0 and expands back.
// CHECK-LABEL: func.func @reduce_all_rank1(
// CHECK: %[[TRUE:.+]] = arith.constant true
// CHECK: linalg.fill ins(%[[TRUE]] : i1) outs(%{{.+}} : tensor<i1>)
// CHECK: arith.andi
// CHECK: tensor.expand_shape %{{.+}} [] output_shape [1] : tensor<i1> into tensor<1xi1>
func.func @reduce_all_rank1(%arg0: tensor<5xi1>) -> tensor<1xi1> {
  %0 = tosa.reduce_all %arg0 {axis = 0 : i32} : (tensor<5xi1>) -> tensor<1xi1>
  return %0 : tensor<1xi1>
}

// REDUCE_ANY / REDUCE_PRODUCT bodies.
// CHECK-LABEL: func.func @reduce_any_product(
// CHECK: %[[FALSE:.+]] = arith.constant false
// CHECK: linalg.fill ins(%[[FALSE]] : i1)
// CHECK: arith.ori
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ONE]] : f32)
// CHECK: arith.mulf
func.func @reduce_any_product(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>) -> (tensor<2x1xi1>, tensor<1x3xf32>) {
  %0 = tosa.reduce_any %arg0 {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %1 = tosa.reduce_product %arg1 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0, %1 : tensor<2x1xi1>, tensor<1x3xf32>
}

// ARGMAX: the running maximum and its index are two outputs of one generic;
// the index moves when apply_max_s(value, max) != max and not both are NaN.
// A dynamic axis extent is checked against the index type.
// CHECK-LABEL: func.func @argmax(
// CHECK-SAME: %[[ARG:.+]]: tensor<2x?xf32>)
// CHECK: %[[DIM:.+]] = tensor.dim %[[ARG]], %{{.+}} : tensor<2x?xf32>
// CHECK: %[[EXTENT:.+]] = arith.index_cast %[[DIM]] : index to i64
// CHECK: %[[LIMIT:.+]] = arith.constant 2147483648 : i64
// CHECK: %[[FITS:.+]] = arith.cmpi sle, %[[EXTENT]], %[[LIMIT]] : i64
// CHECK: cf.assert %[[FITS]], "'tosa.argmax' op REQUIRE(max_index <= maximum<out_t>()): the axis is too long for the index type"
// CHECK: %[[NEGINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: %[[VALS:.+]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%{{.+}} : tensor<2xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK: %[[IDXS:.+]] = linalg.fill ins(%[[ZERO]] : i32) outs(%{{.+}} : tensor<2xi32>)
// CHECK: %[[R:.+]]:2 = linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]} ins(%[[ARG]] : tensor<2x?xf32>) outs(%[[VALS]], %[[IDXS]] : tensor<2xf32>, tensor<2xi32>)
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[MAXV:.+]]: f32, %[[MAXI:.+]]: i32):
// CHECK: %[[GE:.+]] = arith.cmpf oge, %[[IN]], %[[MAXV]] : f32
// CHECK: %[[PLAIN:.+]] = arith.select %[[GE]], %[[IN]], %[[MAXV]] : f32
// CHECK: %[[EITHER:.+]] = arith.cmpf uno, %[[IN]], %[[MAXV]] : f32
// CHECK: %[[RES:.+]] = arith.select %[[EITHER]], %{{.+}}, %[[PLAIN]] : f32
// CHECK: %[[DIFF:.+]] = arith.cmpf une, %[[RES]], %[[MAXV]] : f32
// CHECK: %[[RNAN:.+]] = arith.cmpf uno, %[[RES]], %[[RES]] : f32
// CHECK: %[[MNAN:.+]] = arith.cmpf uno, %[[MAXV]], %[[MAXV]] : f32
// CHECK: %[[BOTH:.+]] = arith.andi %[[RNAN]], %[[MNAN]] : i1
// CHECK: %[[NOTBOTH:.+]] = arith.xori %[[BOTH]], %{{.+}} : i1
// CHECK: %[[UPD:.+]] = arith.andi %[[DIFF]], %[[NOTBOTH]] : i1
// CHECK: %[[I:.+]] = linalg.index 1 : index
// CHECK: %[[I32:.+]] = arith.index_cast %[[I]] : index to i32
// CHECK: %[[NV:.+]] = arith.select %[[UPD]], %[[RES]], %[[MAXV]] : f32
// CHECK: %[[NI:.+]] = arith.select %[[UPD]], %[[I32]], %[[MAXI]] : i32
// CHECK: linalg.yield %[[NV]], %[[NI]] : f32, i32
// CHECK: return %[[R]]#1 : tensor<2xi32>
func.func @argmax(%arg0: tensor<2x?xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x?xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// Integer ARGMAX with a static axis: no check, starts at minimum_s.
// CHECK-LABEL: func.func @argmax_i8(
// CHECK-NOT: cf.assert
// CHECK: %[[MIN:.+]] = arith.constant -128 : i8
// CHECK: linalg.fill ins(%[[MIN]] : i8)
// CHECK: ^bb0(%[[IN:.+]]: i8, %[[MAXV:.+]]: i8, %[[MAXI:.+]]: i32):
// CHECK: %[[GE:.+]] = arith.cmpi sge, %[[IN]], %[[MAXV]] : i8
// CHECK: %[[RES:.+]] = arith.select %[[GE]], %[[IN]], %[[MAXV]] : i8
// CHECK: %[[UPD:.+]] = arith.cmpi ne, %[[RES]], %[[MAXV]] : i8
// CHECK: linalg.index 0 : index
func.func @argmax_i8(%arg0: tensor<4x3xi8>) -> tensor<3xi32> {
  %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<4x3xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
