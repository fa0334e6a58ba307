//===- DataCodec.h - Element data of .tosa constants ------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the encoding of tensor element data in .tosa files
// (TosaTensor.data, TosaShape.data, CLAMP's min_val/max_val): raw
// little-endian bytes, row-major. Per element type:
//   i1 (BOOL)          1 byte, 0 or 1
//   i4 (INT4)          2 per byte, element 2k in the low nibble, 2k+1 high
//   i8/i16/i32 (INT8/16/32)   1/2/4 bytes, two's complement
//   i48 (INT48)        6 bytes (the low 48 bits)
//   f16/bf16/f32       IEEE half / upper half of an fp32 / IEEE single
//   f8E4M3FN/f8E5M2    1 byte
//   index, i64 (SHAPE) 8 bytes
// Unsigned integer types use the bytes of their signless counterpart.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_TARGET_FLATBUFFER_DATACODEC_H
#define TOSAC_TARGET_FLATBUFFER_DATACODEC_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tosac::flatbuffer {

/// Returns the number of bytes .tosa uses for `numElements` elements of
/// `elementType` (without the padding writers may add), or std::nullopt if
/// the type has no .tosa encoding or the size does not fit in 63 bits.
std::optional<uint64_t> getEncodedSize(mlir::Type elementType,
                                       uint64_t numElements);

/// Returns true when the .tosa bytes of `elementType` are also its layout in
/// memory (so a constant may point into the file): every byte-sized type
/// except i4 and i48, whose MLIR storage differs, on little-endian hosts.
bool hasNativeLayout(mlir::Type elementType);

/// Decodes `data` as the elements of the statically shaped `type`. `data`
/// must hold at least getEncodedSize() bytes; anything after them (writer
/// padding) is ignored. Returns null for element types without an encoding.
mlir::DenseElementsAttr decodeElements(mlir::ShapedType type,
                                       llvm::ArrayRef<uint8_t> data);

/// Writes the .tosa bytes of `attr` (a DenseElementsAttr, or a
/// DenseResourceElementsAttr of a native-layout type) to `dest`, which must
/// hold exactly getEncodedSize() bytes. On failure returns false and sets
/// `error`.
bool encodeElements(mlir::ElementsAttr attr,
                    llvm::MutableArrayRef<uint8_t> dest, std::string &error);

/// Appends the .tosa bytes of `attr` to `out`.
bool encodeElements(mlir::ElementsAttr attr, std::vector<uint8_t> &out,
                    std::string &error);

/// Decodes one value of `elementType` (an IntegerAttr or FloatAttr of that
/// type) from the first bytes of `data`. Returns null if `data` is too short
/// or the type has no encoding.
mlir::TypedAttr decodeScalar(mlir::Type elementType,
                             llvm::ArrayRef<uint8_t> data);

/// Appends the bytes of one IntegerAttr or FloatAttr value to `out`.
bool encodeScalar(mlir::TypedAttr value, std::vector<uint8_t> &out,
                  std::string &error);

} // namespace tosac::flatbuffer

#endif // TOSAC_TARGET_FLATBUFFER_DATACODEC_H
