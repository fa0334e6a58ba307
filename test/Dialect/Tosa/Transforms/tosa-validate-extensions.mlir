// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-validate
// RUN: tosa-opt %s -split-input-file --tosa-validate="extension=all" | FileCheck %s

// Extension-gated features of the ops beyond add/maximum/const (see
// tosa-validate.mlir for the others). Default options reject each case;
// "extension=all" accepts all of them.

// CHECK-LABEL: func.func @fft
func.func @fft(%a: tensor<1x8x8xf32>) -> tensor<1x8x5xf32> {
  // expected-error @+1 {{'tosa.fft2d' op type combination (f32, f32) -> (f32, f32) requires extension fft}}
  %0:2 = tosa.fft2d %a, %a {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  // expected-error @+1 {{'tosa.rfft2d' op type combination (f32) -> (f32, f32) requires extension fft}}
  %1:2 = tosa.rfft2d %a : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
  return %1#0 : tensor<1x8x5xf32>
}

// -----

// CHECK-LABEL: func.func @control_flow
func.func @control_flow(%c: tensor<1xi1>, %a: tensor<2x3xf32>, %i: tensor<1xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.cond_if' op type combination (i1, f32) -> f32 requires extension controlflow}}
  %0 = tosa.cond_if %c (%arg0 = %a) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%arg0: tensor<2x3xf32>):
    tosa.yield %arg0 : tensor<2x3xf32>
  } else {
  ^bb0(%arg0: tensor<2x3xf32>):
    tosa.yield %arg0 : tensor<2x3xf32>
  }
  // expected-error @+1 {{'tosa.while_loop' op type combination (i32) -> i32 requires extension controlflow}}
  %1 = tosa.while_loop (%arg0 = %i) : (tensor<1xi32>) -> tensor<1xi32> {
    %lim = "tosa.const"() <{values = dense<10> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cmp = tosa.greater %lim, %arg0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    tosa.yield %cmp : tensor<1xi1>
  } do {
  ^bb0(%arg0: tensor<1xi32>):
    tosa.yield %arg0 : tensor<1xi32>
  }
  return %0 : tensor<2x3xf32>
}

// -----

// expected-error @+1 {{'tosa.variable' op type combination () -> () {type = f32} requires profile pro_fp and extension variable}}
tosa.variable @var = dense<0.0> : tensor<2x2xf32>

// CHECK-LABEL: func.func @variables
func.func @variables() {
  // expected-error @+1 {{'tosa.variable_read' op type combination () -> f32 requires profile pro_fp and extension variable}}
  %0 = tosa.variable_read @var : tensor<2x2xf32>
  // expected-error @+1 {{'tosa.variable_write' op type combination (f32) -> () requires profile pro_fp and extension variable}}
  tosa.variable_write @var, %0 : tensor<2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @rounding_modes
func.func @rounding_modes(%a: tensor<2x3xi8>, %v: i32, %m: i32, %s: i8) -> tensor<2x3xi8> {
  %mult = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op rounding_mode = DOUBLE_ROUND requires extension doubleround}}
  %0 = tosa.rescale %a, %mult, %shift, %zp, %zp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  // expected-error @+1 {{'tosa.rescale' op rounding_mode = INEXACT_ROUND requires extension inexactround}}
  %1 = tosa.rescale %0, %mult, %shift, %zp, %zp {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  // expected-error @+1 {{'tosa.apply_scale' op rounding_mode = DOUBLE_ROUND requires extension doubleround}}
  %2 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %1 : tensor<2x3xi8>
}

// -----

// CHECK-LABEL: func.func @shape_ops
func.func @shape_ops(%a: tensor<2x3xf32>) -> !tosa.shape<2> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.add_shape' op type combination (shape, shape) -> shape requires extension shape}}
  %0 = tosa.add_shape %s, %s : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.dim' op type combination (f32) -> shape requires profile pro_fp and extension shape}}
  %1 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<2>
}

// -----

// Zero points and shifts are compile-time constants unless
// EXT-DYNAMIC is enabled.
// CHECK-LABEL: func.func @compile_time_constants
func.func @compile_time_constants(%a: tensor<1x4x4x2xf32>, %w: tensor<3x1x1x2xf32>, %b: tensor<3xf32>, %zp: tensor<1xf32>, %i: tensor<2x3xi32>, %shift: tensor<1xi8>) -> tensor<1x4x4x3xf32> {
  %fzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #3 is not a compile-time constant, which requires extension dynamic}}
  %0 = tosa.conv2d %a, %w, %b, %zp, %fzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  // expected-error @+1 {{'tosa.mul' op operand #2 is not a compile-time constant, which requires extension dynamic}}
  %1 = tosa.mul %i, %i, %shift : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op operand #2 is not a compile-time constant, which requires extension dynamic}}
  %2 = tosa.negate %b, %pc, %zp : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @block_scaled
func.func @block_scaled(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x5x32xf8E4M3FN>, %bs: tensor<1x5x1xf8E8M0FNU>, %f: tensor<1x4x32xf32>) -> tensor<1x4x5xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op type combination (f8E4M3FN, f8E8M0FNU, f8E4M3FN, f8E8M0FNU) -> f32 requires extension mxfp}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x5x32xf8E4M3FN>, tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32>
  // expected-error @+1 {{'tosa.cast_to_block_scaled' op type combination (f32) -> (f8E4M3FN, f8E8M0FNU) requires extension mxfp}}
  %1:2 = tosa.cast_to_block_scaled %f {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<1x4x32xf32>) -> (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>)
  return %0 : tensor<1x4x5xf32>
}

// -----

// MX INT8 (!tosa.mxint8) rows of the block-scaled operators: EXT-MXFP.
// CHECK-LABEL: func.func @block_scaled_mxint8
func.func @block_scaled_mxint8(%a: tensor<1x4x32x!tosa.mxint8>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x5x32x!tosa.mxint8>, %bs: tensor<1x5x1xf8E8M0FNU>, %f: tensor<1x4x32xf32>) -> tensor<1x4x32xf32> {
  // expected-error @+1 {{'tosa.matmul_t_block_scaled' op type combination (!tosa.mxint8, f8E8M0FNU, !tosa.mxint8, f8E8M0FNU) -> f32 requires extension mxfp}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32x!tosa.mxint8>, tensor<1x4x1xf8E8M0FNU>, tensor<1x5x32x!tosa.mxint8>, tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32>
  // expected-error @+1 {{'tosa.cast_to_block_scaled' op type combination (f32) -> (!tosa.mxint8, f8E8M0FNU) requires extension mxfp}}
  %1:2 = tosa.cast_to_block_scaled %f {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf32>) -> (tensor<1x4x32x!tosa.mxint8>, tensor<1x4x1xf8E8M0FNU>)
  // expected-error @+1 {{'tosa.cast_from_block_scaled' op type combination (!tosa.mxint8, f8E8M0FNU) -> f32 requires extension mxfp}}
  %2 = tosa.cast_from_block_scaled %1#0, %1#1 {block_size = BLOCK_SIZE_32} : (tensor<1x4x32x!tosa.mxint8>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
  return %2 : tensor<1x4x32xf32>
}

// -----

// CHECK-LABEL: func.func @integer_extensions
func.func @integer_extensions(%a: tensor<1x4x4x2xi16>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi48>, %x: tensor<2x3xf16>) -> tensor<3xi64> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op type combination (i16, i8, i48, i16, i8) -> i48 {acc_type = i48} requires extension int16}}
  %0 = tosa.conv2d %a, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi16>, tensor<3x1x1x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x3xi48>
  // expected-error @+1 {{'tosa.argmax' op type combination (f16) -> i64 requires profile pro_fp and extension int64}}
  %1 = tosa.argmax %x {axis = 0 : i32} : (tensor<2x3xf16>) -> tensor<3xi64>
  return %1 : tensor<3xi64>
}

// -----

// CHECK-LABEL: func.func @fp8_mixed_matmul
func.func @fp8_mixed_matmul(%a: tensor<1x4x8xf8E4M3FN>, %b: tensor<1x8x5xf8E5M2>) -> tensor<1x4x5xf16> {
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E4M3FN requires extension fp8e4m3}}
  %azp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E4M3FN>}> : () -> tensor<1xf8E4M3FN>
  // expected-error @+1 {{'tosa.const' op type combination () -> f8E5M2 requires extension fp8e5m2}}
  %bzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E5M2>}> : () -> tensor<1xf8E5M2>
  // expected-error @+1 {{'tosa.matmul' op type combination (f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2) -> f16 requires extensions fp8e4m3 and fp8e5m2}}
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x4x8xf8E4M3FN>, tensor<1x8x5xf8E5M2>, tensor<1xf8E4M3FN>, tensor<1xf8E5M2>) -> tensor<1x4x5xf16>
  return %0 : tensor<1x4x5xf16>
}
