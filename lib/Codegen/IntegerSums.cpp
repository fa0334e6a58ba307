//===- IntegerSums.cpp - Sums of int8 weights -----------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "IntegerSums.h"

#include "tosac/Codegen/ConstantData.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

Value tosac::codegen::sumInt8s(OpBuilder &builder, Location loc, Value value,
                               ArrayRef<int64_t> dims) {
  ArrayRef<int64_t> shape = cast<RankedTensorType>(value.getType()).getShape();
  SmallVector<int64_t> kept;
  int64_t outer = 1, reduced = 1, inner = 1;
  for (auto [d, size] : llvm::enumerate(shape)) {
    if (llvm::is_contained(dims, static_cast<int64_t>(d))) {
      reduced *= size;
      continue;
    }
    kept.push_back(size);
    (static_cast<int64_t>(d) < dims.front() ? outer : inner) *= size;
  }
  Type i32 = builder.getI32Type();
  auto type = RankedTensorType::get(kept, i32);
  if (std::optional<std::vector<int32_t>> sums =
          sumConstantInt8s(value, outer, reduced, inner))
    return arith::ConstantOp::create(
        builder, loc, DenseElementsAttr::get(type, ArrayRef<int32_t>(*sums)));
  Value zero = arith::ConstantOp::create(builder, loc, i32,
                                         builder.getI32IntegerAttr(0));
  Value init = linalg::FillOp::create(
                   builder, loc, zero,
                   ValueRange{tensor::EmptyOp::create(builder, loc, kept, i32)})
                   .getResult(0);
  return linalg::ReduceOp::create(
             builder, loc, ValueRange{value}, ValueRange{init}, dims,
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               Value wide = arith::ExtSIOp::create(nb, nl, i32, args[0]);
               linalg::YieldOp::create(
                   nb, nl,
                   ValueRange{arith::AddIOp::create(nb, nl, wide, args[1])});
             })
      .getResult(0);
}

Value tosac::codegen::subtractScaledSums(OpBuilder &builder, Location loc,
                                         Value init, Value factor, Value sums,
                                         AffineMap sumsMap) {
  auto type = cast<RankedTensorType>(init.getType());
  unsigned rank = type.getRank();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(rank, builder.getContext());
  Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                        type.getElementType());
  return linalg::GenericOp::create(
             builder, loc, type, ValueRange{init, sums}, ValueRange{empty},
             ArrayRef<AffineMap>{identity, sumsMap, identity},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &b, Location l, ValueRange args) {
               Value correction = arith::MulIOp::create(b, l, factor, args[1]);
               linalg::YieldOp::create(b, l,
                                       ValueRange{arith::SubIOp::create(
                                           b, l, args[0], correction)});
             })
      .getResult(0);
}
