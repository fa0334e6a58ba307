// RUN: tosa-opt %s -split-input-file | FileCheck %s
// RUN: tosa-opt %s -split-input-file | %upstream-mlir-opt -split-input-file | FileCheck %s
// RUN: tosa-opt %s -split-input-file -verify-diagnostics \
// RUN:   --tosa-validate="profile=pro_int,pro_fp extension=all" -o /dev/null

// Element-type combinations outside TOSA 1.0's tables that framework
// compilers emit and upstream MLIR 22's verifiers accept. The verifiers
// accept them too and print them back in upstream's syntax; tosa-validate
// reports each even with every profile and extension enabled. Which of them
// tosac runs: tosa-check-types.mlir, test/tools/tosa-run/framework-types.mlir.

// CHECK-LABEL: func.func @mm_i16
func.func @mm_i16(%a: tensor<1x4x8xi8>, %b: tensor<1x8x4xi8>) -> tensor<1x4x4xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.matmul {{.*}} : (tensor<1x4x8xi8>, tensor<1x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4xi16>
  // expected-error @+1 {{'tosa.matmul' op expected a type combination TOSA supports}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xi8>, tensor<1x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4xi16>
  return %0 : tensor<1x4x4xi16>
}

// -----

// CHECK-LABEL: func.func @mm_i16i16
func.func @mm_i16i16(%a: tensor<1x4x8xi16>, %b: tensor<1x8x4xi16>) -> tensor<1x4x4xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // CHECK: tosa.matmul {{.*}} : (tensor<1x4x8xi16>, tensor<1x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4xi16>
  // expected-error @+1 {{'tosa.matmul' op expected a type combination TOSA supports}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xi16>, tensor<1x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4xi16>
  return %0 : tensor<1x4x4xi16>
}

// -----

// CHECK-LABEL: func.func @mm_i16i32
func.func @mm_i16i32(%a: tensor<1x4x8xi16>, %b: tensor<1x8x4xi16>) -> tensor<1x4x4xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // CHECK: tosa.matmul {{.*}} : (tensor<1x4x8xi16>, tensor<1x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4xi32>
  // expected-error @+1 {{'tosa.matmul' op expected a type combination TOSA supports}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xi16>, tensor<1x8x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x4xi32>
  return %0 : tensor<1x4x4xi32>
}

// -----

// CHECK-LABEL: func.func @mm_bf16
func.func @mm_bf16(%a: tensor<1x4x8xbf16>, %b: tensor<1x8x4xbf16>) -> tensor<1x4x4xbf16> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // CHECK: tosa.matmul {{.*}} : (tensor<1x4x8xbf16>, tensor<1x8x4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x4xbf16>
  // expected-error @+1 {{'tosa.matmul' op expected a type combination TOSA supports}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xbf16>, tensor<1x8x4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x4xbf16>
  return %0 : tensor<1x4x4xbf16>
}

// -----

// CHECK-LABEL: func.func @rprod
func.func @rprod(%a: tensor<4x8xi32>) -> tensor<1x8xi32> {
  // CHECK: tosa.reduce_product {{.*}} : (tensor<4x8xi32>) -> tensor<1x8xi32>
  // expected-error @+1 {{'tosa.reduce_product' op expected a type combination TOSA supports}}
  %0 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<4x8xi32>) -> tensor<1x8xi32>
  return %0 : tensor<1x8xi32>
}

// -----

// CHECK-LABEL: func.func @argmax_i32
func.func @argmax_i32(%a: tensor<4x8xi32>) -> tensor<8xi32> {
  // CHECK: tosa.argmax {{.*}} : (tensor<4x8xi32>) -> tensor<8xi32>
  // expected-error @+1 {{'tosa.argmax' op expected a type combination TOSA supports}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<4x8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

// CHECK-LABEL: func.func @cast_f32_i1
func.func @cast_f32_i1(%a: tensor<4xf32>) -> tensor<4xi1> {
  // CHECK: tosa.cast {{.*}} : (tensor<4xf32>) -> tensor<4xi1>
  // expected-error @+1 {{'tosa.cast' op expected a type combination TOSA supports}}
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @cast_f32_i64
func.func @cast_f32_i64(%a: tensor<4xf32>) -> tensor<4xi64> {
  // CHECK: tosa.cast {{.*}} : (tensor<4xf32>) -> tensor<4xi64>
  // expected-error @+1 {{'tosa.cast' op expected a type combination TOSA supports}}
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @cast_f32_f32
func.func @cast_f32_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: tosa.cast {{.*}} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'tosa.cast' op expected a type combination TOSA supports}}
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_ui8_f32
func.func @cast_ui8_f32(%a: tensor<4xui8>) -> tensor<4xf32> {
  // CHECK: tosa.cast {{.*}} : (tensor<4xui8>) -> tensor<4xf32>
  // expected-error @+1 {{'tosa.cast' op expected a type combination TOSA supports}}
  %0 = tosa.cast %a : (tensor<4xui8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_i32
func.func @clamp_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: tosa.clamp {{.*}} : (tensor<4xi32>) -> tensor<4xi32>
  // expected-error @+1 {{'tosa.clamp' op expected a type combination TOSA supports}}
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 6 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @min_i8
func.func @min_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // CHECK: tosa.minimum {{.*}} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  // expected-error @+1 {{'tosa.minimum' op expected a type combination TOSA supports}}
  %0 = tosa.minimum %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @max_i16
func.func @max_i16(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  // CHECK: tosa.maximum {{.*}} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  // expected-error @+1 {{'tosa.maximum' op expected a type combination TOSA supports}}
  %0 = tosa.maximum %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @maxpool_i32
func.func @maxpool_i32(%a: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  // CHECK: tosa.max_pool2d {{.*}} : (tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32>
  // expected-error @+1 {{'tosa.max_pool2d' op expected a type combination TOSA supports}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}

// -----

// CHECK-LABEL: func.func @table_i32
func.func @table_i32(%a: tensor<4xi8>, %t: tensor<256xi32>) -> tensor<4xi32> {
  // CHECK: tosa.table {{.*}} : (tensor<4xi8>, tensor<256xi32>) -> tensor<4xi32>
  // expected-error @+1 {{'tosa.table' op expected a type combination TOSA supports}}
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @mul_i8
func.func @mul_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.mul {{.*}} : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  // expected-error @+1 {{'tosa.mul' op expected a type combination TOSA supports}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @mul_i16
func.func @mul_i16(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.mul {{.*}} : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi16>
  // expected-error @+1 {{'tosa.mul' op expected a type combination TOSA supports}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @rall_i8
func.func @rall_i8(%a: tensor<4x8xi8>) -> tensor<1x8xi8> {
  // CHECK: tosa.reduce_all {{.*}} : (tensor<4x8xi8>) -> tensor<1x8xi8>
  // expected-error @+1 {{'tosa.reduce_all' op expected a type combination TOSA supports}}
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<4x8xi8>) -> tensor<1x8xi8>
  return %0 : tensor<1x8xi8>
}

// -----

// CHECK-LABEL: func.func @conv_bias
func.func @conv_bias(%a: tensor<1x4x4x2xi8>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi16>) -> tensor<1x4x4x3xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.conv2d {{.*}} : (tensor<1x4x4x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi16>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  // expected-error @+1 {{'tosa.conv2d' op expected a type combination TOSA supports}}
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi16>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

// -----

// CHECK-LABEL: func.func @resize_i32
func.func @resize_i32(%a: tensor<1x4x4x2xi32>) -> tensor<1x8x8x2xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.resize {{.*}} : (tensor<1x4x4x2xi32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi32>
  // expected-error @+1 {{'tosa.resize' op expected a type combination TOSA supports}}
  %0 = tosa.resize %a, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xi32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi32>
  return %0 : tensor<1x8x8x2xi32>
}

// -----

// CLAMP bounds written as ui8 on a u8-quantized tensor (upstream's own
// test). tosa-check-types refuses to run such bounds on signless data.
// CHECK-LABEL: func.func @clamp_quantized_unsigned
func.func @clamp_quantized_unsigned(%arg0: tensor<?x4x4x2x!quant.uniform<u8:f32, 0.023529412224888802:-128>>) -> tensor<?x4x4x2x!quant.uniform<u8:f32, 0.023529412224888802:-128>> {
  // CHECK: tosa.clamp {{.*}}max_val = 255 : ui8, min_val = 0 : ui8
  %0 = tosa.clamp %arg0 {max_val = 255 : ui8, min_val = 0 : ui8} : (tensor<?x4x4x2x!quant.uniform<u8:f32, 0.023529412224888802:-128>>) -> tensor<?x4x4x2x!quant.uniform<u8:f32, 0.023529412224888802:-128>>
  return %0 : tensor<?x4x4x2x!quant.uniform<u8:f32, 0.023529412224888802:-128>>
}
