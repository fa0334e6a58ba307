// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @resize_nearest
func.func @resize_nearest(%x: tensor<1x8x8x4xf32>) -> tensor<1x15x15x4xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.resize %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
  %0 = tosa.resize %x, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
  return %0 : tensor<1x15x15x4xf32>
}

// The #tosa.resize_mode<...> form is accepted too; it prints bare.
// CHECK-LABEL: func.func @resize_bilinear_int8
func.func @resize_bilinear_int8(%x: tensor<1x4x6x3xi8>) -> tensor<1x8x12x3xi32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.resize %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {mode = BILINEAR} : (tensor<1x4x6x3xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x12x3xi32>
  %0 = tosa.resize %x, %scale, %offset, %border {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x4x6x3xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x12x3xi32>
  return %0 : tensor<1x8x12x3xi32>
}

// CHECK-LABEL: func.func @resize_types
func.func @resize_types(%a: tensor<1x5x5x2xi16>, %b: tensor<1x5x5x2xi16>, %c: tensor<1x5x5x2xf16>, %d: tensor<1x5x5x2xbf16>, %e: tensor<1x5x5x2xi8>) -> (tensor<1x3x3x2xi48>, tensor<1x3x3x2xi16>, tensor<1x3x3x2xf16>, tensor<1x3x3x2xbf16>, tensor<1x3x3x2xi8>) {
  // Downscale by 2: (5 - 1) * 1 / 2 + 1 = 3.
  %scale = tosa.const_shape {values = dense<[1, 2, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.resize %{{.*}} {mode = BILINEAR} : (tensor<1x5x5x2xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi48>
  %0 = tosa.resize %a, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x5x5x2xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi48>
  // CHECK: tosa.resize %{{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x5x5x2xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi16>
  %1 = tosa.resize %b, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x5x5x2xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi16>
  // CHECK: tosa.resize %{{.*}} {mode = BILINEAR} : (tensor<1x5x5x2xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xf16>
  %2 = tosa.resize %c, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x5x5x2xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xf16>
  // CHECK: tosa.resize %{{.*}} {mode = BILINEAR} : (tensor<1x5x5x2xbf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xbf16>
  %3 = tosa.resize %d, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x5x5x2xbf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xbf16>
  // CHECK: tosa.resize %{{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x5x5x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi8>
  %4 = tosa.resize %e, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x5x5x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi8>
  return %0, %1, %2, %3, %4 : tensor<1x3x3x2xi48>, tensor<1x3x3x2xi16>, tensor<1x3x3x2xf16>, tensor<1x3x3x2xbf16>, tensor<1x3x3x2xi8>
}
