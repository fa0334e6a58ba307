//===- Specialize.h - A dynamic-shape model at concrete shapes --*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Models with `?` extents in their inputs run by specialization: when a run
// brings input shapes not seen before, a copy of the model gets them as its
// argument types, shape inference and folding carry them through the graph
// (tosa.dim and the shape operators fold to constants), and the copy is
// compiled like a static model. Outputs then have the shapes the spec
// derives, and the code is exactly the static model's.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_EXECUTION_SPECIALIZE_H
#define TOSAC_LIB_EXECUTION_SPECIALIZE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tosac {

/// Whether some argument of `func` has a `?` extent.
bool hasDynamicInputs(mlir::func::FuncOp func);

/// Gives the entry function `entry` of `module` the argument shapes
/// `shapes` (one per argument, consistent with its type) and propagates
/// them until every tensor of the entry function is static. Errors name the
/// op whose shape stays unknown, or the ERROR_IF the shapes violate.
llvm::Error
specializeInputShapes(mlir::ModuleOp module, mlir::func::FuncOp entry,
                      const std::vector<std::vector<int64_t>> &shapes);

/// For an entry function with static inputs whose result types still have
/// `?` extents (written loosely): propagates the input shapes until every
/// result is static, or fails at the op whose shape stays unknown. A no-op
/// when the results are static already or an input is dynamic.
llvm::Error refineResultShapes(mlir::ModuleOp module, mlir::func::FuncOp entry);

/// Carries the shapes of the entry function `entry`'s arguments through
/// the graph as far as they go, `?` extents included: shape inference and
/// folding, in rounds, as specializeInputShapes does.
llvm::Error propagateShapes(mlir::ModuleOp module, mlir::func::FuncOp entry);

/// "(2, 3)"-style text of a shape; -1 extents print as "?".
std::string formatShape(llvm::ArrayRef<int64_t> shape);

} // namespace tosac

#endif // TOSAC_LIB_EXECUTION_SPECIALIZE_H
