// RUN: tosa-opt %s --split-input-file --tosac-cpu-lower-vectors --canonicalize \
// RUN:   | FileCheck %s

// A register tile whose init (the bias) was fused into it: the init writes
// the accumulator rows through a rank-reducing view of the tile just
// before the hoisted reads. The rows start from the written vectors in
// registers, and the init writes go: the writes after the loop overwrite
// them and the loop does not touch the tile.
// CHECK-LABEL: func.func @fused_init
// CHECK-SAME: (%[[BIAS:.*]]: vector<16xf32>, %[[A:.*]]: memref<2x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<1x2x16xf32>)
// CHECK-NOT: vector.store
// CHECK-NOT: vector.load %[[C]]
// CHECK: %[[SUMS:.*]]:2 = scf.for %{{.*}} iter_args(%[[ACC0:.*]] = %[[BIAS]], %[[ACC1:.*]] = %[[BIAS]])
// CHECK: vector.fma %{{.*}}, %{{.*}}, %[[ACC0]]
// CHECK: vector.fma %{{.*}}, %{{.*}}, %[[ACC1]]
// CHECK: scf.yield
// CHECK-DAG: vector.store %[[SUMS]]#0, %[[C]][%c0, %c0, %c0]
// CHECK-DAG: vector.store %[[SUMS]]#1, %[[C]][%c0, %c1, %c0]
// CHECK-NOT: vector.store
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @fused_init(%bias: vector<16xf32>, %a: memref<2x8xf32>, %b: memref<8x16xf32>, %c: memref<1x2x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %rows = memref.subview %c[0, 0, 0] [1, 2, 16] [1, 1, 1] : memref<1x2x16xf32> to memref<2x16xf32, strided<[16, 1]>>
  vector.transfer_write %bias, %rows[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x16xf32, strided<[16, 1]>>
  vector.transfer_write %bias, %rows[%c1, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x16xf32, strided<[16, 1]>>
  scf.for %k = %c0 to %c8 step %c1 {
    %a0 = vector.transfer_read %a[%c0, %k], %f0 {in_bounds = [true, true]} : memref<2x8xf32>, vector<1x1xf32>
    %a1 = vector.transfer_read %a[%c1, %k], %f0 {in_bounds = [true, true]} : memref<2x8xf32>, vector<1x1xf32>
    %brow = vector.transfer_read %b[%k, %c0], %f0 {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x16xf32>
    %acc0 = vector.transfer_read %c[%c0, %c0, %c0], %f0 {in_bounds = [true, true]} : memref<1x2x16xf32>, vector<1x16xf32>
    %acc1 = vector.transfer_read %c[%c0, %c1, %c0], %f0 {in_bounds = [true, true]} : memref<1x2x16xf32>, vector<1x16xf32>
    %r0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a0, %brow, %acc0 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    %r1 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a1, %brow, %acc1 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    vector.transfer_write %r0, %c[%c0, %c0, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<1x2x16xf32>
    vector.transfer_write %r1, %c[%c0, %c1, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<1x2x16xf32>
  }
  return
}

// -----

// The tile is read between its init and the loop (a scalar load), and
// another buffer is written: the rows still start from the written vectors
// (nothing wrote the tile in between; the store cannot alias a tile of its
// own allocation), but the init write stays for the load.
// CHECK-LABEL: func.func @init_read_before_the_loop
// CHECK: %[[TILE:.*]] = memref.alloc
// CHECK: vector.store %arg0
// CHECK: memref.load %[[TILE]]
// CHECK: memref.store
// CHECK-NOT: vector.load %[[TILE]]
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %arg0)
func.func @init_read_before_the_loop(%bias: vector<16xf32>, %a: memref<1x8xf32>, %b: memref<8x16xf32>, %out: memref<f32>) -> memref<1x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<1x16xf32>
  vector.transfer_write %bias, %c[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x16xf32>
  %x = memref.load %c[%c0, %c1] : memref<1x16xf32>
  memref.store %x, %out[] : memref<f32>
  scf.for %k = %c0 to %c8 step %c1 {
    %a0 = vector.transfer_read %a[%c0, %k], %f0 {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x1xf32>
    %brow = vector.transfer_read %b[%k, %c0], %f0 {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x16xf32>
    %acc0 = vector.transfer_read %c[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
    %r0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a0, %brow, %acc0 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    vector.transfer_write %r0, %c[%c0, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<1x16xf32>
  }
  return %c : memref<1x16xf32>
}

// -----

// A function argument may alias another one: a store to %out between the
// init and the loop might have changed the tile, so the rows are read from
// it as before.
// CHECK-LABEL: func.func @argument_tile
// CHECK: vector.store %arg0,
// CHECK: memref.store
// CHECK: %[[ROW:.*]] = vector.load %subview
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[ROW]])
func.func @argument_tile(%bias: vector<16xf32>, %a: memref<1x8xf32>, %b: memref<8x16xf32>, %c: memref<1x16xf32>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %bias, %c[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x16xf32>
  memref.store %f0, %out[] : memref<f32>
  scf.for %k = %c0 to %c8 step %c1 {
    %a0 = vector.transfer_read %a[%c0, %k], %f0 {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x1xf32>
    %brow = vector.transfer_read %b[%k, %c0], %f0 {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x16xf32>
    %acc0 = vector.transfer_read %c[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
    %r0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a0, %brow, %acc0 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    vector.transfer_write %r0, %c[%c0, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<1x16xf32>
  }
  return
}
