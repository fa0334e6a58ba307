//===- TosaCheckLoweredPass.cpp - Report TOSA ops left unlowered ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosa-check-lowered: after the TOSA conversions of a
// pipeline, any operation of the tosa dialect still present is an error with
// the operation's location.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSACHECKLOWEREDPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;

namespace {

struct TosaCheckLoweredPass
    : tosac::tosa::impl::TosaCheckLoweredPassBase<TosaCheckLoweredPass> {
  void runOnOperation() override {
    Dialect *tosaDialect =
        getContext().getLoadedDialect<tosac::tosa::TosaDialect>();
    bool failedAny = false;
    getOperation()->walk([&](Operation *op) {
      if (op->getDialect() != tosaDialect)
        return;
      failedAny = true;
      if (auto custom = dyn_cast<tosac::tosa::CustomOp>(op)) {
        op->emitError() << "unsupported custom operator "
                        << custom.getDomainName() << "::"
                        << custom.getOperatorName();
        return;
      }
      op->emitOpError() << "is not lowered: no CPU lowering supports this "
                           "operator with these operand types yet";
    });
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
