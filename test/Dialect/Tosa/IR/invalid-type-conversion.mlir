// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// CAST keeps the shape
func.func @cast_shape(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output extent 2 in dimension 0 (as input), got 3}}
  %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<3x2xi8>
  return
}

// -----

// CAST keeps the rank
func.func @cast_rank(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output of rank 2 (as input), got 1}}
  %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<6xi8>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() || input_unsigned == false) && input_zp != 0)
func.func @rescale_error_if_input_zp(%x: tensor<4xi32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() || input_unsigned == false) && input_zp != 0): expected input_zp = 0 for input type 'i32', got 1}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(!is_same<in_t,i8_t>() && (!is_same<in_t,i16_t>() || input_unsigned == false) && input_zp != 0)
func.func @rescale_error_if_input_zp_signed_i16(%x: tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected input_zp = 0 for input type 'i16', got -5}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(!is_same<out_t,i8_t>() && (!is_same<out_t,i16_t>() || output_unsigned == false) && output_zp != 0)
func.func @rescale_error_if_output_zp(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{ERROR_IF(!is_same<out_t,i8_t>() && (!is_same<out_t,i16_t>() || output_unsigned == false) && output_zp != 0): expected output_zp = 0 for output type 'i32', got 7}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return
}

// -----

// ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true && input_zp != 0 && input_zp != 32768)
func.func @rescale_error_if_input_zp_uint16(%x: tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true && input_zp != 0 && input_zp != 32768): expected input_zp of 0 or 32768 for an unsigned 16-bit input, got 5}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(is_same<out_t,i16_t>() && output_unsigned == true && output_zp != 0 && output_zp != 32768)
func.func @rescale_error_if_output_zp_uint16(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<65535> : tensor<1xui16>}> : () -> tensor<1xui16>
  // expected-error @+1 {{ERROR_IF(is_same<out_t,i16_t>() && output_unsigned == true && output_zp != 0 && output_zp != 32768): expected output_zp of 0 or 32768 for an unsigned 16-bit output, got 65535}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xui16>) -> tensor<4xui16>
  return
}

// -----

// ERROR_IF(scale32 && is_same<in_t,i48_t>())
func.func @rescale_error_if_scale32_i48(%x: tensor<4xi48>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(scale32 && is_same<in_t,i48_t>()): expected scale32 = false for a 48-bit input}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi48>, tensor<1xi32>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<4xi16>
  return
}

// -----

// ERROR_IF(!scale32 && (rounding_mode == DOUBLE_ROUND))
func.func @rescale_error_if_double_round_scale16(%x: tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(!scale32 && (rounding_mode == DOUBLE_ROUND)): expected scale32 = true with rounding_mode = DOUBLE_ROUND}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = false} : (tensor<4xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(input_unsigned && output_unsigned)
func.func @rescale_error_if_both_unsigned(%x: tensor<4xui8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  // expected-error @+1 {{ERROR_IF(input_unsigned && output_unsigned): expected at most one of input_unsigned and output_unsigned}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xui8>) -> tensor<4xui8>
  return
}

// -----

// ERROR_IF(is_same<out_t,i32_t>() && input_unsigned)
func.func @rescale_error_if_i32_output_unsigned_input(%x: tensor<4xui8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{ERROR_IF(is_same<out_t,i32_t>() && input_unsigned): expected input_unsigned = false with a 32-bit output}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<4xi32>
  return
}

// -----

// ERROR_IF(is_same<in_t,i32_t>() && output_unsigned)
func.func @rescale_error_if_i32_input_unsigned_output(%x: tensor<4xi32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(is_same<in_t,i32_t>() && output_unsigned): expected output_unsigned = false with a 32-bit input}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(is_same<in_t,i48_t>() && output_unsigned)
func.func @rescale_error_if_i48_input_unsigned_output(%x: tensor<4xi48>) {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(is_same<in_t,i48_t>() && output_unsigned): expected output_unsigned = false with a 48-bit input}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(is_same<in_t, i48_t> && input_unsigned)
func.func @rescale_error_if_unsigned_i48_input(%x: tensor<4xi48>) {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{ERROR_IF(is_same<in_t, i48_t> && input_unsigned): expected input_unsigned = false with a 48-bit input}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<4xi16>
  return
}

// -----

// ERROR_IF(is_same<in_t, i32_t> && input_unsigned)
func.func @rescale_error_if_unsigned_i32_input(%x: tensor<4xi32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(is_same<in_t, i32_t> && input_unsigned): expected input_unsigned = false with a 32-bit input}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(is_same<out_t, i32_t> && output_unsigned)
func.func @rescale_error_if_unsigned_i32_output(%x: tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{ERROR_IF(is_same<out_t, i32_t> && output_unsigned): expected output_unsigned = false with a 32-bit output}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  return
}

// -----

// ERROR_IF(per_channel && rank(input) < 1)
func.func @rescale_error_if_per_channel_rank0(%x: tensor<i8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{ERROR_IF(per_channel && rank(input) < 1): expected an input of rank >= 1 with per_channel = true}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return
}

// -----

// REQUIRE(2 <= shift && shift <= 62)
func.func @rescale_require_shift_low(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op REQUIRE(2 <= shift && shift <= 62): expected shifts in [2, 62], got 1}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// REQUIRE(2 <= shift && shift <= 62)
func.func @rescale_require_shift_high(%x: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<[1073741824, 1073741824, 1073741824]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[30, 63, 30]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected shifts in [2, 62], got 63}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

// REQUIRE(multiplier >= 0)
func.func @rescale_require_multiplier(%x: tensor<4xi16>) {
  %m = "tosa.const"() <{values = dense<-16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.rescale' op REQUIRE(multiplier >= 0): expected non-negative multipliers, got -16384}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return
}

// -----

// The REQUIREs only apply when there is an element to scale
func.func @rescale_empty_input_no_require(%x: tensor<0xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<0xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<0xi8>
  return
}

// -----

// if (scale32) mul_t=i32_t else mul_t=i16_t
func.func @rescale_multiplier_type(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected multiplier of element type i32 with scale32 = true, got 'i16'}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// if (per_channel) NC=shape[rank(shape)-1] else NC=1
func.func @rescale_multiplier_length(%x: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected multiplier of length 3 (the innermost input extent), got 1}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

// if (per_channel) NC=shape[rank(shape)-1] else NC=1
func.func @rescale_shift_length(%x: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected shift of length 1 without per_channel, got 3}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

// input_zp is of in_t
func.func @rescale_zp_type(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected input_zp of a 8-bit integer type, got 'i32'}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// RESCALE is an integer operator
func.func @rescale_float_input(%x: tensor<4xf32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected integer input and output, got 'f32' and 'i8'}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xf32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// The output has the shape of the input
func.func @rescale_shape(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{expected output extent 4 in dimension 0 (as input), got 5}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<5xi8>
  return
}

// -----

// rounding_mode is a rounding_mode_t
func.func @rescale_rounding_mode(%x: tensor<4xi8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{unknown enum value 'HALF_UP' for attribute 'rounding_mode'}}
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = HALF_UP, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

// ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0)
func.func @cast_to_block_scaled_error_if_block(%x: tensor<2x48xf32>) {
  // expected-error @+1 {{ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0): expected input_data of rank >= 1 whose innermost extent is a multiple of 32, got 'tensor<2x48xf32>'}}
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<2x48xf32>) -> (tensor<2x48xf8E4M3FN>, tensor<2x1xf8E8M0FNU>)
  return
}

// -----

// ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0)
func.func @cast_to_block_scaled_error_if_rank0(%x: tensor<f32>) {
  // expected-error @+1 {{expected input_data of rank >= 1 whose innermost extent is a multiple of 32, got 'tensor<f32>'}}
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<f32>) -> (tensor<f8E4M3FN>, tensor<f8E8M0FNU>)
  return
}

// -----

// The scale has one element per block
func.func @cast_to_block_scaled_scale_shape(%x: tensor<2x64xf32>) {
  // expected-error @+1 {{expected output_scale extent 2 in dimension 1, got 1}}
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<2x64xf32>) -> (tensor<2x64xf8E4M3FN>, tensor<2x1xf8E8M0FNU>)
  return
}

// -----

// scale_t is fp8ue8m0
func.func @cast_to_block_scaled_scale_type(%x: tensor<2x64xf32>) {
  // expected-error @+1 {{expected output_scale of element type f8E8M0FNU, got 'f8E5M2'}}
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<2x64xf32>) -> (tensor<2x64xf8E4M3FN>, tensor<2x2xf8E5M2>)
  return
}

// -----

// output_data has the input shape
func.func @cast_to_block_scaled_data_shape(%x: tensor<2x64xf32>) {
  // expected-error @+1 {{expected output_data extent 2 in dimension 0 (as input_data), got 1}}
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<2x64xf32>) -> (tensor<1x64xf8E4M3FN>, tensor<2x2xf8E8M0FNU>)
  return
}

// -----

// ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0)
func.func @cast_from_block_scaled_error_if_block(%d: tensor<4x16xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  // expected-error @+1 {{ERROR_IF(rank(shape) == 0 || shape[rank(shape)-1] % block_size != 0): expected input_data of rank >= 1 whose innermost extent is a multiple of 32, got 'tensor<4x16xf8E4M3FN>'}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<4x16xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x16xf32>
  return
}

// -----

// The scale has the rank of the data
func.func @cast_from_block_scaled_scale_rank(%d: tensor<4x32xf8E4M3FN>, %s: tensor<4xf8E8M0FNU>) {
  // expected-error @+1 {{expected input_scale of rank 2 (as input_data), got 1}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4xf8E8M0FNU>) -> tensor<4x32xf32>
  return
}

// -----

// output_data has the input_data shape
func.func @cast_from_block_scaled_output_shape(%d: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  // expected-error @+1 {{expected output_data extent 32 in dimension 1 (as input_data), got 64}}
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32>
  return
}
