//===- Passes.td - CPU code generation passes --------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the passes of the CPU code generation layer
// (lib/Codegen, docs/Codegen.md). Strategy and mechanism stay apart:
// `tosac-cpu-kernel-strategy` decides, from the op and the target CPU, how
// each kernel is tiled and records it on the op; the other passes only read
// those attributes.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CODEGEN_PASSES_TD
#define TOSAC_CODEGEN_PASSES_TD

include "mlir/Pass/PassBase.td"

def CpuKernelStrategyPass
    : Pass<"tosac-cpu-kernel-strategy", "mlir::func::FuncOp"> {
  let summary = "choose cache and register tiles for each linalg kernel";
  let description = [{
    Records on every linalg op the pipeline knows how to make fast the tile
    sizes its kernel uses, as two `DenseI64ArrayAttr`s with one entry per
    loop of the op (0 = not tiled):

    * `tosac.cache_tiles`: the outer tiles, sized so that a tile of each
      operand stays in the L1 / L2 caches;
    * `tosac.register_tiles`: the inner tiles, each one vector operation of
      the register-blocked micro-kernel (e.g. 8 rows x 2 vectors of
      accumulators for f32 matmul with AVX-512).

    The choice depends only on the op (kind, element types, static shape)
    and the target: the widest vector the CPU has (`vector-bits`, 0 = the
    host's) and its number of vector registers. Today: `linalg.matmul`,
    `linalg.batch_matmul`, `linalg.conv_2d_nhwc_hwcf` and
    `linalg.depthwise_conv_2d_nhwc_hwcm` (multiplier 1) on f32 with static
    shapes. Ops that already carry
    the attributes (set by hand, e.g. in a test) are left alone.

    Example (AVX-512):
    ```mlir
    %0 = linalg.batch_matmul ins(%a, %b : tensor<1x512x512xf32>, tensor<1x512x512xf32>)
           outs(%c : tensor<1x512x512xf32>) -> tensor<1x512x512xf32>
    ```
    gets `{tosac.cache_tiles = array<i64: 1, 64, 256, 256>,
    tosac.register_tiles = array<i64: 1, 8, 32, 1>}`.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           "Widest vector register in bits (512, 256, 128); 0 = the host's">,
    Option<"vectorRegisters", "vector-registers", "unsigned", /*default=*/"0",
           "Number of vector registers; 0 = the host's">,
    Option<"bytePermute", "byte-permute", "int", /*default=*/"-1",
           "512-bit byte permutes (AVX-512 VBMI) for int8 TABLE: 1, 0, "
           "-1 = the host's">,
    Option<"amx", "amx", "int", /*default=*/"-1",
           "AMX tiles for int8 dot-product contractions: 1, 0, -1 = the "
           "host's">,
  ];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

def CpuSplitReductionsPass
    : Pass<"tosac-cpu-split-reductions", "mlir::func::FuncOp"> {
  let summary = "reduce along the innermost dimension in vector lanes";
  let description = [{
    An f32 `linalg.generic` reduction whose only reduction loop runs along
    the innermost dimension of its input (tosa.reduce_* over the last axis:
    softmax's sums and maxima, layer norm's means) with K elements, K a
    multiple of the vector's lanes L and at least 2 L, is split (linalg's
    split reduction): L partial results, one per lane, over K / L steps, a
    reduction over an outer loop that the kernel strategy vectorizes, then
    a reduction of the L partials. Sums are thus added in another order
    than the scalar loop's (lane l adds elements l, l + L, ...), the same
    for every thread count; maxima and minima are exact.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           "Widest vector register in bits (512, 256, 128); 0 = the host's">,
  ];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuPackOperandsPass
    : Pass<"tosac-cpu-pack-operands", "mlir::func::FuncOp"> {
  let summary = "put the kernels' vector dimension innermost in their operands";
  let description = [{
    Rewrites operand layouts so that the dimension a kernel vectorizes is
    contiguous in memory. Today: an f32 `linalg.conv_2d_nhwc_fhwc` with
    static shapes (what `tosa.conv2d` becomes) reads its filter [F, H, W, C]
    with the output channel outermost; it becomes a `linalg.transpose` of the
    filter to [H, W, C, F] and a `linalg.conv_2d_nhwc_hwcf`, whose filter
    rows over F are contiguous vectors. A constant filter (dense or a
    resource blob, as .tosa import makes them) is transposed here, at compile
    time, into a new `dense_resource` constant; any other filter is
    transposed by a `linalg.transpose` once per call.
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuTileAndVectorizePass
    : Pass<"tosac-cpu-tile-and-vectorize", "mlir::func::FuncOp"> {
  let summary = "tile linalg kernels as recorded and vectorize their register tiles";
  let description = [{
    For every linalg op with `tosac.cache_tiles` and `tosac.register_tiles`
    (see `tosac-cpu-kernel-strategy`), on tensors: tiles the op with the
    cache tiles, tiles each cache tile with the register tiles (loops in the
    op's loop order, so the reduction loop is innermost), and turns each
    full register tile into vector ops (`vector.transfer_read`,
    `vector.contract`, `vector.transfer_write`). Partial tiles at the edges
    (sizes that the tiles do not divide) stay linalg ops and become scalar
    loops later: correct for every shape, fast for the full tiles.
  }];
  let dependentDialects = [
    "mlir::affine::AffineDialect", "mlir::arith::ArithDialect",
    "mlir::linalg::LinalgDialect", "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect", "mlir::vector::VectorDialect",
  ];
}

def CpuAmxTilesPass : Pass<"tosac-cpu-amx-tiles", "mlir::ModuleOp"> {
  let summary = "give the AMX register tiles of int8 contractions AMX code";
  let description = [{
    Runs on buffers, after bufferization. Each register tile of an int8
    dot-product contraction that the strategy gave to AMX
    (`tosac.int8_amx`: up to 32 rows x 32 columns over the cache tile's
    whole reduction) becomes a call to a private function of its own,
    `tosac_amx_tile_N(A, B, C)`, shared by the tiles of the same operand
    types and indexing maps. The function holds the tile's `amx` dialect
    code: accumulator tiles loaded from C and stored back at the end, and,
    unrolled, per filter tap and step of 16 groups of 4 bytes, tiles of
    activation rows and of packed weights and one `amx.tile_muli` (TDPBUSD)
    per accumulator.

    A function of its own because LLVM configures the 8 tile registers
    once per function (`ldtilecfg` at its entry), each with one shape: a
    network's kernels of different shapes cannot share one function. It
    is marked `noinline`. It first asks the runtime whether this process
    may use AMX tiles (`tosac_amx_ready`: Linux grants them on request,
    `arch_prctl(ARCH_REQ_XCOMP_PERM)`); if not, a failed runtime check
    reports it and the tile's code is skipped.

    A tile this pass cannot take (dynamic strides, more differently shaped
    tiles than tile registers) is left alone and becomes loops.
  }];
  let dependentDialects = [
    "mlir::amx::AMXDialect", "mlir::arith::ArithDialect",
    "mlir::cf::ControlFlowDialect", "mlir::func::FuncDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
  ];
}

def CpuLowerVectorsPass
    : Pass<"tosac-cpu-lower-vectors", "mlir::func::FuncOp"> {
  let summary = "keep register tiles in registers and lower vector ops to FMAs";
  let description = [{
    Runs on buffers, after bufferization. First gives the register tiles
    of the int8 dot-product contractions (`tosac.int8_dot`) their VPDPBUSD
    vector code (an LLVM intrinsic call, whose unknown memory effects
    buffer deallocation would refuse). Hoists the read and write of each
    accumulator tile out of its reduction loop (so the accumulators live in
    registers across the loop), drops unit dimensions, lowers
    `vector.contract` to outer products (one broadcast and one `vector.fma`
    per row of the register tile), fuses a vector multiply feeding only an
    add into `vector.fma` (the depthwise kernels), and lowers transfers to
    plain vector loads and stores where they are contiguous and in bounds. What remains is
    handled by `convert-vector-to-scf` and `convert-vector-to-llvm`.

    With `dot-bits`, an int32 multiply-add of two extended byte vectors
    (the int8 depthwise kernels) becomes one VPDPBUSD per multiply-add
    instead of a 32-bit multiply and an add (ByteProductDots.h).
  }];
  let options = [
    Option<"dotBits", "dot-bits", "int", /*default=*/"0",
           "Width of VPDPBUSD in bits for byte multiply-adds (512, 256, "
           "128), 0 = none (tosa-to-llvm passes its int8-dot-bits)">,
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::LLVM::LLVMDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
    "mlir::vector::VectorDialect",
  ];
}

def CpuFoldBiasPass : Pass<"tosac-cpu-fold-bias", "mlir::func::FuncOp"> {
  let summary = "start a kernel's accumulators at its bias";
  let description = [{
    A convolution or matmul accumulating into zeros (`linalg.fill` of 0)
    whose result, directly or through a `tensor.collapse_shape` (depthwise's
    [C, M] channels), is only read by an elementwise `linalg.generic` that
    adds a tensor to it (the bias epilogue of the convolutions, a
    `tosa.add` after a matmul) accumulates into that tensor, broadcast to
    its result by a `linalg.generic`, instead. The epilogue pass over the
    result is gone, and the broadcast is tiled into the kernel's tiles by
    tosac-cpu-tile-and-vectorize. Only when the accumulator and the result
    have one element type: integer sums are the same in any order, float
    sums change by rounding only (bias first instead of last), which the
    spec's float conformance bounds allow.

    An integer kernel accumulating into a broadcast instead (an
    all-parallel `linalg.generic` of one use that does not read its init:
    the zero-point correction of tosac-cpu-fold-zero-points) gets the bias
    added in that broadcast: per channel value, not per accumulator.
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuFoldZeroPointsPass
    : Pass<"tosac-cpu-fold-zero-points", "mlir::func::FuncOp"> {
  let summary = "int8 matmuls and convolutions as plain products plus zero-point corrections";
  let description = [{
    Rewrites `linalg.quantized_batch_matmul` (what an int8 `tosa.matmul`
    becomes) into `linalg.batch_matmul` of the raw int8 operands, which the
    kernel strategy vectorizes, accumulating into its initial value plus
    the exact correction of the zero points:
    sum_k (a - za)(b - zb) = sum_k a b - za sum_k b[k, n] - zb sum_k a[m, k]
    + K za zb. The row sums of A and column sums of B are reductions of
    their own, emitted only for a zero point that is not a constant 0. All
    terms are int32 arithmetic, which wraps the same way in any order: the
    result is bit-identical to the spec's. Likewise an int8
    `linalg.conv_2d_nhwc_fhwc_q` or `linalg.depthwise_conv_2d_nhwc_hwcm_q`
    whose filter zero point is a constant 0 (symmetric weights) becomes
    `linalg.conv_2d_nhwc_fhwc` (`linalg.depthwise_conv_2d_nhwc_hwcm`)
    accumulating into init - zx * sum(filter[f]) (sum(filter[., ., c, m]))
    (the padded input holds zx where the spec pads, so the identity holds
    at every position). Sums of constant weights are computed at compile
    time.
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuInt8DotProductsPass
    : Pass<"tosac-cpu-int8-dot-products", "mlir::func::FuncOp"> {
  let summary = "int8 matmuls and convolutions in the layout of the CPU's int8 dot products";
  let description = [{
    On a CPU with VPDPBUSD (AVX-512 VNNI or AVX-VNNI: four products of an
    unsigned and a signed byte summed into each int32 lane), rewrites the
    int8 x int8 -> int32 `linalg.batch_matmul` and
    `linalg.conv_2d_nhwc_fhwc` that tosac-cpu-fold-zero-points leaves into a
    `linalg.generic` marked `tosac.int8_dot` (the lanes of one dot-product
    vector), which the kernel strategy tiles and
    tosac-cpu-tile-and-vectorize turns into VPDPBUSD register tiles:

    * the reduction (K, or the input channels) is split into groups of 4,
      the innermost loop, of range 4;
    * the activations are biased to unsigned bytes (a xor 0x80 = a + 128)
      and read in [.., K/4, 4] groups (a free reshape);
    * the weights are packed [.., K/4, N, 4], so that one vector holds four
      consecutive k of `lanes` consecutive columns (at compile time when
      they are constants);
    * the accumulator starts at init - 128 * sum_k b[k, n], so that
      sum_k (a + 128) b - 128 sum_k b = sum_k a b exactly (int32 wraps the
      same in any order).

    Convolutions whose channels are not a multiple of 4 (an RGB input) get
    them padded: -128 in the input (0 once biased), 0 in the filter. Matmuls
    need a reduction length that is a multiple of 4, and both static shapes;
    other contractions are left as they are.
  }];
  let options = [
    Option<"dotBits", "dot-bits", "int", /*default=*/"-1",
           "Width of the int8 dot-product instruction in bits (512, 256), "
           "0 = none, -1 = the host's">,
  ];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuPadInProducerPass
    : Pass<"tosac-cpu-pad-in-producer", "mlir::func::FuncOp"> {
  let summary = "let a convolution input's producer write into its padded tensor";
  let description = [{
    The padded copy of a convolution's or pool's input (the
    `linalg.generic` of tosa-to-linalg-named's padTensor, marked with
    `tosac.padded_copy_low`) reads the whole input and writes the whole
    padded tensor. When the input is the only result of a linalg op that
    writes a fresh `tensor.empty` and the copy is its only reader (a
    previous layer's epilogue) of another element type than all its inputs
    (an int8 requantization: an f32 activation is computed in its
    convolution's buffer by the kernel fusion, and would be copied), the
    op writes into the interior of the
    padded tensor instead (`tensor.extract_slice`), whose border alone is
    filled with the padding value, and the copy becomes the
    `tensor.insert_slice` of that interior, which bufferizes in place.
    Inputs of the function and other producers keep the copy.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::bufferization::BufferizationDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def CpuFuseElementwisePass
    : Pass<"tosac-cpu-fuse-elementwise", "mlir::func::FuncOp"> {
  let summary = "fuse chains of elementwise linalg ops into one loop nest";
  let description = [{
    Fuses an elementwise `linalg.generic` (only parallel loops, static
    shapes, result in loop order) into the elementwise `linalg.generic` that
    is its only user, with linalg's elementwise fusion: a residual add and
    the ReLU clamp after it, or a broadcast bias add and an activation,
    become one loop nest that reads the inputs and writes the result once.
    Producers with other users are left alone, so nothing is computed
    twice. Runs before the kernel strategy, which then tiles and vectorizes
    the fused op like any elementwise op.

    The elementwise epilogue of a `linalg.depthwise_conv_2d_nhwc_hwcm`
    (bias, RESCALE, clamp), which reads its [.., C, 1] result through a
    `tensor.collapse_shape` to [.., C], reads the result itself instead
    (linalg's reshape fusion by expansion: the epilogue runs over [.., C, 1]
    and its own result is collapsed). The reshapes of its per-channel
    operands move up to their arguments or constants. The epilogue is then
    the convolution's only user, which tosac-cpu-tile-and-vectorize runs on
    each of the convolution's tiles.
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def InsertProfileProbesPass
    : Pass<"tosac-insert-profile-probes", "mlir::ModuleOp"> {
  let summary = "time every TOSA operator of the compiled code";
  let description = [{
    Surrounds every TOSA operator at the top level of a function (not
    `tosa.const`, `tosa.const_shape` or the variable declarations) with calls
    to `tosac_profile_enter(i32 id)` and `tosac_profile_exit(i32 id)`, and
    lists the operators in the module attribute `tosac.profile_layers`: entry
    `id` is "<op name> <location> -> <first result type>". Runs before the TOSA operators are
    lowered: what an operator becomes (pads, bias broadcasts, the kernel) is
    lowered in place between its two calls, so the time between them is the
    operator's, whatever it was lowered to. TosacRuntime implements the two
    functions (tosac/Runtime/Profile.h); `tosa-run --profile` prints the
    table.
  }];
  let dependentDialects = ["mlir::func::FuncDialect",
                           "mlir::arith::ArithDialect"];
}

def ResultsInPlacePass : Pass<"tosac-results-in-place", "mlir::func::FuncOp"> {
  let summary = "compute results in the caller's buffers through reshapes";
  let description = [{
    After `buffer-results-to-out-params`: a result copied into its output
    buffer from a `memref.collapse_shape` or `memref.expand_shape` of a
    local `memref.alloc` (depthwise's [C, M] accumulator collapsed to its
    channels) is computed in the output buffer itself: the allocation
    becomes the inverse reshape of the output buffer and the copy is gone.
    A copy of a local allocation of the output's type (which
    `buffer-results-to-out-params` leaves when the allocation is not the
    value returned as such) is likewise replaced by the output buffer.
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
}

def FreeTileBuffersPass
    : Pass<"tosac-free-tile-buffers", "mlir::func::FuncOp"> {
  let summary = "free the buffers an scf.forall iteration allocates";
  let description = [{
    Runs after buffer deallocation. A `memref.alloc` in the body of an
    `scf.forall` (the int32 accumulators of a kernel tile whose epilogue
    writes int8 into the forall's result) lives for one iteration: a forall
    body yields nothing, so no one outside the iteration sees it. When
    buffer deallocation left it without a `memref.dealloc`, one is added at
    the end of the body.
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
}

def ReadOnlyArgumentsPass
    : Pass<"tosac-read-only-arguments", "mlir::ModuleOp"> {
  let summary = "public functions never write their tensor arguments";
  let description = [{
    Marks every tensor argument of a public function
    `bufferization.writable = false`, so that one-shot bufferization copies
    an argument before an operator would update it in place (e.g. the
    `values_in` of `tosa.scatter`). The executor, the C API and tosa-compile's
    generated code hand the callers' input buffers to the compiled function
    without copying them: those buffers must come back unchanged.
  }];
  let dependentDialects = ["mlir::bufferization::BufferizationDialect"];
}

#endif // TOSAC_CODEGEN_PASSES_TD
