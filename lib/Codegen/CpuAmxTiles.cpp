//===- CpuAmxTiles.cpp - AMX register tiles in functions of their own -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-cpu-amx-tiles: every register tile marked
// tosac.int8_amx becomes a call to a private, noinline function holding its
// AMX code (Int8AmxKernel.h), guarded by the runtime's permission check.
//
//===----------------------------------------------------------------------===//

#include "Int8AmxKernel.h"
#include "KernelStrategy.h"
#include "tosac/Codegen/Passes.h"
#include "tosac/Runtime/Amx.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace tosac {
#define GEN_PASS_DEF_CPUAMXTILESPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac::codegen;

namespace {

/// What makes two tiles' code the same: operand types and indexing maps
/// (the body is always the dot product's).
std::string getTileKey(linalg::LinalgOp tile) {
  std::string key;
  llvm::raw_string_ostream os(key);
  for (Value operand : tile->getOperands())
    os << operand.getType() << ";";
  os << tile.getIndexingMaps() << ";";
  llvm::interleave(tile.getIteratorTypesArray(), os, ",");
  return key;
}

/// The runtime's permission check, declared once per module.
func::FuncOp getReadyFunction(OpBuilder &builder, ModuleOp module) {
  if (auto existing =
          module.lookupSymbol<func::FuncOp>(tosac::kAmxReadyFunction))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  auto function =
      func::FuncOp::create(builder, module.getLoc(), tosac::kAmxReadyFunction,
                           builder.getFunctionType({}, {builder.getI32Type()}));
  function.setPrivate();
  return function;
}

/// A private function `tosac_amx_tile_N(A, B, C)` holding `tile`'s AMX code
/// behind the permission check, or nullptr when its code fails.
func::FuncOp outlineTile(IRRewriter &rewriter, ModuleOp module,
                         linalg::LinalgOp tile, func::FuncOp ready,
                         unsigned number) {
  Location loc = tile.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToEnd(module.getBody());
  auto type = rewriter.getFunctionType(tile->getOperandTypes(), {});
  auto function = func::FuncOp::create(
      rewriter, loc, "tosac_amx_tile_" + std::to_string(number), type);
  function.setPrivate();
  // LLVM configures the tile registers once per function: inlined into
  // its caller, tiles of other shapes would compete for them.
  function->setAttr("passthrough", rewriter.getArrayAttr(
                                       {rewriter.getStringAttr("noinline")}));
  Block *body = function.addEntryBlock();
  rewriter.setInsertionPointToStart(body);
  Value granted =
      func::CallOp::create(rewriter, loc, ready, ValueRange{}).getResult(0);
  Value zero = arith::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                         rewriter.getI32IntegerAttr(0));
  Value ok = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                   granted, zero);
  cf::AssertOp::create(rewriter, loc, ok,
                       "this process may not use AMX tiles (the system refused "
                       "arch_prctl(ARCH_REQ_XCOMP_PERM)); compile with amx=0");
  auto guarded = scf::IfOp::create(rewriter, loc, ok, /*withElse=*/false);
  func::ReturnOp::create(rewriter, loc);
  rewriter.setInsertionPoint(guarded.thenBlock()->getTerminator());
  IRMapping mapping;
  mapping.map(tile->getOperands(), body->getArguments());
  auto copy = cast<linalg::LinalgOp>(rewriter.clone(*tile, mapping));
  if (failed(lowerInt8AmxTile(rewriter, copy))) {
    rewriter.eraseOp(function);
    return nullptr;
  }
  return function;
}

struct CpuAmxTilesPass : tosac::impl::CpuAmxTilesPassBase<CpuAmxTilesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::LinalgOp> tiles;
    module.walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kInt8AmxAttr) && isInt8AmxTile(op))
        tiles.push_back(op);
    });
    if (tiles.empty())
      return;
    IRRewriter rewriter(&getContext());
    func::FuncOp ready = getReadyFunction(rewriter, module);
    llvm::StringMap<func::FuncOp> functions;
    for (linalg::LinalgOp tile : tiles) {
      func::FuncOp &function = functions[getTileKey(tile)];
      if (!function)
        function = outlineTile(rewriter, module, tile, ready, functions.size());
      if (!function)
        continue;
      // The call in an alloca scope of its own: to MLIR a call may
      // allocate on the stack, which would keep the scope the OpenMP
      // conversion puts around a parallel loop's body from being inlined,
      // and with it the loops beside the call from becoming blocks.
      rewriter.setInsertionPoint(tile);
      auto scope =
          memref::AllocaScopeOp::create(rewriter, tile.getLoc(), TypeRange{});
      rewriter.createBlock(&scope.getBodyRegion());
      func::CallOp::create(rewriter, tile.getLoc(), function,
                           tile->getOperands());
      memref::AllocaScopeReturnOp::create(rewriter, tile.getLoc());
      rewriter.eraseOp(tile);
    }
  }
};

} // namespace
