// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed RESCALE cases. Expected values follow the spec pseudo-code by
// hand: value = in - input_zp; apply_scale_32 = (value * m + 2^(s-1)) >> s
// (plus +-2^30 when DOUBLE_ROUND and s > 31); apply_scale_16 likewise with
// the 16-bit multiplier; then + output_zp and clip to the output range.
// With m = 2^30, s = 31 the scale is 1/2 and the result floor(v / 2 + 1/2).

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}

#id1 = affine_map<(d0) -> (d0)>

// Prints an i8/i16 vector as i32 (the runner prints i8 as characters).
func.func @print_i8(%t: tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.empty(%n) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<?xi8>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %m = bufferization.to_buffer %w : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_i16(%t: tensor<?xi16>) {
  %m = bufferization.to_buffer %t : tensor<?xi16> to memref<?xi16>
  %u = memref.cast %m : memref<?xi16> to memref<*xi16>
  call @printMemrefI16(%u) : (memref<*xi16>) -> ()
  return
}

func.func @print_i32(%t: tensor<?xi32>) {
  %m = bufferization.to_buffer %t : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// Multiplier, shift and zero points as function arguments: runtime values
// read with tensor.extract (nothing inlines the call).
func.func @rescale_dyn(%x: tensor<8xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>,
                       %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<8xi8> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

func.func @rescale_dyn_per_channel(%x: tensor<4x2xi16>, %m: tensor<2xi16>, %s: tensor<2xi8>) -> tensor<4x2xi8> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %zp16, %zp8 {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<4x2xi16>, tensor<2xi16>, tensor<2xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4x2xi8>
  return %0 : tensor<4x2xi8>
}

func.func @main() {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp48 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %half_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>

  // i32 -> i8, scale 1/2, output_zp 3: floor(v/2 + 1/2) + 3, saturated.
  // [-5,-3,-1,1,3,5,1000,-1000] -> [-2,-1,0,1,2,3,500,-500] + 3.
  %a = "tosa.const"() <{values = dense<[-5, -3, -1, 1, 3, 5, 1000, -1000]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %ozp3 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r0 = tosa.rescale %a, %half_m, %s31, %zp32, %ozp3 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
  %p0 = tensor.cast %r0 : tensor<8xi8> to tensor<?xi8>
  call @print_i8(%p0) : (tensor<?xi8>) -> ()
  // CHECK: [1,  2,  3,  4,  5,  6,  127,  -128]

  // Shift 33, m = 2^30 (scale 1/8): single round floor(v/8 + 1/2); double
  // round adds +-2^30 to the rounding constant, i.e. floor(v/8 + 5/8) for
  // v >= 0 and floor(v/8 + 3/8) for v < 0.
  // v = [3, -4, -5, 4, -3, 2, 2147483647, -2147483648]
  %b = "tosa.const"() <{values = dense<[3, -4, -5, 4, -3, 2, 2147483647, -2147483648]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %s33 = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r1 = tosa.rescale %b, %half_m, %s33, %zp32, %zp32 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xi32>
  %p1 = tensor.cast %r1 : tensor<8xi32> to tensor<?xi32>
  call @print_i32(%p1) : (tensor<?xi32>) -> ()
  // 2^31 - 1 -> floor(268435455.875 + 0.5) = 268435456; -2^31 -> -268435456.
  // CHECK: [0,  0,  -1,  1,  0,  0,  268435456,  -268435456]
  %r2 = tosa.rescale %b, %half_m, %s33, %zp32, %zp32 {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xi32>
  %p2 = tensor.cast %r2 : tensor<8xi32> to tensor<?xi32>
  call @print_i32(%p2) : (tensor<?xi32>) -> ()
  // CHECK: [1,  -1,  -1,  1,  0,  0,  268435456,  -268435456]
  // INEXACT_ROUND uses the single-round result.
  %r3 = tosa.rescale %b, %half_m, %s33, %zp32, %zp32 {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xi32>
  %p3 = tensor.cast %r3 : tensor<8xi32> to tensor<?xi32>
  call @print_i32(%p3) : (tensor<?xi32>) -> ()
  // CHECK: [0,  0,  -1,  1,  0,  0,  268435456,  -268435456]

  // DOUBLE_ROUND with shift <= 31 equals single round: s = 31, v = [-3, 3].
  %c = "tosa.const"() <{values = dense<[-3, 3, -1, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r4 = tosa.rescale %c, %half_m, %s31, %zp32, %zp32 {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %p4 = tensor.cast %r4 : tensor<4xi32> to tensor<?xi32>
  call @print_i32(%p4) : (tensor<?xi32>) -> ()
  // CHECK: [-1,  2,  0,  1]

  // i48 -> i16 with apply_scale_16: m = 2^14, s = 15 (scale 1/2).
  // 2^31 -> 2^30 -> 32767; -(2^31 - 1) -> -1073741823 -> -32768;
  // 65537 -> 32769 -> 32767; -65537 -> -32768; 7 -> 4; -7 -> -3.
  %d = "tosa.const"() <{values = dense<[2147483648, -2147483647, 65537, -65537, 7, -7]> : tensor<6xi48>}> : () -> tensor<6xi48>
  %m14 = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s15 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r5 = tosa.rescale %d, %m14, %s15, %zp48, %zp16 {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<6xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<6xi16>
  %p5 = tensor.cast %r5 : tensor<6xi16> to tensor<?xi16>
  call @print_i16(%p5) : (tensor<?xi16>) -> ()
  // CHECK: [32767,  -32768,  32767,  -32768,  4,  -3]

  // uint8 input (input_unsigned, zero point 128 stored as -128), scale 1:
  // storage [0, -1, -128, 127, 1] reads [0, 255, 128, 127, 1] - 128.
  %e = "tosa.const"() <{values = dense<[0, -1, -128, 127, 1]> : tensor<5xi8>}> : () -> tensor<5xi8>
  %izp128 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r6 = tosa.rescale %e, %half_m, %s30, %izp128, %zp8 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<5xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<5xi8>
  %p6 = tensor.cast %r6 : tensor<5xi8> to tensor<?xi8>
  call @print_i8(%p6) : (tensor<?xi8>) -> ()
  // CHECK: [-128,  127,  0,  -1,  -127]

  // int8 -> uint8 output (output_zp 128), apply_scale_16 scale 1 (m = 2^14,
  // s = 14): [-128, -1, 0, 127, 100] + 128 = [0, 127, 128, 255, 228],
  // stored as [0, 127, -128, -1, -28].
  %f = "tosa.const"() <{values = dense<[-128, -1, 0, 127, 100]> : tensor<5xi8>}> : () -> tensor<5xi8>
  %s14 = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r7 = tosa.rescale %f, %m14, %s14, %zp8, %izp128 {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<5xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<5xi8>
  %p7 = tensor.cast %r7 : tensor<5xi8> to tensor<?xi8>
  call @print_i8(%p7) : (tensor<?xi8>) -> ()
  // CHECK: [0,  127,  -128,  -1,  -28]

  // uint16 input, zero point 32768 (stored -32768), scale 1, to int16:
  // reads [0, 65535, 32768, 32767] - 32768.
  %g = "tosa.const"() <{values = dense<[0, -1, -32768, 32767]> : tensor<4xi16>}> : () -> tensor<4xi16>
  %zpu16 = "tosa.const"() <{values = dense<-32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %r8 = tosa.rescale %g, %half_m, %s30, %zpu16, %zp16 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  %p8 = tensor.cast %r8 : tensor<4xi16> to tensor<?xi16>
  call @print_i16(%p8) : (tensor<?xi16>) -> ()
  // CHECK: [-32768,  32767,  0,  -1]

  // int16 -> uint16 (output_zp 32768): [-32768, 0, 32767, -1] + 32768 =
  // [0, 32768, 65535, 32767], stored [0, -32768, -1, 32767].
  %h = "tosa.const"() <{values = dense<[-32768, 0, 32767, -1]> : tensor<4xi16>}> : () -> tensor<4xi16>
  %r9 = tosa.rescale %h, %half_m, %s30, %zp16, %zpu16 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  %p9 = tensor.cast %r9 : tensor<4xi16> to tensor<?xi16>
  call @print_i16(%p9) : (tensor<?xi16>) -> ()
  // CHECK: [0,  -32768,  -1,  32767]

  // per_channel, i16 -> i32: channel scales 1.0 (2^30, 30), 1/4 (2^30, 32),
  // 1.5 (3 * 2^29, 30). Rows [10, 10, 10] and [-7, -7, -7]:
  // 1/4: floor(2.5 + .5) = 3, floor(-1.75 + .5) = -2;
  // 1.5: floor(15 + .5) = 15, floor(-10.5 + .5) = -10.
  %k = "tosa.const"() <{values = dense<[[10, 10, 10], [-7, -7, -7]]> : tensor<2x3xi16>}> : () -> tensor<2x3xi16>
  %mk = "tosa.const"() <{values = dense<[1073741824, 1073741824, 1610612736]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %sk = "tosa.const"() <{values = dense<[30, 32, 30]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %r10 = tosa.rescale %k, %mk, %sk, %zp16, %zp32 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi16>, tensor<3xi32>, tensor<3xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x3xi32>
  %m10 = bufferization.to_buffer %r10 : tensor<2x3xi32> to memref<2x3xi32>
  %u10 = memref.cast %m10 : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%u10) : (memref<*xi32>) -> ()
  // CHECK: [10,   3,   15]
  // CHECK: [-7,   -2,   -10]

  // Runtime multiplier 2^30, shift 31, input_zp -3, output_zp 5 (i8):
  // v = in + 3 = [0, 1, 2, 3, 4, 13, 130, -125] -> floor(v/2 + 1/2) =
  // [0, 1, 1, 2, 2, 7, 65, -62] -> + 5.
  %x = "tosa.const"() <{values = dense<[-3, -2, -1, 0, 1, 10, 127, -128]> : tensor<8xi8>}> : () -> tensor<8xi8>
  %izpm3 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp5 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r11 = call @rescale_dyn(%x, %half_m, %s31, %izpm3, %ozp5) : (tensor<8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8xi8>
  %p11 = tensor.cast %r11 : tensor<8xi8> to tensor<?xi8>
  call @print_i8(%p11) : (tensor<?xi8>) -> ()
  // CHECK: [5,  6,  6,  7,  7,  12,  70,  -57]

  // Runtime per-channel apply_scale_16: channel 0 scale 1 (2^14, 14),
  // channel 1 scale 3/4 (24576, 15). Rows [100, 100], [-200, -3],
  // [7, 7], [-7, -7]: 0.75 * 100 = 75; -2.25 -> floor(-1.75) = -2;
  // 5.25 -> 5; -5.25 -> floor(-4.75) = -5; -200 saturates to -128.
  %y = "tosa.const"() <{values = dense<[[100, 100], [-200, -3], [7, 7], [-7, -7]]> : tensor<4x2xi16>}> : () -> tensor<4x2xi16>
  %my = "tosa.const"() <{values = dense<[16384, 24576]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %sy = "tosa.const"() <{values = dense<[14, 15]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r12 = call @rescale_dyn_per_channel(%y, %my, %sy) : (tensor<4x2xi16>, tensor<2xi16>, tensor<2xi8>) -> tensor<4x2xi8>
  %c12 = tensor.collapse_shape %r12 [[0, 1]] : tensor<4x2xi8> into tensor<8xi8>
  %p12 = tensor.cast %c12 : tensor<8xi8> to tensor<?xi8>
  call @print_i8(%p12) : (tensor<?xi8>) -> ()
  // CHECK: [100,  75,  -128,  -2,  7,  5,  -7,  -5]
  return
}
