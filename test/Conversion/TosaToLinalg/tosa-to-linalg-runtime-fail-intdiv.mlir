// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | not --crash %mlir-runner

// A failed runtime check fires: 8 / 0 breaks INTDIV's REQUIRE(value2 != 0),
// and the upstream lowering of cf.assert aborts the run (tosa-run reports it
// and goes on instead). The same program without the 0 runs in
// tosa-to-linalg-runtime-run.mlir.

func.func private @printMemrefI32(memref<*xi32>)

func.func @div(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[7, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "tosa.const"() <{values = dense<[2, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = call @div(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %m = bufferization.to_buffer %0 : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
