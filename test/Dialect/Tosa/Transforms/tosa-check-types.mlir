// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-check-types
// RUN: not tosa-opt %s -split-input-file --tosa-check-types=strict=true \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT

// tosa-check-types, the first step of every lowering: the spec's type
// combinations and the framework forms tosac defines pass; other
// combinations the verifiers accept fail with their location.

// The spec's combinations, under any profile or extension.
func.func @spec_types(%a: tensor<4xi32>, %b: tensor<4xbf16>) -> (tensor<4xi32>, tensor<4xbf16>) {
  %0 = tosa.add %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.abs %b : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0, %1 : tensor<4xi32>, tensor<4xbf16>
}

// -----

// Framework forms (docs/Dialect.md); with strict=true each is an error.
// STRICT-COUNT-9: op expected a type combination TOSA supports: got {{.*}} (--strict)
func.func @framework_forms(%a: tensor<1x2x4xi8>, %b: tensor<1x4x2xi8>, %c: tensor<4xf32>, %d: tensor<2x4xi32>, %t: tensor<256xi32>, %e: tensor<2x4xi8>) {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x4xi8>, tensor<1x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi16>
  %1 = tosa.cast %c : (tensor<4xf32>) -> tensor<4xi1>
  %2 = tosa.cast %c : (tensor<4xf32>) -> tensor<4xi64>
  %3 = tosa.reduce_product %d {axis = 0 : i32} : (tensor<2x4xi32>) -> tensor<1x4xi32>
  %4 = tosa.argmax %d {axis = 0 : i32} : (tensor<2x4xi32>) -> tensor<4xi32>
  %5 = tosa.clamp %d {min_val = 0 : i32, max_val = 6 : i32} : (tensor<2x4xi32>) -> tensor<2x4xi32>
  %6 = tosa.table %e, %t : (tensor<2x4xi8>, tensor<256xi32>) -> tensor<2x4xi32>
  %7 = tosa.mul %e, %e, %z : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  %8 = tosa.reduce_all %e {axis = 0 : i32} : (tensor<2x4xi8>) -> tensor<1x4xi8>
  return
}

// -----

// An integer convolution's bias of another width is extended to out_t.
// STRICT: 'tosa.conv2d' op expected a type combination TOSA supports: got (i8, i8, i16, i8, i8) -> i32
func.func @conv_bias_width(%a: tensor<1x4x4x2xi8>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi16>) -> tensor<1x4x4x3xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi16>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

// -----

// What tosac gives no meaning to fails before lowering.
// STRICT: 'tosa.abs' op expected a type combination TOSA supports: got (i8) -> i8
func.func @undefined_combination(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.abs' op is not supported by the lowering: (i8) -> i8 is not a TOSA 1.0 type combination and has no defined meaning in tosac; supported: (i32) -> i32}}
  %0 = tosa.abs %a : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// A matmul accumulating in a type narrower than its inputs is not defined.
// STRICT: 'tosa.matmul' op expected a type combination TOSA supports: got (i16, i16, i16, i16) -> i8
func.func @narrowing_matmul(%a: tensor<1x2x4xi16>, %b: tensor<1x4x2xi16>) -> tensor<1x2x2xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.matmul' op is not supported by the lowering: (i16, i16, i16, i16) -> i8}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x4xi16>, tensor<1x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2xi8>
  return %0 : tensor<1x2x2xi8>
}

// -----

// CLAMP bounds of the other signedness (accepted by the verifier, as
// upstream does) have no one meaning on signless data.
// STRICT: 'tosa.clamp' op is not supported by the lowering: bounds of type 'ui8' on elements of type 'i8'
func.func @clamp_unsigned_bounds(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op is not supported by the lowering: bounds of type 'ui8' on elements of type 'i8' have no defined meaning in tosac}}
  %0 = tosa.clamp %a {max_val = 200 : ui8, min_val = 0 : ui8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
