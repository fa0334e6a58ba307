//===- TosaToMLProgram.h - Lower TOSA variables to ml_program ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tosa-to-mlprogram conversion patterns; the pass itself is
// declared in tosac/Conversion/Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOMLPROGRAM_TOSATOMLPROGRAM_H
#define TOSAC_CONVERSION_TOSATOMLPROGRAM_TOSATOMLPROGRAM_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Adds the patterns lowering TOSA variables to ml_program.
void populateTosaToMLProgramConversionPatterns(mlir::TypeConverter &converter,
                                               mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOMLPROGRAM_TOSATOMLPROGRAM_H
