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

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

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
