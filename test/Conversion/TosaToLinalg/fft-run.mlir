// RUN: tosa-opt %s --tosa-to-arith --tosa-to-linalg | %upstream-lower-to-llvm | %mlir-runner | FileCheck %s

// Executed FFT2D and RFFT2D on 1x2x4 inputs. The pseudo-code's forward
// transform is X[oy, ox] = sum x[iy, ix] * exp(-i a), a = 2 pi (iy oy / H +
// ix ox / W), i.e. numpy.fft.fft2 without normalisation; inverse uses exp(+i a)
// (numpy.fft.ifft2 times H * W); RFFT2D is numpy.fft.rfft2. Expected values
// from numpy for
//   real = [[1, 2, 3, 4], [0, -1, 5, 2]], imag = [[0, 1, 0, -2], [1, 0, 0, 0]]:
//   fft2d    real [[16, -4, 2, -10], [4, 6, -6, 0]]
//            imag [[0, 6, 2, -4], [-2, -2, 0, 0]]
//   inverse  real [[16, -10, 2, -4], [4, 0, -6, 6]]
//            imag [[0, -4, 2, 6], [-2, 0, 0, -2]]
//   rfft2d (imag input ignored)
//            real [[16, -7, 2], [4, 3, -6]]
//            imag [[0, 5, 0], [0, -1, 0]]
// Sums that are 0 may come out as rounding residues of sin / cos (|x| < 1e-14
// in f64, printed in exponent form): the pattern (-?[0-9.]+e-1[4-9]|0) matches 0
// or such a residue. The
// imaginary parts RFFT2D skips (ay % (H/2) + ax % (W/2) == 0) are exact zeros.

func.func private @printMemrefF32(memref<*xf32>)

func.func @print_f32(%t: tensor<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %re = "tosa.const"() <{values = dense<[[[1.0, 2.0, 3.0, 4.0], [0.0, -1.0, 5.0, 2.0]]]> : tensor<1x2x4xf32>}> : () -> tensor<1x2x4xf32>
  %im = "tosa.const"() <{values = dense<[[[0.0, 1.0, 0.0, -2.0], [1.0, 0.0, 0.0, 0.0]]]> : tensor<1x2x4xf32>}> : () -> tensor<1x2x4xf32>
  %f:2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  %f0 = tensor.cast %f#0 : tensor<1x2x4xf32> to tensor<*xf32>
  call @print_f32(%f0) : (tensor<*xf32>) -> ()
  %f1 = tensor.cast %f#1 : tensor<1x2x4xf32> to tensor<*xf32>
  call @print_f32(%f1) : (tensor<*xf32>) -> ()

  %i:2 = tosa.fft2d %re, %im {inverse = true} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  %i0 = tensor.cast %i#0 : tensor<1x2x4xf32> to tensor<*xf32>
  call @print_f32(%i0) : (tensor<*xf32>) -> ()
  %i1 = tensor.cast %i#1 : tensor<1x2x4xf32> to tensor<*xf32>
  call @print_f32(%i1) : (tensor<*xf32>) -> ()

  %r:2 = tosa.rfft2d %re : (tensor<1x2x4xf32>) -> (tensor<1x2x3xf32>, tensor<1x2x3xf32>)
  %r0 = tensor.cast %r#0 : tensor<1x2x3xf32> to tensor<*xf32>
  call @print_f32(%r0) : (tensor<*xf32>) -> ()
  %r1 = tensor.cast %r#1 : tensor<1x2x3xf32> to tensor<*xf32>
  call @print_f32(%r1) : (tensor<*xf32>) -> ()
  return
}

// CHECK:      {{\[\[\[}}16, -4, 2, -10],
// CHECK-NEXT: [4, 6, -6, {{(-?[0-9.]+e-1[4-9]|0)}}]]]
// CHECK:      {{\[\[\[}}0, 6, 2, -4],
// CHECK-NEXT: [-2, -2, {{(-?[0-9.]+e-1[4-9]|0)}}, {{(-?[0-9.]+e-1[4-9]|0)}}]]]
// CHECK:      {{\[\[\[}}16, -10, 2, -4],
// CHECK-NEXT: [4, {{(-?[0-9.]+e-1[4-9]|0)}}, -6, 6]]]
// CHECK:      {{\[\[\[}}0, -4, 2, 6],
// CHECK-NEXT: [-2, {{(-?[0-9.]+e-1[4-9]|0)}}, {{(-?[0-9.]+e-1[4-9]|0)}}, -2]]]
// CHECK:      {{\[\[\[}}16, -7, 2],
// CHECK-NEXT: [4, 3, -6]]]
// CHECK:      {{\[\[\[}}0, 5, 0],
// CHECK-NEXT: [0, -1, 0]]]
