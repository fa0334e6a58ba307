// The entry function: @main, else the only function, else an error;
// --tosa-entry-function picks another one.
// RUN: not tosa-translate --export-tosa-json %s 2>&1 | FileCheck %s --check-prefix=NOMAIN
// RUN: tosa-translate --export-tosa-json --tosa-entry-function=second %s | FileCheck %s --check-prefix=SECOND

// NOMAIN: error: expected a function named 'main' (or exactly one function) to serialize

// SECOND:      "op": "MAXIMUM",
// SECOND-NEXT: "attribute_type": "MaximumAttribute",
// SECOND-NEXT: "attribute": {
// SECOND-NEXT:   "nan_mode": "PROPAGATE"
// SECOND-NEXT: },
// SECOND-NEXT: "inputs": [
// SECOND-NEXT:   "input-0",
// SECOND-NEXT:   "input-0"
// SECOND-NEXT: ],
// SECOND-NEXT: "outputs": [
// SECOND-NEXT:   "result-0"
// SECOND-NOT:  "op":

func.func @first(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @second(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
