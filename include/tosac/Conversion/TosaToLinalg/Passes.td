//===- Passes.td - TosaToLinalg pass definition ------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the tosa-to-linalg pass. It is temporary: the def moves
// into include/tosac/Conversion/Passes.td with the other conversions.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_TOSATOLINALG_PASSES
#define TOSAC_CONVERSION_TOSATOLINALG_PASSES

include "mlir/Pass/PassBase.td"

def TosaToLinalgPass : Pass<"tosa-to-linalg", "mlir::func::FuncOp"> {
  let summary = "Lower TOSA element-wise operators to linalg.generic";
  let description = [{
    Rewrites each TOSA element-wise operator into one `linalg.generic` over
    tensors whose body computes the operator's scalar function with the
    `arith` and `math` dialects. Broadcasting (an operand extent of 1 against
    a larger result extent) becomes a constant-zero indexing-map result; the
    output is a `tensor.empty` whose dynamic extents are read from the
    operands with `tensor.dim`.

    Integer operators keep the specification's exact semantics: MUL rounds
    with `(a * b + (1 << (shift - 1))) >> shift` in 64 bits, INTDIV truncates,
    ARITHMETIC_RIGHT_SHIFT with `round` adds the last bit shifted out and
    NEGATE saturates int8/int16 after applying its zero points. Where the
    specification leaves a result unpredictable (a REQUIRE violation such as
    a shift amount >= the bit width) the lowering picks a deterministic value.

    Broadcasting decided at run time (a dynamic operand extent that turns out
    to be 1) reads that operand with `tensor.extract` at index
    `extent == 1 ? 0 : linalg.index`.

    Limitations: shift and zero-point operands must be constants; unsigned
    and quantized element types are not lowered yet.

    Before:
    ```mlir
    %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
    ```
    After:
    ```mlir
    %e = tensor.empty() : tensor<4xi32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                          affine_map<(d0) -> (0)>,
                                          affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
        ins(%a, %b : tensor<4xi32>, tensor<1xi32>) outs(%e : tensor<4xi32>) {
    ^bb0(%x: i32, %y: i32, %out: i32):
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    ```
  }];
  let dependentDialects = [
    "mlir::linalg::LinalgDialect",
    "mlir::arith::ArithDialect",
    "mlir::math::MathDialect",
    "mlir::tensor::TensorDialect",
  ];
}

#endif // TOSAC_CONVERSION_TOSATOLINALG_PASSES
