// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed element-wise operators whose shift / zero points are runtime
// operands (function arguments, as the `_dyn` conformance tests feed them).
// Every runtime check passes here: a failed cf.assert would abort the run.
// Expected values follow the spec pseudo-code, computed by hand.

func.func private @printMemrefI32(memref<*xi32>)

#id = affine_map<(d0) -> (d0)>

func.func @print(%t: tensor<5xi32>) {
  %m = bufferization.to_buffer %t : tensor<5xi32> to memref<5xi32>
  %u = memref.cast %m : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// The runner utilities print no i8 / i16 memrefs: sign-extend to i32 first.
func.func @print_i8(%t: tensor<4xi8>) {
  %e = tensor.empty() : tensor<4xi32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%t : tensor<4xi8>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<4xi32>
  %m = bufferization.to_buffer %w : tensor<4xi32> to memref<4xi32>
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print_i16(%t: tensor<2xi16>) {
  %e = tensor.empty() : tensor<2xi32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%t : tensor<2xi16>) outs(%e : tensor<2xi32>) {
  ^bb0(%x: i16, %o: i32):
    %y = arith.extsi %x : i16 to i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  %m = bufferization.to_buffer %w : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @mul(%a: tensor<5xi32>, %b: tensor<5xi32>, %s: tensor<1xi8>) -> tensor<5xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<5xi32>, tensor<5xi32>, tensor<1xi8>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @mul_i8(%a: tensor<2xi8>, %b: tensor<2xi8>, %s: tensor<1xi8>) -> tensor<2xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @negate_i8(%a: tensor<4xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a, %izp, %ozp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

func.func @negate_i16(%a: tensor<2xi16>, %izp: tensor<1xi16>, %ozp: tensor<1xi16>) -> tensor<2xi16> {
  %0 = tosa.negate %a, %izp, %ozp : (tensor<2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[3, -3, 2147483647, -7, 5]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %b = "tosa.const"() <{values = dense<[5, 5, 2, 1, -1]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>

  // shift 0: the low 32 bits of the product, 2147483647 * 2 = 2^32 - 2 -> -2.
  %0 = call @mul(%a, %b, %s0) : (tensor<5xi32>, tensor<5xi32>, tensor<1xi8>) -> tensor<5xi32>
  call @print(%0) : (tensor<5xi32>) -> ()
  // CHECK: [15,  -15,  -2,  -7,  -5]

  // shift 1: (p + 1) >> 1 in 64 bits: 16 >> 1, -14 >> 1, (2^32 - 1) >> 1,
  // -6 >> 1, -4 >> 1.
  %1 = call @mul(%a, %b, %s1) : (tensor<5xi32>, tensor<5xi32>, tensor<1xi8>) -> tensor<5xi32>
  call @print(%1) : (tensor<5xi32>) -> ()
  // CHECK: [8,  -7,  2147483647,  -3,  -2]

  // shift 2: (p + 2) >> 2 rounds down: 17 >> 2 = 4, -13 >> 2 = -4,
  // 2^32 >> 2 = 2^30, -5 >> 2 = -2, -3 >> 2 = -1.
  %2 = call @mul(%a, %b, %s2) : (tensor<5xi32>, tensor<5xi32>, tensor<1xi8>) -> tensor<5xi32>
  call @print(%2) : (tensor<5xi32>) -> ()
  // CHECK: [4,  -4,  1073741824,  -2,  -1]

  // int8 inputs take no shift (a runtime 0 passes the check): int32 products.
  %c = "tosa.const"() <{values = dense<[100, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %d = "tosa.const"() <{values = dense<[100, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %3 = call @mul_i8(%c, %d, %s0) : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi32>
  %m3 = bufferization.to_buffer %3 : tensor<2xi32> to memref<2xi32>
  %u3 = memref.cast %m3 : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  // CHECK: [10000,  16384]

  // int8 NEGATE with runtime zero points 3 and -2: clip(-2 - (v - 3)) =
  // clip(1 - v): -128 -> 129 -> 127, 0 -> 1, 127 -> -126, 5 -> -4.
  %e = "tosa.const"() <{values = dense<[-128, 0, 127, 5]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = call @negate_i8(%e, %izp, %ozp) : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  call @print_i8(%4) : (tensor<4xi8>) -> ()
  // CHECK: [127,  1,  -126,  -4]

  // int16 NEGATE with runtime zero points 0 (the only valid value):
  // -(-32768) = 32768 saturates to 32767.
  %f = "tosa.const"() <{values = dense<[-32768, 5]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %5 = call @negate_i16(%f, %zp16, %zp16) : (tensor<2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2xi16>
  call @print_i16(%5) : (tensor<2xi16>) -> ()
  // CHECK: [32767,  -5]
  return
}
