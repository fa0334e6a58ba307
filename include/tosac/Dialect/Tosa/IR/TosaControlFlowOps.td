//===- TosaControlFlowOps.td - TOSA control flow ----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the control flow operators of TOSA 1.0 section 2.16 (cond_if, while_loop, yield).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSACONTROLFLOWOPS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSACONTROLFLOWOPS_TD

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
// COND_IF (TOSA 1.0 section 2.16.1)
//===----------------------------------------------------------------------===//

def Tosa_IfOp : Tosa_Op<"cond_if", [
    InferShapedTypeOpAdaptor,
    SingleBlockImplicitTerminator<"YieldOp">,
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getEntrySuccessorOperands",
                               "getEntrySuccessorRegions",
                               "getRegionInvocationBounds",
                               "areTypesCompatible"]>]> {
  let summary = "conditional execution of one of two graphs";
  let description = [{
    Runs `then_graph` when the single boolean held by `condition` is true and
    `else_graph` otherwise. The tensors of `input_list` become the block
    arguments of whichever graph runs, and the values that graph passes to
    `tosa.yield` become `output_list`. Both graphs take the types of
    `input_list` and yield the types of `output_list`.

    The names in the `(%arg = %value)` list are printed for readability only;
    each region declares its arguments in its own `^bb0(...)` header. The
    older form without the list (regions using values from above) is read
    too.

    Spec: TOSA 1.0 section 2.16.1 COND_IF.

    Example:
    ```mlir
    %r = tosa.cond_if %c (%arg0 = %a) : tensor<1xi1> (tensor<2x3xf32>) -> tensor<2x3xf32> {
    ^bb0(%arg0: tensor<2x3xf32>):
      tosa.yield %arg0 : tensor<2x3xf32>
    } else {
    ^bb0(%arg0: tensor<2x3xf32>):
      %twice = tosa.add %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      tosa.yield %twice : tensor<2x3xf32>
    }
    ```
  }];
  let arguments = (ins Tosa_BoolTensor:$condition,
                       Variadic<Tosa_Tensor>:$input_list);
  let results = (outs Variadic<Tosa_Tensor>:$output_list);
  let regions = (region SizedRegion<1>:$then_graph,
                        SizedRegion<1>:$else_graph);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// WHILE_LOOP (TOSA 1.0 section 2.16.2)
//===----------------------------------------------------------------------===//

def Tosa_WhileOp : Tosa_Op<"while_loop", [
    DeclareOpInterfaceMethods<LoopLikeOpInterface>,
    InferShapedTypeOpAdaptor,
    SingleBlockImplicitTerminator<"YieldOp">,
    RecursiveMemoryEffects]> {
  let summary = "loop while a condition graph yields true";
  let description = [{
    Starts with the tensors of `input_list` and repeats: run `cond_graph` on
    the current tensors; if the one-element boolean it yields is false, the
    current tensors are `output_list`; otherwise run `body_graph` on them and
    continue with what it yields. The loop-carried tensors keep their shapes
    and element types, so `input_list`, `output_list`, the block arguments of
    both graphs and the values `body_graph` yields all have the same types.

    In the syntax, the names of the `(%arg = %value)` list are the arguments
    of `cond_graph`; `body_graph` declares its own in a `^bb0(...)` header.

    Spec: TOSA 1.0 section 2.16.2 WHILE_LOOP.

    Example:
    ```mlir
    %r = tosa.while_loop (%arg0 = %init) : (tensor<1xi32>) -> tensor<1xi32> {
      %limit = "tosa.const"() <{values = dense<10> : tensor<1xi32>}> : () -> tensor<1xi32>
      %more = tosa.greater %limit, %arg0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
      tosa.yield %more : tensor<1xi1>
    } do {
    ^bb0(%arg0: tensor<1xi32>):
      %one = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %next = tosa.add %arg0, %one : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      tosa.yield %next : tensor<1xi32>
    }
    ```
  }];
  let arguments = (ins Variadic<Tosa_Tensor>:$input_list);
  let results = (outs Variadic<Tosa_Tensor>:$output_list);
  let regions = (region SizedRegion<1>:$cond_graph,
                        SizedRegion<1>:$body_graph);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// yield
//===----------------------------------------------------------------------===//

def Tosa_YieldOp : Tosa_Op<"yield", [
    Pure, Terminator, ParentOneOf<["IfOp", "WhileOp"]>,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
  let summary = "result of a cond_if or while_loop graph";
  let description = [{
    Ends a graph of `tosa.cond_if` or `tosa.while_loop` and hands its
    operands to the enclosing op: the results of a `cond_if` graph or of a
    `while_loop` body, or the boolean condition of a `while_loop` condition
    graph. It is the counterpart of the graph outputs of the TOSA
    specification, not an operator of its own.

    Example:
    ```mlir
    tosa.yield %a, %b : tensor<2x3xf32>, tensor<1xi32>
    ```
  }];
  let arguments = (ins Variadic<Tosa_Tensor>:$inputs);
  let builders = [OpBuilder<(ins), [{ /* no operands */ }]>];
  let assemblyFormat = "$inputs attr-dict (`:` type($inputs)^)?";
}

#endif // TOSAC_DIALECT_TOSA_IR_TOSACONTROLFLOWOPS_TD
