//===- ProgramImage.h - vta ops to and from binary program images -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the bridge between the `vta` dialect and the VTA library
// (TosacVta): one instruction op to and from the library's Instruction, and a
// whole `vta.program` (instructions, micro-op kernels, constant segments,
// tensor images) to and from a CompiledLayer. The code generator's output
// becomes IR through `buildProgram`; export and execution read it back with
// `readProgram`.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_UTILS_PROGRAMIMAGE_H
#define TOSAC_DIALECT_VTA_UTILS_PROGRAMIMAGE_H

#include "tosac/Dialect/Vta/IR/VtaOps.h"
#include "tosac/Vta/Codegen.h"

#include "mlir/IR/Builders.h"

namespace tosac::vta {

/// The instruction of a vta.load/store/gemm/alu/finish op; failure for any
/// other op.
mlir::FailureOr<Instruction> toInstruction(mlir::Operation *op);

/// Creates the op of an instruction at the builder's insertion point. Fields
/// are copied as they are: the op verifier reports any that do not fit.
mlir::Operation *buildInstruction(mlir::OpBuilder &builder, mlir::Location loc,
                                  const Instruction &insn);

/// Creates `vta.program @name` holding `layer` at the builder's insertion
/// point: kernels @uops0.., segments under their names, the tensors, then the
/// instructions.
ProgramOp buildProgram(mlir::OpBuilder &builder, mlir::Location loc,
                       llvm::StringRef name, const CompiledLayer &layer);

/// Reads a program back. Fails with an error on the op when it has kernels
/// but no uop_addr, no single output tensor, or overlapping DRAM ranges.
mlir::FailureOr<CompiledLayer> readProgram(ProgramOp program);

} // namespace tosac::vta

#endif // TOSAC_DIALECT_VTA_UTILS_PROGRAMIMAGE_H
