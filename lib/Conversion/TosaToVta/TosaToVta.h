//===- TosaToVta.h - Pattern matchers of the tosa-to-vta pass ---*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares what the tosa-to-vta pass shares between its driver and
// its matchers (private to lib/Conversion/TosaToVta). A matcher looks at one
// candidate operator and either returns an Offload (the TOSA operators to
// replace, the launch operands and the compiled VTA program) or an llvm::Error
// whose message is the reason the operator stays on the CPU, phrased for the
// pass's `report` remarks ("weight zero point is 3, not 0"). Code generator
// errors travel unchanged. Matchers never change the IR; the driver
// (TosaToVtaPass.cpp) materializes the program and the `vta.launch`.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CONVERSION_TOSATOVTA_TOSATOVTA_H
#define TOSAC_LIB_CONVERSION_TOSATOVTA_TOSATOVTA_H

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Vta/Codegen.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace tosac::tosa_to_vta {

namespace ttosa = tosac::tosa;

/// One pattern the pass can run on VTA.
struct Offload {
  /// Program kind, the middle of the program name @vta_<kind>_<n>.
  std::string kind;
  /// The candidate operator the pattern is rooted at (it gets the remark).
  mlir::Operation *root = nullptr;
  /// Every operator the launch replaces, in IR order; the launch takes the
  /// place of the last one, whose result it replaces.
  llvm::SmallVector<mlir::Operation *> ops;
  /// Other candidate operators absorbed into the pattern (a tosa.clamp): each
  /// gets its own remark.
  llvm::SmallVector<mlir::Operation *> absorbed;
  /// The remark's tail after the program name, e.g. " with tosa.rescale".
  std::string with;
  /// The launch operands and the shapes the program expects for them; the
  /// driver reshapes an operand whose shape differs (same element count).
  llvm::SmallVector<mlir::Value> inputs;
  llvm::SmallVector<llvm::SmallVector<int64_t>> inputShapes;
  /// The shape the program produces; reshaped to the replaced result's type
  /// when it differs.
  llvm::SmallVector<int64_t> outputShape;
  vta::CompiledLayer layer;
};

//===----------------------------------------------------------------------===//
// Helpers (Common.cpp)
//===----------------------------------------------------------------------===//

/// An error carrying a "stays on the CPU" reason.
llvm::Error reason(const llvm::Twine &message);

/// The printed form of a type or a shape, for reasons.
std::string str(mlir::Type type);
std::string str(llvm::ArrayRef<int64_t> shape);

/// Reasons name a value by `what` with its verb ("input is", "weights are"),
/// so that the helpers below can phrase them: "input is f32, not i8",
/// "weights are not a constant".

/// Checks that `value` is a statically shaped tensor of signless `bits`-bit
/// integers (and of rank `rank` when given) and returns its shape.
llvm::Expected<llvm::SmallVector<int64_t>>
staticIntTensor(mlir::Value value, llvm::StringRef what, unsigned bits,
                std::optional<int64_t> rank = std::nullopt);

/// Whether `value` is a statically shaped tensor of i8.
bool isStaticI8(mlir::Value value);

/// The values of a `tosa.const` integer tensor (sign-extended).
llvm::Expected<std::vector<int64_t>> constantInts(mlir::Value value,
                                                  llvm::StringRef what);

/// The value of a one-element `tosa.const` integer tensor.
llvm::Expected<int64_t> constantScalar(mlir::Value value, llvm::StringRef what);

/// The only user of `value`, in the same block as its definition; a reason
/// ("result has 2 users") otherwise. `what` names the value ("result"),
/// without a verb.
llvm::Expected<mlir::Operation *> soleUser(mlir::Value value,
                                           llvm::StringRef what);

/// The requantization after an int32 accumulator: `tosa.rescale` i32 -> i8
/// (constant scales, input zero point 0, signed) and an optional `tosa.clamp`
/// on i8 that is the rescale's only user.
struct RequantTail {
  ttosa::RescaleOp rescale;
  ttosa::ClampOp clamp;
  /// One (multiplier, shift) per channel, or one for a per-tensor rescale.
  std::vector<ScaleFactor> scales;
  int32_t outputZp = 0;
  /// The clamp bounds intersected with [-128, 127].
  int32_t clampMin = -128, clampMax = 127;
};

/// Matches the tail after `acc` (an i32 result of `channels` channels, its
/// innermost dimension).
llvm::Expected<RequantTail> matchRequantTail(mlir::Value acc, int64_t channels);

/// Appends the tail's operators to `offload.ops` / `absorbed` and describes
/// them in `offload.with`: " with " + `rescales` [+ " and tosa.clamp"].
void appendTail(Offload &offload, const RequantTail &tail,
                llvm::StringRef rescales = "tosa.rescale");

/// The clamp bounds of a `tosa.clamp` on i8, intersected with [-128, 127].
std::pair<int32_t, int32_t> clampBounds(ttosa::ClampOp clamp);

//===----------------------------------------------------------------------===//
// Matchers
//===----------------------------------------------------------------------===//

/// conv2d -> rescale -> (clamp) (MatchConv.cpp).
llvm::Expected<Offload> matchConv2d(ttosa::Conv2DOp conv,
                                    const vta::CodegenOptions &options);
/// matmul with a constant right-hand side -> rescale -> (clamp), as a 1x1
/// convolution over a 1x1xMxK image (MatchConv.cpp).
llvm::Expected<Offload> matchMatMul(ttosa::MatMulOp matmul,
                                    const vta::CodegenOptions &options);
/// rescale(a), rescale(b) -> add -> rescale -> (clamp) (MatchEltwise.cpp).
llvm::Expected<Offload> matchAdd(ttosa::AddOp add,
                                 const vta::CodegenOptions &options);
/// A standalone clamp on i8 (MatchEltwise.cpp).
llvm::Expected<Offload> matchClamp(ttosa::ClampOp clamp,
                                   const vta::CodegenOptions &options);
/// max_pool2d on i8 (MatchPool.cpp).
llvm::Expected<Offload> matchMaxPool2d(ttosa::MaxPool2dOp pool,
                                       const vta::CodegenOptions &options);

} // namespace tosac::tosa_to_vta

#endif // TOSAC_LIB_CONVERSION_TOSATOVTA_TOSATOVTA_H
