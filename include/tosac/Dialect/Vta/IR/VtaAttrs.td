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
def Vta_AluOpcodeAttr : Vta_EnumAttr<"AluOpcode", "ALU operation",
    "alu_opcode", [
      I32EnumAttrCase<"MIN", 0>,
      I32EnumAttrCase<"MAX", 1>,
      I32EnumAttrCase<"ADD", 2>,
      I32EnumAttrCase<"SHR", 3>,
      I32EnumAttrCase<"MUL", 4>]>;

// Bit i of the enum value is bit 3 + i of the instruction.
def Vta_DepFlags : I32BitEnumAttr<"DepFlags",
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
    "::tosac::vta::DepFlags::none">;

#endif // TOSAC_DIALECT_VTA_IR_VTAATTRS_TD
