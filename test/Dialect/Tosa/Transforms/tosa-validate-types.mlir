// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// The Tosa_SupportedTypes trait: every op's element types must form a row of
// the spec's supported-type table, for some profile or extension (no pass
// needed; tosa-validate then checks the selected ones).

func.func @supported_combinations(%a: tensor<2x3xbf16>, %b: tensor<2x3xi64>) {
  %0 = tosa.add %a, %a : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %1 = tosa.maximum %b, %b : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  %2 = "tosa.const"() <{values = dense<1> : tensor<2xi4>}> : () -> tensor<2xi4>
  %3 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E8M0FNU>}> : () -> tensor<2xf8E8M0FNU>
  return
}

// -----

func.func @unsupported_int8_add(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.add' op expected a type combination TOSA supports: got (i8, i8) -> i8; supported: (i32, i32) -> i32, (i64, i64) -> i64, (f16, f16) -> f16, (bf16, bf16) -> bf16, (f32, f32) -> f32}}
  %0 = tosa.add %a, %a : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @unsupported_int16_maximum(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  // expected-error @+1 {{'tosa.maximum' op expected a type combination TOSA supports: got (i16, i16) -> i16; supported: (i32, i32) -> i32,}}
  %0 = tosa.maximum %a, %a : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

func.func @unsupported_bool_add(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.add' op expected a type combination TOSA supports: got (i1, i1) -> i1}}
  %0 = tosa.add %a, %a : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

// Quantized element types count as their storage type: i8 is no ADD type.
func.func @quantized_storage_type(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{'tosa.add' op expected a type combination TOSA supports: got (i8, i8) -> i8}}
  %0 = tosa.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return
}

// -----

// The op verifier's ERROR_IF diagnostics come first: only the rank error is
// reported for this add, not its int8 types.
func.func @error_if_takes_precedence(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.add' op ERROR_IF(rank(shape1) != rank(shape2)): expected operands of equal rank, got 2 and 1}}
  %0 = tosa.add %a, %b : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
