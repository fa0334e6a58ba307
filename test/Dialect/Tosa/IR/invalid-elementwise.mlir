// RUN: tosa-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Broadcasting (all binary, ternary and comparison operators)
//===----------------------------------------------------------------------===//

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @add_rank_mismatch(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1)
func.func @add_not_broadcastable(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x3xf32>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @add_result_shape(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 2 in dimension 0, got 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @sub_result_rank(%a: tensor<2x3xi32>, %b: tensor<*xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.sub' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result rank 2, got 1}}
  %0 = tosa.sub %a, %b : (tensor<2x3xi32>, tensor<*xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2))
func.func @logical_and_result_not_broadcast(%a: tensor<1x3xi1>, %b: tensor<1x1xi1>) -> tensor<2x3xi1> {
  // expected-error @+1 {{'tosa.logical_and' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 1 in dimension 0, got 2}}
  %0 = tosa.logical_and %a, %b : (tensor<1x3xi1>, tensor<1x1xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(broadcast_shape(shape1, shape2), shape3))
func.func @select_input3_not_broadcastable(%p: tensor<2x1xi1>, %a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.select' op ERROR_IF(shape1[i] != shape2[i] && shape1[i] != 1 && shape2[i] != 1): operand shapes 'tensor<2x1xi1>' and 'tensor<2x4xf32>' do not broadcast}}
  %0 = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ERROR_IF(shape != broadcast_shape(broadcast_shape(shape1, shape2), shape3))
func.func @select_result_shape(%p: tensor<2x1xi1>, %a: tensor<1x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.select' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 3 in dimension 1, got 1}}
  %0 = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// ERROR_IF(rank(shape1) != rank(shape2))
func.func @equal_rank_mismatch(%a: tensor<2x3xi32>, %b: tensor<1x2x3xi32>) -> tensor<1x2x3xi1> {
  // expected-error @+1 {{'tosa.equal' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 3}}
  %0 = tosa.equal %a, %b : (tensor<2x3xi32>, tensor<1x2x3xi32>) -> tensor<1x2x3xi1>
  return %0 : tensor<1x2x3xi1>
}

// -----

// ERROR_IF(shape != broadcast_shape(shape1, shape2)): shift takes no part.
func.func @mul_result_shape(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<1xi32> {
  // expected-error @+1 {{'tosa.mul' op ERROR_IF(shape != broadcast_shape(shape1, shape2)): expected result extent 4 in dimension 0, got 1}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

//===----------------------------------------------------------------------===//
// Element types (in_out_t, in_t, bool_t)
//===----------------------------------------------------------------------===//

// -----

// in_out_t: operands and result of one element type.
func.func @bitwise_and_in_out_t(%a: tensor<4xi8>, %b: tensor<4xi16>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.bitwise_and' op expected in_out_t element type 'i8', got 'i16'}}
  %0 = tosa.bitwise_and %a, %b : (tensor<4xi8>, tensor<4xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// in_out_t: operands and result of one element type.
func.func @maximum_result_in_out_t(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.maximum' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// in_t: both comparison operands of one element type.
func.func @greater_in_t(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater' op expected in_t element type 'f32', got 'f16'}}
  %0 = tosa.greater %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// out_t of a comparison is bool_t.
func.func @greater_equal_output_not_bool(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.greater_equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = tosa.greater_equal %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// in_out_t of the logical operators is bool_t.
func.func @logical_or_not_bool(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_or' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = tosa.logical_or %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// The SELECT predicate input1 is bool_t.
func.func @select_predicate_not_bool(%p: tensor<4xi8>, %a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = tosa.select %p, %a, %b : (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// in_out_t: input2, input3 and output of SELECT.
func.func @select_in_out_t(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xbf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op expected in_out_t element type 'f32', got 'bf16'}}
  %0 = tosa.select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// in_t: both MUL operands of one element type.
func.func @mul_in_t(%a: tensor<4xi8>, %b: tensor<4xi16>, %s: tensor<1xi8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op expected in_t element type 'i8', got 'i16'}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// The round attribute of ARITHMETIC_RIGHT_SHIFT is required.
func.func @arithmetic_right_shift_missing_round(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires attribute 'round'}}
  %0 = tosa.arithmetic_right_shift %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// Unary operators: output of the input's shape and type
//===----------------------------------------------------------------------===//

// -----

func.func @abs_result_shape(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'tosa.abs' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.abs %a : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

func.func @exp_result_rank(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tosa.exp' op expected result rank 2 equal to the input rank, got 1}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @sigmoid_in_out_t(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.sigmoid' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.sigmoid %a : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @logical_not_not_bool(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.logical_not' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = tosa.logical_not %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// CLAMP
//===----------------------------------------------------------------------===//

// -----

// ERROR_IF(max_val < min_val)
func.func @clamp_error_if_max_less_than_min_int(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op ERROR_IF(max_val < min_val): expected min_val <= max_val, got 5 and -5}}
  %0 = tosa.clamp %a {min_val = 5 : i8, max_val = -5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// ERROR_IF(max_val < min_val)
func.func @clamp_error_if_max_less_than_min_float(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op ERROR_IF(max_val < min_val): expected min_val <= max_val, got 1.000000e+00 and 5.000000e-01}}
  %0 = tosa.clamp %a {min_val = 1.0 : f16, max_val = 0.5 : f16} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// ERROR_IF(is_a_NaN(min_val) || is_a_NaN(max_val))
func.func @clamp_error_if_nan_bound(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op ERROR_IF(is_a_NaN(min_val) || is_a_NaN(max_val)): expected non-NaN bounds, got 0.000000e+00 and nan}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 0x7FC00000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// min_val and max_val are of type in_out_t.
func.func @clamp_bound_type_int(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op expected max_val of the input element type 'i8', got 100 : i32}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = 100 : i32} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// min_val and max_val are of type in_out_t.
func.func @clamp_bound_type_float(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val of the input element type 'bf16', got 0.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : bf16} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// min_val and max_val are of type in_out_t (the storage type of !quant).
func.func @clamp_bound_type_quantized(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val of the input element type 'i8', got 0.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

func.func @clamp_result_shape(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'tosa.clamp' op expected result extent 4 in dimension 0 equal to the input extent, got 5}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

//===----------------------------------------------------------------------===//
// MUL
//===----------------------------------------------------------------------===//

// -----

// REQUIRE(0 <= shift && shift <= 63)
func.func @mul_require_shift_range_high(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<64> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op REQUIRE(0 <= shift && shift <= 63): expected shift in [0, 63], got 64}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REQUIRE(0 <= shift && shift <= 63)
func.func @mul_require_shift_range_negative(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op REQUIRE(0 <= shift && shift <= 63): expected shift in [0, 63], got -1}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REQUIRE(in_t == int32_t || shift == 0)
func.func @mul_require_shift_zero_int16(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op REQUIRE(in_t == int32_t || shift == 0): expected shift 0 for element type 'i16', got 1}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REQUIRE(in_t == int32_t || shift == 0)
func.func @mul_require_shift_zero_float(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op REQUIRE(in_t == int32_t || shift == 0): expected shift 0 for element type 'f32', got 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// shift has shape [1].
func.func @mul_shift_shape(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<2xi8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op expected shift to have shape [1], got 'tensor<2xi8>'}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<2xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// shift is an int8 tensor.
func.func @mul_shift_type(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #2 must be unranked or rank-1 tensor, but got 'tensor<1xi32>'}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// TABLE
//===----------------------------------------------------------------------===//

// -----

// REQUIRE(length(table) == TABLE_SIZE)
func.func @table_require_size_int8(%a: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.table' op REQUIRE(length(table) == TABLE_SIZE): expected a table of 256 entries for 'i8' input, got 255}}
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// REQUIRE(length(table) == TABLE_SIZE)
func.func @table_require_size_int16(%a: tensor<4xi16>, %t: tensor<512xi16>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.table' op REQUIRE(length(table) == TABLE_SIZE): expected a table of 513 entries for 'i16' input, got 512}}
  %0 = tosa.table %a, %t : (tensor<4xi16>, tensor<512xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// table has rank 1.
func.func @table_rank(%a: tensor<4xi8>, %t: tensor<16x16xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.table' op operand #1 must be unranked or rank-1 tensor, but got 'tensor<16x16xi8>'}}
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<16x16xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @table_result_shape(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  // expected-error @+1 {{'tosa.table' op expected result extent 4 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

//===----------------------------------------------------------------------===//
// NEGATE
//===----------------------------------------------------------------------===//

// -----

// ERROR_IF(in_out_t != int8_t && input1_zp != 0)
func.func @negate_error_if_input1_zp_int16(%a: tensor<4xi16>) -> tensor<4xi16> {
  %zp = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op ERROR_IF(in_out_t != int8_t && input1_zp != 0): expected input1_zp 0 for element type 'i16'}}
  %0 = tosa.negate %a, %zp, %z : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// ERROR_IF(in_out_t != int8_t && output_zp != 0)
func.func @negate_error_if_output_zp_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op ERROR_IF(in_out_t != int8_t && output_zp != 0): expected output_zp 0 for element type 'f32'}}
  %0 = tosa.negate %a, %z, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The zero points are of type in_out_t.
func.func @negate_zp_in_out_t(%a: tensor<4xi8>, %zp: tensor<1xi32>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.negate' op expected in_out_t element type 'i8', got 'i32'}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// The zero points have shape [1].
func.func @negate_zp_shape(%a: tensor<4xi8>, %zp: tensor<1xi8>, %zp2: tensor<2xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.negate' op expected output_zp to have shape [1], got 'tensor<2xi8>'}}
  %0 = tosa.negate %a, %zp, %zp2 : (tensor<4xi8>, tensor<1xi8>, tensor<2xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @negate_in_out_t(%a: tensor<4xi8>, %zp: tensor<1xi8>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.negate' op expected in_out_t element type 'i8', got 'i16'}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
