// Executed: every pattern offloaded by tosa-to-vta gives, on the VTA
// simulator, exactly the outputs of the TOSA graph on the CPU. The scales are
// chosen so the 16-bit requantization is exact (15-bit multipliers, no
// pre-shift with the small weights; power-of-two scales for the add, where a
// pre-shift floors exactly), and the rounding is SINGLE_ROUND. Inputs:
// numpy default_rng(7) int8 values (Inputs/vta_*.npy).
// RUN: tosa-opt %s --tosa-to-vta=report=true -o %t.mlir 2> %t.report
// RUN: FileCheck %s --input-file=%t.report --check-prefix=REPORT
// RUN: not grep -e "stays on the CPU" -e "pre-shift .* output channel" %t.report
// RUN: tosa-run %s --input %S/Inputs/vta_x_1x5x5x8_i8.npy --input %S/Inputs/vta_a_1x3x16_i8.npy --input %S/Inputs/vta_y_2x24_i8.npy --input %S/Inputs/vta_z_2x24_i8.npy > %t.cpu
// RUN: tosa-run %t.mlir --target=vta-sim --vta-race-check --input %S/Inputs/vta_x_1x5x5x8_i8.npy --input %S/Inputs/vta_a_1x3x16_i8.npy --input %S/Inputs/vta_y_2x24_i8.npy --input %S/Inputs/vta_z_2x24_i8.npy > %t.vta
// RUN: diff %t.cpu %t.vta
// The same with one virtual thread.
// RUN: tosa-opt %s --tosa-to-vta=double-buffer=false -o %t.single.mlir
// RUN: tosa-run %t.single.mlir --target=vta-sim --vta-race-check --input %S/Inputs/vta_x_1x5x5x8_i8.npy --input %S/Inputs/vta_a_1x3x16_i8.npy --input %S/Inputs/vta_y_2x24_i8.npy --input %S/Inputs/vta_z_2x24_i8.npy > %t.single
// RUN: diff %t.cpu %t.single
// RUN: FileCheck %s --input-file=%t.cpu --check-prefix=OUT

// Everything is offloaded, and no requantization needs a pre-shift except
// the add's (exact for its power-of-two scale).
// REPORT-DAG: remark: offloaded to VTA as @vta_conv2d_0 with tosa.rescale and tosa.clamp
// REPORT-DAG: remark: offloaded to VTA as @vta_matmul_0 with tosa.rescale
// REPORT-DAG: remark: offloaded to VTA as @vta_add_0 with 3 tosa.rescale and tosa.clamp
// REPORT-DAG: remark: offloaded to VTA as @vta_max_pool2d_0
// REPORT-DAG: remark: offloaded to VTA as @vta_clamp_0

// The outputs are not trivial (the diff above compares every value).
// OUT: conv INT8[1x3x3x8] = [
// OUT: matmul INT8[1x3x24] = [
// OUT: add INT8[2x24] = [
// OUT: pool INT8[1x3x3x8] = [
// OUT: clamp INT8[1x3x16] = [

func.func @main(%x: tensor<1x5x5x8xi8>, %a: tensor<1x3x16xi8>, %y: tensor<2x24xi8>, %z: tensor<2x24xi8>)
    -> (tensor<1x3x3x8xi8> {tosa.name = "conv"}, tensor<1x3x24xi8> {tosa.name = "matmul"},
        tensor<2x24xi8> {tosa.name = "add"}, tensor<1x3x3x8xi8> {tosa.name = "pool"},
        tensor<1x3x16xi8> {tosa.name = "clamp"}) {
  %zp0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>

  // 3x3 conv, stride 2, padding 1 with input zero point -3, 8 channels (padded
  // to a 16-channel block), per-channel 15-bit multipliers, clamp [-100, 90].
  %w = "tosa.const"() <{values = dense<"0x0000000201020202FE00FF01FE000101000201FE0001020101FEFF0000FF00FE020000FF01FF00000101FE0100FF0200FEFE020102FEFE0202FE0101FE0200FFFE010101FF00FE00020101FE01FEFEFEFEFE010002FFFFFEFEFE00000001FFFEFF01FFFF0000FEFF0001FF01000202010201FFFFFFFEFFFE00FF0001FF000201FE00FFFE01FE00FEFE0000000202010102FE000001FF01FFFEFE000202FE01FE000202FEFE01FE02FF0100FEFF0100FE0001FFFFFEFFFFFE02FFFE02FEFE00FFFE0002000001FE00010200FF00010201FF0002FE00FEFF010002FEFF020201000101FE00FF02FF01FFFF00FE000102000001FE0102000101020000020001FE00FF00020001FF02FFFE000000FE02020000FF01FEFE0002FE020202FEFE020000FE02FFFE02FFFE0202FE0001FFFFFEFFFFFE01FEFF0002FE0002FF01FFFF00FEFE00FEFF01FFFE00FF00FF0000FF020001FE02FEFEFF0101FEFF0002000200FF0000FEFFFFFFFF00FF010200FFFF00FF0101FFFFFEFFFF01FF0101FFFE01FE0202FE02FF02FF02FE01FF0002FE0100FE010201FE02FE000101FE0000FF00FFFEFFFF000002FF010202FEFEFFFF00FEFF0200010100FFFF00FF010200FE01FE0100FF02FF0200FE02FE000002FE0002FF0201FE02FEFF010101FF0100020100FE02FFFE0202FE000202020001000002FF02010101FEFEFFFE0102FEFFFFFE00FE0000FF0002FE01FEFFFE0201FF02FFFF01FF02000102000001020001FF020102FFFE010102010202FF010200FE01FE02FE01000100020201FF01FF02FFFFFE00"> : tensor<8x3x3x8xi8>}> : () -> tensor<8x3x3x8xi8>
  %b = "tosa.const"() <{values = dense<[151, 145, 186, 86, -218, 208, -49, 208]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %xzp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %czp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %cm = "tosa.const"() <{values = dense<[1518469120, 1073741824, 2147418112, 1234567168, 1900019712, 1111097344, 1717960704, 1342177280]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %cs = "tosa.const"() <{values = dense<[33, 34, 35, 36, 33, 34, 35, 36]> : tensor<8xi8>}> : () -> tensor<8xi8>
  %c = tosa.conv2d %x, %w, %b, %xzp, %zp0 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x8xi32>
  %cr = tosa.rescale %c, %cm, %cs, %zp32, %czp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x3x3x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x3x3x8xi8>
  %cc = tosa.clamp %cr {max_val = 90 : i8, min_val = -100 : i8} : (tensor<1x3x3x8xi8>) -> tensor<1x3x3x8xi8>

  // matmul with a constant B, A zero point 5, output zero point -2.
  %bm = "tosa.const"() <{values = dense<"0x0101010200FE000202FF01FE020101020202020101FFFF00FF00FE01FFFF010202FEFF000200FFFE00FF020100FFFEFF010202FFFEFFFFFEFEFF02FE02010202FF0202FF0102FEFE010002FE0202FEFF000000FFFF01FFFFFEFF010200FF020202020100FF0100020001FEFFFE00FFFEFE0100FF020102FEFE02010202FFFEFF02FF010000FF01FE00FE0202FE0200FEFEFF020000FEFF0201FE0000FE01FE02FE010002FFFF000100FEFE010002010000010100FF0102020202FF0001FFFE0200020202020102FFFF01FF0000FF02010102FF02020001FEFFFF00FE02FE00FFFFFFFE00FEFE01FEFF020200000000000001000200FE02010000FFFF00FEFF010200FF02FE01FE0100FFFE01FE02FFFFFE020001FE0100FEFF02FE010101010202FE0102FE01FFFF0101FEFF00FF0001FEFF02FF0202FE01FFFE02FE01FEFFFE020202FE0200FE0001FE00FF010201FF0202FF0200FE000201FFFE02FE010200000101FEFEFFFE01FEFF000100FE0102FE0101000101FFFE00FFFF00FE010100"> : tensor<1x16x24xi8>}> : () -> tensor<1x16x24xi8>
  %azp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mm = "tosa.const"() <{values = dense<1518469120> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ms = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.matmul %a, %bm, %azp, %zp0 : (tensor<1x3x16xi8>, tensor<1x16x24xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x24xi32>
  %mr = tosa.rescale %m, %mm, %ms, %zp32, %mzp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x3x24xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x3x24xi8>

  // Residual add: (y + 1) * 2^10 + (z - 3) * 2^10, times 2^-11, + 1, clamp
  // [-128, 50].
  %yzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %one = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p30 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s20 = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s41 = "tosa.const"() <{values = dense<41> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ry = tosa.rescale %y, %p30, %s20, %yzp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x24xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x24xi32>
  %rz = tosa.rescale %z, %p30, %s20, %zzp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x24xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x24xi32>
  %sum = tosa.add %ry, %rz : (tensor<2x24xi32>, tensor<2x24xi32>) -> tensor<2x24xi32>
  %sr = tosa.rescale %sum, %p30, %s41, %zp32, %one {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x24xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x24xi8>
  %sc = tosa.clamp %sr {max_val = 50 : i8, min_val = -128 : i8} : (tensor<2x24xi8>) -> tensor<2x24xi8>

  // 3x3 max pool, stride 2, padding 1 (padding never wins).
  %p = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x8xi8>) -> tensor<1x3x3x8xi8>

  // A standalone clamp.
  %ac = tosa.clamp %a {max_val = 20 : i8, min_val = -20 : i8} : (tensor<1x3x16xi8>) -> tensor<1x3x16xi8>

  return %cc, %mr, %sc, %p, %ac : tensor<1x3x3x8xi8>, tensor<1x3x24xi8>, tensor<2x24xi8>, tensor<1x3x3x8xi8>, tensor<1x3x16xi8>
}
