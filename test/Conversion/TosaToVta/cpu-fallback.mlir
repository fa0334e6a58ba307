// Without `report` the pass is silent, and operators that do not match stay
// unchanged with their constants (no vta.program is created).
// RUN: tosa-opt %s --tosa-to-vta | FileCheck %s
// RUN: tosa-opt %s --tosa-to-vta 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: remark

// CHECK-LABEL: func.func @cpu
// CHECK: "tosa.const"() <{values = dense<3> : tensor<1xi8>}>
// CHECK: tosa.conv2d
// CHECK: tosa.rescale
// CHECK: tosa.matmul
// CHECK: tosa.clamp {{.*}} : (tensor<1x2x2x4xf32>)
// CHECK-NOT: vta.
func.func @cpu(%x: tensor<1x2x2x4xi8>, %a: tensor<2x3x4xi8>, %f: tensor<1x2x2x4xf32>) -> (tensor<1x2x2x4xi8>, tensor<2x3x5xi32>, tensor<1x2x2x4xf32>) {
  %w = "tosa.const"() <{values = dense<1> : tensor<4x1x1x4xi8>}> : () -> tensor<4x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.conv2d %x, %w, %b, %zp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x4xi8>, tensor<4x1x1x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  %r = tosa.rescale %c, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x4xi8>
  %bm = "tosa.const"() <{values = dense<1> : tensor<2x4x5xi8>}> : () -> tensor<2x4x5xi8>
  %mm = tosa.matmul %a, %bm, %zp, %zp : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3x5xi32>
  %cl = tosa.clamp %f {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %r, %mm, %cl : tensor<1x2x2x4xi8>, tensor<2x3x5xi32>, tensor<1x2x2x4xf32>
}
