// Graphs with quantized types and unsigned tensors export as TOSA 1.0, which
// has neither: quantized tensors become their storage types with explicit
// RESCALEs (tosa-lower-quant-types, 32-bit multipliers), ui8 tensors int8
// ones with RESCALE's unsigned flags (tosa-lower-unsigned-types). Each file
// imports back and runs to the same bytes as the model itself (the unsigned
// input and output as int8 data).

// RUN: tosa-translate --export-tosa-flatbuffer %S/../../tools/tosa-run/quantized.mlir -o %t.q.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.q.tosa | FileCheck %s --check-prefix=QUANT
// QUANT: func.func @main(%{{.*}}: tensor<1x5x5x8xi8> {tosa.name = "x"}) -> (tensor<1x3x3x16xi8> {tosa.name = "out"})
// QUANT: tosa.rescale
// QUANT-NOT: quant.uniform
// RUN: tosa-run %S/../../tools/tosa-run/quantized.mlir --input %S/../../tools/tosa-run/Inputs/q_x_1x5x5x8_i8.npy --output-dir %t.q.mlir
// RUN: tosa-run %t.q.tosa --input %S/../../tools/tosa-run/Inputs/q_x_1x5x5x8_i8.npy --output-dir %t.q.out
// RUN: cmp %t.q.mlir/out.npy %t.q.out/out.npy

// RUN: tosa-translate --export-tosa-flatbuffer --tosa-entry-function=rescale_u8 %S/../../tools/tosa-run/unsigned-types.mlir -o %t.u.tosa
// RUN: tosa-translate --import-tosa-flatbuffer %t.u.tosa | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: func.func @main(%{{.*}}: tensor<6xi8>{{.*}}) -> (tensor<6xi8>
// UNSIGNED: input_unsigned = true, output_unsigned = false
// UNSIGNED: input_unsigned = false, output_unsigned = true
// RUN: tosa-run %S/../../tools/tosa-run/unsigned-types.mlir --entry=rescale_u8 --input %S/../../tools/tosa-run/Inputs/u8_ramp.npy --output-dir %t.u.mlir
// RUN: tosa-run %t.u.tosa --input %S/../../tools/tosa-run/Inputs/u8_ramp_as_i8.npy --output-dir %t.u.out
// RUN: %npy-compare --bytes %t.u.mlir/result0.npy %t.u.out/result-0.npy | FileCheck %s --check-prefix=BYTES
// BYTES: equal bytes
