//===- InitAll.h - Register every tosac dialect and pass --------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file registers the dialects and passes the tosac tools use. It never
// registers all of MLIR: libMLIR also contains upstream's `tosa` dialect,
// which must not be loaded next to ours.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_INITALL_H
#define TOSAC_INITALL_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

namespace tosac {

/// Adds the dialects a TOSA module may contain.
inline void registerAllTosacDialects(mlir::DialectRegistry &registry) {
  registry.insert<tosa::TosaDialect, mlir::func::FuncDialect,
                  mlir::quant::QuantDialect, mlir::tensor::TensorDialect,
                  mlir::linalg::LinalgDialect, mlir::arith::ArithDialect,
                  mlir::math::MathDialect>();
}

/// Registers tosac's passes and the generic MLIR passes the tools offer
/// (canonicalize, cse, inline, symbol-dce, ...).
inline void registerAllTosacPasses() {
  mlir::registerTransformsPasses();
  tosa::registerTosaTransformsPasses();
}

} // namespace tosac

#endif // TOSAC_INITALL_H
