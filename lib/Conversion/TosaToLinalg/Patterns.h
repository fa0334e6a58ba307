//===- Patterns.h - The operator families of tosa-to-linalg -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares one populate function per operator family of the
// tosa-to-linalg conversion; each is defined in the file named after its
// family. The pass marks every operator some pattern is rooted at illegal, so
// adding a pattern here is all it takes to lower a new operator.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOLINALG_PATTERNS_H
#define TOSAC_LIB_CONVERSION_TOSATOLINALG_PATTERNS_H

#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

#define TOSAC_DECLARE_POPULATE(Family)                                         \
  void populate##Family##Patterns(mlir::TypeConverter &converter,              \
                                  mlir::RewritePatternSet &patterns);

/// ElementwiseBinary.cpp / ElementwiseUnary.cpp: the element-wise operators.
TOSAC_DECLARE_POPULATE(ElementwiseBinary)
TOSAC_DECLARE_POPULATE(ElementwiseUnary)
/// Reduction.cpp: reduce_all/any/max/min/product/sum and argmax.
TOSAC_DECLARE_POPULATE(Reduction)
/// DataLayout.cpp: transpose and reverse.
TOSAC_DECLARE_POPULATE(DataLayout)
/// ScatterGather.cpp: gather and scatter.
TOSAC_DECLARE_POPULATE(ScatterGather)
/// Table.cpp: table (int8 and int16 lookups).
TOSAC_DECLARE_POPULATE(Table)
/// Fft.cpp: fft2d and rfft2d.
TOSAC_DECLARE_POPULATE(Fft)
/// Rescale.cpp: rescale.
TOSAC_DECLARE_POPULATE(Rescale)
/// Cast.cpp: cast.
TOSAC_DECLARE_POPULATE(Cast)
/// Resize.cpp: resize.
TOSAC_DECLARE_POPULATE(Resize)

#undef TOSAC_DECLARE_POPULATE

} // namespace tosac

#endif // TOSAC_LIB_CONVERSION_TOSATOLINALG_PATTERNS_H
