//===- DataCodec.cpp - Element data of .tosa constants --------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the byte encoding of constant data in .tosa files.
// Most types are stored exactly as MLIR's DenseElementsAttr keeps them in
// memory (little-endian, one element after the other), so decoding them is
// one copy. The exceptions are i1 (bit-packed in MLIR, one byte in .tosa)
// and i4 (one byte per element in MLIR, two per byte in .tosa).
//
//===----------------------------------------------------------------------===//

#include "tosac/Target/Flatbuffer/DataCodec.h"

#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/SwapByteOrder.h"

#include <algorithm>
#include <cstring>

using namespace mlir;

namespace tosac::flatbuffer {
namespace {

/// Bits one element occupies in .tosa (4 for i4, 8 for i1).
std::optional<unsigned> getEncodedBits(Type type) {
  if (isa<IndexType>(type))
    return 64;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    switch (intType.getWidth()) {
    case 1:
      return 8;
    case 4:
    case 8:
    case 16:
    case 32:
    case 48:
    case 64:
      return intType.getWidth();
    default:
      return std::nullopt;
    }
  }
  if (isa<Float16Type, BFloat16Type>(type))
    return 16;
  if (isa<Float32Type>(type))
    return 32;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(type))
    return 8;
  return std::nullopt;
}

bool isBool(Type type) { return type.isInteger(1); }
bool isInt4(Type type) { return type.isInteger(4); }

/// Reverses the bytes of each `elementBytes`-sized element (big-endian hosts
/// only; .tosa data is little-endian).
void swapElementBytes(MutableArrayRef<char> data, unsigned elementBytes) {
  if (!llvm::sys::IsBigEndianHost || elementBytes <= 1)
    return;
  for (size_t i = 0; i + elementBytes <= data.size(); i += elementBytes)
    std::reverse(data.begin() + i, data.begin() + i + elementBytes);
}

void appendLittleEndian(const APInt &value, unsigned numBytes,
                        std::vector<uint8_t> &out) {
  APInt wide = value.zextOrTrunc(std::max(numBytes * 8, 8u));
  for (unsigned i = 0; i < numBytes; ++i)
    out.push_back(static_cast<uint8_t>(wide.extractBitsAsZExtValue(8, i * 8)));
}

APInt readLittleEndian(ArrayRef<uint8_t> bytes, unsigned bitWidth) {
  APInt value(std::max<unsigned>(bytes.size() * 8, bitWidth), 0);
  for (size_t i = 0; i < bytes.size(); ++i)
    value.insertBits(APInt(8, bytes[i]), i * 8);
  return value.trunc(bitWidth);
}

} // namespace

std::optional<uint64_t> getEncodedSize(Type elementType, uint64_t numElements) {
  std::optional<unsigned> bits = getEncodedBits(elementType);
  if (!bits)
    return std::nullopt;
  // 2^56 elements of 64 bits stay below 2^63 bytes.
  if (numElements > (uint64_t(1) << 56))
    return std::nullopt;
  return (numElements * *bits + 7) / 8;
}

bool hasNativeLayout(Type elementType) {
  if (llvm::sys::IsBigEndianHost)
    return false;
  std::optional<unsigned> bits = getEncodedBits(elementType);
  return bits && *bits % 8 == 0 && *bits != 48;
}

DenseElementsAttr decodeElements(ShapedType type, ArrayRef<uint8_t> data) {
  if (!type.hasStaticShape())
    return {};
  Type elementType = type.getElementType();
  uint64_t numElements = type.getNumElements();
  std::optional<uint64_t> size = getEncodedSize(elementType, numElements);
  if (!size || data.size() < *size)
    return {};

  if (isBool(elementType)) {
    SmallVector<bool> values(numElements);
    for (uint64_t i = 0; i < numElements; ++i)
      values[i] = data[i] != 0;
    return DenseElementsAttr::get(type, values);
  }

  if (isInt4(elementType)) {
    // MLIR keeps one i4 per byte, the value in the low nibble.
    std::vector<char> raw(numElements);
    for (uint64_t i = 0; i < numElements; ++i)
      raw[i] = static_cast<char>((data[i / 2] >> (4 * (i % 2))) & 0xF);
    return DenseElementsAttr::getFromRawBuffer(type, raw);
  }

  // Everything else is stored in MLIR exactly as in the file.
  unsigned elementBytes = *getEncodedBits(elementType) / 8;
  if (!llvm::sys::IsBigEndianHost)
    return DenseElementsAttr::getFromRawBuffer(
        type,
        ArrayRef<char>(reinterpret_cast<const char *>(data.data()), *size));
  std::vector<char> raw(data.begin(), data.begin() + *size);
  swapElementBytes(raw, elementBytes);
  return DenseElementsAttr::getFromRawBuffer(type, raw);
}

bool encodeElements(ElementsAttr attr, MutableArrayRef<uint8_t> dest,
                    std::string &error) {
  auto type = cast<ShapedType>(attr.getType());
  Type elementType = type.getElementType();
  std::optional<unsigned> bits = getEncodedBits(elementType);
  if (!bits || !type.hasStaticShape()) {
    llvm::raw_string_ostream os(error);
    os << "cannot encode constant of type " << type
       << " (no TOSA 1.0 serialization)";
    return false;
  }
  uint64_t numElements = type.getNumElements();
  uint64_t size = *getEncodedSize(elementType, numElements);
  if (dest.size() != size) {
    llvm::raw_string_ostream os(error);
    os << "internal error: " << dest.size() << " bytes for the " << size
       << " bytes of " << type;
    return false;
  }

  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    if (isBool(elementType)) {
      uint64_t index = 0;
      for (bool value : dense.getValues<bool>())
        dest[index++] = value ? 1 : 0;
      return true;
    }
    if (isInt4(elementType)) {
      std::fill(dest.begin(), dest.end(), 0);
      uint64_t index = 0;
      for (const APInt &value : dense.getValues<APInt>()) {
        uint8_t nibble = value.getZExtValue() & 0xF;
        dest[index / 2] |= nibble << (4 * (index % 2));
        ++index;
      }
      return true;
    }
    unsigned elementBytes = *bits / 8;
    ArrayRef<char> raw = dense.getRawData();
    if (dense.isSplat()) {
      // Write one element, then double the filled prefix.
      if (size != 0)
        std::memcpy(dest.data(), raw.data(), elementBytes);
      for (uint64_t filled = elementBytes; filled < size;) {
        uint64_t chunk = std::min(filled, size - filled);
        std::memcpy(dest.data() + filled, dest.data(), chunk);
        filled += chunk;
      }
    } else {
      if (raw.size() != size) {
        error = "unexpected size of the constant's raw data";
        return false;
      }
      std::memcpy(dest.data(), raw.data(), size);
    }
    swapElementBytes(MutableArrayRef<char>(
                         reinterpret_cast<char *>(dest.data()), dest.size()),
                     elementBytes);
    return true;
  }

  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    if (!hasNativeLayout(elementType)) {
      llvm::raw_string_ostream os(error);
      os << "cannot encode a dense_resource constant of element type "
         << elementType << " (use a dense attribute)";
      return false;
    }
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      error = "dense_resource constant has no data (elided resource?)";
      return false;
    }
    ArrayRef<char> data = blob->getData();
    if (data.size() != size) {
      llvm::raw_string_ostream os(error);
      os << "dense_resource constant has " << data.size() << " bytes, expected "
         << size << " for " << type;
      return false;
    }
    if (isBool(elementType)) {
      for (uint64_t i = 0; i < size; ++i)
        dest[i] = data[i] != 0 ? 1 : 0;
      return true;
    }
    std::memcpy(dest.data(), data.data(), size);
    return true;
  }

  error = "unsupported constant attribute kind (expected dense or "
          "dense_resource elements)";
  return false;
}

bool encodeElements(ElementsAttr attr, std::vector<uint8_t> &out,
                    std::string &error) {
  auto type = cast<ShapedType>(attr.getType());
  std::optional<uint64_t> size =
      type.hasStaticShape()
          ? getEncodedSize(type.getElementType(), type.getNumElements())
          : std::nullopt;
  if (!size) {
    llvm::raw_string_ostream os(error);
    os << "cannot encode constant of type " << type
       << " (no TOSA 1.0 serialization)";
    return false;
  }
  size_t start = out.size();
  out.resize(start + *size);
  if (encodeElements(attr, MutableArrayRef<uint8_t>(out).drop_front(start),
                     error))
    return true;
  out.resize(start);
  return false;
}

TypedAttr decodeScalar(Type elementType, ArrayRef<uint8_t> data) {
  std::optional<unsigned> bits = getEncodedBits(elementType);
  if (!bits)
    return {};
  unsigned numBytes = (*bits + 7) / 8;
  if (data.size() < numBytes)
    return {};
  ArrayRef<uint8_t> bytes = data.take_front(numBytes);
  if (auto floatType = dyn_cast<FloatType>(elementType)) {
    APInt raw = readLittleEndian(bytes, *bits);
    return FloatAttr::get(floatType,
                          APFloat(floatType.getFloatSemantics(), raw));
  }
  unsigned width = elementType.getIntOrFloatBitWidth();
  if (isa<IndexType>(elementType))
    width = 64;
  APInt raw = readLittleEndian(bytes, std::max(*bits, width));
  if (isBool(elementType))
    raw = APInt(1, bytes[0] != 0);
  else
    raw = raw.trunc(width);
  return IntegerAttr::get(elementType, raw);
}

bool encodeScalar(TypedAttr value, std::vector<uint8_t> &out,
                  std::string &error) {
  Type type = value.getType();
  std::optional<unsigned> bits = getEncodedBits(type);
  if (!bits) {
    llvm::raw_string_ostream os(error);
    os << "cannot encode a value of type " << type;
    return false;
  }
  unsigned numBytes = (*bits + 7) / 8;
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    APInt raw = intAttr.getValue();
    if (isBool(type))
      raw = APInt(8, raw.isZero() ? 0 : 1);
    appendLittleEndian(raw, numBytes, out);
    return true;
  }
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    appendLittleEndian(floatAttr.getValue().bitcastToAPInt(), numBytes, out);
    return true;
  }
  error = "expected an integer or floating-point attribute";
  return false;
}

} // namespace tosac::flatbuffer
