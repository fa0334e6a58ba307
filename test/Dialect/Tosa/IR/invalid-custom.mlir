// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// CUSTOM: operator_name names the backend operator
func.func @custom_operator_name(%x: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.custom' op expected a non-empty operator_name}}
  %0 = tosa.custom %x {domain_name = "acme", implementation_attrs = "", operator_name = ""} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// CUSTOM: domain_name is required
func.func @custom_missing_domain(%x: tensor<2xf32>) {
  // expected-error @+1 {{requires attribute 'domain_name'}}
  %0 = tosa.custom %x {implementation_attrs = "", operator_name = "op"} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// CUSTOM: implementation_attrs is a string
func.func @custom_string_attrs(%x: tensor<2xf32>) {
  // expected-error @+1 {{attribute 'implementation_attrs' failed to satisfy constraint: string attribute}}
  %0 = tosa.custom %x {domain_name = "acme", implementation_attrs = 3 : i32, operator_name = "op"} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
