// README command 1 runs the bundled .tosa model on the bundled input. Its
// output must equal, bit for bit, the one examples/mobilenet_block_reference.py
// computes independently with numpy from the TOSA pseudo-code.
// RUN: rm -rf %t && tosa-run %S/../../examples/mobilenet_block.tosa --input %S/../../examples/mobilenet_block.input.npy --output-dir %t
// RUN: %npy-compare %t/output.npy %S/../../examples/mobilenet_block.expected.npy | FileCheck %s
// CHECK: equal

// The printed form names the output with its type and shape.
// RUN: tosa-run %S/../../examples/mobilenet_block.tosa --input %S/../../examples/mobilenet_block.input.npy | FileCheck %s --check-prefix=PRINT
// PRINT: output INT8[1x16x16x8] = [14, -51, 104, 116,
