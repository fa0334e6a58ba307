//===- TosaToSCF.h - Lower TOSA cond_if and while_loop to scf ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tosa-to-scf conversion patterns; the pass itself is
// declared in tosac/Conversion/Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOSCF_TOSATOSCF_H
#define TOSAC_CONVERSION_TOSATOSCF_TOSATOSCF_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Adds the patterns lowering TOSA cond_if and while_loop to scf.
void populateTosaToSCFConversionPatterns(mlir::TypeConverter &converter,
                                         mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOSCF_TOSATOSCF_H
