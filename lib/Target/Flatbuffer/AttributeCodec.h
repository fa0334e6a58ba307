//===- AttributeCodec.h - .tosa attribute tables <-> MLIR -------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the conversion of a .tosa operator's attribute table
// (the `attribute` union of TosaOperator) to the attributes of the MLIR op
// and back, by attribute name. Control flow tables (graph names) are handled
// by the importer and exporter themselves.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_TARGET_FLATBUFFER_ATTRIBUTECODEC_H
#define TOSAC_LIB_TARGET_FLATBUFFER_ATTRIBUTECODEC_H

#include "OpMapping.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

namespace tosac::flatbuffer {

/// Appends the MLIR attributes of `op`'s attribute table to `attrs`. An
/// absent table (NONE) is accepted for ops whose table has no fields or only
/// defaulted ones. `operands` are the op's operands (CLAMP's bounds have the
/// input's element type). Diagnostics start with `emitError()`.
mlir::LogicalResult
importAttributes(mlir::MLIRContext *context, const fb::TosaOperator *op,
                 const OpInfo &info, mlir::ValueRange operands,
                 llvm::SmallVectorImpl<mlir::NamedAttribute> &attrs,
                 llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// Builds the attribute table of `op` (an empty table for ops without
/// attributes). Emits an error on `op` and fails on a missing or invalid
/// attribute.
mlir::FailureOr<flatbuffers::Offset<void>>
exportAttributes(mlir::Operation *op, const OpInfo &info,
                 flatbuffers::FlatBufferBuilder &fbb);

} // namespace tosac::flatbuffer

#endif // TOSAC_LIB_TARGET_FLATBUFFER_ATTRIBUTECODEC_H
