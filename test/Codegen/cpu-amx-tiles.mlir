// RUN: tosa-opt %s --tosac-cpu-amx-tiles | FileCheck %s

// AMX register tiles of an int8 matmul [b, m, n, k / 4, 4] on buffers: 32
// rows x 32 columns over 32 groups (two steps of 16 groups of 4 bytes).
// Both tiles have the same operand types: one function serves them.

#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// CHECK: func.func private @tosac_amx_ready() -> i32

// CHECK-LABEL: func.func @two_tiles(
// CHECK-SAME: %[[A:.*]]: memref<1x32x32x4xi8>, %[[B:.*]]: memref<1x32x32x4xi8>, %[[C:.*]]: memref<1x32x32xi32>, %[[D:.*]]: memref<1x32x32xi32>)
// CHECK: memref.alloca_scope {
// CHECK-NEXT: func.call @[[TILE:tosac_amx_tile_[0-9]+]](%[[A]], %[[B]], %[[C]])
// CHECK-NEXT: }
// CHECK: memref.alloca_scope {
// CHECK-NEXT: func.call @[[TILE]](%[[A]], %[[B]], %[[D]])
// CHECK-NEXT: }
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @two_tiles(%a: memref<1x32x32x4xi8>, %b: memref<1x32x32x4xi8>, %c: memref<1x32x32xi32>, %d: memref<1x32x32xi32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<1x32x32x4xi8>, memref<1x32x32x4xi8>) outs(%c : memref<1x32x32xi32>) attrs = {tosac.int8_amx, tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  }
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<1x32x32x4xi8>, memref<1x32x32x4xi8>) outs(%d : memref<1x32x32xi32>) attrs = {tosac.int8_amx, tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  }
  return
}

// A tile of 32 rows x 32 columns over 20 groups needs 4 accumulators and
// 2 A and 2 B tiles for each of two step shapes (16 and 4 groups): 12 tile
// registers, more than the 8 there are. It is left to become loops.

// CHECK-LABEL: func.func @too_many_shapes(
// CHECK-NOT: func.call
// CHECK: linalg.generic
// CHECK-SAME: tosac.int8_amx
func.func @too_many_shapes(%a: memref<1x32x20x4xi8>, %b: memref<1x20x32x4xi8>, %c: memref<1x32x32xi32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<1x32x20x4xi8>, memref<1x20x32x4xi8>) outs(%c : memref<1x32x32xi32>) attrs = {tosac.int8_amx, tosac.int8_dot = 16 : i64} {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %1 = arith.extui %x : i8 to i32
    %2 = arith.extsi %w : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %3, %acc : i32
    linalg.yield %4 : i32
  }
  return
}

// The tile's function: the permission check, then in one block the four
// accumulators loaded from C (rows of 32 int32: stride 32), per step two A
// tiles (rows of 128 bytes) and two B tiles (groups of 128 bytes) and four
// TDPBUSD (unsigned A, signed B), and the accumulators stored back.

// CHECK: func.func private @[[TILE]](%[[TA:.*]]: memref<1x32x32x4xi8>, %[[TB:.*]]: memref<1x32x32x4xi8>, %[[TC:.*]]: memref<1x32x32xi32>)
// CHECK-SAME: attributes {passthrough = ["noinline"]}
// CHECK: %[[GRANTED:.*]] = call @tosac_amx_ready() : () -> i32
// CHECK: %[[OK:.*]] = arith.cmpi ne, %[[GRANTED]]
// CHECK: cf.assert %[[OK]], "this process may not use AMX tiles
// CHECK: scf.if %[[OK]] {
// CHECK: %[[S00:.*]] = amx.tile_load %[[TC]][%c0, %c0, %c0], %c32 {{.*}} into !amx.tile<16x16xi32>
// CHECK: %[[S01:.*]] = amx.tile_load %[[TC]][%c0, %c0, %c16], %c32
// CHECK: %[[S10:.*]] = amx.tile_load %[[TC]][%c0, %c16, %c0], %c32
// CHECK: %[[S11:.*]] = amx.tile_load %[[TC]][%c0, %c16, %c16], %c32
// CHECK: %[[A0:.*]] = amx.tile_load %[[TA]][%c0, %c0, %c0, %c0], %c128 {{.*}} into !amx.tile<16x64xi8>
// CHECK: %[[A1:.*]] = amx.tile_load %[[TA]][%c0, %c16, %c0, %c0], %c128
// CHECK: %[[B0:.*]] = amx.tile_load %[[TB]][%c0, %c0, %c0, %c0], %c128
// CHECK: %[[B1:.*]] = amx.tile_load %[[TB]][%c0, %c0, %c16, %c0], %c128
// CHECK: %[[P00:.*]] = amx.tile_muli %[[A0]] zext, %[[B0]], %[[S00]]
// CHECK: %[[P01:.*]] = amx.tile_muli %[[A0]] zext, %[[B1]], %[[S01]]
// CHECK: %[[P10:.*]] = amx.tile_muli %[[A1]] zext, %[[B0]], %[[S10]]
// CHECK: %[[P11:.*]] = amx.tile_muli %[[A1]] zext, %[[B1]], %[[S11]]
// CHECK: amx.tile_load %[[TA]][%c0, %c0, %c16, %c0]
// CHECK: amx.tile_load %[[TA]][%c0, %c16, %c16, %c0]
// CHECK: amx.tile_load %[[TB]][%c0, %c16, %c0, %c0]
// CHECK: amx.tile_load %[[TB]][%c0, %c16, %c16, %c0]
// CHECK: %[[Q00:.*]] = amx.tile_muli {{.*}}, %[[P00]]
// CHECK: %[[Q01:.*]] = amx.tile_muli {{.*}}, %[[P01]]
// CHECK: %[[Q10:.*]] = amx.tile_muli {{.*}}, %[[P10]]
// CHECK: %[[Q11:.*]] = amx.tile_muli {{.*}}, %[[P11]]
// CHECK-NOT: amx.tile_muli
// CHECK: amx.tile_store %[[TC]][%c0, %c0, %c0], %[[Q00]], %c32
// CHECK: amx.tile_store %[[TC]][%c0, %c0, %c16], %[[Q01]], %c32
// CHECK: amx.tile_store %[[TC]][%c0, %c16, %c0], %[[Q10]], %c32
// CHECK: amx.tile_store %[[TC]][%c0, %c16, %c16], %[[Q11]], %c32
// CHECK: return
