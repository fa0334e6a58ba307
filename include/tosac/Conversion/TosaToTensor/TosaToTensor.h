//===- TosaToTensor.h - Lower TOSA data layout ops to tensor ----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file exposes the patterns of the `tosa-to-tensor` conversion: reshape,
// slice, pad, concat, tile and identity to tensor-dialect ops.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOTENSOR_TOSATOTENSOR_H
#define TOSAC_CONVERSION_TOSATOTENSOR_TOSATOTENSOR_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Adds the patterns lowering TOSA data layout ops to the tensor dialect.
/// Ops whose shape operands are not tosa.const_shape fail to match with a
/// "not yet supported" error on the op.
void populateTosaToTensorConversionPatterns(mlir::RewritePatternSet &patterns);

/// Turns function results of type `!tosa.shape<N>` that return a
/// tosa.const_shape into `tensor<Nxindex>` constants (the form a caller can
/// read), updating the function types.
void lowerConstantShapeResults(mlir::Operation *root);

} // namespace tosac

#endif // TOSAC_CONVERSION_TOSATOTENSOR_TOSATOTENSOR_H
