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

def TosaValidatePass : Pass<"tosa-validate", "mlir::ModuleOp"> {
  let summary = "check TOSA IR against profiles, extensions and a level";
  let description = [{
    Checks that every `tosa` op can run on an implementation of the selected
    TOSA profiles and extensions at the selected level, and reports each
    violation as an error naming the op, the offending values and what would
    allow them:

    * type combinations: the element types of the op's operands and results
      must form a row of the spec's supported-type table
      (TosaTypeSupport.h; the verifiers accept any combination, as
      upstream's do) that the selected profiles/extensions enable;
    * extension-gated features: `rounding_mode = DOUBLE_ROUND` needs
      `doubleround`, `INEXACT_ROUND` needs `inexactround`; without `dynamic`
      every tensor must have a static shape and the operands the spec marks
      as compile-time constants (zero points, shifts, multipliers, tables,
      shape operands, pad constants) must be constants; control flow,
      variables, FFT, shape ops and MX formats need their extensions through
      their table rows;
    * level limits (`8k` by default, or `none`): MAX_RANK for every tensor,
      the tensor-size limit of MAX_LOG2_SIZE, MAX_KERNEL/MAX_STRIDE for the
      kernel, dilation * kernel, pad and stride of pooling and convolution
      ops and the FFT sizes, MAX_SCALE for RESIZE, MAX_NESTING for COND_IF /
      WHILE_LOOP and MAX_TENSOR_LIST_SIZE for tensor lists.

    Ops missing from the type tables are accepted unless
    `strict-op-spec-alignment` is set.

    Forms the verifiers accept from framework IR (as upstream MLIR does)
    but TOSA 1.0 does not have are reported too, with how to remove them:
    a RESHAPE shape with a `-1` extent (the canonicalizer infers it).

    Example: `tosa-opt --tosa-validate="profile=pro_int"` on

    ```mlir
    %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ```

    reports `'tosa.add' op type combination (f32, f32) -> f32 requires
    profile pro_fp`; with `profile=pro_fp extension=bf16` the same op on
    `bf16` tensors is accepted, and with `level=8k` an operand of type
    `tensor<1x1x1x1x1x1x1xf32>` fails `rank(operand #0) <= MAX_RANK (6)`.
  }];
  let options = [
    ListOption<"profiles", "profile", "std::string",
               "Profiles to validate against: pro_int, pro_fp (default: both)">,
    ListOption<"extensions", "extension", "std::string",
               "Enabled extensions: int16, int4, bf16, fp8e4m3, fp8e5m2, fft, "
               "variable, controlflow, doubleround, inexactround, dynamic, "
               "mxfp, mxfp_conv, int64, shape, or all (default: none)">,
    Option<"level", "level", "std::string", /*default=*/"\"8k\"",
           "Level whose limits apply: 8k or none">,
    Option<"strictOpSpecAlignment", "strict-op-spec-alignment", "bool",
           /*default=*/"false",
           "Reject tosa ops the spec's type tables do not describe">,
  ];
  let statistics = [
    Statistic<"numCheckedOps", "checked-ops", "Number of tosa ops checked">,
    Statistic<"numViolations", "violations", "Number of violations reported">,
  ];
}

def TosaCheckTypesPass : Pass<"tosa-check-types", "mlir::ModuleOp"> {
  let summary = "reject element-type combinations the lowering cannot run";
  let description = [{
    Runs first in every lowering (tosa-run, tosa-compile, the C API and
    Python). The verifiers accept, as upstream MLIR's do, element-type
    combinations outside the spec's tables; tosa-validate reports them. This
    pass lets through the spec's combinations (under any profile or
    extension) and the framework forms tosac's lowerings define
    (docs/Dialect.md, "Framework IR that is not TOSA 1.0": matmul
    i8 x i8 -> i16, integer reduce_product, cast f32 -> i1, ...). Any other
    op fails with its location:

    ```
    model.mlir:3:8: error: 'tosa.abs' op is not supported by the lowering: (i8) -> i8 is not a TOSA 1.0 type combination and has no defined meaning in tosac; supported: (i32) -> i32, ...
    ```

    With `strict`, every combination outside the spec's tables is an error
    with tosa-validate's wording (the conformance driver runs this way).
  }];
  let options = [
    Option<"strict", "strict", "bool", /*default=*/"false",
           "Reject every element-type combination outside the spec's "
           "tables, framework forms included">,
  ];
}

def TosaCheckLoweredPass : Pass<"tosa-check-lowered", "mlir::ModuleOp"> {
  let summary = "report TOSA operators the conversions left in place";
  let description = [{
    Runs after the TOSA conversions of a lowering pipeline. Every TOSA
    operation still present is reported with its location and the pass
    fails, so that an operator without a lowering (or with operands the
    lowering does not support, such as dynamic shapes) is a clear error
    instead of a failure deep in bufferization. `tosa.custom` is reported as
    `unsupported custom operator <domain>::<name>`.

    Example diagnostic:
    ```
    model.mlir:3:8: error: 'tosa.fft2d' op is not lowered: no CPU lowering supports this operator with these operand types yet
    ```
  }];
}

//===----------------------------------------------------------------------===//
// tosa-lower-quant-types
//===----------------------------------------------------------------------===//

def TosaLowerUnsignedTypesPass
    : Pass<"tosa-lower-unsigned-types", "mlir::ModuleOp"> {
  let summary = "rewrite ui8 / ui16 tensors into signless TOSA";
  let description = [{
    Framework IR carries unsigned tensors (`tensor<...xui8>`); TOSA 1.0 has
    only signless integers, with RESCALE's `input_unsigned` /
    `output_unsigned` saying how 8 and 16-bit data is read. This pass gives
    every ui8 / ui16 value the signless type of its width (same bits) and
    keeps its meaning:

    * RESCALE of an unsigned input (output) sets `input_unsigned`
      (`output_unsigned`), whatever the flag said;
    * CAST from ui8 / ui16 becomes a RESCALE to i32 with the unsigned input
      (multiplier 2^30, shift 30: the identity), then a CAST to the result
      type; CAST to ui8 / ui16 becomes a CAST to i32 (floats round to
      nearest even and saturate) and a saturating RESCALE with the unsigned
      output;
    * CONST values keep their bits; data-layout operators (reshape,
      transpose, slice, concat, pad, tile, reverse, identity) move the bytes
      as they are.

    Any other operator on an unsigned tensor is an error at the op: its
    arithmetic on ui8 has no TOSA 1.0 meaning tosac defines. The executor
    runs this pass before lowering; inputs and outputs keep their unsigned
    dtypes (uint8 / uint16 .npy).
  }];
  let statistics = [
    Statistic<"numRewrittenCasts", "rewritten-casts",
              "Number of CASTs of unsigned tensors rewritten">,
  ];
}

def TosaLowerQuantTypesPass : Pass<"tosa-lower-quant-types", "mlir::ModuleOp"> {
  let summary = "rewrite tensors of `!quant` types into plain-integer TOSA";
  let description = [{
    Frameworks keep quantization on the tensors: `!quant.uniform<i8:f32,
    scale:zp>` per tensor, `!quant.uniform<i8:f32:0, {s0:zp0, ...}>` per
    axis for convolution and matmul weights. This pass (the spec's
    "additional pass" of section 1.7) rewrites every function so that no
    quantized type remains: each value gets its storage type, zero points
    become constant operands and every change of scale becomes an explicit
    `tosa.rescale` whose multiplier and shift are derived from the scales
    with `computeScale32` / `computeScale16` (rounding_mode SINGLE_ROUND).

    * `tosa.conv2d`, `tosa.depthwise_conv2d`, `tosa.transpose_conv2d`,
      `tosa.conv3d` and `tosa.matmul` get plain `i8` operands, zero-point
      constants from the input and weight types (per-axis weights must have
      zero points 0) and an `i32` result. A result typed
      `!quant.uniform<i32:f32, s_in*s_w>` (per axis along the channels for
      per-axis weights) simply becomes `i32`; a result typed as the `i8`
      output is followed by a RESCALE of scale `s_in * s_w / s_out`, per
      channel for per-axis weights. A quantized `i32` bias must have the
      scale `s_in * s_w`.
    * `tosa.cast` between two quantized types is a requantization: a
      RESCALE of scale `s_in / s_out` (per channel for a per-axis input
      such as an accumulator).
    * `tosa.add` / `tosa.sub` of `i8` inputs use the TFLite scheme: each
      input is RESCALEd to `i32` with scale `2^L * s_i / (2 * max(s_a,
      s_b))` (L = 20, or 12 with 16-bit multipliers), added in `i32`, and
      RESCALEd back with `2 * max(s_a, s_b) / (2^L * s_out)`.
    * `tosa.mul` of `i8` inputs RESCALEs both to `i32` by 1.0 (subtracting
      the zero points), multiplies with shift 0 and RESCALEs the product by
      `s_a * s_b / s_out` (or keeps it for an `i32` result of that scale).
    * `tosa.avg_pool2d` takes its zero points from the types.
    * Ops that cannot change scale (clamp, max_pool2d, reshape, transpose,
      slice, tile, reverse, concat, pad, identity, gather, select, maximum,
      minimum, reduce_max/min, argmax, resize NEAREST, rescale) just take
      the storage types; inputs whose parameters differ from the output's
      are RESCALEd to them first and `tosa.pad` pads with the zero point.
    * `tosa.const` keeps its storage values; function arguments and results
      take the storage types (callers pass the integer storage values).

    Anything else that carries a quantized type is an error at its location:
    `tosa-lower-quant-types: <op> with quantized types is not supported yet:
    <why>`. docs/QuantTypes.md has the derivations.

    Before:
    ```mlir
    %0 = tosa.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<4x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<4x!quant.uniform<i8:f32, 0.75:0>>
    ```

    After `tosa-opt --tosa-lower-quant-types`:
    ```mlir
    %ra = tosa.rescale %a, ... : (tensor<4xi8>, ...) -> tensor<4xi32>   // 2^20 * 0.5 / 1.0
    %rb = tosa.rescale %b, ... : (tensor<4xi8>, ...) -> tensor<4xi32>   // 2^20 * 0.25 / 1.0
    %s = tosa.add %ra, %rb : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %0 = tosa.rescale %s, ... : (tensor<4xi32>, ...) -> tensor<4xi8>    // 1.0 / (2^20 * 0.75)
    ```
  }];
  let options = [
    Option<"multiplierBits", "multiplier-bits", "unsigned", /*default=*/"32",
           "Width of the RESCALE multipliers: 32 (scale32 = true, "
           "computeScale32) or 16 (scale32 = false, computeScale16, as VTA "
           "needs)">
  ];
  let statistics = [
    Statistic<"numLoweredOps", "lowered-ops",
              "Number of operations whose quantized types were lowered">,
    Statistic<"numRescales", "rescales", "Number of tosa.rescale ops inserted">
  ];
}

//===----------------------------------------------------------------------===//
// tosa-legalize-for-export
//===----------------------------------------------------------------------===//

def TosaLegalizeForExportPass
    : Pass<"tosa-legalize-for-export", "mlir::ModuleOp"> {
  let summary = "rewrite framework IR's non-TOSA ops into the TOSA 1.0 ops "
                "a .tosa file holds";
  let description = [{
    Framework IR imported into tosac carries a few ops of other dialects
    that have a TOSA equivalent, and forms TOSA 1.0 does not define. This
    pass rewrites them, so that the graph can be written as a `.tosa` file
    (`tosa-translate --export-tosa-flatbuffer` runs it on a copy of the
    module before serializing) and read by the reference model or an NPU
    toolchain:

    * `arith.constant` of a tensor (zero points, multipliers, weights, as
      the canonicalizer leaves them) becomes `tosa.const`;
    * `tensor.extract_slice` with static offsets and sizes and unit strides
      becomes `tosa.slice`, followed by a `tosa.reshape` when it drops unit
      dimensions;
    * a `-1` extent in `tosa.reshape`'s shape and in `tosa.slice`'s size
      is written out (static inputs);
    * a shape operator of the 1.1 draft whose value is known (constant
      shapes, `tosa.dim` of a static extent) becomes `tosa.const_shape`;
    * a `tosa.reshape` whose shape is computed (the 1.1 draft's `tosa.dim`,
      `concat_shape`, ... from a dynamic batch, which the .tosa format
      cannot hold) gets its result type's extents as a constant shape, with
      `-1` for its one dynamic extent: the same reshape, as the element
      count determines that extent.

    Other ops stay; the exporter reports each with its location.
  }];
  let dependentDialects = ["::tosac::tosa::TosaDialect"];
}

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_PASSES_TD
