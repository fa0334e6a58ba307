// The batch analysis follows the batch through the ops that keep images
// apart: a transpose moves it (output 0 has it at axis 1, behind a 1), a
// reduction, an argmax, a concat, a pad, a tile and a reverse on other axes
// keep it, a slice with a -1 size takes the whole batch, a matmul of two
// batched operands is a batch of products, and a gather takes images along
// axis 0. The header shows where each output's batch is.

// RUN: rm -rf %t && mkdir -p %t
// RUN: tosa-compile %s -o %t/o.o --header %t/o.h --name ops
// RUN: FileCheck %s < %t/o.h

// CHECK:      input    x: 'x' FP32[?, 2, 3]
// CHECK-NEXT: input    idx: 'idx' INT32[?, 2]
// CHECK-NEXT: output   t: 't' FP32[1, ?, 3, 2]
// CHECK-NEXT: output   r: 'r' FP32[?, 1, 3]
// CHECK-NEXT: output   a: 'a' INT32[?, 3]
// CHECK-NEXT: output   c: 'c' FP32[?, 4, 3]
// CHECK-NEXT: output   p: 'p' FP32[?, 2, 5]
// CHECK-NEXT: output   tl: 'tl' FP32[?, 2, 6]
// CHECK-NEXT: output   rv: 'rv' FP32[?, 2, 3]
// CHECK-NEXT: output   s: 's' FP32[?, 1, 3]
// CHECK-NEXT: output   m: 'm' FP32[?, 2, 2]
// CHECK-NEXT: output   g: 'g' FP32[?, 2, 3]
// CHECK: static inline int32_t ops_run(ops_state *state, int64_t batch, const float x[][2][3], const int32_t idx[][2], float t[][3][2], float r[][1][3], int32_t a[][3], float c[][4][3], float p[][2][5], float tl[][2][6], float rv[][2][3], float s[][1][3], float m[][2][2], float g[][2][3]) {

func.func @main(%x: tensor<?x2x3xf32> {tosa.name = "x"}, %idx: tensor<?x2xi32> {tosa.name = "idx"}) -> (tensor<1x?x3x2xf32> {tosa.name = "t"}, tensor<?x1x3xf32> {tosa.name = "r"}, tensor<?x3xi32> {tosa.name = "a"}, tensor<?x4x3xf32> {tosa.name = "c"}, tensor<?x2x5xf32> {tosa.name = "p"}, tensor<?x2x6xf32> {tosa.name = "tl"}, tensor<?x2x3xf32> {tosa.name = "rv"}, tensor<?x1x3xf32> {tosa.name = "s"}, tensor<?x2x2xf32> {tosa.name = "m"}, tensor<?x2x3xf32> {tosa.name = "g"}) {
  %s4 = tosa.const_shape {values = dense<[1, -1, 2, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %x4 = tosa.reshape %x, %s4 : (tensor<?x2x3xf32>, !tosa.shape<4>) -> tensor<1x?x2x3xf32>
  %t = tosa.transpose %x4 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x?x2x3xf32>) -> tensor<1x?x3x2xf32>
  %r = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<?x2x3xf32>) -> tensor<?x1x3xf32>
  %a = tosa.argmax %x {axis = 1 : i32} : (tensor<?x2x3xf32>) -> tensor<?x3xi32>
  %c = tosa.concat %x, %x {axis = 1 : i32} : (tensor<?x2x3xf32>, tensor<?x2x3xf32>) -> tensor<?x4x3xf32>
  %pads = tosa.const_shape {values = dense<[0, 0, 0, 0, 1, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %p = tosa.pad %x, %pads, %zero : (tensor<?x2x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<?x2x5xf32>
  %mult = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %tl = tosa.tile %x, %mult : (tensor<?x2x3xf32>, !tosa.shape<3>) -> tensor<?x2x6xf32>
  %rv = tosa.reverse %x {axis = 2 : i32} : (tensor<?x2x3xf32>) -> tensor<?x2x3xf32>
  %start = tosa.const_shape {values = dense<[0, 1, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[-1, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s = tosa.slice %x, %start, %size : (tensor<?x2x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x1x3xf32>
  %xt = tosa.transpose %x {perms = array<i32: 0, 2, 1>} : (tensor<?x2x3xf32>) -> tensor<?x3x2xf32>
  %m = tosa.matmul %x, %xt, %zero, %zero : (tensor<?x2x3xf32>, tensor<?x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x2x2xf32>
  %g = tosa.gather %x, %idx : (tensor<?x2x3xf32>, tensor<?x2xi32>) -> tensor<?x2x3xf32>
  return %t, %r, %a, %c, %p, %tl, %rv, %s, %m, %g : tensor<1x?x3x2xf32>, tensor<?x1x3xf32>, tensor<?x3xi32>, tensor<?x4x3xf32>, tensor<?x2x5xf32>, tensor<?x2x6xf32>, tensor<?x2x3xf32>, tensor<?x1x3xf32>, tensor<?x2x2xf32>, tensor<?x2x3xf32>
}
