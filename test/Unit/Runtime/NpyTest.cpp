//===- NpyTest.cpp - Tests for the .npy reader and writer -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file tests tosac/Runtime/Npy.h: descr parsing and printing, write/read
// round trips for every element type (including 0-d and empty arrays), the
// byte layout numpy expects, Fortran order, real files of the conformance
// corpus, and the errors for malformed input.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <string>

using namespace tosac;

namespace {

constexpr NpyDType kAllDTypes[] = {
    NpyDType::Bool,    NpyDType::Int8,    NpyDType::Int16,   NpyDType::Int32,
    NpyDType::Int64,   NpyDType::UInt8,   NpyDType::UInt16,  NpyDType::UInt32,
    NpyDType::UInt64,  NpyDType::Float16, NpyDType::Float32, NpyDType::Float64,
    NpyDType::Raw8,    NpyDType::Raw16,
};

std::vector<uint8_t> bytesOf(const std::string &text) {
  return std::vector<uint8_t>(text.begin(), text.end());
}

/// Builds a version-1.0 file from a header dict and raw data (no padding).
std::vector<uint8_t> makeFile(const std::string &dict,
                              const std::string &data = "",
                              uint8_t major = 1) {
  std::string out = "\x93NUMPY";
  out += char(major);
  out += '\0';
  std::string header = dict + "\n";
  size_t length = header.size();
  out += char(length & 0xff);
  out += char((length >> 8) & 0xff);
  if (major != 1) {
    out += '\0';
    out += '\0';
  }
  return bytesOf(out + header + data);
}

/// Expects `result` to fail with a message containing `needle`.
template <typename T>
void expectError(llvm::Expected<T> result, const std::string &needle) {
  ASSERT_FALSE(static_cast<bool>(result)) << "expected an error: " << needle;
  std::string message = llvm::toString(result.takeError());
  EXPECT_NE(message.find(needle), std::string::npos) << message;
}

std::string corpusPath(const std::string &relative) {
  return std::string(TOSAC_SHARED_DIR) + "/conformance/" + relative;
}

#define SKIP_IF_MISSING(path)                                                  \
  if (!llvm::sys::fs::exists(path))                                            \
  GTEST_SKIP() << "conformance corpus not found: " << path

//===----------------------------------------------------------------------===//
// DTypes
//===----------------------------------------------------------------------===//

TEST(NpyDTypeTest, DescrRoundTrip) {
  for (NpyDType dtype : kAllDTypes) {
    llvm::Expected<NpyDType> parsed = parseNpyDescr(getNpyDescr(dtype));
    ASSERT_TRUE(static_cast<bool>(parsed)) << getNpyDescr(dtype).str();
    EXPECT_EQ(*parsed, dtype) << getNpyDescr(dtype).str();
  }
  EXPECT_EQ(getNpyDescr(NpyDType::Int32), "<i4");
  EXPECT_EQ(getNpyDescr(NpyDType::Bool), "|b1");
  EXPECT_EQ(getNpyDescr(NpyDType::Raw16), "|V2");
  EXPECT_EQ(getNpyDTypeSize(NpyDType::Float64), 8u);
  EXPECT_EQ(getNpyDTypeSize(NpyDType::Raw16), 2u);
  EXPECT_EQ(getNpyDTypeSize(NpyDType::Bool), 1u);
}

TEST(NpyDTypeTest, AcceptsOtherByteOrderMarks) {
  // The corpus writes bf16 as '<V2'; '=' is native order (little-endian
  // here); '>' is meaningless for one-byte types.
  EXPECT_EQ(*parseNpyDescr("<V2"), NpyDType::Raw16);
  EXPECT_EQ(*parseNpyDescr("=f4"), NpyDType::Float32);
  EXPECT_EQ(*parseNpyDescr("<i1"), NpyDType::Int8);
  EXPECT_EQ(*parseNpyDescr(">u1"), NpyDType::UInt8);
  EXPECT_EQ(*parseNpyDescr("|V1"), NpyDType::Raw8);
}

TEST(NpyDTypeTest, RejectsBadDescrs) {
  expectError(parseNpyDescr(">i4"), "big-endian descr '>i4'");
  expectError(parseNpyDescr(">f2"), "big-endian");
  expectError(parseNpyDescr("<c8"), "unsupported descr '<c8'");
  expectError(parseNpyDescr("<i3"), "unsupported descr");
  expectError(parseNpyDescr("<f16"), "unsupported descr");
  expectError(parseNpyDescr("<U10"), "unsupported descr");
  expectError(parseNpyDescr("i4"), "unsupported descr");
  expectError(parseNpyDescr(""), "unsupported descr");
  expectError(parseNpyDescr("<ix"), "unsupported descr");
  expectError(parseNpyDescr("!i4"), "unknown byte order '!'");
}

//===----------------------------------------------------------------------===//
// Round trips and layout
//===----------------------------------------------------------------------===//

TEST(NpyRoundTripTest, EveryDTypeAndShape) {
  const std::vector<std::vector<int64_t>> shapes = {
      {}, {0}, {5}, {2, 3}, {2, 0, 4}, {1, 2, 3, 2}};
  for (NpyDType dtype : kAllDTypes) {
    for (const std::vector<int64_t> &shape : shapes) {
      NpyArray array = NpyArray::zeros(dtype, shape);
      for (size_t i = 0; i < array.data.size(); ++i)
        array.data[i] = uint8_t(i * 37 + 11);
      if (dtype == NpyDType::Bool)
        for (uint8_t &b : array.data)
          b &= 1;
      llvm::Expected<std::vector<uint8_t>> bytes = serializeNpy(array);
      ASSERT_TRUE(static_cast<bool>(bytes));
      // numpy's alignment: the data starts at a multiple of 64 bytes.
      size_t headerEnd = bytes->size() - array.data.size();
      EXPECT_EQ(headerEnd % 64, 0u);
      EXPECT_EQ((*bytes)[headerEnd - 1], '\n');
      llvm::Expected<NpyArray> back = parseNpy(*bytes);
      ASSERT_TRUE(static_cast<bool>(back))
          << llvm::toString(back.takeError());
      EXPECT_EQ(back->dtype, dtype);
      EXPECT_EQ(back->shape, shape);
      EXPECT_EQ(back->data, array.data);
      EXPECT_EQ(back->numElements(), array.numElements());
    }
  }
}

TEST(NpyRoundTripTest, HeaderTextMatchesNumpy) {
  // The exact bytes np.save writes for np.zeros((1, 3), np.float32):
  // magic, version 1.0, header length 118, the dict padded to 128 bytes.
  NpyArray array = NpyArray::zeros(NpyDType::Float32, {1, 3});
  std::vector<uint8_t> bytes = *serializeNpy(array);
  ASSERT_EQ(bytes.size(), 128u + 12u);
  std::string header(bytes.begin(), bytes.begin() + 128);
  EXPECT_EQ(header.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
  EXPECT_EQ(bytes[8], 118);
  EXPECT_EQ(bytes[9], 0);
  std::string dict = "{'descr': '<f4', 'fortran_order': False, "
                     "'shape': (1, 3), }";
  EXPECT_EQ(header.substr(10, dict.size()), dict);
  EXPECT_EQ(header.substr(10 + dict.size()),
            std::string(128 - 10 - dict.size() - 1, ' ') + "\n");

  // Rank 1 and rank 0 tuples.
  std::vector<uint8_t> r1 = *serializeNpy(NpyArray::zeros(NpyDType::Int8, {5}));
  EXPECT_NE(std::string(r1.begin(), r1.end()).find("'shape': (5,), }"),
            std::string::npos);
  std::vector<uint8_t> r0 = *serializeNpy(NpyArray::zeros(NpyDType::Bool, {}));
  EXPECT_NE(std::string(r0.begin(), r0.end()).find("'|b1'"), std::string::npos);
  EXPECT_NE(std::string(r0.begin(), r0.end()).find("'shape': (), }"),
            std::string::npos);
}

TEST(NpyRoundTripTest, TypedAccessors) {
  NpyArray array = NpyArray::zeros(NpyDType::Int32, {2, 2});
  array.set<int32_t>(3, -123456);
  array.set<int32_t>(0, 7);
  EXPECT_EQ(array.get<int32_t>(3), -123456);
  EXPECT_EQ(array.get<int32_t>(0), 7);
  EXPECT_EQ(array.data[12], 0xc0); // -123456 = 0xfffe1dc0, little-endian.
  EXPECT_EQ(array.data[13], 0x1d);
}

TEST(NpyRoundTripTest, LongHeaderUsesVersion2) {
  // 70,000 extents of 1 do not fit a 65535-byte version 1.0 header.
  NpyArray array = NpyArray::zeros(NpyDType::Int8, std::vector<int64_t>(
                                                       7000, 1));
  std::vector<uint8_t> small = *serializeNpy(array);
  EXPECT_EQ(small[6], 1);
  array = NpyArray::zeros(NpyDType::Int8, std::vector<int64_t>(70000, 1));
  std::vector<uint8_t> bytes = *serializeNpy(array);
  EXPECT_EQ(bytes[6], 2);
  EXPECT_EQ((bytes.size() - 1) % 64, 0u);
  llvm::Expected<NpyArray> back = parseNpy(bytes);
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->shape.size(), 70000u);
}

TEST(NpyRoundTripTest, FileRoundTrip) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("npytest", "npy", path));
  NpyArray array = NpyArray::zeros(NpyDType::Float64, {3});
  array.set<double>(0, 1.5);
  array.set<double>(2, -0.25);
  ASSERT_FALSE(llvm::errorToBool(writeNpy(path, array)));
  llvm::Expected<NpyArray> back = readNpy(path);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->shape, std::vector<int64_t>{3});
  EXPECT_EQ(back->get<double>(0), 1.5);
  EXPECT_EQ(back->get<double>(1), 0.0);
  EXPECT_EQ(back->get<double>(2), -0.25);
}

//===----------------------------------------------------------------------===//
// Reading variants
//===----------------------------------------------------------------------===//

TEST(NpyReadTest, Versions2And3) {
  for (uint8_t major : {2, 3}) {
    llvm::Expected<NpyArray> array = parseNpy(makeFile(
        "{'descr': '<i2', 'fortran_order': False, 'shape': (2,), }",
        std::string("\x01\x00\xff\xff", 4), major));
    ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
    EXPECT_EQ(array->dtype, NpyDType::Int16);
    EXPECT_EQ(array->get<int16_t>(0), 1);
    EXPECT_EQ(array->get<int16_t>(1), -1);
  }
}

TEST(NpyReadTest, FlexibleDictSyntax) {
  // Other key order, double quotes, no trailing comma, extra spaces.
  llvm::Expected<NpyArray> array = parseNpy(makeFile(
      "{ \"shape\" : ( 2 , 1 ) , \"fortran_order\":False,\"descr\":\"|u1\"}",
      "\x07\x08"));
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::UInt8);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(array->data, (NpyBytes{7, 8}));
}

TEST(NpyReadTest, FortranOrderIsTransposedToC) {
  // The 2x3 matrix [[0, 1, 2], [3, 4, 5]] stored column by column.
  llvm::Expected<NpyArray> array = parseNpy(makeFile(
      "{'descr': '|i1', 'fortran_order': True, 'shape': (2, 3), }",
      std::string("\x00\x03\x01\x04\x02\x05", 6)));
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->data, (NpyBytes{0, 1, 2, 3, 4, 5}));

  // Rank 3, shape (2, 2, 2): element (i, j, k) at Fortran offset
  // i + 2j + 4k holds the C offset 4i + 2j + k.
  std::string fortran;
  for (int k = 0; k < 2; ++k)
    for (int j = 0; j < 2; ++j)
      for (int i = 0; i < 2; ++i)
        fortran += char(4 * i + 2 * j + k);
  array = parseNpy(makeFile(
      "{'descr': '|u1', 'fortran_order': True, 'shape': (2, 2, 2), }",
      fortran));
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->data, (NpyBytes{0, 1, 2, 3, 4, 5, 6, 7}));
}

//===----------------------------------------------------------------------===//
// The conformance corpus
//===----------------------------------------------------------------------===//
//
// The expected values below were decoded once, independently of this library,
// with a Python struct/ast.literal_eval script (numpy is not installed on the
// development machine): ast.literal_eval of the header dict, then
// struct.unpack('<...') of the data bytes. Floats are written as the exact
// hexadecimal values that script printed with float.hex().

TEST(NpyCorpusTest, Float32Input) {
  std::string path = corpusPath("add/add_1x3_f32/input-0.npy");
  SKIP_IF_MISSING(path);
  llvm::Expected<NpyArray> array = readNpy(path);
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::Float32);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{1, 3}));
  ASSERT_EQ(array->numElements(), 3);
  EXPECT_EQ(array->get<float>(0), 0x1.f4b3dap-1f);
  EXPECT_EQ(array->get<float>(1), 0x1.4607cap-2f);
  EXPECT_EQ(array->get<float>(2), 0x1.21b0c6p-3f);
}

TEST(NpyCorpusTest, RewriteIsByteIdentical) {
  // numpy wrote these files; writing what we read must give the same bytes.
  for (const char *relative : {"add/add_1x3_f32/input-0.npy",
                               "identity/identity_2x6x1_b/input-0.npy",
                               "cast/cast_0_b_outi16/input-0.npy"}) {
    std::string path = corpusPath(relative);
    SKIP_IF_MISSING(path);
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(path);
    ASSERT_TRUE(static_cast<bool>(file)) << path;
    llvm::StringRef original = (*file)->getBuffer();
    llvm::Expected<NpyArray> array = readNpy(path);
    ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
    llvm::Expected<std::vector<uint8_t>> bytes = serializeNpy(*array);
    ASSERT_TRUE(static_cast<bool>(bytes));
    EXPECT_EQ(std::string(bytes->begin(), bytes->end()), original.str())
        << relative;
  }
}

TEST(NpyCorpusTest, BoolInput) {
  std::string path = corpusPath("identity/identity_2x6x1_b/input-0.npy");
  SKIP_IF_MISSING(path);
  llvm::Expected<NpyArray> array = readNpy(path);
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::Bool);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{2, 6, 1}));
  EXPECT_EQ(array->data, (NpyBytes{1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1}));
}

TEST(NpyCorpusTest, ZeroDimBool) {
  std::string path = corpusPath("cast/cast_0_b_outi16/input-0.npy");
  SKIP_IF_MISSING(path);
  llvm::Expected<NpyArray> array = readNpy(path);
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::Bool);
  EXPECT_TRUE(array->shape.empty());
  EXPECT_EQ(array->data, (NpyBytes{1}));
}

TEST(NpyCorpusTest, Bf16RawOutput) {
  // Written with descr '<V2'; the bits are the upper half of an fp32.
  std::string path = corpusPath("cast/cast_2x4_f32_outbf16/ref-result-0.npy");
  SKIP_IF_MISSING(path);
  llvm::Expected<NpyArray> array = readNpy(path);
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::Raw16);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{2, 4}));
  const uint16_t expected[] = {15825, 16174, 16252, 16174,
                               16170, 16227, 16016, 15879};
  ASSERT_EQ(array->numElements(), 8);
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(array->get<uint16_t>(i), expected[i]) << "element " << i;
}

TEST(NpyCorpusTest, Int4InInt8) {
  std::string path =
      corpusPath("argmax/argmax_ERRORIF_WrongInputType_5_i4_axis0/input-0.npy");
  SKIP_IF_MISSING(path);
  llvm::Expected<NpyArray> array = readNpy(path);
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->dtype, NpyDType::Int8);
  EXPECT_EQ(array->shape, (std::vector<int64_t>{5}));
  const int8_t expected[] = {7, -2, 7, -3, -3};
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(array->get<int8_t>(i), expected[i]) << "element " << i;
}

//===----------------------------------------------------------------------===//
// Malformed input
//===----------------------------------------------------------------------===//

TEST(NpyMalformedTest, Prefix) {
  expectError(parseNpy({}), "bad magic");
  expectError(parseNpy(bytesOf("\x93NUMPZ\x01\x00")), "bad magic");
  expectError(parseNpy(bytesOf("PK\x03\x04 not npy")), "bad magic");
  expectError(parseNpy(bytesOf("\x93NUMPY")), "truncated file: no version");
  expectError(parseNpy(bytesOf(std::string("\x93NUMPY\x04\x00\x10\x00", 10))),
              "unsupported version 4.0");
  expectError(parseNpy(bytesOf(std::string("\x93NUMPY\x01\x00\x10", 9))),
              "no header length");
  expectError(parseNpy(bytesOf(std::string("\x93NUMPY\x02\x00\x10\x00", 10))),
              "no header length");
  // Header length 0x40 but only 5 bytes follow.
  expectError(
      parseNpy(bytesOf(std::string("\x93NUMPY\x01\x00\x40\x00{'des", 15))),
      "truncated header: length 64 exceeds the 5 bytes");
}

TEST(NpyMalformedTest, HeaderDict) {
  const char *data = "\x01";
  expectError(parseNpy(makeFile("['descr']", data)), "expected '{'");
  expectError(parseNpy(makeFile("{'descr' '|i1'}", data)), "expected ':'");
  expectError(parseNpy(makeFile("{'descr': '|i1", data)),
              "unterminated string");
  expectError(parseNpy(makeFile("{descr: '|i1'}", data)),
              "expected a quoted string");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': 0, 'shape': ()}",
                        data)),
      "expected True or False");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': (1, -2)}",
                        data)),
      "expected a non-negative integer in 'shape'");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': [1]}",
                        data)),
      "expected '(' for 'shape'");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': (1 2)}",
                        data)),
      "expected ',' or ')'");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': (99999999999999999999,)}",
                        data)),
      "extent out of range");
  expectError(parseNpy(makeFile("{'descr': '|i1', 'shape': ()}", data)),
              "lacks one of the keys");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': (), 'extra': 1}",
                        data)),
      "unexpected key 'extra'");
  expectError(
      parseNpy(makeFile("{'descr': '|i1', 'fortran_order': False, "
                        "'shape': ()} junk",
                        data)),
      "unexpected text after the dict");
  expectError(
      parseNpy(makeFile("{'descr': '|i1' 'fortran_order': False}", data)),
      "expected ',' or '}'");
}

TEST(NpyMalformedTest, DescrAndData) {
  expectError(parseNpy(makeFile("{'descr': '>i4', 'fortran_order': False, "
                                "'shape': (1,), }",
                                "\x00\x00\x00\x01")),
              "big-endian descr '>i4' is not supported");
  expectError(parseNpy(makeFile("{'descr': '<c16', 'fortran_order': False, "
                                "'shape': (1,), }")),
              "unsupported descr '<c16'");
  // 2x3 int16 needs 12 bytes.
  expectError(parseNpy(makeFile("{'descr': '<i2', 'fortran_order': False, "
                                "'shape': (2, 3), }",
                                "0123456789")),
              "data size mismatch: shape and descr '<i2' need 12 bytes, "
              "file has 10");
  expectError(parseNpy(makeFile("{'descr': '<i2', 'fortran_order': False, "
                                "'shape': (), }",
                                "012")),
              "need 2 bytes, file has 3");
  expectError(parseNpy(makeFile("{'descr': '<i2', 'fortran_order': False, "
                                "'shape': (0,), }",
                                "0")),
              "need 0 bytes, file has 1");
  // An extent product that overflows must not wrap to a small size.
  expectError(parseNpy(makeFile("{'descr': '<f8', 'fortran_order': False, "
                                "'shape': (4294967296, 4294967296), }")),
              "shape is too large");
}

TEST(NpyMalformedTest, Files) {
  expectError(readNpy("/nonexistent/dir/file.npy"),
              "cannot open '/nonexistent/dir/file.npy'");
  NpyArray array = NpyArray::zeros(NpyDType::Int8, {2});
  llvm::Error err = writeNpy("/nonexistent/dir/out.npy", array);
  ASSERT_TRUE(static_cast<bool>(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("cannot open"),
            std::string::npos);
  // Data that does not match the shape is refused on write too.
  array.data.push_back(0);
  expectError(serializeNpy(array), "data size mismatch: shape needs 2 bytes, "
                                   "array has 3");
  array.shape = {-1};
  expectError(serializeNpy(array), "negative extent -1");
}

} // namespace
