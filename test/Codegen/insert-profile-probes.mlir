// RUN: tosa-opt %s --tosac-insert-profile-probes | FileCheck %s

// Every TOSA operator that does work is between an enter and an exit call
// with its id; constants are not timed. The module lists the operators.
// CHECK: module attributes {tosac.profile_layers = ["tosa.add {{.*}}insert-profile-probes.mlir:20:8 -> tensor<4xf32>", "tosa.negate {{.*}}insert-profile-probes.mlir:22:8 -> tensor<4xf32>"]}
// CHECK: func.func private @tosac_profile_exit(i32)
// CHECK: func.func private @tosac_profile_enter(i32)
// CHECK-LABEL: func.func @main
// CHECK: tosa.const
// CHECK: %[[ID0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: call @tosac_profile_enter(%[[ID0]]) : (i32) -> ()
// CHECK-NEXT: tosa.add
// CHECK-NEXT: call @tosac_profile_exit(%[[ID0]]) : (i32) -> ()
// CHECK: %[[ID1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: call @tosac_profile_enter(%[[ID1]]) : (i32) -> ()
// CHECK-NEXT: tosa.negate
// CHECK-NEXT: call @tosac_profile_exit(%[[ID1]]) : (i32) -> ()
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.negate %0, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
