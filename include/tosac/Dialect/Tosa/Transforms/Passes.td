//===- Passes.td - TOSA dialect passes ---------------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the passes that transform or check TOSA IR in place.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD
#define TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// tosa-infer-shapes
//===----------------------------------------------------------------------===//

def TosaInferShapesPass : Pass<"tosa-infer-shapes", "mlir::func::FuncOp"> {
  let summary = "refine tensor result types with the shapes TOSA ops imply";
  let description = [{
    Walks each function in order and, for every TOSA op implementing
    InferShapedTypeOpInterface, replaces its result types with the shapes the
    spec derives from its operands. Refinement never loses information: a
    known extent stays known, an inferred extent only fills a `?` or an
    unranked type, and the element type (including `!quant` types) is kept.
    When the inferred and the existing shape disagree the type is left as it
    is for the verifier to report.

    The walk enters `tosa.cond_if` and `tosa.while_loop`: the block arguments
    of their graphs are refined with the types of `input_list` before the
    graph is processed, and the op's results afterwards (cond_if joins what
    both branches yield; while_loop keeps the loop-carried shapes).

    TOSA users accept a refined operand directly. A user outside the TOSA
    dialect (and `tosa.variable_write`, whose operand must have the declared
    type exactly) gets a `tensor.cast` back to the type it saw before. Values
    returned by `func.return` refine the function's result types, unless
    `update-function-type=false`, in which case they are cast back as well.
    Callers of the function are not updated: run the pass on entry functions
    or after inlining.

    Before:
    ```mlir
    func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<*xf32> {
      %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<*xf32>
      %1 = tosa.maximum %0, %a : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
      return %1 : tensor<?x?xf32>
    }
    ```

    After `tosa-opt --tosa-infer-shapes`:
    ```mlir
    func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
      %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
      %1 = tosa.maximum %0, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      return %1 : tensor<2x3xf32>
    }
    ```
  }];
  let options = [
    Option<"updateFunctionType", "update-function-type", "bool",
           /*default=*/"true",
           "Refine the function's result types from the returned values; "
           "when false, returned values are cast back to the declared types">
  ];
  let statistics = [
    Statistic<"numRefinedValues", "refined-values",
              "Number of values whose type was refined">,
    Statistic<"numCasts", "casts",
              "Number of tensor.cast ops inserted for users outside TOSA">
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD
