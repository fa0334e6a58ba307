//===- TosaTraits.h - TOSA op traits ----------------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the native op traits of the `tosa` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATRAITS_H
#define TOSAC_DIALECT_TOSA_IR_TOSATRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace tosac::tosa {

/// Checks that the operand and result element types of `op` form a
/// combination that some TOSA profile or extension allows for that operator.
mlir::LogicalResult verifySupportedTypes(mlir::Operation *op);

namespace OpTrait {

/// Runs as a region trait, i.e. after the op's own verify(): the spec's
/// ERROR_IF diagnostics, which explain structural type rules such as
/// in_t == out_t precisely, come first.
template <typename ConcreteType>
class TosaSupportedTypes
    : public mlir::OpTrait::TraitBase<ConcreteType, TosaSupportedTypes> {
public:
  static mlir::LogicalResult verifyRegionTrait(mlir::Operation *op) {
    return verifySupportedTypes(op);
  }
};

} // namespace OpTrait
} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_IR_TOSATRAITS_H
