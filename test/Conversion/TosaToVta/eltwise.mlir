// The residual add (rescale, rescale -> add -> rescale -> clamp), max_pool2d
// and standalone clamps on i8 become vta.launch ops.
// RUN: tosa-opt %s --tosa-to-vta | FileCheck %s

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: tensor<2x16xi8>, %[[B:.*]]: tensor<2x16xi8>)
// CHECK-NOT: tosa.
// CHECK: %[[Y:.*]] = vta.launch @vta_add_0(%[[A]], %[[B]]) : (tensor<2x16xi8>, tensor<2x16xi8>) -> tensor<2x16xi8>
// CHECK-NOT: tosa.
// CHECK: return %[[Y]]
func.func @add(%a: tensor<2x16xi8>, %b: tensor<2x16xi8>) -> tensor<2x16xi8> {
  %zpa = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpb = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ra = tosa.rescale %a, %m, %s, %zpa, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %rb = tosa.rescale %b, %m, %s, %zpb, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16xi32>
  %sum = tosa.add %ra, %rb : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  %q = tosa.rescale %sum, %m, %s2, %zp32, %zpa {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16xi8>
  %cl = tosa.clamp %q {max_val = 100 : i8, min_val = -1 : i8} : (tensor<2x16xi8>) -> tensor<2x16xi8>
  return %cl : tensor<2x16xi8>
}

// CHECK-LABEL: func.func @pool_clamp
// CHECK: %[[P:.*]] = vta.launch @vta_max_pool2d_0(%{{.*}}) : (tensor<1x5x5x16xi8>) -> tensor<1x3x3x16xi8>
// CHECK: %[[C:.*]] = vta.launch @vta_clamp_0(%[[P]]) : (tensor<1x3x3x16xi8>) -> tensor<1x3x3x16xi8>
// CHECK: return %[[C]]
func.func @pool_clamp(%x: tensor<1x5x5x16xi8>) -> tensor<1x3x3x16xi8> {
  %p = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x16xi8>) -> tensor<1x3x3x16xi8>
  %c = tosa.clamp %p {max_val = 6 : i8, min_val = -3 : i8} : (tensor<1x3x3x16xi8>) -> tensor<1x3x3x16xi8>
  return %c : tensor<1x3x3x16xi8>
}

// A clamp on f32 stays.
// CHECK-LABEL: func.func @clamp_f32
// CHECK: tosa.clamp
func.func @clamp_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = tosa.clamp %x {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// CHECK-LABEL: vta.program @vta_add_0
// CHECK: vta.tensor @input0 <input> <flat> shape [2, 16]
// CHECK: vta.tensor @input1 <input> <flat> shape [2, 16]
// CHECK: vta.tensor @output <output> <flat> shape [2, 16]
// CHECK: vta.alu <MIN> {{.*}} use_imm imm(100)
// CHECK: vta.alu <MAX> {{.*}} use_imm imm(-1)
// CHECK: vta.store <OUT>
// CHECK: vta.finish
// CHECK-LABEL: vta.program @vta_max_pool2d_0
// CHECK: vta.tensor @input0 <input> <blocked> shape [1, 5, 5, 16]
// CHECK: vta.tensor @output <output> <blocked> shape [1, 3, 3, 16]
// CHECK: vta.alu <MAX>
// CHECK: vta.store <OUT>
// CHECK-LABEL: vta.program @vta_clamp_0
// CHECK: vta.tensor @input0 <input> <flat> shape [1, 3, 3, 16]
// CHECK: vta.alu <MIN> {{.*}} use_imm imm(6)
// CHECK: vta.alu <MAX> {{.*}} use_imm imm(-3)
// CHECK: vta.store <OUT>
