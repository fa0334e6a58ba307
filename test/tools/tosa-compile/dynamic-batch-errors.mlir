// tosa-compile compiles `?` extents that are one batch of independent
// images; every other dynamic model stops at the argument, op or result
// that breaks the rule, with the reason.

// RUN: not tosa-compile %s -o %t.o --entry reduce_batch 2>&1 | FileCheck %s --check-prefix=REDUCE
// REDUCE: dynamic-batch-errors.mlir:[[# @LINE + 4]]:8: error: 'tosa.reduce_sum' op reduces along the batch axis 0: it combines images
// REDUCE-NEXT: note: tosa-compile compiles dynamic extents that are one batch of independent images, run one image at a time (tosa-run, the C API and Python run any dynamic model)
func.func @reduce_batch(%x: tensor<?x4xf32>) -> tensor<1x4xf32> {
  %0 = tosa.abs %x : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<?x4xf32>) -> tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry two_dynamic 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: input #0 has dynamic extents at axes 0 and 1: only one, the batch, may be dynamic
func.func @two_dynamic(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %x : tensor<?x?xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry inner_input 2>&1 | FileCheck %s --check-prefix=INNER
// INNER: error: input #0 has its batch at axis 1 behind extents other than 1: its images are not contiguous
func.func @inner_input(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  return %x : tensor<2x?xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry merge 2>&1 | FileCheck %s --check-prefix=MERGE
// MERGE: error: 'tosa.reshape' op moves the batch from axis 0 to axis 0 with different extents around it: images would be split or merged
func.func @merge(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %s = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %x, %s : (tensor<?x4xf32>, !tosa.shape<1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry concat_batch 2>&1 | FileCheck %s --check-prefix=CONCAT
// CONCAT: error: 'tosa.concat' op concatenates along the batch axis 0: it combines images
func.func @concat_batch(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tosa.concat %x, %x {axis = 0 : i32} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry transposed_output 2>&1 | FileCheck %s --check-prefix=TRANSPOSED
// TRANSPOSED: error: 'func.return' op returns output #0 with its batch at axis 1 behind extents other than 1: its images are not contiguous
func.func @transposed_output(%x: tensor<?x4xf32>) -> tensor<4x?xf32> {
  %0 = tosa.transpose %x {perms = array<i32: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry slice_part 2>&1 | FileCheck %s --check-prefix=SLICE
// SLICE: error: 'tosa.slice' op takes a part of the batch axis 0: each image must be kept whole
func.func @slice_part(%x: tensor<?x4xf32>) -> tensor<2x4xf32> {
  %start = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %x, %start, %size : (tensor<?x4xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry pad_batch 2>&1 | FileCheck %s --check-prefix=PAD
// PAD: error: 'tosa.pad' op pads the batch axis 0: it adds images
func.func @pad_batch(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %x, %p, %c : (tensor<?x4xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry matmul_batch_weights 2>&1 | FileCheck %s --check-prefix=MATMUL
// MATMUL: error: 'tosa.matmul' op multiplies with the batch at axis - of a and 0 of b: only a batch of products (0 and 0), rows of a (1) or columns of b (2) keep the images apart
func.func @matmul_batch_weights(%b: tensor<?x3x4xf32>) -> tensor<?x2x4xf32> {
  %a = "tosa.const"() <{values = dense<1.0> : tensor<1x2x3xf32>}> : () -> tensor<1x2x3xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xf32>, tensor<?x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry mixed_axes 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: 'tosa.add' op has operands with the batch at axes 0 and 1: it would pair different images
func.func @mixed_axes(%x: tensor<?x1xf32>, %y: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %x, %y : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// RUN: not tosa-compile %s -o %t.o --entry shape_from_batch 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: 'tosa.tile' op has operand #1, a shape, that depends on the batch size
func.func @shape_from_batch(%x: tensor<?x4xf32>, %y: tensor<1x4xf32>) -> tensor<?x4xf32> {
  %n = tosa.dim %x {axis = 0 : i32} : (tensor<?x4xf32>) -> !tosa.shape<1>
  %one = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %m = tosa.concat_shape %n, %one : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %0 = tosa.tile %y, %m : (tensor<1x4xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  %1 = tosa.add %x, %0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
