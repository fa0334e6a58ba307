// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-validate="profile=pro_int extension=int4,int16,doubleround"

// PRO-INT alone, with integer extensions.

func.func @integer_types(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.add %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = tosa.maximum %0, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = "tosa.const"() <{values = dense<1> : tensor<2xi4>}> : () -> tensor<2xi4>
  %3 = "tosa.const"() <{values = dense<1> : tensor<2xi48>}> : () -> tensor<2xi48>
  %4 = "tosa.const"() <{values = dense<1> : tensor<2xui8>}> : () -> tensor<2xui8>
  return %1 : tensor<2x3xi32>
}

// -----

func.func @profile_pro_fp(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op type combination (f32, f32) -> f32 requires profile pro_fp}}
  %0 = tosa.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @profile_pro_fp_f16() {
  // expected-error @+1 {{'tosa.const' op type combination () -> f16 requires profile pro_fp}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf16>}> : () -> tensor<2xf16>
  return
}

// -----

func.func @extension_int64(%a: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{'tosa.add' op type combination (i64, i64) -> i64 requires extension int64}}
  %0 = tosa.add %a, %a : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}
