//===- OpUtils.cpp - Helpers shared by TOSA verifiers and passes ----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tosac::tosa;

InFlightDiagnostic tosac::tosa::emitErrorIf(Operation *op,
                                            StringRef condition) {
  return op->emitOpError() << "ERROR_IF(" << condition << "): ";
}

InFlightDiagnostic tosac::tosa::emitRequire(Operation *op,
                                            StringRef condition) {
  return op->emitOpError() << "REQUIRE(" << condition << "): ";
}

std::optional<SmallVector<int64_t>>
tosac::tosa::getConstantShape(Value shape) {
  auto constShape = shape.getDefiningOp<ConstShapeOp>();
  if (!constShape)
    return std::nullopt;
  SmallVector<int64_t> extents;
  for (const APInt &v : constShape.getValues().getValues<APInt>())
    extents.push_back(v.getSExtValue());
  return extents;
}

Value tosac::tosa::createConstShape(OpBuilder &builder, Location loc,
                                    ArrayRef<int64_t> extents) {
  auto size = static_cast<int64_t>(extents.size());
  return ConstShapeOp::create(
      builder, loc, ShapeType::get(builder.getContext(), size),
      DenseIntElementsAttr::get(
          RankedTensorType::get({size}, builder.getIndexType()), extents));
}

Value tosac::tosa::createScalarConst(OpBuilder &builder, Location loc,
                                     Type elementType, int64_t value) {
  auto type = RankedTensorType::get({1}, elementType);
  APInt bits(elementType.getIntOrFloatBitWidth(), static_cast<uint64_t>(value),
             /*isSigned=*/true, /*implicitTrunc=*/true);
  return ConstOp::create(builder, loc, type,
                         DenseElementsAttr::get(type, bits));
}

std::optional<SmallVector<int64_t>>
tosac::tosa::inferReshapeExtents(ArrayRef<int64_t> inputShape,
                                 ArrayRef<int64_t> target) {
  auto inferred = llvm::find(target, kInferredExtent);
  if (inferred == target.end())
    return SmallVector<int64_t>(target);
  if (llvm::count(target, kInferredExtent) != 1 ||
      ShapedType::isDynamicShape(inputShape))
    return std::nullopt;
  int64_t elements = 1, others = 1;
  for (int64_t extent : inputShape)
    elements *= extent;
  for (int64_t extent : target)
    if (extent != kInferredExtent) {
      if (extent < 0)
        return std::nullopt;
      others *= extent;
    }
  if (others == 0 || elements % others != 0)
    return std::nullopt;
  SmallVector<int64_t> result(target);
  result[inferred - target.begin()] = elements / others;
  return result;
}

SmallVector<int64_t> tosac::tosa::inferSliceSizes(ArrayRef<int64_t> inputShape,
                                                  ArrayRef<int64_t> start,
                                                  ArrayRef<int64_t> size) {
  SmallVector<int64_t> result(size);
  if (inputShape.size() != size.size() || start.size() != size.size())
    return result;
  for (auto [i, extent] : llvm::enumerate(result))
    if (extent == kInferredExtent && !ShapedType::isDynamic(inputShape[i]) &&
        start[i] < inputShape[i])
      extent = inputShape[i] - start[i];
  return result;
}

std::optional<APInt> tosac::tosa::getConstantScalarInt(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || attr.getNumElements() != 1)
    return std::nullopt;
  return *attr.getValues<APInt>().begin();
}

std::optional<APFloat> tosac::tosa::getConstantScalarFloat(Value value) {
  DenseFPElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || attr.getNumElements() != 1)
    return std::nullopt;
  return *attr.getValues<APFloat>().begin();
}

Type tosac::tosa::getStorageElementType(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto quant = dyn_cast<quant::QuantizedType>(element))
    return quant.getStorageType();
  return element;
}

std::optional<SmallVector<int64_t>>
tosac::tosa::broadcastShapes(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
  if (lhs.size() != rhs.size())
    return std::nullopt;
  SmallVector<int64_t> result;
  result.reserve(lhs.size());
  for (auto [l, r] : llvm::zip_equal(lhs, rhs)) {
    if (l == r || r == 1) {
      result.push_back(l);
    } else if (l == 1) {
      result.push_back(r);
    } else if (ShapedType::isDynamic(l)) {
      result.push_back(r);
    } else if (ShapedType::isDynamic(r)) {
      result.push_back(l);
    } else {
      return std::nullopt;
    }
  }
  return result;
}

void tosac::tosa::eraseUnusedConstShapes(Operation *root) {
  root->walk([](ConstShapeOp op) {
    if (op->use_empty())
      op->erase();
  });
}
