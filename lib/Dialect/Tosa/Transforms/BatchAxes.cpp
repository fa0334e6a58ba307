//===- BatchAxes.cpp - Dynamic extents that are a batch of images ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file follows the batch axis through a function, op by op, in program
// order. A tensor is either batched (one axis has extent N, the batch size,
// and image n of it depends only on image n of the inputs) or batch-free (it
// does not depend on N at all). Each rule below states when an op keeps
// images apart, and where the batch goes in its result. A shape value
// records, per element, whether it is fixed, exactly N (`tosa.dim` of the
// batch axis) or some other function of N.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Transforms/BatchAxes.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace tosac;
using namespace tosac::tosa;

namespace {

constexpr int64_t kNoBatch = -1;

/// How one element of a shape value depends on the batch size N.
enum class Extent { Fixed, Batch, Derived };

class BatchAnalysis {
public:
  LogicalResult visitArgument(func::FuncOp func, unsigned index);
  LogicalResult visit(Operation *op);
  LogicalResult visitReturn(Operation *op, std::vector<int64_t> &axes);
  int64_t axisOf(Value value) const {
    auto it = axes.find(value);
    return it == axes.end() ? kNoBatch : it->second;
  }

private:
  /// The dependence of each element of the shape value `shape`.
  SmallVector<Extent> extentsOf(Value shape) const;
  bool dependsOnBatch(Value shape) const {
    return llvm::any_of(extentsOf(shape),
                        [](Extent e) { return e != Extent::Fixed; });
  }

  /// Records that result `value` of `op` carries the batch at `axis`: its
  /// extent there is dynamic and every other extent static.
  LogicalResult setAxis(Operation *op, Value value, int64_t axis);

  LogicalResult visitShapeOp(Operation *op);
  LogicalResult visitElementwise(Operation *op, ValueRange data);
  LogicalResult visitImage(Operation *op, ValueRange images);
  LogicalResult visitMatMul(MatMulOp op);
  LogicalResult visitReduction(Operation *op, int64_t reducedAxis,
                               bool keepsRank);
  LogicalResult visitConcat(ConcatOp op);
  LogicalResult visitPad(PadOp op);
  LogicalResult visitReshape(ReshapeOp op);
  LogicalResult visitSlice(SliceOp op);
  LogicalResult visitTile(TileOp op);
  LogicalResult visitTranspose(TransposeOp op);

  llvm::DenseMap<Value, int64_t> axes;
  llvm::DenseMap<Value, SmallVector<Extent>> shapes;
};

int64_t rankOf(Value value) {
  if (auto type = dyn_cast<RankedTensorType>(value.getType()))
    return type.getRank();
  if (auto shape = dyn_cast<ShapeType>(value.getType()))
    return shape.getRank();
  return -1;
}

/// The product of the extents of `shape` in [begin, end), all static.
int64_t product(ArrayRef<int64_t> shape, size_t begin, size_t end) {
  int64_t count = 1;
  for (size_t i = begin; i < end; ++i)
    count *= shape[i];
  return count;
}

SmallVector<Extent> BatchAnalysis::extentsOf(Value shape) const {
  auto it = shapes.find(shape);
  if (it != shapes.end())
    return it->second;
  return SmallVector<Extent>(std::max<int64_t>(rankOf(shape), 0),
                             Extent::Fixed);
}

LogicalResult BatchAnalysis::setAxis(Operation *op, Value value, int64_t axis) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  unsigned index = cast<OpResult>(value).getResultNumber();
  if (!type)
    return op->emitOpError() << "result #" << index
                             << " has no rank: the batch cannot be followed";
  if (!type.isDynamicDim(axis))
    return op->emitOpError() << "result #" << index << " has the static extent "
                             << type.getDimSize(axis) << " at axis " << axis
                             << ", where the batch of the inputs goes";
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (i != axis && type.isDynamicDim(i))
      return op->emitOpError()
             << "result #" << index << " has a dynamic extent at axis " << i
             << " besides the batch at axis " << axis
             << ": only the batch may be dynamic";
  axes[value] = axis;
  return success();
}

LogicalResult BatchAnalysis::visitArgument(func::FuncOp func, unsigned index) {
  Value argument = func.getArgument(index);
  auto type = dyn_cast<RankedTensorType>(argument.getType());
  if (!type) {
    if (isa<TensorType>(argument.getType()))
      return func.emitError() << "input #" << index
                              << " has no rank: the batch cannot be followed";
    return success();
  }
  int64_t axis = kNoBatch;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i))
      continue;
    if (axis != kNoBatch)
      return func.emitError()
             << "input #" << index << " has dynamic extents at axes " << axis
             << " and " << i << ": only one, the batch, may be dynamic";
    axis = i;
  }
  if (axis == kNoBatch)
    return success();
  if (product(type.getShape(), 0, axis) != 1)
    return func.emitError()
           << "input #" << index << " has its batch at axis " << axis
           << " behind extents other than 1: its images are not contiguous";
  axes[argument] = axis;
  return success();
}

LogicalResult BatchAnalysis::visitShapeOp(Operation *op) {
  Value result = op->getResult(0);
  SmallVector<Extent> extents;
  if (auto dim = dyn_cast<DimOp>(op)) {
    bool isBatch = axisOf(dim.getInput1()) == dim.getAxis();
    extents.push_back(isBatch ? Extent::Batch : Extent::Fixed);
  } else if (auto concat = dyn_cast<ConcatShapeOp>(op)) {
    for (Value input : concat.getInput())
      llvm::append_range(extents, extentsOf(input));
  } else if (auto slice = dyn_cast<SliceShapeOp>(op)) {
    SmallVector<Extent> input = extentsOf(slice.getInput());
    auto start = getConstantScalarInt(slice.getStart());
    auto size = getConstantScalarInt(slice.getSize());
    if (start && size && start->getSExtValue() >= 0 &&
        start->getSExtValue() + size->getSExtValue() <=
            static_cast<int64_t>(input.size()))
      extents.assign(input.begin() + start->getSExtValue(),
                     input.begin() + start->getSExtValue() +
                         size->getSExtValue());
    else
      extents.assign(rankOf(result), Extent::Derived);
  } else {
    // Arithmetic on shapes: an element is fixed when every operand's
    // element at the same index is.
    extents.assign(rankOf(result), Extent::Fixed);
    for (Value operand : op->getOperands()) {
      SmallVector<Extent> other = extentsOf(operand);
      for (auto [i, extent] : llvm::enumerate(extents))
        if (i >= other.size() || other[i] != Extent::Fixed)
          extent = Extent::Derived;
    }
  }
  shapes[result] = std::move(extents);
  return success();
}

LogicalResult BatchAnalysis::visitElementwise(Operation *op, ValueRange data) {
  int64_t rank = rankOf(op->getResult(0));
  int64_t axis = kNoBatch;
  for (Value operand : data) {
    int64_t operandAxis = axisOf(operand);
    if (operandAxis == kNoBatch)
      continue;
    if (rankOf(operand) != rank)
      return op->emitOpError()
             << "has a batched operand of another rank than its result";
    if (axis != kNoBatch && axis != operandAxis)
      return op->emitOpError()
             << "has operands with the batch at axes " << axis << " and "
             << operandAxis << ": it would pair different images";
    axis = operandAxis;
  }
  for (auto [i, operand] : llvm::enumerate(data)) {
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    if (axisOf(operand) != kNoBatch || !type || type.getRank() != rank)
      continue;
    if (type.getDimSize(axis) != 1)
      return op->emitOpError()
             << "operand #" << i << " does not depend on the batch but has "
             << "extent " << type.getDimSize(axis) << " at the batch axis "
             << axis << ": it does not broadcast over the images";
  }
  if (auto rescale = dyn_cast<RescaleOp>(op))
    if (rescale.getPerChannel() && axis == rank - 1)
      return op->emitOpError() << "scales per channel along the batch axis";
  return setAxis(op, op->getResult(0), axis);
}

LogicalResult BatchAnalysis::visitImage(Operation *op, ValueRange images) {
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    int64_t axis = axisOf(operand);
    bool isImage = llvm::is_contained(images, operand);
    if (isImage && axis != 0)
      return op->emitOpError()
             << "takes images along axis 0 but operand #" << i << " has "
             << (axis == kNoBatch ? std::string("no batch")
                                  : "the batch at axis " + std::to_string(axis))
             << ": every image operand must carry the batch there";
    if (!isImage && axis != kNoBatch)
      return op->emitOpError()
             << "has operand #" << i
             << " (weights, zero points or parameters) depending on the "
                "batch: each image would see different ones";
  }
  for (Value result : op->getResults())
    if (failed(setAxis(op, result, 0)))
      return failure();
  return success();
}

LogicalResult BatchAnalysis::visitMatMul(MatMulOp op) {
  int64_t a = axisOf(op.getA()), b = axisOf(op.getB());
  int64_t axis = kNoBatch;
  if (a == 0 && b == 0)
    axis = 0; // one product per image
  else if (a == 1 && b == kNoBatch)
    axis = 1; // the rows of `a` are the images
  else if (a == kNoBatch && b == 2)
    axis = 2; // the columns of `b` are the images
  if (axis == kNoBatch || axisOf(op.getAZp()) != kNoBatch ||
      axisOf(op.getBZp()) != kNoBatch)
    return op.emitOpError()
           << "multiplies with the batch at axis "
           << (a == kNoBatch ? std::string("-") : std::to_string(a))
           << " of a and "
           << (b == kNoBatch ? std::string("-") : std::to_string(b))
           << " of b: only a batch of products (0 and 0), rows of a (1) or "
              "columns of b (2) keep the images apart";
  return setAxis(op, op.getOutput(), axis);
}

LogicalResult BatchAnalysis::visitReduction(Operation *op, int64_t reducedAxis,
                                            bool keepsRank) {
  int64_t axis = axisOf(op->getOperand(0));
  if (axis == reducedAxis)
    return op->emitOpError()
           << "reduces along the batch axis " << axis << ": it combines images";
  if (!keepsRank && reducedAxis < axis)
    --axis;
  return setAxis(op, op->getResult(0), axis);
}

LogicalResult BatchAnalysis::visitConcat(ConcatOp op) {
  int64_t axis = axisOf(op.getInput1().front());
  for (Value input : op.getInput1())
    if (axisOf(input) != axis || axis == kNoBatch)
      return op.emitOpError() << "concatenates tensors with and without the "
                                 "batch, or with it at different axes";
  if (op.getAxis() == axis)
    return op.emitOpError() << "concatenates along the batch axis " << axis
                            << ": it combines images";
  return setAxis(op, op.getOutput(), axis);
}

LogicalResult BatchAnalysis::visitPad(PadOp op) {
  int64_t axis = axisOf(op.getInput1());
  auto padding = getConstantShape(op.getPadding());
  if (!padding)
    return op.emitOpError() << "has a padding that is not constant";
  if ((*padding)[2 * axis] != 0 || (*padding)[2 * axis + 1] != 0)
    return op.emitOpError()
           << "pads the batch axis " << axis << ": it adds images";
  if (axisOf(op.getPadConst()) != kNoBatch)
    return op.emitOpError() << "pads with a value that depends on the batch";
  return setAxis(op, op.getOutput(), axis);
}

LogicalResult BatchAnalysis::visitReshape(ReshapeOp op) {
  int64_t axis = axisOf(op.getInput1());
  auto inputType = dyn_cast<RankedTensorType>(op.getInput1().getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (axis == kNoBatch || !inputType || !outputType)
    return op.emitOpError()
           << "reshapes a tensor without the batch to a shape that depends "
              "on the batch size";
  SmallVector<int64_t> dynamicAxes;
  for (int64_t i = 0; i < outputType.getRank(); ++i)
    if (outputType.isDynamicDim(i))
      dynamicAxes.push_back(i);
  if (dynamicAxes.size() != 1)
    return op.emitOpError() << "has " << dynamicAxes.size()
                            << " dynamic extents in its result: exactly one, "
                               "the batch, must remain";
  int64_t newAxis = dynamicAxes.front();
  ArrayRef<int64_t> in = inputType.getShape(), out = outputType.getShape();
  if (product(in, 0, axis) != product(out, 0, newAxis) ||
      product(in, axis + 1, in.size()) != product(out, newAxis + 1, out.size()))
    return op.emitOpError()
           << "moves the batch from axis " << axis << " to axis " << newAxis
           << " with different extents around it: images would be split or "
              "merged";
  SmallVector<Extent> extents = extentsOf(op.getShape());
  for (auto [i, extent] : llvm::enumerate(extents))
    if (static_cast<int64_t>(i) != newAxis && extent != Extent::Fixed)
      return op.emitOpError() << "has a shape whose extent " << i
                              << " depends on the batch size";
  return setAxis(op, op.getOutput(), newAxis);
}

LogicalResult BatchAnalysis::visitSlice(SliceOp op) {
  int64_t axis = axisOf(op.getInput1());
  auto start = getConstantShape(op.getStart());
  if (!start)
    return op.emitOpError() << "has a start that is not constant";
  if ((*start)[axis] != 0)
    return op.emitOpError()
           << "starts at " << (*start)[axis] << " on the batch axis " << axis
           << ": it drops images";
  SmallVector<Extent> extents = extentsOf(op.getSize());
  auto size = getConstantShape(op.getSize());
  for (auto [i, extent] : llvm::enumerate(extents)) {
    bool atBatch = static_cast<int64_t>(i) == axis;
    bool whole = atBatch && (extent == Extent::Batch ||
                             (size && (*size)[i] == kInferredExtent));
    if (atBatch && !whole)
      return op.emitOpError() << "takes a part of the batch axis " << axis
                              << ": each image must be kept whole";
    if (!atBatch && extent != Extent::Fixed)
      return op.emitOpError()
             << "has a size whose extent " << i << " depends on the batch size";
  }
  return setAxis(op, op.getOutput(), axis);
}

LogicalResult BatchAnalysis::visitTile(TileOp op) {
  int64_t axis = axisOf(op.getInput1());
  auto multiples = getConstantShape(op.getMultiples());
  if (!multiples)
    return op.emitOpError() << "has multiples that are not constant";
  if ((*multiples)[axis] != 1)
    return op.emitOpError()
           << "repeats the batch axis " << axis << ": it adds images";
  return setAxis(op, op.getOutput(), axis);
}

LogicalResult BatchAnalysis::visitTranspose(TransposeOp op) {
  int64_t axis = axisOf(op.getInput1());
  ArrayRef<int32_t> perms = op.getPerms();
  const int32_t *found = llvm::find(perms, axis);
  if (found == perms.end())
    return op.emitOpError() << "has no permutation entry for the batch axis";
  return setAxis(op, op.getOutput(), found - perms.begin());
}

LogicalResult BatchAnalysis::visit(Operation *op) {
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  auto batched = [&](Value value) { return axisOf(value) != kNoBatch; };
  bool seesBatch = llvm::any_of(op->getOperands(), batched) ||
                   llvm::any_of(captured, batched);
  bool shapeDepends = llvm::any_of(op->getOperands(), [&](Value value) {
    return isa<ShapeType>(value.getType()) && dependsOnBatch(value);
  });
  if (!seesBatch && !shapeDepends) {
    for (Value result : op->getResults()) {
      auto type = dyn_cast<TensorType>(result.getType());
      if (type && (!type.hasRank() || !type.hasStaticShape()))
        return op->emitOpError() << "has a result of unknown shape that "
                                    "does not follow from the batch";
    }
    return success();
  }
  if (op->getNumRegions() || isa<VariableWriteOp, CustomOp>(op))
    return op->emitOpError() << "sees the batch, and cannot run one image "
                                "at a time";
  if (op->getNumResults() == 1 && isa<ShapeType>(op->getResult(0).getType()))
    return visitShapeOp(op);
  // Of the tensor ops, only RESHAPE and SLICE take shapes that follow the
  // batch size.
  if (!isa<ReshapeOp, SliceOp>(op))
    for (auto [i, operand] : llvm::enumerate(op->getOperands()))
      if (isa<ShapeType>(operand.getType()) && dependsOnBatch(operand))
        return op->emitOpError() << "has operand #" << i
                                 << ", a shape, that depends on the batch "
                                    "size";

  if (isa<ClampOp, ErfOp, SigmoidOp, TanhOp, AddOp, ArithmeticRightShiftOp,
          BitwiseAndOp, BitwiseOrOp, BitwiseXorOp, IntDivOp, LogicalAndOp,
          LogicalLeftShiftOp, LogicalRightShiftOp, LogicalOrOp, LogicalXorOp,
          MaximumOp, MinimumOp, MulOp, PowOp, SubOp, AbsOp, BitwiseNotOp,
          CeilOp, ClzOp, CosOp, ExpOp, FloorOp, LogOp, LogicalNotOp, NegateOp,
          ReciprocalOp, RsqrtOp, SinOp, SelectOp, EqualOp, GreaterOp,
          GreaterEqualOp, CastOp, RescaleOp, IdentityOp>(op))
    return visitElementwise(op, op->getOperands());
  if (auto table = dyn_cast<TableOp>(op)) {
    if (batched(table.getTable()))
      return op->emitOpError() << "has a table that depends on the batch";
    return visitElementwise(op, table.getInput1());
  }
  if (isa<Conv2DOp, Conv3DOp, DepthwiseConv2DOp, TransposeConv2DOp, AvgPool2dOp,
          MaxPool2dOp, ResizeOp, RFFT2dOp>(op))
    return visitImage(op, op->getOperand(0));
  if (auto fft = dyn_cast<FFT2dOp>(op))
    return visitImage(op, ValueRange(SmallVector<Value>{fft.getInputReal(),
                                                        fft.getInputImag()}));
  if (isa<GatherOp, ScatterOp>(op))
    return visitImage(op, op->getOperands());
  if (auto matmul = dyn_cast<MatMulOp>(op))
    return visitMatMul(matmul);
  if (isa<ReduceAllOp, ReduceAnyOp, ReduceMaxOp, ReduceMinOp, ReduceProductOp,
          ReduceSumOp>(op))
    return visitReduction(op, op->getAttrOfType<IntegerAttr>("axis").getInt(),
                          /*keepsRank=*/true);
  if (auto argmax = dyn_cast<ArgMaxOp>(op))
    return visitReduction(op, argmax.getAxis(), /*keepsRank=*/false);
  if (auto concat = dyn_cast<ConcatOp>(op))
    return visitConcat(concat);
  if (auto pad = dyn_cast<PadOp>(op))
    return visitPad(pad);
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return visitReshape(reshape);
  if (auto reverse = dyn_cast<ReverseOp>(op)) {
    int64_t reversedAxis = reverse.getAxis();
    if (reversedAxis == axisOf(reverse.getInput1()))
      return op->emitOpError() << "reverses the batch axis: image n would "
                                  "come from another one";
    return visitElementwise(op, reverse.getInput1());
  }
  if (auto slice = dyn_cast<SliceOp>(op))
    return visitSlice(slice);
  if (auto tile = dyn_cast<TileOp>(op))
    return visitTile(tile);
  if (auto transpose = dyn_cast<TransposeOp>(op))
    return visitTranspose(transpose);
  return op->emitOpError() << "sees the batch, and is not known to keep its "
                              "images apart";
}

LogicalResult BatchAnalysis::visitReturn(Operation *op,
                                         std::vector<int64_t> &outputs) {
  for (auto [i, value] : llvm::enumerate(op->getOperands())) {
    int64_t axis = axisOf(value);
    outputs.push_back(axis);
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (axis == kNoBatch || !type)
      continue;
    if (product(type.getShape(), 0, axis) != 1)
      return op->emitOpError()
             << "returns output #" << i << " with its batch at axis " << axis
             << " behind extents other than 1: its images are not "
                "contiguous";
  }
  return success();
}

} // namespace

FailureOr<BatchAxes> tosac::tosa::analyzeBatchAxes(func::FuncOp func) {
  BatchAnalysis analysis;
  BatchAxes result;
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    if (failed(analysis.visitArgument(func, i)))
      return failure();
    result.inputs.push_back(analysis.axisOf(func.getArgument(i)));
  }
  if (!func.getBody().hasOneBlock())
    return func.emitError() << "has more than one block";
  for (Operation &op : func.getBody().front()) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      if (failed(analysis.visitReturn(&op, result.outputs)))
        return failure();
      continue;
    }
    if (failed(analysis.visit(&op)))
      return failure();
  }
  return result;
}
