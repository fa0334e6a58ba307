// RUN: tosa-opt %s --split-input-file "--tosac-cpu-lower-vectors=dot-bits=512" \
// RUN:   | FileCheck %s
// RUN: tosa-opt %s --split-input-file --tosac-cpu-lower-vectors \
// RUN:   | FileCheck %s --check-prefix=NODOT

// Two sums of a depthwise tile's products whose pixels are loads of one
// column in consecutive rows (rows 0-2 and rows 1-3): one VPDPBUSD per
// group of rows, the pixels packed (x0 + 128, x1 + 128, x2 + 128, 0) and
// the weights, shared by both sums, (w0, w1, w2, 0) once; -128 (w0 + w1 +
// w2) corrects each sum once. The product of another column stays single
// (one VPDPBUSD of its own, ByteProductDots.h).
// CHECK-LABEL: func.func @column_rows
// CHECK-SAME: (%[[IN:.*]]: memref<4x10x16xi8>, %[[W0:.*]]: vector<16xi8>, %[[W1:.*]]: vector<16xi8>, %[[W2:.*]]: vector<16xi8>, %[[ACC0:.*]]: vector<16xi32>, %[[ACC1:.*]]: vector<16xi32>)
// CHECK-DAG: %[[FLIP:.*]] = arith.constant dense<8421504> : vector<16xi32>
// CHECK-DAG: %[[MINUS128:.*]] = arith.constant dense<-128> : vector<16xi32>
// CHECK: %[[CORR:.*]] = arith.muli %{{.*}}, %[[MINUS128]] : vector<16xi32>
// CHECK: %[[START0:.*]] = arith.addi %[[ACC0]], %[[CORR]]
// CHECK: %[[U0:.*]] = arith.xori %{{.*}}, %[[FLIP]]
// CHECK: %[[UB0:.*]] = vector.bitcast %[[U0]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[PACKED:.*]] = vector.bitcast %{{.*}} : vector<16xi32> to vector<64xi8>
// CHECK: %[[D0:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[START0]], %[[UB0]], %[[PACKED]])
// CHECK: %[[E0:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[D0]],
// CHECK: %[[START1:.*]] = arith.addi %[[ACC1]], %[[CORR]]
// CHECK: %[[U1:.*]] = arith.xori %{{.*}}, %[[FLIP]]
// CHECK: %[[UB1:.*]] = vector.bitcast %[[U1]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[D1:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[START1]], %[[UB1]], %[[PACKED]])
// CHECK-NOT: arith.muli
// CHECK: return %[[E0]], %[[D1]]
// NODOT-LABEL: func.func @column_rows
// NODOT-NOT: llvm.call_intrinsic
// NODOT-COUNT-7: arith.muli
func.func @column_rows(%in: memref<4x10x16xi8>, %w0: vector<16xi8>, %w1: vector<16xi8>,
                       %w2: vector<16xi8>, %acc0: vector<16xi32>, %acc1: vector<16xi32>)
    -> (vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %we2 = arith.extsi %w2 : vector<16xi8> to vector<16xi32>
  %x00 = vector.load %in[%c0, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x10 = vector.load %in[%c1, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x20 = vector.load %in[%c2, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x05 = vector.load %in[%c0, %c5, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %e00 = arith.extsi %x00 : vector<16xi8> to vector<16xi32>
  %e10 = arith.extsi %x10 : vector<16xi8> to vector<16xi32>
  %e20 = arith.extsi %x20 : vector<16xi8> to vector<16xi32>
  %e05 = arith.extsi %x05 : vector<16xi8> to vector<16xi32>
  %p00 = arith.muli %e00, %we0 : vector<16xi32>
  %p10 = arith.muli %e10, %we1 : vector<16xi32>
  %p20 = arith.muli %e20, %we2 : vector<16xi32>
  %p05 = arith.muli %e05, %we0 : vector<16xi32>
  %s00 = arith.addi %acc0, %p00 : vector<16xi32>
  %s01 = arith.addi %s00, %p10 : vector<16xi32>
  %s02 = arith.addi %p20, %s01 : vector<16xi32>
  %s03 = arith.addi %s02, %p05 : vector<16xi32>
  %y10 = vector.load %in[%c1, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y20 = vector.load %in[%c2, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y30 = vector.load %in[%c3, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %f10 = arith.extsi %y10 : vector<16xi8> to vector<16xi32>
  %f20 = arith.extsi %y20 : vector<16xi8> to vector<16xi32>
  %f30 = arith.extsi %y30 : vector<16xi8> to vector<16xi32>
  %q10 = arith.muli %f10, %we0 : vector<16xi32>
  %q20 = arith.muli %f20, %we1 : vector<16xi32>
  %q30 = arith.muli %f30, %we2 : vector<16xi32>
  %s10 = arith.addi %acc1, %q10 : vector<16xi32>
  %s11 = arith.addi %s10, %q20 : vector<16xi32>
  %s12 = arith.addi %s11, %q30 : vector<16xi32>
  return %s03, %s12 : vector<16xi32>, vector<16xi32>
}

// -----

// Rows 0 and 2 of a column are not consecutive: each product keeps its own
// VPDPBUSD and no correction is added.
// CHECK-LABEL: func.func @rows_apart
// CHECK-NOT: dense<-128>
// CHECK-COUNT-3: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: llvm.call_intrinsic
func.func @rows_apart(%in: memref<4x10x16xi8>, %w0: vector<16xi8>, %w1: vector<16xi8>,
                      %acc0: vector<16xi32>, %acc1: vector<16xi32>)
    -> (vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %x00 = vector.load %in[%c0, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x20 = vector.load %in[%c2, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %e00 = arith.extsi %x00 : vector<16xi8> to vector<16xi32>
  %e20 = arith.extsi %x20 : vector<16xi8> to vector<16xi32>
  %p00 = arith.muli %e00, %we0 : vector<16xi32>
  %p20 = arith.muli %e20, %we1 : vector<16xi32>
  %s00 = arith.addi %acc0, %p00 : vector<16xi32>
  %s01 = arith.addi %s00, %p20 : vector<16xi32>
  %y00 = vector.load %in[%c0, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %f00 = arith.extsi %y00 : vector<16xi8> to vector<16xi32>
  %q00 = arith.muli %f00, %we1 : vector<16xi32>
  %s10 = arith.addi %acc1, %q00 : vector<16xi32>
  return %s01, %s10 : vector<16xi32>, vector<16xi32>
}

// -----

// Four consecutive rows fill all four bytes of a lane: the pixels flip in
// every byte (0x80808080), one VPDPBUSD; the second sum's four products of
// one row take one each.
// CHECK-LABEL: func.func @four_rows
// CHECK-DAG: %[[FLIP:.*]] = arith.constant dense<-2139062144> : vector<16xi32>
// CHECK-DAG: %[[SHIFT24:.*]] = arith.constant dense<24> : vector<16xi32>
// CHECK: %[[TOP:.*]] = arith.shli %{{.*}}, %[[SHIFT24]]
// CHECK: %[[ALL:.*]] = arith.ori %{{.*}}, %[[TOP]]
// CHECK: arith.xori %[[ALL]], %[[FLIP]]
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: llvm.call_intrinsic
func.func @four_rows(%in: memref<4x10x16xi8>, %w0: vector<16xi8>, %w1: vector<16xi8>,
                     %w2: vector<16xi8>, %w3: vector<16xi8>, %acc0: vector<16xi32>,
                     %acc1: vector<16xi32>) -> (vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %we2 = arith.extsi %w2 : vector<16xi8> to vector<16xi32>
  %we3 = arith.extsi %w3 : vector<16xi8> to vector<16xi32>
  %x0 = vector.load %in[%c0, %c1, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x1 = vector.load %in[%c1, %c1, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x2 = vector.load %in[%c2, %c1, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x3 = vector.load %in[%c3, %c1, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %e0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
  %e1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
  %e2 = arith.extsi %x2 : vector<16xi8> to vector<16xi32>
  %e3 = arith.extsi %x3 : vector<16xi8> to vector<16xi32>
  %p0 = arith.muli %e0, %we0 : vector<16xi32>
  %p1 = arith.muli %e1, %we1 : vector<16xi32>
  %p2 = arith.muli %e2, %we2 : vector<16xi32>
  %p3 = arith.muli %e3, %we3 : vector<16xi32>
  %s0 = arith.addi %acc0, %p0 : vector<16xi32>
  %s1 = arith.addi %s0, %p1 : vector<16xi32>
  %s2 = arith.addi %s1, %p2 : vector<16xi32>
  %s3 = arith.addi %s2, %p3 : vector<16xi32>
  // A second sum shares the weights, with pixels of one row (no group).
  %y0 = vector.load %in[%c0, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y1 = vector.load %in[%c0, %c1, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y2 = vector.load %in[%c0, %c2, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y3 = vector.load %in[%c0, %c3, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %f0 = arith.extsi %y0 : vector<16xi8> to vector<16xi32>
  %f1 = arith.extsi %y1 : vector<16xi8> to vector<16xi32>
  %f2 = arith.extsi %y2 : vector<16xi8> to vector<16xi32>
  %f3 = arith.extsi %y3 : vector<16xi8> to vector<16xi32>
  %q0 = arith.muli %f0, %we0 : vector<16xi32>
  %q1 = arith.muli %f1, %we1 : vector<16xi32>
  %q2 = arith.muli %f2, %we2 : vector<16xi32>
  %q3 = arith.muli %f3, %we3 : vector<16xi32>
  %t0 = arith.addi %acc1, %q0 : vector<16xi32>
  %t1 = arith.addi %t0, %q1 : vector<16xi32>
  %t2 = arith.addi %t1, %q2 : vector<16xi32>
  %t3 = arith.addi %t2, %q3 : vector<16xi32>
  return %s3, %t3 : vector<16xi32>, vector<16xi32>
}

// -----

// A sum that starts from another sum's result (used twice, so not one
// chain): the second is rewritten from the first one's new value.
// CHECK-LABEL: func.func @sum_of_sums
// CHECK: %[[INNER:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK: %[[START:.*]] = arith.addi %[[INNER]], %{{.*}} : vector<16xi32>
// CHECK: %[[OUTER:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[START]],
// CHECK: return %[[INNER]], %[[OUTER]]
func.func @sum_of_sums(%in: memref<4x10x16xi8>, %w0: vector<16xi8>, %w1: vector<16xi8>,
                       %acc: vector<16xi32>) -> (vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %x0 = vector.load %in[%c0, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %x1 = vector.load %in[%c1, %c0, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %e0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
  %e1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
  %p0 = arith.muli %e0, %we0 : vector<16xi32>
  %p1 = arith.muli %e1, %we1 : vector<16xi32>
  %s0 = arith.addi %acc, %p0 : vector<16xi32>
  %inner = arith.addi %s0, %p1 : vector<16xi32>
  %y0 = vector.load %in[%c0, %c2, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %y1 = vector.load %in[%c1, %c2, %c0] : memref<4x10x16xi8>, vector<16xi8>
  %f0 = arith.extsi %y0 : vector<16xi8> to vector<16xi32>
  %f1 = arith.extsi %y1 : vector<16xi8> to vector<16xi32>
  %q0 = arith.muli %f0, %we0 : vector<16xi32>
  %q1 = arith.muli %f1, %we1 : vector<16xi32>
  %t0 = arith.addi %inner, %q0 : vector<16xi32>
  %outer = arith.addi %t0, %q1 : vector<16xi32>
  return %inner, %outer : vector<16xi32>, vector<16xi32>
}

// -----

// A loop over output rows whose packs read rows i, i + 1 and i + 2 of a
// column (two columns, two output pixels sharing the weights): each pack
// holds its rows last first, (x2 + 128, x1 + 128, x0 + 128, .), and meets
// the weights in that order, (w2, w1, w0, 0); it is carried to the next
// iteration (one more iter_arg), which shifts it up a byte and adds its new
// last row, zero-extended and flipped, in byte 0 (the row shifted into byte
// 3 meets the zero weight). The loop's first packs start from rows 1 and 0
// in bytes 0 and 1, loaded before the loop. The output's buffer is another
// one than the input's allocation.
// CHECK-LABEL: func.func @rows_in_a_loop
// CHECK-SAME: (%{{.*}}: memref<4x2x16xi32>, %[[W0:.*]]: vector<16xi8>, %[[W1:.*]]: vector<16xi8>, %[[W2:.*]]: vector<16xi8>, %{{.*}}: vector<16xi32>)
// CHECK-DAG: %[[EIGHT:.*]] = arith.constant dense<8> : vector<16xi32>
// CHECK-DAG: %[[SIXTEEN:.*]] = arith.constant dense<16> : vector<16xi32>
// CHECK-DAG: %[[FLIP0:.*]] = arith.constant dense<128> : vector<16xi32>
// CHECK-DAG: %[[FLIP1:.*]] = arith.constant dense<32768> : vector<16xi32>
// CHECK-DAG: %[[IN:.*]] = memref.alloc() : memref<6x10x16xi8>
// CHECK: %[[R1:.*]] = vector.load %[[IN]][%c1, %c3, %c0]
// CHECK: %[[Z1:.*]] = arith.extui %[[R1]]
// CHECK: %[[B0:.*]] = arith.xori %[[Z1]], %[[FLIP0]]
// CHECK: %[[R0:.*]] = vector.load %[[IN]][%c0, %c3, %c0]
// CHECK: %[[Z0:.*]] = arith.extui %[[R0]]
// CHECK: %[[S0:.*]] = arith.shli %[[Z0]], %[[EIGHT]]
// CHECK: %[[B1:.*]] = arith.xori %[[S0]], %[[FLIP1]]
// CHECK: %[[INIT3:.*]] = arith.ori %[[B0]], %[[B1]]
// CHECK: vector.load %[[IN]][%c1, %c4, %c0]
// CHECK: vector.load %[[IN]][%c0, %c4, %c0]
// CHECK: %[[INIT4:.*]] = arith.ori
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 iter_args(%[[PREV3:.*]] = %[[INIT3]], %[[PREV4:.*]] = %[[INIT4]]) -> (vector<16xi32>, vector<16xi32>)
// CHECK: %[[ROW2:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK: %[[X32:.*]] = vector.load %[[IN]][%[[ROW2]], %c3, %c0]
// CHECK: %[[UP3:.*]] = arith.shli %[[PREV3]], %[[EIGHT]]
// CHECK: %[[Z3:.*]] = arith.extui %[[X32]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[F3:.*]] = arith.xori %[[Z3]], %[[FLIP0]]
// CHECK: %[[PACK3:.*]] = arith.ori %[[UP3]], %[[F3]]
// CHECK: %[[BYTES3:.*]] = vector.bitcast %[[PACK3]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[WL2:.*]] = arith.extui %[[W2]]
// CHECK: %[[WL1:.*]] = arith.extui %[[W1]]
// CHECK: arith.shli %[[WL1]], %[[EIGHT]]
// CHECK: %[[WL0:.*]] = arith.extui %[[W0]]
// CHECK: arith.shli %[[WL0]], %[[SIXTEEN]]
// CHECK: %[[WB:.*]] = vector.bitcast %{{.*}} : vector<16xi32> to vector<64xi8>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%{{.*}}, %[[BYTES3]], %[[WB]])
// CHECK: %[[PACK4:.*]] = arith.ori
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%{{.*}}, %{{.*}}, %[[WB]])
// CHECK: scf.yield %[[PACK3]], %[[PACK4]]
func.func @rows_in_a_loop(%out: memref<4x2x16xi32>, %w0: vector<16xi8>, %w1: vector<16xi8>,
                          %w2: vector<16xi8>, %acc: vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %in = memref.alloc() : memref<6x10x16xi8>
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %we2 = arith.extsi %w2 : vector<16xi8> to vector<16xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %r2 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %x0 = vector.load %in[%i, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x1 = vector.load %in[%r1, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x2 = vector.load %in[%r2, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %e0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
    %e1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
    %e2 = arith.extsi %x2 : vector<16xi8> to vector<16xi32>
    %p0 = arith.muli %e0, %we0 : vector<16xi32>
    %p1 = arith.muli %e1, %we1 : vector<16xi32>
    %p2 = arith.muli %e2, %we2 : vector<16xi32>
    %s0 = arith.addi %acc, %p0 : vector<16xi32>
    %s1 = arith.addi %s0, %p1 : vector<16xi32>
    %s2 = arith.addi %s1, %p2 : vector<16xi32>
    %y0 = vector.load %in[%i, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y1 = vector.load %in[%r1, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y2 = vector.load %in[%r2, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %f0 = arith.extsi %y0 : vector<16xi8> to vector<16xi32>
    %f1 = arith.extsi %y1 : vector<16xi8> to vector<16xi32>
    %f2 = arith.extsi %y2 : vector<16xi8> to vector<16xi32>
    %q0 = arith.muli %f0, %we0 : vector<16xi32>
    %q1 = arith.muli %f1, %we1 : vector<16xi32>
    %q2 = arith.muli %f2, %we2 : vector<16xi32>
    %t0 = arith.addi %acc, %q0 : vector<16xi32>
    %t1 = arith.addi %t0, %q1 : vector<16xi32>
    %t2 = arith.addi %t1, %q2 : vector<16xi32>
    vector.store %s2, %out[%i, %c0, %c0] : memref<4x2x16xi32>, vector<16xi32>
    vector.store %t2, %out[%i, %c1, %c0] : memref<4x2x16xi32>, vector<16xi32>
  }
  return
}

// -----

// The same loop writing into the buffer its rows come from packs each
// iteration's rows (last first, as made for sliding) and carries nothing.
// CHECK-LABEL: func.func @rows_in_a_loop_writing_them
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c1 {
// CHECK-COUNT-3: arith.extui %{{.*}} : vector<16xi8> to vector<16xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: scf.yield %{{.+}}
// CHECK: return
func.func @rows_in_a_loop_writing_them(%w0: vector<16xi8>, %w1: vector<16xi8>,
                                       %w2: vector<16xi8>, %acc: vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %in = memref.alloc() : memref<6x10x16xi8>
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %we2 = arith.extsi %w2 : vector<16xi8> to vector<16xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %r2 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %x0 = vector.load %in[%i, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x1 = vector.load %in[%r1, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x2 = vector.load %in[%r2, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %e0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
    %e1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
    %e2 = arith.extsi %x2 : vector<16xi8> to vector<16xi32>
    %p0 = arith.muli %e0, %we0 : vector<16xi32>
    %p1 = arith.muli %e1, %we1 : vector<16xi32>
    %p2 = arith.muli %e2, %we2 : vector<16xi32>
    %s0 = arith.addi %acc, %p0 : vector<16xi32>
    %s1 = arith.addi %s0, %p1 : vector<16xi32>
    %s2 = arith.addi %s1, %p2 : vector<16xi32>
    %y0 = vector.load %in[%i, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y1 = vector.load %in[%r1, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y2 = vector.load %in[%r2, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %f0 = arith.extsi %y0 : vector<16xi8> to vector<16xi32>
    %f1 = arith.extsi %y1 : vector<16xi8> to vector<16xi32>
    %f2 = arith.extsi %y2 : vector<16xi8> to vector<16xi32>
    %q0 = arith.muli %f0, %we0 : vector<16xi32>
    %q1 = arith.muli %f1, %we1 : vector<16xi32>
    %q2 = arith.muli %f2, %we2 : vector<16xi32>
    %t0 = arith.addi %acc, %q0 : vector<16xi32>
    %t1 = arith.addi %t0, %q1 : vector<16xi32>
    %t2 = arith.addi %t1, %q2 : vector<16xi32>
    %b = vector.bitcast %t2 : vector<16xi32> to vector<64xi8>
    %lo = vector.extract_strided_slice %b {offsets = [0], sizes = [16], strides = [1]} : vector<64xi8> to vector<16xi8>
    vector.store %lo, %in[%i, %c0, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %sum = arith.addi %s2, %t2 : vector<16xi32>
    %b2 = vector.bitcast %sum : vector<16xi32> to vector<64xi8>
    %lo2 = vector.extract_strided_slice %b2 {offsets = [0], sizes = [16], strides = [1]} : vector<64xi8> to vector<16xi8>
    vector.store %lo2, %in[%i, %c1, %c0] : memref<6x10x16xi8>, vector<16xi8>
  }
  return
}

// -----

// A write through a view of the rows' buffer that is not a subview (here a
// reinterpret_cast): it may reach the rows, so the packs are not carried.
// CHECK-LABEL: func.func @rows_in_a_loop_writing_a_view
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c1 {
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: scf.yield %{{.+}}
// CHECK: return
func.func @rows_in_a_loop_writing_a_view(%w0: vector<16xi8>, %w1: vector<16xi8>,
                                         %w2: vector<16xi8>, %acc: vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %in = memref.alloc() : memref<6x10x16xi8>
  %flat = memref.reinterpret_cast %in to offset: [0], sizes: [960], strides: [1] : memref<6x10x16xi8> to memref<960xi8>
  %we0 = arith.extsi %w0 : vector<16xi8> to vector<16xi32>
  %we1 = arith.extsi %w1 : vector<16xi8> to vector<16xi32>
  %we2 = arith.extsi %w2 : vector<16xi8> to vector<16xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %r2 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %x0 = vector.load %in[%i, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x1 = vector.load %in[%r1, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %x2 = vector.load %in[%r2, %c3, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %e0 = arith.extsi %x0 : vector<16xi8> to vector<16xi32>
    %e1 = arith.extsi %x1 : vector<16xi8> to vector<16xi32>
    %e2 = arith.extsi %x2 : vector<16xi8> to vector<16xi32>
    %p0 = arith.muli %e0, %we0 : vector<16xi32>
    %p1 = arith.muli %e1, %we1 : vector<16xi32>
    %p2 = arith.muli %e2, %we2 : vector<16xi32>
    %s0 = arith.addi %acc, %p0 : vector<16xi32>
    %s1 = arith.addi %s0, %p1 : vector<16xi32>
    %s2 = arith.addi %s1, %p2 : vector<16xi32>
    %y0 = vector.load %in[%i, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y1 = vector.load %in[%r1, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %y2 = vector.load %in[%r2, %c4, %c0] : memref<6x10x16xi8>, vector<16xi8>
    %f0 = arith.extsi %y0 : vector<16xi8> to vector<16xi32>
    %f1 = arith.extsi %y1 : vector<16xi8> to vector<16xi32>
    %f2 = arith.extsi %y2 : vector<16xi8> to vector<16xi32>
    %q0 = arith.muli %f0, %we0 : vector<16xi32>
    %q1 = arith.muli %f1, %we1 : vector<16xi32>
    %q2 = arith.muli %f2, %we2 : vector<16xi32>
    %t0 = arith.addi %acc, %q0 : vector<16xi32>
    %t1 = arith.addi %t0, %q1 : vector<16xi32>
    %t2 = arith.addi %t1, %q2 : vector<16xi32>
    %sum = arith.addi %s2, %t2 : vector<16xi32>
    %b = vector.bitcast %sum : vector<16xi32> to vector<64xi8>
    %lo = vector.extract_strided_slice %b {offsets = [0], sizes = [16], strides = [1]} : vector<64xi8> to vector<16xi8>
    vector.store %lo, %flat[%c0] : memref<960xi8>, vector<16xi8>
  }
  return
}
