// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s | %upstream-mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @custom
func.func @custom(%a: tensor<2x3xf32>, %b: tensor<4xi8>) -> (tensor<2x3xf32>, tensor<4xi32>, tensor<1xi1>) {
  // CHECK: tosa.custom %{{.*}} {domain_name = "acme", implementation_attrs = "", operator_name = "my_op"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.custom %a {domain_name = "acme", implementation_attrs = "", operator_name = "my_op"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: %{{.*}}:2 = tosa.custom %{{.*}}, %{{.*}} {domain_name = "acme", implementation_attrs = "{\22k\22: 3}", operator_name = "two_outputs"} : (tensor<2x3xf32>, tensor<4xi8>) -> (tensor<4xi32>, tensor<1xi1>)
  %1:2 = tosa.custom %a, %b {operator_name = "two_outputs", domain_name = "acme", implementation_attrs = "{\"k\": 3}"} : (tensor<2x3xf32>, tensor<4xi8>) -> (tensor<4xi32>, tensor<1xi1>)
  // CHECK: tosa.custom {domain_name = "", implementation_attrs = "", operator_name = "side_effect"} : () -> ()
  tosa.custom {domain_name = "", implementation_attrs = "", operator_name = "side_effect"} : () -> ()
  return %0, %1#0, %1#1 : tensor<2x3xf32>, tensor<4xi32>, tensor<1xi1>
}
