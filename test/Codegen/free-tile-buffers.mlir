// RUN: tosa-opt %s --split-input-file --tosac-free-tile-buffers | FileCheck %s

// A buffer allocated in a forall body without a free is freed at the end
// of the iteration; one already freed, and one outside any forall, are
// left alone.
// CHECK-LABEL: func.func @tile_buffer
// CHECK: scf.forall
// CHECK: %[[TILE:.*]] = memref.alloc() : memref<4x16xi32>
// CHECK: %[[FREED:.*]] = memref.alloc() : memref<16xi32>
// CHECK: memref.dealloc %[[FREED]]
// CHECK: memref.copy %[[TILE]]
// CHECK-NEXT: memref.dealloc %[[TILE]]
// CHECK-NEXT: }
// CHECK: %[[OUTSIDE:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NOT: memref.dealloc %[[OUTSIDE]]
// CHECK: return %[[OUTSIDE]]
func.func @tile_buffer(%out: memref<8x16xi32>) -> memref<8xi32> {
  scf.forall (%i) in (2) {
    %tile = memref.alloc() : memref<4x16xi32>
    %freed = memref.alloc() : memref<16xi32>
    memref.dealloc %freed : memref<16xi32>
    %row = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %slice = memref.subview %out[%row, 0] [4, 16] [1, 1] : memref<8x16xi32> to memref<4x16xi32, strided<[16, 1], offset: ?>>
    memref.copy %tile, %slice : memref<4x16xi32> to memref<4x16xi32, strided<[16, 1], offset: ?>>
  }
  %outside = memref.alloc() : memref<8xi32>
  return %outside : memref<8xi32>
}
