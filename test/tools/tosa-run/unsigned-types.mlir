// ui8 / ui16 tensors of framework IR run with unsigned semantics
// (tosa-lower-unsigned-types): inputs and outputs are uint8 / uint16 .npy,
// CAST from and to them converts values, data-layout operators move bytes.
// u8_ramp = [0, 1, 128, 129, 200, 255]; fw_f32_8 = [-3e9, -2.5, -0.0, 0.0,
// 0.5, 1.5, nan, 5e9].
// RUN: tosa-run %s --entry=to_float --input %S/Inputs/u8_ramp.npy | FileCheck %s --check-prefix=TOFLOAT
// TOFLOAT: result0 FP32[6] = [0.00, 1.00, 128.00, 129.00, 200.00, 255.00]
// RUN: tosa-run %s --entry=to_u16 --input %S/Inputs/u8_ramp.npy | FileCheck %s --check-prefix=TOU16
// TOU16: result0 UINT16[6] = [0, 1, 128, 129, 200, 255]
// RUN: tosa-run %s --entry=from_float --input %S/Inputs/fw_f32_8.npy | FileCheck %s --check-prefix=FROMFLOAT
// FROMFLOAT: result0 UINT8[8] = [0, 0, 0, 0, 0, 2, 0, 255]
// u16_ramp = [0, 1, 32767, 32768, 40000, 65535].
// RUN: tosa-run %s --entry=u16_to_float --input %S/Inputs/u16_ramp.npy | FileCheck %s --check-prefix=U16FLOAT
// U16FLOAT: result0 FP32[6] = [0.00, 1.00, 32767.00, 32768.00, 40000.00, 65535.00]
// RUN: tosa-run %s --entry=u16_to_u8 --input %S/Inputs/u16_ramp.npy | FileCheck %s --check-prefix=U16U8
// U16U8: result0 UINT8[6] = [0, 1, 255, 255, 255, 255]
// RUN: tosa-run %s --entry=float_to_u16 --input %S/Inputs/fw_f32_8.npy | FileCheck %s --check-prefix=FLOATU16
// FLOATU16: result0 UINT16[8] = [0, 0, 0, 0, 0, 2, 0, 65535]
// ui8 to ui8: (u - 128) * 0.5 rounded half up, + 128.
// RUN: tosa-run %s --entry=rescale_u8 --input %S/Inputs/u8_ramp.npy | FileCheck %s --check-prefix=RESCALE
// RESCALE: result0 UINT8[6] = [64, 65, 128, 129, 164, 192]
// RUN: tosa-run %s --entry=moved --input %S/Inputs/u8_ramp.npy | FileCheck %s --check-prefix=MOVED
// MOVED: result0 UINT8[2x3] = [0, 128, 200, 1, 129, 255]

func.func @to_float(%u: tensor<6xui8>) -> tensor<6xf32> {
  %0 = tosa.cast %u : (tensor<6xui8>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @to_u16(%u: tensor<6xui8>) -> tensor<6xui16> {
  %0 = tosa.cast %u : (tensor<6xui8>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}
func.func @from_float(%x: tensor<8xf32>) -> tensor<8xui8> {
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xui8>
  return %0 : tensor<8xui8>
}
func.func @moved(%u: tensor<6xui8>) -> tensor<2x3xui8> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %u, %s : (tensor<6xui8>, !tosa.shape<2>) -> tensor<3x2xui8>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<3x2xui8>) -> tensor<2x3xui8>
  return %1 : tensor<2x3xui8>
}
func.func @u16_to_float(%u: tensor<6xui16>) -> tensor<6xf32> {
  %0 = tosa.cast %u : (tensor<6xui16>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @u16_to_u8(%u: tensor<6xui16>) -> tensor<6xui8> {
  %0 = tosa.cast %u : (tensor<6xui16>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}
func.func @float_to_u16(%x: tensor<8xf32>) -> tensor<8xui16> {
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xui16>
  return %0 : tensor<8xui16>
}
func.func @rescale_u8(%u: tensor<6xui8>) -> tensor<6xui8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<128> : tensor<1xui8>}> : () -> tensor<1xui8>
  %0 = tosa.rescale %u, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<6xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}
