//===- InsertProfileProbes.cpp - Time every TOSA operator -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac-insert-profile-probes: calls to
// tosac_profile_enter / tosac_profile_exit around every TOSA operator at the
// top level of a function, and the operators' names and locations in the
// module attribute tosac.profile_layers.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

namespace tosac {
#define GEN_PASS_DEF_INSERTPROFILEPROBESPASS
#include "tosac/Codegen/Passes.h.inc"
} // namespace tosac

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kEnter = "tosac_profile_enter";
constexpr llvm::StringLiteral kExit = "tosac_profile_exit";
constexpr llvm::StringLiteral kLayersAttr = "tosac.profile_layers";

/// Operators that do no work at run time.
bool isFree(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name == "tosa.const" || name == "tosa.const_shape" ||
         name == "tosa.variable";
}

/// "model.mlir:12:8" for a file location, the name of a named one (what
/// .tosa import gives: the output tensor's name), the first of fused ones.
std::string formatLocation(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return llvm::formatv("{0}:{1}:{2}", file.getFilename().getValue(),
                         file.getLine(), file.getColumn())
        .str();
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc);
      fused && !fused.getLocations().empty())
    return formatLocation(fused.getLocations().front());
  std::string printed;
  llvm::raw_string_ostream os(printed);
  loc.print(os);
  return printed;
}

/// "tosa.conv2d model.mlir:12:8 -> tensor<1x8x8x16xf32>": the operator, its
/// location and the type of its first result.
std::string describe(Operation *op) {
  std::string result =
      (op->getName().getStringRef() + " " + formatLocation(op->getLoc())).str();
  if (op->getNumResults() > 0) {
    llvm::raw_string_ostream os(result);
    os << " -> " << op->getResult(0).getType();
  }
  return result;
}

func::FuncOp declareProbe(ModuleOp module, StringRef name) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto type = builder.getFunctionType({builder.getI32Type()}, {});
  auto probe = func::FuncOp::create(builder, module.getLoc(), name, type);
  probe.setPrivate();
  return probe;
}

struct InsertProfileProbesPass
    : tosac::impl::InsertProfileProbesPassBase<InsertProfileProbesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> operators;
    for (auto func : module.getOps<func::FuncOp>())
      for (Block &block : func.getBody())
        for (Operation &op : block)
          if (op.getDialect() && op.getDialect()->getNamespace() == "tosa" &&
              !isFree(&op))
            operators.push_back(&op);
    if (operators.empty())
      return;

    func::FuncOp enter = declareProbe(module, kEnter);
    func::FuncOp exit = declareProbe(module, kExit);
    OpBuilder builder(&getContext());
    SmallVector<Attribute> layers;
    for (auto [id, op] : llvm::enumerate(operators)) {
      layers.push_back(builder.getStringAttr(describe(op)));
      Location loc = op->getLoc();
      builder.setInsertionPoint(op);
      Value idValue = arith::ConstantIntOp::create(
          builder, loc, static_cast<int64_t>(id), 32);
      func::CallOp::create(builder, loc, enter, ValueRange{idValue});
      builder.setInsertionPointAfter(op);
      func::CallOp::create(builder, loc, exit, ValueRange{idValue});
    }
    module->setAttr(kLayersAttr, builder.getArrayAttr(layers));
  }
};

} // namespace
