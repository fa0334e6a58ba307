// RUN: tosa-opt %s -split-input-file -verify-diagnostics \
// RUN:   --tosa-validate="profile=pro_int,pro_fp extension=all"

// The elementwise unary operators (TOSA 1.0 section 2.6) have no compile-time
// ERROR_IF; their argument tables still fix the result shape and type (the
// verifier), and the spec's type tables which element types they take
// (tosa-validate, as upstream splits them).

// The result has the input's shape (argument table: shape = shape1).
func.func @abs_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.abs' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @abs_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.abs' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i8 is not an in_out_t of ABS in any profile.
func.func @abs_unsupported_type(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.abs' op expected a type combination TOSA supports: got (i8) -> i8}}
  %0 = tosa.abs %a : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @bitwise_not_result_shape(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'tosa.bitwise_not' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.bitwise_not %a : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// Input and result share in_out_t.
func.func @bitwise_not_in_out_t(%a: tensor<2x3xi32>) -> tensor<2x3xi16> {
  // expected-error @+1 {{'tosa.bitwise_not' op expected in_out_t element type 'i32', got 'i16'}}
  %0 = tosa.bitwise_not %a : (tensor<2x3xi32>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

// f32 is not an in_out_t of BITWISE_NOT in any profile.
func.func @bitwise_not_unsupported_type(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.bitwise_not' op expected a type combination TOSA supports: got (f32) -> f32}}
  %0 = tosa.bitwise_not %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @ceil_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.ceil' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @ceil_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.ceil' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of CEIL in any profile.
func.func @ceil_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.ceil' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.ceil %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @clz_result_shape(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'tosa.clz' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.clz %a : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// Input and result share in_out_t.
func.func @clz_in_out_t(%a: tensor<2x3xi32>) -> tensor<2x3xi16> {
  // expected-error @+1 {{'tosa.clz' op expected in_out_t element type 'i32', got 'i16'}}
  %0 = tosa.clz %a : (tensor<2x3xi32>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

// f32 is not an in_out_t of CLZ in any profile.
func.func @clz_unsupported_type(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.clz' op expected a type combination TOSA supports: got (f32) -> f32}}
  %0 = tosa.clz %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @cos_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.cos' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @cos_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.cos' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of COS in any profile.
func.func @cos_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.cos' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.cos %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @erf_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.erf' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.erf %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @erf_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.erf' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.erf %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of ERF in any profile.
func.func @erf_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.erf' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.erf %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @exp_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.exp' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @exp_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.exp' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of EXP in any profile.
func.func @exp_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.exp' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.exp %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @floor_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.floor' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.floor %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @floor_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.floor' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.floor %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of FLOOR in any profile.
func.func @floor_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.floor' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.floor %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @log_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.log' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.log %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @log_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.log' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.log %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of LOG in any profile.
func.func @log_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.log' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.log %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @logical_not_result_shape(%a: tensor<2x3xi1>) -> tensor<3x2xi1> {
  // expected-error @+1 {{'tosa.logical_not' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.logical_not %a : (tensor<2x3xi1>) -> tensor<3x2xi1>
  return %0 : tensor<3x2xi1>
}

// -----

// Input and result share in_out_t (bool, fixed by the op's definition).
func.func @logical_not_in_out_t(%a: tensor<2x3xi1>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.logical_not' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<2x3xi8>'}}
  %0 = tosa.logical_not %a : (tensor<2x3xi1>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// i32 is not an in_out_t of LOGICAL_NOT in any profile.
func.func @logical_not_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_not' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<2x3xi32>'}}
  %0 = tosa.logical_not %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @reciprocal_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.reciprocal' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.reciprocal %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @reciprocal_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.reciprocal' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.reciprocal %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of RECIPROCAL in any profile.
func.func @reciprocal_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.reciprocal' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.reciprocal %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @rsqrt_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.rsqrt' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.rsqrt %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @rsqrt_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.rsqrt' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.rsqrt %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of RSQRT in any profile.
func.func @rsqrt_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rsqrt' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.rsqrt %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @sigmoid_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.sigmoid' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.sigmoid %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @sigmoid_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.sigmoid' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.sigmoid %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of SIGMOID in any profile.
func.func @sigmoid_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.sigmoid' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.sigmoid %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @sin_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.sin' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @sin_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.sin' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of SIN in any profile.
func.func @sin_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.sin' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.sin %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result has the input's shape (argument table: shape = shape1).
func.func @tanh_result_shape(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.tanh' op expected result extent 2 in dimension 0 equal to the input extent, got 3}}
  %0 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Input and result share in_out_t.
func.func @tanh_in_out_t(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.tanh' op expected in_out_t element type 'f32', got 'f16'}}
  %0 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// i32 is not an in_out_t of TANH in any profile.
func.func @tanh_unsupported_type(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.tanh' op expected a type combination TOSA supports: got (i32) -> i32}}
  %0 = tosa.tanh %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
