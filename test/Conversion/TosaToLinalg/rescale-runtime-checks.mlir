// RESCALE with multiplier, shift and input zero point as graph inputs, run
// through the whole CPU pipeline: valid operands give the spec's values, and
// each data-dependent ERROR_IF / REQUIRE fails the run with its message.

// uint16 input, zero point 32768 (stored -32768), scale 1.0 (2^30, 30):
// storage [0, -1, -32768, 32767] reads [0, 65535, 32768, 32767] - 32768.
// RUN: tosa-run %s --input %S/Inputs/rescale_x4_i16.npy --input %S/Inputs/rescale_m_i32.npy --input %S/Inputs/rescale_s30_i8.npy --input %S/Inputs/rescale_zp32768_i16.npy | FileCheck %s --check-prefix=OK
// OK: out INT16[4] = [-32768, 32767, 0, -1]

// A uint16 zero point must be 0 or 32768.
// RUN: not tosa-run %s --input %S/Inputs/rescale_x4_i16.npy --input %S/Inputs/rescale_m_i32.npy --input %S/Inputs/rescale_s30_i8.npy --input %S/Inputs/rescale_zp5_i16.npy 2>&1 | FileCheck %s --check-prefix=ZP
// ZP: error: runtime check failed: 'tosa.rescale' op ERROR_IF(is_same<in_t,i16_t>() && input_unsigned == true && input_zp != 0 && input_zp != 32768): input_zp must be 0 or 32768

// REQUIRE(2 <= shift && shift <= 62).
// RUN: not tosa-run %s --input %S/Inputs/rescale_x4_i16.npy --input %S/Inputs/rescale_m_i32.npy --input %S/Inputs/rescale_s63_i8.npy --input %S/Inputs/rescale_zp32768_i16.npy 2>&1 | FileCheck %s --check-prefix=SHIFT
// SHIFT: error: runtime check failed: 'tosa.rescale' op REQUIRE(2 <= shift && shift <= 62): shift out of range

// apply_scale_32's REQUIRE on the value: with shift 10 it must lie in
// [-512, 512), and -32768 does not.
// RUN: not tosa-run %s --input %S/Inputs/rescale_x4_i16.npy --input %S/Inputs/rescale_m_i32.npy --input %S/Inputs/rescale_s10_i8.npy --input %S/Inputs/rescale_zp32768_i16.npy 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: error: runtime check failed: 'tosa.rescale' op REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - 1))): value out of range of apply_scale_32

func.func @main(%x: tensor<4xi16> {tosa.name = "x"}, %m: tensor<1xi32> {tosa.name = "m"},
                %s: tensor<1xi8> {tosa.name = "s"}, %izp: tensor<1xi16> {tosa.name = "izp"})
    -> (tensor<4xi16> {tosa.name = "out"}) {
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
