// RUN: tosa-opt %s --split-input-file --tosac-cpu-tile-and-vectorize \
// RUN:   --canonicalize --cse --verify-diagnostics | FileCheck %s

// Cache tiles of 16 columns and 8 of k, register tiles of 4 rows x 16
// columns, column panels outside row tiles; every register tile becomes one
// vector.contract per row of 8 lanes. The column panels, independent of
// each other, are the iterations of an scf.forall (run on threads); the
// reduction's cache tiles stay an scf.for inside each of them.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16x32xf32>, %[[C:.*]]: tensor<8x32xf32>)
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.forall (%{{.*}}) = (0) to (32) step (16) shared_outs(%{{.*}} = %[[C]])
// CHECK:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C8]]
// CHECK:     scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C4]]
// CHECK:       scf.for
// CHECK-COUNT-8: vector.contract {{.*}} : vector<1x1xf32>, vector<1x8xf32> into vector<1x8xf32>
// CHECK-NOT: vector.contract
// CHECK-COUNT-8: vector.transfer_write {{.*}} : vector<1x8xf32>, tensor<4x16xf32>
// CHECK: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice {{.*}} into %{{.*}}[0, %{{.*}}] [8, 16] [1, 1]
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>,
                  %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 16, 8>,
                      tosac.register_tiles = array<i64: 4, 16, 1>,
                      tosac.register_order = array<i64: 1, 0, 2>,
                      tosac.vector_shape = array<i64: 1, 8, 1>}
                     ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

// 10 rows in register tiles of 4: the row loop is peeled into a main loop
// over rows 0-7 (two full tiles of 4 rows) and the last 2 rows, which then
// also have a static size: both are vectorized, one contract per row.
// CHECK-LABEL: func.func @row_tail
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C8]] step %[[C4]]
// CHECK:   scf.for
// CHECK-COUNT-4: vector.contract
// CHECK: scf.for
// CHECK: tensor.extract_slice {{.*}} : tensor<10x4xf32> to tensor<2x1xf32>
// CHECK-COUNT-2: vector.contract
// CHECK-NOT: vector.contract
// CHECK-NOT: linalg.matmul
func.func @row_tail(%a: tensor<10x4xf32>, %b: tensor<4x16xf32>,
                    %c: tensor<10x16xf32>) -> tensor<10x16xf32> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 10, 16, 4>,
                      tosac.register_tiles = array<i64: 4, 16, 1>,
                      tosac.vector_shape = array<i64: 1, 16, 1>}
                     ins(%a, %b : tensor<10x4xf32>, tensor<4x16xf32>)
                     outs(%c : tensor<10x16xf32>) -> tensor<10x16xf32>
  return %0 : tensor<10x16xf32>
}

// -----

func.func @bad_tiles(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>,
                     %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{expected 3 entries in tosac.cache_tiles and tosac.register_tiles, and a permutation of 3 loops in tosac.register_order, with as many entries in tosac.vector_shape}}
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 8>,
                      tosac.register_tiles = array<i64: 4, 8, 1>}
                     ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>)
                     outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @bad_order(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>,
                     %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{a permutation of 3 loops in tosac.register_order}}
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 8, 8>,
                      tosac.register_tiles = array<i64: 4, 8, 1>,
                      tosac.register_order = array<i64: 0, 0, 2>}
                     ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>)
                     outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// A convolution's register tile (unit filter tap, one input channel) is a
// matmul of 4 output pixels x 16 channels: it vectorizes like one.
// CHECK-LABEL: func.func @conv
// CHECK: scf.for
// CHECK-COUNT-4: vector.contract {{.*}} : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
// CHECK-NOT: linalg.conv
func.func @conv(%x: tensor<1x3x6x2xf32>, %w: tensor<3x3x2x16xf32>,
                %init: tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>,
                                 tosac.cache_tiles = array<i64: 1, 1, 4, 16, 0, 0, 2>,
                                 tosac.register_tiles = array<i64: 1, 1, 4, 16, 1, 1, 1>,
                                 tosac.vector_shape = array<i64: 1, 1, 1, 16, 1, 1, 1>}
         ins(%x, %w : tensor<1x3x6x2xf32>, tensor<3x3x2x16xf32>)
         outs(%init : tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
  return %0 : tensor<1x1x4x16xf32>
}

// -----

// A strided convolution's register tile reads every other input pixel: it
// becomes a stride-1 tile on a strided slice of the input, a matmul again.
// CHECK-LABEL: func.func @strided_conv
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 1, 4, 1] [1, 1, 2, 1] : tensor<1x1x7x1xf32> to tensor<1x1x4x1xf32>
// CHECK-COUNT-4: vector.contract {{.*}} : vector<1x1xf32>, vector<1x16xf32> into vector<1x16xf32>
// CHECK-NOT: linalg.conv
func.func @strided_conv(%x: tensor<1x3x9x2xf32>, %w: tensor<3x3x2x16xf32>,
                        %init: tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>,
                                 tosac.cache_tiles = array<i64: 1, 1, 4, 16, 0, 0, 2>,
                                 tosac.register_tiles = array<i64: 1, 1, 4, 16, 1, 1, 1>,
                                 tosac.vector_shape = array<i64: 1, 1, 1, 16, 1, 1, 1>}
         ins(%x, %w : tensor<1x3x9x2xf32>, tensor<3x3x2x16xf32>)
         outs(%init : tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
  return %0 : tensor<1x1x4x16xf32>
}

// -----

// The kernel's accumulator starts as a bias broadcast used nowhere else:
// each register tile writes the bias into its own accumulator, as vectors
// along the channels with the unit multiplier loop dropped, right before
// its reduction loops over the filter taps. No pass over the whole result
// remains.
// CHECK-LABEL: func.func @fused_bias_init
// CHECK-SAME: (%{{.*}}: tensor<1x4x10x32xf32>, %{{.*}}: tensor<3x3x32x1xf32>, %[[BIAS:.*]]: tensor<32x1xf32>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<1x2x8x32x1xf32>
// CHECK: scf.forall (%[[ROW:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[EMPTY]])
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][0, %[[ROW]], 0, 0, 0] [1, 1, 8, 32, 1]
// CHECK: %[[B32:.*]] = tensor.extract_slice %[[BIAS]][0, 0] [32, 1] [1, 1] : tensor<32x1xf32> to tensor<32xf32>
// CHECK: %[[BV:.*]] = vector.transfer_read %[[B32]]{{.*}} : tensor<32xf32>, vector<1x16xf32>
// CHECK: vector.transfer_write %[[BV]], {{.*}} : vector<1x16xf32>, tensor<8x32xf32>
// CHECK: tensor.insert_slice {{.*}} into %[[SLICE]]
// CHECK: scf.for
// CHECK: arith.mulf {{.*}} : vector<1x16xf32>
// CHECK: arith.addf {{.*}} : vector<1x16xf32>
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.generic
func.func @fused_bias_init(%x: tensor<1x4x10x32xf32>, %w: tensor<3x3x32x1xf32>,
                           %bias: tensor<32x1xf32>) -> tensor<1x2x8x32x1xf32> {
  %empty = tensor.empty() : tensor<1x2x8x32x1xf32>
  %init = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>,
                       affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"],
      tosac.cache_tiles = array<i64: 1, 1, 8, 32, 1>,
      tosac.register_tiles = array<i64: 1, 1, 1, 16, 1>,
      tosac.vector_shape = array<i64: 1, 1, 1, 16, 1>}
      ins(%bias : tensor<32x1xf32>) outs(%empty : tensor<1x2x8x32x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x32x1xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {
      dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>,
      tosac.cache_tiles = array<i64: 1, 1, 8, 32, 1, 3, 3>,
      tosac.register_tiles = array<i64: 1, 1, 8, 32, 1, 1, 1>,
      tosac.vector_shape = array<i64: 1, 1, 1, 16, 1, 1, 1>}
      ins(%x, %w : tensor<1x4x10x32xf32>, tensor<3x3x32x1xf32>)
      outs(%init : tensor<1x2x8x32x1xf32>) -> tensor<1x2x8x32x1xf32>
  return %0 : tensor<1x2x8x32x1xf32>
}

// -----

// The ReLU after a matmul runs on each forall tile right after the kernel,
// in place (reading its output, not the kernel's result as an input);
// its users read the forall's result and no pass over the whole result is
// left.
// CHECK-LABEL: func.func @fused_epilogue
// CHECK: %[[RESULT:.*]] = scf.forall
// CHECK: vector.contract
// CHECK: arith.maximumf {{.*}} : vector<8xf32>
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.generic
// CHECK: return %[[RESULT]]
func.func @fused_epilogue(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>,
                          %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 16, 16>,
                      tosac.register_tiles = array<i64: 4, 16, 1>,
                      tosac.register_order = array<i64: 1, 0, 2>,
                      tosac.vector_shape = array<i64: 1, 8, 1>}
                     ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %empty = tensor.empty() : tensor<8x32xf32>
  %zero = arith.constant 0.0 : f32
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"],
                       tosac.cache_tiles = array<i64: 1, 0>,
                       tosac.register_tiles = array<i64: 1, 16>,
                       tosac.vector_shape = array<i64: 1, 8>}
      ins(%0 : tensor<8x32xf32>) outs(%empty : tensor<8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

// -----

// An epilogue that writes another element type (here f32 -> f16, like a
// RESCALE of int32 accumulators to int8) also runs on each forall tile: it
// reads the kernel's tile and writes a slice of a second output of the
// forall, which its users read (the kernel's own output, read by no one,
// then goes).
// CHECK-LABEL: func.func @fused_converting_epilogue
// CHECK: %[[RESULT:.*]] = scf.forall {{.*}} shared_outs({{.*}}) -> (tensor<8x32xf16>)
// CHECK: vector.contract
// CHECK: arith.truncf {{.*}} : vector<8xf32> to vector<8xf16>
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.generic
// CHECK: return %[[RESULT]]
func.func @fused_converting_epilogue(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>,
                                     %c: tensor<8x32xf32>) -> tensor<8x32xf16> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 16, 16>,
                      tosac.register_tiles = array<i64: 4, 16, 1>,
                      tosac.register_order = array<i64: 1, 0, 2>,
                      tosac.vector_shape = array<i64: 1, 8, 1>}
                     ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %empty = tensor.empty() : tensor<8x32xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"],
                       tosac.cache_tiles = array<i64: 1, 0>,
                       tosac.register_tiles = array<i64: 1, 16>,
                       tosac.vector_shape = array<i64: 1, 8>}
      ins(%0 : tensor<8x32xf32>) outs(%empty : tensor<8x32xf16>) {
  ^bb0(%in: f32, %out: f16):
    %r = arith.truncf %in : f32 to f16
    linalg.yield %r : f16
  } -> tensor<8x32xf16>
  return %1 : tensor<8x32xf16>
}

// -----

// An elementwise tile with a runtime check: the check's conditions become a
// vector, one AND reduction of which feeds one cf.assert per register tile.
// CHECK-LABEL: func.func @checked_elementwise
// CHECK: scf.forall
// CHECK: %[[SUM:.*]] = arith.addi {{.*}} : vector<16xi32>
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[SUM]], {{.*}} : vector<16xi32>
// CHECK: vector.transfer_write %[[SUM]]
// CHECK: %[[ALL:.*]] = vector.reduction <and>, %[[OK]] : vector<16xi1> into i1
// CHECK: cf.assert %[[ALL]], "integer addition overflows"
// CHECK-NOT: linalg.generic
func.func @checked_elementwise(%a: tensor<4x32xi32>, %b: tensor<4x32xi32>) -> tensor<4x32xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<4x32xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"],
                       tosac.cache_tiles = array<i64: 1, 0>,
                       tosac.register_tiles = array<i64: 1, 16>,
                       tosac.vector_shape = array<i64: 1, 16>}
      ins(%a, %b : tensor<4x32xi32>, tensor<4x32xi32>) outs(%empty : tensor<4x32xi32>) {
  ^bb0(%x: i32, %y: i32, %out: i32):
    %s = arith.addi %x, %y : i32
    %ok = arith.cmpi sge, %s, %zero : i32
    cf.assert %ok, "integer addition overflows"
    linalg.yield %s : i32
  } -> tensor<4x32xi32>
  return %0 : tensor<4x32xi32>
}

// -----

// A converting epilogue with a runtime check runs on each forall tile, its
// check vectorized there; the epilogue itself goes (its check would
// otherwise keep it, as a second pass over the whole result).
// CHECK-LABEL: func.func @checked_converting_epilogue
// CHECK: %[[RESULT:.*]] = scf.forall {{.*}} -> (tensor<8x32xf16>)
// CHECK: vector.contract
// CHECK: vector.reduction <and>, {{.*}} : vector<16xi1> into i1
// CHECK: cf.assert {{.*}}, "not finite"
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.generic
// CHECK-NOT: cf.assert
// CHECK: return %[[RESULT]]
func.func @checked_converting_epilogue(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>,
                                       %c: tensor<8x32xf32>) -> tensor<8x32xf16> {
  %0 = linalg.matmul {tosac.cache_tiles = array<i64: 8, 16, 16>,
                      tosac.register_tiles = array<i64: 4, 16, 1>,
                      tosac.register_order = array<i64: 1, 0, 2>,
                      tosac.vector_shape = array<i64: 1, 8, 1>}
                     ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %empty = tensor.empty() : tensor<8x32xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"],
                       tosac.cache_tiles = array<i64: 1, 0>,
                       tosac.register_tiles = array<i64: 1, 16>,
                       tosac.vector_shape = array<i64: 1, 8>}
      ins(%0 : tensor<8x32xf32>) outs(%empty : tensor<8x32xf16>) {
  ^bb0(%in: f32, %out: f16):
    %ok = arith.cmpf ord, %in, %in : f32
    cf.assert %ok, "not finite"
    %r = arith.truncf %in : f32 to f16
    linalg.yield %r : f16
  } -> tensor<8x32xf16>
  return %1 : tensor<8x32xf16>
}
