// Framework type combinations outside TOSA 1.0's tables that tosac's
// lowerings define (docs/Dialect.md): arithmetic in the declared output type,
// wrapping or saturating as the corresponding spec operator does. Inputs
// come from .npy files so that the lowering runs, not the folders.
// fw_i8_2x4 = [[-128, -7, -1, 0], [1, 5, 100, 127]], a23_i32 = [[0, 1, 2],
// [3, 4, 5]], fw_f32_8 = [-3e9, -2.5, -0.0, 0.0, 0.5, 1.5, nan, 5e9].

// RUN: tosa-run %s --entry=mm_i8_i16 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=MM_I8_I16
// MM_I8_I16: result0 INT16[1x2x2] = [-17146, 17408, 989, -29824]
// RUN: tosa-run %s --entry=mm_i16_i32 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=MM_I16_I32
// MM_I16_I32: result0 INT32[1x2x2] = [-40501, 136, 2027, -233]
// RUN: tosa-run %s --entry=mm_bf16 --input %S/Inputs/a4_f32.npy | FileCheck %s --check-prefix=MM_BF16
// MM_BF16: result0 FP32[1x1x1] = [11.00]
// RUN: tosa-run %s --entry=reduce_product_i32 --input %S/Inputs/a23_i32.npy | FileCheck %s --check-prefix=REDUCE_PRODUCT_I32
// REDUCE_PRODUCT_I32: result0 INT32[2x1] = [0, 60]
// RUN: tosa-run %s --entry=argmax_i32 --input %S/Inputs/a23_i32.npy | FileCheck %s --check-prefix=ARGMAX_I32
// ARGMAX_I32: result0 INT32[3] = [1, 1, 1]
// RUN: tosa-run %s --entry=cast_f32_i1 --input %S/Inputs/fw_f32_8.npy | FileCheck %s --check-prefix=CAST_F32_I1
// CAST_F32_I1: result0 BOOL[8] = [true, true, false, false, true, true, true, true]
// RUN: tosa-run %s --entry=cast_f32_i64 --input %S/Inputs/fw_f32_8.npy | FileCheck %s --check-prefix=CAST_F32_I64
// CAST_F32_I64: result0 INT64[8] = [-3000000000, -2, 0, 0, 0, 2, 0, 5000000000]
// RUN: tosa-run %s --entry=cast_f32_f32 --input %S/Inputs/fw_f32_8.npy | FileCheck %s --check-prefix=CAST_F32_F32
// CAST_F32_F32: result0 FP32[8] = [-3000000000.00, -2.50, -0.00, 0.00, 0.50, 1.50, nan, 5000000000.00]
// RUN: tosa-run %s --entry=clamp_i32 --input %S/Inputs/a23_i32.npy | FileCheck %s --check-prefix=CLAMP_I32
// CLAMP_I32: result0 INT32[2x3] = [1, 1, 2, 3, 4, 4]
// RUN: tosa-run %s --entry=minimum_i8 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=MINIMUM_I8
// MINIMUM_I8: result0 INT8[2x4] = [-128, -7, -1, 0, 1, 3, 3, 3]
// RUN: tosa-run %s --entry=maximum_i16 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=MAXIMUM_I16
// MAXIMUM_I16: result0 INT16[2x4] = [-2, -2, -1, 0, 1, 5, 100, 127]
// RUN: tosa-run %s --entry=max_pool2d_i32 --input %S/Inputs/a23_i32.npy | FileCheck %s --check-prefix=MAX_POOL2D_I32
// MAX_POOL2D_I32: result0 INT32[1x1x2x1] = [4, 5]
// RUN: tosa-run %s --entry=table_i8_i32 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=TABLE_I8_I32
// TABLE_I8_I32: result0 INT32[2x4] = [-127993, -6993, -993, 7, 1007, 5007, 100007, 127007]
// RUN: tosa-run %s --entry=mul_i8 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=MUL_I8
// MUL_I8: result0 INT8[2x4] = [0, 49, 1, 0, 1, 25, 16, 1]
// RUN: tosa-run %s --entry=reduce_all_i8 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=REDUCE_ALL_I8
// REDUCE_ALL_I8: result0 INT8[1x4] = [0, 1, 100, 0]
// RUN: tosa-run %s --entry=reduce_any_i8 --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=REDUCE_ANY_I8
// REDUCE_ANY_I8: result0 INT8[1x4] = [-127, -3, -1, 127]
// RUN: tosa-run %s --entry=conv2d_i16_bias --input %S/Inputs/fw_i8_2x4.npy | FileCheck %s --check-prefix=CONV2D_I16_BIAS
// CONV2D_I16_BIAS: result0 INT32[1x1x2x1] = [-1136, -767]
// RUN: tosa-run %s --entry=resize_i32 --input %S/Inputs/a23_i32.npy | FileCheck %s --check-prefix=RESIZE_I32
// RESIZE_I32: result0 INT32[1x4x6x1] = [0, 1, 1, 2, 2, 2, 3, 4, 4, 5, 5, 5, 3, 4, 4, 5, 5, 5, 3, 4, 4, 5, 5, 5]

// --strict rejects them, with tosa-validate's wording.
// RUN: not tosa-run %s --strict --entry=mul_i8 --input %S/Inputs/fw_i8_2x4.npy 2>&1 | FileCheck %s --check-prefix=STRICT
// STRICT: error: 'tosa.mul' op expected a type combination TOSA supports: got (i8, i8, i8) -> i8; supported: {{.*}} (--strict)

func.func @mm_i8_i16(%x: tensor<2x4xi8>) -> tensor<1x2x2xi16> {
  %s = tosa.const_shape {values = dense<[1, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %a = tosa.reshape %x, %s : (tensor<2x4xi8>, !tosa.shape<3>) -> tensor<1x2x4xi8>
  %b = "tosa.const"() <{values = dense<[[[127, -128], [127, -128], [1, -128], [1, -128]]]> : tensor<1x4x2xi8>}> : () -> tensor<1x4x2xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x4xi8>, tensor<1x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi16>
  return %0 : tensor<1x2x2xi16>
}
func.func @mm_i16_i32(%x: tensor<2x4xi8>) -> tensor<1x2x2xi32> {
  %s = tosa.const_shape {values = dense<[1, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r = tosa.reshape %x, %s : (tensor<2x4xi8>, !tosa.shape<3>) -> tensor<1x2x4xi8>
  %a = tosa.cast %r : (tensor<1x2x4xi8>) -> tensor<1x2x4xi16>
  %b = "tosa.const"() <{values = dense<[[[300, -1], [300, -1], [1, -1], [1, -1]]]> : tensor<1x4x2xi16>}> : () -> tensor<1x4x2xi16>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x4xi16>, tensor<1x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}
func.func @mm_bf16(%x: tensor<4xf32>) -> tensor<1x1x1xf32> {
  %s = tosa.const_shape {values = dense<[1, 1, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r = tosa.reshape %x, %s : (tensor<4xf32>, !tosa.shape<3>) -> tensor<1x1x4xf32>
  %a = tosa.cast %r : (tensor<1x1x4xf32>) -> tensor<1x1x4xbf16>
  %b = "tosa.const"() <{values = dense<[[[1.0], [2.0], [0.5], [1.0]]]> : tensor<1x4x1xbf16>}> : () -> tensor<1x4x1xbf16>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x1x4xbf16>, tensor<1x4x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1xbf16>
  %1 = tosa.cast %0 : (tensor<1x1x1xbf16>) -> tensor<1x1x1xf32>
  return %1 : tensor<1x1x1xf32>
}
func.func @reduce_product_i32(%x: tensor<2x3xi32>) -> tensor<2x1xi32> {
  %0 = tosa.reduce_product %x {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
func.func @argmax_i32(%x: tensor<2x3xi32>) -> tensor<3xi32> {
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @cast_f32_i1(%x: tensor<8xf32>) -> tensor<8xi1> {
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi1>
  return %0 : tensor<8xi1>
}
func.func @cast_f32_i64(%x: tensor<8xf32>) -> tensor<8xi64> {
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi64>
  return %0 : tensor<8xi64>
}
func.func @cast_f32_f32(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @clamp_i32(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.clamp %x {min_val = 1 : i32, max_val = 4 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @minimum_i8(%x: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %c = "tosa.const"() <{values = dense<3> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %0 = tosa.minimum %x, %c : (tensor<2x4xi8>, tensor<1x1xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
func.func @maximum_i16(%x: tensor<2x4xi8>) -> tensor<2x4xi16> {
  %a = tosa.cast %x : (tensor<2x4xi8>) -> tensor<2x4xi16>
  %c = "tosa.const"() <{values = dense<-2> : tensor<1x1xi16>}> : () -> tensor<1x1xi16>
  %0 = tosa.maximum %a, %c : (tensor<2x4xi16>, tensor<1x1xi16>) -> tensor<2x4xi16>
  return %0 : tensor<2x4xi16>
}
func.func @max_pool2d_i32(%x: tensor<2x3xi32>) -> tensor<1x1x2x1xi32> {
  %s = tosa.const_shape {values = dense<[1, 2, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.reshape %x, %s : (tensor<2x3xi32>, !tosa.shape<4>) -> tensor<1x2x3x1xi32>
  %0 = tosa.max_pool2d %r {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x3x1xi32>) -> tensor<1x1x2x1xi32>
  return %0 : tensor<1x1x2x1xi32>
}
func.func @table_i8_i32(%x: tensor<2x4xi8>) -> tensor<2x4xi32> {
  %t = "tosa.const"() <{values = dense<[-127993,-126993,-125993,-124993,-123993,-122993,-121993,-120993,-119993,-118993,-117993,-116993,-115993,-114993,-113993,-112993,-111993,-110993,-109993,-108993,-107993,-106993,-105993,-104993,-103993,-102993,-101993,-100993,-99993,-98993,-97993,-96993,-95993,-94993,-93993,-92993,-91993,-90993,-89993,-88993,-87993,-86993,-85993,-84993,-83993,-82993,-81993,-80993,-79993,-78993,-77993,-76993,-75993,-74993,-73993,-72993,-71993,-70993,-69993,-68993,-67993,-66993,-65993,-64993,-63993,-62993,-61993,-60993,-59993,-58993,-57993,-56993,-55993,-54993,-53993,-52993,-51993,-50993,-49993,-48993,-47993,-46993,-45993,-44993,-43993,-42993,-41993,-40993,-39993,-38993,-37993,-36993,-35993,-34993,-33993,-32993,-31993,-30993,-29993,-28993,-27993,-26993,-25993,-24993,-23993,-22993,-21993,-20993,-19993,-18993,-17993,-16993,-15993,-14993,-13993,-12993,-11993,-10993,-9993,-8993,-7993,-6993,-5993,-4993,-3993,-2993,-1993,-993,7,1007,2007,3007,4007,5007,6007,7007,8007,9007,10007,11007,12007,13007,14007,15007,16007,17007,18007,19007,20007,21007,22007,23007,24007,25007,26007,27007,28007,29007,30007,31007,32007,33007,34007,35007,36007,37007,38007,39007,40007,41007,42007,43007,44007,45007,46007,47007,48007,49007,50007,51007,52007,53007,54007,55007,56007,57007,58007,59007,60007,61007,62007,63007,64007,65007,66007,67007,68007,69007,70007,71007,72007,73007,74007,75007,76007,77007,78007,79007,80007,81007,82007,83007,84007,85007,86007,87007,88007,89007,90007,91007,92007,93007,94007,95007,96007,97007,98007,99007,100007,101007,102007,103007,104007,105007,106007,107007,108007,109007,110007,111007,112007,113007,114007,115007,116007,117007,118007,119007,120007,121007,122007,123007,124007,125007,126007,127007]> : tensor<256xi32>}> : () -> tensor<256xi32>
  %0 = tosa.table %x, %t : (tensor<2x4xi8>, tensor<256xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
func.func @mul_i8(%x: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %x, %x, %s : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
func.func @reduce_all_i8(%x: tensor<2x4xi8>) -> tensor<1x4xi8> {
  %0 = tosa.reduce_all %x {axis = 0 : i32} : (tensor<2x4xi8>) -> tensor<1x4xi8>
  return %0 : tensor<1x4xi8>
}
func.func @reduce_any_i8(%x: tensor<2x4xi8>) -> tensor<1x4xi8> {
  %0 = tosa.reduce_any %x {axis = 0 : i32} : (tensor<2x4xi8>) -> tensor<1x4xi8>
  return %0 : tensor<1x4xi8>
}
func.func @conv2d_i16_bias(%x: tensor<2x4xi8>) -> tensor<1x1x2x1xi32> {
  %s = tosa.const_shape {values = dense<[1, 1, 2, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.reshape %x, %s : (tensor<2x4xi8>, !tosa.shape<4>) -> tensor<1x1x2x4xi8>
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x4xi8>}> : () -> tensor<1x1x1x4xi8>
  %b = "tosa.const"() <{values = dense<-1000> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %r, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x4xi8>, tensor<1x1x1x4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x1xi32>
  return %0 : tensor<1x1x2x1xi32>
}
func.func @resize_i32(%x: tensor<2x3xi32>) -> tensor<1x4x6x1xi32> {
  %s = tosa.const_shape {values = dense<[1, 2, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.reshape %x, %s : (tensor<2x3xi32>, !tosa.shape<4>) -> tensor<1x2x3x1xi32>
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %r, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xi32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x6x1xi32>
  return %0 : tensor<1x4x6x1xi32>
}
