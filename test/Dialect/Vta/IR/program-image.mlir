// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s --mlir-print-op-generic | tosa-opt | FileCheck %s

// The DRAM side of a program (segments, tensor images) and its launch
// round-trip.

// CHECK-LABEL: vta.program @image attributes {uop_addr = 8192 : i64}
// CHECK: vta.segment @rows <ACC> addr(12288) dense<7> : tensor<64xi8>
// CHECK: vta.tensor @input0 <input> <blocked> shape [1, 4, 4, 3] addr(16384) size(576) host_pad [1, 1, 1, 1] pad_value(-128)
// CHECK: vta.tensor @output <output> <flat> shape [5, 7] addr(20480) size(48) host_pad [0, 0, 0, 0] pad_value(0)
vta.program @image attributes {uop_addr = 8192 : i64} {
  vta.uop_kernel @uops0 {
    vta.uop dst(0) src(0) wgt(0)
  }
  vta.segment @rows <ACC> addr(12288) dense<7> : tensor<64xi8>
  vta.tensor @input0 <input> <blocked> shape [1, 4, 4, 3] addr(16384) size(576) host_pad [1, 1, 1, 1] pad_value(-128)
  vta.tensor @output <output> <flat> shape [5, 7] addr(20480) size(48) host_pad [0, 0, 0, 0] pad_value(0)
  vta.finish
}

// CHECK-LABEL: func.func @run
// CHECK: vta.launch @image(%{{.*}}) : (tensor<1x4x4x3xi8>) -> tensor<5x7xi8>
func.func @run(%x: tensor<1x4x4x3xi8>) -> tensor<5x7xi8> {
  %y = vta.launch @image(%x) : (tensor<1x4x4x3xi8>) -> tensor<5x7xi8>
  return %y : tensor<5x7xi8>
}
