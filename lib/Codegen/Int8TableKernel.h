//===- Int8TableKernel.h - int8 TABLE as byte permutes ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the recognition of an int8 TABLE's linalg.generic and
// the vector code of its register tiles: 64 lookups in a 256-byte table with
// two VPERMI2B (AVX-512 VBMI) and a blend.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_CODEGEN_INT8TABLEKERNEL_H
#define TOSAC_LIB_CODEGEN_INT8TABLEKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace tosac::codegen {

/// The 256-byte table (a tensor or, after bufferization, a buffer) when
/// `op` is an elementwise linalg.generic of one int8 input and result that
/// yields table[extsi(in) + 128], what int8 TABLE lowers to; else null.
mlir::Value getInt8TableLookup(mlir::linalg::LinalgOp op);

/// Replaces `tile`, a register tile of such a generic on buffers whose
/// loops have one iteration but the innermost, of 64, by: one 64-byte load
/// of the input, the table's four 64-byte quarters, a VPERMI2B in the low
/// and in the high half of the table (each uses the low 7 bits of the
/// bytes: in + 128 and in agree there), the half chosen by the input's
/// sign, one 64-byte store. Fails, leaving `tile` alone, otherwise.
mlir::LogicalResult vectorizeInt8TableTile(mlir::RewriterBase &rewriter,
                                           mlir::linalg::LinalgOp tile);

} // namespace tosac::codegen

#endif // TOSAC_LIB_CODEGEN_INT8TABLEKERNEL_H
