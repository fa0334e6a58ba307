// RUN: tosa-opt %s --tosa-to-mlprogram | FileCheck %s \
// RUN:   --implicit-check-not="tosa.variable @" --implicit-check-not="tosa.variable_read @" \
// RUN:   --implicit-check-not="tosa.variable_write @"

// A variable with an initial value: the global holds it and the written
// flag starts true.
// CHECK: ml_program.global public mutable @state(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32>
// CHECK: ml_program.global public mutable @__tosac_written_state(dense<true> : tensor<i1>) : tensor<i1>
tosa.variable @state = dense<[1.0, 2.0]> : tensor<2xf32>

// Without an initial value: zeros, and the flag starts false.
// CHECK: ml_program.global public mutable @counter(dense<0> : tensor<1x3xi32>) : tensor<1x3xi32>
// CHECK: ml_program.global public mutable @__tosac_written_counter(dense<false> : tensor<i1>) : tensor<i1>
tosa.variable @counter : tensor<1x3xi32>

// CHECK-LABEL: func.func @read
// CHECK: %[[W:.+]] = ml_program.global_load @__tosac_written_state : tensor<i1>
// CHECK: %[[OK:.+]] = tensor.extract %[[W]][] : tensor<i1>
// CHECK: cf.assert %[[OK]], "'tosa.variable_read' op REQUIRE(is_written): variable 'state' is read before it is written"
// CHECK: %[[L:.+]] = ml_program.global_load @state : tensor<2xf32>
// The read is a snapshot: a later write must not change it.
// CHECK: %[[V:.+]] = bufferization.alloc_tensor() copy(%[[L]]) : tensor<2xf32>
// CHECK: return %[[V]]
func.func @read() -> tensor<2xf32> {
  %v = tosa.variable_read @state : tensor<2xf32>
  return %v : tensor<2xf32>
}

// The stored tensors are copied first (see the pass description).
// CHECK-LABEL: func.func @write
// CHECK-SAME: (%[[X:.+]]: tensor<1x3xi32>)
// CHECK: %[[C:.+]] = bufferization.alloc_tensor() copy(%[[X]]) : tensor<1x3xi32>
// CHECK: ml_program.global_store @counter = %[[C]] : tensor<1x3xi32>
// CHECK: %[[TRUE:.+]] = arith.constant dense<true> : tensor<i1>
// CHECK: %[[T:.+]] = bufferization.alloc_tensor() copy(%[[TRUE]]) : tensor<i1>
// CHECK: ml_program.global_store @__tosac_written_counter = %[[T]] : tensor<i1>
// CHECK-NEXT: return
func.func @write(%x: tensor<1x3xi32>) {
  tosa.variable_write @counter, %x : tensor<1x3xi32>
  return
}

// Reads and writes inside control flow are lowered too.
// CHECK-LABEL: func.func @in_region
// CHECK: tosa.cond_if
// CHECK:   ml_program.global_load @counter
// CHECK:   ml_program.global_store @counter
func.func @in_region(%c: tensor<1xi1>) -> tensor<1x3xi32> {
  %r = tosa.cond_if %c : tensor<1xi1> -> tensor<1x3xi32> {
    %v = tosa.variable_read @counter : tensor<1x3xi32>
    %n = tosa.add %v, %v : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    tosa.variable_write @counter, %n : tensor<1x3xi32>
    tosa.yield %n : tensor<1x3xi32>
  } else {
    %v = tosa.variable_read @counter : tensor<1x3xi32>
    tosa.yield %v : tensor<1x3xi32>
  }
  return %r : tensor<1x3xi32>
}
