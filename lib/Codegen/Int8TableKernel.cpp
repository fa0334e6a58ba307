//===- Int8TableKernel.cpp - int8 TABLE as byte permutes ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements getInt8TableLookup() and vectorizeInt8TableTile().
// linalg's vectorizer turns a TABLE into a vector gather of bytes; a 256-byte
// table fits in four 512-bit registers, from which VPERMI2B picks 64 bytes
// at once (as oneDNN's and XNNPACK's int8 lookups do). Like the int8 dot
// product, the intrinsic call is emitted after bufferization.
//
//===----------------------------------------------------------------------===//

#include "Int8TableKernel.h"

#include "KernelStrategy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace {

/// The lanes of one lookup: 64 bytes in a 512-bit register.
constexpr int64_t kLanes = 64;

bool isTable(Value table) {
  auto type = dyn_cast<ShapedType>(table.getType());
  return type && type.hasStaticShape() && type.getRank() == 1 &&
         type.getDimSize(0) == 256 && type.getElementType().isInteger(8);
}

} // namespace

Value tosac::codegen::getInt8TableLookup(linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return nullptr;
  Block *body = generic.getBlock();
  BlockArgument in = body->getArgument(0);
  if (!in.getType().isInteger(8) ||
      !body->getArgument(1).getType().isInteger(8))
    return nullptr;
  // yield table[index_cast(extsi(in) + 128)], as a tensor.extract or a
  // memref.load.
  Value yielded = body->getTerminator()->getOperand(0);
  Operation *read = yielded.getDefiningOp();
  Value table, index;
  if (auto extract = dyn_cast_or_null<tensor::ExtractOp>(read)) {
    table = extract.getTensor();
    index =
        extract.getIndices().size() == 1 ? extract.getIndices()[0] : nullptr;
  } else if (auto load = dyn_cast_or_null<memref::LoadOp>(read)) {
    table = load.getMemRef();
    index = load.getIndices().size() == 1 ? load.getIndices()[0] : nullptr;
  }
  if (!table || !index || !isTable(table) ||
      generic->isAncestor(table.getParentRegion()->getParentOp()) ||
      body->getOperations().size() != 5)
    return nullptr;
  auto cast = index.getDefiningOp<arith::IndexCastOp>();
  auto add = cast ? cast.getIn().getDefiningOp<arith::AddIOp>() : nullptr;
  if (!add)
    return nullptr;
  for (unsigned i = 0; i < 2; ++i) {
    auto extend = add->getOperand(i).getDefiningOp<arith::ExtSIOp>();
    APInt offset;
    if (extend && extend.getIn() == in &&
        matchPattern(add->getOperand(1 - i), m_ConstantInt(&offset)) &&
        offset == 128)
      return table;
  }
  return nullptr;
}

LogicalResult tosac::codegen::vectorizeInt8TableTile(RewriterBase &rewriter,
                                                     linalg::LinalgOp tile) {
  Value table = getInt8TableLookup(tile);
  if (!table || !tile.hasPureBufferSemantics() ||
      !isa<MemRefType>(table.getType()))
    return failure();
  SmallVector<int64_t> ranges = tile.getStaticLoopRanges();
  if (ranges.empty() || ranges.back() != kLanes ||
      llvm::any_of(ArrayRef<int64_t>(ranges).drop_back(),
                   [](int64_t range) { return range != 1; }))
    return failure();
  Location loc = tile.getLoc();
  MLIRContext *context = tile.getContext();
  Type i8 = IntegerType::get(context, 8);
  auto vectorType = VectorType::get({kLanes}, i8);
  rewriter.setInsertionPoint(tile);
  Value zeroIndex = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value zeroByte = arith::ConstantOp::create(rewriter, loc, i8,
                                             rewriter.getI8IntegerAttr(0));
  SmallVector<bool> inBounds(1, true);
  auto read = [&](Value source, SmallVector<Value> indices) {
    return vector::TransferReadOp::create(
        rewriter, loc, vectorType, source, indices, zeroByte,
        AffineMap::getMinorIdentityMap(
            cast<MemRefType>(source.getType()).getRank(), 1, context),
        ArrayRef<bool>(inBounds));
  };
  Value input = tile.getDpsInputs()[0], output = tile.getDpsInits()[0];
  unsigned rank = cast<MemRefType>(input.getType()).getRank();
  SmallVector<Value> origin(rank, zeroIndex);
  Value bytes = read(input, origin);
  SmallVector<Value> quarters;
  for (int64_t start = 0; start < 256; start += kLanes)
    quarters.push_back(
        read(table, {arith::ConstantIndexOp::create(rewriter, loc, start)}));
  StringAttr permute =
      rewriter.getStringAttr("llvm.x86.avx512.vpermi2var.qi.512");
  // Table index in + 128: table[0, 128) for negative bytes, [128, 256) for
  // the others; its low 7 bits are those of `in`.
  auto lookup = [&](Value low, Value high) {
    return LLVM::CallIntrinsicOp::create(rewriter, loc, vectorType, permute,
                                         ValueRange{low, bytes, high})
        .getResult(0);
  };
  Value negatives = lookup(quarters[0], quarters[1]);
  Value others = lookup(quarters[2], quarters[3]);
  Value isNegative = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::slt, bytes,
      arith::ConstantOp::create(
          rewriter, loc, DenseElementsAttr::get(vectorType, APInt(8, 0))));
  Value result =
      arith::SelectOp::create(rewriter, loc, isNegative, negatives, others);
  vector::TransferWriteOp::create(
      rewriter, loc, result, output, origin,
      AffineMap::getMinorIdentityMap(rank, 1, context),
      ArrayRef<bool>(inBounds));
  rewriter.eraseOp(tile);
  return success();
}
