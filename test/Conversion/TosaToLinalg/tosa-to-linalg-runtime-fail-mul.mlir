// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | not --crash %mlir-runner

// A failed runtime check fires: a runtime MUL shift of 64 breaks
// REQUIRE(0 <= shift && shift <= 63); the upstream lowering of cf.assert
// aborts the run (tosa-run reports it and goes on instead).

func.func private @printMemrefI32(memref<*xi32>)

func.func @mul(%a: tensor<2xi32>, %b: tensor<2xi32>, %s: tensor<1xi8>) -> tensor<2xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[7, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<64> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = call @mul(%a, %a, %s) : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  %m = bufferization.to_buffer %0 : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
