// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-validate="profile=pro_fp extension=bf16,fp8e4m3"

// PRO-FP alone, with floating-point extensions.

func.func @float_types(%a: tensor<2x3xf32>, %b: tensor<2x3xbf16>, %i: tensor<2x3xi32>) -> tensor<2x3xbf16> {
  %0 = tosa.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.maximum %b, %b : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  // int32 ADD is part of PRO-FP too.
  %2 = tosa.add %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  %4 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
  return %1 : tensor<2x3xbf16>
}

// -----

func.func @profile_pro_int(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.maximum' op type combination (i32, i32) -> i32 requires profile pro_int}}
  %0 = tosa.maximum %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @extension_fp8e5m2() {
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E5M2 requires extension fp8e5m2}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  return
}

// -----

// EXT-INT4 is an extension of PRO-INT only.
func.func @extension_int4() {
  // expected-error @+1 {{'tosa.const' op type combination () -> i4 requires extension int4}}
  %0 = "tosa.const"() <{values = dense<1> : tensor<2xi4>}> : () -> tensor<2xi4>
  return
}
