// RUN: tosa-opt %s --split-input-file --tosac-cpu-lower-vectors --canonicalize \
// RUN:   | FileCheck %s

// A register tile of 2 rows x 16 lanes on buffers: the accumulator rows are
// read once before the k loop, carried through it in registers, and
// written once after it; each contraction becomes a broadcast and an FMA.
// CHECK-LABEL: func.func @two_rows
// CHECK-SAME: (%[[A:.*]]: memref<2x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<2x16xf32>)
// CHECK-DAG: %[[ROW0:.*]] = vector.load %[[C]][%c0, %c0] : memref<2x16xf32>, vector<16xf32>
// CHECK-DAG: %[[ROW1:.*]] = vector.load %[[C]][%c1, %c0] : memref<2x16xf32>, vector<16xf32>
// CHECK: %[[SUMS:.*]]:2 = scf.for %[[K:.*]] = %c0 to %c8 step %c1 iter_args(%[[ACC0:.*]] = %[[ROW0]], %[[ACC1:.*]] = %[[ROW1]])
// CHECK:   %[[BROW:.*]] = vector.load %[[B]][%[[K]], %c0] : memref<8x16xf32>, vector<16xf32>
// CHECK:   vector.fma %[[BROW]], %{{.*}}, %[[ACC0]] : vector<16xf32>
// CHECK:   vector.fma %[[BROW]], %{{.*}}, %[[ACC1]] : vector<16xf32>
// CHECK:   scf.yield
// CHECK-DAG: vector.store %[[SUMS]]#0, %[[C]][%c0, %c0]
// CHECK-DAG: vector.store %[[SUMS]]#1, %[[C]][%c1, %c0]
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @two_rows(%a: memref<2x8xf32>, %b: memref<8x16xf32>, %c: memref<2x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %k = %c0 to %c8 step %c1 {
    %a0 = vector.transfer_read %a[%c0, %k], %f0 {in_bounds = [true, true]} : memref<2x8xf32>, vector<1x1xf32>
    %a1 = vector.transfer_read %a[%c1, %k], %f0 {in_bounds = [true, true]} : memref<2x8xf32>, vector<1x1xf32>
    %brow = vector.transfer_read %b[%k, %c0], %f0 {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x16xf32>
    %acc0 = vector.transfer_read %c[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<2x16xf32>, vector<1x16xf32>
    %acc1 = vector.transfer_read %c[%c1, %c0], %f0 {in_bounds = [true, true]} : memref<2x16xf32>, vector<1x16xf32>
    %r0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a0, %brow, %acc0 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    %r1 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a1, %brow, %acc1 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    vector.transfer_write %r0, %c[%c0, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<2x16xf32>
    vector.transfer_write %r1, %c[%c1, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<2x16xf32>
  }
  return
}

// -----

// Another access to the accumulator buffer in the loop (here a scalar
// store) could alias the rows: nothing is hoisted.
// CHECK-LABEL: func.func @foreign_access
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: memref.store
func.func @foreign_access(%a: memref<1x8xf32>, %b: memref<8x16xf32>, %c: memref<1x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %k = %c0 to %c8 step %c1 {
    %a0 = vector.transfer_read %a[%c0, %k], %f0 {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x1xf32>
    %brow = vector.transfer_read %b[%k, %c0], %f0 {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x16xf32>
    %acc0 = vector.transfer_read %c[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
    %r0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a0, %brow, %acc0 : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
    vector.transfer_write %r0, %c[%c0, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<1x16xf32>
    memref.store %f0, %c[%c0, %c8] : memref<1x16xf32>
  }
  return
}

// -----

// A vector multiply used only by an add is one FMA; a product with other
// uses is kept.
// CHECK-LABEL: func.func @multiply_add
// CHECK: %[[FMA:.*]] = vector.fma %arg0, %arg1, %arg2 : vector<16xf32>
// CHECK: %[[MUL:.*]] = arith.mulf %arg0, %arg2 : vector<16xf32>
// CHECK: %[[ADD:.*]] = arith.addf %[[MUL]], %arg1 : vector<16xf32>
// CHECK: return %[[FMA]], %[[ADD]], %[[MUL]]
func.func @multiply_add(%a: vector<16xf32>, %b: vector<16xf32>, %c: vector<16xf32>)
    -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %0 = arith.mulf %a, %b : vector<16xf32>
  %1 = arith.addf %0, %c : vector<16xf32>
  %2 = arith.mulf %a, %c : vector<16xf32>
  %3 = arith.addf %2, %b : vector<16xf32>
  return %1, %3, %2 : vector<16xf32>, vector<16xf32>, vector<16xf32>
}
