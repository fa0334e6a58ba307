// RUN: tosa-opt %s --tosa-lower-quant-types --split-input-file | FileCheck %s
// RUN: tosa-opt %s --tosa-lower-quant-types=multiplier-bits=16 --split-input-file | FileCheck %s --check-prefix=M16

// ADD / SUB: the TFLite scheme with max scale 0.5, so 2 * max = 1.0.
// Inputs: 2^20 * 0.5 / 1.0 = 2^19 -> 1 << 30, shift 11 (zp -1 subtracted),
// 2^20 * 0.25 / 1.0 = 2^18 -> 1 << 30, shift 12 (zp 2).
// Output: 1.0 / (2^20 * 0.75) -> round(2^50 / (2^20 * 0.75)) = 1431655765,
// shift 50, zp 5.
// With 16-bit multipliers the left shift is 12: 2^11 -> 1 << 14, shift 3;
// 2^10 -> 1 << 14, shift 4; 1.0 / (2^12 * 0.75) -> 21845, shift 26.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.+]]: tensor<2x3xi8>, %[[B:.+]]: tensor<1x3xi8>) -> tensor<2x3xi8>
// CHECK-DAG: %[[MA:.+]] = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}>
// CHECK-DAG: %[[SA:.+]] = "tosa.const"() <{values = dense<11> : tensor<1xi8>}>
// CHECK-DAG: %[[ZA:.+]] = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}>
// CHECK: %[[RA:.+]] = tosa.rescale %[[A]], %[[MA]], %[[SA]], %[[ZA]], %{{.*}} {{.*}} -> tensor<2x3xi32>
// CHECK-DAG: %[[SB:.+]] = "tosa.const"() <{values = dense<12> : tensor<1xi8>}>
// CHECK-DAG: %[[ZB:.+]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}>
// CHECK: %[[RB:.+]] = tosa.rescale %[[B]], %{{.*}}, %[[SB]], %[[ZB]], %{{.*}} {{.*}} -> tensor<1x3xi32>
// CHECK: %[[SUM:.+]] = tosa.add %[[RA]], %[[RB]] : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
// CHECK-DAG: %[[MO:.+]] = "tosa.const"() <{values = dense<1431655765> : tensor<1xi32>}>
// CHECK-DAG: %[[SO:.+]] = "tosa.const"() <{values = dense<50> : tensor<1xi8>}>
// CHECK-DAG: %[[ZO:.+]] = "tosa.const"() <{values = dense<5> : tensor<1xi8>}>
// CHECK: %[[Y:.+]] = tosa.rescale %[[SUM]], %[[MO]], %[[SO]], %{{.*}}, %[[ZO]] {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
// CHECK: return %[[Y]]
// M16-LABEL: func.func @add
// M16-DAG: "tosa.const"() <{values = dense<3> : tensor<1xi8>}>
// M16-DAG: "tosa.const"() <{values = dense<4> : tensor<1xi8>}>
// M16-DAG: "tosa.const"() <{values = dense<21845> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<26> : tensor<1xi8>}>
// M16: tosa.add {{.*}} -> tensor<2x3xi32>
func.func @add(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<1x3x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.75:5>> {
  %0 = tosa.add %a, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x3x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.75:5>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32, 0.75:5>>
}

// CHECK-LABEL: func.func @sub
// CHECK: tosa.rescale {{.*}} -> tensor<4xi32>
// CHECK: tosa.rescale {{.*}} -> tensor<4xi32>
// CHECK: %[[D:.+]] = tosa.sub {{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK: tosa.rescale %[[D]]{{.*}} -> tensor<4xi8>
func.func @sub(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<4x!quant.uniform<i8:f32, 0.75:5>> {
  %0 = tosa.sub %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<4x!quant.uniform<i8:f32, 0.75:5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.75:5>>
}

// -----

// CAST between quantized types requantizes: 0.5 / 0.3 -> 1789569707,
// shift 30; zero points 4 -> -6.
// CHECK-LABEL: func.func @cast_requantize
// CHECK-DAG: "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<30> : tensor<1xi8>}>
// CHECK-DAG: %[[IZ:.+]] = "tosa.const"() <{values = dense<4> : tensor<1xi8>}>
// CHECK-DAG: %[[OZ:.+]] = "tosa.const"() <{values = dense<-6> : tensor<1xi8>}>
// CHECK: tosa.rescale %{{.*}}, %{{.*}}, %{{.*}}, %[[IZ]], %[[OZ]] {{.*}} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
// CHECK-NOT: tosa.cast
// M16-LABEL: func.func @cast_requantize
// M16-DAG: "tosa.const"() <{values = dense<27307> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<14> : tensor<1xi8>}>
func.func @cast_requantize(%a: tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.3:-6>> {
  %0 = tosa.cast %a : (tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.3:-6>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.3:-6>>
}

// A cast to the storage type only reinterprets: it disappears.
// CHECK-LABEL: func.func @cast_storage
// CHECK-SAME: (%[[A:.+]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: return %[[A]]
func.func @cast_storage(%a: tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4xi8> {
  %0 = tosa.cast %a : (tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

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
