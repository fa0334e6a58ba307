// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @concat
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<4x2xi8>, %d: tensor<4x1xi8>, %e: tensor<3xi1>) -> (tensor<3x3xf32>, tensor<4x4xi8>, tensor<6xi1>) {
  // CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  // CHECK: tosa.concat %{{.*}}, %{{.*}}, %{{.*}} {axis = 1 : i32} : (tensor<4x2xi8>, tensor<4x1xi8>, tensor<4x1xi8>) -> tensor<4x4xi8>
  %1 = tosa.concat %c, %d, %d {axis = 1 : i32} : (tensor<4x2xi8>, tensor<4x1xi8>, tensor<4x1xi8>) -> tensor<4x4xi8>
  // CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 0 : i32} : (tensor<3xi1>, tensor<3xi1>) -> tensor<6xi1>
  %2 = tosa.concat %e, %e {axis = 0 : i32} : (tensor<3xi1>, tensor<3xi1>) -> tensor<6xi1>
  return %0, %1, %2 : tensor<3x3xf32>, tensor<4x4xi8>, tensor<6xi1>
}

// CHECK-LABEL: func.func @concat_dynamic
func.func @concat_dynamic(%a: tensor<?x3xbf16>, %b: tensor<2x?xbf16>) -> tensor<?x3xbf16> {
  // CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 0 : i32} : (tensor<?x3xbf16>, tensor<2x?xbf16>) -> tensor<?x3xbf16>
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x3xbf16>, tensor<2x?xbf16>) -> tensor<?x3xbf16>
  return %0 : tensor<?x3xbf16>
}

// CHECK-LABEL: func.func @pad
func.func @pad(%a: tensor<2x3xf32>, %b: tensor<4xi16>, %c: tensor<1x2xf16>) -> (tensor<3x6xf32>, tensor<9xi16>, tensor<1x2xf16>) {
  %p = tosa.const_shape {values = dense<[0, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %cf = "tosa.const"() <{values = dense<1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  // CHECK: tosa.pad %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x6xf32>
  %0 = tosa.pad %a, %p, %cf : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x6xf32>
  %q = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %ci = "tosa.const"() <{values = dense<-7> : tensor<1xi16>}> : () -> tensor<1xi16>
  // CHECK: tosa.pad %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi16>, !tosa.shape<2>, tensor<1xi16>) -> tensor<9xi16>
  %1 = tosa.pad %b, %q, %ci : (tensor<4xi16>, !tosa.shape<2>, tensor<1xi16>) -> tensor<9xi16>
  %z = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %ch = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // CHECK: tosa.pad %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x2xf16>, !tosa.shape<4>, tensor<1xf16>) -> tensor<1x2xf16>
  %2 = tosa.pad %c, %z, %ch : (tensor<1x2xf16>, !tosa.shape<4>, tensor<1xf16>) -> tensor<1x2xf16>
  return %0, %1, %2 : tensor<3x6xf32>, tensor<9xi16>, tensor<1x2xf16>
}

// CHECK-LABEL: func.func @reshape
func.func @reshape(%a: tensor<2x3xf32>, %b: tensor<6xi16>, %c: tensor<1xi8>, %d: tensor<?x3xf8E5M2>) -> (tensor<3x2xf32>, tensor<1x2x3xi16>, tensor<i8>, tensor<?xf8E5M2>) {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %t = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<6xi16>, !tosa.shape<3>) -> tensor<1x2x3xi16>
  %1 = tosa.reshape %b, %t : (tensor<6xi16>, !tosa.shape<3>) -> tensor<1x2x3xi16>
  %u = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<1xi8>, !tosa.shape<0>) -> tensor<i8>
  %2 = tosa.reshape %c, %u : (tensor<1xi8>, !tosa.shape<0>) -> tensor<i8>
  %v = tosa.const_shape {values = dense<[12]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<?x3xf8E5M2>, !tosa.shape<1>) -> tensor<?xf8E5M2>
  %3 = tosa.reshape %d, %v : (tensor<?x3xf8E5M2>, !tosa.shape<1>) -> tensor<?xf8E5M2>
  return %0, %1, %2, %3 : tensor<3x2xf32>, tensor<1x2x3xi16>, tensor<i8>, tensor<?xf8E5M2>
}

// One -1 extent, as framework IR writes it (inferred: 2 here, and left to
// the dynamic input at run time).
// CHECK-LABEL: func.func @reshape_inferred
func.func @reshape_inferred(%a: tensor<2x3xf32>, %d: tensor<?x3xf32>) -> (tensor<3x2xf32>, tensor<?x3xf32>) {
  %s = tosa.const_shape {values = dense<[3, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %t = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  %1 = tosa.reshape %d, %t : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<?x3xf32>
}

// CHECK-LABEL: func.func @reverse
func.func @reverse(%a: tensor<2x3xi32>, %b: tensor<4x1x5xf16>) -> (tensor<2x3xi32>, tensor<4x1x5xf16>) {
  // CHECK: tosa.reverse %{{.*}} {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.reverse %{{.*}} {axis = 2 : i32} : (tensor<4x1x5xf16>) -> tensor<4x1x5xf16>
  %1 = tosa.reverse %b {axis = 2 : i32} : (tensor<4x1x5xf16>) -> tensor<4x1x5xf16>
  return %0, %1 : tensor<2x3xi32>, tensor<4x1x5xf16>
}

// CHECK-LABEL: func.func @slice
func.func @slice(%a: tensor<4x5xf32>, %b: tensor<6xi8>, %c: tensor<?x5xbf16>) -> (tensor<2x3xf32>, tensor<3xi8>, tensor<1x5xbf16>) {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.slice %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %s1 = tosa.const_shape {values = dense<3> : tensor<1xindex>} : () -> !tosa.shape<1>
  // CHECK: tosa.slice %{{.*}}, %{{.*}}, %{{.*}} : (tensor<6xi8>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xi8>
  %1 = tosa.slice %b, %s1, %s1 : (tensor<6xi8>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xi8>
  %s2 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.slice %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x5xbf16>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xbf16>
  %2 = tosa.slice %c, %s2, %z2 : (tensor<?x5xbf16>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5xbf16>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<3xi8>, tensor<1x5xbf16>
}

// CHECK-LABEL: func.func @tile
func.func @tile(%a: tensor<2x3xf32>, %b: tensor<3xi16>, %c: tensor<1x2x1xi1>) -> (tensor<4x3xf32>, tensor<9xi16>, tensor<3x2x2xi1>) {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.tile %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  %n = tosa.const_shape {values = dense<3> : tensor<1xindex>} : () -> !tosa.shape<1>
  // CHECK: tosa.tile %{{.*}}, %{{.*}} : (tensor<3xi16>, !tosa.shape<1>) -> tensor<9xi16>
  %1 = tosa.tile %b, %n : (tensor<3xi16>, !tosa.shape<1>) -> tensor<9xi16>
  %o = tosa.const_shape {values = dense<[3, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // CHECK: tosa.tile %{{.*}}, %{{.*}} : (tensor<1x2x1xi1>, !tosa.shape<3>) -> tensor<3x2x2xi1>
  %2 = tosa.tile %c, %o : (tensor<1x2x1xi1>, !tosa.shape<3>) -> tensor<3x2x2xi1>
  return %0, %1, %2 : tensor<4x3xf32>, tensor<9xi16>, tensor<3x2x2xi1>
}

// CHECK-LABEL: func.func @transpose
func.func @transpose(%a: tensor<2x3xf32>, %b: tensor<1x2x3x4xi8>, %c: tensor<?x5x6xf8E4M3FN>) -> (tensor<3x2xf32>, tensor<4x1x3x2xi8>, tensor<6x?x5xf8E4M3FN>) {
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 3, 0, 2, 1>} : (tensor<1x2x3x4xi8>) -> tensor<4x1x3x2xi8>
  %1 = tosa.transpose %b {perms = array<i32: 3, 0, 2, 1>} : (tensor<1x2x3x4xi8>) -> tensor<4x1x3x2xi8>
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 2, 0, 1>} : (tensor<?x5x6xf8E4M3FN>) -> tensor<6x?x5xf8E4M3FN>
  %2 = tosa.transpose %c {perms = array<i32: 2, 0, 1>} : (tensor<?x5x6xf8E4M3FN>) -> tensor<6x?x5xf8E4M3FN>
  return %0, %1, %2 : tensor<3x2xf32>, tensor<4x1x3x2xi8>, tensor<6x?x5xf8E4M3FN>
}

// Generic form, as upstream prints it with -mlir-print-op-generic.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %0 = "tosa.transpose"(%a) <{perms = array<i32: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Quantized element types act as their storage type.
// CHECK-LABEL: func.func @quantized
func.func @quantized(%a: tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>) -> (tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>) {
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>, !tosa.shape<1>) -> tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>
  %1 = tosa.reshape %a, %s : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>, !tosa.shape<1>) -> tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>
  return %0, %1 : tensor<3x2x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<6x!quant.uniform<i8:f32, 1.000000e-01>>
}
