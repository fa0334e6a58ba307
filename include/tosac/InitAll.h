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
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "tosac/Codegen/Passes.h"
#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Dialect/Vta/IR/VtaOps.h"

namespace tosac {

/// Adds the dialects a TOSA module may contain and the ones tosac's
/// conversions produce (arith, tensor, linalg, scf, cf, math, ml_program,
/// bufferization, vta).
inline void registerAllTosacDialects(mlir::DialectRegistry &registry) {
  registry.insert<tosa::TosaDialect, mlir::func::FuncDialect,
                  mlir::quant::QuantDialect, mlir::tensor::TensorDialect>();
  registry.insert<mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::scf::SCFDialect, mlir::cf::ControlFlowDialect,
                  mlir::ml_program::MLProgramDialect>();
  registry.insert<vta::VtaDialect>();
}

/// Registers tosac's passes and the generic MLIR passes the tools offer
/// (canonicalize, cse, inline, symbol-dce, ...).
inline void registerAllTosacPasses() {
  mlir::registerTransformsPasses();
  tosa::registerTosaTransformsPasses();
  registerTosacConversionPasses();
  registerTosacCodegenPasses();
}

} // namespace tosac

#endif // TOSAC_INITALL_H
