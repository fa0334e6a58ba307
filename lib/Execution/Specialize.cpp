//===- Specialize.cpp - A dynamic-shape model at concrete shapes ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file gives a model's entry function concrete input shapes and
// carries them through the graph with tosa-infer-shapes and the folders.
//
//===----------------------------------------------------------------------===//

#include "Specialize.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Execution/DiagnosticCollector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace {

/// Folding a shape computation may need the extents inference found one
/// step earlier (tosa.dim of a result, then a reshape to that size): a few
/// rounds reach the fixed point of every realistic graph.
constexpr int kMaxRounds = 4;

bool isDynamicTensor(Type type) {
  auto tensor = dyn_cast<TensorType>(type);
  return tensor && (!tensor.hasRank() || !tensor.hasStaticShape());
}

/// The first op of `func` with a tensor result of unknown shape, or null.
Operation *findDynamicResult(func::FuncOp func) {
  Operation *found = nullptr;
  func.walk([&](Operation *op) {
    if (!llvm::any_of(op->getResultTypes(), isDynamicTensor))
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

std::string formatShapes(const std::vector<std::vector<int64_t>> &shapes) {
  std::string text;
  for (auto [i, shape] : llvm::enumerate(shapes))
    text += (i ? ", " : "") + tosac::formatShape(shape);
  return text;
}

/// Shape inference and folding until no result of `entry` stays dynamic,
/// or kMaxRounds.
LogicalResult runShapeRounds(ModuleOp module, func::FuncOp entry) {
  for (int round = 0; round < kMaxRounds && findDynamicResult(entry); ++round) {
    PassManager pm(module.getContext());
    pm.addNestedPass<func::FuncOp>(tosac::tosa::createTosaInferShapesPass());
    pm.addPass(createCanonicalizerPass());
    if (failed(pm.run(module)))
      return failure();
  }
  return success();
}

} // namespace

bool tosac::hasDynamicInputs(func::FuncOp func) {
  return llvm::any_of(func.getArgumentTypes(), isDynamicTensor);
}

std::string tosac::formatShape(ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (auto [i, extent] : llvm::enumerate(shape))
    text += (i ? ", " : "") + (extent < 0 ? "?" : std::to_string(extent));
  return text + (shape.size() == 1 ? ",)" : ")");
}

llvm::Error
tosac::specializeInputShapes(ModuleOp module, func::FuncOp entry,
                             const std::vector<std::vector<int64_t>> &shapes) {
  MLIRContext *context = module.getContext();
  FunctionType type = entry.getFunctionType();
  SmallVector<Type> argTypes;
  for (auto [i, declared] : llvm::enumerate(type.getInputs())) {
    Type argType = declared;
    if (auto ranked = dyn_cast<RankedTensorType>(declared))
      argType = RankedTensorType::get(shapes[i], ranked.getElementType(),
                                      ranked.getEncoding());
    entry.getArgument(i).setType(argType);
    argTypes.push_back(argType);
  }
  entry.setFunctionType(
      FunctionType::get(context, argTypes, type.getResults()));

  DiagnosticCollector diagnostics(context);
  if (failed(runShapeRounds(module, entry)))
    return diagnostics.takeError(
        llvm::formatv("the model is invalid for input shapes {0}",
                      formatShapes(shapes))
            .str());
  if (Operation *op = findDynamicResult(entry)) {
    op->emitOpError() << "has a result whose shape stays unknown for input "
                         "shapes "
                      << formatShapes(shapes)
                      << ": tosac runs dynamic inputs by propagating their "
                         "extents, which this operator's operands do not "
                         "determine";
    return diagnostics.takeError("a shape stays unknown");
  }
  return llvm::Error::success();
}

llvm::Error tosac::propagateShapes(ModuleOp module, func::FuncOp entry) {
  DiagnosticCollector diagnostics(module.getContext());
  if (failed(runShapeRounds(module, entry)))
    return diagnostics.takeError("shape inference failed");
  return llvm::Error::success();
}

llvm::Error tosac::refineResultShapes(ModuleOp module, func::FuncOp entry) {
  if (hasDynamicInputs(entry) ||
      !llvm::any_of(entry.getResultTypes(), isDynamicTensor))
    return llvm::Error::success();
  std::vector<std::vector<int64_t>> shapes;
  for (Type type : entry.getArgumentTypes()) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    shapes.push_back(ranked ? std::vector<int64_t>(ranked.getShape().begin(),
                                                   ranked.getShape().end())
                            : std::vector<int64_t>());
  }
  return specializeInputShapes(module, entry, shapes);
}
