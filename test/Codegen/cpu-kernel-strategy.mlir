// RUN: tosa-opt %s --split-input-file \
// RUN:   --tosac-cpu-kernel-strategy="vector-bits=512 vector-registers=32" \
// RUN:   | FileCheck %s --check-prefix=AVX512
// RUN: tosa-opt %s --split-input-file \
// RUN:   --tosac-cpu-kernel-strategy="vector-bits=256 vector-registers=16" \
// RUN:   | FileCheck %s --check-prefix=AVX2

// 512^3: 8 rows x 2 vectors of accumulators, n outside m, cache tiles that
// divide every dimension.
// AVX512-LABEL: func.func @batch_matmul_512
// AVX512: linalg.batch_matmul
// AVX512-SAME: tosac.cache_tiles = array<i64: 1, 64, 256, 256>
// AVX512-SAME: tosac.register_order = array<i64: 0, 2, 1, 3>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 8, 32, 1>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 16, 1>
// AVX2-LABEL: func.func @batch_matmul_512
// AVX2: linalg.batch_matmul
// AVX2-SAME: tosac.cache_tiles = array<i64: 1, 64, 256, 256>
// AVX2-SAME: tosac.register_tiles = array<i64: 1, 4, 16, 1>
// AVX2-SAME: tosac.vector_shape = array<i64: 1, 1, 8, 1>
func.func @batch_matmul_512(%a: tensor<1x512x512xf32>, %b: tensor<1x512x512xf32>,
                            %c: tensor<1x512x512xf32>) -> tensor<1x512x512xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x512x512xf32>, tensor<1x512x512xf32>)
                           outs(%c : tensor<1x512x512xf32>) -> tensor<1x512x512xf32>
  return %0 : tensor<1x512x512xf32>
}

// -----

// Sizes the tiles do not divide: the cache tile is the largest multiple of
// the register tile that divides the dimension (96 = 3 x 32 columns), or
// the whole dimension when it is small; k = 300 splits into 2 x 150.
// AVX512-LABEL: func.func @matmul_odd
// AVX512: linalg.matmul
// AVX512-SAME: tosac.cache_tiles = array<i64: 40, 96, 150>
// AVX512-SAME: tosac.register_order = array<i64: 1, 0, 2>
// AVX512-SAME: tosac.register_tiles = array<i64: 8, 32, 1>
func.func @matmul_odd(%a: tensor<40x300xf32>, %b: tensor<300x96xf32>,
                      %c: tensor<40x96xf32>) -> tensor<40x96xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<40x300xf32>, tensor<300x96xf32>)
                     outs(%c : tensor<40x96xf32>) -> tensor<40x96xf32>
  return %0 : tensor<40x96xf32>
}

// -----

// A result narrower than two vectors takes one vector of columns.
// AVX512-LABEL: func.func @matmul_narrow
// AVX512: tosac.register_tiles = array<i64: 8, 16, 1>
func.func @matmul_narrow(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>,
                         %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x16xf32>)
                     outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// No vector kernel: integer types, dynamic shapes, results narrower than a
// vector. Those with static shapes and enough work are still shared out
// over threads: their outermost loop in 16 cache tiles, scalar inside.
// AVX512-LABEL: func.func @no_kernel
// AVX512: linalg.matmul {tosac.cache_tiles = array<i64: 4, 0, 0>} ins({{.*}} : tensor<64x64xi32>, tensor<64x64xi32>)
// AVX512-NOT: tosac.
// AVX512: linalg.matmul ins({{.*}} : tensor<?x64xf32>, tensor<64x64xf32>)
// AVX512-NEXT: linalg.matmul ins({{.*}} : tensor<64x8xf32>, tensor<8x8xf32>)
// AVX512-NOT: tosac.
// AVX512: return
func.func @no_kernel(%ai: tensor<64x64xi32>, %bi: tensor<64x64xi32>, %ci: tensor<64x64xi32>,
                     %ad: tensor<?x64xf32>, %bd: tensor<64x64xf32>, %cd: tensor<?x64xf32>,
                     %an: tensor<64x8xf32>, %bn: tensor<8x8xf32>, %cn: tensor<64x8xf32>)
    -> (tensor<64x64xi32>, tensor<?x64xf32>, tensor<64x8xf32>) {
  %0 = linalg.matmul ins(%ai, %bi : tensor<64x64xi32>, tensor<64x64xi32>)
                     outs(%ci : tensor<64x64xi32>) -> tensor<64x64xi32>
  %1 = linalg.matmul ins(%ad, %bd : tensor<?x64xf32>, tensor<64x64xf32>)
                     outs(%cd : tensor<?x64xf32>) -> tensor<?x64xf32>
  %2 = linalg.matmul ins(%an, %bn : tensor<64x8xf32>, tensor<8x8xf32>)
                     outs(%cn : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0, %1, %2 : tensor<64x64xi32>, tensor<?x64xf32>, tensor<64x8xf32>
}

// -----

// Fewer rows than a register tile (a fully-connected layer, a 7-pixel row):
// one tile of all of them.
// AVX512-LABEL: func.func @few_rows
// AVX512: linalg.matmul {tosac.cache_tiles = array<i64: 1, 256, 256>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 32, 1>
// AVX512: linalg.matmul {tosac.cache_tiles = array<i64: 7, 64, 8>
// AVX512-SAME: tosac.register_tiles = array<i64: 7, 32, 1>
func.func @few_rows(%a: tensor<1x2048xf32>, %b: tensor<2048x1000xf32>, %c: tensor<1x1000xf32>,
                    %am: tensor<7x8xf32>, %bm: tensor<8x64xf32>, %cm: tensor<7x64xf32>)
    -> (tensor<1x1000xf32>, tensor<7x64xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<1x2048xf32>, tensor<2048x1000xf32>)
                     outs(%c : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  %1 = linalg.matmul ins(%am, %bm : tensor<7x8xf32>, tensor<8x64xf32>)
                     outs(%cm : tensor<7x64xf32>) -> tensor<7x64xf32>
  return %0, %1 : tensor<1x1000xf32>, tensor<7x64xf32>
}

// -----

// Tiles set by hand (e.g. by a test) are kept.
// AVX512-LABEL: func.func @preset
// AVX512: tosac.cache_tiles = array<i64: 16, 16, 16>
// AVX512-SAME: tosac.register_tiles = array<i64: 4, 16, 1>
func.func @preset(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>,
                  %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 16, 16, 16>,
                      tosac.register_tiles = array<i64: 4, 16, 1>}
                     ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// conv_2d_nhwc_hwcf [n, oh, ow, oc, kh, kw, ic]: 8 output pixels x 2 vectors
// of output channels, one input channel and one filter tap per step; cache
// tiles of 4 rows (up to 256 pixels), 56 pixels whole, 64 channels whole;
// inside a tile, channel panels outermost.
// AVX512-LABEL: func.func @conv_hwcf
// AVX512: linalg.conv_2d_nhwc_hwcf
// AVX512-SAME: tosac.cache_tiles = array<i64: 1, 4, 56, 64, 0, 0, 64>
// AVX512-SAME: tosac.register_order = array<i64: 0, 3, 1, 2, 4, 5, 6>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 8, 32, 1, 1, 1>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 1, 16, 1, 1, 1>
// AVX2-LABEL: func.func @conv_hwcf
// AVX2: tosac.register_tiles = array<i64: 1, 1, 4, 16, 1, 1, 1>
func.func @conv_hwcf(%x: tensor<1x58x58x64xf32>, %w: tensor<3x3x64x64xf32>,
                     %init: tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>)
         outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %0 : tensor<1x56x56x64xf32>
}

// -----

// A small image with a large filter (ResNet's last stage, 7x7 pixels, 512
// channels): one cache tile would hold every row; the threads get 8 tiles
// from channel panels of 64, and every tile keeps all 7 rows, so that each
// panel of the filter is read once.
// AVX512-LABEL: func.func @conv_small_image
// AVX512: tosac.cache_tiles = array<i64: 1, 7, 7, 64, 0, 0, 256>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 7, 32, 1, 1, 1>
func.func @conv_small_image(%x: tensor<1x9x9x512xf32>, %w: tensor<3x3x512x512xf32>,
                            %init: tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x9x9x512xf32>, tensor<3x3x512x512xf32>)
         outs(%init : tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
  return %0 : tensor<1x7x7x512xf32>
}

// -----

// depthwise_conv_2d_nhwc_hwcm [n, oh, ow, c, m, kh, kw] with multiplier 1:
// 8 pixels x 2 vectors of channels per filter tap; a multiplier above 1 has
// no vector kernel yet: its rows are only shared out over threads.
// AVX512-LABEL: func.func @depthwise
// AVX512: linalg.depthwise_conv_2d_nhwc_hwcm
// AVX512-SAME: tosac.cache_tiles = array<i64: 1, 1, 56, 64, 0, 0, 0>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 8, 32, 1, 1, 1>
// AVX512: linalg.depthwise_conv_2d_nhwc_hwcm
// AVX512-SAME: {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, tosac.cache_tiles = array<i64: 0, 4, 0, 0, 0, 0, 0>}
// AVX512-NOT: tosac.
// AVX512: return
func.func @depthwise(%x: tensor<1x58x58x64xf32>, %w: tensor<3x3x64x1xf32>,
                     %init: tensor<1x56x56x64x1xf32>,
                     %w2: tensor<3x3x64x2xf32>, %init2: tensor<1x56x56x64x2xf32>)
    -> (tensor<1x56x56x64x1xf32>, tensor<1x56x56x64x2xf32>) {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x58x58x64xf32>, tensor<3x3x64x1xf32>)
         outs(%init : tensor<1x56x56x64x1xf32>) -> tensor<1x56x56x64x1xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w2 : tensor<1x58x58x64xf32>, tensor<3x3x64x2xf32>)
         outs(%init2 : tensor<1x56x56x64x2xf32>) -> tensor<1x56x56x64x2xf32>
  return %0, %1 : tensor<1x56x56x64x1xf32>, tensor<1x56x56x64x2xf32>
}

// -----

// int8 operands: a depthwise register tile takes one vector of channels
// (its unrolled taps keep pixel vectors of three outputs live), and the
// tiles of one channel panel run together (register_order: channels
// outside pixels), so that each panel's packed weights are made once. With
// a stride of 1 the rows of a cache tile are innermost (channels, pixels,
// rows: each packed pixel column slides down one row per iteration), and
// the cache tiles take 4 of the 28 rows: 7 tiles for the threads.
// AVX512-LABEL: func.func @depthwise_channels
// AVX512: linalg.depthwise_conv_2d_nhwc_hwcm
// AVX512-SAME: tosac.cache_tiles = array<i64: 1, 4, 28, 144, 0, 0, 0>
// AVX512-SAME: tosac.register_order = array<i64: 0, 3, 2, 1, 4, 5, 6>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 8, 16, 1, 1, 1>
// AVX512: linalg.depthwise_conv_2d_nhwc_hwcm
// AVX512-SAME: tosac.cache_tiles = array<i64: 1, 1, 14, 144, 0, 0, 0>
// AVX512-SAME: tosac.register_order = array<i64: 0, 1, 3, 2, 4, 5, 6>
// AVX2-LABEL: func.func @depthwise_channels
// AVX2: linalg.depthwise_conv_2d_nhwc_hwcm
// AVX2-SAME: tosac.register_tiles = array<i64: 1, 1, 4, 8, 1, 1, 1>
func.func @depthwise_channels(%x: tensor<1x30x30x144xi8>, %w: tensor<3x3x144x1xi8>,
                              %init: tensor<1x28x28x144x1xi32>)
    -> (tensor<1x28x28x144x1xi32>, tensor<1x14x14x144x1xi32>) {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<1x30x30x144xi8>, tensor<3x3x144x1xi8>)
         outs(%init : tensor<1x28x28x144x1xi32>) -> tensor<1x28x28x144x1xi32>
  %init2 = tensor.empty() : tensor<1x14x14x144x1xi32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<1x30x30x144xi8>, tensor<3x3x144x1xi8>)
         outs(%init2 : tensor<1x14x14x144x1xi32>) -> tensor<1x14x14x144x1xi32>
  return %0, %1 : tensor<1x28x28x144x1xi32>, tensor<1x14x14x144x1xi32>
}

// -----

// Elementwise generics (here a bias add with a broadcast operand, and an
// int32 add with its overflow check, VectorChecks.h): two vectors along the innermost loop, one element of every
// other loop. Not taken: a result written in another order, an innermost
// loop shorter than one vector.
// AVX512-LABEL: func.func @elementwise
// AVX512: linalg.generic
// AVX512-SAME: tosac.cache_tiles = array<i64: 0, 0, 0>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 32>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 16>
// AVX512: linalg.generic
// AVX512-SAME: tosac.cache_tiles = array<i64: 0, 0, 0>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 32>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 16>
// AVX512: arith.addi
// AVX512: cf.assert
// AVX512-NOT: tosac.
// AVX512: return
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bias = affine_map<(d0, d1, d2) -> (d2)>
#swap = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
func.func @elementwise(%x: tensor<4x7x64xf32>, %b: tensor<64xf32>, %i: tensor<4x7x64xi32>,
                       %y: tensor<4x64x7xf32>, %s: tensor<4x7x8xf32>)
    -> (tensor<4x7x64xf32>, tensor<4x7x64xi32>, tensor<4x7x64xf32>, tensor<4x7x8xf32>) {
  %e = tensor.empty() : tensor<4x7x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%x, %b : tensor<4x7x64xf32>, tensor<64xf32>) outs(%e : tensor<4x7x64xf32>) {
  ^bb0(%in: f32, %bi: f32, %out: f32):
    %r = arith.addf %in, %bi : f32
    linalg.yield %r : f32
  } -> tensor<4x7x64xf32>
  %ei = tensor.empty() : tensor<4x7x64xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%i : tensor<4x7x64xi32>) outs(%ei : tensor<4x7x64xi32>) {
  ^bb0(%in: i32, %out: i32):
    %r = arith.addi %in, %in : i32
    %z = arith.constant 0 : i32
    %ok = arith.cmpi sge, %r, %z : i32
    cf.assert %ok, "integer addition overflows"
    linalg.yield %r : i32
  } -> tensor<4x7x64xi32>
  %2 = linalg.generic {indexing_maps = [#id, #swap], iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%y : tensor<4x64x7xf32>) outs(%e : tensor<4x7x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x7x64xf32>
  %es = tensor.empty() : tensor<4x7x8xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
         ins(%s : tensor<4x7x8xf32>) outs(%es : tensor<4x7x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<4x7x8xf32>
  return %0, %1, %2, %3 : tensor<4x7x64xf32>, tensor<4x7x64xi32>, tensor<4x7x64xf32>, tensor<4x7x8xf32>
}

// -----

// An elementwise generic over a depthwise convolution's [.., C, 1] result
// (its epilogue, tosac-cpu-fuse-elementwise): vectors along the channels,
// the innermost loop of more than one iteration.
// AVX512-LABEL: func.func @elementwise_unit_inner
// AVX512: linalg.generic
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 32, 1>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 16, 1>
// AVX2-LABEL: func.func @elementwise_unit_inner
// AVX2: tosac.register_tiles = array<i64: 1, 1, 16, 1>
// AVX2-SAME: tosac.vector_shape = array<i64: 1, 1, 8, 1>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @elementwise_unit_inner(%x: tensor<4x7x64x1xf32>) -> tensor<4x7x64x1xf32> {
  %e = tensor.empty() : tensor<4x7x64x1xf32>
  %0 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
         ins(%x : tensor<4x7x64x1xf32>) outs(%e : tensor<4x7x64x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<4x7x64x1xf32>
  return %0 : tensor<4x7x64x1xf32>
}

// -----

// Max pooling: two vectors of channels per register tile, one output
// pixel, the window loops innermost (accumulators stay in registers across
// them); rows shared out over threads.
// AVX512-LABEL: func.func @max_pool
// AVX512: linalg.pooling_nhwc_max
// AVX512-SAME: tosac.cache_tiles = array<i64: 0, 4, 0, 0, 0, 0>
// AVX512-SAME: tosac.register_order = array<i64: 0, 1, 2, 3, 4, 5>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 1, 32, 1, 1>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 1, 16, 1, 1>
// AVX2-LABEL: func.func @max_pool
// AVX2: linalg.pooling_nhwc_max
// AVX2-SAME: tosac.register_tiles = array<i64: 1, 1, 1, 16, 1, 1>
func.func @max_pool(%x: tensor<1x113x113x64xf32>, %window: tensor<3x3xf32>,
                    %init: tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<1x113x113x64xf32>, tensor<3x3xf32>)
      outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %0 : tensor<1x56x56x64xf32>
}

// -----

// int8 pooling takes the same kernel: avg_pool2d's window sums of int8
// into int32.
// AVX512-LABEL: func.func @sum_pool_i8
// AVX512: linalg.pooling_nhwc_sum
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 1, 32, 1, 1>
// AVX2-LABEL: func.func @sum_pool_i8
// AVX2: linalg.pooling_nhwc_sum
// AVX2-SAME: tosac.register_tiles = array<i64: 1, 1, 1, 16, 1, 1>
func.func @sum_pool_i8(%x: tensor<1x112x112x64xi8>, %window: tensor<2x2xi32>,
                       %init: tensor<1x56x56x64xi32>) -> tensor<1x56x56x64xi32> {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<1x112x112x64xi8>, tensor<2x2xi32>)
      outs(%init : tensor<1x56x56x64xi32>) -> tensor<1x56x56x64xi32>
  return %0 : tensor<1x56x56x64xi32>
}

// -----

// A sum over the outer axis of [12, 128, 128]: vectors along the last
// (parallel) dimension, the reduction loop moved innermost.
// AVX512-LABEL: func.func @reduce_outer
// AVX512: linalg.generic
// AVX512-SAME: tosac.cache_tiles = array<i64: 0, 8, 0>
// AVX512-SAME: tosac.register_order = array<i64: 1, 2, 0>
// AVX512-SAME: tosac.register_tiles = array<i64: 1, 1, 32>
// AVX512-SAME: tosac.vector_shape = array<i64: 1, 1, 16>
func.func @reduce_outer(%x: tensor<12x128x128xf32>, %init: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%x : tensor<12x128x128xf32>) outs(%init : tensor<128x128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
