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
#include "tosac/Codegen/ConstantData.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <algorithm>

using namespace mlir;

void tosac::retypeLargeConstantsAsBytes(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto i8 = IntegerType::get(context, 8);
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    if (!global.getConstant() || !global.getInitializerRegion().empty())
      continue;
    std::optional<ArrayRef<char>> bytes =
        getElementsBytes(global.getValueOrNull());
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
