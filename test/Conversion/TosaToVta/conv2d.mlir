// conv2d -> rescale -> (clamp) becomes one vta.launch of a vta.program
// appended to the module; the matched operators and the constants only they
// used are erased.
// RUN: tosa-opt %s --tosa-to-vta | FileCheck %s

// CHECK-LABEL: func.func @conv_clamp
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x16xi8>)
// CHECK-NOT: tosa.
// CHECK: %[[Y:.*]] = vta.launch @vta_conv2d_0(%[[X]]) : (tensor<1x4x4x16xi8>) -> tensor<1x2x2x16xi8>
// CHECK-NOT: tosa.
// CHECK: return %[[Y]]
func.func @conv_clamp(%x: tensor<1x4x4x16xi8>) -> tensor<1x2x2x16xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<16x3x3x16xi8>}> : () -> tensor<16x3x3x16xi8>
  %b = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<[1073741824, 1100000000, 1200000000, 1300000000, 1400000000, 1500000000, 1600000000, 1700000000, 1073741824, 1100000000, 1200000000, 1300000000, 1400000000, 1500000000, 1600000000, 1700000000]> : tensor<16xi32>}> : () -> tensor<16xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<16xi8>}> : () -> tensor<16xi8>
  %c = tosa.conv2d %x, %w, %b, %izp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x16xi8>, tensor<16x3x3x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %izp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x16xi32>, tensor<16xi32>, tensor<16xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x16xi8>
  %cl = tosa.clamp %r {max_val = 127 : i8, min_val = 0 : i8} : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
  return %cl : tensor<1x2x2x16xi8>
}

// Two convolutions chained: two programs, numbered in IR order; the second
// conv's rescale has two users, so no clamp is absorbed and the standalone
// clamp becomes its own program.
// CHECK-LABEL: func.func @two_convs
// CHECK: %[[A:.*]] = vta.launch @vta_conv2d_1(%{{.*}}) : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
// CHECK: %[[B:.*]] = vta.launch @vta_conv2d_2(%[[A]]) : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
// CHECK: %[[C:.*]] = vta.launch @vta_clamp_0(%[[B]]) : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
// CHECK: return %[[B]], %[[C]]
func.func @two_convs(%x: tensor<1x2x2x16xi8>) -> (tensor<1x2x2x16xi8>, tensor<1x2x2x16xi8>) {
  %w = "tosa.const"() <{values = dense<-1> : tensor<16x1x1x16xi8>}> : () -> tensor<16x1x1x16xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  %r0 = tosa.rescale %c0, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x16xi8>
  %c1 = tosa.conv2d %r0, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  %r1 = tosa.rescale %c1, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x16xi8>
  %cl = tosa.clamp %r1 {max_val = 6 : i8, min_val = 0 : i8} : (tensor<1x2x2x16xi8>) -> tensor<1x2x2x16xi8>
  return %r1, %cl : tensor<1x2x2x16xi8>, tensor<1x2x2x16xi8>
}

// A conv that does not match stays as it is.
// CHECK-LABEL: func.func @conv_stays
// CHECK: tosa.conv2d
// CHECK-NOT: vta.launch
func.func @conv_stays(%x: tensor<1x2x2x16xi8>, %w: tensor<16x1x1x16xi8>) -> tensor<1x2x2x16xi32> {
  %b = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x16xi32>
  return %c : tensor<1x2x2x16xi32>
}

// The program of @conv_clamp: host padding [1, 0, 1, 0] with the input zero
// point, blocked weights, the per-channel ALU constants, GEMMs and the
// requantization ending in the clamp [0, 127] before the store (imm(0) is not printed).
// CHECK-LABEL: vta.program @vta_conv2d_0
// CHECK: vta.uop_kernel @uops0
// CHECK: vta.segment @weights <WGT> addr({{[0-9]+}}) dense<1> : tensor<2304xi8>
// CHECK: vta.segment @constants <ACC>
// CHECK: vta.tensor @input0 <input> <blocked> shape [1, 4, 4, 16] addr({{[0-9]+}}) size({{[0-9]+}}) host_pad [1, 0, 1, 0] pad_value(-128)
// CHECK: vta.tensor @output <output> <blocked> shape [1, 2, 2, 16]
// CHECK: vta.load <WGT>
// CHECK: vta.gemm
// CHECK: vta.alu <MUL>
// CHECK: vta.alu <MIN> {{.*}} use_imm imm(127)
// CHECK: vta.alu <MAX> {{.*}} use_imm{{$| deps}}
// CHECK: vta.store <OUT>
// CHECK: vta.finish
// CHECK: vta.program @vta_conv2d_1
// CHECK: vta.program @vta_conv2d_2
// CHECK: vta.program @vta_clamp_0
// CHECK: vta.alu <MIN> {{.*}} use_imm imm(6)
// CHECK: vta.alu <MAX> {{.*}} use_imm{{$| deps}}

