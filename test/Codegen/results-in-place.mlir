// RUN: tosa-opt %s --split-input-file --tosac-results-in-place | FileCheck %s

// A result copied out of a collapsed local buffer: the buffer becomes the
// expanded output argument and the copy is gone.
// CHECK-LABEL: func.func @collapsed
// CHECK-SAME: (%[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[VIEW:.*]] = memref.expand_shape %[[OUT]] {{\[}}[0], [1, 2]] output_shape [4, 8, 1] : memref<4x8xf32> into memref<4x8x1xf32>
// CHECK-NEXT: %[[SRC:.*]] = memref.expand_shape %[[IN]]
// CHECK-NEXT: memref.copy %[[SRC]], %[[VIEW]]
// CHECK-NEXT: return
func.func @collapsed(%in: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8x1xf32>
  %src = memref.expand_shape %in [[0], [1, 2]] output_shape [4, 8, 1] : memref<4x8xf32> into memref<4x8x1xf32>
  memref.copy %src, %alloc : memref<4x8x1xf32> to memref<4x8x1xf32>
  %c = memref.collapse_shape %alloc [[0], [1, 2]] : memref<4x8x1xf32> into memref<4x8xf32>
  memref.copy %c, %out : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

// Kept: a copy of an argument's view (no local buffer), and a copy into
// a buffer that is not an argument.
// CHECK-LABEL: func.func @kept
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x8xf32> to memref<4x8xf32>
// CHECK: %[[ALLOC:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[ALLOC]]
// CHECK: memref.copy %[[FLAT]], %{{.*}} : memref<32xf32> to memref<32xf32>
func.func @kept(%in: memref<4x8x1xf32>, %out: memref<4x8xf32>) -> memref<32xf32> {
  %c = memref.collapse_shape %in [[0], [1, 2]] : memref<4x8x1xf32> into memref<4x8xf32>
  memref.copy %c, %out : memref<4x8xf32> to memref<4x8xf32>
  %alloc = memref.alloc() : memref<4x8xf32>
  %local = memref.alloc() : memref<32xf32>
  %flat = memref.collapse_shape %alloc [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  memref.copy %flat, %local : memref<32xf32> to memref<32xf32>
  return %local : memref<32xf32>
}

// -----

// A local buffer copied out unchanged becomes the output argument.
// CHECK-LABEL: func.func @plain
// CHECK-SAME: (%[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NOT: memref.alloc
// CHECK: memref.copy %[[IN]], %[[OUT]]
// CHECK-NEXT: return
func.func @plain(%in: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
  memref.copy %in, %alloc : memref<4x8xf32> to memref<4x8xf32>
  memref.copy %alloc, %out : memref<4x8xf32> to memref<4x8xf32>
  return
}
