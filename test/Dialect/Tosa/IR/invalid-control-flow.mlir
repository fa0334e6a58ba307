// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(tensor_size(shape) != 1)
func.func @cond_if_error_if_condition_size(%c: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op ERROR_IF(tensor_size(shape) != 1): expected a one-element condition, got 'tensor<2xi1>'}}
  %r = tosa.cond_if %c : tensor<2xi1> -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
    tosa.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// The condition is a tensor of bool_t.
func.func @cond_if_condition_not_bool(%c: tensor<1xi8>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op operand #0 must be tensor of 1-bit signless integer values}}
  %r = tosa.cond_if %c : tensor<1xi8> -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
    tosa.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(then_graph))
func.func @cond_if_error_if_then_graph_input_count(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(then_graph)): expected 1 then_graph argument(s), one per input_list tensor, got 0}}
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(then_graph))
func.func @cond_if_error_if_then_graph_input_shape(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(then_graph)): expected then_graph argument 0 to match input_list type 'tensor<2xf32>', got 'tensor<3xf32>'}}
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%y: tensor<3xf32>):
    tosa.yield %a : tensor<2xf32>
  } else {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(then_graph))
func.func @cond_if_error_if_then_graph_input_type(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected then_graph argument 0 to match input_list type 'tensor<2xf32>', got 'tensor<2xf16>'}}
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%y: tensor<2xf16>):
    tosa.yield %a : tensor<2xf32>
  } else {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(else_graph))
func.func @cond_if_error_if_else_graph_input(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(else_graph)): expected else_graph argument 0 to match input_list type 'tensor<2xf32>', got 'tensor<1x2xf32>'}}
  %r = tosa.cond_if %c (%x = %a) : tensor<1xi1> (tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  } else {
  ^bb0(%y: tensor<1x2xf32>):
    tosa.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(then_graph))
func.func @cond_if_error_if_then_graph_output(%c: tensor<1xi1>, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(then_graph)): expected then_graph yield operand 0 to match output_list type 'tensor<2xf32>', got 'tensor<3xf32>'}}
  %r = tosa.cond_if %c : tensor<1xi1> -> tensor<2xf32> {
    tosa.yield %b : tensor<3xf32>
  } else {
    tosa.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(else_graph))
func.func @cond_if_error_if_else_graph_output(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(else_graph)): expected 1 else_graph yield operand(s), one per output_list tensor, got 2}}
  %r = tosa.cond_if %c : tensor<1xi1> -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
    tosa.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(else_graph))
func.func @cond_if_error_if_else_graph_output_type(%c: tensor<1xi1>, %a: tensor<2xf32>, %i: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected else_graph yield operand 0 to match output_list type 'tensor<2xf32>', got 'tensor<2xi32>'}}
  %r = tosa.cond_if %c : tensor<1xi1> -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
    tosa.yield %i : tensor<2xi32>
  }
  return %r : tensor<2xf32>
}

// -----

// Each graph is one block.
func.func @cond_if_empty_graph(%c: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op region #0 ('then_graph') failed to verify constraint: region with 1 blocks}}
  %r = tosa.cond_if %c : tensor<1xi1> -> tensor<2xf32> {
  } else {
    tosa.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// tosa.yield only ends the graphs of cond_if and while_loop.
func.func @yield_outside_control_flow(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.yield' op expects parent op to be one of 'tosa.cond_if, tosa.while_loop'}}
  tosa.yield %a : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tensor_list_shape(output_list))
func.func @while_loop_error_if_output_shape(%a: tensor<2xf32>, %c: tensor<1xi1>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_list_shape(input_list) != tensor_list_shape(output_list)): expected result 0 to match input_list type 'tensor<2xf32>', got 'tensor<3xf32>'}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<3xf32> {
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<3xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tensor_list_shape(output_list))
func.func @while_loop_error_if_output_count(%a: tensor<2xf32>, %c: tensor<1xi1>) {
  // expected-error @+1 {{expected 1 result(s), one per input_list tensor, got 0}}
  tosa.while_loop (%x = %a) : (tensor<2xf32>) -> () {
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(cond_graph))
func.func @while_loop_error_if_cond_graph_input(%a: tensor<2xf32>, %c: tensor<1xi1>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(cond_graph)): expected cond_graph argument 0 to match input_list type 'tensor<2xf32>', got 'tensor<2xi32>'}}
  %r = "tosa.while_loop"(%a) ({
  ^bb0(%x: tensor<2xi32>):
    "tosa.yield"(%c) : (tensor<1xi1>) -> ()
  }, {
  ^bb0(%y: tensor<2xf32>):
    "tosa.yield"(%y) : (tensor<2xf32>) -> ()
  }) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(body_graph))
func.func @while_loop_error_if_body_graph_input(%a: tensor<2xf32>, %c: tensor<1xi1>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(body_graph)): expected 1 body_graph argument(s), one per input_list tensor, got 2}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>, %z: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_list_shape(input_list) != tosa_output_shape(body_graph))
func.func @while_loop_error_if_body_graph_output(%a: tensor<2xf32>, %b: tensor<4xf32>, %c: tensor<1xi1>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_list_shape(input_list) != tosa_output_shape(body_graph)): expected body_graph yield operand 0 to match input_list type 'tensor<2xf32>', got 'tensor<4xf32>'}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %b : tensor<4xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_size(tosa_output_shape(cond_graph)) != 1)
func.func @while_loop_error_if_cond_graph_output_count(%a: tensor<2xf32>, %c: tensor<1xi1>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_size(tosa_output_shape(cond_graph)) != 1): expected cond_graph to yield one tensor, got 2}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c, %c : tensor<1xi1>, tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tensor_size(tosa_output_shape(cond_graph)) != 1)
func.func @while_loop_error_if_cond_graph_output_size(%a: tensor<2xf32>, %c: tensor<2xi1>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tensor_size(tosa_output_shape(cond_graph)) != 1): expected cond_graph to yield a one-element tensor, got 'tensor<2xi1>'}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c : tensor<2xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// ERROR_IF(tosa_output_type(cond_graph) != bool_t)
func.func @while_loop_error_if_cond_graph_output_type(%a: tensor<2xf32>, %c: tensor<1xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.while_loop' op ERROR_IF(tosa_output_type(cond_graph) != bool_t): expected cond_graph to yield a tensor of i1, got 'tensor<1xi32>'}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c : tensor<1xi32>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// Syntax: one input type per name of the assignment list.
func.func @while_loop_type_count(%a: tensor<2xf32>, %c: tensor<1xi1>) {
  // expected-error @+1 {{expected 1 input types, one per assignment, got 2}}
  %r = tosa.while_loop (%x = %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  }
  return
}
