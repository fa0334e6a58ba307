//===- CpuSplitReductions.cpp - Innermost reductions in vector lanes ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-split-reductions: an f32 reduction along
// the innermost dimension becomes one per vector lane along an outer loop
// (vectorized like any reduction over an outer axis) and a reduction of
// the lanes' partial results.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac {
#define GEN_PASS_DEF_CPUSPLITREDUCTIONSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

/// The number of elements reduced along the innermost dimension of `op`'s
/// single f32 input, when that is its only reduction loop and its body is
/// a plain combination with the accumulator; 0 otherwise.
int64_t getInnermostReductionSize(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 1)
    return 0;
  auto inputType =
      dyn_cast<RankedTensorType>(op.getDpsInputOperand(0)->get().getType());
  if (!inputType || !inputType.hasStaticShape() ||
      !inputType.getElementType().isF32() ||
      !getElementTypeOrSelf(op.getResult(0).getType()).isF32())
    return 0;
  AffineMap input = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  if (!input.isIdentity())
    return 0;
  unsigned inner = input.getNumDims() - 1;
  if (op.getIteratorTypesArray()[inner] != utils::IteratorType::reduction)
    return 0;
  return tosac::codegen::hasCombinerBody(op) ? inputType.getShape().back() : 0;
}

struct CpuSplitReductionsPass
    : tosac::impl::CpuSplitReductionsPassBase<CpuSplitReductionsPass> {
  using Base::Base;

  void runOnOperation() override {
    tosac::CpuTarget target = tosac::CpuTarget::getHost();
    if (vectorBits != 0)
      target.vectorBits = vectorBits;
    int64_t lanes = target.lanes(32);
    if (lanes < 4)
      return;
    SmallVector<linalg::GenericOp> reductions;
    getOperation().walk([&](linalg::GenericOp op) {
      int64_t size = getInnermostReductionSize(op);
      if (size >= 2 * lanes && size % lanes == 0)
        reductions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : reductions) {
      unsigned resultRank =
          cast<RankedTensorType>(op.getResult(0).getType()).getRank();
      rewriter.setInsertionPoint(op);
      // The lanes become the innermost dimension of the partial results.
      (void)linalg::splitReduction(rewriter, op, [&](linalg::LinalgOp) {
        return linalg::SplitReductionOptions{lanes, resultRank,
                                             /*innerParallel=*/true};
      });
    }
  }
};

} // namespace
