// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-lower-unsigned-types | FileCheck %s

// RESCALE of ui8 data: signless i8 with the unsigned flags set, whatever
// they said; the function type, constants and data-layout ops follow.
// ui8 -> ui8 scales into i16, then leaves through an identity RESCALE with
// the unsigned output and the output zero point.
// CHECK-LABEL: func.func @rescale
// CHECK-SAME: (%[[U:.+]]: tensor<2x3xi8>) -> tensor<6xi8>
// CHECK: %[[ZP:.+]] = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}>
// CHECK: %[[R:.+]] = tosa.reshape %[[U]], %{{.+}} : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<6xi8>
// CHECK: %[[S:.+]] = tosa.rescale %[[R]], %{{.+}}, %{{.+}}, %[[ZP]], %{{.+}} {input_unsigned = true, output_unsigned = false, {{.*}}} : {{.*}} -> tensor<6xi16>
// CHECK: tosa.rescale %[[S]], %{{.+}}, %{{.+}}, %{{.+}}, %[[ZP]] {input_unsigned = false, output_unsigned = true, {{.*}}} : {{.*}} -> tensor<6xi8>
func.func @rescale(%u: tensor<2x3xui8>) -> tensor<6xui8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %shape = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %u, %shape : (tensor<2x3xui8>, !tosa.shape<1>) -> tensor<6xui8>
  %0 = tosa.rescale %r, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<6xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

// -----

// CAST from ui8: an identity RESCALE to i16 reads the bytes as unsigned,
// then a spec CAST.
// CHECK-LABEL: func.func @cast_from_u8
// CHECK: %[[W:.+]] = tosa.rescale %{{.+}} {input_unsigned = true, output_unsigned = false, {{.*}}} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<4xi16>
// CHECK: tosa.cast %[[W]] : (tensor<4xi16>) -> tensor<4xf32>
func.func @cast_from_u8(%u: tensor<4xui8>) -> tensor<4xf32> {
  %0 = tosa.cast %u : (tensor<4xui8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CAST to ui8: to i32, clamped with MAXIMUM / MINIMUM, to i16, and out
// through a RESCALE with the unsigned output.
// CHECK-LABEL: func.func @cast_to_u8
// CHECK: tosa.cast %{{.+}} : (tensor<4xf32>) -> tensor<4xi32>
// CHECK: tosa.maximum
// CHECK: tosa.minimum
// CHECK: tosa.cast %{{.+}} : (tensor<4xi32>) -> tensor<4xi16>
// CHECK: tosa.rescale {{.*}}output_unsigned = true{{.*}} -> tensor<4xi8>
func.func @cast_to_u8(%x: tensor<4xf32>) -> tensor<4xui8> {
  %0 = tosa.cast %x : (tensor<4xf32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// Arithmetic on unsigned tensors has no meaning tosac defines.
func.func @arithmetic(%u: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.maximum' op is not supported by the lowering on unsigned element types: only RESCALE, CAST, CONST and the data-layout operators take ui8 / ui16 tensors}}
  %0 = tosa.maximum %u, %u : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}
