// RUN: tosa-opt %s --tosa-to-arith --tosa-to-scf --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed control flow: the condition is a function argument, so each call
// decides at run time which graph runs, and the loops run a data-dependent
// number of iterations.

func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%t: tensor<3xi32>) {
  %m = bufferization.to_buffer %t : tensor<3xi32> to memref<3xi32>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print2(%t: tensor<2xi32>) {
  %m = bufferization.to_buffer %t : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// then: a + b, else: a - b.
func.func @add_or_sub(%c: tensor<1xi1>, %a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %r = tosa.cond_if %c (%x = %a, %y = %b) : tensor<1xi1> (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32> {
  ^bb0(%x: tensor<3xi32>, %y: tensor<3xi32>):
    %s = tosa.add %x, %y : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    tosa.yield %s : tensor<3xi32>
  } else {
  ^bb0(%x: tensor<3xi32>, %y: tensor<3xi32>):
    %d = tosa.sub %x, %y : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    tosa.yield %d : tensor<3xi32>
  }
  return %r : tensor<3xi32>
}

// Counts %i up to %limit (exclusive), doubling %acc at each iteration.
func.func @count(%init: tensor<i32>, %limit: tensor<i32>, %acc: tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>) {
  %r:2 = tosa.while_loop (%i = %init, %x = %acc) : (tensor<i32>, tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>) {
    %more = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %more : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<2xi32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %twice = tosa.add %x, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.yield %next, %twice : tensor<i32>, tensor<2xi32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<2xi32>
}

// Swaps %x and %y %n times and adds %step (passed through unchanged) to %y
// at each iteration.
func.func @swap(%a: tensor<2xi32>, %b: tensor<2xi32>, %n: tensor<1xi32>, %step: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %r:4 = tosa.while_loop (%x = %a, %y = %b, %i = %n, %s = %step) : (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>, tensor<2xi32>) {
    %zero = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %more = tosa.greater %i, %zero : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    tosa.yield %more : tensor<1xi1>
  } do {
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>, %i: tensor<1xi32>, %s: tensor<2xi32>):
    %m1 = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %next = tosa.add %i, %m1 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %ys = tosa.add %y, %s : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.yield %ys, %x, %next, %s : tensor<2xi32>, tensor<2xi32>, tensor<1xi32>, tensor<2xi32>
  }
  return %r#0, %r#1 : tensor<2xi32>, tensor<2xi32>
}

func.func @main() {
  %t = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
  %f = "tosa.const"() <{values = dense<false> : tensor<1xi1>}> : () -> tensor<1xi1>
  %a = "tosa.const"() <{values = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %b = "tosa.const"() <{values = dense<[10, 20, 30]> : tensor<3xi32>}> : () -> tensor<3xi32>
  // then graph: [1 + 10, 2 + 20, 3 + 30]
  %0 = call @add_or_sub(%t, %a, %b) : (tensor<1xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  call @print(%0) : (tensor<3xi32>) -> ()
  // CHECK: [11,  22,  33]
  // else graph: [1 - 10, 2 - 20, 3 - 30]
  %1 = call @add_or_sub(%f, %a, %b) : (tensor<1xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  call @print(%1) : (tensor<3xi32>) -> ()
  // CHECK: [-9,  -18,  -27]

  %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %five = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %seven = "tosa.const"() <{values = dense<7> : tensor<i32>}> : () -> tensor<i32>
  %acc = "tosa.const"() <{values = dense<[1, -3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  // 5 iterations (i = 0..4): i ends at 5, acc * 2^5 = [32, -96].
  %2:2 = call @count(%zero, %five, %acc) : (tensor<i32>, tensor<i32>, tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>)
  %m2 = bufferization.to_buffer %2#0 : tensor<i32> to memref<i32>
  %u2 = memref.cast %m2 : memref<i32> to memref<*xi32>
  call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  // CHECK: rank = 0
  // CHECK-NEXT: [5]
  call @print2(%2#1) : (tensor<2xi32>) -> ()
  // CHECK: [32,  -96]
  // 5 > 7 is false at once: no iteration, the inputs come out unchanged.
  %3:2 = call @count(%seven, %five, %acc) : (tensor<i32>, tensor<i32>, tensor<2xi32>) -> (tensor<i32>, tensor<2xi32>)
  %m3 = bufferization.to_buffer %3#0 : tensor<i32> to memref<i32>
  %u3 = memref.cast %m3 : memref<i32> to memref<*xi32>
  call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  // CHECK: rank = 0
  // CHECK-NEXT: [7]
  call @print2(%3#1) : (tensor<2xi32>) -> ()
  // CHECK: [1,  -3]

  // (x, y) = (a, b) -> (b + s, a) -> (a + s, b + s) -> (b + 2s, a + s):
  // with a = [1, 2], b = [10, 20], s = [100, 200] after 3 iterations
  // x = [210, 420], y = [101, 202].
  %sa = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %sb = "tosa.const"() <{values = dense<[10, 20]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %ss = "tosa.const"() <{values = dense<[100, 200]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %three = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %4:2 = call @swap(%sa, %sb, %three, %ss) : (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  call @print2(%4#0) : (tensor<2xi32>) -> ()
  // CHECK: [210,  420]
  call @print2(%4#1) : (tensor<2xi32>) -> ()
  // CHECK: [101,  202]
  return
}
