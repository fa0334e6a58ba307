//===- OpMapping.h - .tosa operators and types <-> MLIR ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tables shared by the importer and the exporter: the
// TOSA Op enum <-> MLIR op name, the attribute table each operator carries,
// its operand and result counts, and the DType <-> MLIR element type map.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_TARGET_FLATBUFFER_OPMAPPING_H
#define TOSAC_LIB_TARGET_FLATBUFFER_OPMAPPING_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"

#include "tosac/Target/Flatbuffer/tosa_generated.h"

#include <optional>

namespace tosac::flatbuffer {

/// Marks a variadic operand or result list in OpInfo.
constexpr int kVariadic = -1;

/// One TOSA operator of the .tosa format.
struct OpInfo {
  fb::Op op;
  /// The MLIR operation name, e.g. "tosa.conv2d".
  llvm::StringLiteral name;
  /// The union tag of the attribute table the operator carries.
  fb::Attribute attribute;
  /// Inputs: between minInputs and maxInputs (kVariadic = no upper bound).
  int minInputs;
  int maxInputs;
  /// Outputs: exactly numOutputs, or any number if kVariadic.
  int numOutputs;
};

/// Returns the entry of `op`, or null for UNKNOWN and out-of-range values.
const OpInfo *lookupOp(fb::Op op);

/// Returns the entry of the MLIR operation `name` ("tosa.add"), or null.
const OpInfo *lookupOp(llvm::StringRef name);

/// The printable name of an Op enum value ("CONV2D", or "<op 123>").
std::string stringifyOp(fb::Op op);

/// The printable name of an attribute union tag ("Conv2dAttribute").
std::string stringifyAttribute(fb::Attribute attribute);

/// The printable name of a DType ("INT8", or "<type 42>").
std::string stringifyDType(fb::DType type);

/// Returns the MLIR element type of `type`, or null for UNKNOWN, SHAPE and
/// out-of-range values.
mlir::Type getElementType(mlir::MLIRContext *context, fb::DType type);

/// Returns the DType of an MLIR element type (quantized types map to their
/// storage type, ui8/ui16 to INT8/INT16), or std::nullopt.
std::optional<fb::DType> getDType(mlir::Type elementType);

} // namespace tosac::flatbuffer

#endif // TOSAC_LIB_TARGET_FLATBUFFER_OPMAPPING_H
