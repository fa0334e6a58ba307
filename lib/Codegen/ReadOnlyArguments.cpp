//===- ReadOnlyArguments.cpp - Callers' input buffers are never written ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-read-only-arguments: the tensor arguments of
// public functions are marked `bufferization.writable = false`, so that
// bufferization never updates a caller's input buffer in place.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace tosac {
#define GEN_PASS_DEF_READONLYARGUMENTSPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct ReadOnlyArgumentsPass
    : tosac::impl::ReadOnlyArgumentsPassBase<ReadOnlyArgumentsPass> {
  void runOnOperation() override {
    auto readOnly = BoolAttr::get(&getContext(), false);
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (!function.isPublic() || function.isExternal())
        continue;
      for (auto [index, type] : llvm::enumerate(function.getArgumentTypes()))
        if (isa<TensorType>(type))
          function.setArgAttr(
              index, bufferization::BufferizationDialect::kWritableAttrName,
              readOnly);
    }
  }
};

} // namespace
