// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not="= tosa.resize"

// The structure of the RESIZE lowering: a generic over the output reading
// the input with tensor.extract at clamped indices.

// CHECK-LABEL: func.func @nearest_i8
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<1x4x4x3xi8>)
// CHECK: arith.floordivsi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.cmpi sge
// CHECK: arith.select
// CHECK: %[[V:.+]] = tensor.extract
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield %[[V]] : i8
func.func @nearest_i8(%x: tensor<1x2x2x3xi8>) -> tensor<1x4x4x3xi8> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x2x3xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x3xi8>
  return %0 : tensor<1x4x4x3xi8>
}

// int16 BILINEAR accumulates in i64 and returns i48.
// CHECK-LABEL: func.func @bilinear_i16
// CHECK-COUNT-4: tensor.extract %{{.+}} : tensor<1x2x2x1xi16>
// CHECK: arith.extsi %{{.+}} : i16 to i64
// CHECK: arith.muli %{{.+}} : i64
// CHECK: arith.trunci %{{.+}} : i64 to i48
func.func @bilinear_i16(%x: tensor<1x2x2x1xi16>) -> tensor<1x3x3x1xi48> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x2x2x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi48>
  return %0 : tensor<1x3x3x1xi48>
}

// f16 BILINEAR computes in f32 and rounds once.
// CHECK-LABEL: func.func @bilinear_f16
// CHECK: arith.divf %{{.+}} : f32
// CHECK: arith.extf %{{.+}} : f16 to f32
// CHECK: arith.truncf %{{.+}} : f32 to f16
func.func @bilinear_f16(%x: tensor<1x2x2x1xf16>) -> tensor<1x3x3x1xf16> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x2x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xf16>
  return %0 : tensor<1x3x3x1xf16>
}

// Dynamic batch and channels.
// CHECK-LABEL: func.func @dynamic_nc
// CHECK: tensor.dim %{{.+}}, %{{.+}} : tensor<?x2x2x?xf32>
// CHECK: tensor.dim %{{.+}}, %{{.+}} : tensor<?x2x2x?xf32>
// CHECK: tensor.empty(%{{.+}}, %{{.+}}) : tensor<?x3x3x?xf32>
func.func @dynamic_nc(%x: tensor<?x2x2x?xf32>) -> tensor<?x3x3x?xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<?x2x2x?xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x3x3x?xf32>
  return %0 : tensor<?x3x3x?xf32>
}
