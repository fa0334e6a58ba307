// A dynamic batch compiles: the object holds the model at batch 1 (the
// entry's descriptors have extent 1 where the batch goes), and the header's
// run function takes the number of images and arrays of images, and calls
// the entry once per image. The batch may sit behind leading 1 extents, move
// through the graph (here through two reshapes, one built with tosa.dim),
// and a rank-1 tensor may be all batch. examples/aot/dynamic.c runs such a
// model and compares it with the static one.

// RUN: rm -rf %t && mkdir -p %t
// RUN: tosa-compile %s -o %t/b.o --header %t/b.h --name batch
// RUN: FileCheck %s < %t/b.h
// RUN: test -s %t/b.o

// CHECK:      input    x: 'x' FP32[1, ?, 3]
// CHECK-NEXT: input    flags: 'flags' INT32[?]
// CHECK-NEXT: input    bias: 'bias' FP32[1, 3]
// CHECK-NEXT: output   y: 'y' FP32[?, 1, 3]
// CHECK-NEXT: output   count: 'count' INT32[?]
// CHECK:      dynamic batch (the '?' extents above): `batch`
// CHECK:      static inline int32_t batch_run(batch_state *state, int64_t batch, const float x[][3], const int32_t flags[], const float bias[1][3], float y[][1][3], int32_t count[]) {
// CHECK-NEXT:   (void)state;
// CHECK-NEXT:   tosac_runtime_clear();
// CHECK-NEXT:   if (batch < 1) {
// CHECK-NEXT:     tosac_runtime_error("batch_run: the batch must hold at least one image");
// CHECK-NEXT:     return tosac_runtime_check();
// CHECK-NEXT:   }
// CHECK-NEXT:   for (int64_t n = 0; n < batch; ++n) {
// CHECK-NEXT:     batch_memref3 d_0 = {(void *)(uintptr_t)(x + n), (void *)(uintptr_t)(x + n), 0, {1, 1, 3}, {3, 3, 1}};
// CHECK-NEXT:     batch_memref1 d_1 = {(void *)(uintptr_t)(flags + n), (void *)(uintptr_t)(flags + n), 0, {1}, {1}};
// CHECK-NEXT:     batch_memref2 d_2 = {(void *)(uintptr_t)bias, (void *)(uintptr_t)bias, 0, {1, 3}, {3, 1}};
// CHECK-NEXT:     batch_memref3 d_3 = {(void *)(uintptr_t)(y + n), (void *)(uintptr_t)(y + n), 0, {1, 1, 3}, {3, 3, 1}};
// CHECK-NEXT:     batch_memref1 d_4 = {(void *)(uintptr_t)(count + n), (void *)(uintptr_t)(count + n), 0, {1}, {1}};
// CHECK-NEXT:     batch_entry(&d_0, &d_1, &d_2, &d_3, &d_4);
// CHECK-NEXT:     if (tosac_runtime_check())
// CHECK-NEXT:       return 1;
// CHECK-NEXT:   }
// CHECK-NEXT:   return tosac_runtime_check();

func.func @main(%x: tensor<1x?x3xf32> {tosa.name = "x"}, %flags: tensor<?xi32> {tosa.name = "flags"}, %bias: tensor<1x3xf32> {tosa.name = "bias"}) -> (tensor<?x1x3xf32> {tosa.name = "y"}, tensor<?xi32> {tosa.name = "count"}) {
  %s = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %x, %s : (tensor<1x?x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  %a = tosa.add %r, %bias : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %e = tosa.exp %a : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %n = tosa.dim %e {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  %tail = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s3 = tosa.concat_shape %n, %tail : (!tosa.shape<1>, !tosa.shape<2>) -> !tosa.shape<3>
  %y = tosa.reshape %e, %s3 : (tensor<?x3xf32>, !tosa.shape<3>) -> tensor<?x1x3xf32>
  %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %count = tosa.add %flags, %one : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %y, %count : tensor<?x1x3xf32>, tensor<?xi32>
}
