//===- TosaToVtaPass.cpp - The tosa-to-vta offload pass -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the driver of the tosa-to-vta pass. For every
// `func.func` of the module it first offers each tosa.conv2d, tosa.matmul and
// tosa.add to its matcher (those absorb the following rescale and clamp),
// then each tosa.max_pool2d and each tosa.clamp that is left. A successful
// match becomes a `vta.program @vta_<kind>_<n>` appended to the module and
// one `vta.launch` in place of the matched operators (with tosa.reshape
// around it where the program's tensor shapes differ, as for matmul); the
// operators it replaces, and constants only they used, are erased. A match
// that fails leaves the IR untouched; with `report`, every candidate gets a
// remark saying where it runs and why.
//
//===----------------------------------------------------------------------===//

#include "TosaToVta.h"

#include "tosac/Conversion/Passes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"
#include "tosac/Dialect/Vta/IR/VtaOps.h"
#include "tosac/Dialect/Vta/Utils/ProgramImage.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

namespace tosac {
#define GEN_PASS_DEF_TOSATOVTAPASS
#include "tosac/Conversion/Passes.h.inc"
} // namespace tosac

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa_to_vta;

namespace {

/// Checks that the compiled program's tensors have the shapes the pattern
/// feeds and expects (a disagreement would make the launch invalid).
llvm::Error checkProgramShapes(const Offload &offload) {
  const vta::CompiledLayer &layer = offload.layer;
  if (layer.inputs.size() != offload.inputs.size())
    return reason("the VTA program has " + llvm::Twine(layer.inputs.size()) +
                  " inputs, expected " + llvm::Twine(offload.inputs.size()));
  for (auto [i, image] : llvm::enumerate(layer.inputs))
    if (ArrayRef<int64_t>(image.shape) !=
        ArrayRef<int64_t>(offload.inputShapes[i]))
      return reason("the VTA program's input " + llvm::Twine(i) +
                    " has shape " + str(image.shape) + ", expected " +
                    str(offload.inputShapes[i]));
  if (ArrayRef<int64_t>(layer.output.shape) !=
      ArrayRef<int64_t>(offload.outputShape))
    return reason("the VTA program's output has shape " +
                  str(layer.output.shape) + ", expected " +
                  str(offload.outputShape));
  return llvm::Error::success();
}

/// `value` reshaped to `shape` with tosa.reshape (same element count), or
/// `value` itself when it already has that shape.
Value reshapeTo(OpBuilder &builder, Location loc, Value value,
                ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  Value shapeValue = ttosa::createConstShape(builder, loc, shape);
  return ttosa::ReshapeOp::create(
      builder, loc, RankedTensorType::get(shape, type.getElementType()), value,
      shapeValue);
}

struct TosaToVtaPass : tosac::impl::TosaToVtaPassBase<TosaToVtaPass> {
  using TosaToVtaPassBase::TosaToVtaPassBase;

  void runOnOperation() override;

private:
  /// Offloads one match, or reports why `op` stays on the CPU.
  void apply(Operation *op, llvm::Expected<Offload> offload);
  /// Replaces the matched operators with a launch of program `name`.
  void materialize(Offload &offload, StringRef name);
  /// The next free name @vta_<kind>_<n>.
  std::string uniqueName(StringRef kind);

  std::optional<SymbolTable> symbols;
  llvm::StringMap<unsigned> counters;
  vta::CodegenOptions options;
};

} // namespace

std::string TosaToVtaPass::uniqueName(StringRef kind) {
  unsigned &next = counters[kind];
  std::string name;
  do {
    name = ("vta_" + kind + "_" + llvm::Twine(next++)).str();
  } while (symbols->lookup(name));
  return name;
}

void TosaToVtaPass::materialize(Offload &offload, StringRef name) {
  ModuleOp module = getOperation();
  Location loc = offload.root->getLoc();
  OpBuilder builder(module.getContext());
  builder.setInsertionPointToEnd(module.getBody());
  vta::ProgramOp program = vta::buildProgram(builder, loc, name, offload.layer);
  symbols->insert(program);

  Operation *last = offload.ops.back();
  builder.setInsertionPoint(last);
  SmallVector<Value> operands;
  for (auto [value, shape] : llvm::zip(offload.inputs, offload.inputShapes))
    operands.push_back(reshapeTo(builder, loc, value, shape));
  auto resultType = cast<RankedTensorType>(last->getResult(0).getType());
  auto launch = vta::LaunchOp::create(
      builder, loc,
      RankedTensorType::get(offload.outputShape, resultType.getElementType()),
      name, operands);
  Value result =
      reshapeTo(builder, loc, launch.getOutput(), resultType.getShape());
  last->getResult(0).replaceAllUsesWith(result);

  // Erase the matched operators, last first, then the constants only they
  // used.
  llvm::SetVector<Operation *> constants;
  for (Operation *op : llvm::reverse(offload.ops)) {
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && isa<ttosa::ConstOp, ttosa::ConstShapeOp>(def))
        constants.insert(def);
    op->erase();
  }
  for (Operation *constant : constants)
    if (constant->use_empty())
      constant->erase();
}

void TosaToVtaPass::apply(Operation *op, llvm::Expected<Offload> offload) {
  llvm::Error error =
      offload ? checkProgramShapes(*offload) : offload.takeError();
  if (error) {
    std::string why = llvm::toString(std::move(error));
    if (report)
      op->emitRemark() << "stays on the CPU: " << why;
    return;
  }
  std::string name = uniqueName(offload->kind);
  if (report) {
    offload->root->emitRemark()
        << "offloaded to VTA as @" << name << offload->with;
    for (const std::string &note : offload->layer.notes)
      offload->root->emitRemark() << note;
    for (Operation *absorbed : offload->absorbed)
      absorbed->emitRemark() << "offloaded to VTA as part of @" << name
                             << " with the " << offload->root->getName();
  }
  materialize(*offload, name);
}

void TosaToVtaPass::runOnOperation() {
  ModuleOp module = getOperation();
  symbols.emplace(module);
  counters.clear();
  options.doubleBuffer = doubleBuffer;

  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs) {
    // GEMM-like roots first: they absorb the rescale and clamp after them.
    SmallVector<Operation *> roots;
    func.walk([&](Operation *op) {
      if (isa<ttosa::Conv2DOp, ttosa::MatMulOp, ttosa::AddOp>(op))
        roots.push_back(op);
    });
    for (Operation *op : roots)
      apply(op, llvm::TypeSwitch<Operation *, llvm::Expected<Offload>>(op)
                    .Case([&](ttosa::Conv2DOp conv) {
                      return matchConv2d(conv, options);
                    })
                    .Case([&](ttosa::MatMulOp matmul) {
                      return matchMatMul(matmul, options);
                    })
                    .Case([&](ttosa::AddOp add) {
                      return matchAdd(add, options);
                    }));

    // Then the pools and the clamps nothing absorbed.
    roots.clear();
    func.walk([&](Operation *op) {
      if (isa<ttosa::MaxPool2dOp, ttosa::ClampOp>(op))
        roots.push_back(op);
    });
    for (Operation *op : roots)
      apply(op, llvm::TypeSwitch<Operation *, llvm::Expected<Offload>>(op)
                    .Case([&](ttosa::MaxPool2dOp pool) {
                      return matchMaxPool2d(pool, options);
                    })
                    .Case([&](ttosa::ClampOp clamp) {
                      return matchClamp(clamp, options);
                    }));

    // The other convolution and pooling operators: no VTA lowering.
    if (report)
      func.walk([&](Operation *op) {
        if (isa<ttosa::DepthwiseConv2DOp, ttosa::TransposeConv2DOp,
                ttosa::Conv3DOp, ttosa::AvgPool2dOp>(op))
          op->emitRemark() << "stays on the CPU: " << op->getName()
                           << " has no VTA lowering yet";
      });
  }
  symbols.reset();
}
