// Upstream compatibility: ../shared/compat/all_ops.mlir holds every TOSA op in
// the syntax upstream MLIR 22's mlir-opt prints. Our tosa-opt must read it,
// print a fixed point, and print IR that upstream reads back to exactly what
// upstream itself makes of the original.
//
// RUN: tosa-opt %shared/compat/all_ops.mlir -o %t.ours.mlir
// RUN: tosa-opt %t.ours.mlir -o %t.twice.mlir
// RUN: diff %t.ours.mlir %t.twice.mlir
// RUN: %upstream-mlir-opt %t.ours.mlir -o %t.upstream-of-ours.mlir
// RUN: %upstream-mlir-opt %shared/compat/all_ops.mlir -o %t.upstream.mlir
// RUN: diff %t.upstream.mlir %t.upstream-of-ours.mlir
// RUN: FileCheck %s --input-file %t.ours.mlir
//
// Every op passes tosa-validate at level 8K with every extension enabled, and
// without extensions exactly the extension-gated ops are reported.
// RUN: tosa-opt %shared/compat/all_ops.mlir --tosa-validate="extension=all" -o /dev/null
// RUN: not tosa-opt %shared/compat/all_ops.mlir --tosa-validate -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOEXT
// RUN: not tosa-opt %shared/compat/all_ops.mlir --tosa-validate -o /dev/null 2>&1 \
// RUN:   | grep -c "error:" | FileCheck %s --check-prefix=NOEXT-COUNT
// NOEXT-COUNT: {{^}}26{{$}}

// Every op of the file is there, in order.
// CHECK: tosa.variable @var1 = dense<0.000000e+00> : tensor<2x2xf32>
// CHECK: tosa.variable @var2 : tensor<4xi8>
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: tosa.const_shape 
// CHECK: tosa.const_shape 
// CHECK: tosa.const_shape 
// CHECK: tosa.const_shape 
// CHECK: tosa.const_shape 
// CHECK: tosa.const_shape 
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: "tosa.const"()
// CHECK: tosa.argmax 
// CHECK: tosa.avg_pool2d 
// CHECK: tosa.conv2d 
// CHECK: tosa.conv3d 
// CHECK: tosa.depthwise_conv2d 
// CHECK: tosa.fft2d 
// CHECK: tosa.matmul 
// CHECK: tosa.max_pool2d 
// CHECK: tosa.rfft2d 
// CHECK: tosa.transpose_conv2d 
// CHECK: tosa.matmul_t_block_scaled 
// CHECK: tosa.clamp 
// CHECK: tosa.erf 
// CHECK: tosa.sigmoid 
// CHECK: tosa.tanh 
// CHECK: tosa.add 
// CHECK: tosa.arithmetic_right_shift 
// CHECK: tosa.bitwise_and 
// CHECK: tosa.bitwise_or 
// CHECK: tosa.bitwise_xor 
// CHECK: tosa.intdiv 
// CHECK: tosa.logical_and 
// CHECK: tosa.logical_left_shift 
// CHECK: tosa.logical_right_shift 
// CHECK: tosa.logical_or 
// CHECK: tosa.logical_xor 
// CHECK: tosa.maximum 
// CHECK: tosa.minimum 
// CHECK: tosa.mul 
// CHECK: tosa.pow 
// CHECK: tosa.sub 
// CHECK: tosa.table 
// CHECK: tosa.abs 
// CHECK: tosa.bitwise_not 
// CHECK: tosa.ceil 
// CHECK: tosa.clz 
// CHECK: tosa.cos 
// CHECK: tosa.exp 
// CHECK: tosa.floor 
// CHECK: tosa.log 
// CHECK: tosa.logical_not 
// CHECK: tosa.negate 
// CHECK: tosa.reciprocal 
// CHECK: tosa.rsqrt 
// CHECK: tosa.sin 
// CHECK: tosa.select 
// CHECK: tosa.equal 
// CHECK: tosa.greater 
// CHECK: tosa.greater_equal 
// CHECK: tosa.reduce_all 
// CHECK: tosa.reduce_any 
// CHECK: tosa.reduce_max 
// CHECK: tosa.reduce_min 
// CHECK: tosa.reduce_product 
// CHECK: tosa.reduce_sum 
// CHECK: tosa.concat 
// CHECK: tosa.pad 
// CHECK: tosa.reshape 
// CHECK: tosa.reverse 
// CHECK: tosa.slice 
// CHECK: tosa.tile 
// CHECK: tosa.transpose 
// CHECK: tosa.gather 
// CHECK: tosa.scatter 
// CHECK: tosa.resize 
// CHECK: tosa.cast 
// CHECK: tosa.rescale 
// CHECK: tosa.cast_to_block_scaled 
// CHECK: tosa.cast_from_block_scaled 
// CHECK: tosa.identity 
// CHECK: tosa.custom 
// CHECK: tosa.cond_if 
// CHECK: tosa.while_loop 
// CHECK: "tosa.const"()
// CHECK: tosa.greater 
// CHECK: "tosa.const"()
// CHECK: tosa.add 
// CHECK: tosa.variable_read 
// CHECK: tosa.variable_write 
// CHECK: tosa.add_shape 
// CHECK: tosa.concat_shape 
// CHECK: tosa.dim 
// CHECK: tosa.div_ceil_shape 
// CHECK: tosa.div_floor_shape 
// CHECK: tosa.exp2_shape 
// CHECK: tosa.log2_ceil_shape 
// CHECK: tosa.log2_floor_shape 
// CHECK: tosa.max_shape 
// CHECK: tosa.min_shape 
// CHECK: tosa.mod_shape 
// CHECK: tosa.mul_shape 
// CHECK: tosa.slice_shape 
// CHECK: tosa.sub_shape 
// CHECK: tosa.apply_scale 

// NOEXT-DAG: 'tosa.variable' op type combination () -> () {type = f32} requires profile pro_fp and extension variable
// NOEXT-DAG: 'tosa.variable' op type combination () -> () {type = i8} requires profile pro_int and extension variable
// NOEXT-DAG: 'tosa.fft2d' op type combination (f32, f32) -> (f32, f32) requires extension fft
// NOEXT-DAG: 'tosa.rfft2d' op type combination (f32) -> (f32, f32) requires extension fft
// NOEXT-DAG: 'tosa.matmul_t_block_scaled' op {{.*}} requires extension mxfp
// NOEXT-DAG: 'tosa.cast_to_block_scaled' op {{.*}} requires extension mxfp
// NOEXT-DAG: 'tosa.cast_from_block_scaled' op {{.*}} requires extension mxfp
// NOEXT-DAG: 'tosa.cond_if' op type combination (i1, f32) -> f32 requires extension controlflow
// NOEXT-DAG: 'tosa.while_loop' op type combination (i32) -> i32 requires extension controlflow
// NOEXT-DAG: 'tosa.variable_read' op {{.*}} requires profile pro_fp and extension variable
// NOEXT-DAG: 'tosa.variable_write' op {{.*}} requires profile pro_fp and extension variable
// NOEXT-DAG: 'tosa.add_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.concat_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.dim' op {{.*}} requires profile pro_fp and extension shape
// NOEXT-DAG: 'tosa.div_ceil_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.div_floor_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.exp2_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.log2_ceil_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.log2_floor_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.max_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.min_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.mod_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.mul_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.slice_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.sub_shape' op {{.*}} requires extension shape
// NOEXT-DAG: 'tosa.apply_scale' op rounding_mode = DOUBLE_ROUND requires extension doubleround
