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
#include "llvm/ADT/StringRef.h"

namespace tosac {

/// The padded copy of a convolution's or pool's input (a linalg.generic
/// reading the input with tensor.extract, padding it with a constant)
/// carries its low padding in this attribute when its strides are 1:
/// tosac-cpu-pad-in-producer then lets the input's producer write into the
/// padded tensor instead.
inline constexpr llvm::StringLiteral kPaddedCopyLowAttr =
    "tosac.padded_copy_low";

/// Adds the patterns lowering TOSA convolutions, matmul and pooling to linalg.
void populateTosaToLinalgNamedConversionPatterns(
    mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOLINALGNAMED_TOSATOLINALGNAMED_H
