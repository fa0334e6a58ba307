//===- TosaToMLProgram.cpp - TOSA variables to ml_program -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the TOSA variable operators (TOSA 1.0 section 2.17) to
// ml_program globals:
//  - tosa.variable @v becomes a public mutable ml_program.global @v of the
//    declared tensor type holding the initial value (zeros when there is
//    none), plus a public mutable ml_program.global @__tosac_written_v :
//    tensor<i1> that is true once @v holds a value (initially true exactly
//    when there is an initial value);
//  - tosa.variable_write stores the tensor into @v and true into the flag;
//  - tosa.variable_read loads the flag, checks it with cf.assert (the spec's
//    REQUIRE(is_written) of VARIABLE_READ) and loads @v.
// The globals keep the variable names so that a runtime can load and save
// the state of the graph through them; a runtime that sets @v from outside
// also sets the flag.
//
//===----------------------------------------------------------------------===//

#include "tosac/Conversion/TosaToMLProgram/TosaToMLProgram.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MLProgram/IR/MLProgram.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
namespace ttosa = tosac::tosa;

namespace {

/// The name of the global recording whether variable `name` was written.
std::string writtenFlagName(StringRef name) {
  return ("__tosac_written_" + name).str();
}

RankedTensorType flagType(MLIRContext *ctx) {
  return RankedTensorType::get({}, IntegerType::get(ctx, 1));
}

/// The element types a global of the CPU pipeline can hold.
bool isSupportedElementType(Type type) {
  return isa<IntegerType, FloatType>(type);
}

/// A splat of zeros of `type`.
Attribute zeroValue(RankedTensorType type) {
  Type element = type.getElementType();
  if (auto floatType = dyn_cast<FloatType>(element))
    return DenseElementsAttr::get(type,
                                  FloatAttr::get(floatType, 0.0).getValue());
  return DenseElementsAttr::get(
      type, APInt::getZero(element.getIntOrFloatBitWidth()));
}

/// Returns true when the variable that `user` names is lowered by this file
/// (or already was).
bool isLowerableVariable(Operation *user, StringAttr name) {
  Operation *symbol = SymbolTable::lookupNearestSymbolFrom(user, name);
  if (isa_and_nonnull<ml_program::GlobalOp>(symbol))
    return true;
  auto variable = dyn_cast_or_null<ttosa::VariableOp>(symbol);
  if (!variable)
    return false;
  RankedTensorType type = variable.getVariableType();
  return type.hasStaticShape() && isSupportedElementType(type.getElementType());
}

/// tosa.variable -> the value global and its written flag.
struct VariableLowering : OpConversionPattern<ttosa::VariableOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::VariableOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getVariableType();
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "expected a static var_shape");
    if (!isSupportedElementType(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    Attribute initial = op.getInitialValueAttr();
    if (initial && !isa<ElementsAttr>(initial))
      return rewriter.notifyMatchFailure(op, "expected a tensor initial value");

    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    StringAttr isPublic = rewriter.getStringAttr("public");
    ml_program::GlobalOp::create(rewriter, loc, op.getSymName(), type,
                                 /*is_mutable=*/true,
                                 initial ? initial : zeroValue(type), isPublic);
    RankedTensorType flag = flagType(ctx);
    ml_program::GlobalOp::create(
        rewriter, loc, writtenFlagName(op.getSymName()), flag,
        /*is_mutable=*/true,
        DenseElementsAttr::get(flag, static_cast<bool>(initial)), isPublic);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Stores `value` into the global `name` through a private copy
/// (bufferization.alloc_tensor with `copy`). Upstream's bufferization of
/// ml_program.global_store (LLVM 22) declares that the store writes its
/// operand without reading it: when the operand's buffer cannot be written
/// in place (a function argument, a constant, a value used again later) it
/// stores a fresh, uninitialized buffer. The copy has no other user, so the
/// store bufferizes in place and reads the right data.
void storeGlobal(OpBuilder &b, Location loc, StringRef name, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  Value copy = bufferization::AllocTensorOp::create(b, loc, type,
                                                    ValueRange(), value);
  ml_program::GlobalStoreOp::create(
      b, loc, FlatSymbolRefAttr::get(b.getStringAttr(name)), copy);
}

/// tosa.variable_write -> global_store of the value and of `true` into the
/// written flag.
struct VariableWriteLowering : OpConversionPattern<ttosa::VariableWriteOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::VariableWriteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLowerableVariable(op, op.getNameAttr()))
      return rewriter.notifyMatchFailure(op, "variable not lowered");
    Location loc = op.getLoc();
    StringRef name = op.getName();
    Value value = adaptor.getInput1();
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "expected a static shape");
    storeGlobal(rewriter, loc, name, value);
    RankedTensorType flag = flagType(rewriter.getContext());
    Value written = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(flag, true));
    storeGlobal(rewriter, loc, writtenFlagName(name), written);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tosa.variable_read -> cf.assert on the written flag, then global_load and
/// a private copy (bufferization.alloc_tensor with `copy`). Upstream's
/// bufferization of ml_program.global_load (LLVM 22) yields the global's own
/// buffer, so without the copy a later variable_write in the same call would
/// change the value read earlier (e.g. a graph returning the old state).
struct VariableReadLowering : OpConversionPattern<ttosa::VariableReadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ttosa::VariableReadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLowerableVariable(op, op.getNameAttr()))
      return rewriter.notifyMatchFailure(op, "variable not lowered");
    Location loc = op.getLoc();
    StringRef name = op.getName();
    RankedTensorType flag = flagType(rewriter.getContext());
    Value flagTensor = ml_program::GlobalLoadOp::create(
        rewriter, loc, flag,
        FlatSymbolRefAttr::get(rewriter.getStringAttr(writtenFlagName(name))));
    Value written =
        tensor::ExtractOp::create(rewriter, loc, flagTensor, ValueRange{});
    // REQUIRE(is_written): a variable without an initial value is written
    // before it is read.
    cf::AssertOp::create(rewriter, loc, written,
                         ("'tosa.variable_read' op REQUIRE(is_written): "
                          "variable '" +
                          name + "' is read before it is written")
                             .str());
    auto type = cast<RankedTensorType>(op.getOutput1().getType());
    Value value = ml_program::GlobalLoadOp::create(
        rewriter, loc, type, FlatSymbolRefAttr::get(op.getNameAttr()));
    rewriter.replaceOpWithNewOp<bufferization::AllocTensorOp>(
        op, type, ValueRange(), value);
    return success();
  }
};

} // namespace

void tosac::populateTosaToMLProgramConversionPatterns(
    TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<VariableLowering, VariableWriteLowering, VariableReadLowering>(
      converter, patterns.getContext());
}
