// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not="= tosa.rescale"

// The structure of the RESCALE lowering: constant operands give a body
// without checks and with 64-bit arithmetic only for apply_scale_32's
// product; runtime operands are extracted once and checked with cf.assert.

// CHECK-DAG: #[[CH:.+]] = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @const_scale32_i32
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
// CHECK: arith.extsi %{{.+}} : i32 to i64
// CHECK: arith.muli %{{.+}} : i64
// CHECK: arith.shrsi %{{.+}} : i64
// CHECK: arith.trunci %{{.+}} : i64 to i32
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.+}} : i32 to i8
func.func @const_scale32_i32(%x: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %zp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// Per-channel shifts of at least 32 (an int8 network's requantization):
// the product is the only 64-bit arithmetic. Each channel's rounding term
// and the output zero point, h = 2^(s-32) + zp 2^(s-31), are added to the
// product as h << 31 with DOUBLE_ROUND's 2^30; after the high half and
// the sign correction one shift by s - 31 remains. h is [2^4 - 3 2^5,
// 2^8 - 3 2^9] = [-80, -1280], the amounts [5, 9].
// CHECK-LABEL: func.func @scale32_high_product_per_channel
// CHECK-DAG: arith.constant dense<[5, 9]> : tensor<2xi32>
// CHECK-DAG: arith.constant dense<[-80, -1280]> : tensor<2xi32>
// CHECK: linalg.generic
// CHECK: ^bb0(%[[V:.+]]: i32, %[[M:.+]]: i32, %[[AMOUNT:.+]]: i32, %[[H:.+]]: i32,
// CHECK-DAG: %[[V64:.+]] = arith.extsi %[[V]] : i32 to i64
// CHECK-DAG: %[[M64:.+]] = arith.extsi %[[M]] : i32 to i64
// CHECK: %[[P:.+]] = arith.muli %[[V64]], %[[M64]] : i64
// CHECK: %[[H64:.+]] = arith.extsi %[[H]] : i32 to i64
// CHECK: %[[HS:.+]] = arith.shli %[[H64]], %{{.+}} : i64
// CHECK: %[[PH:.+]] = arith.addi %[[P]], %[[HS]] : i64
// CHECK: %[[PR:.+]] = arith.addi %[[PH]], %{{.+}} : i64
// CHECK: %[[X64:.+]] = arith.shrsi %[[PR]], %{{.+}} : i64
// CHECK: %[[X:.+]] = arith.trunci %[[X64]] : i64 to i32
// CHECK: %[[SIGN:.+]] = arith.shrsi %[[V]], %{{.+}} : i32
// CHECK: %[[XS:.+]] = arith.addi %[[X]], %[[SIGN]] : i32
// CHECK: arith.shrsi %[[XS]], %[[AMOUNT]] : i32
// CHECK-NOT: i64
// CHECK: linalg.yield
func.func @scale32_high_product_per_channel(%x: tensor<4x2xi32>) -> tensor<4x2xi8> {
  %m = "tosa.const"() <{values = dense<[1518500250, 1073741824]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<[36, 40]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %zp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<4x2xi32>, tensor<2xi32>, tensor<2xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4x2xi8>
  return %0 : tensor<4x2xi8>
}

// SINGLE_ROUND with shifts from 33 rounds the product's high word:
// floor((floor(p / 2^32) + h) / 2^(s-32)), h = 2^(s-33) + zp 2^(s-32) =
// [2^3 - 3 2^4, 2^7 - 3 2^8] = [-40, -640] added in i32, amounts [4, 8].
// CHECK-LABEL: func.func @scale32_single_round_high_word
// CHECK-DAG: arith.constant dense<[4, 8]> : tensor<2xi32>
// CHECK-DAG: arith.constant dense<[-40, -640]> : tensor<2xi32>
// CHECK: ^bb0(%[[V:.+]]: i32, %[[M:.+]]: i32, %[[AMOUNT:.+]]: i32, %[[H:.+]]: i32,
// CHECK: %[[P:.+]] = arith.muli %{{.+}}, %{{.+}} : i64
// CHECK: %[[C32:.+]] = arith.constant 32 : i64
// CHECK: %[[X64:.+]] = arith.shrsi %[[P]], %[[C32]] : i64
// CHECK: %[[X:.+]] = arith.trunci %[[X64]] : i64 to i32
// CHECK: %[[XH:.+]] = arith.addi %[[X]], %[[H]] : i32
// CHECK: arith.shrsi %[[XH]], %[[AMOUNT]] : i32
// CHECK-NOT: i64
// CHECK: linalg.yield
func.func @scale32_single_round_high_word(%x: tensor<4x2xi32>) -> tensor<4x2xi8> {
  %m = "tosa.const"() <{values = dense<[1518500250, 1073741824]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<[36, 40]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %zp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<4x2xi32>, tensor<2xi32>, tensor<2xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4x2xi8>
  return %0 : tensor<4x2xi8>
}

// apply_scale_32 of an int8 value with a shift <= 31 stays in i32: the
// multiplier 1902263391 = 464419 * 2^12 + 3167 at the shift 12 gives
// v * 464419 + ((v * 3167 + 2^11) >> 12) (a residual add's rescale).
// CHECK-LABEL: func.func @scale32_i8_split_at_shift
// CHECK: linalg.generic
// CHECK-NOT: i64
// CHECK: %[[V:.+]] = arith.subi %{{.+}}, %c-1_i32 : i32
// CHECK: %[[Q:.+]] = arith.muli %[[V]], %c464419_i32 : i32
// CHECK: %[[R:.+]] = arith.muli %[[V]], %c3167_i32 : i32
// CHECK: %[[L:.+]] = arith.addi %[[R]], %c2048_i32 : i32
// CHECK: %[[S:.+]] = arith.shrsi %[[L]], %c12_i32 : i32
// CHECK: arith.addi %[[Q]], %[[S]] : i32
// CHECK-NEXT: linalg.yield
func.func @scale32_i8_split_at_shift(%x: tensor<4xi8>) -> tensor<4xi32> {
  %m = "tosa.const"() <{values = dense<1902263391> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A multiplier that is a multiple of 2^shift needs one product; one whose
// remainder times the value overflows int32 at the shift (2^30 at 31) is
// split lower: ((v * 1) + 2^0) >> 1.
// CHECK-LABEL: func.func @scale32_i8_split_below_shift
// CHECK: linalg.generic
// CHECK-NOT: i64
// CHECK: %[[Q:.+]] = arith.muli %{{.+}}, %c1_i32{{.*}} : i32
// CHECK: %[[H:.+]] = arith.addi %[[Q]], %c1_i32{{.*}} : i32
// CHECK: arith.shrsi %[[H]], %c1_i32{{.*}} : i32
// CHECK: arith.trunci %{{.+}} : i32 to i8
func.func @scale32_i8_split_below_shift(%x: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// Per-channel splits: fields that differ between channels are i32 operands
// on the channel; here all six do (quotient, remainder, low rounding term,
// split point, high rounding term, last shift), the second channel being
// split below its shift.
// CHECK-LABEL: func.func @scale32_i16_split_per_channel
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[CH]], #[[CH]], #[[CH]], #[[CH]], #[[CH]], #[[CH]], #{{.+}}]
// CHECK-NOT: i64
// CHECK: linalg.yield
func.func @scale32_i16_split_per_channel(%x: tensor<2x3xi16>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1518500250, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[20, 24, 16]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi16>, tensor<3xi32>, tensor<3xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// apply_scale_16 of an 8/16-bit value stays in i32.
// CHECK-LABEL: func.func @const_scale16_i16
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
// CHECK-NOT: i64
// CHECK: arith.muli %{{.+}} : i32
// CHECK: arith.shrsi
// CHECK: linalg.yield
func.func @const_scale16_i16(%x: tensor<4xi16>) -> tensor<4xi16> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// Runtime multiplier, shift and zero points: extracted once; the int16
// zero points must be 0, the shift in [2, 62], the multiplier >= 0, and
// (shift unknown) the value within apply_scale_32's range per element.
// CHECK-LABEL: func.func @runtime_operands
// CHECK-DAG: tensor.extract %{{.+}}[%{{.+}}] : tensor<1xi16>
// CHECK-DAG: cf.assert %{{.+}}, "'tosa.rescale' op ERROR_IF(!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() || input_unsigned == false) && input_zp != 0): input_zp must be 0 for this type"
// CHECK-DAG: cf.assert %{{.+}}, "'tosa.rescale' op ERROR_IF(!is_same<out_t,i8_t>() && (!is_same<out_t,i16_t>() || output_unsigned == false) && output_zp != 0): output_zp must be 0 for this type"
// CHECK-DAG: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(2 <= shift && shift <= 62): shift out of range"
// CHECK-DAG: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(multiplier >= 0): negative multiplier"
// CHECK: linalg.generic
// CHECK: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - 1))): value out of range of apply_scale_32"
// CHECK: linalg.yield
func.func @runtime_operands(%x: tensor<4xi16>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi16>, %ozp: tensor<1xi16>) -> tensor<4xi16> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// uint16 zero points may be 0 or 32768.
// CHECK-LABEL: func.func @runtime_uint16_zp
// CHECK: arith.extui %{{.+}} : i16 to i32
// CHECK: arith.constant 32768 : i32
// CHECK: cf.assert %{{.+}}, "'tosa.rescale' op ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true && input_zp != 0 && input_zp != 32768): input_zp must be 0 or 32768"
func.func @runtime_uint16_zp(%x: tensor<4xi16>, %izp: tensor<1xi16>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// Runtime per-channel multiplier and shift are generic operands indexed by
// the innermost dimension, checked per element.
// CHECK-LABEL: func.func @runtime_per_channel
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[CH]], #[[CH]], #{{.+}}]
// CHECK: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(multiplier >= 0): negative multiplier"
// CHECK: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(2 <= shift && shift <= 62): shift out of range"
// CHECK: arith.maxsi
// CHECK: arith.minsi
func.func @runtime_per_channel(%x: tensor<2x3xi8>, %m: tensor<3xi32>, %s: tensor<3xi8>) -> tensor<2x3xi32> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// apply_scale_16 of an int48 value: i64, and REQUIRE(result fits int32_t).
// CHECK-LABEL: func.func @scale16_i48
// CHECK: arith.extsi %{{.+}} : i48 to i64
// CHECK: cf.assert %{{.+}}, "'tosa.rescale' op REQUIRE(result >= minimum<int32_t> && result <= maximum<int32_t>): apply_scale_16 result out of range"
func.func @scale16_i48(%x: tensor<4xi48>) -> tensor<4xi16> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// Dynamic extents come from the input.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D:.+]] = tensor.dim %{{.+}}, %{{.+}} : tensor<?xi32>
// CHECK: tensor.empty(%[[D]]) : tensor<?xi8>
func.func @dynamic(%x: tensor<?xi32>) -> tensor<?xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<?xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}
