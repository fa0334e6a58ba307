//===- TosaToLinalgNamed.h - TOSA convolutions, matmul, pooling -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tosa-to-linalg-named conversion patterns; the pass
// itself is declared in tosac/Conversion/Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOLINALGNAMED_TOSATOLINALGNAMED_H
#define TOSAC_CONVERSION_TOSATOLINALGNAMED_TOSATOLINALGNAMED_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Adds the patterns lowering TOSA convolutions, matmul and pooling to linalg.
void populateTosaToLinalgNamedConversionPatterns(
    mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOLINALGNAMED_TOSATOLINALGNAMED_H
