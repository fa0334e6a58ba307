// RUN: tosa-opt %s -tosa-to-linalg | FileCheck %s --implicit-check-not='{{"?tosa\.[a-z_0-9]+[" ]}}'

// CHECK-LABEL: func.func @float_unary
// CHECK: tosa.const
// CHECK: math.absf
// CHECK: arith.negf
// CHECK: math.ceil
// CHECK: math.floor
// CHECK: math.exp
// CHECK: math.log
// CHECK: math.sin
// CHECK: math.cos
// CHECK: math.tanh
// CHECK: math.erf
// CHECK: math.rsqrt
func.func @float_unary(%a: tensor<4xf32>) -> tensor<4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.negate %0, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %2 = tosa.ceil %1 : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.floor %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.exp %3 : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.log %4 : (tensor<4xf32>) -> tensor<4xf32>
  %6 = tosa.sin %5 : (tensor<4xf32>) -> tensor<4xf32>
  %7 = tosa.cos %6 : (tensor<4xf32>) -> tensor<4xf32>
  %8 = tosa.tanh %7 : (tensor<4xf32>) -> tensor<4xf32>
  %9 = tosa.erf %8 : (tensor<4xf32>) -> tensor<4xf32>
  %10 = tosa.rsqrt %9 : (tensor<4xf32>) -> tensor<4xf32>
  return %10 : tensor<4xf32>
}

// CHECK-LABEL: func.func @sigmoid_reciprocal
// CHECK: ^bb0(%[[X:.+]]: f16, %{{.+}}: f16):
// CHECK:   %[[ONE:.+]] = arith.constant 1.000000e+00 : f16
// CHECK:   %[[N:.+]] = arith.negf %[[X]] : f16
// CHECK:   %[[E:.+]] = math.exp %[[N]] : f16
// CHECK:   %[[D:.+]] = arith.addf %[[ONE]], %[[E]] : f16
// CHECK:   %[[R:.+]] = arith.divf %[[ONE]], %[[D]] : f16
// CHECK:   linalg.yield %[[R]] : f16
// CHECK: ^bb0(%[[X:.+]]: f16, %{{.+}}: f16):
// CHECK:   %[[ONE:.+]] = arith.constant 1.000000e+00 : f16
// CHECK:   %[[R:.+]] = arith.divf %[[ONE]], %[[X]] : f16
// CHECK:   linalg.yield %[[R]] : f16
func.func @sigmoid_reciprocal(%a: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.sigmoid %a : (tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.reciprocal %0 : (tensor<4xf16>) -> tensor<4xf16>
  return %1 : tensor<4xf16>
}

// CHECK-LABEL: func.func @int_unary
// CHECK: math.absi
// CHECK: %[[ONES:.+]] = arith.constant -1 : i32
// CHECK: arith.xori %{{.+}}, %[[ONES]] : i32
// CHECK: math.ctlz
func.func @int_unary(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.bitwise_not %0 : (tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.clz %1 : (tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}

// CHECK-LABEL: func.func @negate_i8
// CHECK-COUNT-2: tosa.const
// CHECK: ^bb0(%[[X:.+]]: i8, %{{.+}}: i8):
// CHECK:   %[[W:.+]] = arith.extsi %[[X]] : i8 to i32
// CHECK:   %[[IZP:.+]] = arith.constant 3 : i32
// CHECK:   %[[D:.+]] = arith.subi %[[W]], %[[IZP]] : i32
// CHECK:   %[[OZP:.+]] = arith.constant -5 : i32
// CHECK:   %[[N:.+]] = arith.subi %[[OZP]], %[[D]] : i32
// CHECK:   %[[MAX:.+]] = arith.constant 127 : i32
// CHECK:   %[[LO:.+]] = arith.minsi %[[N]], %[[MAX]] : i32
// CHECK:   %[[MIN:.+]] = arith.constant -128 : i32
// CHECK:   %[[C:.+]] = arith.maxsi %[[LO]], %[[MIN]] : i32
// CHECK:   %[[T:.+]] = arith.trunci %[[C]] : i32 to i8
// CHECK:   linalg.yield %[[T]] : i8
func.func @negate_i8(%a: tensor<4xi8>) -> tensor<4xi8> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %izp, %ozp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// CHECK-LABEL: func.func @negate_i32
// CHECK: tosa.const
// CHECK: ^bb0(%[[X:.+]]: i32, %{{.+}}: i32):
// CHECK:   %[[Z:.+]] = arith.constant 0 : i32
// CHECK:   %[[D:.+]] = arith.subi %[[X]], %[[Z]] : i32
// CHECK:   %[[Z2:.+]] = arith.constant 0 : i32
// CHECK:   %[[N:.+]] = arith.subi %[[Z2]], %[[D]] : i32
// CHECK:   linalg.yield %[[N]] : i32
func.func @negate_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func @clamp
// CHECK: ^bb0(%[[X:.+]]: f32, %{{.+}}: f32):
// CHECK:   %[[LO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK:   %[[HI:.+]] = arith.constant 6.000000e+00 : f32
// CHECK:   %[[M:.+]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK:   %[[R:.+]] = arith.minimumf %[[M]], %[[HI]] : f32
// CHECK:   linalg.yield %[[R]] : f32
// CHECK: arith.maxnumf
// CHECK: arith.minnumf
// CHECK: ^bb0(%[[Y:.+]]: i8, %{{.+}}: i8):
// CHECK:   %[[ILO:.+]] = arith.constant -3 : i8
// CHECK:   %[[IHI:.+]] = arith.constant 100 : i8
// CHECK:   %[[IM:.+]] = arith.maxsi %[[Y]], %[[ILO]] : i8
// CHECK:   %[[IR:.+]] = arith.minsi %[[IM]], %[[IHI]] : i8
// CHECK:   linalg.yield %[[IR]] : i8
func.func @clamp(%a: tensor<4xf32>, %b: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xi8>) {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.clamp %b {min_val = -3 : i8, max_val = 100 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %1, %2 : tensor<4xf32>, tensor<4xi8>
}

// CHECK-LABEL: func.func @select_compare
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpi sge
// CHECK: ^bb0(%[[P:.+]]: i1, %[[T:.+]]: f32, %[[F:.+]]: f32, %{{.+}}: f32):
// CHECK:   %[[S:.+]] = arith.select %[[P]], %[[T]], %[[F]] : f32
// CHECK:   linalg.yield %[[S]] : f32
func.func @select_compare(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xf32>) {
  %0 = tosa.equal %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = tosa.greater %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = tosa.greater_equal %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %3 = tosa.select %0, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xf32>
}

// Operators lowered by another pass (tosa-to-linalg-named) stay in place
// (partial conversion).
// CHECK-LABEL: func.func @matmul_untouched
// CHECK: tosa.matmul
func.func @matmul_untouched(%a: tensor<1x2x3xf32>, %b: tensor<1x3x4xf32>, %zp: tensor<1xf32>) -> tensor<1x2x4xf32> {
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}
