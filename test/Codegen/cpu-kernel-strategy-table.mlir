// RUN: tosa-opt %s --tosac-cpu-kernel-strategy="vector-bits=512 vector-registers=32 byte-permute=1" \
// RUN:   | FileCheck %s --check-prefix=VBMI
// RUN: tosa-opt %s --tosac-cpu-kernel-strategy="vector-bits=512 vector-registers=32 byte-permute=0" \
// RUN:   | FileCheck %s --check-prefix=NOVBMI

// int8 TABLE (a generic yielding table[extsi(in) + 128]) with 512-bit byte
// permutes: register tiles of 64 bytes marked for the permute kernel, rows
// shared out over threads. Without them, the ordinary elementwise tiles
// (vector gathers).
// VBMI-LABEL: func.func @table
// VBMI: linalg.generic
// VBMI-SAME: tosac.cache_tiles = array<i64: 1, 0>
// VBMI-SAME: tosac.int8_table
// VBMI-SAME: tosac.register_tiles = array<i64: 1, 64>
// NOVBMI-LABEL: func.func @table
// NOVBMI-NOT: tosac.int8_table
// NOVBMI: tosac.register_tiles = array<i64: 1, 32>
func.func @table(%x: tensor<512x192xi8>, %t: tensor<256xi8>) -> tensor<512x192xi8> {
  %c128 = arith.constant 128 : i32
  %empty = tensor.empty() : tensor<512x192xi8>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<512x192xi8>) outs(%empty : tensor<512x192xi8>) {
  ^bb0(%in: i8, %out: i8):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.addi %1, %c128 : i32
    %3 = arith.index_cast %2 : i32 to index
    %4 = tensor.extract %t[%3] : tensor<256xi8>
    linalg.yield %4 : i8
  } -> tensor<512x192xi8>
  return %0 : tensor<512x192xi8>
}
