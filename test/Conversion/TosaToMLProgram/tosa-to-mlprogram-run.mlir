// RUN: tosa-opt %s --tosa-to-arith --tosa-to-mlprogram --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed state: @acc starts from its initial value and keeps what each
// call of @step writes; @scratch has no initial value and is written before
// it is read (otherwise the cf.assert of the read would abort the run).

tosa.variable @acc = dense<[1, -2, 3]> : tensor<3xi32>
tosa.variable @scratch : tensor<3xi32>

func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%t: tensor<3xi32>) {
  %m = bufferization.to_buffer %t : tensor<3xi32> to memref<3xi32>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// acc = acc + x; returns the new value.
func.func @step(%x: tensor<3xi32>) -> tensor<3xi32> {
  %v = tosa.variable_read @acc : tensor<3xi32>
  %n = tosa.add %v, %x : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  tosa.variable_write @acc, %n : tensor<3xi32>
  return %n : tensor<3xi32>
}

func.func @main() {
  %x = "tosa.const"() <{values = dense<[10, 20, 30]> : tensor<3xi32>}> : () -> tensor<3xi32>
  // [1, -2, 3] + [10, 20, 30]
  %0 = call @step(%x) : (tensor<3xi32>) -> tensor<3xi32>
  call @print(%0) : (tensor<3xi32>) -> ()
  // CHECK: [11,  18,  33]
  // The state persists: [11, 18, 33] + [10, 20, 30]
  %1 = call @step(%x) : (tensor<3xi32>) -> tensor<3xi32>
  call @print(%1) : (tensor<3xi32>) -> ()
  // CHECK: [21,  38,  63]
  %r = tosa.variable_read @acc : tensor<3xi32>
  call @print(%r) : (tensor<3xi32>) -> ()
  // CHECK: [21,  38,  63]

  // Written, then read back.
  %y = "tosa.const"() <{values = dense<[7, -8, 9]> : tensor<3xi32>}> : () -> tensor<3xi32>
  tosa.variable_write @scratch, %y : tensor<3xi32>
  %s = tosa.variable_read @scratch : tensor<3xi32>
  call @print(%s) : (tensor<3xi32>) -> ()
  // CHECK: [7,  -8,  9]
  return
}
