// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg-named | FileCheck %s --implicit-check-not="= tosa."

// The structure of the lowered convolutions, matmuls and pools.

// Constant zero points: the input is padded with input_zp, the _q named
// convolution subtracts both zero points, the bias is added per channel.
// CHECK-LABEL: func.func @conv2d_i8
// CHECK-NOT: cf.assert
// CHECK: %[[IZP:.+]] = arith.constant -3 : i8
// CHECK: %[[WZP:.+]] = arith.constant 5 : i8
// CHECK: %[[PAD:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x6x5x2xi8>)
// CHECK: %[[V:.+]] = tensor.extract %arg0
// CHECK: arith.select %{{.+}}, %[[V]], %[[IZP]] : i8
// CHECK: %[[FILL:.+]] = linalg.fill ins(%{{.+}} : i32)
// CHECK: %[[CONV:.+]] = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%[[PAD]], %arg1, %[[IZP]], %[[WZP]] : tensor<1x6x5x2xi8>, tensor<3x2x2x2xi8>, i8, i8) outs(%[[FILL]] : tensor<1x5x2x3xi32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID:.+]], #[[CH:.+]], #[[ID]]]{{.*}} ins(%[[CONV]], %arg2 : tensor<1x5x2x3xi32>, tensor<3xi32>)
// CHECK: arith.addi
func.func @conv2d_i8(%x: tensor<1x4x4x2xi8>, %w: tensor<3x2x2x2xi8>, %b: tensor<3xi32>) -> tensor<1x5x2x3xi32> {
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 2>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x4x4x2xi8>, tensor<3x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x2x3xi32>
  return %0 : tensor<1x5x2x3xi32>
}

// Float zero points given at run time must be 0; the fp32 accumulator is
// rounded to fp16 before the (broadcast) bias is added.
// CHECK-LABEL: func.func @conv2d_f16_acc_f32
// CHECK: %[[ZP:.+]] = tensor.extract %arg3
// CHECK: %[[OK:.+]] = arith.cmpf oeq, %[[ZP]]
// CHECK: cf.assert %[[OK]], "'tosa.conv2d' op ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0): input_zp must be 0 for this type"
// CHECK: cf.assert %{{.+}}, "'tosa.conv2d' op ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): weight_zp must be 0 for this type"
// CHECK-NOT: linalg.generic
// CHECK: %[[CONV:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%arg0, %arg1 : tensor<1x4x4x2xf16>, tensor<3x1x1x2xf16>) outs(%{{.+}} : tensor<1x4x4x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[BCAST:.+]], #[[ID]]]{{.*}} ins(%[[CONV]], %arg2 : tensor<1x4x4x3xf32>, tensor<1xf16>)
// CHECK: %[[T:.+]] = arith.truncf %{{.+}} : f32 to f16
// CHECK: arith.addf %[[T]], %{{.+}} : f16
func.func @conv2d_f16_acc_f32(%x: tensor<1x4x4x2xf16>, %w: tensor<3x1x1x2xf16>, %b: tensor<1xf16>, %zp: tensor<1xf16>) -> tensor<1x4x4x3xf16> {
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x1x1x2xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x3xf16>
  return %0 : tensor<1x4x4x3xf16>
}

// int16 x int8 accumulates in i48; only the int16 zero point is checked.
// CHECK-LABEL: func.func @conv2d_i16_dyn_zp
// CHECK: %[[IZP:.+]] = tensor.extract %arg3
// CHECK: cf.assert %{{.+}}, "'tosa.conv2d' op ERROR_IF(!is_same<in_t,i8_t>() && input_zp != 0)
// CHECK: %[[WZP:.+]] = tensor.extract %arg4
// CHECK-NOT: cf.assert
// CHECK: linalg.conv_2d_nhwc_fhwc_q {{.*}} ins(%arg0, %arg1, %[[IZP]], %[[WZP]] : tensor<1x4x4x2xi16>, tensor<3x1x1x2xi8>, i16, i8) outs(%{{.+}} : tensor<1x4x4x3xi48>)
// CHECK: arith.addi %{{.+}}, %{{.+}} : i48
func.func @conv2d_i16_dyn_zp(%x: tensor<1x4x4x2xi16>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi48>, %izp: tensor<1xi16>, %wzp: tensor<1xi8>) -> tensor<1x4x4x3xi48> {
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi16>, tensor<3x1x1x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x3xi48>
  return %0 : tensor<1x4x4x3xi48>
}

// CONV3D transposes the weight from ODHWI to DHWIO.
// CHECK-LABEL: func.func @conv3d
// CHECK: %[[W:.+]] = linalg.transpose ins(%arg1 : tensor<3x1x2x2x2xf32>) outs(%{{.+}} : tensor<1x2x2x2x3xf32>) permutation = [1, 2, 3, 4, 0]
// CHECK: linalg.conv_3d_ndhwc_dhwcf {{.*}} ins(%arg0, %[[W]] : tensor<1x2x4x4x2xf32>, tensor<1x2x2x2x3xf32>) outs(%{{.+}} : tensor<1x2x3x3x3xf32>)
// CHECK: linalg.generic
func.func @conv3d(%x: tensor<1x2x4x4x2xf32>, %w: tensor<3x1x2x2x2xf32>, %b: tensor<3xf32>, %zp: tensor<1xf32>) -> tensor<1x2x3x3x3xf32> {
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x4x4x2xf32>, tensor<3x1x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3x3x3xf32>
  return %0 : tensor<1x2x3x3x3xf32>
}

// DEPTHWISE_CONV2D: [N, OH, OW, C, M] collapsed to channel c * M + m.
// CHECK-LABEL: func.func @depthwise
// CHECK: %[[DW:.+]] = linalg.depthwise_conv_2d_nhwc_hwcm_q {{.*}} outs(%{{.+}} : tensor<1x3x3x2x3xi32>)
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[DW]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x3x3x2x3xi32> into tensor<1x3x3x6xi32>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %arg2 : tensor<1x3x3x6xi32>, tensor<6xi32>)
func.func @depthwise(%x: tensor<1x4x4x2xi8>, %w: tensor<2x2x2x3xi8>, %b: tensor<6xi32>) -> tensor<1x3x3x6xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x2x2x3xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x6xi32>
  return %0 : tensor<1x3x3x6xi32>
}

// TRANSPOSE_CONV2D: the input spread with stride [1, 2] after
// [KH - 1 + out_pad_top, KW - 1 + out_pad_left] = [1, 2] leading zeros,
// the kernel reversed in KH and KW, a stride-1 convolution.
// CHECK-LABEL: func.func @transpose_conv2d
// CHECK: %[[IN:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x5x8x2xf32>)
// CHECK: linalg.index 2
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: arith.subi %{{.+}}, %[[C2]]
// CHECK: arith.remsi
// CHECK: arith.divsi
// CHECK: tensor.extract %arg0
// CHECK: arith.select
// CHECK: %[[REV:.+]] = linalg.generic {indexing_maps = [#[[REVMAP:.+]], #[[ID]]]{{.*}} ins(%arg1 : tensor<4x3x2x2xf32>)
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[IN]], %[[REV]] : tensor<1x5x8x2xf32>, tensor<4x3x2x2xf32>) outs(%{{.+}} : tensor<1x3x7x4xf32>)
func.func @transpose_conv2d(%x: tensor<1x2x3x2xf32>, %w: tensor<4x3x2x2xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) -> tensor<1x3x7x4xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: -1, 0, 1, 0>, stride = array<i64: 1, 2>} : (tensor<1x2x3x2xf32>, tensor<4x3x2x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x7x4xf32>
  return %0 : tensor<1x3x7x4xf32>
}

// CHECK-LABEL: func.func @matmul_i8
// CHECK: %[[AZP:.+]] = tensor.extract %arg2
// CHECK: %[[BZP:.+]] = tensor.extract %arg3
// CHECK-NOT: cf.assert
// CHECK: linalg.quantized_batch_matmul ins(%arg0, %arg1, %[[AZP]], %[[BZP]] : tensor<2x3x4xi8>, tensor<2x4x5xi8>, i8, i8) outs(%{{.+}} : tensor<2x3x5xi32>)
func.func @matmul_i8(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>, %azp: tensor<1xi8>, %bzp: tensor<1xi8>) -> tensor<2x3x5xi32> {
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// CHECK-LABEL: func.func @matmul_f16
// CHECK-NOT: cf.assert
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x4xf16>, tensor<2x4x5xf16>) outs(%{{.+}} : tensor<2x3x5xf32>)
func.func @matmul_f16(%a: tensor<2x3x4xf16>, %b: tensor<2x4x5xf16>) -> tensor<2x3x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x3x4xf16>, tensor<2x4x5xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// AVG_POOL2D int8: zero padding, a window sum, then per output position
// the count, reciprocal_scale and apply_scale_32 in 64 bits.
// CHECK-LABEL: func.func @avg_pool_i8
// CHECK: %[[IZP:.+]] = tensor.extract %arg1
// CHECK: %[[OZP:.+]] = tensor.extract %arg2
// CHECK: %[[PAD:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x6x6x2xi8>)
// CHECK: %[[SUM:.+]] = linalg.pooling_nhwc_sum {{.*}} ins(%[[PAD]], %{{.+}} : tensor<1x6x6x2xi8>, tensor<3x3xi32>) outs(%{{.+}} : tensor<1x4x4x2xi32>)
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x4x4x2xi32>) outs(%{{.+}} : tensor<1x4x4x2xi8>)
// CHECK: linalg.index 1
// CHECK: linalg.index 2
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: %[[COUNT:.+]] = arith.index_cast %{{.+}} : index to i32
// CHECK: arith.extsi %[[IZP]] : i8 to i64
// CHECK: math.ctlz
// CHECK: arith.constant 1073741825 : i64
// CHECK: arith.divsi
// CHECK: arith.shrsi
// CHECK: arith.extsi %[[OZP]] : i8 to i64
// CHECK: arith.constant -128 : i64
// CHECK: arith.constant 127 : i64
// CHECK: arith.trunci %{{.+}} : i64 to i8
func.func @avg_pool_i8(%x: tensor<1x4x4x2xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<1x4x4x2xi8> {
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
  return %0 : tensor<1x4x4x2xi8>
}

// Without padding every window is whole: the count is the kernel's area, a
// constant (no window arithmetic on the output indices), so the scale folds.
// CHECK-LABEL: func.func @avg_pool_i8_unpadded
// CHECK: linalg.pooling_nhwc_sum
// CHECK: linalg.generic
// CHECK-NOT: linalg.index
// CHECK: %[[AREA:.+]] = arith.muli %c2{{.*}}, %c2{{.*}} : index
// CHECK: arith.index_cast %[[AREA]] : index to i32
// CHECK: linalg.yield
func.func @avg_pool_i8_unpadded(%x: tensor<1x4x4x2xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<1x2x2x2xi8> {
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// CHECK-LABEL: func.func @avg_pool_f16
// CHECK: cf.assert %{{.+}}, "'tosa.avg_pool2d' op ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0)
// CHECK: cf.assert %{{.+}}, "'tosa.avg_pool2d' op ERROR_IF(!is_same<in_out_t,i8_t>() && output_zp != 0)
// CHECK: %[[SUM:.+]] = linalg.pooling_nhwc_sum {{.*}} outs(%{{.+}} : tensor<1x2x2x2xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x2x2x2xf32>) outs(%{{.+}} : tensor<1x2x2x2xf16>)
// CHECK: arith.sitofp %{{.+}} : i32 to f32
// CHECK: arith.divf
// CHECK: arith.truncf %{{.+}} : f32 to f16
func.func @avg_pool_f16(%x: tensor<1x4x4x2xf16>, %zp: tensor<1xf16>) -> tensor<1x2x2x2xf16> {
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// MAX_POOL2D pads with -inf (never wins); arith.maximumf propagates NaN.
// CHECK-LABEL: func.func @max_pool_propagate
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: %[[PAD:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x5x5x2xf32>)
// CHECK: arith.select %{{.+}}, %{{.+}}, %[[NINF]] : f32
// CHECK: %[[FILL:.+]] = linalg.fill ins(%[[NINF]] : f32)
// CHECK: linalg.pooling_nhwc_max {{.*}} ins(%[[PAD]], %{{.+}} : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%[[FILL]] : tensor<1x4x4x2xf32>)
func.func @max_pool_propagate(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

// nan_mode IGNORE starts from NaN and takes arith.maxnumf.
// CHECK-LABEL: func.func @max_pool_ignore
// CHECK: %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[FILL:.+]] = linalg.fill ins(%[[NAN]] : f32)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %{{.+}} : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%[[FILL]] : tensor<1x2x2x2xf32>)
// CHECK: arith.maxnumf
func.func @max_pool_ignore(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>, nan_mode = IGNORE} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// CHECK-LABEL: func.func @max_pool_i16
// CHECK: %[[MIN:.+]] = arith.constant -32768 : i16
// CHECK: %[[FILL:.+]] = linalg.fill ins(%[[MIN]] : i16)
// CHECK: linalg.pooling_nhwc_max {{.*}} outs(%[[FILL]] : tensor<1x2x2x2xi16>)
func.func @max_pool_i16(%x: tensor<1x4x4x2xi16>) -> tensor<1x2x2x2xi16> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi16>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}
