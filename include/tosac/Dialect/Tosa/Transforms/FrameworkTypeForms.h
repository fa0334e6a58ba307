//===- FrameworkTypeForms.h - Non-spec type combinations we lower -*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Framework compilers emit element-type combinations outside the spec's
// tables that upstream MLIR's verifiers accept (matmul i8 x i8 -> i16,
// integer reduce_product, cast f32 -> i1, ...). The verifiers accept them
// too; tosa-validate reports them. This file names the ones tosac's
// lowerings give a defined meaning (docs/Dialect.md, "Framework IR that is
// not TOSA 1.0"), and checks a module before lowering.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_TRANSFORMS_FRAMEWORKTYPEFORMS_H
#define TOSAC_DIALECT_TOSA_TRANSFORMS_FRAMEWORKTYPEFORMS_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace tosac::tosa {

/// True if `op`'s element types are outside the spec's tables but tosac's
/// lowerings define them: arithmetic in the declared output type, wrapping
/// or saturating as the corresponding spec operator does.
bool isFrameworkTypeForm(mlir::Operation *op);

/// Checks the element types of every TOSA op under `root` before lowering.
/// A combination in the spec's tables passes; one outside them is "not
/// supported by the lowering" unless isFrameworkTypeForm, and with `strict`
/// is always an error with tosa-validate's wording. Reports each op.
mlir::LogicalResult checkTypesForLowering(mlir::Operation *root, bool strict);

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_FRAMEWORKTYPEFORMS_H
