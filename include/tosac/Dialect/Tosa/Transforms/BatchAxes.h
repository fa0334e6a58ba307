//===- BatchAxes.h - Dynamic extents that are a batch of images -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// The most common dynamic extent is a batch: the graph treats each image
// (each index of the batch axis) on its own, with the same computation. Such
// a graph can run one image at a time through its batch-1 specialization,
// which is how tosa-compile builds an object for a dynamic batch. This
// analysis proves the property op by op: it follows the batch axis of every
// tensor (it may move, e.g. through a reshape or a transpose) and the shape
// values whose extents depend on the batch size, and rejects the first op
// that mixes images or whose other extents depend on the batch.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_TRANSFORMS_BATCHAXES_H
#define TOSAC_DIALECT_TOSA_TRANSFORMS_BATCHAXES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <vector>

namespace tosac::tosa {

/// Where the batch goes in the entry function's inputs and outputs.
struct BatchAxes {
  /// Per input and per output: the axis holding the batch (its extent is
  /// `?` in the signature, and every extent before it is 1, so image `n`
  /// is the n-th contiguous block), or -1 when the tensor does not depend
  /// on the batch.
  std::vector<int64_t> inputs, outputs;
};

/// Proves that every `?` extent of `func` (shapes inferred and folded
/// beforehand) is one batch of independent images, and returns its axes.
/// Fails with an error at the first argument, op or result that prevents
/// it: several dynamic extents in one tensor, a batch that is not the
/// outermost block of an input or output, an op that combines images
/// (a reduction or a concat along the batch, a matmul whose rows do not
/// follow it, a control-flow op or a variable that sees it), or an extent
/// other than the batch that depends on the batch size.
mlir::FailureOr<BatchAxes> analyzeBatchAxes(mlir::func::FuncOp func);

} // namespace tosac::tosa

#endif // TOSAC_DIALECT_TOSA_TRANSFORMS_BATCHAXES_H
