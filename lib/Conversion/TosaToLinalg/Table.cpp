//===- Table.cpp - tosa-to-linalg for table
//---------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers TABLE (TOSA 1.0 section 2.5.17) to an element-wise
// linalg.generic whose body reads the table with tensor.extract, computing
// what lib/Support/TosaTable.cpp computes:
//  - int8 input: table[value + 128] (256 entries, int8 result; also i16 or
//    i32 entries and result, a framework form).
//  - int16 input, apply_lookup_s: with v = value + 32768, the entries
//    base = table[v >> 7] and next = table[(v >> 7) + 1] (513 entries) give
//    (base << 7) + (next - base) * (v & 0x7f) as int32.
//    REQUIRE(next - base fits int16) becomes a cf.assert (omitted for a
//    constant table whose slopes all fit).
// Every index lies in the table by construction. The table's extent must be
// static (the verifier checks it is the TABLE_SIZE).
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

namespace {

/// Whether `table` is a constant whose neighbouring entries differ by a
/// value that fits int16 (the REQUIRE of apply_lookup_s).
bool constantSlopesFit(Value table) {
  DenseIntElementsAttr attr;
  if (!matchPattern(table, m_Constant(&attr)))
    return false;
  SmallVector<int64_t> entries;
  for (const APInt &value : attr.getValues<APInt>())
    entries.push_back(value.getSExtValue());
  for (size_t i = 0; i + 1 < entries.size(); ++i) {
    int64_t slope = entries[i + 1] - entries[i];
    if (slope < INT16_MIN || slope > INT16_MAX)
      return false;
  }
  return true;
}

struct TableLowering : OpConversionPattern<ttosa::TableOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttosa::TableOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput1();
    Value table = adaptor.getTable();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto tableType = dyn_cast<RankedTensorType>(table.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!inputType || !tableType || !resultType)
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");
    Type inType = inputType.getElementType();
    Type tableElement = tableType.getElementType();
    Type outType = resultType.getElementType();
    // An int8 index into i16 or i32 entries is a framework form
    // (FrameworkTypeForms.cpp): the entry itself is the result.
    bool isI8 = inType.isSignlessInteger(8) && tableElement == outType &&
                llvm::is_contained({8u, 16u, 32u},
                                   tableElement.getIntOrFloatBitWidth()) &&
                tableElement.isSignlessInteger();
    bool isI16 = inType.isSignlessInteger(16) &&
                 tableElement.isSignlessInteger(16) &&
                 outType.isSignlessInteger(32);
    if (!isI8 && !isI16)
      return rewriter.notifyMatchFailure(
          op, "expected an i8 -> i8 or i16 -> i32 lookup");
    // REQUIRE(length(table) == TABLE_SIZE)
    if (tableType.getDimSize(0) != (isI8 ? 256 : 513))
      return rewriter.notifyMatchFailure(op, "expected a static table of "
                                             "TABLE_SIZE entries");
    bool checkSlope = isI16 && !constantSlopesFit(table);

    return lowerToGeneric(
        op, input, rewriter,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          Type i32 = b.getI32Type();
          Value value = arith::ExtSIOp::create(b, loc, i32, args[0]);
          auto entry = [&](Value index) -> Value {
            Value position =
                arith::IndexCastOp::create(b, loc, b.getIndexType(), index);
            return tensor::ExtractOp::create(b, loc, table, position);
          };
          if (isI8)
            return entry(arith::AddIOp::create(b, loc, value,
                                               intConstant(b, loc, i32, 128)));
          Value offset = arith::AddIOp::create(b, loc, value,
                                               intConstant(b, loc, i32, 32768));
          Value index = arith::ShRUIOp::create(b, loc, offset,
                                               intConstant(b, loc, i32, 7));
          Value fraction = arith::AndIOp::create(b, loc, offset,
                                                 intConstant(b, loc, i32, 127));
          Value base = arith::ExtSIOp::create(b, loc, i32, entry(index));
          Value next = arith::ExtSIOp::create(
              b, loc, i32,
              entry(arith::AddIOp::create(b, loc, index,
                                          intConstant(b, loc, i32, 1))));
          Value slope = arith::SubIOp::create(b, loc, next, base);
          if (checkSlope) {
            Value fits = arith::AndIOp::create(
                b, loc,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, slope,
                                      intConstant(b, loc, i32, INT16_MIN)),
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, slope,
                                      intConstant(b, loc, i32, INT16_MAX)));
            cf::AssertOp::create(
                b, loc, fits,
                "'tosa.table' op REQUIRE(slope >= minimum_s<int16_t>() && "
                "slope <= maximum_s<int16_t>()): neighbouring table entries "
                "differ by more than int16");
          }
          Value scaled =
              arith::ShLIOp::create(b, loc, base, intConstant(b, loc, i32, 7));
          return arith::AddIOp::create(
              b, loc, scaled, arith::MulIOp::create(b, loc, slope, fraction));
        });
  }
};

} // namespace

void tosac::populateTablePatterns(TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<TableLowering>(converter, patterns.getContext());
}
