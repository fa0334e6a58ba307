//===- TosaToArith.h - Lower TOSA constants and scaling to arith -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file exposes the patterns of the `tosa-to-arith` conversion:
// tosa.const -> arith.constant and tosa.apply_scale -> arith integer ops.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOARITH_TOSATOARITH_H
#define TOSAC_CONVERSION_TOSATOARITH_TOSATOARITH_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Adds the patterns lowering tosa.const and tosa.apply_scale to arith.
void populateTosaToArithConversionPatterns(mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOARITH_TOSATOARITH_H
