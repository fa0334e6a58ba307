// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// ERROR_IF(input1 == [])
func.func @concat_error_if_no_inputs() {
  // expected-error @+1 {{'tosa.concat' op ERROR_IF(input1 == []): expected at least one input}}
  %0 = tosa.concat {axis = 0 : i32} : () -> tensor<2xf32>
  return
}

// -----

// ERROR_IF(axis < 0 || axis >= max(1,rank(shapes1[0])))
func.func @concat_error_if_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis < 0 || axis >= max(1,rank(shapes1[0]))): expected axis in [0, 2), got 2}}
  %0 = tosa.concat %a, %a {axis = 2 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return
}

// -----

// ERROR_IF(axis < 0 || axis >= max(1,rank(shapes1[0])))
func.func @concat_error_if_negative_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected axis in [0, 2), got -1}}
  %0 = tosa.concat %a, %a {axis = -1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return
}

// -----

// ERROR_IF(rank(shapes1[shape_index] != rank(shapes1[0])))
func.func @concat_error_if_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{ERROR_IF(rank(shapes1[shape_index]) != rank(shapes1[0])): expected input 1 of rank 2, got 1}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// ERROR_IF(shapes1[shape_index][axis_index] != shapes1[0][axis_index])
func.func @concat_error_if_extent(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{ERROR_IF(shapes1[shape_index][axis_index] != shapes1[0][axis_index]): expected extent 3 in dimension 1 of input 1, got 4}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

// ERROR_IF(axis_sum != shape[axis])
func.func @concat_error_if_axis_sum(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis_sum != shape[axis]): expected output extent 3 in dimension 0, got 4}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

// ERROR_IF(axis_sum != shape[axis]): the known extents already exceed the output
func.func @concat_error_if_axis_sum_partial(%a: tensor<?x3xf32>, %b: tensor<5x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis_sum != shape[axis]): expected output extent >= 5 in dimension 0, got 4}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

// in_out_t is shared by all inputs and the output
func.func @concat_element_type(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>) {
  // expected-error @+1 {{expected input 1 of element type 'f32', got 'f16'}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf16>) -> tensor<4x3xf32>
  return
}

// -----

// The output has the rank of the inputs
func.func @concat_output_rank(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output of rank 2, got 3}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3x1xf32>
  return
}

// -----

// The output keeps the non-axis extents
func.func @concat_output_extent(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output extent 3 in dimension 1, got 5}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x5xf32>
  return
}

// -----

// Inputs have rank >= 1
func.func @concat_rank0(%a: tensor<f32>) {
  // expected-error @+1 {{unranked tensor or tensor of rank >= 1}}
  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// padding has shape [2*rank(shape1)]
func.func @pad_padding_length(%a: tensor<2x3xf32>) {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %p = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected padding of length 2 * rank(shape1) = 4, got 2}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4x3xf32>
  return
}

// -----

// padding holds a before and after count per dimension
func.func @pad_padding_odd_length(%a: tensor<*xf32>, %p: !tosa.shape<3>) {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{expected padding of even length (a before and after count per dimension), got 3}}
  %0 = tosa.pad %a, %p, %c : (tensor<*xf32>, !tosa.shape<3>, tensor<1xf32>) -> tensor<*xf32>
  return
}

// -----

// ERROR_IF(rank(shape) != rank(shape1))
func.func @pad_error_if_rank(%a: tensor<2x3xf32>, %p: !tosa.shape<4>) {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{ERROR_IF(rank(shape) != rank(shape1)): expected output of rank 2, got 1}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<6xf32>
  return
}

// -----

// ERROR_IF(padding[i * 2] < 0 || padding[(i * 2) + 1] < 0)
func.func @pad_error_if_negative_padding(%a: tensor<2x3xf32>) {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %p = tosa.const_shape {values = dense<[0, 0, -1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-error @+1 {{ERROR_IF(padding[i * 2] < 0 || padding[(i * 2) + 1] < 0): expected non-negative padding, got [-1, 2] for dimension 1}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x4xf32>
  return
}

// -----

// ERROR_IF(shape[i] != padding[i * 2] + shape1[i] + padding[(i * 2) + 1])
func.func @pad_error_if_output_shape(%a: tensor<2x3xf32>) {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %p = tosa.const_shape {values = dense<[1, 0, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-error @+1 {{ERROR_IF(shape[i] != padding[i * 2] + shape1[i] + padding[(i * 2) + 1]): expected output extent 7 in dimension 1, got 6}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x6xf32>
  return
}

// -----

// pad_const is of in_out_t
func.func @pad_const_element_type(%a: tensor<2x3xi8>, %p: !tosa.shape<4>, %c: tensor<1xi16>) {
  // expected-error @+1 {{expected pad_const of element type 'i8', got 'i16'}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi16>) -> tensor<3x4xi8>
  return
}

// -----

// pad_const has shape [1]
func.func @pad_const_shape(%a: tensor<2x3xf32>, %p: !tosa.shape<4>, %c: tensor<2xf32>) {
  // expected-error @+1 {{expected pad_const of shape [1], got [2]}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

// ERROR_IF(tensor_size(shape1) != tensor_size(shape))
func.func @reshape_error_if_tensor_size(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(tensor_size(shape1) != tensor_size(shape)): expected 6 elements as input1 [2, 3] holds, got 8 in [4, 2]}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x2xf32>
  return
}

// -----

// ERROR_IF(tensor_size(shape1) != tensor_size(shape)), shape not constant
func.func @reshape_error_if_tensor_size_static_types(%a: tensor<2x3xf32>, %s: !tosa.shape<1>) {
  // expected-error @+1 {{expected 6 elements as input1 [2, 3] holds, got 5 in [5]}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<5xf32>
  return
}

// -----

// ERROR_IF(tensor_size(shape1) != tensor_size(shape)): -1 is the only
// negative extent allowed (inferred, as upstream MLIR accepts it)
func.func @reshape_error_if_negative(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[-2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected non-negative extents in shape (or one -1, inferred), got [-2, 3]}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return
}

// -----

// At most one -1 extent
func.func @reshape_two_inferred(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected at most one inferred (-1) extent in shape, got [-1, -1]}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return
}

// -----

// ERROR_IF(tensor_size(shape1) != tensor_size(shape)): the other extents
// must divide the element count
func.func @reshape_inferred_not_divisible(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{cannot infer the -1 extent of shape [-1, 4]: the other extents do not divide the 6 elements of input1 [2, 3]}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return
}

// -----

// The inferred extent is the output's
func.func @reshape_inferred_output_extent(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected output extent 3 in dimension 0 (from shape), got 2}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
  return
}

// -----

// The output has rank length(shape)
func.func @reshape_output_rank(%a: tensor<2x3xf32>, %s: !tosa.shape<2>) {
  // expected-error @+1 {{expected output of rank 2 (the length of shape), got 1}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<6xf32>
  return
}

// -----

// The output has shape `shape`
func.func @reshape_output_extent(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected output extent 3 in dimension 0 (from shape), got 2}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape))
func.func @reverse_error_if_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(axis < 0 || axis >= rank(shape)): expected axis in [0, 2), got 2}}
  %0 = tosa.reverse %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ERROR_IF(axis < 0 || axis >= rank(shape))
func.func @reverse_error_if_negative_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected axis in [0, 2), got -1}}
  %0 = tosa.reverse %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// The output has the input shape
func.func @reverse_output_shape(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output extent 2 in dimension 0, got 3}}
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// ERROR_IF(rank(shape1) != length(start) || rank(shape1) != length(size))
func.func @slice_error_if_start_length(%a: tensor<2x3xf32>, %s: !tosa.shape<1>, %z: !tosa.shape<2>) {
  // expected-error @+1 {{ERROR_IF(rank(shape1) != length(start) || rank(shape1) != length(size)): expected start and size of length 2, got 1 and 2}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<1>, !tosa.shape<2>) -> tensor<1x1xf32>
  return
}

// -----

// ERROR_IF(rank(shape1) != rank(shape))
func.func @slice_error_if_rank(%a: tensor<2x3xf32>, %s: !tosa.shape<2>) {
  // expected-error @+1 {{ERROR_IF(rank(shape1) != rank(shape)): expected output of rank 2, got 1}}
  %0 = tosa.slice %a, %s, %s : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1xf32>
  return
}

// -----

// ERROR_IF(start[index] < 0)
func.func @slice_error_if_negative_start(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[0, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(start[index] < 0): expected non-negative start, got -1 in dimension 1}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xf32>
  return
}

// -----

// A -1 size (to the end) that leaves no element.
func.func @slice_to_end_leaves_nothing(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(size[index] <= 0): expected the -1 size of dimension 1 to leave elements after start 3 in extent 3}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x1xf32>
  return
}

// -----

// A -1 size (to the end) and an output extent that disagrees with it.
func.func @slice_to_end_wrong_output(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(shape[index] != size[index]): expected output extent 2 (-1: the rest of extent 3 from 1) in dimension 1, got 1}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x1xf32>
  return
}

// -----

// ERROR_IF(size[index] <= 0)
func.func @slice_error_if_size(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(size[index] <= 0): expected positive size, got 0 in dimension 1}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x0xf32>
  return
}

// -----

// ERROR_IF(start[index] + size[index] > shape1[index])
func.func @slice_error_if_out_of_bounds(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(start[index] + size[index] > shape1[index]): expected the slice to end within extent 3 of dimension 1, got start 1 + size 3}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  return
}

// -----

// ERROR_IF(shape[index] != size[index])
func.func @slice_error_if_output_shape(%a: tensor<2x3xf32>, %s: !tosa.shape<2>) {
  %z = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(shape[index] != size[index]): expected output extent 2 in dimension 1, got 3}}
  %0 = tosa.slice %a, %s, %z : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  return
}

// -----

// multiples has shape [rank(shape1)]
func.func @tile_multiples_length(%a: tensor<2x3xf32>, %m: !tosa.shape<1>) {
  // expected-error @+1 {{expected multiples of length rank(shape1) = 2, got 1}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<2x3xf32>
  return
}

// -----

// ERROR_IF(rank(shape1) != rank(shape))
func.func @tile_error_if_rank(%a: tensor<2x3xf32>, %m: !tosa.shape<2>) {
  // expected-error @+1 {{ERROR_IF(rank(shape1) != rank(shape)): expected output of rank 2, got 1}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<6xf32>
  return
}

// -----

// ERROR_IF(shape1[i] * multiples[i] != shape[i])
func.func @tile_error_if_output_shape(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{ERROR_IF(shape1[i] * multiples[i] != shape[i]): expected output extent 6 in dimension 1, got 3}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return
}

// -----

// ERROR_IF(shape1[i] * multiples[i] != shape[i]): extents are never negative
func.func @tile_error_if_negative_multiple(%a: tensor<?x3xf32>) {
  %m = tosa.const_shape {values = dense<[-1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{expected non-negative multiples, got [-1, 1]}}
  %0 = tosa.tile %a, %m : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  return
}

// -----

// perms has shape [rank(shape1)]
func.func @transpose_perms_length(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected perms of length rank(shape1) = 2, got 1}}
  %0 = tosa.transpose %a {perms = array<i32: 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ERROR_IF(rank(shape1) != rank(shape))
func.func @transpose_error_if_rank(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(rank(shape1) != rank(shape)): expected output of rank 2, got 1}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return
}

// -----

// ERROR_IF(index >= rank(shape1))
func.func @transpose_error_if_perm_too_large(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(index >= rank(shape1)): expected perms values below 2, got 2}}
  %0 = tosa.transpose %a {perms = array<i32: 2, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// ERROR_IF(index < 0)
func.func @transpose_error_if_perm_negative(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(index < 0): expected non-negative perms values, got -1}}
  %0 = tosa.transpose %a {perms = array<i32: -1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// ERROR_IF(indexes_used[index] == true)
func.func @transpose_error_if_perm_repeated(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{ERROR_IF(indexes_used[index] == true): expected a permutation, got 1 twice in perms}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 1>} : (tensor<2x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// ERROR_IF(shape1[perms[i]] != shape[i])
func.func @transpose_error_if_output_shape(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{ERROR_IF(shape1[perms[i]] != shape[i]): expected output extent 2 in dimension 1 (input dimension 0), got 3}}
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  return
}

// -----

// in_out_t is shared by input and output
func.func @transpose_element_type(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{expected output of element type 'f32', got 'bf16'}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xbf16>
  return
}
