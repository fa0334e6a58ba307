// RUN: tosa-opt %s --tosa-to-scf | FileCheck %s --implicit-check-not=tosa.cond_if --implicit-check-not=tosa.while_loop --implicit-check-not=tosa.yield

// The inputs replace the graphs' arguments; the condition is read with
// tensor.extract; the TOSA ops of the graphs stay for the other conversions.
// CHECK-LABEL: func.func @cond_if
// CHECK-SAME: (%[[C:.+]]: tensor<1xi1>, %[[A:.+]]: tensor<2xf32>, %[[B:.+]]: tensor<2xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0 : index
// CHECK: %[[FLAG:.+]] = tensor.extract %[[C]][%[[ZERO]]] : tensor<1xi1>
// CHECK: %[[R:.+]] = scf.if %[[FLAG]] -> (tensor<2xf32>) {
// CHECK:   %[[SUM:.+]] = tosa.add %[[A]], %[[B]]
// CHECK:   scf.yield %[[SUM]] : tensor<2xf32>
// CHECK: } else {
// CHECK:   %[[DIFF:.+]] = tosa.sub %[[A]], %[[B]]
// CHECK:   scf.yield %[[DIFF]] : tensor<2xf32>
// CHECK: }
// CHECK: return %[[R]]
func.func @cond_if(%c: tensor<1xi1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.cond_if %c (%x = %a, %y = %b) : tensor<1xi1> (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %s = tosa.add %x, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %s : tensor<2xf32>
  } else {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %d = tosa.sub %x, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %d : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// A rank-0 condition and the older form without an input list (the graphs
// use values from above).
// CHECK-LABEL: func.func @cond_if_rank0_no_inputs
// CHECK-SAME: (%[[C:.+]]: tensor<i1>, %[[A:.+]]: tensor<3xi32>)
// CHECK: %[[FLAG:.+]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK: scf.if %[[FLAG]] -> (tensor<3xi32>) {
// CHECK:   scf.yield %[[A]] : tensor<3xi32>
// CHECK: } else {
// CHECK:   %[[N:.+]] = tosa.bitwise_not %[[A]]
// CHECK:   scf.yield %[[N]] : tensor<3xi32>
func.func @cond_if_rank0_no_inputs(%c: tensor<i1>, %a: tensor<3xi32>) -> tensor<3xi32> {
  %r = tosa.cond_if %c : tensor<i1> -> tensor<3xi32> {
    tosa.yield %a : tensor<3xi32>
  } else {
    %n = tosa.bitwise_not %a : (tensor<3xi32>) -> tensor<3xi32>
    tosa.yield %n : tensor<3xi32>
  }
  return %r : tensor<3xi32>
}

// Compatible but different types along the edges get tensor.cast: the graph
// argument is dynamic, the result static.
// CHECK-LABEL: func.func @cond_if_casts
// CHECK-SAME: (%[[C:.+]]: tensor<1xi1>, %[[A:.+]]: tensor<4xf32>)
// CHECK: %[[IN:.+]] = tensor.cast %[[A]] : tensor<4xf32> to tensor<?xf32>
// CHECK: scf.if
// CHECK:   %[[OUT:.+]] = tensor.cast %[[IN]] : tensor<?xf32> to tensor<4xf32>
// CHECK:   scf.yield %[[OUT]] : tensor<4xf32>
func.func @cond_if_casts(%c: tensor<1xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<?xf32>):
    tosa.yield %x : tensor<?xf32>
  } else {
  ^bb0(%x: tensor<?xf32>):
    tosa.yield %x : tensor<?xf32>
  }
  return %r : tensor<4xf32>
}

// The condition graph ends in scf.condition forwarding the carried values;
// the body graph in scf.yield of the next values, written into the buffers
// of the iteration arguments.
// CHECK-LABEL: func.func @while_loop
// CHECK-SAME: (%[[INIT:.+]]: tensor<1xi32>, %[[ACC:.+]]: tensor<2xf32>)
// CHECK: %[[R:.+]]:2 = scf.while (%[[I:.+]] = %[[INIT]], %[[X:.+]] = %[[ACC]]) : (tensor<1xi32>, tensor<2xf32>) -> (tensor<1xi32>, tensor<2xf32>) {
// CHECK:   %[[LIMIT:.+]] = "tosa.const"
// CHECK:   %[[MORE:.+]] = tosa.greater %[[LIMIT]], %[[I]]
// CHECK:   %[[ZERO:.+]] = arith.constant 0 : index
// CHECK:   %[[FLAG:.+]] = tensor.extract %[[MORE]][%[[ZERO]]] : tensor<1xi1>
// CHECK:   scf.condition(%[[FLAG]]) %[[I]], %[[X]] : tensor<1xi32>, tensor<2xf32>
// CHECK: } do {
// CHECK: ^bb0(%[[BI:.+]]: tensor<1xi32>, %[[BX:.+]]: tensor<2xf32>):
// CHECK:   %[[NEXT:.+]] = tosa.add %[[BI]]
// CHECK:   %[[TWICE:.+]] = tosa.add %[[BX]], %[[BX]]
// CHECK:   %[[M0:.+]] = bufferization.materialize_in_destination %[[NEXT]] in %[[BI]]
// CHECK:   %[[M1:.+]] = bufferization.materialize_in_destination %[[TWICE]] in %[[BX]]
// CHECK:   scf.yield %[[M0]], %[[M1]] : tensor<1xi32>, tensor<2xf32>
// CHECK: }
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @while_loop(%init: tensor<1xi32>, %acc: tensor<2xf32>) -> (tensor<1xi32>, tensor<2xf32>) {
  %r:2 = tosa.while_loop (%i = %init, %x = %acc) : (tensor<1xi32>, tensor<2xf32>) -> (tensor<1xi32>, tensor<2xf32>) {
    %limit = "tosa.const"() <{values = dense<10> : tensor<1xi32>}> : () -> tensor<1xi32>
    %more = tosa.greater %limit, %i : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    tosa.yield %more : tensor<1xi1>
  } do {
  ^bb0(%i: tensor<1xi32>, %x: tensor<2xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %next = tosa.add %i, %one : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %twice = tosa.add %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %next, %twice : tensor<1xi32>, tensor<2xf32>
  }
  return %r#0, %r#1 : tensor<1xi32>, tensor<2xf32>
}

// Nested control flow: a cond_if inside a loop body is lowered too.
// CHECK-LABEL: func.func @nested
// CHECK: scf.while
// CHECK:   scf.condition
// CHECK: } do {
// CHECK:   scf.if
// CHECK:     scf.yield
// CHECK:   } else {
// CHECK:     scf.yield
// CHECK:   }
// CHECK:   scf.yield
func.func @nested(%init: tensor<i32>, %c: tensor<i1>) -> tensor<i32> {
  %r = tosa.while_loop (%i = %init) : (tensor<i32>) -> tensor<i32> {
    %limit = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %more = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %more : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    %n = tosa.cond_if %c (%v = %i) : tensor<i1> (tensor<i32>) -> tensor<i32> {
    ^bb0(%v: tensor<i32>):
      tosa.yield %v : tensor<i32>
    } else {
    ^bb0(%v: tensor<i32>):
      tosa.yield %v : tensor<i32>
    }
    tosa.yield %n : tensor<i32>
  }
  return %r : tensor<i32>
}

// Values swapped between iterations: values that are other iteration
// arguments are copied before any iteration argument is overwritten.
// CHECK-LABEL: func.func @while_swap
// CHECK: } do {
// CHECK: ^bb0(%[[A:.+]]: tensor<2xi32>, %[[B:.+]]: tensor<2xi32>, %[[C:.+]]: tensor<1xi32>):
// CHECK:   %[[N:.+]] = tosa.add %[[C]]
// CHECK:   %[[COPYB:.+]] = bufferization.alloc_tensor() copy(%[[B]]) : tensor<2xi32>
// CHECK:   %[[COPYA:.+]] = bufferization.alloc_tensor() copy(%[[A]]) : tensor<2xi32>
// CHECK:   %[[M0:.+]] = bufferization.materialize_in_destination %[[COPYB]] in %[[A]]
// CHECK:   %[[M1:.+]] = bufferization.materialize_in_destination %[[COPYA]] in %[[B]]
// CHECK:   %[[M2:.+]] = bufferization.materialize_in_destination %[[N]] in %[[C]]
// CHECK:   scf.yield %[[M0]], %[[M1]], %[[M2]]
func.func @while_swap(%a: tensor<2xi32>, %b: tensor<2xi32>, %n: tensor<1xi32>) -> tensor<2xi32> {
  %r:3 = tosa.while_loop (%x = %a, %y = %b, %i = %n) : (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>) {
    %zero = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %more = tosa.greater %i, %zero : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    tosa.yield %more : tensor<1xi1>
  } do {
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>, %i: tensor<1xi32>):
    %m1 = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %next = tosa.add %i, %m1 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    tosa.yield %y, %x, %next : tensor<2xi32>, tensor<2xi32>, tensor<1xi32>
  }
  return %r#0 : tensor<2xi32>
}
