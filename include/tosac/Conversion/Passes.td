//===- Passes.td - Conversion passes out of TOSA ----------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares every A-to-B conversion pass of tosac, one def per pass;
// each lives in lib/Conversion/<AToB>/ with a header of the same name.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CONVERSION_PASSES_TD
#define TOSAC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// tosa-to-arith
//===----------------------------------------------------------------------===//

def TosaToArithPass : Pass<"tosa-to-arith"> {
  let summary = "lower tosa.const and tosa.apply_scale to the arith dialect";
  let description = [{
    Rewrites `tosa.const` into `arith.constant` with the same elements
    attribute (dense or `dense_resource`), and `tosa.apply_scale` into the
    arith ops computing the specification's `apply_scale_32` /
    `apply_scale_16` with 64-bit intermediates: sign-extend value, multiplier
    and shift to i64, add `1 << (shift - 1)` (plus `+-(1 << 30)` for
    DOUBLE_ROUND when shift > 31), shift right arithmetically and truncate to
    i32. INEXACT_ROUND lowers as SINGLE_ROUND, which the spec permits.
    Scalars, vectors and tensors are handled alike; a scalar operand of a
    tensor apply_scale is splatted.

    `tosa.const_shape` is kept: its `!tosa.shape` result feeds TOSA ops that
    read it as a constant (see `tosa-to-tensor`). Shape constants left without
    users are erased.

    Before:
    ```mlir
    %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    ```

    After `tosa-opt --tosa-to-arith`:
    ```mlir
    %v64 = arith.extsi %v : i32 to i64
    %m64 = arith.extsi %m : i32 to i64
    %s64 = arith.extsi %s : i8 to i64
    %p = arith.muli %v64, %m64 : i64
    ...
    %q = arith.shrsi %sum, %s64 : i64
    %r = arith.trunci %q : i64 to i32
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// tosa-to-tensor
//===----------------------------------------------------------------------===//

def TosaToTensorPass : Pass<"tosa-to-tensor"> {
  let summary = "lower TOSA data layout ops to the tensor dialect";
  let description = [{
    Rewrites the TOSA ops that only move data into tensor-dialect ops. Shape
    operands must come from `tosa.const_shape`; ops with other shape operands
    (or with dynamic shapes where a static one is needed) are reported as
    not yet supported and the pass fails.

    - `tosa.reshape` -> `tensor.collapse_shape` / `tensor.expand_shape` when
      one suffices, otherwise `tensor.reshape` with a constant shape;
    - `tosa.slice` -> `tensor.extract_slice` (unit strides);
    - `tosa.pad` -> `tensor.pad` yielding the element of `pad_const`;
    - `tosa.concat` -> `tensor.concat`;
    - `tosa.tile` -> one `tensor.concat` of copies per tiled dimension;
    - `tosa.identity` -> its operand (through `tensor.cast` if the types
      differ).

    `tosa.const_shape` ops left without users are erased.

    Before:
    ```mlir
    %s = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
    %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
    ```

    After `tosa-opt --tosa-to-tensor`:
    ```mlir
    %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
}

def TosaToLinalgPass : Pass<"tosa-to-linalg", "mlir::func::FuncOp"> {
  let summary = "Lower TOSA element-wise, reduction, data-layout, "
                "scatter/gather, table, FFT, rescale, cast and resize "
                "operators to linalg";
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

    Reductions and ARGMAX become `linalg.generic` ops with a reduction
    iterator (fp16/bf16 sums in f32); TRANSPOSE becomes `linalg.transpose`;
    REVERSE, GATHER and TABLE read with `tensor.extract`; SCATTER is a
    generic over (n, k, c, w); FFT2D/RFFT2D are direct DFTs summed in f64.
    RESCALE computes apply_scale_32 / apply_scale_16 exactly (64 bits only
    for the 32-bit multiplier's product); CAST converts bf16 and fp8 through
    their integer encodings with round-to-nearest-even; RESIZE follows the
    pseudo-code's integer arithmetic for NEAREST and BILINEAR.

    Shift, multiplier and zero-point operands may be graph inputs. The
    data-dependent ERROR_IF / REQUIRE conditions (zero points for the type,
    shift ranges, int32 sum overflow, gather/scatter index range, a scatter
    position written twice, TABLE steps beyond int16, division by zero)
    become `cf.assert` ops, left out when constants prove them; see
    `runtime-checks-to-llvm`. Unsigned (`ui8`) and quantized element types
    are not lowered yet.

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
    "mlir::cf::ControlFlowDialect",
  ];
}

//===----------------------------------------------------------------------===//
// tosa-to-linalg-named
//===----------------------------------------------------------------------===//

def TosaToLinalgNamedPass : Pass<"tosa-to-linalg-named", "mlir::func::FuncOp"> {
  let summary = "Lower TOSA convolutions, matmul and pooling to linalg";
  let description = [{
    Rewrites `tosa.conv2d`, `tosa.conv3d`, `tosa.depthwise_conv2d`,
    `tosa.transpose_conv2d`, `tosa.matmul`, `tosa.avg_pool2d` and
    `tosa.max_pool2d` into linalg operations over tensors (named ops where
    their semantics match the specification, `linalg.generic` otherwise).
    Operators with dynamic shapes are not lowered yet: the pass reports them
    ("failed to legalize") and fails.

    Convolutions pad the input with the input zero point (0 for floats), so
    padding contributes nothing (the padding is a `linalg.generic` reading
    the input with `tensor.extract`, which bufferizes without copies into
    strided views), and accumulate in `acc_type` with the
    `linalg` named convolutions: the `_q` variants subtract the zero points
    after sign-extending to the accumulator (int8 and int4 weights to i32,
    int16 to i48); float operands are extended to `acc_type`. A final
    `linalg.generic` converts to the output type and adds the bias (a
    one-element bias is broadcast). CONV3D transposes its weight to DHWIO,
    DEPTHWISE_CONV2D collapses [C, M] to channel c * M + m, and
    TRANSPOSE_CONV2D runs a stride-1 convolution with the reversed kernel
    over the input scattered `stride` apart into a zero-point-filled tensor.
    MATMUL uses `linalg.quantized_batch_matmul` / `linalg.batch_matmul`.

    AVG_POOL2D sums with `linalg.pooling_nhwc_sum`; the count of input
    positions per window (padding excluded) is computed from the output
    indices. Integers then use the specification's `reciprocal_scale` and
    `apply_scale_32` in 64-bit arithmetic, add `output_zp` and clamp; floats
    divide in `acc_type`. MAX_POOL2D pads with a value that never wins (the
    type minimum, -inf, or NaN with `nan_mode = IGNORE`, which takes
    `arith.maxnumf` in a `linalg.generic`).

    Zero points may be graph inputs (read with `tensor.extract`); the rule
    that only int8 data may have a non-zero zero point then becomes a
    `cf.assert`.

    Before:
    ```mlir
    %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x2x3xi8>, tensor<1x3x4xi8>,
        tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
    ```
    After (with constant zero points %c1 and %c2):
    ```mlir
    %e = tensor.empty() : tensor<1x2x4xi32>
    %f = linalg.fill ins(%c0_i32 : i32) outs(%e : tensor<1x2x4xi32>)
        -> tensor<1x2x4xi32>
    %0 = linalg.quantized_batch_matmul
        ins(%a, %b, %c1, %c2 : tensor<1x2x3xi8>, tensor<1x3x4xi8>, i8, i8)
        outs(%f : tensor<1x2x4xi32>) -> tensor<1x2x4xi32>
    ```
  }];
  let dependentDialects = [
    "mlir::linalg::LinalgDialect",
    "mlir::arith::ArithDialect",
    "mlir::math::MathDialect",
    "mlir::tensor::TensorDialect",
    "mlir::cf::ControlFlowDialect",
  ];
}

//===----------------------------------------------------------------------===//
// tosa-to-scf
//===----------------------------------------------------------------------===//

def TosaToSCFPass : Pass<"tosa-to-scf"> {
  let summary = "Lower tosa.cond_if and tosa.while_loop to the scf dialect";
  let description = [{
    Rewrites the TOSA control-flow operators (TOSA 1.0 section 2.16):
    `tosa.cond_if` becomes `scf.if` and `tosa.while_loop` becomes
    `scf.while`. The graphs' blocks move into the scf regions: the arguments
    of a `cond_if` graph are replaced by the operator's inputs, those of the
    loop graphs by the loop-carried values, and `tosa.yield` becomes
    `scf.yield` (or `scf.condition` in the condition graph of a loop). The
    one-element boolean condition (`tensor<i1>`, `tensor<1xi1>`, ...) is read
    with `tensor.extract`. Where the types along an edge differ (a `?` extent
    against a static one) a `tensor.cast` is inserted; loop-carried values
    take the types of the loop's results. Each value the body yields is
    written into the buffer of its iteration argument with
    `bufferization.materialize_in_destination`, so that One-Shot Bufferize
    accepts the loop without `allow-return-allocs-from-loops` (a value that
    is another iteration argument is copied with `bufferization.alloc_tensor`
    first).

    The TOSA operators inside the graphs are kept: the other conversions
    (e.g. `tosa-to-linalg`) lower them in the nested regions, before or after
    this pass.

    Before:
    ```mlir
    %r = tosa.while_loop (%i = %init) : (tensor<i32>) -> tensor<i32> {
      %more = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %more : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>):
      %next = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tosa.yield %next : tensor<i32>
    }
    ```

    After `tosa-opt --tosa-to-scf`:
    ```mlir
    %r = scf.while (%i = %init) : (tensor<i32>) -> tensor<i32> {
      %more = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c = tensor.extract %more[] : tensor<i1>
      scf.condition(%c) %i : tensor<i32>
    } do {
    ^bb0(%i: tensor<i32>):
      %next = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %in = bufferization.materialize_in_destination %next in %i
          : (tensor<i32>, tensor<i32>) -> tensor<i32>
      scf.yield %in : tensor<i32>
    }
    ```
  }];
  let dependentDialects = ["mlir::scf::SCFDialect",
                           "mlir::bufferization::BufferizationDialect",
                           "mlir::tensor::TensorDialect",
                           "mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// tosa-to-mlprogram
//===----------------------------------------------------------------------===//

def TosaToMLProgramPass : Pass<"tosa-to-mlprogram", "mlir::ModuleOp"> {
  let summary = "Lower TOSA variables to ml_program globals";
  let description = [{
    Rewrites the TOSA variable operators (TOSA 1.0 section 2.17):

    - `tosa.variable @v` becomes a public mutable `ml_program.global @v` of
      the declared tensor type holding the initial value (zeros when there is
      none), plus a public mutable `ml_program.global @__tosac_written_v :
      tensor<i1>`, true once `@v` holds a value (initially true exactly when
      there is an initial value);
    - `tosa.variable_write` becomes `ml_program.global_store` of the tensor
      into `@v` and of `true` into the flag; each stored tensor is first
      copied with `bufferization.alloc_tensor() copy(...)`, because
      upstream's bufferization of `global_store` (LLVM 22) stores a fresh
      uninitialized buffer when the operand cannot be written in place;
    - `tosa.variable_read` loads the flag, checks the spec's
      `REQUIRE(is_written)` with `cf.assert`, loads `@v` with
      `ml_program.global_load` and copies it (`bufferization.alloc_tensor()
      copy(...)`): the load's buffer is the global's own, so without the copy
      a later write in the same call would change the value read.

    The globals keep the variable names: a runtime loads and saves the state
    of a graph through them (and sets the flag of a variable it loads).
    Variables of dynamic shape or quantized element type are not lowered.

    Before:
    ```mlir
    tosa.variable @state = dense<0.0> : tensor<2xf32>
    func.func @step(%x: tensor<2xf32>) -> tensor<2xf32> {
      %s = tosa.variable_read @state : tensor<2xf32>
      %n = tosa.add %s, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      tosa.variable_write @state, %n : tensor<2xf32>
      return %n : tensor<2xf32>
    }
    ```

    After `tosa-opt --tosa-to-mlprogram`:
    ```mlir
    ml_program.global public mutable @state(dense<0.0> : tensor<2xf32>) : tensor<2xf32>
    ml_program.global public mutable @__tosac_written_state(dense<true> : tensor<i1>) : tensor<i1>
    func.func @step(%x: tensor<2xf32>) -> tensor<2xf32> {
      %w = ml_program.global_load @__tosac_written_state : tensor<i1>
      %ok = tensor.extract %w[] : tensor<i1>
      cf.assert %ok, "'tosa.variable_read' op REQUIRE(is_written): variable 'state' is read before it is written"
      %l = ml_program.global_load @state : tensor<2xf32>
      %s = bufferization.alloc_tensor() copy(%l) : tensor<2xf32>
      %n = tosa.add %s, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %c = bufferization.alloc_tensor() copy(%n) : tensor<2xf32>
      ml_program.global_store @state = %c : tensor<2xf32>
      %true = arith.constant dense<true> : tensor<i1>
      %t = bufferization.alloc_tensor() copy(%true) : tensor<i1>
      ml_program.global_store @__tosac_written_state = %t : tensor<i1>
      return %n : tensor<2xf32>
    }
    ```
  }];
  let dependentDialects = ["mlir::ml_program::MLProgramDialect",
                           "mlir::bufferization::BufferizationDialect",
                           "mlir::cf::ControlFlowDialect",
                           "mlir::tensor::TensorDialect",
                           "mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// runtime-checks-to-llvm
//===----------------------------------------------------------------------===//

def RuntimeChecksToLLVMPass : Pass<"runtime-checks-to-llvm", "mlir::ModuleOp"> {
  let summary = "Turn cf.assert into calls that report a failed runtime check";
  let description = [{
    The TOSA lowerings express data-dependent ERROR_IF / REQUIRE conditions
    (a zero point fed as an input, an index out of range, a division by
    zero) as `cf.assert`. This pass rewrites each assert into a conditional
    branch to a block that calls `tosac_runtime_error(ptr)` with the
    assert's message, a NUL-terminated private global, and then continues:
    the lowerings keep memory accesses in bounds after a failed check, and
    the runtime (`tosa-run`) reports the first recorded message instead of
    the outputs. Asserts must sit in regions that accept several blocks, so
    the pass runs after `convert-scf-to-cf`.

    Before:
    ```mlir
    cf.assert %ok, "'tosa.intdiv' op REQUIRE(input2 != 0): division by zero"
    ```

    After:
    ```mlir
      cf.cond_br %ok, ^bb2, ^bb1
    ^bb1:
      %m = llvm.mlir.addressof @tosac_check_message_0 : !llvm.ptr
      llvm.call @tosac_runtime_error(%m) : (!llvm.ptr) -> ()
      cf.br ^bb2
    ^bb2:
    ```
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect",
                           "mlir::cf::ControlFlowDialect"];
}

def TosaToVtaPass : Pass<"tosa-to-vta", "mlir::ModuleOp"> {
  let summary = "Offload quantized int8 TOSA patterns to VTA programs";
  let description = [{
    Finds the int8 patterns VTA can run, compiles each into a `vta.program`
    (tiled, double-buffered instruction stream with its DRAM images, see
    docs/Vta/Vta.md) placed in the module, and replaces the matched TOSA
    operators with a `vta.launch` of that program. Everything else stays
    TOSA for the CPU. Offloaded patterns:

    - `conv2d` (int8 input and weights, int32 bias, weight zero point 0) ->
      `rescale` to int8 -> optional `clamp`;
    - `matmul` with a constant right-hand side in the same form;
    - `rescale` (int8 -> int32) of two int8 tensors -> `add` -> `rescale` to
      int8 -> optional `clamp`;
    - `max_pool2d` on int8;
    - a standalone `clamp` on int8.

    With `report`, every candidate operator gets a remark saying whether it
    was offloaded (and to which program) or why it stays on the CPU; the
    remarks also name the requantization pre-shift where one was needed.
  }];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark per candidate operator: offloaded or why not">,
    Option<"doubleBuffer", "double-buffer", "bool", /*default=*/"true",
           "Overlap loads, compute and stores with two virtual threads">,
  ];
  let dependentDialects = ["::tosac::vta::VtaDialect"];
}

#endif // TOSAC_CONVERSION_PASSES_TD
