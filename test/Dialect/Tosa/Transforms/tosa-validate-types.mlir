// RUN: tosa-opt %s -split-input-file -verify-diagnostics \
// RUN:   --tosa-validate="profile=pro_int,pro_fp extension=all"

// Every op's element types must form a row of the spec's supported-type
// table. The verifiers accept other combinations, as upstream's do
// (ops-framework-types.mlir); tosa-validate reports them even with every
// profile and extension enabled.

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

// -----

// in_out_t of REDUCE_ALL / REDUCE_ANY is bool_t; the verifier accepts other
// types as upstream's does.
func.func @reduce_all_not_bool(%a: tensor<2x3xi8>) -> tensor<1x3xi8> {
  // expected-error @+1 {{'tosa.reduce_all' op expected a type combination TOSA supports: got (i8) -> i8; supported: (i1) -> i1}}
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  return %0 : tensor<1x3xi8>
}
