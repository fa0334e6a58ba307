// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-validate

// Default options: both profiles, no extension, level 8K.

func.func @profiles_accept_base_types(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.maximum %b, %b : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %2 = tosa.maximum %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  %4 = "tosa.const"() <{values = dense<1> : tensor<2xi16>}> : () -> tensor<2xi16>
  %5 = "tosa.const"() <{values = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
  %6 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // Rank 6 is the 8K limit.
  %7 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1x1x1x2xf32>}> : () -> tensor<1x1x1x1x1x2xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @extension_bf16(%a: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  // expected-error @+1 {{'tosa.add' op type combination (bf16, bf16) -> bf16 requires extension bf16}}
  %0 = tosa.add %a, %a : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// -----

func.func @extension_int64(%a: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{'tosa.maximum' op type combination (i64, i64) -> i64 requires extension int64}}
  %0 = tosa.maximum %a, %a : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

func.func @extension_int4() {
  // expected-error @+1 {{'tosa.const' op type combination () -> i4 requires extension int4}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi4>}> : () -> tensor<2xi4>
  return
}

// -----

func.func @extension_int16() {
  // expected-error @+1 {{'tosa.const' op type combination () -> i48 requires extension int16}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi48>}> : () -> tensor<2xi48>
  return
}

// -----

func.func @extension_fp8e4m3() {
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E4M3FN requires extension fp8e4m3}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  return
}

// -----

func.func @extension_fp8e5m2() {
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E5M2 requires extension fp8e5m2}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  return
}

// -----

func.func @extension_mxfp() {
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E8M0FNU requires extension mxfp}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E8M0FNU>}> : () -> tensor<2xf8E8M0FNU>
  return
}

// -----

func.func @extension_dynamic_shape(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 has the non-static shape 'tensor<?x3xf32>', which requires extension dynamic}}
  %0 = tosa.add %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @extension_dynamic_unranked(%a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op operand #1 has the non-static shape 'tensor<*xf32>', which requires extension dynamic}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @extension_dynamic_result(%a: tensor<2x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'tosa.add' op result #0 has the non-static shape 'tensor<?x3xf32>', which requires extension dynamic}}
  %0 = tosa.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// LEVEL_CHECK(rank(shape) <= MAX_RANK)
func.func @level_max_rank(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  // expected-error @+1 {{'tosa.add' op failed level check: rank(operand #0) <= MAX_RANK (6), got 7}}
  %0 = tosa.add %a, %a : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

// LEVEL_CHECK(rank(shape) <= MAX_RANK) on a result.
func.func @level_max_rank_result() {
  // expected-error @+1 {{'tosa.const' op failed level check: rank(result #0) <= MAX_RANK (6), got 7}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1x1x1x1x2xf32>}> : () -> tensor<1x1x1x1x1x1x2xf32>
  return
}

// -----

// Every extent must fit index_t: shape[i] <= (1 << MAX_LOG2_SIZE) - 1.
func.func @level_max_log2_size_extent(%a: tensor<2147483648xi32>) {
  // expected-error @+1 {{'tosa.maximum' op failed level check: shape(operand #0)[0] <= (1 << MAX_LOG2_SIZE) - 1 (2147483647), got 2147483648}}
  %0 = tosa.maximum %a, %a : (tensor<2147483648xi32>, tensor<2147483648xi32>) -> tensor<2147483648xi32>
  return
}

// -----

// The tensor size in bytes must fit size_t: <= (1 << (MAX_LOG2_SIZE + 1)) - 1.
func.func @level_max_log2_size_bytes(%a: tensor<32768x32768xi32>) {
  // expected-error @+1 {{'tosa.add' op failed level check: tensor size in bytes of operand #0 <= (1 << (MAX_LOG2_SIZE + 1)) - 1 (4294967295), got 4294967296}}
  %0 = tosa.add %a, %a : (tensor<32768x32768xi32>, tensor<32768x32768xi32>) -> tensor<32768x32768xi32>
  return
}

// -----

// One element less than the byte limit (a 4-byte element: 2^30 - 1 of them).
func.func @level_max_log2_size_bytes_ok(%a: tensor<1073741823xi32>) {
  %0 = tosa.add %a, %a : (tensor<1073741823xi32>, tensor<1073741823xi32>) -> tensor<1073741823xi32>
  return
}

// -----

// A RESHAPE with a -1 extent: the verifier accepts it (framework IR), TOSA
// 1.0 does not have it.
func.func @reshape_inferred_extent(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op shape with an inferred (-1) extent is not TOSA 1.0; --canonicalize writes the extent out when input1's shape is static}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// A SLICE with a -1 size (to the end): the verifier accepts it (framework
// IR, upstream MLIR), TOSA 1.0 does not have it.
func.func @slice_to_end(%a: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %s = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op size with a -1 (to the end) extent is not TOSA 1.0; --canonicalize writes the extent out when input1's extent is static}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A pre-1.0 quantization attribute: read (upstream MLIR parses it too),
// without effect, not TOSA 1.0.
func.func @legacy_quantization_info(%x: tensor<2x3xi8>) -> tensor<4x5xi8> {
  %p = tosa.const_shape {values = dense<[1, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.pad' op attribute 'quantization_info' (#tosa.pad_quant<input_zp = 3>) is pre-1.0 TOSA and has no effect: TOSA 1.0 takes zero points as operands; remove it}}
  %0 = tosa.pad %x, %p, %v {quantization_info = #tosa.pad_quant<input_zp = 3>} : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<4x5xi8>
  return %0 : tensor<4x5xi8>
}

// -----

// A ui8 input with input_unsigned = false (framework IR): read as unsigned,
// not TOSA 1.0's form.
func.func @rescale_unsigned_type_without_flag(%u: tensor<4xui8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op input of unsigned element type 'ui8' with input_unsigned = false is not TOSA 1.0 (read as unsigned); write i8 with input_unsigned = true}}
  %0 = tosa.rescale %u, %m, %s, %uzp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
