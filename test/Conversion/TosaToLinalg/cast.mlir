// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not="= tosa.cast"

// The structure of the CAST lowering. bf16 and fp8 never reach float
// arithmetic: they are converted through their encodings as integers.

// CHECK-LABEL: func.func @int_truncate
// CHECK: linalg.generic
// CHECK: arith.trunci %{{.+}} : i32 to i8
func.func @int_truncate(%x: tensor<4xi32>) -> tensor<4xi8> {
  %0 = tosa.cast %x : (tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// CHECK-LABEL: func.func @int_extend
// CHECK: arith.extsi %{{.+}} : i8 to i32
func.func @int_extend(%x: tensor<4xi8>) -> tensor<4xi32> {
  %0 = tosa.cast %x : (tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func @to_bool
// CHECK: arith.cmpi ne
func.func @to_bool(%x: tensor<4xi16>) -> tensor<4xi1> {
  %0 = tosa.cast %x : (tensor<4xi16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-LABEL: func.func @from_bool
// CHECK: arith.extui %{{.+}} : i1 to i32
func.func @from_bool(%x: tensor<4xi1>) -> tensor<4xi32> {
  %0 = tosa.cast %x : (tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Round to nearest even, then saturate.
// CHECK-LABEL: func.func @f32_to_i8
// CHECK: math.roundeven
// CHECK: arith.fptosi %{{.+}} : f32 to i32
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.+}} : i32 to i8
func.func @f32_to_i8(%x: tensor<4xf32>) -> tensor<4xi8> {
  %0 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// CHECK-LABEL: func.func @f32_to_f16
// CHECK: arith.truncf %{{.+}} : f32 to f16
func.func @f32_to_f16(%x: tensor<4xf32>) -> tensor<4xf16> {
  %0 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// CHECK-LABEL: func.func @f32_to_bf16
// CHECK: arith.bitcast %{{.+}} : f32 to i32
// CHECK-NOT: arith.truncf
// CHECK: arith.trunci %{{.+}} : i32 to i16
// CHECK: arith.bitcast %{{.+}} : i16 to bf16
func.func @f32_to_bf16(%x: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// i32 -> bf16 rounds once, from the exact f64.
// CHECK-LABEL: func.func @i32_to_bf16
// CHECK: arith.sitofp %{{.+}} : i32 to f64
// CHECK: arith.bitcast %{{.+}} : f64 to i64
// CHECK: arith.trunci %{{.+}} : i64 to i16
// CHECK: arith.bitcast %{{.+}} : i16 to bf16
func.func @i32_to_bf16(%x: tensor<4xi32>) -> tensor<4xbf16> {
  %0 = tosa.cast %x : (tensor<4xi32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// CHECK-LABEL: func.func @f16_to_fp8
// CHECK: arith.extf %{{.+}} : f16 to f32
// CHECK: arith.bitcast %{{.+}} : f32 to i32
// CHECK: arith.trunci %{{.+}} : i32 to i8
// CHECK: arith.bitcast %{{.+}} : i8 to f8E4M3FN
func.func @f16_to_fp8(%x: tensor<4xf16>) -> tensor<4xf8E4M3FN> {
  %0 = tosa.cast %x : (tensor<4xf16>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// CHECK-LABEL: func.func @fp8_to_f32
// CHECK: arith.bitcast %{{.+}} : f8E5M2 to i8
// CHECK: arith.extui %{{.+}} : i8 to i32
// CHECK-NOT: arith.extf
// CHECK: arith.bitcast %{{.+}} : i32 to f32
func.func @fp8_to_f32(%x: tensor<4xf8E5M2>) -> tensor<4xf32> {
  %0 = tosa.cast %x : (tensor<4xf8E5M2>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// bf16 -> f32 places the encoding in the upper half.
// CHECK-LABEL: func.func @bf16_to_f32
// CHECK: arith.bitcast %{{.+}} : bf16 to i16
// CHECK: arith.extui %{{.+}} : i16 to i32
// CHECK: arith.shli
// CHECK: arith.bitcast %{{.+}} : i32 to f32
func.func @bf16_to_f32(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = tosa.cast %x : (tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @dynamic
// CHECK: tensor.empty(%{{.+}}) : tensor<?x3xf32>
// CHECK: arith.sitofp %{{.+}} : i16 to f32
func.func @dynamic(%x: tensor<?x3xi16>) -> tensor<?x3xf32> {
  %0 = tosa.cast %x : (tensor<?x3xi16>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
