// An int8 1x1 convolution whose RESCALE to int8 runs on each VPDPBUSD
// register tile (tosac-cpu-tile-and-vectorize fuses it into the register
// tile's loops): the accumulators go from the dot products to the
// requantization in registers, and the int32 tile buffer the kernel and
// the epilogue shared is gone (tosac-cpu-lower-vectors forwards its writes
// to the epilogue's reads). 13 pixels per row make a register tile tail.
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512 vector-registers=32 int8-dot-bits=512 amx=0" \
// RUN:   --mlir-print-ir-after=tosac-cpu-lower-vectors -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: IR Dump After CpuLowerVectorsPass
// CHECK-NOT: memref.alloc(){{.*}}x64xi32>
// CHECK: %[[ACC:.*]]:16 = scf.for
// CHECK: llvm.x86.avx512.vpdpbusd.512
// CHECK: scf.yield
// CHECK-NOT: vector.store %[[ACC]]
// CHECK: vector.bitcast %[[ACC]]#0 : vector<16xi32> to vector<8xi64>
// CHECK-NOT: memref.alloc(){{.*}}x64xi32>
func.func @main(%x: tensor<1x6x13x20xi8>) -> tensor<1x6x13x64xi8> {
  %w = "tosa.const"() <{values = dense<7> : tensor<64x1x1x20xi8>}> : () -> tensor<64x1x1x20xi8>
  %b = "tosa.const"() <{values = dense<1000> : tensor<64xi32>}> : () -> tensor<64xi32>
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x13x20xi8>, tensor<64x1x1x20xi8>, tensor<64xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x13x64xi32>
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<64xi32>}> : () -> tensor<64xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<64xi8>}> : () -> tensor<64xi8>
  %rzp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %acc, %m, %s, %rzp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x6x13x64xi32>, tensor<64xi32>, tensor<64xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x6x13x64xi8>
  return %0 : tensor<1x6x13x64xi8>
}
