//===- IntegerRanges.h - Value ranges of TOSA integer tensors ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the ranges of the values a TOSA integer tensor can
// hold as far as its producers' constant operands tell, with which the
// lowering leaves out runtime checks of REQUIREs that cannot fail (the
// overflow of ADD / SUB of rescaled int8 values before a residual add).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOLINALG_INTEGERRANGES_H
#define TOSAC_LIB_CONVERSION_TOSATOLINALG_INTEGERRANGES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace tosac {

/// An inclusive range of integer values.
struct Interval {
  int64_t lo;
  int64_t hi;
};

/// The range of a `bits`-bit integer read as signed or unsigned.
Interval typeRange(unsigned bits, bool isUnsigned);

/// The values of a constant integer tensor, extended as `isUnsigned` says.
std::optional<llvm::SmallVector<int64_t>>
constantIntegers(mlir::Value value, bool isUnsigned = false);

/// The values of the signless integer tensor `value` (read as signed):
/// a constant's extremes; a CAST's input range when the result type holds
/// it; a CLAMP's input range within its bounds; the sum or difference of an
/// ADD's or SUB's ranges when it fits the type; a RESCALE's results for
/// its input's range when its scales and zero points are constants (RESCALE
/// grows with its input, the multipliers being >= 0); else the element
/// type's range. None for other types.
std::optional<Interval> integerRange(mlir::Value value);

/// The results of an ADD or SUB `op` when the ranges of its operands keep
/// every result in its integer type (its overflow REQUIRE cannot fail);
/// none otherwise.
std::optional<Interval> provenAddSubRange(mlir::Operation *op);

} // namespace tosac

#endif // TOSAC_LIB_CONVERSION_TOSATOLINALG_INTEGERRANGES_H
