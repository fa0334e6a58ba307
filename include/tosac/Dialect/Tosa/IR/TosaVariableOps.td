//===- TosaVariableOps.td - TOSA variable ops ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the variable operators of TOSA 1.0 section 2.17 (variable, variable_read, variable_write).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAVARIABLEOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAVARIABLEOPS_TD

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
// VARIABLE (TOSA 1.0 section 2.17.1)
//===----------------------------------------------------------------------===//

def Tosa_VariableOp : Tosa_Op<"variable", [Symbol]> {
  let summary = "declaration of a persistent tensor variable";
  let description = [{
    Declares the variable `sym_name`: a tensor of shape `var_shape` and
    element type `type` whose value persists across invocations of the
    graph. `initial_value`, when present, is the value the variable holds
    before its first write, and has exactly the declared shape and element
    type. The op lives at module level, where the symbol table guarantees
    that each name is declared once; `tosa.variable_read` and
    `tosa.variable_write` refer to it by name. Dynamic extents of
    `var_shape` are stored as -1.

    Spec: TOSA 1.0 section 2.17.1 VARIABLE.

    Example:
    ```mlir
    tosa.variable @state = dense<0.0> : tensor<2x2xf32>
    tosa.variable @counter : tensor<1xi32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       IndexElementsAttr:$var_shape,
                       TypeAttr:$type,
                       OptionalAttr<AnyAttr>:$initial_value);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The declared tensor type: `var_shape` (with -1 as `?`) of `type`.
    ::mlir::RankedTensorType getVariableType();
  }];
}

//===----------------------------------------------------------------------===//
// VARIABLE_WRITE (TOSA 1.0 section 2.17.2)
//===----------------------------------------------------------------------===//

def Tosa_VariableWriteOp : Tosa_Op<"variable_write", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "assigns a tensor to a variable";
  let description = [{
    Stores `input1` into the variable `name` declared by `tosa.variable`.
    `input1` has exactly the declared shape and element type.

    Spec: TOSA 1.0 section 2.17.2 VARIABLE_WRITE.

    Example:
    ```mlir
    tosa.variable_write @state, %v : tensor<2x2xf32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$name, Tosa_Tensor:$input1);
  let assemblyFormat = "$name attr-dict `,` $input1 `:` type($input1)";
}

//===----------------------------------------------------------------------===//
// VARIABLE_READ (TOSA 1.0 section 2.17.3)
//===----------------------------------------------------------------------===//

def Tosa_VariableReadOp : Tosa_Op<"variable_read", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "reads the current value of a variable";
  let description = [{
    Produces the tensor currently held by the variable `name` declared by
    `tosa.variable`. The result has exactly the declared shape and element
    type.

    Spec: TOSA 1.0 section 2.17.3 VARIABLE_READ.

    Example:
    ```mlir
    %v = tosa.variable_read @state : tensor<2x2xf32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$name);
  let results = (outs Tosa_Tensor:$output1);
  let assemblyFormat = "$name attr-dict `:` type($output1)";
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSAVARIABLEOPS_TD
