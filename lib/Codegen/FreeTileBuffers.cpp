//===- FreeTileBuffers.cpp - Free the buffers of forall iterations --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-free-tile-buffers: a buffer allocated in the
// body of an scf.forall (the int32 accumulators of a kernel tile whose
// epilogue writes int8 into the forall's result) lives for one iteration:
// a forall body yields no values, so nothing outside the iteration can see
// it. Buffer deallocation does not always free such buffers; this pass
// frees each one at the end of its iteration.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tosac {
#define GEN_PASS_DEF_FREETILEBUFFERSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct FreeTileBuffersPass
    : tosac::impl::FreeTileBuffersPassBase<FreeTileBuffersPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocOp> leaked;
    getOperation().walk([&](memref::AllocOp alloc) {
      auto forall = dyn_cast<scf::ForallOp>(alloc->getParentOp());
      if (forall && llvm::none_of(alloc->getUsers(), [](Operation *user) {
            return isa<memref::DeallocOp>(user);
          }))
        leaked.push_back(alloc);
    });
    OpBuilder builder(&getContext());
    for (memref::AllocOp alloc : leaked) {
      builder.setInsertionPoint(alloc->getBlock()->getTerminator());
      memref::DeallocOp::create(builder, alloc.getLoc(), alloc.getResult());
    }
  }
};

} // namespace
