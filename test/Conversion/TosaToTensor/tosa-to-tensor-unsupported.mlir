// RUN: tosa-opt %s --tosa-to-tensor --split-input-file --verify-diagnostics

// Shape operands that are not tosa.const_shape are not lowered yet: the pass
// reports the op and fails instead of crashing.

func.func @reshape_shape_not_constant(%a: tensor<2x3xf32>, %s: !tosa.shape<1>) -> tensor<6xf32> {
  // expected-error@+2 {{'tosa.reshape' op cannot be lowered to the tensor dialect yet: operand `shape` is not a tosa.const_shape}}
  // expected-error@+1 {{failed to legalize operation 'tosa.reshape'}}
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

func.func @slice_start_not_constant(%a: tensor<4x5xf32>, %start: !tosa.shape<2>) -> tensor<2x3xf32> {
  %size = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+2 {{'tosa.slice' op cannot be lowered to the tensor dialect yet: operand `start` is not a tosa.const_shape}}
  // expected-error@+1 {{failed to legalize operation 'tosa.slice'}}
  %r = tosa.slice %a, %start, %size : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

func.func @pad_padding_not_constant(%a: tensor<2x3xf32>, %p: !tosa.shape<4>, %pc: tensor<1xf32>) -> tensor<3x5xf32> {
  // expected-error@+2 {{'tosa.pad' op cannot be lowered to the tensor dialect yet: operand `padding` is not a tosa.const_shape}}
  // expected-error@+1 {{failed to legalize operation 'tosa.pad'}}
  %r = tosa.pad %a, %p, %pc : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @tile_multiples_not_constant(%a: tensor<2x3xi32>, %m: !tosa.shape<2>) -> tensor<4x9xi32> {
  // expected-error@+2 {{'tosa.tile' op cannot be lowered to the tensor dialect yet: operand `multiples` is not a tosa.const_shape}}
  // expected-error@+1 {{failed to legalize operation 'tosa.tile'}}
  %r = tosa.tile %a, %m : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<4x9xi32>
  return %r : tensor<4x9xi32>
}

// -----

func.func @reshape_dynamic_input(%a: tensor<?x3xf32>) -> tensor<6xf32> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error@+2 {{'tosa.reshape' op cannot be lowered to the tensor dialect yet: the input shape is not static}}
  // expected-error@+1 {{failed to legalize operation 'tosa.reshape'}}
  %r = tosa.reshape %a, %s : (tensor<?x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}
