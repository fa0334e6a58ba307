//===- TosaBase.td - TOSA dialect and op base classes ------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the `tosa` dialect and the base class every TOSA op
// derives from.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSABASE_TD
#define TOSAC_DIALECT_TOSA_IR_TOSABASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Tosa_Dialect : Dialect {
  let name = "tosa";
  let cppNamespace = "::tosac::tosa";
  let summary = "Tensor Operator Set Architecture (TOSA 1.0)";
  let description = [{
    The `tosa` dialect models the TOSA 1.0 specification: a minimal, precisely
    specified set of whole-tensor operators that ML frameworks lower to.
    Integer operators are defined bit-exactly and floating-point operators
    within stated tolerances. Op verifiers enforce the specification's
    compile-time ERROR_IF rules; `tosa-validate` checks levels, profiles and
    extensions.

    The textual syntax is the one upstream MLIR 22 prints for TOSA, so IR
    produced by framework compilers can be read directly.
  }];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

/// Base class of every TOSA op. As upstream, the verifiers check structure;
/// the spec's type tables are checked by tosa-validate (and by the lowering
/// pipelines' tosa-check-types).
class Tosa_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tosa_Dialect, mnemonic, traits>;

/// Ops whose attribute dictionary may hold enum attributes printed as bare
/// keywords (`rounding_mode = SINGLE_ROUND`), as upstream MLIR prints them.
/// Parsing accepts both the bare keyword and the `#tosa.<enum><...>` form.
/// The syntax is `operands attr-dict : functional-type(operands, results)`.
class Tosa_EnumAsmOp<string mnemonic, list<Trait> traits = []>
    : Tosa_Op<mnemonic, traits> {
  let hasCustomAssemblyFormat = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSABASE_TD
