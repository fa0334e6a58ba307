//===- VtaAttrs.td - VTA enums and attributes --------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the enum attributes of the VTA instruction set: the
// memory type of LOAD/STORE, the ALU opcode and the dependency flags every
// instruction carries.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTAATTRS_TD
#define TOSAC_DIALECT_VTA_IR_VTAATTRS_TD

include "mlir/IR/EnumAttr.td"
include "tosac/Dialect/Vta/IR/VtaBase.td"

class Vta_I32Enum<string name, string description,
                  list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, description, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::tosac::vta";
}

class Vta_EnumAttr<string name, string description, string mnemonic,
                   list<I32EnumAttrCase> cases>
    : EnumAttr<Vta_Dialect, Vta_I32Enum<name, description, cases>, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

// Values are the 3-bit `memory type` field of LOAD/STORE.
def Vta_MemoryTypeAttr : Vta_EnumAttr<"MemoryType",
    "on-chip buffer a LOAD writes or a STORE reads", "mem_type", [
      I32EnumAttrCase<"UOP", 0>,
      I32EnumAttrCase<"WGT", 1>,
      I32EnumAttrCase<"INP", 2>,
      I32EnumAttrCase<"ACC", 3>,
      I32EnumAttrCase<"OUT", 4>,
      I32EnumAttrCase<"ACC_8BIT", 5>]>;

// Values are the 3-bit `ALU opcode` field.
def Vta_AluOpcodeAttr : Vta_EnumAttr<"AluOpKind", "ALU operation",
    "alu_opcode", [
      I32EnumAttrCase<"MIN", 0>,
      I32EnumAttrCase<"MAX", 1>,
      I32EnumAttrCase<"ADD", 2>,
      I32EnumAttrCase<"SHR", 3>,
      I32EnumAttrCase<"MUL", 4>]>;

// How a `vta.tensor` lays out an int8 tensor in DRAM.
def Vta_ImageLayoutAttr : Vta_EnumAttr<"ImageLayoutKind",
    "DRAM layout of a tensor image", "layout", [
      I32EnumAttrCase<"blocked", 0>,
      I32EnumAttrCase<"flat", 1>]>;

// Whether a `vta.tensor` is read or written by the program.
def Vta_TensorRoleAttr : Vta_EnumAttr<"TensorRole",
    "direction of a tensor image", "role", [
      I32EnumAttrCase<"input", 0>,
      I32EnumAttrCase<"output", 1>]>;

// Bit i of the enum value is bit 3 + i of the instruction.
def Vta_DepFlags : I32BitEnumAttr<"DepFlagBits",
    "dependency token pops and pushes of an instruction", [
      I32BitEnumAttrCaseNone<"none">,
      I32BitEnumAttrCaseBit<"pop_prev", 0>,
      I32BitEnumAttrCaseBit<"pop_next", 1>,
      I32BitEnumAttrCaseBit<"push_prev", 2>,
      I32BitEnumAttrCaseBit<"push_next", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::tosac::vta";
  let separator = "|";
}

def Vta_DepFlagsAttr : EnumAttr<Vta_Dialect, Vta_DepFlags, "deps"> {
  let assemblyFormat = "`<` $value `>`";
}

def Vta_DefaultDepFlags : DefaultValuedAttr<Vta_DepFlagsAttr,
    "::tosac::vta::DepFlagBits::none">;

#endif // TOSAC_DIALECT_VTA_IR_VTAATTRS_TD
