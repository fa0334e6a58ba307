// Enabling the extensions and level "none" accepts every case below; the
// default options reject each of them (see tosa-validate.mlir).

// RUN: tosa-opt %s -split-input-file --tosa-validate="profile=pro_int,pro_fp extension=bf16,int4,int64,fp8e5m2,mxfp,dynamic level=none" \
// RUN:   | FileCheck %s
// RUN: tosa-opt %s -split-input-file --tosa-validate="extension=all level=NONE" | FileCheck %s
// RUN: tosa-opt %s -split-input-file --tosa-validate="profile=PRO-INT,PRO-FP extension=EXT-BF16,EXT-INT4,EXT-INT64,EXT-FP8E5M2,EXT-MXFP,EXT-DYNAMIC level=none" \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @extensions
// CHECK: tosa.add
// CHECK: tosa.maximum
// CHECK: "tosa.const"
// CHECK: "tosa.const"
// CHECK: "tosa.const"
func.func @extensions(%a: tensor<2x3xbf16>, %b: tensor<2x3xi64>) -> tensor<2x3xbf16> {
  %0 = tosa.add %a, %a : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %1 = tosa.maximum %b, %b : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  %2 = "tosa.const"() <{values = dense<1> : tensor<2xi4>}> : () -> tensor<2xi4>
  %3 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  %4 = "tosa.const"() <{values = dense<1.0> : tensor<2xf8E8M0FNU>}> : () -> tensor<2xf8E8M0FNU>
  return %0 : tensor<2x3xbf16>
}

// -----

// CHECK-LABEL: func.func @dynamic
// CHECK: tosa.add
func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Level "none": MAX_RANK 32, MAX_LOG2_SIZE 63.
// CHECK-LABEL: func.func @level_none
// CHECK: tosa.add
// CHECK: tosa.add
func.func @level_none(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<32768x32768xi32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.add %a, %a : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  %1 = tosa.add %b, %b : (tensor<32768x32768xi32>, tensor<32768x32768xi32>) -> tensor<32768x32768xi32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}
