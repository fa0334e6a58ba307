//===- TosaToLLVMPipeline.cpp - The tosa-to-llvm pipeline -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file builds and registers the tosa-to-llvm pipeline: tosac's own TOSA
// conversions followed by upstream bufferization and LLVM lowering.
//
//===----------------------------------------------------------------------===//

#include "tosac/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/MLProgram/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/BufferizableOpInterfaceImpl.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"
#include "tosac/Codegen/CpuTarget.h"
#include "tosac/Codegen/Passes.h"
#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

using namespace mlir;

void tosac::buildTosaCheckPipeline(OpPassManager &pm, bool strict) {
  // ui8 / ui16 tensors of framework IR become signless ones with RESCALE's
  // unsigned flags; then element-type combinations outside the spec's
  // tables: the framework forms the lowerings define, or none with `strict`.
  pm.addPass(tosa::createTosaLowerUnsignedTypesPass());
  tosa::TosaCheckTypesPassOptions checkTypes;
  checkTypes.strict = strict;
  pm.addPass(tosa::createTosaCheckTypesPass(checkTypes));
}

void tosac::buildTosaToLLVMPipeline(OpPassManager &pm,
                                    const TosaToLLVMOptions &options) {
  buildTosaCheckPipeline(pm, options.strict);
  // Shape operators on constant shapes fold into tosa.const_shape, which the
  // data layout lowerings read.
  pm.addPass(createCanonicalizerPass());
  if (options.profile)
    pm.addPass(createInsertProfileProbesPass());
  // TOSA to ml_program / scf / linalg / tensor / arith.
  pm.addPass(createTosaToMLProgramPass());
  pm.addPass(createTosaToSCFPass());
  pm.addNestedPass<func::FuncOp>(createTosaToLinalgNamedPass());
  pm.addNestedPass<func::FuncOp>(createTosaToLinalgPass());
  pm.addPass(createTosaToTensorPass());
  pm.addPass(createTosaToArithPass());
  pm.addPass(tosa::createTosaCheckLoweredPass());
  pm.addPass(createCanonicalizerPass());

  // The width of VPDPBUSD the int8 kernels use (0: none).
  int dotBits = options.int8DotBits >= 0
                    ? options.int8DotBits
                    : static_cast<int>(CpuTarget::getHost().int8DotBits);
  if (options.vectorBits != 0)
    dotBits = std::min<int>(dotBits, options.vectorBits);

  // CPU code generation (lib/Codegen, docs/Codegen.md): the kernels the
  // strategy knows are tiled for the caches and registers and vectorized.
  if (options.vectorize) {
    CpuKernelStrategyPassOptions strategy;
    strategy.vectorBits = options.vectorBits;
    strategy.vectorRegisters = options.vectorRegisters;
    strategy.bytePermute = options.bytePermute;
    strategy.amx = options.amx;
    pm.addNestedPass<func::FuncOp>(createCpuFoldZeroPointsPass());
    CpuInt8DotProductsPassOptions dot;
    dot.dotBits = dotBits;
    pm.addNestedPass<func::FuncOp>(createCpuInt8DotProductsPass(dot));
    pm.addNestedPass<func::FuncOp>(createCpuFoldBiasPass());
    pm.addNestedPass<func::FuncOp>(createCpuFuseElementwisePass());
    pm.addNestedPass<func::FuncOp>(createCpuPadInProducerPass());
    pm.addNestedPass<func::FuncOp>(createCpuPackOperandsPass());
    CpuSplitReductionsPassOptions split;
    split.vectorBits = options.vectorBits;
    pm.addNestedPass<func::FuncOp>(createCpuSplitReductionsPass(split));
    pm.addNestedPass<func::FuncOp>(createCpuKernelStrategyPass(strategy));
    pm.addNestedPass<func::FuncOp>(createCpuTileAndVectorizePass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }

  // Tensors to buffers; results become output buffers the caller owns.
  // Callers' input buffers are read, never written (they are not copied).
  pm.addPass(createReadOnlyArgumentsPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.addNestedPass<func::FuncOp>(createResultsInPlacePass());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addNestedPass<func::FuncOp>(createFreeTileBuffersPass());

  // Register tiles to FMAs; the rest to loops; then the LLVM dialect.
  if (options.vectorize) {
    pm.addPass(createCpuAmxTilesPass());
    CpuLowerVectorsPassOptions lower;
    lower.dotBits = dotBits;
    pm.addNestedPass<func::FuncOp>(createCpuLowerVectorsPass(lower));
    pm.addPass(createCanonicalizerPass());
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // The kernels' independent tiles (scf.forall) run on OpenMP's threads;
  // everything else stays on the caller's thread. Each thread's stack
  // allocations go to its own omp.parallel region, and the canonicalizer
  // inlines the alloca scopes this leaves empty of allocations.
  pm.addPass(createForallToParallelLoopPass());
  if (options.parallel) {
    ConvertSCFToOpenMPPassOptions openmp;
    openmp.numThreads = options.threads;
    pm.addPass(createConvertSCFToOpenMPPass(openmp));
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createRuntimeChecksToLLVMPass());
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  vectorToLLVM.amx = true;
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  pm.addPass(memref::createExpandStridedMetadataPass());
  // Index arithmetic of expanded subviews (from vector transfers).
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  if (options.parallel)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void tosac::registerTosaToLLVMDependencies(DialectRegistry &registry) {
  registry
      .insert<affine::AffineDialect, amx::AMXDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, cf::ControlFlowDialect,
              func::FuncDialect, index::IndexDialect, linalg::LinalgDialect,
              LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
              ml_program::MLProgramDialect, omp::OpenMPDialect, scf::SCFDialect,
              tensor::TensorDialect, vector::VectorDialect>();
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  cf::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerTilingInterfaceExternalModels(registry);
  ml_program::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  vector::registerBufferizableOpInterfaceExternalModels(registry);

  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
}

namespace {
struct TosaToLLVMPipelineOptions
    : public PassPipelineOptions<TosaToLLVMPipelineOptions> {
  Option<bool> vectorize{*this, "vectorize",
                         llvm::cl::desc("Tile and vectorize the kernels the "
                                        "CPU strategy knows"),
                         llvm::cl::init(true)};
  Option<unsigned> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Widest vector register in bits; 0 = the host's"),
      llvm::cl::init(0)};
  Option<unsigned> vectorRegisters{
      *this, "vector-registers",
      llvm::cl::desc("Vector registers of the target; 0 = the host's"),
      llvm::cl::init(0)};
  Option<int> int8DotBits{
      *this, "int8-dot-bits",
      llvm::cl::desc("Width of the int8 dot-product instruction (VPDPBUSD) "
                     "in bits: 512, 256, 0 = none, -1 = the host's"),
      llvm::cl::init(-1)};
  Option<int> bytePermute{
      *this, "byte-permute",
      llvm::cl::desc("Use 512-bit byte permutes (AVX-512 VBMI) for int8 "
                     "TABLE: 1, 0, -1 = if the host has them"),
      llvm::cl::init(-1)};
  Option<int> amx{*this, "amx",
                  llvm::cl::desc("Use AMX tiles for int8 matmuls and "
                                 "convolutions: 1, 0, -1 = if the host has "
                                 "them"),
                  llvm::cl::init(-1)};
  Option<bool> parallel{*this, "parallel",
                        llvm::cl::desc("Run the kernels' independent tiles "
                                       "on OpenMP threads"),
                        llvm::cl::init(true)};
  Option<bool> profile{*this, "profile",
                       llvm::cl::desc("Time every TOSA operator "
                                      "(tosac-insert-profile-probes)"),
                       llvm::cl::init(false)};
  Option<bool> strict{*this, "strict",
                      llvm::cl::desc("Reject element-type combinations "
                                     "outside the spec's tables, framework "
                                     "forms included"),
                      llvm::cl::init(false)};
  Option<unsigned> threads{
      *this, "threads",
      llvm::cl::desc("A thread count fixed in the code; 0 = decided at run "
                     "time"),
      llvm::cl::init(0)};
};
} // namespace

void tosac::registerTosacPipelines() {
  PassPipelineRegistration<TosaToLLVMPipelineOptions>(
      "tosa-to-llvm",
      "Lower a TOSA module to the LLVM dialect: TOSA conversions, CPU "
      "kernels tiled and vectorized, bufferization with caller-provided "
      "output buffers, independent tiles on OpenMP threads, loops, LLVM",
      [](OpPassManager &pm, const TosaToLLVMPipelineOptions &cl) {
        TosaToLLVMOptions options;
        options.vectorize = cl.vectorize;
        options.vectorBits = cl.vectorBits;
        options.vectorRegisters = cl.vectorRegisters;
        options.int8DotBits = cl.int8DotBits;
        options.bytePermute = cl.bytePermute;
        options.amx = cl.amx;
        options.parallel = cl.parallel;
        options.threads = cl.threads;
        options.profile = cl.profile;
        options.strict = cl.strict;
        buildTosaToLLVMPipeline(pm, options);
      });
}
