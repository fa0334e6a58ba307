//===- Common.h - Helpers of tosa-to-linalg-named ---------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the helpers the convolution, matmul and pooling
// lowerings share: scalar constants, zero points read as constants or at run
// time (with the spec's zero-point ERROR_IFs as cf.assert), padding, filled
// accumulators and element type conversions, plus the per-family populate
// functions.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOLINALGNAMED_COMMON_H
#define TOSAC_LIB_CONVERSION_TOSATOLINALGNAMED_COMMON_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tosac {

/// Conv.cpp: conv2d, conv3d, depthwise_conv2d and transpose_conv2d.
void populateConvPatterns(mlir::TypeConverter &converter,
                          mlir::RewritePatternSet &patterns);
/// Matmul.cpp: matmul.
void populateMatmulPatterns(mlir::TypeConverter &converter,
                            mlir::RewritePatternSet &patterns);
/// Pooling.cpp: avg_pool2d and max_pool2d.
void populatePoolingPatterns(mlir::TypeConverter &converter,
                             mlir::RewritePatternSet &patterns);

namespace named {

/// An arith.constant of integer type `type` holding `value`.
mlir::Value intConstant(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type,
                        int64_t value);
/// An arith.constant of float type `type` holding `value`.
mlir::Value floatConstant(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Type type, double value);
/// The zero of an integer or float type.
mlir::Value zeroConstant(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Type type);

/// Returns true when `type` is a ranked tensor type of static shape whose
/// element type is a signless integer or a float.
bool isStaticIntOrFloatTensor(mlir::Type type);

/// Reads the one-element zero-point tensor `zp` as a scalar of its element
/// type: an arith.constant when it is constant, a tensor.extract otherwise.
/// When `valueType` (the element type of the tensor the zero point applies
/// to) is not i8, the spec requires the zero point to be 0:
///   ERROR_IF(!is_same<`typeName`,i8_t>() && `zpName` != 0)
/// A non-constant zero point then gets a cf.assert. Returns a null value when
/// a constant zero point breaks the rule (the verifier rejects that).
mlir::Value readZeroPoint(mlir::OpBuilder &b, mlir::Operation *op,
                          mlir::Value zp, mlir::Type valueType,
                          llvm::StringRef zpName, llvm::StringRef typeName);

/// Pads the statically shaped `input` with `low` / `high` elements per
/// dimension holding the scalar `padValue`. With `strides`, input elements
/// are also spread `strides[d]` apart (the gaps hold `padValue` too), as
/// TRANSPOSE_CONV2D needs. Returns `input` when there is nothing to do;
/// otherwise a linalg.generic that reads the input with tensor.extract.
mlir::Value padTensor(mlir::OpBuilder &b, mlir::Location loc, mlir::Value input,
                      llvm::ArrayRef<int64_t> low, llvm::ArrayRef<int64_t> high,
                      mlir::Value padValue,
                      llvm::ArrayRef<int64_t> strides = {});

/// A tensor of static `shape` and `elementType` filled with `value`.
mlir::Value filledTensor(mlir::OpBuilder &b, mlir::Location loc,
                         llvm::ArrayRef<int64_t> shape, mlir::Value value);

/// Converts a scalar between integer types (sign extension or truncation)
/// or between float types (extension or rounding truncation).
mlir::Value convertScalar(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value value, mlir::Type to);

/// An `array<i64>`-like dense attribute for the strides / dilations of the
/// linalg named convolution and pooling operators.
mlir::DenseIntElementsAttr i64VectorAttr(mlir::OpBuilder &b,
                                         llvm::ArrayRef<int64_t> values);

} // namespace named
} // namespace tosac

#endif // TOSAC_LIB_CONVERSION_TOSATOLINALGNAMED_COMMON_H
