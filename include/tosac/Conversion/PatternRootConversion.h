//===- PatternRootConversion.h - Convert what the patterns name -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the partial conversion the TOSA lowering passes share:
// every operation some pattern is rooted at must be rewritten, everything
// else (operators other passes lower) stays in place.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_PATTERNROOTCONVERSION_H
#define TOSAC_CONVERSION_PATTERNROOTCONVERSION_H

#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace tosac {

/// Fills a pattern set (with an identity type converter).
using PopulateFn = llvm::function_ref<void(mlir::TypeConverter &,
                                           mlir::RewritePatternSet &)>;

/// Applies the patterns `populate` adds to `root` as a partial conversion
/// in which the ops the patterns are rooted at are illegal and the dialects
/// `Legal...` are legal.
template <typename... Legal>
mlir::LogicalResult applyPatternRootConversion(mlir::Operation *root,
                                               PopulateFn populate) {
  mlir::MLIRContext *context = root->getContext();
  mlir::TypeConverter converter;
  converter.addConversion([](mlir::Type type) { return type; });
  mlir::RewritePatternSet patterns(context);
  populate(converter, patterns);

  mlir::ConversionTarget target(*context);
  target.addLegalDialect<Legal...>();
  for (const std::unique_ptr<mlir::RewritePattern> &pattern :
       patterns.getNativePatterns())
    if (std::optional<mlir::OperationName> name = pattern->getRootKind())
      target.addIllegalOp(*name);
  return mlir::applyPartialConversion(root, target, std::move(patterns));
}

} // namespace tosac

#endif // TOSAC_CONVERSION_PATTERNROOTCONVERSION_H
