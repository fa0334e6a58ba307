// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// REQUIRE(!var_tensor.seen): a variable is declared once.
// expected-note @+1 {{see existing symbol definition here}}
tosa.variable @twice = dense<0.0> : tensor<2xf32>
// expected-error @+1 {{redefinition of symbol named 'twice'}}
tosa.variable @twice : tensor<2xf32>

// -----

// Variables are module-level symbols.
func.func @variable_not_in_symbol_table() {
  // expected-error @+1 {{'tosa.variable' op symbol's parent must have the SymbolTable trait}}
  tosa.variable @local : tensor<2xf32>
  return
}

// -----

// REQUIRE(var_t == in_t)
// expected-error @+1 {{'tosa.variable' op REQUIRE(var_t == in_t): expected an initial value of element type 'f32', got 'i32'}}
"tosa.variable"() <{initial_value = dense<0> : tensor<2x2xi32>, sym_name = "var_error_if_initial_type", type = f32, var_shape = dense<2> : tensor<2xindex>}> : () -> ()

// -----

// REQUIRE(var_shape == shape)
// expected-error @+1 {{'tosa.variable' op REQUIRE(var_shape == shape): expected an initial value of shape 'tensor<2x2xf32>', got 'tensor<4xf32>'}}
"tosa.variable"() <{initial_value = dense<0.0> : tensor<4xf32>, sym_name = "var_require_initial_shape", type = f32, var_shape = dense<2> : tensor<2xindex>}> : () -> ()

// -----

// var_shape is a list of extents.
// expected-error @+1 {{'tosa.variable' op expected a rank-1 var_shape, got 'tensor<1x2xindex>'}}
"tosa.variable"() <{sym_name = "var_shape_rank", type = f32, var_shape = dense<2> : tensor<1x2xindex>}> : () -> ()

// -----

// Extents are sizes; -1 marks a dynamic one.
// expected-error @+1 {{'tosa.variable' op expected var_shape extents >= 0 (or -1 for dynamic), got -2}}
"tosa.variable"() <{sym_name = "var_shape_negative", type = f32, var_shape = dense<[-2, 3]> : tensor<2xindex>}> : () -> ()

// -----

// The element type is a TOSA element type.
// expected-error @+1 {{'tosa.variable' op expected an integer, float or quantized element type, got 'index'}}
"tosa.variable"() <{sym_name = "var_element_type", type = index, var_shape = dense<2> : tensor<1xindex>}> : () -> ()

// -----

// Syntax: the declared type is a ranked tensor.
// expected-error @+1 {{expected a ranked tensor type, got 'tensor<*xf32>'}}
tosa.variable @unranked : tensor<*xf32>

// -----

// REQUIRE(variable_tensor != NULL)
func.func @variable_read_require_declared() -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.variable_read' op REQUIRE(variable_tensor != NULL): expected a tosa.variable named @missing in an enclosing symbol table}}
  %0 = tosa.variable_read @missing : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// REQUIRE(variable_tensor != NULL): the symbol must be a tosa.variable.
func.func @not_a_variable() {
  return
}
func.func @variable_read_require_variable() -> tensor<2xf32> {
  // expected-error @+1 {{REQUIRE(variable_tensor != NULL): expected a tosa.variable named @not_a_variable}}
  %0 = tosa.variable_read @not_a_variable : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

tosa.variable @v : tensor<2x2xf32>
// REQUIRE(variable_tensor.shape == shape)
func.func @variable_read_require_shape() -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.variable_read' op REQUIRE(variable_tensor.shape == shape): expected the shape of @v ('tensor<2x2xf32>'), got 'tensor<2x3xf32>'}}
  %0 = tosa.variable_read @v : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

tosa.variable @v : tensor<2x2xf32>
// REQUIRE(variable_tensor.shape == shape): exactly, a `?` does not match 2.
func.func @variable_read_require_exact_shape() -> tensor<?x2xf32> {
  // expected-error @+1 {{REQUIRE(variable_tensor.shape == shape): expected the shape of @v ('tensor<2x2xf32>'), got 'tensor<?x2xf32>'}}
  %0 = tosa.variable_read @v : tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

tosa.variable @v : tensor<2x2xf32>
// REQUIRE(variable_tensor.type == out_t)
func.func @variable_read_require_type() -> tensor<2x2xf16> {
  // expected-error @+1 {{'tosa.variable_read' op REQUIRE(variable_tensor.type == out_t): expected the element type of @v ('f32'), got 'f16'}}
  %0 = tosa.variable_read @v : tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// -----

// REQUIRE(variable_tensor)
func.func @variable_write_require_declared(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.variable_write' op REQUIRE(variable_tensor): expected a tosa.variable named @missing in an enclosing symbol table}}
  tosa.variable_write @missing, %a : tensor<2xf32>
  return
}

// -----

tosa.variable @v : tensor<2x2xf32>
// REQUIRE(variable_tensor.shape == shape)
func.func @variable_write_require_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tosa.variable_write' op REQUIRE(variable_tensor.shape == shape): expected the shape of @v ('tensor<2x2xf32>'), got 'tensor<4xf32>'}}
  tosa.variable_write @v, %a : tensor<4xf32>
  return
}

// -----

tosa.variable @v : tensor<2x2xf32>
// REQUIRE(variable_tensor.type == in_t)
func.func @variable_write_require_type(%a: tensor<2x2xi8>) {
  // expected-error @+1 {{'tosa.variable_write' op REQUIRE(variable_tensor.type == in_t): expected the element type of @v ('f32'), got 'i8'}}
  tosa.variable_write @v, %a : tensor<2x2xi8>
  return
}
