//===- Npy.h - Reading and writing numpy .npy files -------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares a small reader and writer for numpy's .npy format
// (versions 1.0, 2.0 and 3.0), used by the executor to feed TOSA programs with
// the conformance corpus's inputs and to compare their outputs.
//
// Supported element types are the ones the corpus uses: bool, int8..int64,
// uint8..uint64, float16/32/64, and the raw byte types |V1 (fp8 bits) and
// |V2 (bf16 bits). Only little-endian data is accepted. Arrays are always
// held in C (row-major) order: a file written with fortran_order True is
// transposed to C order when read. Every malformed input yields an
// llvm::Error with a message, never a crash. docs/Npy.md has the details.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_NPY_H
#define TOSAC_RUNTIME_NPY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace tosac {

/// The element types of an .npy file.
enum class NpyDType {
  Bool,    // '|b1'
  Int8,    // '|i1'
  Int16,   // '<i2'
  Int32,   // '<i4'
  Int64,   // '<i8'
  UInt8,   // '|u1'
  UInt16,  // '<u2'
  UInt32,  // '<u4'
  UInt64,  // '<u8'
  Float16, // '<f2'
  Float32, // '<f4'
  Float64, // '<f8'
  Raw8,    // '|V1': one raw byte (fp8e4m3 bits in the corpus)
  Raw16,   // '|V2': two raw bytes, little-endian (bf16 bits in the corpus)
};

/// Returns the size in bytes of one element of `dtype`.
size_t getNpyDTypeSize(NpyDType dtype);

/// Returns the canonical descr string of `dtype` ('<i4', '|b1', '|V2' ...).
llvm::StringRef getNpyDescr(NpyDType dtype);

/// Parses a descr string. Accepts '<', '|' and '=' byte orders (and '>' for
/// one-byte types, where it means nothing); a big-endian multi-byte type or
/// an unknown type is an error.
llvm::Expected<NpyDType> parseNpyDescr(llvm::StringRef descr);

/// An n-dimensional array: element type, shape and the raw little-endian
/// element bytes in C order.
/// Allocates on 64-byte boundaries (a cache line, an AVX-512 vector), so
/// that the compiled code can use an array's bytes in place with aligned
/// vector accesses.
template <typename T> struct CacheLineAllocator {
  using value_type = T;
  static constexpr std::align_val_t alignment{64};
  CacheLineAllocator() = default;
  template <typename U> CacheLineAllocator(const CacheLineAllocator<U> &) {}
  T *allocate(size_t count) {
    return static_cast<T *>(::operator new(count * sizeof(T), alignment));
  }
  void deallocate(T *pointer, size_t) { ::operator delete(pointer, alignment); }
  template <typename U> bool operator==(const CacheLineAllocator<U> &) const {
    return true;
  }
  template <typename U> bool operator!=(const CacheLineAllocator<U> &) const {
    return false;
  }
};

/// The bytes of an array.
using NpyBytes = std::vector<uint8_t, CacheLineAllocator<uint8_t>>;

struct NpyArray {
  NpyDType dtype = NpyDType::Float32;
  /// The extents; empty for a 0-d array (one element).
  std::vector<int64_t> shape;
  /// numElements() * elementSize() bytes, 64-byte aligned.
  NpyBytes data;

  size_t elementSize() const { return getNpyDTypeSize(dtype); }
  /// The product of the extents (1 for a 0-d array).
  int64_t numElements() const;

  /// Creates a zero-filled array. The shape must have no negative extent.
  static NpyArray zeros(NpyDType dtype, llvm::ArrayRef<int64_t> shape);

  /// Reads element `index` (in C order) as a `T`, which must have the
  /// element size (e.g. int8_t for Int8, uint16_t for Raw16 or Float16).
  template <typename T>
  T get(int64_t index) const {
    T value;
    std::memcpy(&value, data.data() + index * sizeof(T), sizeof(T));
    return value;
  }
  /// Writes element `index` (in C order); `T` as for get().
  template <typename T>
  void set(int64_t index, T value) {
    std::memcpy(data.data() + index * sizeof(T), &value, sizeof(T));
  }
};

/// Parses an .npy file held in memory.
llvm::Expected<NpyArray> parseNpy(llvm::ArrayRef<uint8_t> buffer);
/// Reads an .npy file.
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);

/// Serializes `array` as numpy does: version 1.0 (2.0 when the header does not
/// fit in 65535 bytes), C order, header padded with spaces so that the data
/// starts at a multiple of 64 bytes. Fails if the data size does not match
/// the shape.
llvm::Expected<std::vector<uint8_t>> serializeNpy(const NpyArray &array);
/// Writes `array` to `path` (see serializeNpy).
llvm::Error writeNpy(llvm::StringRef path, const NpyArray &array);

} // namespace tosac

#endif // TOSAC_RUNTIME_NPY_H
