//===- ConstantData.cpp - The bytes of constant tensors -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements getElementsBytes().
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/ConstantData.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

std::optional<ArrayRef<char>> tosac::getElementsBytes(Attribute value) {
  auto elements = dyn_cast_or_null<ElementsAttr>(value);
  if (!elements)
    return std::nullopt;
  Type elementType = elements.getElementType();
  if (!elementType.isIntOrFloat() ||
      elementType.getIntOrFloatBitWidth() % 8 != 0)
    return std::nullopt;
  size_t bytes = static_cast<size_t>(elements.getNumElements()) *
                 (elementType.getIntOrFloatBitWidth() / 8);
  ArrayRef<char> data;
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    if (dense.isSplat())
      return std::nullopt;
    data = dense.getRawData();
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return std::nullopt;
    data = blob->getData();
  } else {
    return std::nullopt;
  }
  if (data.size() != bytes)
    return std::nullopt;
  return data;
}

std::optional<ArrayRef<int8_t>> tosac::getConstantInt8s(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant || !getElementTypeOrSelf(constant.getType()).isInteger(8))
    return std::nullopt;
  std::optional<ArrayRef<char>> bytes = getElementsBytes(constant.getValue());
  if (!bytes)
    return std::nullopt;
  return ArrayRef<int8_t>(reinterpret_cast<const int8_t *>(bytes->data()),
                          bytes->size());
}

std::optional<std::vector<int32_t>> tosac::sumConstantInt8s(Value value,
                                                            int64_t outer,
                                                            int64_t reduced,
                                                            int64_t inner) {
  std::optional<ArrayRef<int8_t>> data = getConstantInt8s(value);
  if (!data || static_cast<int64_t>(data->size()) != outer * reduced * inner)
    return std::nullopt;
  std::vector<int32_t> sums(outer * inner, 0);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t r = 0; r < reduced; ++r)
      for (int64_t i = 0; i < inner; ++i)
        sums[o * inner + i] += (*data)[(o * reduced + r) * inner + i];
  return sums;
}
