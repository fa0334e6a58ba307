// RUN: tosa-opt %s --tosa-lower-quant-types --split-input-file | FileCheck %s
// RUN: tosa-opt %s --tosa-lower-quant-types=multiplier-bits=16 --split-input-file | FileCheck %s --check-prefix=M16

// AVG_POOL2D with one scale: only its zero-point operands change.
// CHECK-LABEL: func.func @avg_pool2d
// CHECK-DAG: %[[IZ:.+]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK-DAG: %[[OZ:.+]] = "tosa.const"() <{values = dense<7> : tensor<1xi8>}>
// CHECK: %[[P:.+]] = tosa.avg_pool2d %{{.*}}, %[[IZ]], %[[OZ]] {{.*}} -> tensor<1x2x2x1xi8>
// CHECK-NEXT: return %[[P]]
func.func @avg_pool2d(%x: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:-3>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>>
}

// Another output scale: pool in the input's parameters, then RESCALE by
// 0.25 / 0.5 -> 1 << 30, shift 31.
// CHECK-LABEL: func.func @avg_pool2d_rescaled
// CHECK-DAG: %[[IZ:.+]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK-DAG: %[[IZ2:.+]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK: %[[P:.+]] = tosa.avg_pool2d %{{.*}}, %[[IZ]], %[[IZ2]]
// CHECK-DAG: "tosa.const"() <{values = dense<31> : tensor<1xi8>}>
// CHECK: tosa.rescale %[[P]]
// M16-LABEL: func.func @avg_pool2d_rescaled
// M16-DAG: "tosa.const"() <{values = dense<16384> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<15> : tensor<1xi8>}>
// M16: tosa.rescale {{.*}} scale32 = false
func.func @avg_pool2d_rescaled(%x: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.25:-3>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:7>>
}

// -----

// Scale-preserving ops only take their storage types; clamp bounds stay.
// CHECK-LABEL: func.func @scale_preserving
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x4x2xi8>) -> tensor<2x16xi8>
// CHECK: %[[C:.+]] = tosa.clamp %[[X]] {max_val = 100 : i8, min_val = -3 : i8} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
// CHECK: %[[P:.+]] = tosa.max_pool2d %[[C]] {{.*}} -> tensor<1x2x2x2xi8>
// CHECK: %[[T:.+]] = tosa.transpose %[[P]] {{.*}} -> tensor<1x2x2x2xi8>
// CHECK: %[[R:.+]] = tosa.reshape %[[T]], %{{.*}} : (tensor<1x2x2x2xi8>, !tosa.shape<2>) -> tensor<2x4xi8>
// CHECK: tosa.concat %[[R]], %[[R]], %[[R]], %[[R]] {axis = 1 : i32} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x16xi8>
// CHECK-NOT: tosa.rescale
func.func @scale_preserving(%x: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2x16x!quant.uniform<i8:f32, 0.5:-3>> {
  %c = tosa.clamp %x {max_val = 100 : i8, min_val = -3 : i8} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>
  %p = tosa.max_pool2d %c {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:-3>>
  %t = tosa.transpose %p {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:-3>>
  %s = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %t, %s : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:-3>>, !tosa.shape<2>) -> tensor<2x4x!quant.uniform<i8:f32, 0.5:-3>>
  %cat = tosa.concat %r, %r, %r, %r {axis = 1 : i32} : (tensor<2x4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<2x16x!quant.uniform<i8:f32, 0.5:-3>>
  return %cat : tensor<2x16x!quant.uniform<i8:f32, 0.5:-3>>
}

// -----

// CONCAT of inputs with other parameters than the output: the second input
// is RESCALEd first (0.25 / 0.5 -> 1 << 30, shift 31, zp 1 -> -3).
// CHECK-LABEL: func.func @concat_rescaled
// CHECK-SAME: (%[[A:.+]]: tensor<2xi8>, %[[B:.+]]: tensor<2xi8>)
// CHECK-DAG: "tosa.const"() <{values = dense<31> : tensor<1xi8>}>
// CHECK-DAG: %[[IZ:.+]] = "tosa.const"() <{values = dense<1> : tensor<1xi8>}>
// CHECK: %[[RB:.+]] = tosa.rescale %[[B]], %{{.*}}, %{{.*}}, %[[IZ]], %{{.*}} {{.*}} -> tensor<2xi8>
// CHECK: tosa.concat %[[A]], %[[RB]]
func.func @concat_rescaled(%a: tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}

// PAD pads with the zero point, whatever pad_const said.
// CHECK-LABEL: func.func @pad
// CHECK: %[[PC:.+]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK: tosa.pad %{{.*}}, %{{.*}}, %[[PC]] : (tensor<2xi8>, !tosa.shape<2>, tensor<1xi8>) -> tensor<4xi8>
func.func @pad(%a: tensor<2x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %p = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %a, %p, %c : (tensor<2x!quant.uniform<i8:f32, 0.5:-3>>, !tosa.shape<2>, tensor<1xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}

// -----

// Constants keep their storage values (splat, dense and resource).
// CHECK-LABEL: func.func @consts
// CHECK-DAG: "tosa.const"() <{values = dense<[1, -1]> : tensor<2xi8>}> : () -> tensor<2xi8>
// CHECK-DAG: "tosa.const"() <{values = dense<7> : tensor<3xi8>}> : () -> tensor<3xi8>
// CHECK-DAG: "tosa.const"() <{values = dense<[70000, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK-DAG: "tosa.const"() <{values = dense_resource<blob1> : tensor<2xi8>}> : () -> tensor<2xi8>
func.func @consts() -> (tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i32:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) {
  %0 = "tosa.const"() <{values = dense<"0x01FF"> : tensor<2x!quant.uniform<i8:f32, 0.5:1>>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %1 = "tosa.const"() <{values = dense<"0x07"> : tensor<3x!quant.uniform<i8:f32, 0.5:1>>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5:1>>
  %2 = "tosa.const"() <{values = dense<"0x70110100FEFFFFFF"> : tensor<2x!quant.uniform<i32:f32, 0.5>>}> : () -> tensor<2x!quant.uniform<i32:f32, 0.5>>
  %3 = "tosa.const"() <{values = dense_resource<blob1> : tensor<2x!quant.uniform<i8:f32, 0.5:1>>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  return %0, %1, %2, %3 : tensor<2x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x!quant.uniform<i32:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102"
    }
  }
#-}

// -----

// MUL with the int32 product as result (scale 0.5 * 0.25): both inputs are
// RESCALEd to int32 by 1.0 (1 << 30, shift 30) to subtract their zero
// points; the product keeps its scale.
// CHECK-LABEL: func.func @mul_product
// CHECK-DAG: %[[ZA:.+]] = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}>
// CHECK-DAG: %[[S:.+]] = "tosa.const"() <{values = dense<30> : tensor<1xi8>}>
// CHECK: %[[RA:.+]] = tosa.rescale %{{.*}}, %{{.*}}, %[[S]], %[[ZA]], %{{.*}} {{.*}} -> tensor<4xi32>
// CHECK: %[[RB:.+]] = tosa.rescale {{.*}} -> tensor<4xi32>
// CHECK: %[[P:.+]] = tosa.mul %[[RA]], %[[RB]], %{{.*}} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
// CHECK-NEXT: return %[[P]]
// M16-LABEL: func.func @mul_product
// M16-DAG: "tosa.const"() <{values = dense<16384> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<14> : tensor<1xi8>}>
func.func @mul_product(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i32:f32, 0.125>> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>, tensor<1xi8>) -> tensor<4x!quant.uniform<i32:f32, 0.125>>
  return %0 : tensor<4x!quant.uniform<i32:f32, 0.125>>
}
