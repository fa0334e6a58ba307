// RUN: tosa-opt %s --split-input-file \
// RUN:   --tosac-cpu-kernel-strategy="vector-bits=512 vector-registers=32 amx=1" \
// RUN:   | FileCheck %s
// RUN: tosa-opt %s --split-input-file \
// RUN:   --tosac-cpu-kernel-strategy="vector-bits=512 vector-registers=32 amx=0" \
// RUN:   | FileCheck %s --check-prefix=VNNI

// The int8 dot-product contractions of tosac-cpu-int8-dot-products on AMX:
// register tiles of 32 rows x 64 columns (two panels of 32) over the cache
// tile's whole reduction (128 groups of 4 bytes: 8 steps of 16).

#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @matmul
// CHECK: linalg.generic
// CHECK-SAME: tosac.cache_tiles = array<i64: 1, 64, 256, 128, 0>
// CHECK-SAME: tosac.int8_amx
// CHECK-SAME: tosac.register_order = array<i64: 0, 2, 1, 3, 4>
// CHECK-SAME: tosac.register_tiles = array<i64: 1, 32, 64, 128, 4>
// VNNI-LABEL: func.func @matmul
// VNNI-NOT: tosac.int8_amx
// VNNI: tosac.register_tiles = array<i64: 1, 8, 32, 1, 4>
func.func @matmul(%a: tensor<1x512x128x4xi8>, %b: tensor<1x128x512x4xi8>, %c: tensor<1x512x512xi32>) -> tensor<1x512x512xi32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<1x512x128x4xi8>, tensor<1x128x512x4xi8>) outs(%c : tensor<1x512x512xi32>) attrs = {tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  } -> tensor<1x512x512xi32>
  return %0 : tensor<1x512x512xi32>
}

// -----

// 25 groups (100 bytes): a step of 16 and a shorter one, whose A and B
// tiles need registers of their own: 16 rows, so two accumulators. 48
// columns: one 16-column tile per register tile.

#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @group_tail
// CHECK: tosac.int8_amx
// CHECK-SAME: tosac.register_tiles = array<i64: 1, 16, 16, 25, 4>
func.func @group_tail(%a: tensor<1x40x25x4xi8>, %b: tensor<1x25x48x4xi8>, %c: tensor<1x40x48xi32>) -> tensor<1x40x48xi32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<1x40x25x4xi8>, tensor<1x25x48x4xi8>) outs(%c : tensor<1x40x48xi32>) attrs = {tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  } -> tensor<1x40x48xi32>
  return %0 : tensor<1x40x48xi32>
}

// -----

// Too little for AMX: 24 columns (not whole 16-column tiles), and 8 groups
// per tap (less than one 64-byte step): VPDPBUSD register tiles.

#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @narrow
// CHECK-NOT: tosac.int8_amx
// CHECK: tosac.register_tiles = array<i64: 1, 8, 16, 1, 4>
// CHECK-LABEL: func.func @short_reduction
// CHECK-NOT: tosac.int8_amx
// CHECK: tosac.register_tiles = array<i64: 1, 8, 32, 1, 4>
func.func @narrow(%a: tensor<1x64x64x4xi8>, %b: tensor<1x64x24x4xi8>, %c: tensor<1x64x24xi32>) -> tensor<1x64x24xi32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<1x64x64x4xi8>, tensor<1x64x24x4xi8>) outs(%c : tensor<1x64x24xi32>) attrs = {tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  } -> tensor<1x64x24xi32>
  return %0 : tensor<1x64x24xi32>
}
func.func @short_reduction(%a: tensor<1x64x8x4xi8>, %b: tensor<1x8x64x4xi8>, %c: tensor<1x64x64xi32>) -> tensor<1x64x64xi32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<1x64x8x4xi8>, tensor<1x8x64x4xi8>) outs(%c : tensor<1x64x64xi32>) attrs = {tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  } -> tensor<1x64x64xi32>
  return %0 : tensor<1x64x64xi32>
}

// -----

// A 3x3 convolution of 64 channels [n, oh, ow, f, kh, kw, c / 4, 4]: rows
// are pixels of one output row, the taps inside the register tile.

#x = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d6, d7)>
#w = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d3, d7)>
#o = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>

// CHECK-LABEL: func.func @conv
// CHECK: tosac.int8_amx
// CHECK-SAME: tosac.register_tiles = array<i64: 1, 1, 32, 64, 3, 3, 16, 4>
func.func @conv(%x: tensor<1x58x58x16x4xi8>, %w: tensor<3x3x16x64x4xi8>, %o: tensor<1x56x56x64xi32>) -> tensor<1x56x56x64xi32> {
  %0 = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<1x58x58x16x4xi8>, tensor<3x3x16x64x4xi8>) outs(%o : tensor<1x56x56x64xi32>) attrs = {tosac.int8_dot = 16 : i64} {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %1 = arith.extui %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  } -> tensor<1x56x56x64xi32>
  return %0 : tensor<1x56x56x64xi32>
}
