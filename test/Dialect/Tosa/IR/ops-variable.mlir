// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK: tosa.variable @with_value = dense<0.000000e+00> : tensor<2x2xf32>
tosa.variable @with_value = dense<0.0> : tensor<2x2xf32>
// CHECK: tosa.variable @no_value : tensor<4xi8>
tosa.variable @no_value : tensor<4xi8>
// CHECK: tosa.variable @dynamic : tensor<?x4xi8>
tosa.variable @dynamic : tensor<?x4xi8>
// CHECK: tosa.variable @values = dense<[1, 2, 3]> : tensor<3xi8>
tosa.variable @values = dense<[1, 2, 3]> : tensor<3xi8>
// CHECK: tosa.variable @tagged {tag = 1 : i64} : tensor<1xi8>
tosa.variable @tagged {tag = 1} : tensor<1xi8>
// The generic form names the attributes as upstream MLIR does.
// CHECK: tosa.variable @generic = dense<7> : tensor<2xi8>
"tosa.variable"() <{initial_value = dense<7> : tensor<2xi8>, sym_name = "generic", type = i8, var_shape = dense<2> : tensor<1xindex>}> : () -> ()
// CHECK: tosa.variable @generic_dynamic : tensor<?x3xf16>
"tosa.variable"() <{sym_name = "generic_dynamic", type = f16, var_shape = dense<[-1, 3]> : tensor<2xindex>}> : () -> ()

// CHECK-LABEL: func.func @read_write
func.func @read_write(%v: tensor<4xi8>) -> tensor<2x2xf32> {
  // CHECK: %[[R:.+]] = tosa.variable_read @with_value : tensor<2x2xf32>
  %0 = tosa.variable_read @with_value : tensor<2x2xf32>
  // CHECK: tosa.variable_write @with_value, %[[R]] : tensor<2x2xf32>
  tosa.variable_write @with_value, %0 : tensor<2x2xf32>
  // CHECK: tosa.variable_write @no_value, %{{.+}} : tensor<4xi8>
  tosa.variable_write @no_value, %v : tensor<4xi8>
  // CHECK: tosa.variable_read @dynamic : tensor<?x4xi8>
  %1 = tosa.variable_read @dynamic : tensor<?x4xi8>
  // CHECK: tosa.variable_read @generic : tensor<2xi8>
  %2 = "tosa.variable_read"() <{name = "generic"}> : () -> tensor<2xi8>
  // CHECK: tosa.variable_write @generic, %{{.+}} : tensor<2xi8>
  "tosa.variable_write"(%2) <{name = "generic"}> : (tensor<2xi8>) -> ()
  return %0 : tensor<2x2xf32>
}
