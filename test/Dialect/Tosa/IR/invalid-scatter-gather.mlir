// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// [N,K,C] values, [N,W] indices: N agrees
func.func @gather_n(%v: tensor<1x4x8xf32>, %i: tensor<2x3xi32>) {
  // expected-error @+1 {{expected indices[0] = N = 1 (from values[0]), got 2}}
  %0 = tosa.gather %v, %i : (tensor<1x4x8xf32>, tensor<2x3xi32>) -> tensor<1x3x8xf32>
  return
}

// -----

// [N,W] indices, [N,W,C] output: W agrees
func.func @gather_w(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>) {
  // expected-error @+1 {{expected output[1] = W = 3 (from indices[1]), got 2}}
  %0 = tosa.gather %v, %i : (tensor<1x4x8xf32>, tensor<1x3xi32>) -> tensor<1x2x8xf32>
  return
}

// -----

// [N,K,C] values, [N,W,C] output: C agrees
func.func @gather_c(%v: tensor<?x4x8xf32>, %i: tensor<?x3xi32>) {
  // expected-error @+1 {{expected output[2] = C = 8 (from values[2]), got 7}}
  %0 = tosa.gather %v, %i : (tensor<?x4x8xf32>, tensor<?x3xi32>) -> tensor<?x3x7xf32>
  return
}

// -----

// values and output share in_out_t
func.func @gather_element_type(%v: tensor<1x4x8xi8>, %i: tensor<1x3xi32>) {
  // expected-error @+1 {{expected output of element type 'i8' (as values), got 'i16'}}
  %0 = tosa.gather %v, %i : (tensor<1x4x8xi8>, tensor<1x3xi32>) -> tensor<1x3x8xi16>
  return
}

// -----

// index_t is int32 (int64 in TOSA 1.1)
func.func @gather_index_type(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi16>) {
  // expected-error @+1 {{unranked or rank-2 tensor}}
  %0 = tosa.gather %v, %i : (tensor<1x4x8xf32>, tensor<1x3xi16>) -> tensor<1x3x8xf32>
  return
}

// -----

// [N,K,C] values_in and values_out: K agrees
func.func @scatter_k(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{expected values_out[1] = K = 4 (from values_in[1]), got 5}}
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf32>) -> tensor<1x5x8xf32>
  return
}

// -----

// [N,W] indices, [N,W,C] input: W agrees
func.func @scatter_w(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x2x8xf32>) {
  // expected-error @+1 {{expected input[1] = W = 3 (from indices[1]), got 2}}
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  return
}

// -----

// N agrees across all arguments
func.func @scatter_n(%v: tensor<2x4x8xf32>, %i: tensor<2x3xi32>, %x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{expected input[0] = N = 2 (from values_in[0]), got 1}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x4x8xf32>, tensor<2x3xi32>, tensor<1x3x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

// C agrees across values_in, input and values_out
func.func @scatter_c(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x6xf32>) {
  // expected-error @+1 {{expected input[2] = C = 8 (from values_in[2]), got 6}}
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x6xf32>) -> tensor<1x4x8xf32>
  return
}

// -----

// values_in, input and values_out share in_out_t
func.func @scatter_element_type(%v: tensor<1x4x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x8xf16>) {
  // expected-error @+1 {{expected input of element type 'f32' (as values_in), got 'f16'}}
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf16>) -> tensor<1x4x8xf32>
  return
}

// -----

// REQUIRE(output_modified[n,k,c] == false): W rows cannot go to distinct rows among K < W
func.func @scatter_require_w_le_k(%v: tensor<1x2x8xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'tosa.scatter' op REQUIRE(output_modified[n,k,c] == false): expected W <= K so that no row is written twice, got W = 3 and K = 2}}
  %0 = tosa.scatter %v, %i, %x : (tensor<1x2x8xf32>, tensor<1x3xi32>, tensor<1x3x8xf32>) -> tensor<1x2x8xf32>
  return
}

// -----

// No element is written when C = 0, so W > K is allowed
func.func @scatter_no_write_w_gt_k(%v: tensor<1x2x0xf32>, %i: tensor<1x3xi32>, %x: tensor<1x3x0xf32>) {
  %0 = tosa.scatter %v, %i, %x : (tensor<1x2x0xf32>, tensor<1x3xi32>, tensor<1x3x0xf32>) -> tensor<1x2x0xf32>
  return
}
