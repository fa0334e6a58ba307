// RUN: tosa-opt %s -split-input-file -verify-diagnostics --tosa-validate="extension=all"

// Level 8K checks of the ops beyond add/maximum/const (see tosa-validate.mlir
// for the rank and size limits). Every extension is enabled so that only
// level checks fire; each case exceeds one limit by the smallest amount the
// op's ERROR_IF rules allow.

// LEVEL_CHECK(kernel_y <= MAX_KERNEL)
func.func @avg_pool2d_kernel_y(%a: tensor<1x8193x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op failed level check: kernel_y <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.avg_pool2d %a, %zp, %zp {acc_type = f32, kernel = array<i64: 8193, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// LEVEL_CHECK(stride_x <= MAX_STRIDE)
func.func @avg_pool2d_stride_x(%a: tensor<1x1x8194x1xf32>) -> tensor<1x1x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op failed level check: stride_x <= MAX_STRIDE (8192), got 8193}}
  %0 = tosa.avg_pool2d %a, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 8193>} : (tensor<1x1x8194x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}

// -----

// LEVEL_CHECK(kernel_x <= MAX_KERNEL); the 8K limits themselves pass.
func.func @max_pool2d_kernel_x(%a: tensor<1x8192x8193x1xf32>, %b: tensor<1x1x8193x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 8192, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8192, 8192>} : (tensor<1x8192x8193x1xf32>) -> tensor<1x1x2x1xf32>
  // expected-error @+1 {{'tosa.max_pool2d' op failed level check: kernel_x <= MAX_KERNEL (8192), got 8193}}
  %1 = tosa.max_pool2d %b {kernel = array<i64: 1, 8193>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8193x1xf32>) -> tensor<1x1x1x1xf32>
  return %1 : tensor<1x1x1x1xf32>
}

// -----

// LEVEL_CHECK(dilation_y * KH <= MAX_KERNEL)
func.func @conv2d_dilated_kernel(%a: tensor<1x8193x1x1xf32>, %w: tensor<1x4097x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op failed level check: dilation_y * KH <= MAX_KERNEL (8192), got 8194}}
  %0 = tosa.conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8193x1x1xf32>, tensor<1x4097x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// LEVEL_CHECK(pad_left <= MAX_KERNEL)
func.func @conv2d_pad_left(%a: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x1x8194x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op failed level check: pad_left <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 8193, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x8194x1xf32>
  return %0 : tensor<1x1x8194x1xf32>
}

// -----

// LEVEL_CHECK(stride_y <= MAX_STRIDE)
func.func @conv2d_stride_y(%a: tensor<1x8194x1x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op failed level check: stride_y <= MAX_STRIDE (8192), got 8193}}
  %0 = tosa.conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8193, 1>} : (tensor<1x8194x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}

// -----

// LEVEL_CHECK(dilation_d * KD <= MAX_KERNEL)
func.func @conv3d_dilated_kernel(%a: tensor<1x8193x1x1x1xf32>, %w: tensor<1x4097x1x1x1xf32>) -> tensor<1x1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op failed level check: dilation_d * KD <= MAX_KERNEL (8192), got 8194}}
  %0 = tosa.conv3d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x8193x1x1x1xf32>, tensor<1x4097x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1xf32>
}

// -----

// LEVEL_CHECK(pad_d1 <= MAX_KERNEL)
func.func @conv3d_pad_d1(%a: tensor<1x1x1x1x1xf32>, %w: tensor<1x1x1x1x1xf32>) -> tensor<1x8194x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op failed level check: pad_d1 <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.conv3d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 8193, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x1x1x1x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8194x1x1x1xf32>
  return %0 : tensor<1x8194x1x1x1xf32>
}

// -----

// LEVEL_CHECK(dilation_x * KW <= MAX_KERNEL); depthwise weights are [KH,KW,C,M].
func.func @depthwise_conv2d_kernel(%a: tensor<1x1x8193x1xf32>, %w: tensor<1x8193x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op failed level check: dilation_x * KW <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.depthwise_conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8193x1xf32>, tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// LEVEL_CHECK(KH <= MAX_KERNEL)
func.func @transpose_conv2d_kernel(%a: tensor<1x1x1x1xf32>, %w: tensor<1x8193x1x1xf32>) -> tensor<1x8193x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op failed level check: KH <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.transpose_conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8193x1x1xf32>
  return %0 : tensor<1x8193x1x1xf32>
}

// -----

// LEVEL_CHECK(out_pad_right <= MAX_KERNEL)
func.func @transpose_conv2d_out_pad(%a: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x1x8194x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op failed level check: out_pad_right <= MAX_KERNEL (8192), got 8193}}
  %0 = tosa.transpose_conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 8193>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x8194x1xf32>
  return %0 : tensor<1x1x8194x1xf32>
}

// -----

// LEVEL_CHECK(stride_x <= MAX_STRIDE)
func.func @transpose_conv2d_stride(%a: tensor<1x1x2x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x1x8194x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op failed level check: stride_x <= MAX_STRIDE (8192), got 8193}}
  %0 = tosa.transpose_conv2d %a, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 8193>} : (tensor<1x1x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x8194x1xf32>
  return %0 : tensor<1x1x8194x1xf32>
}

// -----

// LEVEL_CHECK(H <= MAX_KERNEL)
func.func @fft2d_height(%a: tensor<1x16384x2xf32>) -> tensor<1x16384x2xf32> {
  // expected-error @+1 {{'tosa.fft2d' op failed level check: H <= MAX_KERNEL (8192), got 16384}}
  %0:2 = tosa.fft2d %a, %a {inverse = false} : (tensor<1x16384x2xf32>, tensor<1x16384x2xf32>) -> (tensor<1x16384x2xf32>, tensor<1x16384x2xf32>)
  return %0#0 : tensor<1x16384x2xf32>
}

// -----

// LEVEL_CHECK(W <= MAX_KERNEL)
func.func @rfft2d_width(%a: tensor<1x2x16384xf32>) -> tensor<1x2x8193xf32> {
  // expected-error @+1 {{'tosa.rfft2d' op failed level check: W <= MAX_KERNEL (8192), got 16384}}
  %0:2 = tosa.rfft2d %a : (tensor<1x2x16384xf32>) -> (tensor<1x2x8193xf32>, tensor<1x2x8193xf32>)
  return %0#0 : tensor<1x2x8193xf32>
}

// -----

// LEVEL_CHECK(scale_y_n / scale_y_d <= MAX_SCALE)
func.func @resize_scale_y(%a: tensor<1x2x2x1xf32>) -> tensor<1x258x3x1xf32> {
  %scale = tosa.const_shape {values = dense<[257, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op failed level check: scale_y_n / scale_y_d <= MAX_SCALE (256), got 257 / 1 = 257}}
  %0 = tosa.resize %a, %scale, %zero, %zero {mode = NEAREST_NEIGHBOR} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x258x3x1xf32>
  return %0 : tensor<1x258x3x1xf32>
}

// -----

// LEVEL_CHECK(scale_x_n / scale_x_d <= MAX_SCALE), integer division: 1027 / 4
// = 256 passes, 1028 / 4 = 257 fails.
func.func @resize_scale_x(%a: tensor<1x2x5x1xf32>) -> tensor<1x2x1029x1xf32> {
  %ok = tosa.const_shape {values = dense<[1, 1, 1027, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %scale = tosa.const_shape {values = dense<[1, 1, 1028, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %ok, %zero, %zero {mode = BILINEAR} : (tensor<1x2x5x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2x1028x1xf32>
  // expected-error @+1 {{'tosa.resize' op failed level check: scale_x_n / scale_x_d <= MAX_SCALE (256), got 1028 / 4 = 257}}
  %1 = tosa.resize %a, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x2x5x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2x1029x1xf32>
  return %1 : tensor<1x2x1029x1xf32>
}

// -----

// ERROR_IF(tosa_nesting_depth >= MAX_NESTING): seven nested COND_IFs, the
// innermost enclosed by six.
func.func @cond_if_nesting(%c: tensor<1xi1>, %x: tensor<2xf32>) {
  %r0 = "tosa.cond_if"(%c, %x) ({
  ^bb0(%x0: tensor<2xf32>):
  %r1 = "tosa.cond_if"(%c, %x0) ({
  ^bb0(%x1: tensor<2xf32>):
  %r2 = "tosa.cond_if"(%c, %x1) ({
  ^bb0(%x2: tensor<2xf32>):
  %r3 = "tosa.cond_if"(%c, %x2) ({
  ^bb0(%x3: tensor<2xf32>):
  %r4 = "tosa.cond_if"(%c, %x3) ({
  ^bb0(%x4: tensor<2xf32>):
  %r5 = "tosa.cond_if"(%c, %x4) ({
  ^bb0(%x5: tensor<2xf32>):
  // expected-error @+1 {{'tosa.cond_if' op failed level check: tosa_nesting_depth < MAX_NESTING (6), got 6}}
  %r6 = "tosa.cond_if"(%c, %x5) ({
  ^bb0(%x6: tensor<2xf32>):
"tosa.yield"(%x6) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e6: tensor<2xf32>):
  "tosa.yield"(%e6) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r6) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e5: tensor<2xf32>):
  "tosa.yield"(%e5) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r5) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e4: tensor<2xf32>):
  "tosa.yield"(%e4) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r4) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e3: tensor<2xf32>):
  "tosa.yield"(%e3) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r3) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e2: tensor<2xf32>):
  "tosa.yield"(%e2) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r2) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e1: tensor<2xf32>):
  "tosa.yield"(%e1) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  "tosa.yield"(%r1) : (tensor<2xf32>) -> ()
  }, {
  ^bb0(%e0: tensor<2xf32>):
  "tosa.yield"(%e0) : (tensor<2xf32>) -> ()
  }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// LEVEL_CHECK(tensor_list_shape(input1) <= MAX_TENSOR_LIST_SIZE)
func.func @concat_list_size(%a: tensor<1xf32>) -> tensor<65xf32> {
  // expected-error @+1 {{'tosa.concat' op failed level check: tensor_list_shape(input1) <= MAX_TENSOR_LIST_SIZE (64), got 65}}
  %0 = tosa.concat %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a {axis = 0 : i32} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<65xf32>
  return %0 : tensor<65xf32>
}

// -----

// LEVEL_CHECK(tensor_list_shape(input_list) <= MAX_TENSOR_LIST_SIZE)
func.func @custom_list_size(%a: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.custom' op failed level check: tensor_list_shape(input_list) <= MAX_TENSOR_LIST_SIZE (64), got 65}}
  %0 = tosa.custom %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a {domain_name = "d", implementation_attrs = "", operator_name = "x"} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// LEVEL_CHECK(length(input1) <= MAX_RANK)
func.func @shape_op_length() -> !tosa.shape<7> {
  %s = tosa.const_shape {values = dense<1> : tensor<7xindex>} : () -> !tosa.shape<7>
  // expected-error @+1 {{'tosa.add_shape' op failed level check: length(operand #0) <= MAX_RANK (6), got 7}}
  %0 = tosa.add_shape %s, %s : (!tosa.shape<7>, !tosa.shape<7>) -> !tosa.shape<7>
  return %0 : !tosa.shape<7>
}

// -----

// LEVEL_CHECK(rank(shape) <= MAX_RANK) for any op.
func.func @reshape_rank(%a: tensor<2x3xf32>) -> tensor<1x1x1x1x1x2x3xf32> {
  %s = tosa.const_shape {values = dense<[1, 1, 1, 1, 1, 2, 3]> : tensor<7xindex>} : () -> !tosa.shape<7>
  // expected-error @+1 {{'tosa.reshape' op failed level check: rank(result #0) <= MAX_RANK (6), got 7}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<7>) -> tensor<1x1x1x1x1x2x3xf32>
  return %0 : tensor<1x1x1x1x1x2x3xf32>
}
