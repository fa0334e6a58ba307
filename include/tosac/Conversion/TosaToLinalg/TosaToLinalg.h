//===- TosaToLinalg.h - Lower TOSA to Linalg on tensors ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tosa-to-linalg conversion: patterns that rewrite
// TOSA operators into linalg.generic ops over tensors, and the pass that
// applies them.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOLINALG_TOSATOLINALG_H
#define TOSAC_CONVERSION_TOSATOLINALG_TOSATOLINALG_H

#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"
#include <memory>

namespace tosac {

/// Adds the patterns lowering TOSA element-wise operators to linalg.generic.
void populateTosaToLinalgConversionPatterns(mlir::TypeConverter &converter,
                                            mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOLINALG_TOSATOLINALG_H
