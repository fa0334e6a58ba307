// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// An executed program: the broadcasting add runs on the CPU.

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %a = "tosa.const"() <{values = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %b = "tosa.const"() <{values = dense<[10]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %m = bufferization.to_buffer %0 : tensor<4xi32> to memref<4xi32>
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
// CHECK: [11,  12,  13,  14]
