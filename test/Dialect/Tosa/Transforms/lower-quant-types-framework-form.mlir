// RUN: tosa-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --tosa-lower-quant-types --split-input-file | FileCheck %s
// RUN: tosa-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --tosa-lower-quant-types=multiplier-bits=16 --split-input-file | FileCheck %s --check-prefix=M16

// The forms frameworks emit that TOSA's type tables reject, so these graphs
// parse only unverified; the pass turns each into valid TOSA (the
// pass manager verifies its result):
// - a convolution or MATMUL whose result is the quantized i8 output (the
//   tables want the i32 accumulator; CONV2D's bias is then i32 too);
// - int8 ADD/SUB (the tables only have int32 ADD/SUB);
// - an int8 -> int8 CAST between quantized types or to the storage type.

// The convolution returns the i32 accumulator and a RESCALE of scale
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

// -----

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
// M16: tosa.add {{.*}} -> tensor<2x3xi32>
// M16-DAG: "tosa.const"() <{values = dense<21845> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<26> : tensor<1xi8>}>
// M16: tosa.rescale {{.*}} scale32 = false} : (tensor<2x3xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
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

// A cast to the storage type only reinterprets: it becomes an identity, and
// a plain user stays plain.
// CHECK-LABEL: func.func @cast_storage
// CHECK-SAME: (%[[A:.+]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: %[[I:.+]] = tosa.identity %[[A]] : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: %[[C:.+]] = tosa.clamp %[[I]]
// CHECK-NEXT: return %[[C]]
func.func @cast_storage(%a: tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4xi8> {
  %0 = tosa.cast %a : (tensor<4x!quant.uniform<i8:f32, 0.5:4>>) -> tensor<4xi8>
  %1 = tosa.clamp %0 {max_val = 100 : i8, min_val = 0 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}

// -----

// MUL with an i8 result: the int32 product is requantized by
// 0.5 * 0.25 / 0.3 = 0.41666... -> round(2^32 * 0.41666...) = 1789569707,
// shift 32 (16 bits: 27307, shift 16).
// CHECK-LABEL: func.func @mul
// CHECK: %[[P:.+]] = tosa.mul {{.*}} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
// CHECK-DAG: "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}>
// CHECK-DAG: "tosa.const"() <{values = dense<32> : tensor<1xi8>}>
// CHECK-DAG: %[[OZ:.+]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}>
// CHECK: tosa.rescale %[[P]], %{{.*}}, %{{.*}}, %{{.*}}, %[[OZ]] {{.*}} -> tensor<4xi8>
// M16-LABEL: func.func @mul
// M16-DAG: "tosa.const"() <{values = dense<27307> : tensor<1xi16>}>
// M16-DAG: "tosa.const"() <{values = dense<16> : tensor<1xi8>}>
func.func @mul(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.3:2>> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:3>>, tensor<1xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.3:2>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.3:2>>
}
