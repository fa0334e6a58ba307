//===- TensorOpUtils.h - Tensor operator verifier helpers -------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the checks the tensor operators (TOSA 1.0 section 2.3)
// share: zero-point operands, accumulator types, kernel/stride/pad values and
// the output extent of a sliding window. It is private to the dialect
// library; the definitions live in TensorVerifiers.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_DIALECT_TOSA_IR_TENSOROPUTILS_H
#define TOSAC_LIB_DIALECT_TOSA_IR_TENSOROPUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include <optional>
#include <string>

namespace tosac::tosa::detail {

/// Formats a list of extents or attribute values as "[a, b, c]"; dynamic
/// extents print as "?".
std::string formatList(llvm::ArrayRef<int64_t> values);

/// Returns extent `dim` of `type`, or ShapedType::kDynamic when the type is
/// unranked, of smaller rank, or the extent is dynamic.
int64_t getExtent(mlir::Type type, int64_t dim);

/// Returns the first static extent of `a` and `b`, or kDynamic.
int64_t mergeExtents(int64_t a, int64_t b);

/// Checks a zero-point operand `zp` (called `zpName` in the spec) of the
/// tensor of type `tensorType`, whose element type the spec calls
/// `typeName`: the spec's argument table requires shape [1] and the element
/// type of the tensor, and the pseudo-code requires
///   ERROR_IF(!is_same<typeName,i8_t>() && zpName != 0)
/// which is decided when `zp` is a constant.
mlir::LogicalResult verifyZeroPoint(mlir::Operation *op, mlir::Value zp,
                                    mlir::Type tensorType,
                                    llvm::StringRef zpName,
                                    llvm::StringRef typeName);

/// The "Supported Data Types" tables that pair an input element type with
/// the accumulator types `acc_type` may name.
enum class AccTypeTable { Convolution, AvgPool2d };

/// Checks that `accType` is an accumulator type the spec's table pairs with
/// the (storage) element type of `inputType`. Input element types the table
/// does not list are left to the supported-types check.
mlir::LogicalResult verifyAccType(mlir::Operation *op, mlir::Type inputType,
                                  mlir::Type accType, AccTypeTable table);

/// Checks that every value of the attribute `values` is at least `minimum`,
/// reporting the spec rule `rule` otherwise; `what` names the values in the
/// message ("stride", "pad" ...).
mlir::LogicalResult verifyAtLeast(mlir::Operation *op,
                                  llvm::ArrayRef<int64_t> values,
                                  int64_t minimum, llvm::StringRef rule,
                                  llvm::StringRef what);

/// Checks that the values of an array attribute named `what` fit the spec's
/// attribute type i32_t (MLIR stores them as i64).
mlir::LogicalResult verifyI32Values(mlir::Operation *op,
                                    llvm::ArrayRef<int64_t> values,
                                    llvm::StringRef what);

/// One spatial dimension of a sliding-window operator.
struct WindowDim {
  int64_t input;     ///< I (may be dynamic)
  int64_t kernel;    ///< K (may be dynamic)
  int64_t padBefore; ///< pad before the first input element
  int64_t padAfter;  ///< pad after the last input element
  int64_t stride;
  int64_t dilation;
};

/// Returns idiv_check(I - 1 + pa + pb - (K - 1) * d, s) + 1, the output
/// extent the spec requires, or kDynamic when an operand is dynamic, the
/// attributes are out of range, or the division is not exact.
int64_t inferWindowExtent(const WindowDim &dim);

/// Checks `output` against the extent the spec requires, reporting the
/// rule `rule` (e.g. "OH != idiv_check(...) + 1") when the dilated kernel
/// does not fit the padded input, the division is not exact, or `output`
/// differs. `dimName` names the dimension in messages ("height").
/// Call this only after stride >= 1 and dilation >= 1 were verified.
mlir::LogicalResult verifyWindowExtent(mlir::Operation *op,
                                       const WindowDim &dim, int64_t output,
                                       llvm::StringRef rule,
                                       llvm::StringRef dimName);

/// Checks that `expected` and `actual` are compatible extents, reporting
/// "expected <what> to be <expected>, got <actual>" (a rule of the spec's
/// argument table, not an ERROR_IF).
mlir::LogicalResult verifyExtent(mlir::Operation *op, int64_t expected,
                                 int64_t actual, llvm::StringRef what);

/// Checks that two values have the same (storage) element type, as the spec
/// requires when its argument table gives them one type name.
mlir::LogicalResult verifySameElementType(mlir::Operation *op, mlir::Value a,
                                          llvm::StringRef aName, mlir::Value b,
                                          llvm::StringRef bName);

/// Checks that the result shapes of `op` are compatible with the shapes
/// `shapes` its inferReturnTypeComponents gives. The rule-by-rule checks
/// run first and report spec violations precisely; this final check keeps
/// shape inference and the verifier consistent.
mlir::LogicalResult
verifyInferredShapes(mlir::Operation *op,
                     llvm::ArrayRef<mlir::ShapedTypeComponents> shapes);

/// Runs OpTy's shape inference on `op` and checks its results against it.
template <typename OpTy> mlir::LogicalResult verifyInferredShapes(OpTy op) {
  llvm::SmallVector<mlir::ShapedTypeComponents> shapes;
  if (mlir::failed(OpTy::inferReturnTypeComponents(
          op.getContext(), op.getLoc(), typename OpTy::Adaptor(op), shapes)))
    return mlir::success();
  return verifyInferredShapes(op.getOperation(), shapes);
}

} // namespace tosac::tosa::detail

#endif // TOSAC_LIB_DIALECT_TOSA_IR_TENSOROPUTILS_H
