// RUN: tosa-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --tosa-lower-quant-types | FileCheck %s

// The form frameworks emit: the convolution's result is the quantized i8
// output and the bias the quantized i32 accumulator. tosac's CONV2D verifier
// follows the spec (bias and output are both out_t), so this graph parses
// only unverified; the pass turns it into a valid one: the convolution
// returns the i32 accumulator and a RESCALE of scale
// 0.5 * 0.25 / 0.125 = 1.0 (1 << 30, shift 30) produces the output.

// CHECK-LABEL: func.func @conv2d_output_typed
// CHECK: %[[ACC:.+]] = tosa.conv2d {{.*}} : (tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
// CHECK-DAG: %[[M:.+]] = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}>
// CHECK-DAG: %[[S:.+]] = "tosa.const"() <{values = dense<30> : tensor<1xi8>}>
// CHECK-DAG: %[[OZP:.+]] = "tosa.const"() <{values = dense<3> : tensor<1xi8>}>
// CHECK: %[[Y:.+]] = tosa.rescale %[[ACC]], %[[M]], %[[S]], %{{.*}}, %[[OZP]] {{.*}} -> tensor<1x4x4x2xi8>
// CHECK: return %[[Y]]
func.func @conv2d_output_typed(%x: tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>> {
  %w = "tosa.const"() <{values = dense<"0x010101010101"> : tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>}> : () -> tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>
  %b = "tosa.const"() <{values = dense<"0x0100000002000000"> : tensor<2x!quant.uniform<i32:f32, 0.125>>}> : () -> tensor<2x!quant.uniform<i32:f32, 0.125>>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<2x1x1x3x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i32:f32, 0.125>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
  return %0 : tensor<1x4x4x2x!quant.uniform<i8:f32, 0.125:3>>
}

// MATMUL likewise (its type table wants an i32 result).
// CHECK-LABEL: func.func @matmul_output_typed
// CHECK: %[[ACC:.+]] = tosa.matmul {{.*}} -> tensor<1x4x5xi32>
// CHECK: tosa.rescale %[[ACC]]{{.*}} -> tensor<1x4x5xi8>
func.func @matmul_output_typed(%a: tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<1x8x5x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x4x5x!quant.uniform<i8:f32, 0.125:3>> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4x8x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x8x5x!quant.uniform<i8:f32, 0.25>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5x!quant.uniform<i8:f32, 0.125:3>>
  return %0 : tensor<1x4x5x!quant.uniform<i8:f32, 0.125:3>>
}
