//===- Common.cpp - Helpers shared by the tosa-to-linalg-named lowerings --===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the helpers of Common.h and the public populate
// function, which gathers the patterns of every operator family.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "tosac/Conversion/TosaToLinalgNamed/TosaToLinalgNamed.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

using namespace mlir;
using namespace tosac;
namespace ttosa = tosac::tosa;

Value named::intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

Value named::floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

Value named::zeroConstant(OpBuilder &b, Location loc, Type type) {
  if (isa<FloatType>(type))
    return floatConstant(b, loc, type, 0.0);
  return intConstant(b, loc, type, 0);
}

bool named::isStaticIntOrFloatTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return false;
  Type element = tensor.getElementType();
  if (auto intType = dyn_cast<IntegerType>(element))
    return intType.isSignless();
  return isa<FloatType>(element);
}

Value named::readZeroPoint(OpBuilder &b, Operation *op, Value zp,
                           Type valueType, StringRef zpName,
                           StringRef typeName) {
  Location loc = op->getLoc();
  Type zpType = getElementTypeOrSelf(zp.getType());
  // ERROR_IF(!is_same<in_t,i8_t>() && zp != 0)
  bool mustBeZero = !valueType.isInteger(8);
  if (isa<IntegerType>(zpType)) {
    if (std::optional<APInt> value = ttosa::getConstantScalarInt(zp)) {
      if (mustBeZero && !value->isZero())
        return {};
      return arith::ConstantOp::create(b, loc,
                                       b.getIntegerAttr(zpType, *value));
    }
  } else if (isa<FloatType>(zpType)) {
    if (std::optional<APFloat> value = ttosa::getConstantScalarFloat(zp)) {
      if (!value->isZero())
        return {};
      return arith::ConstantOp::create(b, loc, b.getFloatAttr(zpType, *value));
    }
  } else {
    return {};
  }

  auto tensorType = cast<RankedTensorType>(zp.getType());
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> indices(tensorType.getRank(), c0);
  Value scalar = tensor::ExtractOp::create(b, loc, zp, indices);
  if (mustBeZero) {
    Value zero = zeroConstant(b, loc, zpType);
    Value ok = isa<FloatType>(zpType)
                   ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                           scalar, zero)
                         .getResult()
                   : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           scalar, zero)
                         .getResult();
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "'" << op->getName() << "' op ERROR_IF(!is_same<" << typeName
       << ",i8_t>() && " << zpName << " != 0): " << zpName
       << " must be 0 for this type";
    cf::AssertOp::create(b, loc, ok, message);
  }
  return scalar;
}

Value named::padTensor(OpBuilder &b, Location loc, Value input,
                       ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                       Value padValue, ArrayRef<int64_t> strides) {
  auto inputType = cast<RankedTensorType>(input.getType());
  int64_t rank = inputType.getRank();
  auto strideOf = [&](int64_t d) { return strides.empty() ? 1 : strides[d]; };
  bool identity = true;
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t extent = inputType.getDimSize(d);
    shape.push_back((extent - 1) * strideOf(d) + 1 + low[d] + high[d]);
    identity &= low[d] == 0 && high[d] == 0 && strideOf(d) == 1;
  }
  if (identity)
    return input;

  // A linalg.generic reading the input with tensor.extract at clamped
  // indices: unlike tensor.pad / tensor.insert_slice it bufferizes without
  // copies into strided views (which need a runtime memrefCopy).
  auto resultType = RankedTensorType::get(shape, inputType.getElementType());
  Value init =
      tensor::EmptyOp::create(b, loc, shape, resultType.getElementType());
  auto generic = linalg::GenericOp::create(
      b, loc, resultType, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nl, ValueRange) {
        auto index = [&](int64_t v) {
          return arith::ConstantIndexOp::create(nb, nl, v).getResult();
        };
        Value inBounds;
        auto addCondition = [&](Value cond) {
          inBounds =
              inBounds
                  ? arith::AndIOp::create(nb, nl, inBounds, cond).getResult()
                  : cond;
        };
        SmallVector<Value> indices;
        for (int64_t d = 0; d < rank; ++d) {
          Value i = linalg::IndexOp::create(nb, nl, d);
          int64_t extent = inputType.getDimSize(d), stride = strideOf(d);
          if (low[d] == 0 && high[d] == 0 && stride == 1) {
            indices.push_back(i);
            continue;
          }
          // rel = i - low; in the input when 0 <= rel < (extent - 1) *
          // stride + 1 and rel % stride == 0; it then reads rel / stride.
          Value rel = i;
          if (low[d] != 0) {
            rel = arith::SubIOp::create(nb, nl, i, index(low[d]));
            addCondition(arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::sge, rel, index(0)));
          }
          if (high[d] != 0)
            addCondition(
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::slt, rel,
                                      index((extent - 1) * stride + 1)));
          Value src = rel;
          if (stride != 1) {
            addCondition(arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::eq,
                arith::RemSIOp::create(nb, nl, rel, index(stride)), index(0)));
            src = arith::DivSIOp::create(nb, nl, rel, index(stride));
          }
          src = arith::MinSIOp::create(
              nb, nl, arith::MaxSIOp::create(nb, nl, src, index(0)),
              index(extent - 1));
          indices.push_back(src);
        }
        Value value = tensor::ExtractOp::create(nb, nl, input, indices);
        linalg::YieldOp::create(
            nb, nl,
            arith::SelectOp::create(nb, nl, inBounds, value, padValue)
                .getResult());
      });
  if (strides.empty() ||
      llvm::all_of(strides, [](int64_t s) { return s == 1; }))
    generic->setAttr(kPaddedCopyLowAttr, b.getDenseI64ArrayAttr(low));
  return generic.getResult(0);
}

Value named::filledTensor(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                          Value value) {
  Value empty = tensor::EmptyOp::create(b, loc, shape, value.getType());
  return linalg::FillOp::create(b, loc, value, empty).getResult(0);
}

Value named::convertScalar(OpBuilder &b, Location loc, Value value, Type to) {
  Type from = value.getType();
  if (from == to)
    return value;
  if (isa<FloatType>(from) && isa<FloatType>(to)) {
    if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(b, loc, to, value);
    return arith::TruncFOp::create(b, loc, to, value);
  }
  if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
    return arith::ExtSIOp::create(b, loc, to, value);
  return arith::TruncIOp::create(b, loc, to, value);
}

DenseIntElementsAttr named::i64VectorAttr(OpBuilder &b,
                                          ArrayRef<int64_t> values) {
  return b.getI64TensorAttr(values);
}

void tosac::populateTosaToLinalgNamedConversionPatterns(
    TypeConverter &converter, RewritePatternSet &patterns) {
  populateConvPatterns(converter, patterns);
  populateMatmulPatterns(converter, patterns);
  populatePoolingPatterns(converter, patterns);
}
