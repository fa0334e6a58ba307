//===- ConstantBytes.cpp - Large constants as byte arrays -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the retyping of a lowered module's large constant
// globals into byte arrays.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/ConstantBytes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <optional>

using namespace mlir;

namespace {

/// The bytes of `value` as the global's memory holds them (row-major, whole
/// bytes per element), or nothing for other initializers (splats, sub-byte
/// or bit-packed elements, strings, regions).
std::optional<ArrayRef<char>> getInitializerBytes(Attribute value) {
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

} // namespace

void tosac::retypeLargeConstantsAsBytes(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto i8 = IntegerType::get(context, 8);
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    if (!global.getConstant() || !global.getInitializerRegion().empty())
      continue;
    std::optional<ArrayRef<char>> bytes =
        getInitializerBytes(global.getValueOrNull());
    if (!bytes || bytes->size() < kByteArrayConstantBytes)
      continue;
    auto size = static_cast<int64_t>(bytes->size());
    auto value = DenseElementsAttr::getFromRawBuffer(
        RankedTensorType::get({size}, i8), *bytes);
    global.setGlobalType(LLVM::LLVMArrayType::get(i8, size));
    global.setValueAttr(value);
    // An i8 array would be aligned to one byte: keep vector rows aligned.
    global.setAlignment(std::max<uint64_t>(global.getAlignment().value_or(0),
                                           kByteArrayConstantAlignment));
  }
}
