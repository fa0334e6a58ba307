// RUN: tosa-opt %s --split-input-file "--tosac-cpu-lower-vectors=dot-bits=512" \
// RUN:   | FileCheck %s
// RUN: tosa-opt %s --split-input-file --tosac-cpu-lower-vectors \
// RUN:   | FileCheck %s --check-prefix=NODOT
// RUN: tosa-opt %s --split-input-file "--tosac-cpu-lower-vectors=dot-bits=256" \
// RUN:   | FileCheck %s --check-prefix=NARROW

// A depthwise tile's multiply-add of two int8 vectors into int32 lanes: one
// VPDPBUSD. The weights (two products share them) become (w, ~w, 1, 0) per
// lane, the pixels (x + 128, 128, 128, 0): the dot product of each lane is
// x * w. Without dot-bits, and when 16 lanes are wider than the
// instruction, the 32-bit multiply and add stay.
// CHECK-LABEL: func.func @signed_pair
// CHECK-SAME: (%[[X0:.*]]: vector<16xi8>, %[[X1:.*]]: vector<16xi8>, %[[W:.*]]: vector<16xi8>, %[[ACC0:.*]]: vector<16xi32>, %[[ACC1:.*]]: vector<16xi32>)
// CHECK-DAG: %[[PIXEL_BYTES:.*]] = arith.constant dense<8421504> : vector<16xi32>
// CHECK-DAG: %[[WEIGHT_BYTES:.*]] = arith.constant dense<130816> : vector<16xi32>
// CHECK-DAG: %[[EIGHT:.*]] = arith.constant dense<8> : vector<16xi32>
// CHECK: %[[XW0:.*]] = arith.extui %[[X0]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[U0:.*]] = arith.xori %[[XW0]], %[[PIXEL_BYTES]]
// CHECK: %[[WW:.*]] = arith.extui %[[W]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[UP:.*]] = arith.shli %[[WW]], %[[EIGHT]]
// CHECK: %[[BOTH:.*]] = arith.ori %[[WW]], %[[UP]]
// CHECK: %[[PACKED:.*]] = arith.xori %[[BOTH]], %[[WEIGHT_BYTES]]
// CHECK: %[[A0:.*]] = vector.bitcast %[[U0]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[B0:.*]] = vector.bitcast %[[PACKED]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[D0:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[ACC0]], %[[A0]], %[[B0]]) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[ACC1]]
// CHECK-NOT: arith.muli
// CHECK: return %[[D0]]
// NODOT-LABEL: func.func @signed_pair
// NODOT-NOT: llvm.call_intrinsic
// NODOT: arith.muli
// NARROW-LABEL: func.func @signed_pair
// NARROW-NOT: llvm.call_intrinsic
// NARROW: arith.muli
func.func @signed_pair(%x0: vector<16xi8>, %x1: vector<16xi8>, %w: vector<16xi8>,
                       %acc0: vector<16xi32>, %acc1: vector<16xi32>)
    -> (vector<16xi32>, vector<16xi32>) {
  %xe0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
  %xe1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
  %we = arith.extsi %w : vector<16xi8> to vector<16xi32>
  %p0 = arith.muli %xe0, %we : vector<16xi32>
  %p1 = arith.muli %xe1, %we : vector<16xi32>
  %s0 = arith.addi %acc0, %p0 : vector<16xi32>
  %s1 = arith.addi %p1, %acc1 : vector<16xi32>
  return %s0, %s1 : vector<16xi32>, vector<16xi32>
}

// -----

// An unsigned byte times a signed one needs no packing: the zero-extended
// lanes are (x, 0, 0, 0), the sign-extended ones (w, s, s, s). 8 lanes take
// the 256-bit instruction.
// CHECK-LABEL: func.func @unsigned_times_signed
// CHECK: %[[U:.*]] = arith.extui %arg0 : vector<8xi8> to vector<8xi32>
// CHECK: %[[S:.*]] = arith.extsi %arg1 : vector<8xi8> to vector<8xi32>
// CHECK: %[[A:.*]] = vector.bitcast %[[U]] : vector<8xi32> to vector<32xi8>
// CHECK: %[[B:.*]] = vector.bitcast %[[S]] : vector<8xi32> to vector<32xi8>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.256"(%arg2, %[[A]], %[[B]])
// NARROW-LABEL: func.func @unsigned_times_signed
// NARROW: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.256"
func.func @unsigned_times_signed(%u: vector<8xi8>, %s: vector<8xi8>,
                                 %acc: vector<8xi32>) -> vector<8xi32> {
  %ue = arith.extui %u : vector<8xi8> to vector<8xi32>
  %se = arith.extsi %s : vector<8xi8> to vector<8xi32>
  %p = arith.muli %se, %ue : vector<8xi32>
  %s0 = arith.addi %acc, %p : vector<8xi32>
  return %s0 : vector<8xi32>
}

// -----

// Left alone: two unsigned bytes (255 * 255 does not fit a signed byte
// product), 16-bit factors, and a product used twice.
// CHECK-LABEL: func.func @not_byte_products
// CHECK-NOT: llvm.call_intrinsic
// CHECK-COUNT-3: arith.muli
func.func @not_byte_products(%a: vector<16xi8>, %b: vector<16xi8>,
                             %c: vector<16xi16>, %acc: vector<16xi32>)
    -> (vector<16xi32>, vector<16xi32>, vector<16xi32>) {
  %ae = arith.extui %a : vector<16xi8> to vector<16xi32>
  %be = arith.extui %b : vector<16xi8> to vector<16xi32>
  %p0 = arith.muli %ae, %be : vector<16xi32>
  %s0 = arith.addi %acc, %p0 : vector<16xi32>
  %ce = arith.extsi %c : vector<16xi16> to vector<16xi32>
  %p1 = arith.muli %ce, %ce : vector<16xi32>
  %s1 = arith.addi %acc, %p1 : vector<16xi32>
  %bs = arith.extsi %b : vector<16xi8> to vector<16xi32>
  %p2 = arith.muli %bs, %bs : vector<16xi32>
  %s2 = arith.addi %acc, %p2 : vector<16xi32>
  %s3 = arith.addi %s2, %p2 : vector<16xi32>
  return %s0, %s1, %s3 : vector<16xi32>, vector<16xi32>, vector<16xi32>
}

// -----

// The taps of an int8 depthwise tile (an innermost loop of 3 iterations
// carrying the accumulator, multiplying widened bytes) are unrolled, so
// that LLVM loads and widens each pixel vector once for its neighbours; a
// loop of 4 taps, or one without byte products, stays.
// CHECK-LABEL: func.func @depthwise_taps
// CHECK-NOT: scf.for
// CHECK-COUNT-3: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: llvm.call_intrinsic
// CHECK: scf.for %{{.*}} = %c0 to %c4
// CHECK: scf.for %{{.*}} = %c0 to %c3
// CHECK: arith.addf
func.func @depthwise_taps(%pixels: memref<8x16xi8>, %weights: memref<4x16xi8>,
                          %acc: memref<16xi32>, %f: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %i0 = arith.constant 0 : i8
  %z = arith.constant 0 : i32
  %fz = arith.constant 0.0 : f32
  scf.for %kw = %c0 to %c3 step %c1 {
    %x = vector.transfer_read %pixels[%kw, %c0], %i0 {in_bounds = [true]} : memref<8x16xi8>, vector<16xi8>
    %w = vector.transfer_read %weights[%kw, %c0], %i0 {in_bounds = [true]} : memref<4x16xi8>, vector<16xi8>
    %a = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<16xi32>, vector<16xi32>
    %xe = arith.extsi %x : vector<16xi8> to vector<16xi32>
    %we = arith.extsi %w : vector<16xi8> to vector<16xi32>
    %p = arith.muli %xe, %we : vector<16xi32>
    %s = arith.addi %a, %p : vector<16xi32>
    vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<16xi32>, memref<16xi32>
  }
  scf.for %kw = %c0 to %c4 step %c1 {
    %x = vector.transfer_read %pixels[%kw, %c0], %i0 {in_bounds = [true]} : memref<8x16xi8>, vector<16xi8>
    %w = vector.transfer_read %weights[%kw, %c0], %i0 {in_bounds = [true]} : memref<4x16xi8>, vector<16xi8>
    %a = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<16xi32>, vector<16xi32>
    %xe = arith.extsi %x : vector<16xi8> to vector<16xi32>
    %we = arith.extsi %w : vector<16xi8> to vector<16xi32>
    %p = arith.muli %xe, %we : vector<16xi32>
    %s = arith.addi %a, %p : vector<16xi32>
    vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<16xi32>, memref<16xi32>
  }
  scf.for %kw = %c0 to %c3 step %c1 {
    %a = vector.transfer_read %f[%c0], %fz {in_bounds = [true]} : memref<16xf32>, vector<16xf32>
    %s = arith.addf %a, %a : vector<16xf32>
    vector.transfer_write %s, %f[%c0] {in_bounds = [true]} : vector<16xf32>, memref<16xf32>
  }
  return
}
