//===- Npy.cpp - Reading and writing numpy .npy files ---------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the .npy reader and writer: the descr table, a small
// parser for the header's Python dict literal, the Fortran-to-C order
// transposition, and numpy's 64-byte header alignment.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SwapByteOrder.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <optional>

using namespace tosac;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

namespace {

Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "npy: " + message);
}

struct DTypeInfo {
  NpyDType dtype;
  char kind;
  size_t size;
};

constexpr DTypeInfo kDTypes[] = {
    {NpyDType::Bool, 'b', 1},    {NpyDType::Int8, 'i', 1},
    {NpyDType::Int16, 'i', 2},   {NpyDType::Int32, 'i', 4},
    {NpyDType::Int64, 'i', 8},   {NpyDType::UInt8, 'u', 1},
    {NpyDType::UInt16, 'u', 2},  {NpyDType::UInt32, 'u', 4},
    {NpyDType::UInt64, 'u', 8},  {NpyDType::Float16, 'f', 2},
    {NpyDType::Float32, 'f', 4}, {NpyDType::Float64, 'f', 8},
    {NpyDType::Raw8, 'V', 1},    {NpyDType::Raw16, 'V', 2},
};

const DTypeInfo &getInfo(NpyDType dtype) {
  for (const DTypeInfo &info : kDTypes)
    if (info.dtype == dtype)
      return info;
  return kDTypes[0]; // Unreachable for valid enumerators.
}

/// Multiplies the extents, failing on a negative extent or on overflow of
/// the byte size.
Expected<int64_t> checkedNumElements(llvm::ArrayRef<int64_t> shape,
                                     size_t elementSize) {
  int64_t count = 1;
  // Keep byte sizes below 2^62 so that no product overflows.
  const int64_t limit = (int64_t(1) << 62) / int64_t(elementSize);
  bool overflow = false;
  for (int64_t extent : shape)
    if (extent < 0)
      return makeError("negative extent " + llvm::Twine(extent) +
                       " in shape");
  for (int64_t extent : shape) {
    if (extent == 0)
      return int64_t(0);
    if (count > limit / extent)
      overflow = true;
    else
      count *= extent;
  }
  if (overflow)
    return makeError("shape is too large");
  return count;
}

//===----------------------------------------------------------------------===//
// Header dict parser
//===----------------------------------------------------------------------===//

/// Parses `{'descr': '<f4', 'fortran_order': False, 'shape': (1, 3), }`,
/// the header numpy writes: a dict literal with exactly those three keys.
class HeaderParser {
public:
  explicit HeaderParser(StringRef text) : text(text) {}

  Error parse(std::string &descr, bool &fortranOrder,
              std::vector<int64_t> &shape) {
    bool haveDescr = false, haveOrder = false, haveShape = false;
    skipSpace();
    if (!consume('{'))
      return fail("expected '{'");
    while (true) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (Error err = parseString(key))
        return err;
      skipSpace();
      if (!consume(':'))
        return fail("expected ':' after key '" + key + "'");
      skipSpace();
      if (key == "descr") {
        if (Error err = parseString(descr))
          return err;
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (text.consume_front("True"))
          fortranOrder = true;
        else if (text.consume_front("False"))
          fortranOrder = false;
        else
          return fail("expected True or False for 'fortran_order'");
        haveOrder = true;
      } else if (key == "shape") {
        if (Error err = parseShape(shape))
          return err;
        haveShape = true;
      } else {
        return fail("unexpected key '" + key + "'");
      }
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume('}'))
        break;
      return fail("expected ',' or '}'");
    }
    skipSpace();
    if (!text.empty())
      return fail("unexpected text after the dict");
    if (!haveDescr || !haveOrder || !haveShape)
      return makeError("header lacks one of the keys 'descr', "
                       "'fortran_order', 'shape'");
    return Error::success();
  }

private:
  StringRef text;

  Error fail(const llvm::Twine &message) {
    return makeError("malformed header: " + message + " at '" +
                     text.take_front(16) + "'");
  }
  void skipSpace() { text = text.ltrim(" \t\r\n"); }
  bool consume(char c) { return text.consume_front(StringRef(&c, 1)); }

  Error parseString(std::string &out) {
    if (text.empty() || (text.front() != '\'' && text.front() != '"'))
      return fail("expected a quoted string");
    char quote = text.front();
    size_t end = text.find(quote, 1);
    if (end == StringRef::npos)
      return fail("unterminated string");
    out = text.slice(1, end).str();
    text = text.drop_front(end + 1);
    return Error::success();
  }

  Error parseShape(std::vector<int64_t> &shape) {
    shape.clear();
    if (!consume('('))
      return fail("expected '(' for 'shape'");
    while (true) {
      skipSpace();
      if (consume(')'))
        return Error::success();
      size_t digits = 0;
      while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
      if (digits == 0)
        return fail("expected a non-negative integer in 'shape'");
      unsigned long long value;
      if (text.take_front(digits).getAsInteger(10, value) ||
          value > uint64_t(std::numeric_limits<int64_t>::max()))
        return fail("extent out of range in 'shape'");
      shape.push_back(int64_t(value));
      text = text.drop_front(digits);
      // numpy writes "(5,)" for rank 1; tolerate an optional 'L' suffix
      // from Python 2 files.
      consume('L');
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume(')'))
        return Error::success();
      return fail("expected ',' or ')' in 'shape'");
    }
  }
};

/// Returns the C-order copy of Fortran-order `data`.
NpyBytes fortranToC(llvm::ArrayRef<uint8_t> data, llvm::ArrayRef<int64_t> shape,
                    size_t elementSize, int64_t count) {
  NpyBytes out(data.size());
  size_t rank = shape.size();
  // Fortran strides (in elements): the first index varies fastest.
  std::vector<int64_t> strides(rank, 1);
  for (size_t d = 1; d < rank; ++d)
    strides[d] = strides[d - 1] * shape[d - 1];
  std::vector<int64_t> index(rank, 0);
  for (int64_t c = 0; c < count; ++c) {
    int64_t f = 0;
    for (size_t d = 0; d < rank; ++d)
      f += index[d] * strides[d];
    std::memcpy(out.data() + c * elementSize, data.data() + f * elementSize,
                elementSize);
    // Advance the C-order multi-index (last index fastest).
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
  return out;
}

} // namespace

//===----------------------------------------------------------------------===//
// DTypes
//===----------------------------------------------------------------------===//

size_t tosac::getNpyDTypeSize(NpyDType dtype) { return getInfo(dtype).size; }

StringRef tosac::getNpyDescr(NpyDType dtype) {
  switch (dtype) {
  case NpyDType::Bool:
    return "|b1";
  case NpyDType::Int8:
    return "|i1";
  case NpyDType::Int16:
    return "<i2";
  case NpyDType::Int32:
    return "<i4";
  case NpyDType::Int64:
    return "<i8";
  case NpyDType::UInt8:
    return "|u1";
  case NpyDType::UInt16:
    return "<u2";
  case NpyDType::UInt32:
    return "<u4";
  case NpyDType::UInt64:
    return "<u8";
  case NpyDType::Float16:
    return "<f2";
  case NpyDType::Float32:
    return "<f4";
  case NpyDType::Float64:
    return "<f8";
  case NpyDType::Raw8:
    return "|V1";
  case NpyDType::Raw16:
    return "|V2";
  }
  return "";
}

Expected<NpyDType> tosac::parseNpyDescr(StringRef descr) {
  if (descr.size() < 3)
    return makeError("unsupported descr '" + descr + "'");
  char order = descr[0];
  char kind = descr[1];
  size_t size;
  if (order != '<' && order != '|' && order != '=' && order != '>')
    return makeError("unsupported descr '" + descr +
                     "': unknown byte order '" + descr.take_front(1) +
                     "'");
  if (descr.drop_front(2).getAsInteger(10, size))
    return makeError("unsupported descr '" + descr + "'");
  for (const DTypeInfo &info : kDTypes) {
    if (info.kind != kind || info.size != size)
      continue;
    if (order == '>' && size > 1)
      return makeError("big-endian descr '" + descr + "' is not supported");
    return info.dtype;
  }
  return makeError("unsupported descr '" + descr + "'");
}

//===----------------------------------------------------------------------===//
// NpyArray
//===----------------------------------------------------------------------===//

int64_t NpyArray::numElements() const {
  int64_t count = 1;
  for (int64_t extent : shape)
    count *= extent;
  return count;
}

NpyArray NpyArray::zeros(NpyDType dtype, llvm::ArrayRef<int64_t> shape) {
  NpyArray array;
  array.dtype = dtype;
  array.shape.assign(shape.begin(), shape.end());
  array.data.assign(size_t(array.numElements()) * array.elementSize(), 0);
  return array;
}

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

static const char kMagic[] = "\x93NUMPY";
static constexpr size_t kMagicSize = 6;
static constexpr size_t kAlignment = 64;

Expected<NpyArray> tosac::parseNpy(llvm::ArrayRef<uint8_t> buffer) {
  static_assert(llvm::sys::IsLittleEndianHost,
                "the .npy reader assumes a little-endian host");
  if (buffer.size() < kMagicSize ||
      std::memcmp(buffer.data(), kMagic, kMagicSize) != 0)
    return makeError("bad magic: not an .npy file");
  if (buffer.size() < kMagicSize + 2)
    return makeError("truncated file: no version");
  unsigned major = buffer[6], minor = buffer[7];
  size_t lengthSize;
  if (major == 1)
    lengthSize = 2;
  else if (major == 2 || major == 3)
    lengthSize = 4;
  else
    return makeError("unsupported version " + llvm::Twine(major) + "." +
                     llvm::Twine(minor));
  size_t prefix = kMagicSize + 2 + lengthSize;
  if (buffer.size() < prefix)
    return makeError("truncated file: no header length");
  uint64_t headerLength = 0;
  for (size_t i = 0; i < lengthSize; ++i)
    headerLength |= uint64_t(buffer[8 + i]) << (8 * i);
  if (headerLength > buffer.size() - prefix)
    return makeError("truncated header: length " +
                     llvm::Twine(headerLength) + " exceeds the " +
                     llvm::Twine(buffer.size() - prefix) +
                     " bytes after the prefix");
  // Version 1.0 and 2.0 headers are latin-1, 3.0 headers UTF-8; the keys and
  // values we accept are ASCII in both.
  StringRef header(reinterpret_cast<const char *>(buffer.data() + prefix),
                   headerLength);

  std::string descr;
  bool fortranOrder = false;
  NpyArray array;
  if (Error err =
          HeaderParser(header).parse(descr, fortranOrder, array.shape))
    return err;
  Expected<NpyDType> dtype = parseNpyDescr(descr);
  if (!dtype)
    return dtype.takeError();
  array.dtype = *dtype;

  Expected<int64_t> count =
      checkedNumElements(array.shape, array.elementSize());
  if (!count)
    return count.takeError();
  uint64_t expected = uint64_t(*count) * array.elementSize();
  uint64_t available = buffer.size() - prefix - headerLength;
  if (available != expected)
    return makeError("data size mismatch: shape and descr '" + descr +
                     "' need " + llvm::Twine(expected) + " bytes, file has " +
                     llvm::Twine(available));
  llvm::ArrayRef<uint8_t> data = buffer.drop_front(prefix + headerLength);
  if (fortranOrder && array.shape.size() > 1)
    array.data = fortranToC(data, array.shape, array.elementSize(), *count);
  else
    array.data.assign(data.begin(), data.end());
  return array;
}

Expected<NpyArray> tosac::readNpy(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!file)
    return makeError("cannot open '" + path +
                     "': " + file.getError().message());
  StringRef bytes = (*file)->getBuffer();
  Expected<NpyArray> array = parseNpy(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
  if (!array)
    return makeError("'" + path + "': " + llvm::toString(array.takeError()));
  return array;
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

Expected<std::vector<uint8_t>> tosac::serializeNpy(const NpyArray &array) {
  Expected<int64_t> count =
      checkedNumElements(array.shape, array.elementSize());
  if (!count)
    return count.takeError();
  uint64_t expected = uint64_t(*count) * array.elementSize();
  if (array.data.size() != expected)
    return makeError("data size mismatch: shape needs " +
                     llvm::Twine(expected) + " bytes, array has " +
                     llvm::Twine(array.data.size()));

  // numpy's repr of the shape tuple: "()", "(5,)", "(1, 3)".
  std::string dict = "{'descr': '" + getNpyDescr(array.dtype).str() +
                     "', 'fortran_order': False, 'shape': (";
  for (size_t d = 0; d < array.shape.size(); ++d)
    dict += (d ? ", " : "") + std::to_string(array.shape[d]);
  if (array.shape.size() == 1)
    dict += ",";
  dict += "), }";

  // Pad with spaces and end with '\n' so the data starts at a multiple of
  // 64 bytes; use version 2.0 only when the header is too long for 1.0.
  auto paddedLength = [&](size_t prefix) {
    size_t unpadded = prefix + dict.size() + 1;
    return (unpadded + kAlignment - 1) / kAlignment * kAlignment - prefix;
  };
  uint8_t major = 1;
  size_t prefix = kMagicSize + 2 + 2;
  size_t headerLength = paddedLength(prefix);
  if (headerLength > 0xffff) {
    major = 2;
    prefix = kMagicSize + 2 + 4;
    headerLength = paddedLength(prefix);
  }

  std::vector<uint8_t> out;
  out.reserve(prefix + headerLength + array.data.size());
  out.insert(out.end(), kMagic, kMagic + kMagicSize);
  out.push_back(major);
  out.push_back(0);
  for (size_t i = 0; i < prefix - kMagicSize - 2; ++i)
    out.push_back(uint8_t(headerLength >> (8 * i)));
  out.insert(out.end(), dict.begin(), dict.end());
  out.insert(out.end(), headerLength - dict.size() - 1, ' ');
  out.push_back('\n');
  out.insert(out.end(), array.data.begin(), array.data.end());
  return out;
}

Error tosac::writeNpy(StringRef path, const NpyArray &array) {
  Expected<std::vector<uint8_t>> bytes = serializeNpy(array);
  if (!bytes)
    return bytes.takeError();
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return makeError("cannot open '" + path + "' for writing: " +
                     ec.message());
  os.write(reinterpret_cast<const char *>(bytes->data()), bytes->size());
  os.close();
  if (os.has_error()) {
    std::error_code writeError = os.error();
    os.clear_error();
    return makeError("cannot write '" + path + "': " + writeError.message());
  }
  return Error::success();
}
