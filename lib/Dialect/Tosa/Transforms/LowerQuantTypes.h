//===- LowerQuantTypes.h - tosa-lower-quant-types internals -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares what the op-family files of tosa-lower-quant-types
// share: the snapshot of every value's quantized type taken before any
// rewrite, the quantization parameters read from those types, builders of
// zero-point constants and RESCALE ops (multipliers from TosaArith's
// computeScale32/16), and one entry point per op family. Every entry point
// rewrites its op in place (or replaces it) and returns failure after
// emitting an error at the op's location.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_LOWERQUANTTYPES_H
#define TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_LOWERQUANTTYPES_H

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace tosac::tosa::quant_lowering {

/// The parameters of a quantized type: one (scale, zero point) pair per
/// tensor, or one per index of `axis` for per-axis types.
struct QuantParams {
  llvm::SmallVector<double, 1> scales;
  llvm::SmallVector<int64_t, 1> zeroPoints;
  /// The quantized dimension, or -1 for per-tensor parameters.
  int32_t axis = -1;
  /// The storage type (signless iN).
  mlir::Type storage;

  bool isPerAxis() const { return axis >= 0; }
  /// True when both describe the same mapping (scales equal within a
  /// relative 1e-6, same zero points, storage type and axis).
  bool sameAs(const QuantParams &other) const;
};

/// True when `a` and `b` are equal within a relative tolerance of 1e-6.
bool nearlyEqual(double a, double b);

/// What every op-family lowering needs.
class QuantLowering {
public:
  explicit QuantLowering(bool scale32) : scale32(scale32) {}

  /// Records the quantized element type of `value` (if any) before rewrites.
  void record(mlir::Value value);
  /// The quantized element type `value` had before the pass (or was given
  /// by setQuant), or null.
  mlir::quant::QuantizedType getQuant(mlir::Value value) const;
  void setQuant(mlir::Value value, mlir::quant::QuantizedType type);
  /// True when any operand or result of `op` had a quantized type.
  bool touchesQuant(mlir::Operation *op) const;

  /// The parameters of `value`'s quantized type; std::nullopt (after an
  /// error at `op`) for unsigned storage or non-uniform types.
  std::optional<QuantParams> getParams(mlir::Operation *op,
                                       mlir::Value value) const;

  /// Emits "tosa-lower-quant-types: <op> with quantized types is not
  /// supported yet: <why>" at `op` and returns failure.
  mlir::LogicalResult notSupported(mlir::Operation *op,
                                   const llvm::Twine &why) const;

  /// Builds RESCALE(input) to `resultType` with one scale (per tensor) or
  /// one per index of the innermost dimension (per_channel), zero points
  /// `inputZp` / `outputZp`. Errors at `op` when a scale has no multiplier.
  mlir::FailureOr<mlir::Value>
  buildRescale(mlir::OpBuilder &builder, mlir::Operation *op, mlir::Value input,
               mlir::Type resultType, llvm::ArrayRef<double> scales,
               int64_t inputZp, int64_t outputZp);

  /// Sets the types of `op`'s results to their storage types.
  void lowerResultTypes(mlir::Operation *op) const;

  /// The left shift of the ADD/SUB scheme: 20 with 32-bit multipliers, 12
  /// with 16-bit ones (whose largest scale is about 2^13).
  unsigned addSubLeftShift() const { return scale32 ? 20 : 12; }

  bool scale32;
  unsigned numRescales = 0;

private:
  llvm::DenseMap<mlir::Value, mlir::quant::QuantizedType> quantTypes;
};

/// `type` with a quantized element type replaced by its storage type.
mlir::Type getStorageType(mlir::Type type);

/// The quantized element type of `type`, or null.
mlir::quant::QuantizedType getQuantElementType(mlir::Type type);

// One entry per op family (LowerQuantTypes<Family>.cpp).

/// CONV2D, CONV3D, DEPTHWISE_CONV2D, TRANSPOSE_CONV2D and MATMUL.
mlir::LogicalResult lowerConvOrMatmul(mlir::Operation *op, QuantLowering &q);
/// ADD and SUB.
mlir::LogicalResult lowerAddSub(mlir::Operation *op, QuantLowering &q);
/// MUL.
mlir::LogicalResult lowerMul(mlir::Operation *op, QuantLowering &q);
/// CAST between quantized types (requantization) or to/from the storage
/// type.
mlir::LogicalResult lowerCast(mlir::Operation *op, QuantLowering &q);
/// AVG_POOL2D.
mlir::LogicalResult lowerAvgPool(mlir::Operation *op, QuantLowering &q);
/// CONST.
mlir::LogicalResult lowerConst(mlir::Operation *op, QuantLowering &q);
/// The ops that cannot change scale (data movement, clamp, max_pool2d, ...);
/// failure() with an error for any other op.
mlir::LogicalResult lowerScalePreserving(mlir::Operation *op, QuantLowering &q);

} // namespace tosac::tosa::quant_lowering

#endif // TOSAC_LIB_DIALECT_TOSA_TRANSFORMS_LOWERQUANTTYPES_H
