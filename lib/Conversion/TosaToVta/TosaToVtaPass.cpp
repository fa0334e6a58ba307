//===- TosaToVtaPass.cpp - The tosa-to-vta offload pass -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the tosa-to-vta pass. Not implemented yet: nothing is
// offloaded, and with `report` every operator says so.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Vta/IR/VtaOps.h"

#include "mlir/IR/BuiltinOps.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOVTAPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct TosaToVtaPass : tosac::impl::TosaToVtaPassBase<TosaToVtaPass> {
  using TosaToVtaPassBase::TosaToVtaPassBase;
  void runOnOperation() override {
    if (!report)
      return;
    getOperation().walk([](Operation *op) {
      if (op->getDialect() && op->getDialect()->getNamespace() == "tosa")
        op->emitRemark() << "stays on the CPU: offloading is not "
                            "implemented yet";
    });
  }
};

} // namespace
