// RUN: tosa-opt %s -split-input-file --tosa-infer-shapes | FileCheck %s
// RUN: tosa-opt %s -split-input-file --tosa-infer-shapes="update-function-type=false" | FileCheck %s --check-prefix=KEEP

// Results are refined in order; the function's result type follows.
// CHECK-LABEL: func.func @refine_chain
// CHECK-SAME: -> tensor<2x3xf32>
// CHECK: %[[ADD:.+]] = tosa.add %{{.+}}, %{{.+}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[MAX:.+]] = tosa.maximum %[[ADD]], %{{.+}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: return %[[MAX]] : tensor<2x3xf32>
// KEEP-LABEL: func.func @refine_chain
// KEEP-SAME: -> tensor<*xf32>
// KEEP: %[[MAX:.+]] = tosa.maximum %{{.+}}, %{{.+}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// KEEP: %[[CAST:.+]] = tensor.cast %[[MAX]] : tensor<2x3xf32> to tensor<*xf32>
// KEEP: return %[[CAST]] : tensor<*xf32>
func.func @refine_chain(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  %1 = tosa.maximum %0, %a : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}

// -----

// Refinement only adds information: a known extent the inference cannot
// see stays, a `?` takes the inferred extent.
// CHECK-LABEL: func.func @keep_known_extents
// CHECK: tosa.add %{{.+}}, %{{.+}} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<4x3xf32>
// CHECK: tosa.add %{{.+}}, %{{.+}} : (tensor<2x?xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
func.func @keep_known_extents(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>, %c: tensor<1x3xf32>) -> (tensor<4x3xf32>, tensor<?x?xf32>) {
  %0 = tosa.add %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<4x3xf32>
  %1 = tosa.add %b, %c : (tensor<2x?xf32>, tensor<1x3xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<?x?xf32>
}

// -----

// The element type is kept, including a quantized one.
// CHECK-LABEL: func.func @keep_element_type
// CHECK: tosa.add %{{.+}}, %{{.+}} : (tensor<2x!quant.uniform<i32:f32, 1.000000e-01>>, tensor<2x!quant.uniform<i32:f32, 1.000000e-01>>) -> tensor<2x!quant.uniform<i32:f32, 1.000000e-01>>
func.func @keep_element_type(%a: tensor<2x!quant.uniform<i32:f32, 0.1>>) -> tensor<*x!quant.uniform<i32:f32, 0.1>> {
  %0 = tosa.add %a, %a : (tensor<2x!quant.uniform<i32:f32, 0.1>>, tensor<2x!quant.uniform<i32:f32, 0.1>>) -> tensor<*x!quant.uniform<i32:f32, 0.1>>
  return %0 : tensor<*x!quant.uniform<i32:f32, 0.1>>
}

// -----

// A user outside TOSA keeps seeing the old type through a tensor.cast.
// CHECK-LABEL: func.func @cast_for_other_dialects
// CHECK: %[[ADD:.+]] = tosa.add %{{.+}}, %{{.+}} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[CAST:.+]] = tensor.cast %[[ADD]] : tensor<2xf32> to tensor<*xf32>
// CHECK-NEXT: tensor.rank %[[CAST]] : tensor<*xf32>
// CHECK-NEXT: tosa.add %[[ADD]], %[[ADD]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
func.func @cast_for_other_dialects(%a: tensor<2xf32>) -> (index, tensor<*xf32>) {
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %r = tensor.rank %0 : tensor<*xf32>
  %1 = tosa.add %0, %0 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %r, %1 : index, tensor<*xf32>
}

// -----

// tosa.variable_write needs the declared type exactly.
tosa.variable @state : tensor<?xf32>
// CHECK-LABEL: func.func @cast_for_variable_write
// CHECK: %[[ADD:.+]] = tosa.add %{{.+}}, %{{.+}} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
// CHECK: %[[MAX:.+]] = tosa.maximum %[[ADD]], %{{.+}} : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[CAST:.+]] = tensor.cast %[[MAX]] : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: tosa.variable_write @state, %[[CAST]] : tensor<?xf32>
func.func @cast_for_variable_write(%b: tensor<1xf32>, %c: tensor<3xf32>) {
  %v = tosa.variable_read @state : tensor<?xf32>
  %0 = tosa.add %v, %b : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  %1 = tosa.maximum %0, %c : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  tosa.variable_write @state, %1 : tensor<?xf32>
  return
}

// -----

// cond_if: the graphs' arguments take the input types, the results join
// what both graphs yield (2x3 and 2x4 give 2x?).
// CHECK-LABEL: func.func @refine_cond_if
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<2x?xf32>)
// CHECK: %[[R:.+]]:2 = tosa.cond_if %{{.+}} (%{{.+}} = %{{.+}}) : tensor<1xi1> (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x?xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<2x3xf32>):
// CHECK-NEXT: %[[S:.+]] = tosa.add %[[X]], %[[X]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: tosa.yield %[[S]], %[[X]] : tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%[[Y:.+]]: tensor<2x3xf32>):
// CHECK-NEXT: tosa.yield %[[Y]], %{{.+}} : tensor<2x3xf32>, tensor<2x4xf32>
// CHECK: return %[[R]]#0, %[[R]]#1 : tensor<2x3xf32>, tensor<2x?xf32>
func.func @refine_cond_if(%c: tensor<1xi1>, %a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r:2 = tosa.cond_if %c (%arg0 = %a) : tensor<1xi1> (tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  ^bb0(%x: tensor<*xf32>):
    %s = tosa.add %x, %x : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %s, %x : tensor<*xf32>, tensor<*xf32>
  } else {
  ^bb0(%y: tensor<?x3xf32>):
    tosa.yield %y, %b : tensor<?x3xf32>, tensor<2x4xf32>
  }
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// while_loop: both graphs' arguments take the input types, the results keep
// the loop-carried shapes.
// CHECK-LABEL: func.func @refine_while_loop
// CHECK-SAME: -> tensor<1xi32>
// CHECK: %[[R:.+]]:2 = tosa.while_loop (%{{.+}} = %{{.+}}, %[[K:.+]] = %{{.+}}) : (tensor<1xi32>, tensor<1xi1>) -> (tensor<1xi32>, tensor<1xi1>) {
// CHECK-NEXT: tosa.yield %[[K]] : tensor<1xi1>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<1xi32>, %[[Y:.+]]: tensor<1xi1>):
// CHECK: %[[N:.+]] = tosa.add %[[X]], %{{.+}} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: tosa.yield %[[N]], %[[Y]] : tensor<1xi32>, tensor<1xi1>
// CHECK: return %[[R]]#0 : tensor<1xi32>
func.func @refine_while_loop(%i: tensor<1xi32>, %go: tensor<1xi1>) -> tensor<?xi32> {
  %r:2 = tosa.while_loop (%n = %i, %k = %go) : (tensor<1xi32>, tensor<1xi1>) -> (tensor<?xi32>, tensor<*xi1>) {
    tosa.yield %k : tensor<1xi1>
  } do {
  ^bb0(%x: tensor<?xi32>, %y: tensor<*xi1>):
    %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %next = tosa.add %x, %one : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
    tosa.yield %next, %y : tensor<?xi32>, tensor<*xi1>
  }
  return %r#0 : tensor<?xi32>
}

// -----

// Nothing to learn: the IR is unchanged.
// CHECK-LABEL: func.func @already_static
// CHECK-SAME: (%[[A:.+]]: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[R:.+]] = tosa.add %[[A]], %[[A]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[R]] : tensor<2xf32>
func.func @already_static(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Declarations are left alone.
// CHECK-LABEL: func.func private @declaration(tensor<*xf32>) -> tensor<*xf32>
func.func private @declaration(tensor<*xf32>) -> tensor<*xf32>

// -----

// Shapes flow through ops of every chapter: conv2d, max_pool2d, reshape from a
// constant shape, transpose, reduce_sum and a broadcast add.
// CHECK-LABEL: func.func @chapters
// CHECK-SAME: -> tensor<1x4xf32>
// CHECK: tosa.conv2d {{.*}} -> tensor<1x4x4x6xf32>
// CHECK: tosa.max_pool2d {{.*}} -> tensor<1x2x2x6xf32>
// CHECK: tosa.reshape {{.*}} -> tensor<4x6xf32>
// CHECK: tosa.transpose {{.*}} -> tensor<6x4xf32>
// CHECK: tosa.reduce_sum {{.*}} -> tensor<1x4xf32>
// CHECK: tosa.add {{.*}} -> tensor<1x4xf32>
func.func @chapters(%a: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %b: tensor<6xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %a, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>) -> tensor<*xf32>
  %s = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %1, %s : (tensor<*xf32>, !tosa.shape<2>) -> tensor<*xf32>
  %3 = tosa.transpose %2 {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<*xf32>
  %4 = tosa.reduce_sum %3 {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %5 = tosa.add %4, %4 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %5 : tensor<*xf32>
}
