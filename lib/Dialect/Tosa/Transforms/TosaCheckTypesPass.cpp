//===- TosaCheckTypesPass.cpp - Reject types the lowering cannot run ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosa-check-types: the first step of every lowering,
// which lets through the spec's element-type combinations and the framework
// forms tosac defines (FrameworkTypeForms.cpp), or only the spec's with
// `strict`.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Transforms/FrameworkTypeForms.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSACHECKTYPESPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

namespace {

struct TosaCheckTypesPass
    : tosac::tosa::impl::TosaCheckTypesPassBase<TosaCheckTypesPass> {
  using TosaCheckTypesPassBase::TosaCheckTypesPassBase;
  void runOnOperation() override {
    if (mlir::failed(
            tosac::tosa::checkTypesForLowering(getOperation(), strict)))
      signalPassFailure();
  }
};

} // namespace
