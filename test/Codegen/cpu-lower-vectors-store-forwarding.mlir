// RUN: tosa-opt %s --split-input-file --tosac-cpu-lower-vectors | FileCheck %s

// A register tile's accumulators, written after its reduction loop into the
// forall tile's buffer, are read back by the epilogue fused into the same
// register tile, through another view of the same elements (the epilogue's
// rank-reducing subview at the same offsets). The reads take the written
// vectors, and the buffer, written only, goes with its writes.
// CHECK-LABEL: func.func @epilogue_reads_the_tile
// CHECK-SAME: (%[[X:.*]]: vector<16xi32>, %[[Y:.*]]: vector<16xi32>, %{{.*}}: index, %{{.*}}: index, %[[OUT:.*]]: memref<2x32xi32>)
// CHECK-NOT: memref.alloc
// CHECK: %[[A:.*]] = arith.addi %[[X]], %[[X]]
// CHECK: vector.store %[[A]], %[[OUT]]
// CHECK: %[[B:.*]] = arith.addi %[[Y]], %[[Y]]
// CHECK: vector.store %[[B]], %[[OUT]]
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @epilogue_reads_the_tile(%x: vector<16xi32>, %y: vector<16xi32>, %row: index, %col: index, %out: memref<2x32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %tile = memref.alloc() : memref<1x4x8x64xi32>
  %kernel = memref.subview %tile[0, %row, 0, %col] [1, 1, 2, 32] [1, 1, 1, 1] : memref<1x4x8x64xi32> to memref<1x1x2x32xi32, strided<[2048, 512, 64, 1], offset: ?>>
  vector.store %x, %kernel[%c0, %c0, %c0, %c0] : memref<1x1x2x32xi32, strided<[2048, 512, 64, 1], offset: ?>>, vector<16xi32>
  vector.store %y, %kernel[%c0, %c0, %c1, %c16] : memref<1x1x2x32xi32, strided<[2048, 512, 64, 1], offset: ?>>, vector<16xi32>
  %epilogue = memref.subview %tile[0, %row, 0, %col] [1, 1, 2, 32] [1, 1, 1, 1] : memref<1x4x8x64xi32> to memref<2x32xi32, strided<[64, 1], offset: ?>>
  %0 = vector.load %epilogue[%c0, %c0] : memref<2x32xi32, strided<[64, 1], offset: ?>>, vector<16xi32>
  %1 = arith.addi %0, %0 : vector<16xi32>
  vector.store %1, %out[%c0, %c0] : memref<2x32xi32>, vector<16xi32>
  %2 = vector.load %epilogue[%c1, %c16] : memref<2x32xi32, strided<[64, 1], offset: ?>>, vector<16xi32>
  %3 = arith.addi %2, %2 : vector<16xi32>
  vector.store %3, %out[%c1, %c16] : memref<2x32xi32>, vector<16xi32>
  memref.dealloc %tile : memref<1x4x8x64xi32>
  return
}

// -----

// A write in between that may touch the element (its column is another
// value) keeps the read, and the buffer, which is still read, stays with
// its writes. A read of elements no write gave (another row) stays too.
// CHECK-LABEL: func.func @write_in_between
// CHECK: memref.alloc
// CHECK: vector.store
// CHECK: vector.store
// CHECK: %[[READ:.*]] = vector.load
// CHECK: arith.addi %[[READ]], %[[READ]]
// CHECK: %[[OTHER:.*]] = vector.load
// CHECK: arith.addi %[[OTHER]], %[[OTHER]]
func.func @write_in_between(%x: vector<16xi32>, %y: vector<16xi32>, %col: index, %other: index, %out: memref<2x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tile = memref.alloc() : memref<2x64xi32>
  %kernel = memref.subview %tile[0, %col] [2, 16] [1, 1] : memref<2x64xi32> to memref<2x16xi32, strided<[64, 1], offset: ?>>
  vector.store %x, %kernel[%c0, %c0] : memref<2x16xi32, strided<[64, 1], offset: ?>>, vector<16xi32>
  vector.store %y, %tile[%c0, %other] : memref<2x64xi32>, vector<16xi32>
  %0 = vector.load %kernel[%c0, %c0] : memref<2x16xi32, strided<[64, 1], offset: ?>>, vector<16xi32>
  %1 = arith.addi %0, %0 : vector<16xi32>
  vector.store %1, %out[%c0, %c0] : memref<2x16xi32>, vector<16xi32>
  %2 = vector.load %kernel[%c1, %c0] : memref<2x16xi32, strided<[64, 1], offset: ?>>, vector<16xi32>
  %3 = arith.addi %2, %2 : vector<16xi32>
  vector.store %3, %out[%c1, %c0] : memref<2x16xi32>, vector<16xi32>
  memref.dealloc %tile : memref<2x64xi32>
  return
}

// -----

// A store of a 2-D vector in between covers rows below its index too: the
// read of the row it overwrote stays.
// CHECK-LABEL: func.func @two_dimensional_store_in_between
// CHECK: memref.alloc
// CHECK: vector.store %{{.*}}, %{{.*}}[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
// CHECK: vector.store %{{.*}} : memref<4x16xi32>, vector<2x16xi32>
// CHECK: %[[READ:.*]] = vector.load %{{.*}}[%c1, %c0]
// CHECK: arith.addi %[[READ]], %[[READ]]
func.func @two_dimensional_store_in_between(%x: vector<16xi32>, %y: vector<2x16xi32>, %out: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tile = memref.alloc() : memref<4x16xi32>
  vector.store %x, %tile[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
  vector.store %y, %tile[%c0, %c0] : memref<4x16xi32>, vector<2x16xi32>
  %0 = vector.load %tile[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
  %1 = arith.addi %0, %0 : vector<16xi32>
  vector.store %1, %out[%c0] : memref<16xi32>, vector<16xi32>
  memref.dealloc %tile : memref<4x16xi32>
  return
}
