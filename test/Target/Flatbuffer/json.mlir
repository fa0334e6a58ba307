// The JSON form: what the exporter writes (the flatc --json view of the
// .tosa file) and its import.
// RUN: tosa-translate --export-tosa-json %s | FileCheck %s --check-prefix=JSON
// RUN: tosa-translate --export-tosa-json %s -o %t.json
// RUN: tosa-translate --import-tosa-json --mlir-print-debuginfo %t.json | FileCheck %s --check-prefix=IMPORT
// JSON and binary export agree.
// RUN: tosa-translate --import-tosa-json --mlir-print-debuginfo %t.json | tosa-translate --export-tosa-flatbuffer -o %t.from-json.tosa
// RUN: tosa-translate --export-tosa-flatbuffer %s -o %t.tosa
// RUN: cmp %t.tosa %t.from-json.tosa

// Version 1.0.0 with the draft flag at its default (true), so absent.
// JSON:      "version": {
// JSON-NEXT:   "_major": 1,
// JSON-NEXT:   "_minor": 0,
// JSON-NEXT:   "_patch": 0
// JSON-NEXT: },
// JSON:      "name": "main",
// JSON:      "name": "main",
// Operators carry their attribute table, empty ones too; the OpLocation
// text of a nested NameLoc is kept.
// JSON:      "op": "CONST",
// JSON-NEXT: "attribute_type": "ConstAttribute",
// JSON-NEXT: "attribute": {
// JSON-NEXT: },
// JSON:      "outputs": [
// JSON-NEXT:   "weights"
// JSON-NEXT: ],
// JSON-NEXT: "location": {
// JSON-NEXT:   "text": "from tflite"
// JSON-NEXT: }
// Names stay unique: the second "weights" becomes weights_1.
// JSON:      "op": "ADD",
// JSON-NEXT: "attribute_type": "AddAttribute",
// JSON:      "inputs": [
// JSON-NEXT:   "in",
// JSON-NEXT:   "weights"
// JSON-NEXT: ],
// JSON-NEXT: "outputs": [
// JSON-NEXT:   "weights_1"
// JSON:      "op": "MAXIMUM",
// JSON-NEXT: "attribute_type": "MaximumAttribute",
// JSON-NEXT: "attribute": {
// JSON-NEXT:   "nan_mode": "IGNORE"
// JSON:      "op": "CONST_SHAPE",
// JSON-NEXT: "attribute_type": "ConstShapeAttribute",
// JSON:      "outputs": [
// JSON-NEXT:   "result-0"
// Constant data is padded to a multiple of 8 bytes, as the C++ writer does.
// JSON:      "name": "in",
// JSON:      "name": "weights",
// JSON-NEXT: "shape": [
// JSON-NEXT:   3
// JSON-NEXT: ],
// JSON-NEXT: "type": "INT32",
// JSON-NEXT: "data": [
// JSON-NEXT:   1,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   2,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   3,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0,
// JSON-NEXT:   0
// JSON-NEXT: ]
// JSON:      "name": "weights_1",
// JSON:      "name": "out",
// JSON:      "inputs": [
// JSON-NEXT:   "in"
// JSON-NEXT: ],
// JSON-NEXT: "outputs": [
// JSON-NEXT:   "out",
// JSON-NEXT:   "result-0"
// JSON-NEXT: ],
// Shape constants go to shapes[]: rank = number of values, int64 data.
// JSON-NEXT: "shapes": [
// JSON-NEXT:   {
// JSON-NEXT:     "name": "result-0",
// JSON-NEXT:     "rank": 1,
// JSON-NEXT:     "data": [
// JSON-NEXT:       7,
// JSON-COUNT-7:    0

// IMPORT-LABEL: func.func @main(
// IMPORT-SAME: %[[IN:[^:]+]]: tensor<3xi32> {tosa.name = "in"} loc("in"))
// IMPORT-SAME: -> (tensor<3xi32> {tosa.name = "out"}, !tosa.shape<1> {tosa.name = "result-0"})
// IMPORT: %[[W:.+]] = "tosa.const"() <{values = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32> loc(#[[WLOC:loc[0-9]+]])
// IMPORT: %[[S:.+]] = tosa.add %[[IN]], %[[W]] : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32> loc(#[[SLOC:loc[0-9]+]])
// IMPORT: %[[M:.+]] = tosa.maximum %[[S]], %[[W]] {nan_mode = IGNORE} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
// IMPORT: %[[SH:.+]] = tosa.const_shape {values = dense<7> : tensor<1xindex>} : () -> !tosa.shape<1>
// IMPORT: return %[[M]], %[[SH]]
// IMPORT-DAG: #[[TEXT:loc[0-9]+]] = loc("from tflite")
// IMPORT-DAG: #[[SLOC]] = loc("weights_1")
// IMPORT-DAG: #[[WLOC]] = loc("weights"(#[[TEXT]]))

func.func @main(%a: tensor<3xi32> {tosa.name = "in"}) -> (tensor<3xi32> {tosa.name = "out"}, !tosa.shape<1>) {
  %c = "tosa.const"() <{values = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32> loc("weights"("from tflite"))
  %s = tosa.add %a, %c : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32> loc("weights")
  %m = tosa.maximum %s, %c {nan_mode = IGNORE} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %sh = tosa.const_shape {values = dense<[7]> : tensor<1xindex>} : () -> !tosa.shape<1>
  return %m, %sh : tensor<3xi32>, !tosa.shape<1>
}
