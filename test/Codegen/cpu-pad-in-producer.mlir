// RUN: tosa-opt %s --split-input-file --tosac-cpu-pad-in-producer | FileCheck %s

// The padded copy of a depthwise input whose producer (a previous layer's
// epilogue) writes a fresh tensor: the producer writes the interior of an
// allocation whose border (top and bottom rows, left and right columns) is
// filled with the pad value; the copy is the insert of that interior.
// CHECK-LABEL: func.func @epilogue_into_padded
// CHECK-SAME: (%[[ACC:.*]]: tensor<1x4x5x8xi32>)
// CHECK: arith.constant -3 : i8
// CHECK-NEXT: %[[PAD:.*]] = arith.constant -3 : i8
// CHECK-NEXT: %[[ALLOC:.*]] = bufferization.alloc_tensor() : tensor<1x6x7x8xi8>
// CHECK: %[[TOP:.*]] = tensor.extract_slice %[[ALLOC]][0, 0, 0, 0] [1, 1, 7, 8] [1, 1, 1, 1]
// CHECK: %[[TOPF:.*]] = linalg.fill ins(%[[PAD]] : i8) outs(%[[TOP]] : tensor<1x1x7x8xi8>)
// CHECK: %[[P1:.*]] = tensor.insert_slice %[[TOPF]] into %[[ALLOC]][0, 0, 0, 0] [1, 1, 7, 8]
// CHECK: tensor.extract_slice %[[P1]][0, 5, 0, 0] [1, 1, 7, 8]
// CHECK: %[[P2:.*]] = tensor.insert_slice %{{.*}} into %[[P1]][0, 5, 0, 0] [1, 1, 7, 8]
// CHECK: tensor.extract_slice %[[P2]][0, 1, 0, 0] [1, 4, 1, 8]
// CHECK: %[[P3:.*]] = tensor.insert_slice %{{.*}} into %[[P2]][0, 1, 0, 0] [1, 4, 1, 8]
// CHECK: tensor.extract_slice %[[P3]][0, 1, 6, 0] [1, 4, 1, 8]
// CHECK: %[[P4:.*]] = tensor.insert_slice %{{.*}} into %[[P3]][0, 1, 6, 0] [1, 4, 1, 8]
// CHECK: %[[INTERIOR:.*]] = tensor.extract_slice %[[P4]][0, 1, 1, 0] [1, 4, 5, 8] [1, 1, 1, 1]
// CHECK: %[[EPI:.*]] = linalg.generic {{.*}} ins(%[[ACC]] : tensor<1x4x5x8xi32>) outs(%[[INTERIOR]] : tensor<1x4x5x8xi8>)
// CHECK: %[[PADDED:.*]] = tensor.insert_slice %[[EPI]] into %[[P4]][0, 1, 1, 0] [1, 4, 5, 8] [1, 1, 1, 1]
// CHECK-NOT: tensor.extract %
// CHECK: return %[[PADDED]]
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @epilogue_into_padded(%acc: tensor<1x4x5x8xi32>) -> tensor<1x6x7x8xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -3 : i8
  %empty = tensor.empty() : tensor<1x4x5x8xi8>
  %epilogue = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%acc : tensor<1x4x5x8xi32>) outs(%empty : tensor<1x4x5x8xi8>) {
  ^bb0(%in: i32, %out: i8):
    %t = arith.trunci %in : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x4x5x8xi8>
  %pempty = tensor.empty() : tensor<1x6x7x8xi8>
  %padded = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%pempty : tensor<1x6x7x8xi8>) attrs = {tosac.padded_copy_low = array<i64: 0, 1, 1, 0>} {
  ^bb0(%out: i8):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %hr = arith.subi %h, %c1 : index
    %wr = arith.subi %w, %c1 : index
    %h0 = arith.cmpi sge, %hr, %c0 : index
    %h1 = arith.cmpi slt, %hr, %c4 : index
    %w0 = arith.cmpi sge, %wr, %c0 : index
    %w1 = arith.cmpi slt, %wr, %c5 : index
    %a = arith.andi %h0, %h1 : i1
    %b = arith.andi %a, %w0 : i1
    %in = arith.andi %b, %w1 : i1
    %hc = arith.maxsi %hr, %c0 : index
    %hc1 = arith.minsi %hc, %c3 : index
    %wc = arith.maxsi %wr, %c0 : index
    %wc1 = arith.minsi %wc, %c4 : index
    %v = tensor.extract %epilogue[%c0, %hc1, %wc1, %c] : tensor<1x4x5x8xi8>
    %s = arith.select %in, %v, %pad : i8
    linalg.yield %s : i8
  } -> tensor<1x6x7x8xi8>
  return %padded : tensor<1x6x7x8xi8>
}

// -----

// A function argument has no producer to write into the padded tensor: the
// copy stays (so does a source read elsewhere too, and one produced in its
// input's element type, which the kernel fusion computes in that input's
// buffer).
// CHECK-LABEL: func.func @argument_input
// CHECK-NOT: bufferization.alloc_tensor
// CHECK: tensor.extract %arg0
// CHECK-LABEL: func.func @source_read_twice
// CHECK-NOT: bufferization.alloc_tensor
// CHECK: tensor.extract
// CHECK-LABEL: func.func @same_element_type
// CHECK-NOT: bufferization.alloc_tensor
// CHECK: tensor.extract
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @argument_input(%x: tensor<4x8xi8>) -> tensor<6x8xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0 : i8
  %pempty = tensor.empty() : tensor<6x8xi8>
  %padded = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%pempty : tensor<6x8xi8>) attrs = {tosac.padded_copy_low = array<i64: 1, 0>} {
  ^bb0(%out: i8):
    %h = linalg.index 0 : index
    %c = linalg.index 1 : index
    %hr = arith.subi %h, %c1 : index
    %in = arith.cmpi ult, %hr, %c3 : index
    %hc = arith.minsi %hr, %c3 : index
    %v = tensor.extract %x[%hc, %c] : tensor<4x8xi8>
    %s = arith.select %in, %v, %pad : i8
    linalg.yield %s : i8
  } -> tensor<6x8xi8>
  return %padded : tensor<6x8xi8>
}

func.func @source_read_twice(%y: tensor<4x8xi32>) -> (tensor<6x8xi8>, tensor<4x8xi8>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0 : i8
  %empty = tensor.empty() : tensor<4x8xi8>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xi32>) outs(%empty : tensor<4x8xi8>) {
  ^bb0(%in: i32, %out: i8):
    %t = arith.trunci %in : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %pempty = tensor.empty() : tensor<6x8xi8>
  %padded = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%pempty : tensor<6x8xi8>) attrs = {tosac.padded_copy_low = array<i64: 1, 0>} {
  ^bb0(%out: i8):
    %h = linalg.index 0 : index
    %c = linalg.index 1 : index
    %hr = arith.subi %h, %c1 : index
    %in = arith.cmpi ult, %hr, %c3 : index
    %hc = arith.minsi %hr, %c3 : index
    %v = tensor.extract %x[%hc, %c] : tensor<4x8xi8>
    %s = arith.select %in, %v, %pad : i8
    linalg.yield %s : i8
  } -> tensor<6x8xi8>
  return %padded, %x : tensor<6x8xi8>, tensor<4x8xi8>
}

func.func @same_element_type(%y: tensor<4x8xf32>) -> tensor<6x8xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %pempty = tensor.empty() : tensor<6x8xf32>
  %padded = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%pempty : tensor<6x8xf32>) attrs = {tosac.padded_copy_low = array<i64: 1, 0>} {
  ^bb0(%out: f32):
    %h = linalg.index 0 : index
    %c = linalg.index 1 : index
    %hr = arith.subi %h, %c1 : index
    %in = arith.cmpi ult, %hr, %c3 : index
    %hc = arith.minsi %hr, %c3 : index
    %v = tensor.extract %x[%hc, %c] : tensor<4x8xf32>
    %s = arith.select %in, %v, %zero : f32
    linalg.yield %s : f32
  } -> tensor<6x8xf32>
  return %padded : tensor<6x8xf32>
}
