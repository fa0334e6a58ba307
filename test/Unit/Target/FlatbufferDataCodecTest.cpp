//===- FlatbufferDataCodecTest.cpp - Tests of the .tosa data encoding -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file checks the byte encoding of constant data in .tosa files for
// every element type against hand-written byte patterns, at the edges of
// each type's range, and that decode(encode(x)) == x.
//
//===----------------------------------------------------------------------===//

#include "tosac/Target/Flatbuffer/DataCodec.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace tosac::flatbuffer;

namespace {

class DataCodecTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};

  /// Encodes `attr`, checks the bytes, decodes them again and checks that
  /// the result equals `attr`.
  void roundTrip(DenseElementsAttr attr, std::vector<uint8_t> expected) {
    std::vector<uint8_t> bytes;
    std::string error;
    ASSERT_TRUE(encodeElements(attr, bytes, error)) << error;
    EXPECT_EQ(bytes, expected);
    std::optional<uint64_t> size =
        getEncodedSize(attr.getElementType(), attr.getNumElements());
    ASSERT_TRUE(size.has_value());
    EXPECT_EQ(*size, expected.size());
    DenseElementsAttr decoded = decodeElements(attr.getType(), bytes);
    ASSERT_TRUE(decoded);
    EXPECT_EQ(decoded, attr);
  }

  DenseElementsAttr ints(Type elementType, ArrayRef<int64_t> values) {
    SmallVector<APInt> apints;
    for (int64_t value : values)
      apints.push_back(APInt(elementType.getIntOrFloatBitWidth(), value,
                             /*isSigned=*/true, /*implicitTrunc=*/true));
    auto type = RankedTensorType::get({int64_t(values.size())}, elementType);
    return DenseElementsAttr::get(type, apints);
  }

  DenseElementsAttr floatsFromBits(FloatType elementType,
                                   ArrayRef<uint64_t> bits) {
    SmallVector<APFloat> values;
    for (uint64_t raw : bits)
      values.push_back(APFloat(elementType.getFloatSemantics(),
                               APInt(elementType.getWidth(), raw)));
    auto type = RankedTensorType::get({int64_t(bits.size())}, elementType);
    return DenseElementsAttr::get(type, values);
  }
};

TEST_F(DataCodecTest, Bool) {
  auto type = RankedTensorType::get({5}, b.getI1Type());
  roundTrip(DenseElementsAttr::get(
                type, ArrayRef<bool>{true, false, true, true, false}),
            {1, 0, 1, 1, 0});
  // A splat is expanded; any non-zero byte reads as true.
  roundTrip(DenseElementsAttr::get(type, true), {1, 1, 1, 1, 1});
  DenseElementsAttr decoded = decodeElements(type, {2, 0, 0xFF, 0, 0});
  ASSERT_TRUE(decoded);
  EXPECT_EQ(SmallVector<bool>(decoded.getValues<bool>()),
            (SmallVector<bool>{true, false, true, false, false}));
}

TEST_F(DataCodecTest, Int4PackedLowNibbleFirst) {
  Type i4 = b.getIntegerType(4);
  // Element 2k in the low nibble, 2k+1 in the high nibble.
  roundTrip(ints(i4, {-8, 7}), {0x78});
  roundTrip(ints(i4, {1, -1, 0, -2}), {0xF1, 0xE0});
  // An odd count leaves the last high nibble zero.
  roundTrip(ints(i4, {-1, 2, -8}), {0x2F, 0x08});
  roundTrip(ints(i4, {5}), {0x05});
  // Sign: 0x8 is -8, 0x7 is 7.
  DenseElementsAttr decoded =
      decodeElements(RankedTensorType::get({2}, i4), {0x87});
  ASSERT_TRUE(decoded);
  auto values = SmallVector<APInt>(decoded.getValues<APInt>());
  EXPECT_EQ(values[0].getSExtValue(), 7);
  EXPECT_EQ(values[1].getSExtValue(), -8);
}

TEST_F(DataCodecTest, Int8Int16Int32Edges) {
  roundTrip(ints(b.getI8Type(), {-128, 127, -1, 0}), {0x80, 0x7F, 0xFF, 0x00});
  roundTrip(ints(b.getI16Type(), {-32768, 32767, -2}),
            {0x00, 0x80, 0xFF, 0x7F, 0xFE, 0xFF});
  roundTrip(
      ints(b.getI32Type(), {INT32_MIN, INT32_MAX, 0x01020304}),
      {0x00, 0x00, 0x00, 0x80, 0xFF, 0xFF, 0xFF, 0x7F, 0x04, 0x03, 0x02, 0x01});
}

TEST_F(DataCodecTest, Int48SixBytes) {
  Type i48 = b.getIntegerType(48);
  int64_t min48 = -(int64_t(1) << 47), max48 = (int64_t(1) << 47) - 1;
  roundTrip(ints(i48, {-1, min48, max48, 0x010203040506}),
            {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, // -1
             0x00, 0x00, 0x00, 0x00, 0x00, 0x80, // min
             0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, // max
             0x06, 0x05, 0x04, 0x03, 0x02, 0x01});
}

TEST_F(DataCodecTest, ShapeInt64) {
  auto type = RankedTensorType::get({3}, b.getIndexType());
  roundTrip(DenseElementsAttr::get(type, ArrayRef<int64_t>{0, 1, 0x0102}),
            {0, 0, 0, 0, 0,    0,    0, 0, 1, 0, 0, 0,
             0, 0, 0, 0, 0x02, 0x01, 0, 0, 0, 0, 0, 0});
  // The empty shape.
  auto empty = RankedTensorType::get({0}, b.getIndexType());
  roundTrip(DenseElementsAttr::get(empty, ArrayRef<int64_t>{}), {});
}

TEST_F(DataCodecTest, Float32) {
  // 1.0, -0.0, +inf, a quiet NaN, the smallest subnormal.
  roundTrip(floatsFromBits(b.getF32Type(), {0x3F800000, 0x80000000, 0x7F800000,
                                            0x7FC00000, 0x00000001}),
            {0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00,
             0x80, 0x7F, 0x00, 0x00, 0xC0, 0x7F, 0x01, 0x00, 0x00, 0x00});
}

TEST_F(DataCodecTest, Float16AndBFloat16) {
  // fp16: 1.0, max finite 65504, -inf, smallest subnormal.
  roundTrip(floatsFromBits(b.getF16Type(), {0x3C00, 0x7BFF, 0xFC00, 0x0001}),
            {0x00, 0x3C, 0xFF, 0x7B, 0x00, 0xFC, 0x01, 0x00});
  // bf16 is the upper half of an fp32: 1.0 = 0x3F80, -2.0 = 0xC000, NaN.
  roundTrip(floatsFromBits(b.getBF16Type(), {0x3F80, 0xC000, 0x7FC0, 0x0080}),
            {0x80, 0x3F, 0x00, 0xC0, 0xC0, 0x7F, 0x80, 0x00});
}

TEST_F(DataCodecTest, Float8) {
  // e4m3fn: 1.0 = 0x38, max 448 = 0x7E, NaN = 0x7F, -min subnormal = 0x81.
  roundTrip(
      floatsFromBits(b.getType<Float8E4M3FNType>(), {0x38, 0x7E, 0x7F, 0x81}),
      {0x38, 0x7E, 0x7F, 0x81});
  // e5m2: 1.0 = 0x3C, +inf = 0x7C, max 57344 = 0x7B, -0 = 0x80.
  roundTrip(
      floatsFromBits(b.getType<Float8E5M2Type>(), {0x3C, 0x7C, 0x7B, 0x80}),
      {0x3C, 0x7C, 0x7B, 0x80});
}

TEST_F(DataCodecTest, SplatsAreExpanded) {
  auto type = RankedTensorType::get({2, 2}, b.getI16Type());
  roundTrip(DenseElementsAttr::get(type, b.getI16IntegerAttr(-2).getValue()),
            {0xFE, 0xFF, 0xFE, 0xFF, 0xFE, 0xFF, 0xFE, 0xFF});
  auto i4 = RankedTensorType::get({3}, b.getIntegerType(4));
  roundTrip(DenseElementsAttr::get(i4, APInt(4, 3)), {0x33, 0x03});
}

TEST_F(DataCodecTest, PaddingIsIgnoredAndShortDataRejected) {
  auto type = RankedTensorType::get({3}, b.getI8Type());
  // Writers pad to 8 bytes; the padding is not data.
  DenseElementsAttr decoded = decodeElements(type, {1, 2, 3, 0, 0, 0, 0, 0});
  ASSERT_TRUE(decoded);
  EXPECT_EQ(decoded, ints(b.getI8Type(), {1, 2, 3}));
  // Too little data.
  EXPECT_FALSE(decodeElements(type, {1, 2}));
  // Dynamic shapes and types without an encoding.
  EXPECT_FALSE(decodeElements(
      RankedTensorType::get({ShapedType::kDynamic}, b.getI8Type()), {1}));
  EXPECT_FALSE(getEncodedSize(b.getF64Type(), 1).has_value());
  EXPECT_FALSE(getEncodedSize(b.getIntegerType(7), 1).has_value());
  EXPECT_FALSE(getEncodedSize(b.getI8Type(), uint64_t(1) << 62).has_value());
}

TEST_F(DataCodecTest, EncodedSizes) {
  EXPECT_EQ(getEncodedSize(b.getIntegerType(4), 0), 0u);
  EXPECT_EQ(getEncodedSize(b.getIntegerType(4), 5), 3u);
  EXPECT_EQ(getEncodedSize(b.getI1Type(), 9), 9u);
  EXPECT_EQ(getEncodedSize(b.getIntegerType(48), 3), 18u);
  EXPECT_EQ(getEncodedSize(b.getBF16Type(), 3), 6u);
  EXPECT_EQ(getEncodedSize(b.getIndexType(), 2), 16u);
  EXPECT_TRUE(hasNativeLayout(b.getF32Type()));
  EXPECT_TRUE(hasNativeLayout(b.getI1Type()));
  EXPECT_FALSE(hasNativeLayout(b.getIntegerType(4)));
  EXPECT_FALSE(hasNativeLayout(b.getIntegerType(48)));
}

TEST_F(DataCodecTest, ResourceElements) {
  // Blob-backed constants are written from the blob's bytes.
  static const int32_t values[] = {-1, 2};
  auto type = RankedTensorType::get({2}, b.getI32Type());
  auto attr = DenseResourceElementsAttr::get(
      type, "blob",
      UnmanagedAsmResourceBlob::allocateInferAlign(ArrayRef<int32_t>(values)));
  std::vector<uint8_t> bytes;
  std::string error;
  ASSERT_TRUE(encodeElements(attr, bytes, error)) << error;
  EXPECT_EQ(bytes, (std::vector<uint8_t>{0xFF, 0xFF, 0xFF, 0xFF, 2, 0, 0, 0}));

  // Types whose MLIR layout differs cannot come from a blob.
  static const int8_t nibbles[] = {1, 2};
  auto i4 = DenseResourceElementsAttr::get(
      RankedTensorType::get({2}, b.getIntegerType(4)), "blob4",
      UnmanagedAsmResourceBlob::allocateInferAlign(ArrayRef<int8_t>(nibbles)));
  bytes.clear();
  EXPECT_FALSE(encodeElements(i4, bytes, error));
  EXPECT_NE(error.find("dense_resource"), std::string::npos);
}

TEST_F(DataCodecTest, Scalars) {
  auto check = [&](TypedAttr value, std::vector<uint8_t> expected) {
    std::vector<uint8_t> bytes;
    std::string error;
    ASSERT_TRUE(encodeScalar(value, bytes, error)) << error;
    EXPECT_EQ(bytes, expected);
    EXPECT_EQ(decodeScalar(value.getType(), bytes), value);
  };
  check(b.getIntegerAttr(b.getI8Type(), -128), {0x80});
  check(b.getIntegerAttr(b.getI16Type(), -2), {0xFE, 0xFF});
  check(b.getIntegerAttr(b.getI32Type(), INT32_MAX), {0xFF, 0xFF, 0xFF, 0x7F});
  check(b.getIntegerAttr(b.getIntegerType(48), -1),
        {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF});
  check(b.getF32FloatAttr(6.0f), {0x00, 0x00, 0xC0, 0x40});
  check(b.getFloatAttr(b.getF16Type(), -1.0), {0x00, 0xBC});
  check(b.getFloatAttr(b.getBF16Type(), 1.0), {0x80, 0x3F});
  // CLAMP bounds come zero-padded to 8 bytes; decoding reads the front.
  EXPECT_EQ(decodeScalar(b.getI16Type(), {0x00, 0x80, 0, 0, 0, 0, 0, 0}),
            b.getIntegerAttr(b.getI16Type(), -32768));
  EXPECT_FALSE(decodeScalar(b.getI32Type(), {1, 2}));
}

} // namespace
