// The bundled example that README command 1 runs: it parses, verifies and
// canonicalizes; the full-range int8 clamp and the add of a zero constant
// fold away, the rest is kept.
// RUN: tosa-opt --canonicalize %S/../../examples/mobilenet_block.mlir | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK: tosa.depthwise_conv2d
// CHECK-NEXT: tosa.rescale
// CHECK-NOT: tosa.clamp
// CHECK-NEXT: tosa.conv2d
// CHECK-NEXT: tosa.rescale {{.*}}per_channel = true
// CHECK-NEXT: tosa.rescale
// CHECK-NEXT: tosa.rescale
// CHECK-NEXT: tosa.add
// CHECK-NEXT: tosa.rescale
// CHECK-NEXT: return
