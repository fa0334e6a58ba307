// RUN: tosa-opt %s --tosa-to-linalg | FileCheck %s --implicit-check-not=tosa.

// FFT2D / RFFT2D become a direct DFT: one linalg.generic over
// (n, oy, ox, iy, ix) accumulating in f64, then a rounding generic.

// Inverse FFT2D with a dynamic batch, H = 2, W = 4:
// a = (-2 pi) * ((((iy * oy) % 2) * 4 + ((ix * ox) % 4) * 2) / 8).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @fft2d(
// CHECK-SAME: %[[RE:.+]]: tensor<?x2x4xf32>, %[[IM:.+]]: tensor<?x2x4xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[RE]], %{{.+}} : tensor<?x2x4xf32>
// CHECK: %[[ACC0:.+]] = linalg.fill ins(%{{.+}} : f64) outs(%{{.+}} : tensor<?x2x4xf64>)
// CHECK: %[[ACC1:.+]] = linalg.fill ins(%{{.+}} : f64) outs(%{{.+}} : tensor<?x2x4xf64>)
// CHECK: %[[SUMS:.+]]:2 = linalg.generic {indexing_maps = [#[[IN]], #[[IN]], #[[OUT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[RE]], %[[IM]] : tensor<?x2x4xf32>, tensor<?x2x4xf32>) outs(%[[ACC0]], %[[ACC1]] : tensor<?x2x4xf64>, tensor<?x2x4xf64>)
// CHECK: ^bb0(%[[VR:.+]]: f32, %[[VI:.+]]: f32, %[[SR:.+]]: f64, %[[SI:.+]]: f64):
// CHECK: %[[OY:.+]] = linalg.index 1 : index
// CHECK: %[[IY:.+]] = linalg.index 3 : index
// CHECK: arith.remui %{{.+}}, %{{.+}} : i64
// CHECK: %[[OX:.+]] = linalg.index 2 : index
// CHECK: %[[IX:.+]] = linalg.index 4 : index
// CHECK: arith.remui %{{.+}}, %{{.+}} : i64
// CHECK: %[[TURNS:.+]] = arith.addi %{{.+}}, %{{.+}} : i64
// CHECK: %[[HW:.+]] = arith.constant 8.000000e+00 : f64
// CHECK: %[[TF:.+]] = arith.sitofp %[[TURNS]] : i64 to f64
// CHECK: %[[FRAC:.+]] = arith.divf %[[TF]], %[[HW]] : f64
// CHECK: %[[TWOPI:.+]] = arith.constant -6.2831853071795862 : f64
// CHECK: %[[A:.+]] = arith.mulf %[[TWOPI]], %[[FRAC]] : f64
// CHECK: %[[COS:.+]] = math.cos %[[A]] : f64
// CHECK: %[[SIN:.+]] = math.sin %[[A]] : f64
// CHECK: %[[R:.+]] = arith.extf %[[VR]] : f32 to f64
// CHECK: %[[NR:.+]] = arith.negf %[[R]] : f64
// CHECK: %[[I:.+]] = arith.extf %[[VI]] : f32 to f64
// CHECK: %[[ISIN:.+]] = arith.mulf %[[I]], %[[SIN]] : f64
// CHECK: %[[RCOS:.+]] = arith.mulf %[[R]], %[[COS]] : f64
// CHECK: %[[TR:.+]] = arith.addf %[[RCOS]], %[[ISIN]] : f64
// CHECK: %[[ICOS:.+]] = arith.mulf %[[I]], %[[COS]] : f64
// CHECK: %[[NRSIN:.+]] = arith.mulf %[[NR]], %[[SIN]] : f64
// CHECK: %[[TI:.+]] = arith.addf %[[NRSIN]], %[[ICOS]] : f64
// CHECK: %[[NSR:.+]] = arith.addf %[[SR]], %[[TR]] : f64
// CHECK: %[[NSI:.+]] = arith.addf %[[SI]], %[[TI]] : f64
// CHECK: linalg.yield %[[NSR]], %[[NSI]] : f64, f64
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[N]]) : tensor<?x2x4xf32>
// CHECK: %[[OUTS:.+]]:2 = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]], #[[ID]]], {{.+}} ins(%[[SUMS]]#0, %[[SUMS]]#1 : tensor<?x2x4xf64>, tensor<?x2x4xf64>)
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: return %[[OUTS]]#0, %[[OUTS]]#1 : tensor<?x2x4xf32>, tensor<?x2x4xf32>
func.func @fft2d(%re: tensor<?x2x4xf32>, %im: tensor<?x2x4xf32>) -> (tensor<?x2x4xf32>, tensor<?x2x4xf32>) {
  %0:2 = tosa.fft2d %re, %im {inverse = true} : (tensor<?x2x4xf32>, tensor<?x2x4xf32>) -> (tensor<?x2x4xf32>, tensor<?x2x4xf32>)
  return %0#0, %0#1 : tensor<?x2x4xf32>, tensor<?x2x4xf32>
}

// RFFT2D with H = 1, W = 8: W/2 + 1 = 5 output columns; the imaginary term is
// skipped where (ay % 1) | (ax % 4) == 0 (H/2 = 0 is taken as 1).
// CHECK-LABEL: func.func @rfft2d(
// CHECK-SAME: %[[RE:.+]]: tensor<1x1x8xf32>)
// CHECK: linalg.generic {{.+}} ins(%[[RE]] : tensor<1x1x8xf32>) outs(%{{.+}}, %{{.+}} : tensor<1x1x5xf64>, tensor<1x1x5xf64>)
// CHECK: ^bb0(%[[VR:.+]]: f32, %[[SR:.+]]: f64, %[[SI:.+]]: f64):
// CHECK: %[[AY:.+]] = arith.remui %{{.+}}, %{{.+}} : i64
// CHECK: %[[AX:.+]] = arith.remui %{{.+}}, %{{.+}} : i64
// CHECK: %[[TWOPI:.+]] = arith.constant 6.2831853071795862 : f64
// CHECK: %[[A:.+]] = arith.mulf %[[TWOPI]], %{{.+}} : f64
// CHECK: %[[COS:.+]] = math.cos %[[A]] : f64
// CHECK: %[[SIN:.+]] = math.sin %[[A]] : f64
// CHECK: %[[R:.+]] = arith.extf %[[VR]] : f32 to f64
// CHECK: %[[NR:.+]] = arith.negf %[[R]] : f64
// CHECK: %[[RCOS:.+]] = arith.mulf %[[R]], %[[COS]] : f64
// CHECK: %[[NSR:.+]] = arith.addf %[[SR]], %[[RCOS]] : f64
// CHECK: %[[NRSIN:.+]] = arith.mulf %[[NR]], %[[SIN]] : f64
// CHECK: %[[NSI:.+]] = arith.addf %[[SI]], %[[NRSIN]] : f64
// CHECK: %[[M0:.+]] = arith.constant 0 : i64
// CHECK: %[[YP:.+]] = arith.andi %[[AY]], %[[M0]] : i64
// CHECK: %[[M3:.+]] = arith.constant 3 : i64
// CHECK: %[[XP:.+]] = arith.andi %[[AX]], %[[M3]] : i64
// CHECK: %[[ANY:.+]] = arith.ori %[[YP]], %[[XP]] : i64
// CHECK: %[[NZ:.+]] = arith.cmpi ne, %[[ANY]], %{{.+}} : i64
// CHECK: %[[KEEP:.+]] = arith.select %[[NZ]], %[[NSI]], %[[SI]] : f64
// CHECK: linalg.yield %[[NSR]], %[[KEEP]] : f64, f64
// CHECK: arith.truncf
func.func @rfft2d(%re: tensor<1x1x8xf32>) -> (tensor<1x1x5xf32>, tensor<1x1x5xf32>) {
  %0:2 = tosa.rfft2d %re : (tensor<1x1x8xf32>) -> (tensor<1x1x5xf32>, tensor<1x1x5xf32>)
  return %0#0, %0#1 : tensor<1x1x5xf32>, tensor<1x1x5xf32>
}
