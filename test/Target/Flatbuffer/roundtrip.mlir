// Export to .tosa and import again: names, types (every stored element type,
// rank 0, dynamic and unranked tensors, shapes) and attributes survive, and
// exporting the re-imported module gives the same bytes.
// RUN: tosa-translate --export-tosa-flatbuffer %s -o %t.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.tosa | FileCheck %s
// RUN: tosa-translate --import-tosa-flatbuffer --mlir-print-debuginfo %t.tosa | tosa-translate --export-tosa-flatbuffer -o %t.again.tosa
// RUN: cmp %t.tosa %t.again.tosa

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xf32> {tosa.name = "a"}, %[[U:[^:]+]]: tensor<*xf16> {tosa.name = "u"}, %[[D:[^:]+]]: tensor<?x3xi32> {tosa.name = "input-0"})
// CHECK-SAME: -> (tensor<2x3xf32> {tosa.name = "sum"}, tensor<*xf16> {tosa.name = "max"}, tensor<?x3xi32> {tosa.name = "result-0"},
// CHECK-SAME: tensor<3xi1> {tosa.name = "result-1"}, tensor<3xi4> {tosa.name = "result-2"}, tensor<2xi8> {tosa.name = "result-3"}, tensor<2xi16> {tosa.name = "result-4"}, tensor<2x2xi32> {tosa.name = "result-5"}, tensor<2xi48> {tosa.name = "result-6"}, tensor<3xf16> {tosa.name = "result-7"}, tensor<2xbf16> {tosa.name = "result-8"}, tensor<f32> {tosa.name = "result-9"}, tensor<2xf8E4M3FN> {tosa.name = "result-10"}, tensor<2xf8E5M2> {tosa.name = "result-11"}, tensor<0xf32> {tosa.name = "result-12"}, tensor<2x2xi8> {tosa.name = "result-13"}, !tosa.shape<2> {tosa.name = "result-14"}, !tosa.shape<0> {tosa.name = "result-15"}, tensor<2x3xf32> {tosa.name = "a"})
// CHECK: %[[SUM:.+]] = tosa.add %[[A]], %[[A]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[MAX:.+]] = tosa.maximum %[[U]], %[[U]] {nan_mode = IGNORE} : (tensor<*xf16>, tensor<*xf16>) -> tensor<*xf16>
// CHECK: %[[DYN:.+]] = tosa.add %[[D]], %[[D]] : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
// CHECK: %[[C0:.+]] = "tosa.const"() <{values = dense<[true, false, true]> : tensor<3xi1>}>
// CHECK: %[[C1:.+]] = "tosa.const"() <{values = dense<[-8, 7, -1]> : tensor<3xi4>}>
// CHECK: %[[C2:.+]] = "tosa.const"() <{values = dense<[-128, 127]> : tensor<2xi8>}>
// CHECK: %[[C3:.+]] = "tosa.const"() <{values = dense<[-32768, 32767]> : tensor<2xi16>}>
// CHECK: %[[C4:.+]] = "tosa.const"() <{values = dense<{{\[\[}}-2147483648, 2147483647], [0, -1]]> : tensor<2x2xi32>}>
// CHECK: %[[C5:.+]] = "tosa.const"() <{values = dense<[-140737488355328, 140737488355327]> : tensor<2xi48>}>
// CHECK: %[[C6:.+]] = "tosa.const"() <{values = dense<[1.000000e+00, -2.500000e+00, 0x7C00]> : tensor<3xf16>}>
// CHECK: %[[C7:.+]] = "tosa.const"() <{values = dense<[1.000000e+00, -5.000000e-01]> : tensor<2xbf16>}>
// CHECK: %[[C8:.+]] = "tosa.const"() <{values = dense<3.500000e+00> : tensor<f32>}>
// CHECK: %[[C9:.+]] = "tosa.const"() <{values = dense<[1.000000e+00, 4.480000e+02]> : tensor<2xf8E4M3FN>}>
// CHECK: %[[C10:.+]] = "tosa.const"() <{values = dense<[1.000000e+00, 5.734400e+04]> : tensor<2xf8E5M2>}>
// CHECK: %[[C11:.+]] = "tosa.const"() <{values = dense<> : tensor<0xf32>}>
// CHECK: %[[C12:.+]] = "tosa.const"() <{values = dense<5> : tensor<2x2xi8>}>
// CHECK: %[[S0:.+]] = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK: %[[S1:.+]] = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
// CHECK: return %[[SUM]], %[[MAX]], %[[DYN]], %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]], %[[C6]], %[[C7]], %[[C8]], %[[C9]], %[[C10]], %[[C11]], %[[C12]], %[[S0]], %[[S1]], %[[A]]

func.func @main(%a: tensor<2x3xf32> {tosa.name = "a"}, %u: tensor<*xf16> {tosa.name = "u"},
                %d: tensor<?x3xi32>)
    -> (tensor<2x3xf32> {tosa.name = "sum"}, tensor<*xf16> {tosa.name = "max"}, tensor<?x3xi32>,
        tensor<3xi1>, tensor<3xi4>, tensor<2xi8>, tensor<2xi16>, tensor<2x2xi32>, tensor<2xi48>,
        tensor<3xf16>, tensor<2xbf16>, tensor<f32>, tensor<2xf8E4M3FN>, tensor<2xf8E5M2>,
        tensor<0xf32>, tensor<2x2xi8>, !tosa.shape<2>, !tosa.shape<0>, tensor<2x3xf32>) {
  %sum = tosa.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %max = tosa.maximum %u, %u {nan_mode = IGNORE} : (tensor<*xf16>, tensor<*xf16>) -> tensor<*xf16>
  %dyn = tosa.add %d, %d : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
  %c0 = "tosa.const"() <{values = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
  %c1 = "tosa.const"() <{values = dense<[-8, 7, -1]> : tensor<3xi4>}> : () -> tensor<3xi4>
  %c2 = "tosa.const"() <{values = dense<[-128, 127]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c3 = "tosa.const"() <{values = dense<[-32768, 32767]> : tensor<2xi16>}> : () -> tensor<2xi16>
  %c4 = "tosa.const"() <{values = dense<[[-2147483648, 2147483647], [0, -1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c5 = "tosa.const"() <{values = dense<[-140737488355328, 140737488355327]> : tensor<2xi48>}> : () -> tensor<2xi48>
  %c6 = "tosa.const"() <{values = dense<[1.0, -2.5, 0x7C00]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %c7 = "tosa.const"() <{values = dense<[1.0, -0.5]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %c8 = "tosa.const"() <{values = dense<3.5> : tensor<f32>}> : () -> tensor<f32>
  %c9 = "tosa.const"() <{values = dense<[1.0, 448.0]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  %c10 = "tosa.const"() <{values = dense<[1.0, 57344.0]> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  %c11 = "tosa.const"() <{values = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %c12 = "tosa.const"() <{values = dense<5> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
  %s0 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s1 = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  return %sum, %max, %dyn, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %s0, %s1, %a
      : tensor<2x3xf32>, tensor<*xf16>, tensor<?x3xi32>, tensor<3xi1>, tensor<3xi4>, tensor<2xi8>,
        tensor<2xi16>, tensor<2x2xi32>, tensor<2xi48>, tensor<3xf16>, tensor<2xbf16>, tensor<f32>,
        tensor<2xf8E4M3FN>, tensor<2xf8E5M2>, tensor<0xf32>, tensor<2x2xi8>, !tosa.shape<2>,
        !tosa.shape<0>, tensor<2x3xf32>
}
