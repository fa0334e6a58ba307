// RUN: tosa-run %s --entry=avg_pool_zp_ok | FileCheck %s --check-prefix=OK
// RUN: not tosa-run %s --entry=avg_pool_zp_bad 2>&1 | FileCheck %s --check-prefix=AVG
// RUN: not tosa-run %s --entry=conv2d_weight_zp_bad 2>&1 | FileCheck %s --check-prefix=CONV
// RUN: not tosa-run %s --entry=matmul_zp_bad 2>&1 | FileCheck %s --check-prefix=MATMUL
// RUN: tosa-run %s --entry=matmul_i8_zp | FileCheck %s --check-prefix=I8

// Zero points that are graph inputs get the spec's "only int8 may have a
// non-zero zero point" ERROR_IFs as run-time checks (cf.assert), reported by
// tosa-run. The zero points reach the operators through a call so that they
// are not constants when the operator is lowered.

func.func private @avg(%x: tensor<1x3x1x2xi16>, %zp: tensor<1xi16>) -> tensor<1x1x1x2xi16> {
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 3, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x1x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1x2xi16>
  return %0 : tensor<1x1x1x2xi16>
}

// OK: result0 INT16[1x1x1x2] = [1, 1]
func.func @avg_pool_zp_ok() -> tensor<1x1x1x2xi16> {
  %x = "tosa.const"() <{values = dense<1> : tensor<1x3x1x2xi16>}> : () -> tensor<1x3x1x2xi16>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = call @avg(%x, %zp) : (tensor<1x3x1x2xi16>, tensor<1xi16>) -> tensor<1x1x1x2xi16>
  return %0 : tensor<1x1x1x2xi16>
}

// AVG: runtime check failed: 'tosa.avg_pool2d' op ERROR_IF(!is_same<in_out_t,i8_t>() && input_zp != 0): input_zp must be 0 for this type
func.func @avg_pool_zp_bad() -> tensor<1x1x1x2xi16> {
  %x = "tosa.const"() <{values = dense<1> : tensor<1x3x1x2xi16>}> : () -> tensor<1x3x1x2xi16>
  %zp = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = call @avg(%x, %zp) : (tensor<1x3x1x2xi16>, tensor<1xi16>) -> tensor<1x1x1x2xi16>
  return %0 : tensor<1x1x1x2xi16>
}

func.func private @conv(%x: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>, %izp: tensor<1xf32>, %wzp: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// CONV: runtime check failed: 'tosa.conv2d' op ERROR_IF(!is_same<weight_t,i8_t>() && weight_zp != 0): weight_zp must be 0 for this type
// CONV-NOT: input_zp
func.func @conv2d_weight_zp_bad() -> tensor<1x1x1x1xf32> {
  %x = "tosa.const"() <{values = dense<1.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = call @conv(%x, %x, %izp, %wzp) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

func.func private @mm16(%a: tensor<1x1x1xi16>, %azp: tensor<1xi16>, %bzp: tensor<1xi16>) -> tensor<1x1x1xi48> {
  %0 = tosa.matmul %a, %a, %azp, %bzp : (tensor<1x1x1xi16>, tensor<1x1x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1xi48>
  return %0 : tensor<1x1x1xi48>
}

// MATMUL: runtime check failed: 'tosa.matmul' op ERROR_IF(!is_same<B_t,i8_t>() && B_zp != 0): B_zp must be 0 for this type
func.func @matmul_zp_bad() -> tensor<1x1x1xi48> {
  %a = "tosa.const"() <{values = dense<3> : tensor<1x1x1xi16>}> : () -> tensor<1x1x1xi16>
  %azp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = call @mm16(%a, %azp, %bzp) : (tensor<1x1x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1xi48>
  return %0 : tensor<1x1x1xi48>
}

func.func private @mm8(%a: tensor<1x1x1xi8>, %azp: tensor<1xi8>, %bzp: tensor<1xi8>) -> tensor<1x1x1xi32> {
  %0 = tosa.matmul %a, %a, %azp, %bzp : (tensor<1x1x1xi8>, tensor<1x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1xi32>
  return %0 : tensor<1x1x1xi32>
}

// int8 zero points may be anything: (3 - -1) * (3 - 5) = -8.
// I8: result0 INT32[1x1x1] = [-8]
func.func @matmul_i8_zp() -> tensor<1x1x1xi32> {
  %a = "tosa.const"() <{values = dense<3> : tensor<1x1x1xi8>}> : () -> tensor<1x1x1xi8>
  %azp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = call @mm8(%a, %azp, %bzp) : (tensor<1x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1xi32>
  return %0 : tensor<1x1x1xi32>
}
