// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @cond_if_with_inputs
// CHECK-SAME: (%[[C:.+]]: tensor<1xi1>, %[[A:.+]]: tensor<2x3xf32>)
func.func @cond_if_with_inputs(%c: tensor<1xi1>, %a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[R:.+]] = tosa.cond_if %[[C]] (%[[X:.+]] = %[[A]]) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: ^bb0(%[[X]]: tensor<2x3xf32>):
  // CHECK-NEXT: tosa.yield %[[X]] : tensor<2x3xf32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: ^bb0(%[[Y:.+]]: tensor<2x3xf32>):
  // CHECK-NEXT: %[[S:.+]] = tosa.add %[[Y]], %[[Y]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: tosa.yield %[[S]] : tensor<2x3xf32>
  // CHECK-NEXT: }
  %r = tosa.cond_if %c (%arg0 = %a) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%arg0: tensor<2x3xf32>):
    tosa.yield %arg0 : tensor<2x3xf32>
  } else {
  ^bb0(%arg0: tensor<2x3xf32>):
    %s = tosa.add %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %s : tensor<2x3xf32>
  }
  // CHECK: return %[[R]]
  return %r : tensor<2x3xf32>
}

// The older form: no input list, the graphs use values from above.
// CHECK-LABEL: func.func @cond_if_captures
// CHECK-SAME: (%[[C:.+]]: tensor<i1>, %[[A:.+]]: tensor<f32>, %[[B:.+]]: tensor<f32>)
func.func @cond_if_captures(%c: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // CHECK: tosa.cond_if %[[C]] : tensor<i1> -> tensor<f32> {
  // CHECK-NEXT: tosa.yield %[[A]] : tensor<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: tosa.yield %[[B]] : tensor<f32>
  // CHECK-NEXT: }
  %r = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %b : tensor<f32>
  }
  return %r : tensor<f32>
}

// Several inputs and results, a dynamic extent, an attribute.
// CHECK-LABEL: func.func @cond_if_multiple
func.func @cond_if_multiple(%c: tensor<1xi1>, %a: tensor<2x3xf32>, %i: tensor<?xi32>) -> (tensor<2x3xf32>, tensor<?xi32>) {
  // CHECK: %{{.+}}:2 = tosa.cond_if %{{.+}} (%[[P:.+]] = %{{.+}}, %[[Q:.+]] = %{{.+}}) : tensor<1xi1> (tensor<2x3xf32>, tensor<?xi32>) -> (tensor<2x3xf32>, tensor<?xi32>) {
  // CHECK-NEXT: ^bb0(%[[P]]: tensor<2x3xf32>, %[[Q]]: tensor<?xi32>):
  // CHECK-NEXT: tosa.yield %[[P]], %[[Q]] : tensor<2x3xf32>, tensor<?xi32>
  // CHECK: } {tag = "branch"}
  %r:2 = tosa.cond_if %c (%x = %a, %y = %i) : tensor<1xi1> (tensor<2x3xf32>, tensor<?xi32>) -> (tensor<2x3xf32>, tensor<?xi32>) {
  ^bb0(%x: tensor<2x3xf32>, %y: tensor<?xi32>):
    tosa.yield %x, %y : tensor<2x3xf32>, tensor<?xi32>
  } else {
  ^bb0(%x: tensor<2x3xf32>, %y: tensor<?xi32>):
    tosa.yield %x, %y : tensor<2x3xf32>, tensor<?xi32>
  } {tag = "branch"}
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<?xi32>
}

// CHECK-LABEL: func.func @while_loop
// CHECK-SAME: (%[[INIT:.+]]: tensor<1xi32>, %[[GO:.+]]: tensor<1xi1>)
func.func @while_loop(%init: tensor<1xi32>, %go: tensor<1xi1>) -> tensor<1xi32> {
  // CHECK: %[[R:.+]]:2 = tosa.while_loop (%[[N:.+]] = %[[INIT]], %[[K:.+]] = %[[GO]]) : (tensor<1xi32>, tensor<1xi1>) -> (tensor<1xi32>, tensor<1xi1>) {
  // CHECK-NEXT: tosa.yield %[[K]] : tensor<1xi1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<1xi32>, %[[Y:.+]]: tensor<1xi1>):
  // CHECK-NEXT: %[[ONE:.+]] = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  // CHECK-NEXT: %[[NEXT:.+]] = tosa.add %[[X]], %[[ONE]] : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  // CHECK-NEXT: tosa.yield %[[NEXT]], %[[Y]] : tensor<1xi32>, tensor<1xi1>
  // CHECK-NEXT: }
  %r:2 = tosa.while_loop (%n = %init, %k = %go) : (tensor<1xi32>, tensor<1xi1>) -> (tensor<1xi32>, tensor<1xi1>) {
    tosa.yield %k : tensor<1xi1>
  } do {
  ^bb0(%x: tensor<1xi32>, %y: tensor<1xi1>):
    %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %next = tosa.add %x, %one : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    tosa.yield %next, %y : tensor<1xi32>, tensor<1xi1>
  }
  return %r#0 : tensor<1xi32>
}

// A loop whose condition is a constant, carrying a dynamic tensor, with an
// attribute (printed after `attributes`).
// CHECK-LABEL: func.func @while_loop_attributes
func.func @while_loop_attributes(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // CHECK: tosa.while_loop (%{{.+}} = %{{.+}}) : (tensor<?x4xf32>) -> tensor<?x4xf32> {
  // CHECK-NEXT: "tosa.const"() <{values = dense<false> : tensor<i1>}> : () -> tensor<i1>
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%[[B:.+]]: tensor<?x4xf32>):
  // CHECK-NEXT: %[[M:.+]] = tosa.add %[[B]], %[[B]] : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  // CHECK-NEXT: tosa.yield %[[M]] : tensor<?x4xf32>
  // CHECK-NEXT: } attributes {tag = "loop"}
  %r = tosa.while_loop (%v = %t) : (tensor<?x4xf32>) -> tensor<?x4xf32> {
    %false = "tosa.const"() <{values = dense<false> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %false : tensor<i1>
  } do {
  ^bb0(%b: tensor<?x4xf32>):
    %m = tosa.add %b, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    tosa.yield %m : tensor<?x4xf32>
  } attributes {tag = "loop"}
  return %r : tensor<?x4xf32>
}

// Generic form, as upstream MLIR prints with -mlir-print-op-generic.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: tosa.cond_if %{{.+}} (%[[X:.+]] = %{{.+}}) : tensor<1xi1> (tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: ^bb0(%[[X]]: tensor<2xf32>):
  %r = "tosa.cond_if"(%c, %a) ({
  ^bb0(%x: tensor<2xf32>):
    "tosa.yield"(%x) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%x: tensor<2xf32>):
    "tosa.yield"(%x) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  // CHECK: tosa.while_loop (%[[Y:.+]] = %{{.+}}) : (tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: tosa.yield %{{.+}} : tensor<1xi1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[Z:.+]]: tensor<2xf32>):
  // CHECK-NEXT: tosa.yield %[[Z]] : tensor<2xf32>
  %w = "tosa.while_loop"(%r) ({
  ^bb0(%y: tensor<2xf32>):
    "tosa.yield"(%c) : (tensor<1xi1>) -> ()
  }, {
  ^bb0(%z: tensor<2xf32>):
    "tosa.yield"(%z) : (tensor<2xf32>) -> ()
  }) : (tensor<2xf32>) -> tensor<2xf32>
  return %w : tensor<2xf32>
}

// Types along the edges need only be compatible: a `?` extent matches a
// static one (upstream MLIR accepts this too).
// CHECK-LABEL: func.func @cond_if_compatible_types
func.func @cond_if_compatible_types(%c: tensor<1xi1>, %a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: tosa.cond_if %{{.+}} (%{{.+}} = %{{.+}}) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: ^bb0(%[[Y:.+]]: tensor<?x3xf32>):
  // CHECK-NEXT: %[[Z:.+]] = tosa.add %[[Y]], %[[Y]] : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  // CHECK-NEXT: tosa.yield %[[Z]] : tensor<?x3xf32>
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%y: tensor<?x3xf32>):
    %z = tosa.add %y, %y : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    tosa.yield %z : tensor<?x3xf32>
  } else {
  ^bb0(%y: tensor<2x3xf32>):
    tosa.yield %y : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
