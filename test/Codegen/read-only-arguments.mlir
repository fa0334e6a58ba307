// RUN: tosa-opt %s --tosac-read-only-arguments | FileCheck %s

// Tensor arguments of public functions become read-only for bufferization;
// other arguments and private functions keep their attributes.

// CHECK-LABEL: func.func @main
// CHECK-SAME: %{{.*}}: tensor<4xi32> {bufferization.writable = false, tosa.name = "x"}
// CHECK-SAME: %{{.*}}: i32,
// CHECK-SAME: %{{.*}}: tensor<f32> {bufferization.writable = false}) ->
func.func @main(%x: tensor<4xi32> {tosa.name = "x"}, %n: i32,
                %y: tensor<f32>) -> tensor<4xi32> {
  %0 = call @helper(%x) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func private @helper
// CHECK-SAME: (%{{.*}}: tensor<4xi32>)
func.func private @helper(%x: tensor<4xi32>) -> tensor<4xi32> {
  return %x : tensor<4xi32>
}

// CHECK-LABEL: func.func private @external
// CHECK-SAME: (tensor<4xi32>)
func.func private @external(tensor<4xi32>) -> tensor<4xi32>
