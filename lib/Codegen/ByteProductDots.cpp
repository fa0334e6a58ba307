//===- ByteProductDots.cpp - Byte multiply-adds as VPDPBUSD ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the VPDPBUSD form of byte multiply-adds declared in
// ByteProductDots.h.
//
//===----------------------------------------------------------------------===//

#include "ByteProductDots.h"

#include "Int8DotKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;

namespace {

/// A factor of the product: a vector of bytes, extended.
struct ByteFactor {
  Value bytes;
  bool isUnsigned;
  /// Uses of the extension (how many products share it).
  unsigned uses;
};

std::optional<ByteFactor> matchByteFactor(Value value) {
  if (!tosac::codegen::isWidenedBytes(value))
    return std::nullopt;
  Operation *ext = value.getDefiningOp();
  return ByteFactor{
      ext->getOperand(0), isa<arith::ExtUIOp>(ext),
      static_cast<unsigned>(std::distance(value.use_begin(), value.use_end()))};
}

struct ByteMultiplyAddToDot : OpRewritePattern<arith::AddIOp> {
  ByteMultiplyAddToDot(MLIRContext *context, int64_t dotBits)
      : OpRewritePattern(context), dotBits(dotBits) {}

  LogicalResult matchAndRewrite(arith::AddIOp add,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(add.getType());
    if (!type || type.getRank() != 1 || type.isScalable() ||
        !type.getElementType().isInteger(32))
      return failure();
    int64_t lanes = type.getDimSize(0);
    if ((lanes != 4 && lanes != 8 && lanes != 16) || lanes * 32 > dotBits)
      return failure();
    for (unsigned i = 0; i < 2; ++i) {
      auto mul = add->getOperand(i).getDefiningOp<arith::MulIOp>();
      if (!mul || !mul->hasOneUse())
        continue;
      std::optional<ByteFactor> lhs = matchByteFactor(mul.getLhs());
      std::optional<ByteFactor> rhs = matchByteFactor(mul.getRhs());
      if (!lhs || !rhs || (lhs->isUnsigned && rhs->isUnsigned))
        continue;
      rewriter.replaceOp(add, dot(rewriter, add.getLoc(), type,
                                  add->getOperand(1 - i), *lhs, *rhs));
      return success();
    }
    return failure();
  }

private:
  Value dot(PatternRewriter &rewriter, Location loc, VectorType type, Value acc,
            ByteFactor lhs, ByteFactor rhs) const {
    auto splat = [&](int64_t value) -> Value {
      return arith::ConstantOp::create(
          rewriter, loc, DenseIntElementsAttr::get(type, APInt(32, value)));
    };
    auto widen = [&](Value bytes) -> Value {
      return arith::ExtUIOp::create(rewriter, loc, type, bytes);
    };
    Value unsignedSide, signedSide;
    if (lhs.isUnsigned || rhs.isUnsigned) {
      // (x, 0, 0, 0) . (w, s, s, s).
      const ByteFactor &u = lhs.isUnsigned ? lhs : rhs;
      const ByteFactor &s = lhs.isUnsigned ? rhs : lhs;
      unsignedSide = widen(u.bytes);
      signedSide = arith::ExtSIOp::create(rewriter, loc, type, s.bytes);
    } else {
      // (x + 128, 128, 128, 0) . (w, -w - 1, 1, 0); the shared factor
      // takes the longer packing.
      const ByteFactor &w = lhs.uses >= rhs.uses ? lhs : rhs;
      const ByteFactor &x = lhs.uses >= rhs.uses ? rhs : lhs;
      unsignedSide =
          arith::XOrIOp::create(rewriter, loc, widen(x.bytes), splat(0x808080));
      Value word = widen(w.bytes);
      Value twice = arith::OrIOp::create(
          rewriter, loc, word,
          arith::ShLIOp::create(rewriter, loc, word, splat(8)));
      signedSide = arith::XOrIOp::create(rewriter, loc, twice, splat(0x1FF00));
    }
    auto bytesType =
        VectorType::get({type.getDimSize(0) * 4}, rewriter.getI8Type());
    auto asBytes = [&](Value words) -> Value {
      return vector::BitCastOp::create(rewriter, loc, bytesType, words);
    };
    return LLVM::CallIntrinsicOp::create(
               rewriter, loc, type,
               rewriter.getStringAttr(
                   tosac::codegen::getDotIntrinsic(type.getDimSize(0))),
               ValueRange{acc, asBytes(unsignedSide), asBytes(signedSide)})
        .getResult(0);
  }

  int64_t dotBits;
};

} // namespace

void tosac::codegen::populateByteProductDotPatterns(RewritePatternSet &patterns,
                                                    int64_t dotBits) {
  if (dotBits >= 128)
    patterns.add<ByteMultiplyAddToDot>(patterns.getContext(), dotBits);
}

bool tosac::codegen::isWidenedBytes(Value value) {
  Operation *ext = value.getDefiningOp();
  if (!ext || !isa<arith::ExtSIOp, arith::ExtUIOp>(ext))
    return false;
  auto type = dyn_cast<VectorType>(ext->getOperand(0).getType());
  return type && type.getElementType().isInteger(8);
}

void tosac::codegen::unrollByteProductTaps(func::FuncOp func) {
  // Unrolling the inner taps (a filter row) leaves the outer ones innermost.
  SmallVector<scf::ForOp> taps;
  bool unrolled;
  do {
    taps.clear();
    unrolled = false;
    func.walk([&](scf::ForOp loop) {
      std::optional<APInt> trips = loop.getStaticTripCount();
      if (!trips || trips->getSExtValue() < 2 || trips->getSExtValue() > 3 ||
          loop.getNumRegionIterArgs() == 0)
        return;
      bool innermost = true, byteProducts = false;
      loop.getBody()->walk([&](Operation *op) {
        if (isa<scf::ForOp>(op))
          innermost = false;
        if (auto mul = dyn_cast<arith::MulIOp>(op))
          byteProducts |=
              isWidenedBytes(mul.getLhs()) && isWidenedBytes(mul.getRhs());
      });
      if (innermost && byteProducts)
        taps.push_back(loop);
    });
    for (scf::ForOp loop : taps)
      unrolled |= succeeded(loopUnrollFull(loop));
  } while (unrolled);
}
