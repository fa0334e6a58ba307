//===- ScatterGatherVerifiers.cpp - Scatter/gather op verification --------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the checks and shape inference of GATHER and SCATTER
// (TOSA 1.0 section 2.11). Their pseudo-code has no compile-time ERROR_IF;
// the checks tie the extents N, K, W and C of the argument shapes together
// ([N,K,C] values, [N,W] indices, [N,W,C] rows) and reject a SCATTER with
// W > K, whose REQUIRE that no output row is written twice must fail.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// One extent (N, K, W or C) of the argument shapes, with the first static
/// value seen and where it came from.
struct Extent {
  StringRef name;
  int64_t value = ShapedType::kDynamic;
  std::string source;
};

/// Records `type[dim]` as extent `extent`, or reports a mismatch with the
/// value recorded earlier.
LogicalResult unify(Operation *op, Extent &extent, Value value,
                    StringRef valueName, int64_t dim) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || type.isDynamicDim(dim))
    return success();
  int64_t actual = type.getDimSize(dim);
  if (ShapedType::isDynamic(extent.value)) {
    extent.value = actual;
    extent.source = (valueName + "[" + Twine(dim) + "]").str();
    return success();
  }
  if (extent.value != actual)
    return op->emitOpError()
           << "expected " << valueName << "[" << dim << "] = " << extent.name
           << " = " << extent.value << " (from " << extent.source << "), got "
           << actual;
  return success();
}

/// `value` has the element type of `reference` (in_out_t).
LogicalResult verifySameElementType(Operation *op, Value reference,
                                    StringRef referenceName, Value value,
                                    StringRef name) {
  Type expected = getStorageElementType(reference.getType());
  Type actual = getStorageElementType(value.getType());
  if (expected != actual)
    return op->emitOpError()
           << "expected " << name << " of element type " << expected << " (as "
           << referenceName << "), got " << actual;
  return success();
}

/// Returns the static extent `dim` of `value`, or kDynamic.
int64_t extentOf(Value value, int64_t dim) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type ? type.getDimSize(dim) : ShapedType::kDynamic;
}

/// The first static extent among the candidates, or kDynamic.
int64_t firstStatic(std::initializer_list<int64_t> candidates) {
  for (int64_t c : candidates)
    if (!ShapedType::isDynamic(c))
      return c;
  return ShapedType::kDynamic;
}

} // namespace

//===----------------------------------------------------------------------===//
// GATHER
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, GatherOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Value values = adaptor.getValues(), indices = adaptor.getIndices();
  results.push_back(ShapedTypeComponents(
      {firstStatic({extentOf(values, 0), extentOf(indices, 0)}),
       extentOf(indices, 1), extentOf(values, 2)}));
  return success();
}

LogicalResult GatherOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getValues(), "values", getOutput(),
                                   "output")))
    return failure();
  Extent n{"N"}, w{"W"}, c{"C"};
  if (failed(unify(op, n, getValues(), "values", 0)) ||
      failed(unify(op, n, getIndices(), "indices", 0)) ||
      failed(unify(op, n, getOutput(), "output", 0)) ||
      failed(unify(op, w, getIndices(), "indices", 1)) ||
      failed(unify(op, w, getOutput(), "output", 1)) ||
      failed(unify(op, c, getValues(), "values", 2)) ||
      failed(unify(op, c, getOutput(), "output", 2)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// SCATTER
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ScatterOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  Value valuesIn = adaptor.getValuesIn(), indices = adaptor.getIndices(),
        input = adaptor.getInput();
  results.push_back(ShapedTypeComponents(
      {firstStatic(
           {extentOf(valuesIn, 0), extentOf(indices, 0), extentOf(input, 0)}),
       extentOf(valuesIn, 1),
       firstStatic({extentOf(valuesIn, 2), extentOf(input, 2)})}));
  return success();
}

LogicalResult ScatterOp::verify() {
  Operation *op = *this;
  if (failed(verifySameElementType(op, getValuesIn(), "values_in", getInput(),
                                   "input")) ||
      failed(verifySameElementType(op, getValuesIn(), "values_in",
                                   getValuesOut(), "values_out")))
    return failure();
  Extent n{"N"}, k{"K"}, w{"W"}, c{"C"};
  if (failed(unify(op, n, getValuesIn(), "values_in", 0)) ||
      failed(unify(op, n, getIndices(), "indices", 0)) ||
      failed(unify(op, n, getInput(), "input", 0)) ||
      failed(unify(op, n, getValuesOut(), "values_out", 0)) ||
      failed(unify(op, k, getValuesIn(), "values_in", 1)) ||
      failed(unify(op, k, getValuesOut(), "values_out", 1)) ||
      failed(unify(op, w, getIndices(), "indices", 1)) ||
      failed(unify(op, w, getInput(), "input", 1)) ||
      failed(unify(op, c, getValuesIn(), "values_in", 2)) ||
      failed(unify(op, c, getInput(), "input", 2)) ||
      failed(unify(op, c, getValuesOut(), "values_out", 2)))
    return failure();

  // REQUIRE(output_modified[n,k,c] == false): the W rows of a batch go to
  // distinct rows among K, which is impossible when W > K (and there is at
  // least one element to write).
  bool writes = !ShapedType::isDynamic(n.value) && n.value > 0 &&
                !ShapedType::isDynamic(c.value) && c.value > 0;
  if (writes && !ShapedType::isDynamic(k.value) &&
      !ShapedType::isDynamic(w.value) && w.value > k.value)
    return emitRequire(op, "output_modified[n,k,c] == false")
           << "expected W <= K so that no row is written twice, got W = "
           << w.value << " and K = " << k.value;
  return success();
}
