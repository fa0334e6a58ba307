//===- RuntimeChecksToLLVMPass.cpp - The runtime-checks-to-llvm pass ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements runtime-checks-to-llvm: every cf.assert becomes a
// branch around a call to tosac_runtime_error with the assert's message.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/RuntimeChecksToLLVM/RuntimeChecksToLLVM.h"
#include "tosac/Conversion/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringMap.h"

namespace tosac {
#define GEN_PASS_DEF_RUNTIMECHECKSTOLLVMPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

struct RuntimeChecksToLLVMPass
    : tosac::impl::RuntimeChecksToLLVMPassBase<RuntimeChecksToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) { asserts.push_back(op); });
    if (asserts.empty())
      return;

    IRRewriter rewriter(module.getContext());
    rewriter.setInsertionPointToStart(module.getBody());
    auto ptrType = LLVM::LLVMPointerType::get(module.getContext());
    FailureOr<LLVM::LLVMFuncOp> report = LLVM::lookupOrCreateFn(
        rewriter, module, tosac::kRuntimeErrorFunction, {ptrType},
        LLVM::LLVMVoidType::get(module.getContext()));
    if (failed(report))
      return signalPassFailure();

    // One global per distinct message.
    llvm::StringMap<std::string> globalOfMessage;
    for (cf::AssertOp op : asserts) {
      // The check branches to a block of its own: a function's body or a
      // region of several blocks (an OpenMP loop's body, where a kernel's
      // parallel tiles run).
      if (op->getParentOp()->hasTrait<OpTrait::SingleBlock>()) {
        op.emitOpError() << "must be in a region with several blocks when "
                            "runtime checks are lowered (run "
                            "convert-scf-to-cf first)";
        return signalPassFailure();
      }
      Location loc = op.getLoc();
      StringRef message = op.getMsg();
      auto [it, inserted] = globalOfMessage.try_emplace(message);
      if (inserted)
        it->second = "tosac_check_message_" +
                     std::to_string(globalOfMessage.size() - 1);

      Block *before = op->getBlock();
      Block *after = rewriter.splitBlock(before, std::next(op->getIterator()));
      Block *fail = rewriter.createBlock(after);
      std::string text = message.str();
      text.push_back('\0');
      Value address;
      if (auto global = module.lookupSymbol<LLVM::GlobalOp>(it->second)) {
        address = LLVM::AddressOfOp::create(rewriter, loc, global);
      } else {
        OpBuilder::InsertionGuard guard(rewriter);
        address = LLVM::createGlobalString(loc, rewriter, it->second, text,
                                           LLVM::Linkage::Private);
      }
      LLVM::CallOp::create(rewriter, loc, *report, ValueRange{address});
      cf::BranchOp::create(rewriter, loc, after);

      rewriter.setInsertionPoint(op);
      cf::CondBranchOp::create(rewriter, loc, op.getArg(), after,
                               ValueRange{}, fail, ValueRange{});
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
