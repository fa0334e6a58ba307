//===- TosaCustomOps.td - TOSA custom operator ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the CUSTOM operator of TOSA 1.0 section 2.15.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSACUSTOMOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSACUSTOMOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"
include "tosac/Dialect/Tosa/IR/TosaTypes.td"
include "tosac/Dialect/Tosa/IR/TosaAttrs.td"

//===----------------------------------------------------------------------===//
// Custom operators (TOSA 1.0 section 2.15)
//===----------------------------------------------------------------------===//

def Tosa_CustomOp : Tosa_Op<"custom"> {
  let summary = "implementation-defined operator";
  let description = [{
    Calls the backend operator `operator_name` of `domain_name` on
    `input_list`, passing it `implementation_attrs` (an opaque string), and
    returns `output_list`. Its semantics are not defined by TOSA and it is
    not portable; it is treated as having side effects.

    Spec: TOSA 1.0 section 2.15.1 CUSTOM.

    Example:
    ```mlir
    %0 = tosa.custom %x {domain_name = "acme", implementation_attrs = "", operator_name = "my_op"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins StrAttr:$operator_name,
                       StrAttr:$domain_name,
                       StrAttr:$implementation_attrs,
                       Variadic<Tosa_Tensor>:$input_list);
  let results = (outs Variadic<Tosa_Tensor>:$output_list);
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSACUSTOMOPS_TD
