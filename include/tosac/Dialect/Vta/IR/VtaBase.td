//===- VtaBase.td - VTA dialect and op base classes --------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the `vta` dialect and the base class every VTA op
// derives from.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTABASE_TD
#define TOSAC_DIALECT_VTA_IR_VTABASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Vta_Dialect : Dialect {
  let name = "vta";
  let cppNamespace = "::tosac::vta";
  let summary = "Instructions of the VTA accelerator (hardware version 0.0.2)";
  let description = [{
    The `vta` dialect models the instruction set of VTA, the Versatile Tensor
    Accelerator from Apache TVM, one op per instruction: `vta.load`,
    `vta.store`, `vta.gemm`, `vta.alu` and `vta.finish`, plus the 32-bit
    micro-ops (`vta.uop`) that GEMM and ALU instructions loop over, grouped in
    `vta.uop_kernel` ops. A `vta.program` holds one instruction stream in the
    order the three hardware queues (load, compute, store) receive it.

    Every field is an attribute with the name and meaning of the instruction
    encoding. The verifiers reject anything the 128-bit encoding cannot hold
    and anything the default configuration (BATCH 1, BLOCK_IN = BLOCK_OUT =
    16; UOP 8192, INP 2048, WGT 1024 and ACC 2048 entries) cannot execute:
    SRAM overruns, empty or out-of-range micro-op ranges, shift amounts
    outside -31..31, dependency flags a queue cannot use, and a program that
    does not end with FINISH. Faults that depend on micro-op contents at run
    time are left to the simulator.
  }];
  let useDefaultAttributePrinterParser = 1;
}

/// Base class of every VTA op.
class Vta_Op<string mnemonic, list<Trait> traits = []>
    : Op<Vta_Dialect, mnemonic, traits>;

/// An instruction of a `vta.program`: it executes in order in one of the
/// three queues.
class Vta_InstructionOp<string mnemonic, list<Trait> traits = []>
    : Vta_Op<mnemonic, !listconcat(traits, [HasParent<"ProgramOp">])> {
  let hasVerifier = 1;
}

#endif // TOSAC_DIALECT_VTA_IR_VTABASE_TD
