// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @cast_int
func.func @cast_int(%a: tensor<2x3xi8>, %b: tensor<2x3xi32>, %c: tensor<2x3xi1>, %d: tensor<?xi16>) -> (tensor<2x3xi32>, tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi1>, tensor<?xi32>) {
  // CHECK: tosa.cast %{{.*}} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  %0 = tosa.cast %a : (tensor<2x3xi8>) -> tensor<2x3xi32>
  // CHECK: tosa.cast %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi8>
  %1 = tosa.cast %b : (tensor<2x3xi32>) -> tensor<2x3xi8>
  // CHECK: tosa.cast %{{.*}} : (tensor<2x3xi1>) -> tensor<2x3xi16>
  %2 = tosa.cast %c : (tensor<2x3xi1>) -> tensor<2x3xi16>
  // CHECK: tosa.cast %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi1>
  %3 = tosa.cast %b : (tensor<2x3xi32>) -> tensor<2x3xi1>
  // CHECK: tosa.cast %{{.*}} : (tensor<?xi16>) -> tensor<?xi32>
  %4 = tosa.cast %d : (tensor<?xi16>) -> tensor<?xi32>
  return %0, %1, %2, %3, %4 : tensor<2x3xi32>, tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi1>, tensor<?xi32>
}

// CHECK-LABEL: func.func @cast_float
func.func @cast_float(%a: tensor<4xf32>, %b: tensor<4xf16>, %c: tensor<4xbf16>, %d: tensor<4xi16>) -> (tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, tensor<4xf32>) {
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf32>) -> tensor<4xf16>
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf32>) -> tensor<4xbf16>
  %1 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xbf16>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf16>) -> tensor<4xf32>
  %2 = tosa.cast %b : (tensor<4xf16>) -> tensor<4xf32>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xbf16>) -> tensor<4xi8>
  %3 = tosa.cast %c : (tensor<4xbf16>) -> tensor<4xi8>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf16>) -> tensor<4xi32>
  %4 = tosa.cast %b : (tensor<4xf16>) -> tensor<4xi32>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xi16>) -> tensor<4xf32>
  %5 = tosa.cast %d : (tensor<4xi16>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @cast_fp8
func.func @cast_fp8(%a: tensor<4xf32>, %b: tensor<4xf8E4M3FN>, %c: tensor<4xf8E5M2>, %d: tensor<4xbf16>) -> (tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>) {
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xbf16>) -> tensor<4xf8E5M2>
  %1 = tosa.cast %d : (tensor<4xbf16>) -> tensor<4xf8E5M2>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  %2 = tosa.cast %b : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf8E5M2>) -> tensor<4xbf16>
  %3 = tosa.cast %c : (tensor<4xf8E5M2>) -> tensor<4xbf16>
  // CHECK: tosa.cast %{{.*}} : (tensor<4xf8E5M2>) -> tensor<4xf32>
  %4 = tosa.cast %c : (tensor<4xf8E5M2>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf32>
}

// CHECK-LABEL: func.func @rescale_int8
func.func @rescale_int8(%x: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.rescale %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// CHECK-LABEL: func.func @rescale_unsigned
func.func @rescale_unsigned(%u: tensor<2x3xui8>, %x: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xui8>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<2x3xi8>
  %0 = tosa.rescale %u, %m, %s, %uzp, %zp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<2x3xi8>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xui8>) -> tensor<2x3xui8>
  %1 = tosa.rescale %x, %m, %s, %zp, %uzp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xui8>) -> tensor<2x3xui8>
  return %0, %1 : tensor<2x3xi8>, tensor<2x3xui8>
}

// An unsigned element type with its flag false (framework IR; upstream MLIR
// accepts it): read as unsigned all the same.
// CHECK-LABEL: func.func @rescale_unsigned_type_without_flag
// CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>
// CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, {{.*}}) -> tensor<4xui16>
func.func @rescale_unsigned_type_without_flag(%u: tensor<4xui8>, %x: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xui16>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %u16zp = "tosa.const"() <{values = dense<0> : tensor<1xui16>}> : () -> tensor<1xui16>
  %0 = tosa.rescale %u, %m, %s, %uzp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<4xi8>
  %1 = tosa.rescale %x, %m, %s, %zp, %u16zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xui16>) -> tensor<4xui16>
  return %0, %1 : tensor<4xi8>, tensor<4xui16>
}

// Unsigned 16-bit data in signless i16 storage, zero point 32768.
// CHECK-LABEL: func.func @rescale_uint16
func.func @rescale_uint16(%x: tensor<4xi16>) -> tensor<4xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %uzp = "tosa.const"() <{values = dense<32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  %0 = tosa.rescale %x, %m, %s, %uzp, %zp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// CHECK-LABEL: func.func @rescale_per_channel
func.func @rescale_per_channel(%x: tensor<2x4xi32>) -> tensor<2x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1200000000, 1500000000, 2000000000]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[31, 32, 33, 40]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x4xi8>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// 48-bit accumulators use the 16-bit multiplier.
// CHECK-LABEL: func.func @rescale_int48
func.func @rescale_int48(%x: tensor<3xi48>) -> tensor<3xi16> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<3xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<3xi16>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = false} : (tensor<3xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
}

// CHECK-LABEL: func.func @rescale_inexact_i16_to_i32
func.func @rescale_inexact_i16_to_i32(%x: tensor<5xi16>) -> tensor<5xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<28> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // CHECK: tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<5xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<5xi32>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<5xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// CHECK-LABEL: func.func @cast_to_block_scaled
func.func @cast_to_block_scaled(%x: tensor<1x4x32xf32>, %y: tensor<64xbf16>) -> (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<64xf4E2M1FN>, tensor<2xf8E8M0FNU>) {
  // CHECK: %{{.*}}, %{{.*}} = tosa.cast_to_block_scaled %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf32>) -> (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>)
  %d, %s = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf32>) -> (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>)
  // CHECK: %{{.*}}, %{{.*}} = tosa.cast_to_block_scaled %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<64xbf16>) -> (tensor<64xf4E2M1FN>, tensor<2xf8E8M0FNU>)
  %e, %t = tosa.cast_to_block_scaled %y {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<64xbf16>) -> (tensor<64xf4E2M1FN>, tensor<2xf8E8M0FNU>)
  return %d, %s, %e, %t : tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<64xf4E2M1FN>, tensor<2xf8E8M0FNU>
}

// CHECK-LABEL: func.func @cast_from_block_scaled
func.func @cast_from_block_scaled(%d: tensor<1x4x32xf8E4M3FN>, %s: tensor<1x4x1xf8E8M0FNU>, %e: tensor<2x64xf6E2M3FN>, %t: tensor<2x2xf8E8M0FNU>) -> (tensor<1x4x32xf32>, tensor<2x64xbf16>) {
  // CHECK: tosa.cast_from_block_scaled %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
  // CHECK: tosa.cast_from_block_scaled %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<2x64xf6E2M3FN>, tensor<2x2xf8E8M0FNU>) -> tensor<2x64xbf16>
  %1 = tosa.cast_from_block_scaled %e, %t {block_size = BLOCK_SIZE_32} : (tensor<2x64xf6E2M3FN>, tensor<2x2xf8E8M0FNU>) -> tensor<2x64xbf16>
  return %0, %1 : tensor<1x4x32xf32>, tensor<2x64xbf16>
}

// ui8 on both sides with the flags false: upstream's form (the flags as
// written pass the ERROR_IFs; tosa-lower-unsigned-types gives it meaning).
// CHECK-LABEL: func.func @rescale_ui8_to_ui8
// CHECK: tosa.rescale {{.*}} -> tensor<6xui8>
func.func @rescale_ui8_to_ui8(%u: tensor<6xui8>) -> tensor<6xui8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %0 = tosa.rescale %u, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<6xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}
