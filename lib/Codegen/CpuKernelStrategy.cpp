//===- CpuKernelStrategy.cpp - Record each kernel's tiles -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-kernel-strategy: it asks KernelStrategy.cpp
// for the tiles of every linalg op and records them on the op.
//
//===----------------------------------------------------------------------===//

#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace tosac {
#define GEN_PASS_DEF_CPUKERNELSTRATEGYPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;
using namespace tosac::codegen;

namespace {

struct CpuKernelStrategyPass
    : tosac::impl::CpuKernelStrategyPassBase<CpuKernelStrategyPass> {
  using Base::Base;

  void runOnOperation() override {
    CpuTarget target = CpuTarget::getHost();
    if (vectorBits != 0)
      target.vectorBits = vectorBits;
    if (vectorRegisters != 0)
      target.vectorRegisters = vectorRegisters;
    if (bytePermute >= 0)
      target.hasBytePermute = bytePermute == 1 && target.vectorBits >= 512;
    else if (target.vectorBits < 512)
      target.hasBytePermute = false;
    if (amx >= 0)
      target.hasAmxInt8 = amx == 1;
    MLIRContext *context = &getContext();
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kCacheTilesAttr) || op->hasAttr(kRegisterTilesAttr))
        return;
      std::optional<KernelTiles> tiles = chooseKernelTiles(op, target);
      if (!tiles)
        return;
      op->setAttr(kCacheTilesAttr,
                  DenseI64ArrayAttr::get(context, tiles->cache));
      if (tiles->registers.empty())
        return;
      op->setAttr(kRegisterTilesAttr,
                  DenseI64ArrayAttr::get(context, tiles->registers));
      op->setAttr(kVectorShapeAttr,
                  DenseI64ArrayAttr::get(context, tiles->vectorShape));
      if (tiles->int8Table)
        op->setAttr(kInt8TableAttr, UnitAttr::get(context));
      if (tiles->int8Amx)
        op->setAttr(kInt8AmxAttr, UnitAttr::get(context));
      if (!tiles->registerOrder.empty())
        op->setAttr(kRegisterOrderAttr,
                    DenseI64ArrayAttr::get(context, tiles->registerOrder));
    });
  }
};

} // namespace
