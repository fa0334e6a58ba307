//===- Signature.cpp - The interface of a TOSA module ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file maps MLIR tensor types to the executor's element kinds, collects
// the interface of an entry function and of the module's variables, and
// converts between .npy arrays and the compiled code's buffers.
//
//===----------------------------------------------------------------------===//

#include "Signature.h"

#include "Specialize.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tosac;

StringRef tosac::getElementKindName(ElementKind kind) {
  switch (kind) {
  case ElementKind::Bool: return "BOOL";
  case ElementKind::Int4: return "INT4";
  case ElementKind::Int8: return "INT8";
  case ElementKind::Int16: return "INT16";
  case ElementKind::Int32: return "INT32";
  case ElementKind::Int48: return "INT48";
  case ElementKind::Int64: return "INT64";
  case ElementKind::Index: return "SHAPE";
  case ElementKind::Float16: return "FP16";
  case ElementKind::BFloat16: return "BF16";
  case ElementKind::Float32: return "FP32";
  case ElementKind::Float64: return "FP64";
  case ElementKind::Float8E4M3: return "FP8E4M3";
  case ElementKind::Float8E5M2: return "FP8E5M2";
  case ElementKind::UInt8:
    return "UINT8";
  case ElementKind::UInt16:
    return "UINT16";
  }
  llvm_unreachable("unknown element kind");
}

NpyDType tosac::getNpyDTypeOf(ElementKind kind) {
  switch (kind) {
  case ElementKind::Bool: return NpyDType::Bool;
  case ElementKind::Int4:
  case ElementKind::Int8: return NpyDType::Int8;
  case ElementKind::Int16: return NpyDType::Int16;
  case ElementKind::Int32: return NpyDType::Int32;
  case ElementKind::Int48:
  case ElementKind::Int64:
  case ElementKind::Index: return NpyDType::Int64;
  case ElementKind::Float16: return NpyDType::Float16;
  case ElementKind::BFloat16: return NpyDType::Raw16;
  case ElementKind::Float32: return NpyDType::Float32;
  case ElementKind::Float64: return NpyDType::Float64;
  case ElementKind::Float8E4M3: return NpyDType::Raw8;
  case ElementKind::Float8E5M2:
  case ElementKind::UInt8:
    return NpyDType::UInt8;
  case ElementKind::UInt16:
    return NpyDType::UInt16;
  }
  llvm_unreachable("unknown element kind");
}

size_t tosac::getMemoryElementSize(ElementKind kind) {
  switch (kind) {
  case ElementKind::Bool:
  case ElementKind::Int4:
  case ElementKind::Int8:
  case ElementKind::Float8E4M3:
  case ElementKind::Float8E5M2:
  case ElementKind::UInt8:
    return 1;
  case ElementKind::UInt16:
  case ElementKind::Int16:
  case ElementKind::Float16:
  case ElementKind::BFloat16: return 2;
  case ElementKind::Int32:
  case ElementKind::Float32: return 4;
  case ElementKind::Int48:
  case ElementKind::Int64:
  case ElementKind::Index:
  case ElementKind::Float64: return 8;
  }
  llvm_unreachable("unknown element kind");
}

int64_t tosac::getNumElements(const TensorSignature &signature) {
  int64_t count = 1;
  for (int64_t extent : signature.shape)
    count *= extent;
  return count;
}

namespace {

std::optional<ElementKind> getElementKind(Type type) {
  type = tosa::getStorageElementType(type);
  if (type.isIndex())
    return ElementKind::Index;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    if (intType.isUnsigned() && intType.getWidth() == 8)
      return ElementKind::UInt8;
    if (intType.isUnsigned() && intType.getWidth() == 16)
      return ElementKind::UInt16;
    if (intType.isUnsigned())
      return std::nullopt;
    switch (intType.getWidth()) {
    case 1: return ElementKind::Bool;
    case 4: return ElementKind::Int4;
    case 8: return ElementKind::Int8;
    case 16: return ElementKind::Int16;
    case 32: return ElementKind::Int32;
    case 48: return ElementKind::Int48;
    case 64: return ElementKind::Int64;
    default: return std::nullopt;
    }
  }
  if (type.isF16())
    return ElementKind::Float16;
  if (type.isBF16())
    return ElementKind::BFloat16;
  if (type.isF32())
    return ElementKind::Float32;
  if (type.isF64())
    return ElementKind::Float64;
  if (isa<Float8E4M3FNType>(type))
    return ElementKind::Float8E4M3;
  if (isa<Float8E5M2Type>(type))
    return ElementKind::Float8E5M2;
  return std::nullopt;
}

std::string typeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

llvm::Expected<TensorSignature> getSignature(Type type, StringRef name,
                                             StringRef what) {
  auto fail = [&](StringRef reason) {
    return llvm::createStringError(
        llvm::formatv("{0} '{1}' has type {2}: {3}", what, name,
                      typeToString(type), reason)
            .str());
  };
  if (auto shapeType = dyn_cast<tosa::ShapeType>(type))
    return TensorSignature{name.str(), ElementKind::Index,
                           {shapeType.getRank()}};
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return fail("only ranked tensors can be passed");
  // Inputs and outputs may have `?` extents (-1 in the signature): each
  // run specializes the model to its inputs' shapes (Specialize.h).
  if (!tensorType.hasStaticShape() && what == "variable")
    return fail("variables of dynamic shape are not supported");
  std::optional<ElementKind> kind = getElementKind(tensorType.getElementType());
  if (!kind)
    return fail("unsupported element type");
  std::vector<int64_t> shape;
  for (int64_t extent : tensorType.getShape())
    shape.push_back(ShapedType::isDynamic(extent) ? -1 : extent);
  return TensorSignature{name.str(), *kind, shape};
}

std::string getName(DictionaryAttr attrs, StringRef fallback) {
  if (attrs)
    if (auto name = attrs.getAs<StringAttr>("tosa.name"))
      return name.str();
  return fallback.str();
}

} // namespace

llvm::Error tosac::collectSignatures(func::FuncOp func,
                                     std::vector<TensorSignature> &inputs,
                                     std::vector<TensorSignature> &outputs,
                                     std::vector<TensorSignature> &variables) {
  FunctionType type = func.getFunctionType();
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    auto signature =
        getSignature(argType, getName(func.getArgAttrDict(i), "arg" + std::to_string(i)),
                     "input");
    if (!signature)
      return signature.takeError();
    inputs.push_back(std::move(*signature));
  }
  for (auto [i, resultType] : llvm::enumerate(type.getResults())) {
    auto signature = getSignature(
        resultType,
        getName(func.getResultAttrDict(i), "result" + std::to_string(i)),
        "output");
    if (!signature)
      return signature.takeError();
    outputs.push_back(std::move(*signature));
  }
  auto module = func->getParentOfType<ModuleOp>();
  for (auto variable : module.getOps<tosa::VariableOp>()) {
    auto signature = getSignature(variable.getVariableType(),
                                  variable.getSymName(), "variable");
    if (!signature)
      return signature.takeError();
    variables.push_back(std::move(*signature));
  }
  return llvm::Error::success();
}

namespace {

/// Whether an array of npy dtype `dtype` may feed a tensor of `kind`: its
/// own dtype, or raw bits of the same size for the types numpy lacks.
bool acceptsDType(ElementKind kind, NpyDType dtype) {
  if (dtype == getNpyDTypeOf(kind))
    return true;
  switch (kind) {
  case ElementKind::BFloat16:
    return dtype == NpyDType::UInt16 || dtype == NpyDType::Int16;
  case ElementKind::Float8E4M3:
  case ElementKind::Float8E5M2:
    return dtype == NpyDType::Raw8 || dtype == NpyDType::UInt8 ||
           dtype == NpyDType::Int8;
  case ElementKind::Index:
    return dtype == NpyDType::Int32;
  default:
    return false;
  }
}

} // namespace

bool tosac::fitsSignatureShape(ArrayRef<int64_t> shape,
                               const TensorSignature &signature) {
  return shape.size() == signature.shape.size() &&
         llvm::all_of(llvm::zip_equal(shape, signature.shape), [](auto pair) {
           auto [extent, expected] = pair;
           return extent >= 0 && (expected < 0 || extent == expected);
         });
}

llvm::Error tosac::checkArray(const NpyArray &array,
                              const TensorSignature &signature,
                              StringRef what) {
  if (!acceptsDType(signature.kind, array.dtype))
    return llvm::createStringError(
        llvm::formatv("{0} '{1}' expects {2} data (npy '{3}'), got npy '{4}'",
                      what, signature.name,
                      getElementKindName(signature.kind),
                      getNpyDescr(getNpyDTypeOf(signature.kind)),
                      getNpyDescr(array.dtype))
            .str());
  if (!fitsSignatureShape(array.shape, signature))
    return llvm::createStringError(
        llvm::formatv("{0} '{1}' expects shape {2}, got {3}", what,
                      signature.name, formatShape(signature.shape),
                      formatShape(array.shape))
            .str());
  return llvm::Error::success();
}

bool tosac::hasMemoryLayout(const NpyArray &array,
                            const TensorSignature &signature) {
  size_t size = getMemoryElementSize(signature.kind);
  return array.elementSize() == size &&
         reinterpret_cast<uintptr_t>(array.data.data()) % size == 0;
}

llvm::Error tosac::copyToMemory(const NpyArray &array,
                                const TensorSignature &signature,
                                StringRef what, uint8_t *memory) {
  if (llvm::Error error = checkArray(array, signature, what))
    return error;
  int64_t count = array.numElements();
  size_t size = getMemoryElementSize(signature.kind);
  if (signature.kind == ElementKind::Index && array.dtype == NpyDType::Int32) {
    for (int64_t i = 0; i < count; ++i) {
      int64_t value = array.get<int32_t>(i);
      std::memcpy(memory + i * 8, &value, 8);
    }
    return llvm::Error::success();
  }
  // Every other accepted dtype has the memory's element size and layout
  // (int48 is sign-extended in int64, int4 in int8, bool is 0 or 1).
  assert(array.elementSize() == size && "mismatched element sizes");
  std::memcpy(memory, array.data.data(), count * size);
  return llvm::Error::success();
}

void tosac::normalizeMemory(const TensorSignature &signature, uint8_t *memory) {
  int64_t count = getNumElements(signature);
  switch (signature.kind) {
  case ElementKind::Bool:
    for (int64_t i = 0; i < count; ++i)
      memory[i] &= 1;
    return;
  case ElementKind::Int4:
    for (int64_t i = 0; i < count; ++i) {
      auto bits = static_cast<uint8_t>(memory[i] & 0xf);
      memory[i] = static_cast<uint8_t>(bits >= 8 ? bits - 16 : bits);
    }
    return;
  case ElementKind::Int48:
    for (int64_t i = 0; i < count; ++i) {
      uint64_t bits;
      std::memcpy(&bits, memory + i * 8, 8);
      bits &= (uint64_t(1) << 48) - 1;
      if (bits >> 47)
        bits |= ~((uint64_t(1) << 48) - 1);
      std::memcpy(memory + i * 8, &bits, 8);
    }
    return;
  default:
    return;
  }
}

NpyArray tosac::copyFromMemory(const TensorSignature &signature,
                               const uint8_t *memory) {
  NpyArray array =
      NpyArray::zeros(getNpyDTypeOf(signature.kind), signature.shape);
  std::memcpy(array.data.data(), memory,
              array.numElements() * getMemoryElementSize(signature.kind));
  normalizeMemory(signature, array.data.data());
  return array;
}
