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

// -----

// An int8 dot-product register tile (2 rows x 20 columns, one group of 4
// bytes) inside its reduction loop: the packed weights read as one vector
// of 16 columns and one of 4, each row's 4 bytes broadcast as an int32, one
// VPDPBUSD per row and vector, and the accumulators kept in registers
// across the loop.
// CHECK-LABEL: func.func @int8_dot_tile
// CHECK-DAG: %[[ACC0:.*]] = vector.load %arg2[%c0, %c0] : memref<2x20xi32>, vector<16xi32>
// CHECK-DAG: %[[ACC3:.*]] = vector.load %arg2[%c1, %c16] : memref<2x20xi32>, vector<4xi32>
// CHECK: %[[R:.*]]:4 = scf.for {{.*}} iter_args(%[[S0:.*]] = %[[ACC0]], %[[S1:.*]] = %{{.*}}, %[[S2:.*]] = %{{.*}}, %[[S3:.*]] = %[[ACC3]]) -> (vector<16xi32>, vector<4xi32>, vector<16xi32>, vector<4xi32>)
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : memref<1x20x4xi8, {{.*}}> into memref<1x80xi8
// CHECK: %[[W16:.*]] = vector.load %{{.*}} vector<64xi8>
// CHECK: %[[W4:.*]] = vector.load %{{.*}}[%c0, %c64] {{.*}} vector<16xi8>
// CHECK: %[[X0:.*]] = vector.load %{{.*}}[%c0, %c0, %c0] {{.*}} vector<4xi8>
// CHECK: %[[WORD0:.*]] = vector.bitcast %[[X0]] : vector<4xi8> to vector<1xi32>
// CHECK: %[[BYTES0:.*]] = vector.extract %[[WORD0]][0]
// CHECK: %[[B16:.*]] = vector.broadcast %[[BYTES0]] : i32 to vector<16xi32>
// CHECK: %[[U16:.*]] = vector.bitcast %[[B16]] : vector<16xi32> to vector<64xi8>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[S0]], %[[U16]], %[[W16]])
// CHECK: vector.broadcast %[[BYTES0]] : i32 to vector<4xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.128"(%[[S1]], %{{.*}}, %[[W4]])
// CHECK: vector.load %{{.*}}[%c1, %c0, %c0] {{.*}} vector<4xi8>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[S2]], %{{.*}}, %[[W16]])
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.128"(%[[S3]], %{{.*}}, %[[W4]])
// CHECK: scf.yield
// CHECK: vector.store %[[R]]#0, %arg2[%c0, %c0]
// CHECK-NOT: linalg.generic
func.func @int8_dot_tile(%a: memref<2x8x4xi8>, %b: memref<8x20x4xi8>, %c: memref<2x20xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %at = memref.subview %a[0, %k, 0] [2, 1, 4] [1, 1, 1] : memref<2x8x4xi8> to memref<2x1x4xi8, strided<[32, 4, 1], offset: ?>>
    %bt = memref.subview %b[%k, 0, 0] [1, 20, 4] [1, 1, 1] : memref<8x20x4xi8> to memref<1x20x4xi8, strided<[80, 4, 1], offset: ?>>
    linalg.generic {indexing_maps = [affine_map<(m, n, k, j) -> (m, k, j)>, affine_map<(m, n, k, j) -> (k, n, j)>, affine_map<(m, n, k, j) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%at, %bt : memref<2x1x4xi8, strided<[32, 4, 1], offset: ?>>, memref<1x20x4xi8, strided<[80, 4, 1], offset: ?>>) outs(%c : memref<2x20xi32>) attrs = {tosac.int8_dot = 16 : i64} {
    ^bb0(%x: i8, %w: i8, %acc: i32):
      %0 = arith.extui %x : i8 to i32
      %1 = arith.extsi %w : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %2, %acc : i32
      linalg.yield %3 : i32
    }
  }
  return
}

// -----

// An int8 TABLE register tile of 64 bytes: one load of the input, the
// table's four 64-byte quarters, a VPERMI2B in each half of the table, the
// half picked by the input's sign, one store.
// CHECK-LABEL: func.func @int8_table_tile
// CHECK-DAG: %[[X:.*]] = vector.load %{{.*}}[%c0] : memref<64xi8, strided<[1]>>, vector<64xi8>
// CHECK-DAG: %[[T0:.*]] = vector.load %arg1[%c0] : memref<256xi8>, vector<64xi8>
// CHECK-DAG: %[[T1:.*]] = vector.load %arg1[%c64] : memref<256xi8>, vector<64xi8>
// CHECK-DAG: %[[T2:.*]] = vector.load %arg1[%c128] : memref<256xi8>, vector<64xi8>
// CHECK-DAG: %[[T3:.*]] = vector.load %arg1[%c192] : memref<256xi8>, vector<64xi8>
// CHECK: %[[LOW:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"(%[[T0]], %[[X]], %[[T1]])
// CHECK: %[[HIGH:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"(%[[T2]], %[[X]], %[[T3]])
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[X]], %{{.*}} : vector<64xi8>
// CHECK: %[[R:.*]] = arith.select %[[NEG]], %[[LOW]], %[[HIGH]]
// CHECK: vector.store %[[R]], %{{.*}}[%c0] : memref<64xi8, strided<[1]>>
// CHECK-NOT: linalg.generic
func.func @int8_table_tile(%x: memref<1x64xi8>, %t: memref<256xi8>, %y: memref<1x64xi8>) {
  %c128 = arith.constant 128 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<1x64xi8>) outs(%y : memref<1x64xi8>) attrs = {tosac.int8_table} {
  ^bb0(%in: i8, %out: i8):
    %0 = arith.extsi %in : i8 to i32
    %1 = arith.addi %0, %c128 : i32
    %2 = arith.index_cast %1 : i32 to index
    %3 = memref.load %t[%2] : memref<256xi8>
    linalg.yield %3 : i8
  }
  return
}

// -----

// The high half of 32 x 32 -> 64-bit products (RESCALE's apply_scale_32
// with shifts of at least 32): the products of the even and odd lanes are
// computed on the vectors in place, as vector<8xi64>, and one shuffle
// interleaves the even results (low halves of >> 31) and the odd ones
// (high halves of << 1). A constant factor is split into even and odd
// constants; nothing is widened to vector<16xi64>.
// CHECK-LABEL: func.func @high_product
// CHECK-SAME: (%[[V:.*]]: vector<16xi32>, %[[M:.*]]: vector<16xi32>)
// CHECK-DAG: %[[C32:.*]] = arith.constant dense<32> : vector<8xi64>
// CHECK-DAG: %[[C31:.*]] = arith.constant dense<31> : vector<8xi64>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1> : vector<8xi64>
// CHECK-DAG: %[[HALF:.*]] = arith.constant dense<1073741824> : vector<8xi64>
// CHECK-DAG: %[[VP:.*]] = vector.bitcast %[[V]] : vector<16xi32> to vector<8xi64>
// CHECK-DAG: %[[MP:.*]] = vector.bitcast %[[M]] : vector<16xi32> to vector<8xi64>
// CHECK-DAG: %[[VL:.*]] = arith.shli %[[VP]], %[[C32]]
// CHECK-DAG: %[[VE:.*]] = arith.shrsi %[[VL]], %[[C32]]
// CHECK-DAG: %[[ML:.*]] = arith.shli %[[MP]], %[[C32]]
// CHECK-DAG: %[[ME:.*]] = arith.shrsi %[[ML]], %[[C32]]
// CHECK: %[[PE:.*]] = arith.muli %[[VE]], %[[ME]] : vector<8xi64>
// CHECK: %[[SE:.*]] = arith.addi %[[PE]], %[[HALF]]
// CHECK: %[[E:.*]] = arith.shrsi %[[SE]], %[[C31]]
// CHECK-DAG: %[[VO:.*]] = arith.shrsi %[[VP]], %[[C32]]
// CHECK-DAG: %[[MO:.*]] = arith.shrsi %[[MP]], %[[C32]]
// CHECK: %[[PO:.*]] = arith.muli %[[VO]], %[[MO]] : vector<8xi64>
// CHECK: %[[SO:.*]] = arith.addi %[[PO]], %[[HALF]]
// CHECK: %[[O:.*]] = arith.shli %[[SO]], %[[ONE]]
// CHECK: %[[EH:.*]] = vector.bitcast %[[E]] : vector<8xi64> to vector<16xi32>
// CHECK: %[[OH:.*]] = vector.bitcast %[[O]] : vector<8xi64> to vector<16xi32>
// CHECK: %[[X:.*]] = vector.shuffle %[[EH]], %[[OH]] [0, 17, 2, 19, 4, 21, 6, 23, 8, 25, 10, 27, 12, 29, 14, 31]
// CHECK: return %[[X]]
// CHECK-LABEL: func.func @high_product_constant
// CHECK-DAG: arith.constant dense<[1, 3, 5, 7, 9, 11, 13, 15]> : vector<8xi64>
// CHECK-DAG: arith.constant dense<[2, 4, 6, 8, 10, 12, 14, 16]> : vector<8xi64>
// CHECK-NOT: vector<16xi64>
// CHECK: vector.shuffle
func.func @high_product(%v: vector<16xi32>, %m: vector<16xi32>) -> vector<16xi32> {
  %half = arith.constant dense<1073741824> : vector<16xi64>
  %c31 = arith.constant dense<31> : vector<16xi64>
  %0 = arith.extsi %v : vector<16xi32> to vector<16xi64>
  %1 = arith.extsi %m : vector<16xi32> to vector<16xi64>
  %2 = arith.muli %0, %1 : vector<16xi64>
  %3 = arith.addi %2, %half : vector<16xi64>
  %4 = arith.shrsi %3, %c31 : vector<16xi64>
  %5 = arith.trunci %4 : vector<16xi64> to vector<16xi32>
  return %5 : vector<16xi32>
}
func.func @high_product_constant(%v: vector<16xi32>) -> vector<16xi32> {
  %m = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi64>
  %c31 = arith.constant dense<31> : vector<16xi64>
  %0 = arith.extsi %v : vector<16xi32> to vector<16xi64>
  %2 = arith.muli %0, %m : vector<16xi64>
  %4 = arith.shrsi %2, %c31 : vector<16xi64>
  %5 = arith.trunci %4 : vector<16xi64> to vector<16xi32>
  return %5 : vector<16xi32>
}
// RESCALE's per-channel rounding term and zero point (`h` << 31) and
// DOUBLE_ROUND's 2^30 are added to the product lanes: their even and odd
// lanes are summed before the one addition to each product.
// CHECK-LABEL: func.func @high_product_lane_addends
// CHECK-SAME: (%[[V:.*]]: vector<16xi32>, %[[M:.*]]: vector<16xi32>, %[[H:.*]]: vector<16xi32>)
// CHECK-DAG: %[[C31:.*]] = arith.constant dense<31> : vector<8xi64>
// CHECK-DAG: %[[C32:.*]] = arith.constant dense<32> : vector<8xi64>
// CHECK-DAG: %[[R:.*]] = arith.constant dense<1073741824> : vector<8xi64>
// CHECK: %[[PE:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[HP:.*]] = vector.bitcast %[[H]] : vector<16xi32> to vector<8xi64>
// CHECK: %[[HL:.*]] = arith.shli %[[HP]], %[[C32]]
// CHECK: %[[HE:.*]] = arith.shrsi %[[HL]], %[[C32]]
// CHECK: %[[HE31:.*]] = arith.shli %[[HE]], %[[C31]]
// CHECK: %[[AE:.*]] = arith.addi %[[HE31]], %[[R]]
// CHECK: %[[SE:.*]] = arith.addi %[[PE]], %[[AE]]
// CHECK: arith.shrsi %[[SE]], %[[C31]]
// CHECK: %[[PO:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[HO:.*]] = arith.shrsi %[[HP]], %[[C32]]
// CHECK: %[[HO31:.*]] = arith.shli %[[HO]], %[[C31]]
// CHECK: %[[AO:.*]] = arith.addi %[[HO31]], %[[R]]
// CHECK: %[[SO:.*]] = arith.addi %[[PO]], %[[AO]]
// CHECK: vector.shuffle
// CHECK-NOT: vector<16xi64>
// CHECK: return
// The high word (a shift by 32, SINGLE_ROUND's form, logical after arith's
// canonicalization): the even products shifted down by 32, the odd ones'
// high halves as they are.
// CHECK-LABEL: func.func @high_product_high_word
// CHECK: %[[PE:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[E:.*]] = arith.shrsi %[[PE]], %{{.*}} : vector<8xi64>
// CHECK: %[[PO:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[EH:.*]] = vector.bitcast %[[E]] : vector<8xi64> to vector<16xi32>
// CHECK: %[[OH:.*]] = vector.bitcast %[[PO]] : vector<8xi64> to vector<16xi32>
// CHECK: vector.shuffle %[[EH]], %[[OH]] [0, 17, 2, 19
// A sum with a term of another kind stays as it is.
// CHECK-LABEL: func.func @high_product_other_addend
// CHECK: arith.muli %{{.*}} : vector<16xi64>
// CHECK-NOT: vector.shuffle
func.func @high_product_lane_addends(%v: vector<16xi32>, %m: vector<16xi32>, %h: vector<16xi32>) -> vector<16xi32> {
  %round = arith.constant dense<1073741824> : vector<16xi64>
  %c31 = arith.constant dense<31> : vector<16xi64>
  %0 = arith.extsi %v : vector<16xi32> to vector<16xi64>
  %1 = arith.extsi %m : vector<16xi32> to vector<16xi64>
  %2 = arith.muli %0, %1 : vector<16xi64>
  %3 = arith.extsi %h : vector<16xi32> to vector<16xi64>
  %4 = arith.shli %3, %c31 : vector<16xi64>
  %5 = arith.addi %2, %4 : vector<16xi64>
  %6 = arith.addi %5, %round : vector<16xi64>
  %7 = arith.shrsi %6, %c31 : vector<16xi64>
  %8 = arith.trunci %7 : vector<16xi64> to vector<16xi32>
  return %8 : vector<16xi32>
}
func.func @high_product_high_word(%v: vector<16xi32>, %m: vector<16xi32>) -> vector<16xi32> {
  %c32 = arith.constant dense<32> : vector<16xi64>
  %0 = arith.extsi %v : vector<16xi32> to vector<16xi64>
  %1 = arith.extsi %m : vector<16xi32> to vector<16xi64>
  %2 = arith.muli %0, %1 : vector<16xi64>
  %3 = arith.shrui %2, %c32 : vector<16xi64>
  %4 = arith.trunci %3 : vector<16xi64> to vector<16xi32>
  return %4 : vector<16xi32>
}
func.func @high_product_other_addend(%v: vector<16xi32>, %m: vector<16xi32>, %w: vector<16xi64>) -> vector<16xi32> {
  %c31 = arith.constant dense<31> : vector<16xi64>
  %0 = arith.extsi %v : vector<16xi32> to vector<16xi64>
  %1 = arith.extsi %m : vector<16xi32> to vector<16xi64>
  %2 = arith.muli %0, %1 : vector<16xi64>
  %3 = arith.addi %2, %w : vector<16xi64>
  %4 = arith.shrsi %3, %c31 : vector<16xi64>
  %5 = arith.trunci %4 : vector<16xi64> to vector<16xi32>
  return %5 : vector<16xi32>
}
