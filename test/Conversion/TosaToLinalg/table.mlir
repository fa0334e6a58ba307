// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | FileCheck %s --implicit-check-not=tosa.

// TABLE becomes an element-wise linalg.generic reading the table with
// tensor.extract.

// int8: table[value + 128].
// CHECK-LABEL: func.func @table_i8(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xi8>, %[[T:.+]]: tensor<256xi8>)
// CHECK: linalg.generic {{.+}} ins(%[[X]] : tensor<2x3xi8>)
// CHECK: ^bb0(%[[IN:.+]]: i8, %{{.+}}: i8):
// CHECK: %[[WIDE:.+]] = arith.extsi %[[IN]] : i8 to i32
// CHECK: %[[C128:.+]] = arith.constant 128 : i32
// CHECK: %[[POS:.+]] = arith.addi %[[WIDE]], %[[C128]] : i32
// CHECK: %[[IDX:.+]] = arith.index_cast %[[POS]] : i32 to index
// CHECK: %[[E:.+]] = tensor.extract %[[T]][%[[IDX]]] : tensor<256xi8>
// CHECK: linalg.yield %[[E]] : i8
// CHECK-NOT: cf.assert
func.func @table_i8(%arg0: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<2x3xi8> {
  %0 = tosa.table %arg0, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// int16: apply_lookup_s; a table that is not a constant gets the slope check.
// CHECK-LABEL: func.func @table_i16(
// CHECK-SAME: %[[X:.+]]: tensor<4xi16>, %[[T:.+]]: tensor<513xi16>)
// CHECK: ^bb0(%[[IN:.+]]: i16, %{{.+}}: i32):
// CHECK: %[[WIDE:.+]] = arith.extsi %[[IN]] : i16 to i32
// CHECK: %[[C32768:.+]] = arith.constant 32768 : i32
// CHECK: %[[OFF:.+]] = arith.addi %[[WIDE]], %[[C32768]] : i32
// CHECK: %[[C7:.+]] = arith.constant 7 : i32
// CHECK: %[[INDEX:.+]] = arith.shrui %[[OFF]], %[[C7]] : i32
// CHECK: %[[C127:.+]] = arith.constant 127 : i32
// CHECK: %[[FRAC:.+]] = arith.andi %[[OFF]], %[[C127]] : i32
// CHECK: %[[I0:.+]] = arith.index_cast %[[INDEX]] : i32 to index
// CHECK: %[[E0:.+]] = tensor.extract %[[T]][%[[I0]]] : tensor<513xi16>
// CHECK: %[[BASE:.+]] = arith.extsi %[[E0]] : i16 to i32
// CHECK: %[[NEXTI:.+]] = arith.addi %[[INDEX]], %{{.+}} : i32
// CHECK: %[[I1:.+]] = arith.index_cast %[[NEXTI]] : i32 to index
// CHECK: %[[E1:.+]] = tensor.extract %[[T]][%[[I1]]] : tensor<513xi16>
// CHECK: %[[NEXT:.+]] = arith.extsi %[[E1]] : i16 to i32
// CHECK: %[[SLOPE:.+]] = arith.subi %[[NEXT]], %[[BASE]] : i32
// CHECK: %[[HI:.+]] = arith.cmpi sle, %[[SLOPE]], %{{.+}} : i32
// CHECK: %[[LO:.+]] = arith.cmpi sge, %[[SLOPE]], %{{.+}} : i32
// CHECK: %[[FITS:.+]] = arith.andi %[[LO]], %[[HI]] : i1
// CHECK: cf.assert %[[FITS]], "'tosa.table' op REQUIRE(slope >= minimum_s<int16_t>() && slope <= maximum_s<int16_t>()): neighbouring table entries differ by more than int16"
// CHECK: %[[SCALED:.+]] = arith.shli %[[BASE]], %{{.+}} : i32
// CHECK: %[[PROD:.+]] = arith.muli %[[SLOPE]], %[[FRAC]] : i32
// CHECK: %[[R:.+]] = arith.addi %[[SCALED]], %[[PROD]] : i32
// CHECK: linalg.yield %[[R]] : i32
func.func @table_i16(%arg0: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %0 = tosa.table %arg0, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A constant table whose neighbouring entries differ by at most int16: no
// check.
// CHECK-LABEL: func.func @table_i16_const_ok(
// CHECK-NOT: cf.assert
// CHECK: linalg.yield
func.func @table_i16_const_ok(%arg0: tensor<4xi16>) -> tensor<4xi32> {
  %t = "tosa.const"() <{values = dense<7> : tensor<513xi16>}> : () -> tensor<513xi16>
  %0 = tosa.table %arg0, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A constant table with a jump from -32768 to 32767 (slope 65535): checked.
// CHECK-LABEL: func.func @table_i16_const_steep(
// CHECK: cf.assert %{{.+}}, "'tosa.table' op REQUIRE(slope
func.func @table_i16_const_steep(%arg0: tensor<4xi16>) -> tensor<4xi32> {
  %t = "tosa.const"() <{values = dense<[-32768, 32767, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<513xi16>}> : () -> tensor<513xi16>
  %0 = tosa.table %arg0, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
